import { defaultContent } from '@everrain/content';
import { SAVE_KEY } from './saved-game';
import {
  apply, awaitedSeat, createGame, DOCUMENT_LIMITS, formerStateHash, freshSeed, plainCopy, replay, stateHash,
  type Action, type GameEvent, type GameLength, type GameOptions, type GameState, type RuleOptions,
} from '@everrain/engine';

/** What a game was set up with: with the seed and the actions, it replays to the same state. */
export interface Setup {
  readonly players: number;
  /** Ship ids by seat (the content's first ships when absent). */
  readonly ships?: readonly string[];
  readonly length: GameLength;
  readonly rules: Partial<RuleOptions>;
}

interface Snapshot {
  readonly state: GameState;
  readonly events: number;
  readonly actions: number;
}

export interface Session {
  readonly setup: Setup;
  readonly seed: string;
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** States undo can go back to: emptied whenever new information is revealed or another seat acts. */
  readonly undo: readonly Snapshot[];
  /** The seats bots play, by seat, with the bot's name (`heuristic`, `random`): kept in saves (D100). */
  readonly crew?: Readonly<Record<number, string>>;
  /** The people's names by seat, as typed on the start screen ('' or absent: "Seat N"); kept in saves. */
  readonly names?: readonly string[];
  /** The bots' one-line reasons, for the log. */
  readonly notes?: readonly { readonly seq: number; readonly text: string }[];
}

export const SAVE_FORMAT = 'everrain-save';
/**
 * 3: the hash is of the state with all paused work in its one queue, the open places included; a version-2
 * save's, of the layout with those places in slots, a version-1 save's, of all paused work in slots (both still load).
 */
export const SAVE_VERSION = 3;

const content = defaultContent();

function gameOptions(setup: Setup): GameOptions {
  return { players: setup.players, length: setup.length, rules: setup.rules, content, ...(setup.ships ? { ships: setup.ships } : {}) };
}

/**
 * A new game, or why it cannot start (e.g. a seat given a ship the content does not have). An empty seed
 * asks for a fresh one: 128 bits from the browser's generator (D85), kept by the session and its saves,
 * never shown to a seat.
 */
export function newSession(setup: Setup, chosenSeed: string, crew: Readonly<Record<number, string>> = {}, names: readonly string[] = []): Session | string {
  const seed = chosenSeed === '' ? freshSeed(crypto) : chosenSeed;
  const created = createGame(gameOptions(setup), seed);
  if (!created.ok) return created.error.message;
  return { setup, seed, state: created.state, actions: [], events: created.events, undo: [], ...(Object.keys(crew).length > 0 ? { crew } : {}), ...namesOf(names) };
}

/** Longest name a seat may have (the start screen's field holds no more; a save's longer names are cut). */
export const NAME_LIMIT = 24;

/** The names worth keeping: trimmed, at most NAME_LIMIT characters; none at all when every one is empty. */
function namesOf(names: readonly (string | null)[] | undefined): { names?: string[] } {
  const kept = (names ?? []).map((n) => (n ?? '').trim().slice(0, NAME_LIMIT));
  return kept.some((n) => n !== '') ? { names: kept } : {};
}

/**
 * Plays one action. Undo (Board Game Arena's policy) never crosses a die roll, a card draw or another
 * player's action: such an action empties what can be undone. Whether an action revealed anything is the
 * engine's to say (`reveals` on its result, D86), derived from the states, not from its events.
 */
export function play(session: Session, action: Action): Session | string {
  const result = apply(session.state, action);
  if (!result.ok) return result.error.message;
  const before = awaitedSeat(session.state);
  const revealed = result.reveals || before !== action.seat;
  const snapshot: Snapshot = { state: session.state, events: session.events.length, actions: session.actions.length };
  const sameSeat = session.undo.length === 0 || awaitedSeat(session.undo[session.undo.length - 1]!.state) === action.seat;
  return {
    ...session,
    state: result.state,
    actions: [...session.actions, action],
    events: [...session.events, ...result.events],
    undo: revealed || !sameSeat ? [] : [...session.undo, snapshot],
  };
}

/**
 * Plays several actions as one move (sailing to a clicked hex is several sail steps): one undo takes
 * them all back. Stops at the first refused action, or once one reveals something or opens a decision,
 * since the rest was planned without knowing it.
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

export function undo(session: Session): Session {
  const last = session.undo[session.undo.length - 1];
  if (!last) return session;
  return {
    ...session,
    state: last.state,
    actions: session.actions.slice(0, last.actions),
    events: session.events.slice(0, last.events),
    undo: session.undo.slice(0, -1),
  };
}

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: 1 | 2 | typeof SAVE_VERSION;
  readonly setup: Setup;
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly hash: string;
  /**
   * The seats bots play (D100), by seat: the bot's name, or null for a person; absent when all are people
   * (and in saves made before). Not in the hash: who sits at a seat changes no rule.
   */
  readonly bots?: readonly (string | null)[];
  /** The people's names by seat (null or '': "Seat N"); absent when none was given. Not in the hash. */
  readonly names?: readonly (string | null)[];
  /**
   * How the game ended, when it has: for the start screen, which reads saves without the game's code (it
   * offers a finished game's end screen and replay, not "Continue"). Not in the hash; loading ignores it
   * (the replayed state says whether the game is over).
   */
  readonly over?: { readonly result: 'won' | 'lost'; readonly round: number };
}

export function toSave(session: Session): SaveFile {
  const crew = session.crew ?? {};
  const bots = Object.keys(crew).length > 0 ? Array.from({ length: session.setup.players }, (_, seat) => crew[seat] ?? null) : undefined;
  const outcome = session.state.outcome;
  return {
    format: SAVE_FORMAT, version: SAVE_VERSION, setup: session.setup, seed: session.seed, actions: session.actions, hash: stateHash(session.state),
    ...(bots ? { bots } : {}), ...namesOf(session.names), ...(outcome ? { over: { result: outcome.result, round: session.state.round } } : {}),
  };
}

/** The crew a save's bot seats name, by seat (a name no bot has is left to a person when the game asks, see botFor). */
function crewOf(bots: readonly (string | null)[] | undefined): { crew?: Record<number, string> } {
  const crew: Record<number, string> = {};
  bots?.forEach((name, seat) => { if (name !== null) crew[seat] = name; });
  return Object.keys(crew).length > 0 ? { crew } : {};
}

/** A save file's text read and its shape checked (not yet replayed), or why it is not a save. */
export function readSave(text: string): SaveFile | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'This is not a save file: it is not JSON.';
  }
  // Plain data within bounds before anything walks it: a deep file once overflowed the stack here.
  const plain = plainCopy(data, DOCUMENT_LIMITS);
  if (!plain.ok) return `This is not an Everrain save file: ${plain.problem}.`;
  data = plain.value;
  if (!isSave(data)) return 'This is not an Everrain save file (wrong format or missing fields).';
  return data;
}

/** Why a save's replayed final state is not the one it recorded, or null when it is. */
export function hashProblem(save: SaveFile, state: GameState): string | null {
  const hash = save.version === SAVE_VERSION ? stateHash(state) : formerStateHash(state, save.version);
  return hash === save.hash ? null : 'The save was altered or made by another version: its actions do not lead to the state it recorded.';
}

export { gameOptions as saveGameOptions };

/** Loads a save: checks its shape, replays its actions, and refuses it unless it reaches the recorded state. */
export function fromSave(text: string): Session | string {
  const data = readSave(text);
  if (typeof data === 'string') return data;
  const result = replay(gameOptions(data.setup), data.seed, data.actions);
  if (!result.ok) return `The save does not replay: ${result.error.message}`;
  const problem = hashProblem(data, result.state);
  if (problem) return problem;
  return { setup: data.setup, seed: data.seed, state: result.state, actions: data.actions, events: result.events, undo: [], ...crewOf(data.bots), ...namesOf(data.names) };
}

function isSave(data: unknown): data is SaveFile {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  const setup = d.setup as Record<string, unknown> | undefined;
  return d.format === SAVE_FORMAT && (d.version === 1 || d.version === 2 || d.version === SAVE_VERSION) && typeof d.seed === 'string' && typeof d.hash === 'string' && Array.isArray(d.actions)
    && !!setup && typeof setup.players === 'number' && typeof setup.length === 'string' && typeof setup.rules === 'object' && setup.rules !== null
    && (setup.ships === undefined || (Array.isArray(setup.ships) && setup.ships.every((s) => typeof s === 'string')))
    && (d.bots === undefined || (Array.isArray(d.bots) && d.bots.length <= setup.players && d.bots.every((b) => b === null || typeof b === 'string')))
    && (d.names === undefined || (Array.isArray(d.names) && d.names.length <= setup.players && d.names.every((n) => n === null || typeof n === 'string')));
}

/** A save waiting for the browser to be idle. */
let unsaved: Session | null = null;

function writeSave(session: Session): void {
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(toSave(session)));
  } catch {
    // Storage full or blocked: the game goes on; export still works.
  }
}

/** Saves now (and drops any save still waiting, which is older). */
export function storeSession(session: Session): void {
  unsaved = null;
  writeSave(session);
}

function flushSave(): void {
  const session = unsaved;
  unsaved = null;
  if (session) writeSave(session);
}

/**
 * Saves once the browser is idle (hashing the state for the save takes a few milliseconds the screen
 * should not wait for), and at once if the page is hidden or closed first: no move is lost.
 */
export function storeSessionSoon(session: Session): void {
  const first = unsaved === null;
  unsaved = session;
  if (!first) return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flushSave, { timeout: 1000 });
  else window.setTimeout(flushSave, 100);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushSave);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushSave(); });
}

export function storedSession(): Session | string | null {
  flushSave();
  const text = localStorage.getItem(SAVE_KEY);
  return text === null ? null : fromSave(text);
}
