import { crewDef, elderOneFor, FACING_NAMES, hexKey, improvementDef, tileDef, type ContentSet, type Doubled, type ElderOneRef, type GoalStep } from '@everrain/engine';
import { orderName, s, seatOf, type SomeRenderers } from './words';

const HEX_TYPE: Record<string, string> = { calmSea: 'a Calm Sea', roughSea: 'a Rough Sea', port: 'a Port', island: 'an Island', altar: 'an Altar', shipwreck: 'a Shipwreck' };
const DOUBLED: Record<Exclude<Doubled, null>, string> = { storm: ' (doubled under a Storm)', roughSea: ' (doubled in a Rough Sea)' };

/** " for 2 points (doubled in a Rough Sea)": what a step of the ship cost. */
function costWords(cost: number, doubled: Doubled): string {
  return `for ${cost} point${s(cost)}${doubled ? DOUBLED[doubled] : ''}`;
}

/** "an Island (Thornwick)", "the unknown": the hex a ship sails into. */
function hexWords(type: string | null, name: string | null): string {
  const base = type ? HEX_TYPE[type] ?? 'the unknown' : 'the unknown';
  return name ? `${base} (${name})` : base;
}

function crewName(content: ContentSet, token: string): string {
  return crewDef(content, token).name;
}

function elderOneName(content: ContentSet, eo: ElderOneRef): string {
  return elderOneFor(content, eo.card, eo.players).name;
}

function goalStep(content: ContentSet, eo: ElderOneRef, step: GoalStep): string {
  const name = elderOneName(content, eo);
  if (step.goal === 'port') return `${name} reaches the Port at ${hexKey(step.hex)}`;
  if (step.goal === 'centre') return `${name} ends the Enemy Phase on the centre tile`;
  return `A ship sinks while ${name} hunts`;
}

/** Orders, the ship at sea, Storms and the tracks. */
export const MOVES_TEXT: SomeRenderers<
  | 'omensConverted' | 'navigationPointsLost' | 'orderIssued' | 'crewStandsAndFights' | 'crewMoved' | 'shipMoved' | 'portReached' | 'shipTurned'
  | 'tileRevealed' | 'shipPlaced' | 'shipRespawned' | 'crewHired' | 'crewSpaceUnused' | 'crewSpaceUsed' | 'stormSpawned' | 'stormMoved'
  | 'agendaAdvanced' | 'elderOneGoalAdvanced' | 'elderOneHurt' | 'elderOneDestructionToken' | 'discoveryAdvanced' | 'elderOneAdvanced'
  | 'finalConfrontation' | 'elderOneArisen'
> = {
  omensConverted: (d, e) => `${seatOf(e)} spends ${d.attack + d.evasion} Fresh Order${s(d.attack + d.evasion)}: ${[d.attack ? `${d.attack} Omen to Damage` : '', d.evasion ? `${d.evasion} Omen to Evade` : ''].filter(Boolean).join(', ')}.`,
  navigationPointsLost: (d) => `${d.lost} unspent Navigation point${d.lost === 1 ? ' is' : 's are'} lost.`,
  orderIssued: (d, e) => {
    const order = `${d.kind === 'artillery' ? 'an' : 'a'} ${orderName(d.kind)} Order`;
    return d.fleeting ? `${seatOf(e)} issues a Fleeting Order as ${order}; it is discarded.` : `${seatOf(e)} issues ${order}.`;
  },
  crewStandsAndFights: (d, _e, content) => `${crewName(content, d.token)} is ordered to fight where they stand, in the ${d.zoneName ?? `zone ${d.zone}`} (zone ${d.zone}).`,
  crewMoved: (d, _e, content) => `${crewName(content, d.token)} moves to ${d.to.area === 'below' ? `Below Deck slot ${d.to.slot + 1}` : `the ${d.zoneName ?? `zone ${d.to.zone}`} (zone ${d.to.zone})`}.`,
  shipMoved: (d, e) => `${seatOf(e)}'s ship sails ahead into ${hexWords(d.hexType, d.hexName)} ${costWords(d.cost, d.doubled)}.`,
  portReached: (d, e) => `${seatOf(e)} reaches the Port of ${d.port ?? 'an unnamed town'}; the ship may now turn to any facing without cost.`,
  shipTurned: (d, e) => (d.side === null
    ? `${seatOf(e)}'s ship turns in Port to face ${FACING_NAMES[d.facing]}, without cost.`
    : `${seatOf(e)}'s ship turns to ${d.side}, now facing ${FACING_NAMES[d.facing]}, ${costWords(d.cost, d.doubled)}.`),
  tileRevealed: (d, e, content) => {
    const tile = tileDef(content, d.tile);
    return `${seatOf(e)} reveals ${tile.name} (Act ${tile.act}) ${costWords(d.cost, d.doubled)}.`;
  },
  shipPlaced: (d, e) => `${seatOf(e)}'s ship is placed at ${hexKey(d.hex)} facing ${FACING_NAMES[d.facing]}.`,
  shipRespawned: (d, e) => `${seatOf(e)} takes to the sea again with ${d.crew} Deckhand and ${d.coin} coin.`,
  crewHired: (d, e, content) => `${seatOf(e)} hires ${crewName(content, d.token)} for ${d.wage} coin.`,
  crewSpaceUnused: (d, _e, content) => `${crewName(content, d.token)} is Fatigued: the ${improvementDef(content, d.improvement).name} does nothing for them this round.`,
  crewSpaceUsed: (d, _e, content) => `${crewName(content, d.token)} uses the ${improvementDef(content, d.improvement).name} and becomes Fatigued.`,
  stormSpawned: (d) => `A Storm of ${d.size} hexes gathers over ${hexKey(d.anchor)}.`,
  stormMoved: (d) => (d.direction === null ? `Storm ${d.storm + 1} stays where it is, over the First Player.` : `Storm ${d.storm + 1} moves ${FACING_NAMES[d.direction]}.`),
  agendaAdvanced: (d) => `The Enemy Agenda advances ${d.steps} to space ${d.to}${d.wraps > 0 ? `, wrapping ${d.wraps === 1 ? 'once' : `${d.wraps} times`}` : ''}.`,
  elderOneGoalAdvanced: (d, _e, content) => `${goalStep(content, d, d.step)}: ${d.progress} of ${d.needed}.`,
  elderOneHurt: (d, _e, content) => {
    const eo = elderOneFor(content, d.card, d.players, d.length);
    return `${eo.name} suffers ${d.amount} Trauma (${d.trauma} of ${eo.health}).`;
  },
  elderOneDestructionToken: (d, _e, content) => `${elderOneName(content, d)} takes a Destruction token (${d.tokens} in all) and loses its Trauma: it rolls one Enemy die fewer.`,
  discoveryAdvanced: (d) => (d.trailing
    ? `The trailing ${d.token === 'enemy' ? 'Enemy' : 'Player'} Discovery token moves up to space ${d.to}.`
    : `The ${d.token === 'enemy' ? 'Enemy' : 'Player'} Discovery token advances ${d.to - d.from} to space ${d.to}.`),
  elderOneAdvanced: (d) => `The Elder One token advances ${d.from - d.to} to space ${d.to}.`,
  finalConfrontation: (d) => `The enemy has reached the end of the track: the players have until the end of round ${d.deadline} to defeat the Elder One.`,
  elderOneArisen: (d, _e, content) => {
    const eo = elderOneFor(content, d.card, d.players, d.length);
    return `The Enemy and Elder One tokens meet: ${eo.name} arises. When Arisen: ${eo.whenArisen} Its goal: ${eo.goal} To win: ${eo.victory}`;
  },
};
