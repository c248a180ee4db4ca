import { copyQueue } from './queue';
import type { CrewMember, Decks, EnemyInstance, GameState, PlayerState } from './state';

/**
 * The private copy `apply` works on, written for the state's known shape (a structuredClone of the whole
 * state cost more than half of every action). What no rule ever changes in place is shared rather than
 * copied: the catalog, the generator's words (replaced whole by `settle`), Hexes and crew/enemy
 * positions (readonly values, always replaced whole). Everything a rule may change is a fresh object or
 * array; the parts of rare shape go through `copyPlain`.
 */
export function cloneState(s: GameState): GameState {
  // Every field written out, in GameState's order (no spread of the whole state first): a spread and
  // then two dozen overrides cost more than the copies themselves. GameState has no optional fields, so
  // the compiler checks that none is missing here.
  return {
    format: s.format,
    length: s.length,
    rules: s.rules,
    catalog: s.catalog,
    rng: s.rng,
    scriptedRolls: copyPlain(s.scriptedRolls),
    phase: s.phase,
    round: s.round,
    act: s.act,
    firstPlayer: s.firstPlayer,
    turn: s.turn === null ? null : {
      ...s.turn,
      portServices: s.turn.portServices.slice(),
      portsDeparted: s.turn.portsDeparted.slice(),
      islandsVisited: s.turn.islandsVisited.slice(),
    },
    turnsLeft: s.turnsLeft.slice(),
    players: s.players.map(copyPlayer),
    map: { placed: s.map.placed.slice(), stack: s.map.stack.slice() },
    tokens: {
      explored: s.tokens.explored.slice(),
      shipwrecks: s.tokens.shipwrecks.map((w) => ({ ...w, treasures: w.treasures.slice() })),
      storms: s.tokens.storms.map((storm) => storm.slice()),
      enemyDestinations: s.tokens.enemyDestinations.slice(),
    },
    tracks: { ...s.tracks, boundariesReached: s.tracks.boundariesReached.slice() },
    elderOne: { ...s.elderOne, portsReached: s.elderOne.portsReached.slice() },
    enemies: s.enemies.map(copyEnemy),
    nextEnemyNumber: s.nextEnemyNumber,
    storyOwners: { ...s.storyOwners },
    storyHeld: s.storyHeld.slice(),
    queue: copyQueue(s.queue),
    decks: copyDecks(s.decks),
    pending: copyPlain(s.pending),
    nextCrewNumber: s.nextCrewNumber,
    eventCount: s.eventCount,
    outcome: s.outcome,
  };
}

function copyPlayer(p: PlayerState): PlayerState {
  const o = p.orders;
  return {
    seat: p.seat,
    ship: p.ship,
    coin: p.coin,
    clues: p.clues,
    crew: p.crew.map(copyCrew),
    orders: {
      fresh: { crew: o.fresh.crew, navigation: o.fresh.navigation, artillery: o.fresh.artillery },
      issued: { crew: o.issued.crew, navigation: o.issued.navigation, artillery: o.issued.artillery },
      fleeting: o.fleeting,
    },
    position: p.position === null ? null : { hex: p.position.hex, facing: p.position.facing },
    sunkAt: p.sunkAt,
    destroyedNodes: p.destroyedNodes.slice(),
    improvements: p.improvements.slice(),
    artillery: { ...p.artillery },
    hold: p.hold.slice(),
    schematics: p.schematics.slice(),
    passengers: p.passengers.slice(),
    captives: p.captives.slice(),
  };
}

const copyCrew = (c: CrewMember): CrewMember => ({
  id: c.id,
  token: c.token,
  positiveTrait: c.positiveTrait,
  negativeTrait: c.negativeTrait,
  trauma: c.trauma,
  strain: c.strain,
  fatigued: c.fatigued,
  position: c.position,
});

const copyEnemy = (e: EnemyInstance): EnemyInstance => {
  const copy: EnemyInstance = {
    id: e.id, card: e.card, trauma: e.trauma, position: e.position, ready: e.ready, activated: e.activated, destination: e.destination,
  };
  if (e.defends !== undefined) copy.defends = e.defends;
  return copy;
};

/** Written out field by field (a loop over Object.keys cost twice as much): keep in step with Decks. */
function copyDecks(d: Decks): Decks {
  return {
    deckhands: d.deckhands.slice(),
    adepts: d.adepts.slice(),
    positiveTraits: d.positiveTraits.slice(),
    negativeTraits: d.negativeTraits.slice(),
    traitDiscard: d.traitDiscard.slice(),
    improvements: d.improvements.slice(),
    artillery: d.artillery.slice(),
    enemies: d.enemies.slice(),
    enemyDiscard: d.enemyDiscard.slice(),
    seaEvents: d.seaEvents.slice(),
    seaEventDiscard: d.seaEventDiscard.slice(),
    treasures: d.treasures.slice(),
    treasureDiscard: d.treasureDiscard.slice(),
    expeditions: d.expeditions.slice(),
    expeditionDiscard: d.expeditionDiscard.slice(),
    denizens: d.denizens.slice(),
    denizenDiscard: d.denizenDiscard.slice(),
    storiesDone: d.storiesDone.slice(),
    storiesAside: d.storiesAside.slice(),
  };
}

/** A deep copy of plain data (objects, arrays, primitives). */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copyPlain(value[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyPlain((value as Record<string, unknown>)[key]);
  return out as T;
}
