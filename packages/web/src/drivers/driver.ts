import type { Action, GameEvent, GameView } from '@everrain/engine';

/**
 * The one table (table/Table.tsx) is fed by a driver: a local game in this page, an online game on the
 * server's socket, or a replay's cursor over a session. The table asks the driver what the seat sees and
 * may do, and hands it the player's moves; everything a player sees is written once above this line, so
 * a feature added to the table reaches local, online and replay play together (issue #22).
 *
 * Additions are optional members (a capability a driver may lack), never changes to what a member means.
 */

/** A seat at the table and who sits there. */
export interface SeatAtTable {
  readonly seat: number;
  /** The person's name, or "Seat N" when none was given. */
  readonly name: string;
  /** The bot playing the seat (a @everrain/bots registry name), or null for a person. */
  readonly bot: string | null;
  /** Whether this browser plays the seat (local: every person's seat; online: the seat its link holds). */
  readonly mine: boolean;
  /** Online: whether the seat's person is connected now (local seats are always present). */
  readonly connected: boolean;
  /** Online: the person left the game (their link still brings them back). */
  readonly left?: boolean;
  /** Online: the bot is a stand-in, given the seat when its turn's time ran out; it leaves when its person comes back (D164). */
  readonly standIn?: boolean;
}

/** A bot's one-line reason, placed in the log before the first event its move caused (that event's seq). */
export interface TableNote {
  readonly seq: number;
  readonly text: string;
}

/** A chat line of an online game. */
export interface TableChatLine {
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** Where a replay stands and how to move it (the replay driver; a finished game's replay from any table). */
export interface ReplayCursor {
  readonly position: number;
  readonly length: number;
  readonly rounds: readonly { readonly round: number; readonly at: number }[];
  go(position: number): void;
  stepRound(direction: 1 | -1): void;
  /** The move that led to this position and whose it was (null at the start). */
  readonly lastMove?: { readonly seat: number; readonly text: string } | null;
}

/** Everything the table shows at one moment: a new object on every change (the table renders from it alone). */
export interface TableSnapshot {
  /** What the seat at this table may see (D87): the engine's view, never a state. */
  readonly view: GameView;
  /** The seat whose moves this table makes now (local: the person awaited; online: this link's seat; null: watching). */
  readonly seat: number | null;
  /** The actions the table may offer now, as the engine (or the server) lists them: empty while a bot or another person acts, and in a replay. */
  readonly legal: readonly Action[];
  /** The game's events as `seat` may be shown them (eventsFor), oldest first. */
  readonly events: readonly GameEvent[];
  /** The seq of the first event the last move caused: "Just now" and the playback show from here. */
  readonly freshFrom: number;
  readonly notes: readonly TableNote[];
  readonly seats: readonly SeatAtTable[];
  /** Whether undo may be asked now, and why not when it may not (D86, the session's rule; online the server's). */
  readonly undo: { readonly allowed: boolean; readonly reason: string | null };
  /** 'local' for a game in this page or a replay; online, the socket's state. */
  readonly connection: 'local' | 'connecting' | 'live' | 'reconnecting' | 'gone';
  /** A move refused or a failure to show (cleared by the next move). */
  readonly error: string | null;
  /** Something the table should say once, e.g. "Undone: …", or a save replayed under today's rules. */
  readonly notice: string | null;
  /** A counter that changes whenever the game moves (the version online, the number of actions locally). */
  readonly version: number;
  /** Online: the chat so far. */
  readonly chat?: readonly TableChatLine[];
  /** Online: the rematch's game id once one was made. */
  readonly rematch?: string | null;
  /** Replay: the cursor. */
  readonly replay?: ReplayCursor;
  /** How many actions the game has had (the end screen counts the moves). */
  readonly moves?: number;
  /**
   * Hot-seat at one screen: the seat the device is to be passed to. The table hides the board (and the
   * driver shows only what every seat sees) until its person says they are there (`ready`).
   */
  readonly handOff?: number | null;
  /** One table: the bot seat thinking now (off the page's thread), if one is. */
  readonly thinking?: number | null;
  /** One table: the bots are moving without their pause until a person is to act (`hurry`). */
  readonly hurrying?: boolean;
}

export interface TableDriver {
  readonly kind: 'local' | 'online' | 'replay';
  snapshot(): TableSnapshot;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Plays a move: one action, or several taken as one move (a sail path; one undo takes them all back). */
  act(actions: readonly Action[]): void;
  undo(): void;
  /** Frees what the driver holds (timers, sockets). */
  close(): void;
  /** Gives a seat to a bot (its registry name) or takes it back (null). */
  setBot?(seat: number, bot: string | null): void;
  /** The game as a save file's text (local and replay). */
  saveText?(): string;
  /** Online: says a line in the chat. */
  chat?(text: string): void;
  /** Online: asks the server for a rematch (same seats, a new seed). */
  rematch?(): void;
  /** Hot-seat: the person the device was passed to (`snapshot.handOff`) is there. */
  ready?(): void;
  /**
   * The table is playing out what followed a move (true) or is done (false): a driver that paces bot seats
   * of its own waits meanwhile, so the table can follow.
   */
  hold?(holding: boolean): void;
  /** One table: fast-forward — the bot seats move at once until a person is to act. */
  hurry?(): void;
}
