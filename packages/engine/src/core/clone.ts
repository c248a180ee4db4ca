import { copyList, mapList } from './lists';
import { copyQueue } from './queue';
import type { CrewMember, Decks, ElderOneState, EnemyInstance, GameState, PlayerState, Tracks, TurnState } from './state';

/**
 * The private copy `apply` works on, written for the state's known shape (a structuredClone of the whole
 * state cost more than half of every action). What no rule ever changes in place is shared rather than
 * copied: the catalog, the generator's words (replaced whole by `settle`), Hexes and crew/enemy
 * positions (readonly values, always replaced whole), a ship's position and Order pools, the map's tiles
 * placed and face down, and a player's readonly lists — hold, passengers, schematics, captives, destroyed
 * nodes, Below Deck, Artillery — which a rule replaces (core/lists.ts). Everything a rule may change is a fresh object or
 * array; the parts of rare shape go through `copyPlain`. The decks are copied on write: `finishDecks`
 * must run on the copy before it leaves `apply`.
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
    scriptedRolls: copyRolls(s.scriptedRolls),
    phase: s.phase,
    round: s.round,
    act: s.act,
    firstPlayer: s.firstPlayer,
    turn: s.turn === null ? null : copyTurn(s.turn),
    turnsLeft: s.turnsLeft.slice(),
    players: mapList(s.players, copyPlayer),
    map: { placed: s.map.placed, stack: s.map.stack },
    tokens: {
      explored: copyList(s.tokens.explored),
      shipwrecks: mapList(s.tokens.shipwrecks, (w) => ({ ...w, treasures: copyList(w.treasures) })),
      storms: mapList(s.tokens.storms, copyList),
      enemyDestinations: copyList(s.tokens.enemyDestinations),
    },
    tracks: copyTracks(s.tracks),
    elderOne: copyElderOne(s.elderOne),
    enemies: mapList(s.enemies, copyEnemy),
    nextEnemyNumber: s.nextEnemyNumber,
    storyOwners: { ...s.storyOwners },
    storyHeld: copyList(s.storyHeld),
    queue: copyQueue(s.queue),
    decks: draftDecks(s.decks),
    // Pending decisions are readonly throughout (the type says so): answered by taking them off, never changed.
    pending: copyList(s.pending),
    nextCrewNumber: s.nextCrewNumber,
    eventCount: s.eventCount,
    outcome: s.outcome,
  };
}

/** Scripted faces are taken off their lists as dice roll; with none left (every real game), nothing can change, so nothing is copied. */
function copyRolls(r: GameState['scriptedRolls']): GameState['scriptedRolls'] {
  for (const kind in r) if ((r[kind as keyof typeof r]?.length ?? 0) > 0) return copyPlain(r);
  return r;
}

// The small records written out too: a spread of a dozen fields costs more than naming them (the compiler
// checks that none is missing, as none of these has an optional field).
const copyTurn = (t: TurnState): TurnState => ({
  seat: t.seat,
  navigationPoints: t.navigationPoints,
  portServices: copyList(t.portServices),
  portsDeparted: copyList(t.portsDeparted),
  islandsVisited: copyList(t.islandsVisited),
});

const copyTracks = (t: Tracks): Tracks => ({
  playerDiscovery: t.playerDiscovery,
  enemyDiscovery: t.enemyDiscovery,
  elderOne: t.elderOne,
  agenda: t.agenda,
  end: t.end,
  boundariesReached: t.boundariesReached.slice(),
});

const copyElderOne = (e: ElderOneState): ElderOneState => ({
  card: e.card,
  arisen: e.arisen,
  hex: e.hex,
  trauma: e.trauma,
  destructionTokens: e.destructionTokens,
  progress: e.progress,
  portsReached: copyList(e.portsReached),
  wraps: e.wraps,
  deadline: e.deadline,
});

function copyPlayer(p: PlayerState): PlayerState {
  const o = p.orders;
  return {
    seat: p.seat,
    ship: p.ship,
    coin: p.coin,
    clues: p.clues,
    crew: mapList(p.crew, copyCrew),
    // The Order pools and the position are shared: each is replaced whole, never changed in place (core/lists.ts).
    orders: { fresh: o.fresh, issued: o.issued, fleeting: o.fleeting },
    position: p.position,
    sunkAt: p.sunkAt,
    // Shared, not copied: readonly lists and records that a rule changing them replaces whole (core/lists.ts).
    destroyedNodes: p.destroyedNodes,
    improvements: p.improvements,
    artillery: p.artillery,
    hold: p.hold,
    schematics: p.schematics,
    passengers: p.passengers,
    captives: p.captives,
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

/** Every deck's name, in Decks' order (the compiler checks that none is missing). */
const DECK_NAMES = [
  'deckhands', 'adepts', 'positiveTraits', 'negativeTraits', 'traitDiscard', 'improvements', 'artillery', 'enemies', 'enemyDiscard',
  'seaEvents', 'seaEventDiscard', 'treasures', 'treasureDiscard', 'expeditions', 'expeditionDiscard', 'denizens', 'denizenDiscard',
  'storiesDone', 'storiesAside',
] as const satisfies readonly (keyof Decks)[];
const everyDeckNamed: [Exclude<keyof Decks, (typeof DECK_NAMES)[number]>] extends [never] ? true : Exclude<keyof Decks, (typeof DECK_NAMES)[number]> = true;
void everyDeckNamed;

/**
 * The decks of the copy `apply` works on, copied on write: each deck is copied the first time a rule reads
 * or replaces it, and every deck no rule touched stays the very array of the state it came from (most
 * actions touch none; the decks were most of a state's bytes). `finishDecks` turns it back into plain data
 * before the new state leaves `apply`, so nothing outside `apply` ever sees one.
 */
class DecksDraft {
  readonly own: (string[] | undefined)[] = new Array<string[] | undefined>(DECK_NAMES.length).fill(undefined);
  constructor(readonly source: Decks) {}
}
// The decks as accessors of DecksDraft: the first read or write of one makes it the draft's own.
for (let i = 0; i < DECK_NAMES.length; i++) {
  const name = DECK_NAMES[i] as keyof Decks;
  Object.defineProperty(DecksDraft.prototype, name, {
    get(this: DecksDraft): string[] {
      return (this.own[i] ??= copyList(this.source[name]));
    },
    set(this: DecksDraft, value: string[]) {
      this.own[i] = value;
    },
  });
}

const draftDecks = (d: Decks): Decks => new DecksDraft(d) as unknown as Decks;

/** The decks of a finished draft as plain data, sharing every deck no rule touched (and the decks' record itself when none was). Written out field by field. */
export function finishDecks(state: GameState): void {
  const draft = state.decks as unknown as DecksDraft;
  if (!(draft instanceof DecksDraft)) return;
  const own = draft.own;
  const d = draft.source;
  // No deck touched (most actions): the very decks of the state it came from, as every deck is shared then.
  let touched = false;
  for (let i = 0; i < own.length && !touched; i++) touched = own[i] !== undefined;
  if (!touched) {
    state.decks = d;
    return;
  }
  state.decks = {
    deckhands: own[0] ?? d.deckhands,
    adepts: own[1] ?? d.adepts,
    positiveTraits: own[2] ?? d.positiveTraits,
    negativeTraits: own[3] ?? d.negativeTraits,
    traitDiscard: own[4] ?? d.traitDiscard,
    improvements: own[5] ?? d.improvements,
    artillery: own[6] ?? d.artillery,
    enemies: own[7] ?? d.enemies,
    enemyDiscard: own[8] ?? d.enemyDiscard,
    seaEvents: own[9] ?? d.seaEvents,
    seaEventDiscard: own[10] ?? d.seaEventDiscard,
    treasures: own[11] ?? d.treasures,
    treasureDiscard: own[12] ?? d.treasureDiscard,
    expeditions: own[13] ?? d.expeditions,
    expeditionDiscard: own[14] ?? d.expeditionDiscard,
    denizens: own[15] ?? d.denizens,
    denizenDiscard: own[16] ?? d.denizenDiscard,
    storiesDone: own[17] ?? d.storiesDone,
    storiesAside: own[18] ?? d.storiesAside,
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
