/**
 * What the server keeps, behind an interface small enough for a second implementation (PostgreSQL, issue
 * #14 item 8). Every method is asynchronous for that reason, though SQLite answers at once. A promise
 * from a write resolves only once the write is durable: the server acknowledges nothing before.
 */

/** One seat of a stored game: its name and the SHA-256 of its secret credential (never the credential). */
export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  readonly keyHash: Buffer;
  readonly left: boolean;
  /** The server-side bot playing this seat (a name from @everrain/bots' BOTS), if one was given it (D105). */
  readonly bot?: string | null;
  /**
   * The keys that act for the seat once its invitation was claimed (SHA-256 each: the claiming device's and
   * the devices its person added); null or absent: not claimed yet — the invitation (`keyHash`) acts (D163).
   */
  readonly owners?: readonly Buffer[] | null;
  /** A one-time link that adds a device to the claimed seat (its key's SHA-256), until it is used. */
  readonly deviceLink?: Buffer | null;
  /** Keys a re-invitation revoked (SHA-256 each, the last few): shown, they are answered "revoked". */
  readonly revoked?: readonly Buffer[];
  /** Counts the changes to the seat's keys: a change is stored only on the count it was made on (several nodes). */
  readonly keysVersion?: number;
  /** The bot is a stand-in, given the seat when its turn's time ran out; it leaves when its person comes back (D164). */
  readonly standIn?: boolean;
}

/** Who may act for a seat (D163): what `Store.setSeatKeys` writes. */
export interface SeatKeys {
  readonly keyHash: Buffer;
  readonly owners: readonly Buffer[] | null;
  readonly deviceLink: Buffer | null;
  readonly revoked: readonly Buffer[];
}

/** A game as created: its options and seed (which never leave the server), and where it stands now. */
export interface StoredGame {
  readonly id: string;
  /** The createGame options less the content (JSON text of players, length, ships, rules). */
  readonly options: string;
  readonly seed: string;
  readonly createdAt: number;
  readonly seats: readonly StoredSeat[];
  /** The game this one was a rematch of, and the rematch of this one, if any. */
  readonly rematchOf: string | null;
  readonly nextGame: string | null;
  readonly summary: GameSummary;
  /**
   * The rules and content the game was created under (@everrain/session's fingerprint, D162); absent in
   * games stored before. Loaded under another, the game is replayed under today's rules with a notice.
   */
  readonly fingerprint?: string | null;
  /** The SHA-256 of the host's key (re-invite, bots for absent seats, end the game: D163); absent in older games. */
  readonly hostHash?: Buffer | null;
  /** When the host ended the game (it takes no more moves), if it did. */
  readonly endedAt?: number | null;
  /** The turn time limit chosen at creation (ms; null or absent: none, as in games stored before: D164). */
  readonly turnLimitMs?: number | null;
}

/** Enough to list a game in a lobby without loading it: updated with every action, in the same write. */
export interface GameSummary {
  readonly version: number;
  /** Seats with something to do now (a turn or an open decision). */
  readonly awaited: readonly number[];
  readonly over: boolean;
  readonly result: string | null;
  readonly updatedAt: number;
  /** The turn clock (D164), written with the summary only when `turn` differs from the stored one; absent: as stored. */
  readonly turn?: TurnClockState;
}

/**
 * One accepted action — or an undo, `{"undo": K}` (game-log.ts): the `version`-th entry of its game (1-based),
 * with the id its client gave it. Entries are only ever appended.
 */
export interface StoredAction {
  readonly game: string;
  readonly version: number;
  readonly seat: number;
  readonly clientId: string;
  /** The action (or the undo record) as JSON text. */
  readonly action: string;
  readonly at: number;
}

export interface ChatLine {
  /** The seat that said it; -1 (room.ts' TABLE_SEAT): the table itself, e.g. a turn's time ran out (D164). */
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** A game's state as JSON text at a version, to rebuild it faster than from its whole log. */
export interface Snapshot {
  readonly version: number;
  readonly state: string;
}

/** What an append wrote: the games whose actions were left out because another node stored those versions first. */
export interface AppendResult {
  readonly rejected: readonly string[];
}

/**
 * What another process changed in a shared store: stored actions of a game up to `version`, said a chat
 * line, changed its seats (names, leaving) or its rematch; `missed`: notices may have been lost, catch
 * every game up.
 */
export type RemoteChange =
  | { readonly kind: 'actions'; readonly game: string; readonly version: number }
  | { readonly kind: 'chat'; readonly game: string; readonly line: ChatLine }
  | { readonly kind: 'game'; readonly game: string }
  | { readonly kind: 'missed' }
  // Notices away from the page (D165): a seat's presence on some node, or its notification settings, changed.
  | { readonly kind: 'presence'; readonly game: string }
  | { readonly kind: 'notify'; readonly game: string; readonly seat: number };

export interface Store {
  createGame(game: StoredGame): Promise<void>;
  loadGame(id: string): Promise<StoredGame | null>;
  /** Several games' rows at once (for a lobby); unknown ids are left out. */
  loadGames(ids: readonly string[]): Promise<StoredGame[]>;
  /** The game's actions after `afterVersion`, in order. */
  loadActions(id: string, afterVersion: number): Promise<StoredAction[]>;
  /**
   * Appends actions (of any games) and their games' new summaries, durably. A store shared by several
   * processes leaves out, whole, any game whose first action here does not follow on from its stored version
   * (another process stored that version first) and returns it in `rejected`; the rest is written all or
   * nothing. A version or a (game, seat, clientId) already there otherwise fails the whole write.
   */
  appendActions(actions: readonly StoredAction[], summaries: ReadonlyMap<string, GameSummary>): Promise<AppendResult>;
  setSeat(game: string, seat: number, change: { readonly name?: string; readonly left?: boolean; readonly bot?: string | null }): Promise<void>;
  /**
   * Replaces a seat's keys (a claim, a device added, a re-invitation: D163) if they are still at
   * `keysVersion` (another process may have changed them first: then false, nothing written); the seat's
   * count goes up by one. Durable when it resolves true.
   */
  setSeatKeys(game: string, seat: number, keysVersion: number, keys: SeatKeys): Promise<boolean>;
  /** The host ended the game (D163): it is over for the lobby (`result` "ended") and takes no more moves. */
  endGame(game: string, at: number): Promise<void>;
  /** Records the game's rematch unless it has one already (another process's); resolves to the one recorded. */
  setNextGame(game: string, next: string): Promise<string>;
  addChat(game: string, line: ChatLine): Promise<void>;
  recentChat(game: string, limit: number): Promise<ChatLine[]>;
  saveSnapshot(game: string, snapshot: Snapshot): Promise<void>;
  latestSnapshot(game: string): Promise<Snapshot | null>;
  /** A store shared by several processes calls `fn` when another one has stored actions (for cross-process fan-out). */
  subscribe?(fn: (change: RemoteChange) => void): void;
  /**
   * A round trip for a health check: writes this process's small health row (a fresh token) durably and reads
   * it back; true if the token came back. Throws (or answers false) when the store cannot write or read.
   */
  checkHealth(): Promise<boolean>;
  close(): Promise<void>;

  // ---- Turn clocks and expiry (issue #23 item 4, D164) ----
  /**
   * Claims the timers due at `now`, at most `limit` of each: a reminder or a deadline claimed here is cleared
   * in the store as it is claimed, so of several processes polling one store exactly one gets it.
   */
  claimTimers(now: number, limit: number): Promise<DueTimers>;
  /**
   * Pauses (`paused`) or resumes a game's turn clock at `now`, from what the store holds; resolves to the
   * clock as stored after, or null if the game has no limit (or no such game). Pausing a paused clock changes nothing.
   */
  pauseClock(game: string, paused: boolean, now: number): Promise<TurnClockState | null>;
  /** Gives an absent seat to a stand-in bot (D164) unless a bot already plays it; true if it did. */
  standIn(game: string, seat: number, bot: string): Promise<boolean>;
  /** The stand-in bot leaves the seat (its person came back, or chose a bot of their own); true if there was one. */
  standInLeaves(game: string, seat: number): Promise<boolean>;
  /**
   * Deletes, with every row of theirs, up to `limit` games finished before `finishedBefore` (over or ended, by
   * their last action or their end) and games not finished whose last action is before `abandonedBefore`;
   * one transaction per game. Resolves to the ids deleted here.
   */
  expireGames(finishedBefore: number, abandonedBefore: number, limit: number): Promise<string[]>;
  /** Up to `limit` games not finished with a seat a stand-in bot plays (a process starting plays them on). */
  standInGames(limit: number): Promise<string[]>;

  // ---- Notices away from the page and presence across nodes (issue #23 items 3 and 6, D165) ----
  /** A seat's notification settings, or null if it never chose any. */
  loadNotify(game: string, seat: number): Promise<NotifySubscription | null>;
  /** Stores a seat's settings whole (a shared store tells the other nodes: `notify`). */
  saveNotify(sub: NotifySubscription): Promise<void>;
  addNotifyToken(token: NotifyToken): Promise<void>;
  findNotifyToken(hash: Buffer): Promise<NotifyToken | null>;
  /**
   * Queues messages, durably. `supersede`: first drops the same seat's, kind's and channel's messages still
   * waiting (a newer turn notice replaces an older one not sent yet).
   */
  queueNotices(entries: readonly NewOutboxEntry[], supersede: boolean): Promise<void>;
  /**
   * Claims messages due at `now` (and messages whose earlier claim lapsed) until `until`, at most `limit`:
   * of several nodes claiming at once each message goes to one.
   */
  claimNotices(now: number, until: number, limit: number): Promise<OutboxEntry[]>;
  /** A claimed message's end (sent, dropped, given up), or its next try. */
  settleNotice(id: number, settled: { readonly state: 'sent' | 'dropped' | 'failed'; readonly at: number } | { readonly retryAt: number }): Promise<void>;
  /** This node's presence at seats (`looking` null: nobody there from this node any more), in one write; a shared store tells the other nodes (`presence`). */
  setPresence(node: string, changes: readonly PresenceChange[]): Promise<void>;
  /** This node is alive: its presence rows' time becomes `at`. */
  heartbeatPresence(node: string, at: number): Promise<void>;
  /** The game's presence rows (every node's) not older than `freshSince`. */
  loadPresence(game: string, freshSince: number): Promise<PresenceRow[]>;
  /** Forgets a node's presence rows (null: every node's — a store only one process uses, at its start). */
  clearPresence(node: string | null): Promise<void>;
}

/**
 * A game's turn clock as stored (D164): the current turn — which began at `version` when the awaited seats
 * changed, at `since` — and when its time runs out. Times in ms since the epoch; lengths in ms.
 */
export interface TurnClockState {
  /** The version at which the awaited seats last changed: one turn, one deadline, one reminder. */
  readonly version: number;
  readonly since: number;
  /** When the turn's time runs out; null: no limit, nobody awaited, paused, or it ran out already (fired). */
  readonly deadline: number | null;
  /** When the reminder goes; null: none to go (sent, or no deadline). */
  readonly remindAt: number | null;
  /** Paused by the host (a holiday): the time the turn had left, and until its reminder (null: sent). */
  readonly pausedLeft: number | null;
  readonly remindLeft: number | null;
}

/** A timer claimed for firing: its game and the turn it was set for (stale if the game's turn has changed since). */
export interface DueTimer {
  readonly game: string;
  readonly turn: number;
  readonly at: number;
}

export interface DueTimers {
  readonly reminders: readonly DueTimer[];
  readonly deadlines: readonly DueTimer[];
}

/** What a seat chose to hear away from the page (D165). */
export interface NotifySubscription {
  readonly game: string;
  readonly seat: number;
  readonly email: string | null;
  /** Mail other than the confirmation goes only to an address that opened its confirmation link. */
  readonly emailConfirmed: boolean;
  readonly webhook: string | null;
  /** Notify even while the person is looking at the game. */
  readonly always: boolean;
}

export type NotifyChannel = 'email' | 'webhook';

/** A link's token (only its SHA-256 is stored): confirms an address, or unsubscribes a channel's target. */
export interface NotifyToken {
  readonly hash: Buffer;
  readonly purpose: 'confirm' | 'unsubscribe';
  readonly game: string;
  readonly seat: number;
  readonly channel: NotifyChannel;
  /** The address or webhook URL it was sent to: it acts only while the seat's setting is still that. */
  readonly target: string;
  readonly createdAt: number;
}

/** One message to send: a notice (notices.ts's kinds) or an address's confirmation ('confirm'). */
export interface NewOutboxEntry {
  readonly game: string;
  readonly seat: number;
  readonly kind: string;
  readonly version: number;
  readonly deadline: number | null;
  readonly channel: NotifyChannel;
  readonly target: string;
  readonly dueAt: number;
}

export interface OutboxEntry extends NewOutboxEntry {
  readonly id: number;
  /** Tries so far, this claim's included. */
  readonly attempts: number;
}

export interface PresenceChange {
  readonly game: string;
  readonly seat: number;
  readonly looking: boolean | null;
  readonly at: number;
}

export interface PresenceRow {
  readonly node: string;
  readonly game: string;
  readonly seat: number;
  readonly looking: boolean;
  readonly at: number;
}
