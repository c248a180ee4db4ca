import { artilleryDef, crewDef, denizenDef, hexKey, improvementDef, priceAt, treasureDef, type ContentSet, type ExpeditionEnd, type ServiceDetail } from '@everrain/engine';
import { s, seatOf, seatWord, type SomeRenderers } from './words';

function crewName(content: ContentSet, token: string): string {
  return crewDef(content, token).name;
}

function upgradeName(content: ContentSet, card: string, kind: 'improvement' | 'artillery'): string {
  return kind === 'improvement' ? improvementDef(content, card).name : artilleryDef(content, card).name;
}

const EXPEDITION_ENDS: Record<ExpeditionEnd, string> = {
  turnedBack: 'the crew turn back rather than go on',
  ended: 'the player ends it',
  farSide: 'a crew member reached the far side of the Island',
  expeditionCard: 'the token draws an Expedition card',
  noCrew: 'no crew are left on the Island',
};

/** What a crew member did at a Port, after their name: "goes to the Marketplace of Duskfall". */
function service(d: ServiceDetail & { readonly port: string }, content: ContentSet): string {
  switch (d.service) {
    case 'university': return `takes ${d.clues} Clues${d.treasures.length ? ` and ${d.treasures.map((id) => treasureDef(content, id).name).join(', ')} (worth ${d.worth})` : ''} to the University of ${d.port}: ${d.steps} Discovery step${s(d.steps)}`;
    case 'apothecary': return `is treated at the Apothecary of ${d.port} for ${d.coin} coin`;
    case 'shipwright': return `goes to the Shipwright of ${d.port}${d.repairs ? `: ${d.repairs} node${s(d.repairs)} repaired for ${d.coin} coin` : ''}`;
    case 'marketplace': return `goes to the Marketplace of ${d.port}`;
    case 'inn': return `goes to the Inn of ${d.port}: ${content.services.inn.find((i) => i.id === d.option)?.name ?? 'a room'}`;
    default: return `looks for hands at the Inn of ${d.port}`;
  }
}

/** Ports and what they offer, Denizens and Passengers, Islands, Altars, Shipwrecks, trading between ships. */
export const PLACES_TEXT: SomeRenderers<
  | 'serviceEngaged' | 'noDenizenMet' | 'denizenRedrawn' | 'denizenIgnored' | 'passengerBoarded' | 'denizenMet'
  | 'passengerDelivered' | 'exhaustiveExpeditionStarted' | 'expeditionMoved' | 'expeditionTokenRevealed' | 'exhaustiveExpeditionEnded'
  | 'exploredTokenPlaced' | 'altarVisited' | 'shipwreckPlundered' | 'wreckLooted' | 'crewSentAshore' | 'treasureRefused' | 'marketOpened'
  | 'treasureBought' | 'treasureSold' | 'marketClosed' | 'upgradesDrawn' | 'shipyardClosed' | 'schematicUsed' | 'upgradeInstalled' | 'traded'
> = {
  serviceEngaged: (d, _e, content) => `${crewName(content, d.token)} ${service(d, content)}.`,
  noDenizenMet: (d, e) => `At ${d.port}, ${seatWord(e.seat ?? 0)} meets no Denizen this visit: ${d.why === 'empty' ? 'the Denizen deck and its discard are empty' : `the Denizen deck and its discard hold nothing but Passengers bound for ${d.port}`}.`,
  denizenRedrawn: (d, e, content) => `At ${d.destination}, ${seatWord(e.seat ?? 0)} draws ${denizenDef(content, d.card).name}, a Passenger bound for ${d.destination} itself: the card goes to the Denizen discard and another is drawn.`,
  denizenIgnored: (d, e, content) => `${seatOf(e)} leaves ${denizenDef(content, d.card).name} be.`,
  passengerBoarded: (d, _e, content) => {
    const denizen = denizenDef(content, d.card);
    return `${denizen.name} comes aboard, bound for ${denizen.passenger?.destination ?? 'another Port'}.`;
  },
  denizenMet: (d, _e, content) => `${crewName(content, d.token)} deals with ${denizenDef(content, d.card).name}.`,
  passengerDelivered: (d, _e, content) => `${denizenDef(content, d.card).name} is delivered to ${d.port}.`,
  exhaustiveExpeditionStarted: (d, e) => `${seatOf(e)} launches an Exhaustive Expedition with ${d.crew.length} crew: ${d.island}.`,
  expeditionMoved: (d, _e, content) => `${crewName(content, d.token)} moves to node ${d.node}.`,
  expeditionTokenRevealed: (d) => `The token at node ${d.node} is revealed: ${d.token}.`,
  exhaustiveExpeditionEnded: (d) => `The Exhaustive Expedition ends: ${EXPEDITION_ENDS[d.why]}. The crew return Below Deck; the Island is Explored.`,
  exploredTokenPlaced: (d) => `An Explored token is placed at ${hexKey(d.hex)}.`,
  altarVisited: (d, e) => `${seatOf(e)} visits ${d.altar}: ${d.count} ${d.count === 1 ? 'enemy is' : 'enemies are'} drawn out.`,
  shipwreckPlundered: (d, e) => `${seatOf(e)} plunders the wreck at ${hexKey(d.hex)}.`,
  wreckLooted: (d, e) => `${seatOf(e)} recovers what ${seatWord(d.owner)}'s wreck held.`,
  crewSentAshore: (d, e, content) => `${seatOf(e)} sends ${d.tokens.map((t) => crewName(content, t)).join(', ')} ashore on ${d.island}.`,
  treasureRefused: (d, _e, content) => `${d.port} will not trade in ${treasureDef(content, d.treasure).name}: it goes to the bottom of the deck and another is drawn.`,
  marketOpened: (d, _e, content) => `The Marketplace of ${d.port} offers ${d.offered.map((id) => {
    const treasure = treasureDef(content, id);
    return `${treasure.name} (${priceAt(treasure, d.port)})`;
  }).join(', ') || 'nothing'}.`,
  treasureBought: (d, e, content) => `${seatOf(e)} buys ${treasureDef(content, d.treasure).name} for ${d.price} coin.`,
  treasureSold: (d, e, content) => `${seatOf(e)} sells ${treasureDef(content, d.treasure).name} for ${d.price} coin.`,
  marketClosed: (_d, e) => `${seatOf(e)} is done trading.`,
  upgradesDrawn: (d, _e, content) => `The Shipwright offers ${d.offered.map((card, i) => {
    const price = d.prices[i];
    if (!price) return '';
    return `${upgradeName(content, card, price.kind)} (${price.schematic ? 'free, from a Schematic' : `${price.coin} coin`})`;
  }).join(', ') || 'nothing'}.`,
  shipyardClosed: (_d, e) => `${seatOf(e)} leaves the Shipwright; the upgrades not bought go back under their decks.`,
  schematicUsed: (_d, e) => `${seatOf(e)} has it built from a Schematic.`,
  upgradeInstalled: (d, e, content) => {
    if (d.kind === 'improvement') return `${seatOf(e)} installs ${improvementDef(content, d.card).name} in Below Deck slot ${d.slot + 1}${d.replaced ? `, building over ${improvementDef(content, d.replaced).name}` : ''}.`;
    const artillery = artilleryDef(content, d.card);
    return `${seatOf(e)} mounts ${artillery.name} in the ${artillery.slot === 'bowStern' ? 'Bow/Stern' : artillery.slot} slot.`;
  },
  traded: (d, e, content) => {
    const item = d.item;
    const what = item.kind === 'clue' ? '1 Clue'
      : item.kind === 'coin' ? `${item.amount} coin`
        : item.kind === 'treasure' ? treasureDef(content, item.treasure).name
          : d.token ? crewName(content, d.token) : 'a crew member';
    return `${seatOf(e)} passes ${what} to ${seatWord(d.to)}.`;
  },
};
