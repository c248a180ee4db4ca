import { tileDef } from '../core/catalog';
import { sameItems } from '../core/lists';
import type { ExpeditionTokenKind } from '../core/content';
import type { EventKind, GameEvent } from '../core/events';
import type { ExpeditionState, GameState, Seat } from '../core/state';
import { topTileAct, type DeckSizes, type ShownExpedition, type ShownMap, type ShownQueueEntry, type VisibleState } from '../core/visible';

/**
 * What a seat may see (D87). The Everrain is cooperative and open, so every seat sees the same:
 * everything but what lies face down — the order of the decks and of the tile stack (their sizes only),
 * the Elder One card until it arises, an Exhaustive Expedition's tokens until each is revealed (in its
 * entry of the queue), the Story
 * cards held face down beside a ship (which deck, whose ship; not which card) — and the random state
 * (the generator and any scripted rolls). The game's seed is not part of the state at all.
 */
export type GameView = VisibleState & {
  readonly viewer: Seat | null;
  readonly map: ShownMap;
  readonly decks: DeckSizes;
};

export type { ShownExpedition, ShownQueueEntry };

export interface ViewOptions {
  /**
   * false: the view shares the state's objects instead of copying them (what is hidden is left out just the
   * same). Only for a caller that never changes the view, such as one that serializes it: the online
   * server, where the copy was three quarters of a view's cost at every action. A state is never changed
   * once made (apply works on a copy), so a shared view stays true to its version.
   */
  readonly copy?: boolean;
}

export function view(state: GameState, seat: Seat | null = null, o: ViewOptions = {}): GameView {
  // The catalog (content records, never changed) is shared, not copied: copying it was most of a view's cost.
  const { catalog, map, decks, elderOne, queue, storyHeld } = state;
  const copy: <T>(value: T) => T = o.copy === false ? (value) => value : structuredClone;
  const counted = stackCounts(catalog, map.stack);
  const stackByAct = o.copy === false ? counted : { ...counted };
  // The open fields named one by one, in GameState's order (what is hidden is left out: the generator, the
  // scripted rolls, the decks' order), here and in the view below: a rest and a spread of the whole state were a
  // bot's view's main cost, and `...open` below measured 12 µs a view against 0.7 µs as written (tsx, Node 20).
  // Shared, the fields are read off the state itself (no record of them made only to be read once).
  const open = o.copy === false ? state : structuredClone(openFields(state));
  return {
    format: open.format,
    length: open.length,
    rules: open.rules,
    phase: open.phase,
    round: open.round,
    act: open.act,
    firstPlayer: open.firstPlayer,
    turn: open.turn,
    turnsLeft: open.turnsLeft,
    players: open.players,
    tokens: open.tokens,
    tracks: open.tracks,
    enemies: open.enemies,
    nextEnemyNumber: open.nextEnemyNumber,
    storyOwners: open.storyOwners,
    pending: open.pending,
    nextCrewNumber: open.nextCrewNumber,
    eventCount: open.eventCount,
    outcome: open.outcome,
    catalog,
    viewer: seat,
    map: { placed: o.copy === false ? map.placed : [...map.placed], stackByAct, topAct: topTileAct(state) ?? null },
    decks: o.copy === false ? sharedDeckSizes(decks) : deckSizes(decks),
    elderOne: { ...copy(elderOne), card: elderOne.arisen ? elderOne.card : null },
    queue: queue.map((e): ShownQueueEntry => (e.kind === 'expedition' ? { kind: e.kind, expedition: { ...copy(e.expedition), tokens: shownTokens(e.expedition) } } : copy(e))),
    storyHeld: storyHeld.map((h) => ({ seat: h.seat, deck: h.deck })),
  };
}

/** Each deck's size. */
function deckSizes(decks: GameState['decks']): DeckSizes {
  return {
    deckhands: decks.deckhands.length,
    adepts: decks.adepts.length,
    positiveTraits: decks.positiveTraits.length,
    negativeTraits: decks.negativeTraits.length,
    traitDiscard: decks.traitDiscard.length,
    improvements: decks.improvements.length,
    artillery: decks.artillery.length,
    enemies: decks.enemies.length,
    enemyDiscard: decks.enemyDiscard.length,
    seaEvents: decks.seaEvents.length,
    seaEventDiscard: decks.seaEventDiscard.length,
    treasures: decks.treasures.length,
    treasureDiscard: decks.treasureDiscard.length,
    storiesAside: decks.storiesAside.length,
    expeditions: decks.expeditions.length,
    expeditionDiscard: decks.expeditionDiscard.length,
    denizens: decks.denizens.length,
    denizenDiscard: decks.denizenDiscard.length,
    storiesDone: decks.storiesDone.length,
  };
}

/** The decks last sized, for views that share: the decks are shared from state to state until a card moves. */
let lastSized: { readonly decks: GameState['decks']; readonly sizes: DeckSizes } | null = null;

/** `deckSizes`, the same record again while the decks are the same (for views that share, which nobody changes). */
function sharedDeckSizes(decks: GameState['decks']): DeckSizes {
  if (lastSized === null || lastSized.decks !== decks) lastSized = { decks, sizes: deckSizes(decks) };
  return lastSized.sizes;
}

/** The stack last counted and its tiles by Act: the stack changes only when a tile is drawn, and a view is made at every action. */
let lastCounted: { readonly catalog: GameState['catalog']; readonly stack: readonly string[]; readonly byAct: Readonly<Record<string, number>> } | null = null;

/** The tiles of the stack by Act (shared and frozen: a view that copies takes a copy of its own). */
function stackCounts(catalog: GameState['catalog'], stack: readonly string[]): Readonly<Record<string, number>> {
  if (lastCounted !== null && lastCounted.catalog === catalog && sameItems(lastCounted.stack, stack)) return lastCounted.byAct;
  const byAct: Record<string, number> = {};
  for (const id of stack) {
    const act = String(tileDef(catalog, id).act);
    byAct[act] = (byAct[act] ?? 0) + 1;
  }
  // The stack itself kept, not a copy: a state's lists are never changed in place (core/lists.ts).
  lastCounted = { catalog, stack, byAct: Object.freeze(byAct) };
  return lastCounted.byAct;
}

/** The state's fields every seat sees as they are (GameState has no optional field: the compiler checks none is missing). */
type OpenFields = Omit<GameState, 'catalog' | 'rng' | 'scriptedRolls' | 'map' | 'decks' | 'elderOne' | 'queue' | 'storyHeld'>;

function openFields(s: GameState): OpenFields {
  return {
    format: s.format,
    length: s.length,
    rules: s.rules,
    phase: s.phase,
    round: s.round,
    act: s.act,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    turnsLeft: s.turnsLeft,
    players: s.players,
    tokens: s.tokens,
    tracks: s.tracks,
    enemies: s.enemies,
    nextEnemyNumber: s.nextEnemyNumber,
    storyOwners: s.storyOwners,
    pending: s.pending,
    nextCrewNumber: s.nextCrewNumber,
    eventCount: s.eventCount,
    outcome: s.outcome,
  };
}

function shownTokens(x: ExpeditionState): Record<string, ExpeditionTokenKind | null> {
  const out: Record<string, ExpeditionTokenKind | null> = {};
  for (const [node, kind] of Object.entries(x.tokens)) out[node] = x.revealed.includes(Number(node)) ? kind : null;
  return out;
}

/**
 * What an event's `data` holds that lies face down: the engine's record keeps it (saves, scenarios and
 * tests read the whole record), no seat is shown it.
 */
const FACE_DOWN_DATA: Partial<Record<EventKind, readonly string[]>> = {
  /** A Story card set face down beside its owner's ship (rulebook, Triggering stories). */
  storyCardHeld: ['card'],
};

/**
 * The events a seat may be shown (D87): the engine's events with whatever lies face down taken out of
 * them (FACE_DOWN_DATA). No event carries the seed or the generator's state, and none names a card or
 * token before it is turned face up, but for those listed there. Every adapter that shows events to a
 * seat (the web's log and panels, the terminal) goes through this function.
 */
export function eventsFor(events: readonly GameEvent[], _seat: Seat | null): readonly GameEvent[] {
  return events.map((e) => {
    const hidden = FACE_DOWN_DATA[e.kind];
    if (!hidden || !e.data) return e;
    const data = Object.fromEntries(Object.entries(e.data).filter(([key]) => !hidden.includes(key)));
    return { ...e, data };
  });
}
