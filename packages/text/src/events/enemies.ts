import { elderOneFor, enemyDef, hexKey, type Actor, type ContentSet, type ElderOneRef } from '@everrain/engine';
import { s, seatWord, type SomeRenderers } from './words';

/** "The Cultist", "Dagon", "The enemies in the Fray": who acts, at the start of a sentence. */
function actor(content: ContentSet, who: Actor): string {
  if ('enemy' in who) return `The ${enemyName(content, who.enemy)}`;
  if ('elderOne' in who) return elderOneName(content, { card: who.elderOne, players: who.players });
  return 'The enemies in the Fray';
}

function enemyName(content: ContentSet, card: string): string {
  return enemyDef(content, card).name;
}

function elderOneName(content: ContentSet, eo: ElderOneRef): string {
  return elderOneFor(content, eo.card, eo.players).name;
}

const RESULT = { move: 'Move', damage: 'Damage' } as const;
const BANISHED = { destination: 'it reached its Destination', port: 'the ship reached a Port' } as const;

/** Enemies and the Elder One: drawn, spawned, activated, moving, attacking, hurt and gone. */
export const ENEMIES_TEXT: SomeRenderers<
  | 'enemyFiguresExhausted' | 'enemyDeckReshuffled' | 'enemyTraumaSuffered' | 'enemyDestroyed' | 'enemyBanished' | 'enemyDiscarded'
  | 'enemyResultsConverted' | 'enemyResultsIgnored' | 'enemyNotSpawned' | 'enemySpawned' | 'enemyActivated' | 'enemyAbility'
  | 'enemyTargetChosen' | 'enemyMoved' | 'enemyAttack' | 'enemyAttackResolved' | 'elderOnePlaced' | 'elderOneActivated' | 'elderOneMoved'
  | 'enemyPhaseStarted' | 'firstPlayerPassed' | 'enemyAttacksNode'
> = {
  enemyFiguresExhausted: (d, _e, content) => (d.drawn
    ? `A ${enemyName(content, d.card)} is drawn, but all ${d.inBox} of its miniatures are in play: it is discarded and the search goes on.`
    : `Every ${enemyName(content, d.card)} miniature that could come is already in play (${d.inPlay} of ${d.inBox}).`),
  enemyDeckReshuffled: () => 'The Enemy deck has no such card left: the discard pile is shuffled back in.',
  enemyTraumaSuffered: (d, _e, content) => {
    const def = enemyDef(content, d.card);
    return `The ${def.name} suffers ${d.amount} Trauma (${d.trauma} of ${def.health}).`;
  },
  enemyDestroyed: (d, _e, content) => (d.by === null
    ? `The ${enemyName(content, d.card)} is destroyed.`
    : `The ${enemyName(content, d.card)} is gone, by its own ${d.by}: no Loot.`),
  enemyBanished: (d, _e, content) => `The ${enemyName(content, d.card)} is Banished (${BANISHED[d.reason]}) with ${d.remaining} health left.`,
  enemyDiscarded: (d, _e, content) => `The ${enemyName(content, d.card)} goes down with the ship and is discarded.`,
  enemyResultsConverted: (d, _e, content) => `${actor(content, d.who)}: 2 ${RESULT[d.from]} had no use: became 1 ${RESULT[d.to]}.`,
  enemyResultsIgnored: (d, _e, content) => {
    const parts = [d.moves > 0 ? `${d.moves} Move` : '', d.damage > 0 ? `${d.damage} Damage` : '', d.omens > 0 ? `${d.omens} Omen` : ''].filter(Boolean);
    return `${actor(content, d.who)}: ${parts.join(' and ')} had no use and ${parts.length === 1 && d.moves + d.damage + d.omens === 1 ? 'is' : 'are'} ignored.`;
  },
  enemyNotSpawned: (d, e, content) => {
    switch (d.reason) {
      case 'noMiniature': return `No ${d.arena === 'onDeck' ? 'creature' : 'ship'} with a miniature free is left in the Enemy deck or its discard pile: nothing spawns.`;
      case 'noneLeft': return `No ${enemyName(content, d.card)} is left to search for with a miniature free: nothing spawns.`;
      case 'shipFull': return `Every zone of ${seatWord(e.seat ?? 0)}'s ship is full: the ${enemyName(content, d.card)} cannot climb aboard and is discarded.`;
      default: return `No free sea is left for the ${enemyName(content, d.card)}: it is discarded.`;
    }
  },
  enemySpawned: (d, e, content) => ('zone' in d
    ? (d.boarding
      ? `A ${enemyName(content, d.card)} defends ${d.zoneName}.`
      : `A ${enemyName(content, d.card)} appears On Deck of ${seatWord(e.seat ?? 0)}'s ship, in the ${d.zoneName} (Zone ${d.zone}).`)
    : `The ${enemyName(content, d.card)} appears At Sea at ${hexKey(d.hex)}${d.destination ? `, bound for ${hexKey(d.destination)}` : ''}.`),
  enemyActivated: (d, _e, content) => `The ${enemyName(content, d.card)} ${d.first ? 'rolls its first die' : 'activates'}.`,
  enemyAbility: (d, _e, content) => {
    const def = enemyDef(content, d.card);
    const ability = def.abilities.find((a) => a.name === d.ability);
    return `The ${def.name} uses ${d.ability}: ${ability?.text ?? ''}`;
  },
  enemyTargetChosen: (d, e, content) => `${actor(content, d.who)} makes for ${seatWord(e.seat ?? 0)}'s ship.`,
  enemyMoved: (d, _e, content) => ('zone' in d
    ? `The ${enemyName(content, d.card)} moves to the ${d.zoneName} (Zone ${d.zone}).`
    : `The ${enemyName(content, d.card)} sails to ${hexKey(d.hex)}.`),
  enemyAttack: (d, e, content) => `${actor(content, d.who)} fires on ${seatWord(e.seat ?? 0)}'s ship: ${d.damage} Damage; ${d.evasionDice} crew at the Navigation nodes roll Evasion.`,
  enemyAttackResolved: (d, e) => `${d.evaded} Damage evaded: ${seatWord(e.seat ?? 0)}'s ship takes ${d.hits} damage.`,
  elderOnePlaced: (d, _e, content) => `${elderOneName(content, d)} rises at ${hexKey(d.hex)}.`,
  elderOneActivated: (d, _e, content) => `${elderOneName(content, d)} activates with ${d.dice} Enemy dice (${d.tokens} Destruction token${s(d.tokens)}).`,
  elderOneMoved: (d, _e, content) => `${elderOneName(content, d)} moves to ${hexKey(d.hex)}.`,
  enemyPhaseStarted: (_d, e) => `Round ${e.round}: the Enemy Phase.`,
  firstPlayerPassed: (d) => `The First Player token passes to ${seatWord(d.to)}.`,
  enemyAttacksNode: (d, _e, content) => `The ${enemyName(content, d.card)} cannot reach the crew: it wrecks the ${d.zoneName} node it stands on.`,
};

