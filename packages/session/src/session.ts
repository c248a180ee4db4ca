import { apply, createGame, freshSeed, type Action, type ContentSet, type GameEvent, type GameState } from '@everrain/engine';
import { gameOptions, type Setup } from './setup';
import { undoPointsAfter, undoPointsRefusal, type UndoPoint } from './undo-rule';
import type { SaveFile } from './save-schema';

/** A state undo can go back to, and how many events and actions there were then. */
export interface Snapshot extends UndoPoint {
  readonly events: number;
  readonly actions: number;
}

/** A bot's one-line reason, placed in the log before the first event its move caused (that event's seq). */
export interface BotNote {
  readonly seq: number;
  readonly text: string;
}

/**
 * One game as every client holds it (issue #22): an immutable value; `play`, `playAll` and `undo` return a
 * new one. The setup, the seed and the actions replay to `state`; `events` is the engine's full record (show
 * it through eventsFor, D87).
 */
export interface Session {
  readonly setup: Setup;
  readonly seed: string;
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** States undo can go back to: emptied whenever new information is revealed or another seat acts (D86). */
  readonly undo: readonly Snapshot[];
  /** The seats bots play, by seat, with the bot's name (`heuristic`, `random`…): kept in saves (D100). */
  readonly crew?: Readonly<Record<number, string>>;
  /** The people's names by seat ('' or absent: "Seat N"); kept in saves (D133). */
  readonly names?: readonly string[];
  /** The bots' one-line reasons, for the log. */
  readonly notes?: readonly BotNote[];
  /** What a client must show when the game was loaded: made under other rules or content (D162). */
  readonly notice?: string;
  /**
   * A game replayed under today's rules that stops where one of its actions is no longer legal (D162): the
   * session holds the game up to `at` actions, plays no further, and its save is the one it was loaded from.
   */
  readonly stopped?: { readonly at: number; readonly reason: string; readonly save: SaveFile };
  /** Kept lean (the simulator): no actions, events nor undo points are kept, only the state. */
  readonly lean?: true;
  /** Lean: the events of the last action alone (what a simulator counts), dropped with the next. */
  readonly lastEvents?: readonly GameEvent[];
}

/** Who sits at the seats, beside the rules: the bots' seats and the people's names. */
export interface Seats {
  readonly crew?: Readonly<Record<number, string>>;
  readonly names?: readonly (string | null)[];
}

/** Longest name a seat may have (the start screen's field holds no more; a save's longer names are cut). */
export const NAME_LIMIT = 24;

/** The names worth keeping: trimmed, at most NAME_LIMIT characters; none at all when every one is empty. */
export function namesOf(names: readonly (string | null)[] | undefined): { names?: string[] } {
  const kept = (names ?? []).map((n) => (n ?? '').trim().slice(0, NAME_LIMIT));
  return kept.some((n) => n !== '') ? { names: kept } : {};
}

function crewOf(crew: Readonly<Record<number, string>> | undefined): { crew?: Readonly<Record<number, string>> } {
  return crew && Object.keys(crew).length > 0 ? { crew } : {};
}

/**
 * A new game, or why it cannot start (e.g. a seat given a ship the content does not have). An empty seed
 * asks for a fresh one: 128 bits from the platform's generator (D85), kept by the session and its saves,
 * never shown to a seat. `lean` keeps the state alone (see Session.lean).
 */
export function newSession(content: ContentSet, setup: Setup, chosenSeed: string, seats: Seats = {}, options: { readonly lean?: boolean } = {}): Session | string {
  const seed = chosenSeed === '' ? freshSeed(crypto) : chosenSeed;
  const created = createGame(gameOptions(setup, content), seed);
  if (!created.ok) return created.error.message;
  const lean = options.lean ? { lean: true as const } : {};
  return { setup, seed, state: created.state, actions: [], events: options.lean ? [] : created.events, undo: [], ...crewOf(seats.crew), ...namesOf(seats.names), ...lean };
}

/** Every field of a Session, for `leanSuccessor` (the compiler checks that none is missing). */
const SESSION_FIELDS = ['setup', 'seed', 'state', 'actions', 'events', 'undo', 'crew', 'names', 'notes', 'notice', 'stopped', 'lean', 'lastEvents'] as const satisfies readonly (keyof Session)[];
const everySessionField: [Exclude<keyof Session, (typeof SESSION_FIELDS)[number]>] extends [never] ? true : Exclude<keyof Session, (typeof SESSION_FIELDS)[number]> = true;
void everySessionField;

/**
 * A lean session after one more action: the fields written out, the optional ones only where set, as a spread
 * would copy them (a spread of the session measured ~2% of a simulated game's CPU).
 */
function leanSuccessor(s: Session, state: GameState, lastEvents: readonly GameEvent[]): Session {
  const next: { -readonly [K in keyof Session]: Session[K] } = { setup: s.setup, seed: s.seed, state, actions: s.actions, events: s.events, undo: s.undo, lean: true, lastEvents };
  if (s.crew !== undefined) next.crew = s.crew;
  if (s.names !== undefined) next.names = s.names;
  if (s.notes !== undefined) next.notes = s.notes;
  if (s.notice !== undefined) next.notice = s.notice;
  if (s.stopped !== undefined) next.stopped = s.stopped;
  return next;
}

/** Why a stopped game plays no further. */
function stoppedWhy(session: Session): string | null {
  return session.stopped ? `This game stops after move ${session.stopped.at}: ${session.stopped.reason}` : null;
}

/**
 * Plays one action, or says why the engine refused it (the session is then unchanged). Undo never crosses a
 * die roll, a card draw or another seat's action (D86: `reveals` on the engine's result): such an action
 * empties what can be undone.
 */
export function play(session: Session, action: Action): Session | string {
  const stopped = stoppedWhy(session);
  if (stopped) return stopped;
  const result = apply(session.state, action);
  if (!result.ok) return result.error.message;
  if (session.lean) return leanSuccessor(session, result.state, result.events);
  const point: Snapshot = { state: session.state, events: session.events.length, actions: session.actions.length };
  return {
    ...session,
    state: result.state,
    actions: [...session.actions, action],
    events: [...session.events, ...result.events],
    undo: undoPointsAfter(session.undo, session.state, action, result.reveals, point),
  };
}

/**
 * Plays several actions as one move (sailing to a clicked hex is several sail steps): one undo takes them
 * all back. Stops at the first refused action, or once one reveals something or opens a decision, since the
 * rest was planned without knowing it.
 */
export function playAll(session: Session, actions: readonly Action[]): Session | string {
  let current = session;
  for (const action of actions) {
    const next = play(current, action);
    if (typeof next === 'string') return current === session ? next : current;
    const revealed = next.undo.length === 0;
    current = next;
    if (revealed || next.state.pending.length > 0) break;
  }
  if (current === session || current.undo.length === 0) return current;
  // One snapshot for the whole move: the one taken before its first step.
  return { ...current, undo: current.undo.slice(0, session.undo.length + 1) };
}

/**
 * Why `asker` cannot undo now (by default the seat the game awaits, as at a hot-seat table), or null if it
 * can: nothing to undo within that seat's own turn since the last die roll, card drawn or tile revealed, or
 * the last action was another seat's.
 */
export function undoRefusal(session: Session, asker?: number | null): string | null {
  return stoppedWhy(session) ?? undoPointsRefusal(session.undo, session.state, asker);
}

/** The action the next undo would take back (the first of a several-step move), or null. */
export function undoneBy(session: Session): Action | null {
  const last = session.undo[session.undo.length - 1];
  return last ? session.actions[last.actions] ?? null : null;
}

/** Takes back the last move of `asker` (see undoRefusal); the same session when undo is not possible. */
export function undo(session: Session, asker?: number | null): Session {
  if (undoRefusal(session, asker) !== null) return session;
  const last = session.undo[session.undo.length - 1]!;
  return {
    ...session,
    state: last.state,
    actions: session.actions.slice(0, last.actions),
    events: session.events.slice(0, last.events),
    undo: session.undo.slice(0, -1),
  };
}

/** A bot's move played, its reason kept in the notes for the log. */
export function playNoted(session: Session, action: Action, text: string): Session | string {
  const last = session.events[session.events.length - 1];
  const next = play(session, action);
  if (typeof next === 'string') return next;
  return { ...next, notes: [...(session.notes ?? []), { seq: last ? last.seq + 1 : 0, text }] };
}
