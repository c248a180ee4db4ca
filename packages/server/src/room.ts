import { eventsFor, legalActions, view, type Action, type GameEvent, type GameOptions, type GameState } from '@everrain/engine';
import type { Committer } from './commit';
import { stepAction, stepStored, stepUndo, undoRecord, undoRefusalAt, type LogPosition, type LogStep, type VersionPoint } from './game-log';
import { cleanText, MAX_CHAT, MAX_NAME } from './protocol';
import { actionParts, actionTimes } from './stats';
import { keysOf } from './claims';
import type { ChatLine, GameSummary, SeatKeys, Store, StoredGame, StoredSeat, TurnClockState } from './store';
import { systemClock, type Clock } from './clock';
import { DEFAULT_REMIND_WHEN_LEFT, idleTurn, startTurn, type ClockView } from './turn-time';

/** One connection as a room sees it: bound to a seat, or a spectator (seat null). */
export interface Peer {
  readonly seat: number | null;
  /** A server-side bot's move (bot-seats.ts), not a connection: only it may act for a seat given to a bot. */
  readonly bot?: boolean;
  /** The last version this peer was shown. */
  shown: number;
  /** The SHA-256 of the key this connection was bound to its seat with: it stays only while that key acts (D163). */
  readonly credential?: Buffer | null;
  /** Whether its person is looking at the game (page visible, input within the idle time: D165); absent: yes. */
  readonly looking?: boolean;
  /** What its welcome carries besides the game (its seat's notification settings: D165). */
  welcomeExtras?(): Promise<object>;
  send(message: object): void;
  /** Sends a message already serialized (a peer without it is sent the object). */
  sendText?(text: string): void;
  /** Sends a message serialized in two parts, the first shared by many peers (bytes, not copied per peer). */
  sendShared?(shared: Buffer, rest: string): void;
  close(code: number, reason: string): void;
}

export interface SeatState extends StoredSeat {
  name: string;
  left: boolean;
  /** Who may act for the seat (D163): the invitation until claimed, then its owners' keys. */
  keyHash: Buffer;
  owners?: readonly Buffer[] | null;
  deviceLink?: Buffer | null;
  revoked?: readonly Buffer[];
  keysVersion?: number;
  /** The bot playing this seat on the server, if any (D105). */
  bot?: string | null;
  /** The bot is a stand-in, given the seat when its turn's time ran out (D164). */
  standIn?: boolean;
  readonly peers: Set<Peer>;
  /** When this seat's recent chat lines were said (for the chat rate limit). */
  chatTimes: number[];
}

/** What a seat or spectator sees: the engine's view, less the content catalog (public, and the client has it). */
export type WireView = Omit<ReturnType<typeof view>, 'catalog'>;

/** A version's view for every seat (D87 makes every seat's view the same but for `viewer`) and its legal actions. */
interface Shown {
  readonly base: WireView;
  readonly legal: readonly Action[];
}

/** Shares the state's objects, not copied: a room only serializes its views (D87's hiding is the same). */
function shownAt(state: GameState): Shown {
  const { catalog: _catalog, ...base } = view(state, null, { copy: false });
  return { base, legal: state.outcome ? [] : legalActions(state) };
}

/** A bot's reason for the move that made `version` (D105). */
export interface BotNote {
  readonly version: number;
  readonly seat: number;
  readonly text: string;
  /** The first event the move caused (where a log shows the reason). */
  readonly seq: number | null;
}

/** Whether a seat may undo now, and why not (the session's rule, D86, D112): sent with every position. */
export interface UndoOffer {
  readonly allowed: boolean;
  readonly reason?: string;
}

export const CHAT_BURST = 5;
/** A chat line from the table itself, not a seat (D164): its seat number and the name shown. */
export const TABLE_SEAT = -1;
export const TABLE_NAME = 'The table';
export const CHAT_WINDOW_MS = 10_000;

/**
 * One game in memory: its state (rebuilt from the store), the seats and who is connected to each, and the
 * recent events for reconnecting clients. Every change goes through the Committer before anyone sees it.
 */
export class Room {
  version: number;
  nextGame: string | null;
  /** `seat:clientId` → the version that action made (retrying an id gets the same answer). */
  readonly clientIds = new Map<string, number>();
  readonly spectators = new Set<Peer>();
  /** Called once a version is durable (the host saves snapshots from here). */
  onDurable: (version: number, state: GameState) => void = () => {};
  /** Actions queued for the store and not yet written. */
  pendingCommits = 0;
  private recent: { version: number; events: readonly GameEvent[] }[] = [];
  /** The bots' one-line reasons for their last moves (D105), for those who reconnect. */
  readonly notes: BotNote[] = [];
  /**
   * The versions asked about lately (the one being made and the durable one): who is awaited, and — until
   * its update has been sent — its view and legal actions. Kept longer, these would live through young-generation
   * collections, each of which copies them; the rare later ask (a welcome, a stale refusal) makes them again.
   */
  private memo: { version: number; awaited: readonly number[]; shown: Shown | null }[] = [];
  /** Catching up from the store (after another process stored actions): actions wait for it. */
  private catching: Promise<void> | null = null;
  private catchAgain = false;
  /** Actions another process beat to their version, to answer once caught up. */
  private losers: { peer: Peer; id: string }[] = [];
  /** The last version the store holds, its state and undo points: all anyone is shown. */
  durable: LogPosition;
  /** The points undo can go back to from `state` (the version not yet durable included). */
  undoPoints: readonly VersionPoint[] = [];
  /** Shown to everyone who joins: the game was made under other rules or content (D162). */
  notice: string | null = null;
  /** A game that stops where its log is no longer legal under today's rules (D162): it takes no more moves. */
  stopped: { readonly at: number; readonly reason: string } | null = null;
  /** The SHA-256 of the host's key (D163): null in games stored before hosts had one. */
  hostHash: Buffer | null = null;
  /** When the host ended the game (D163), if it did. */
  endedAt: number | null = null;
  // Notices and presence (D165): the hook that queues notices, and the seats other nodes have people at.
  /** Called on the node that stored a version, once durable (never on catch-up from another node): the summaries before and after. */
  onCommitted: (before: GameSummary, after: GameSummary) => void = () => {};
  /** Seats with connections on other nodes (notify-presence.ts), shown as connected. */
  remoteConnected: ReadonlySet<number> = new Set();
  /** Changes to seats' keys, one at a time (a claim, a device, a re-invitation). */
  private keyChain: Promise<unknown> = Promise.resolve();
  /** The turn time limit chosen at creation (ms), or null (D164). */
  turnLimitMs: number | null = null;
  /** When in a turn its reminder goes: with this share of the limit left (D164). */
  remindWhenLeft = DEFAULT_REMIND_WHEN_LEFT;
  /** The turn clock as of `version` (D164), and the awaited seats it was started for; the same as of `durable`. */
  turnClock: TurnClockState = idleTurn(0, 0);
  private turnKey = '';
  private durableTurn: { clock: TurnClockState; key: string } = { clock: this.turnClock, key: '' };

  constructor(
    readonly id: string,
    readonly options: GameOptions,
    public state: GameState,
    version: number,
    readonly seats: SeatState[],
    readonly rematchOf: string | null,
    nextGame: string | null,
    private readonly store: Store,
    readonly committer: Committer,
    private readonly eventsKept: number,
    /** The server's one clock: the times stored and shown, the chat's rate limit. */
    readonly clock: Clock = systemClock,
  ) {
    this.version = version;
    this.nextGame = nextGame;
    this.durable = { version, state, undo: [] };
  }

  /** Records the events that made `version` (kept for the last `eventsKept` versions only). */
  remember(version: number, events: readonly GameEvent[]): void {
    this.recent.push({ version, events });
    if (this.recent.length > this.eventsKept) this.recent.shift();
  }

  summary(now = this.clock.now()): GameSummary {
    const awaited = this.awaitedAt(this.version, this.state);
    const outcome = this.state.outcome;
    const ended = this.endedAt !== null && outcome === null;
    return { version: this.version, awaited: ended ? [] : awaited, over: outcome !== null || ended, result: outcome ? outcome.result : ended ? 'ended' : null, updatedAt: now, turn: this.turnClock };
  }

  private awaitedAt(version: number, state: GameState): readonly number[] {
    return this.memoAt(version, state).awaited;
  }

  // ---- The turn clock (issue #23 item 4, D164) ----

  /** The game's clock from its stored row (loading it): its limit, and its turn as stored. */
  restoreTurn(stored: StoredGame): void {
    this.turnLimitMs = stored.turnLimitMs ?? null;
    this.turnClock = stored.summary.turn ?? idleTurn(stored.summary.version, stored.summary.updatedAt);
    this.turnKey = this.awaitedAt(this.version, this.state).join(',');
    this.durableTurn = { clock: this.turnClock, key: this.turnKey };
  }

  /**
   * At `version` (now `state`), made at `now`: if the awaited seats changed, a new turn begins — its own
   * deadline and reminder (D164). True if it did.
   */
  private advanceTurn(version: number, state: GameState, now: number): boolean {
    const awaited = this.endedAt !== null ? [] : this.awaitedAt(version, state);
    const key = awaited.join(',');
    if (key === this.turnKey) return false;
    this.turnKey = key;
    this.turnClock = startTurn(this.turnClock, this.turnLimitMs, version, now, awaited.length, this.remindWhenLeft);
    return true;
  }

  /** The first turn of a new game (its creation), or its clock restarted. */
  startClock(now: number): void {
    this.turnKey = '\u0000';
    this.advanceTurn(this.version, this.state, now);
    this.durableTurn = { clock: this.turnClock, key: this.turnKey };
  }

  /** The clock as another process stored it (a pause, a resume), if it is this turn's or a later one's; shown to everyone. */
  setTurnClock(clock: TurnClockState): void {
    if (clock.version < this.turnClock.version) return;
    this.turnClock = clock;
    if (this.durableTurn.clock.version <= clock.version) this.durableTurn = { ...this.durableTurn, clock };
    this.committer.later(() => this.broadcast({ t: 'clock', clock: this.clockView() }));
  }

  /** What everyone is shown of the clock: the limit, who is awaited since when, and the deadline or the time left while paused. */
  clockView(): ClockView {
    const { since, deadline, pausedLeft } = this.turnClock;
    return { limitMs: this.turnLimitMs, awaited: this.turnKey === '' || this.turnKey === '\u0000' ? [] : this.turnKey.split(',').map(Number), since, deadline, pausedLeft, now: this.clock.now() };
  }

  /** A line in the chat from the table itself (not a seat: seat -1), e.g. a stand-in bot taking a seat (D164). */
  async tableSays(text: string): Promise<void> {
    const line: ChatLine = { seat: TABLE_SEAT, name: TABLE_NAME, text, at: this.clock.now() };
    await this.store.addChat(this.id, line);
    this.committer.later(() => this.broadcast({ t: 'chat', line }));
  }
  // ---- end of the turn clock ----

  /** A version's view (for every seat: D87 makes every seat's view the same but for `viewer`, which
   * test/views.test.ts checks against view(state, seat) for every seat of whole games) and legal actions. */
  private at(version: number, state: GameState): Shown {
    const entry = this.memoAt(version, state);
    return (entry.shown ??= shownAt(state));
  }

  private memoAt(version: number, state: GameState): Room['memo'][number] {
    const found = this.memo.find((m) => m.version === version);
    if (found) return found;
    const shown = shownAt(state);
    const entry = { version, awaited: [...new Set(shown.legal.map((a) => a.seat))].sort(), shown };
    this.memo.push(entry);
    if (this.memo.length > 2) this.memo.shift();
    return entry;
  }

  /** What a peer needs to act: its view of the durable state, its legal actions, and their version. */
  position(seat: number | null): { version: number; view: WireView; legal: readonly Action[]; undo: UndoOffer } {
    const { version, state } = this.durable;
    const { base, legal } = this.at(version, state);
    return { version, view: { ...base, viewer: seat }, legal: this.legalFor(seat, legal), undo: this.undoFor(seat) };
  }

  /** A seat's share of the legal actions: none for a spectator, nor for a seat a bot plays, nor in a stopped game. */
  private legalFor(seat: number | null, legal: readonly Action[]): readonly Action[] {
    return seat === null || this.seats[seat]?.bot || this.stopped ? [] : legal.filter((a) => a.seat === seat);
  }

  /** Whether `seat` may undo at the durable version, and why not. */
  undoFor(seat: number | null): UndoOffer {
    const reason = this.stoppedWhy() ?? (seat !== null && this.seats[seat]?.bot ? `A bot plays seat ${seat + 1}.` : undoRefusalAt(this.durable, seat));
    return reason === null ? { allowed: true } : { allowed: false, reason };
  }

  private stoppedWhy(): string | null {
    return this.stopped ? `This game stops at version ${this.stopped.at}: ${this.stopped.reason}` : null;
  }

  /** The events after `since`, as `seat` may see them, and the version they start after (greater than `since` if some were dropped). */
  missed(since: number, seat: number | null): { eventsAfter: number; events: readonly GameEvent[] } {
    const kept = this.recent.filter((r) => r.version > since && r.version <= this.durable.version);
    const first = kept[0]?.version ?? this.durable.version + 1;
    return { eventsAfter: Math.min(this.durable.version, Math.max(since, first - 1)), events: eventsFor(kept.flatMap((r) => r.events), seat) };
  }

  presence(): { seat: number; name: string; connected: boolean; left: boolean; bot: string | null; claimed: boolean; standIn: boolean }[] {
    return this.seats.map((s) => ({ seat: s.seat, name: s.name, connected: s.peers.size > 0 || this.remoteConnected.has(s.seat), left: s.left, bot: s.bot ?? null, claimed: (s.owners ?? null) !== null, standIn: Boolean(s.bot && s.standIn) }));
  }

  /** Runs `change` once every earlier change to seats' keys here is done (a claim, a device, a re-invitation: D163). */
  serialKeys<T>(change: () => Promise<T>): Promise<T> {
    const run = this.keyChain.then(change, change);
    this.keyChain = run.catch(() => {});
    return run;
  }

  /** A seat's keys as stored now (their count one up): its connections whose key no longer acts are closed. */
  setKeys(seatNumber: number, keys: SeatKeys, keysVersion: number): void {
    const seat = this.seats[seatNumber];
    if (!seat) return;
    const hadOwners = (seat.owners ?? null) !== null;
    Object.assign(seat, keys, { keysVersion });
    this.closeRevoked(seat);
    if (hadOwners !== (keys.owners !== null)) this.presenceChanged();
  }

  /** Closes a seat's connections whose key no longer acts for it (a re-invitation revoked it). */
  private closeRevoked(seat: SeatState): void {
    for (const peer of [...seat.peers]) {
      const hash = peer.credential;
      if (!hash) continue;
      const still = seat.owners ? seat.owners.some((h) => h.equals(hash)) : seat.keyHash.equals(hash);
      if (still) continue;
      peer.send({ t: 'refused', id: null, code: 'revoked', message: 'The game\'s host re-invited this seat: this device\'s key no longer plays it. Ask the host for the new invitation.', version: this.durable.version });
      peer.close(4403, 'revoked');
    }
  }

  /**
   * The host ended the game (D163): it takes no more moves (as a game stopped under today's rules does),
   * everyone is shown it at once, and the lobby lists it as over ("ended").
   */
  end(at: number): void {
    if (this.endedAt !== null) return;
    this.endedAt = at;
    // Nobody is awaited any more: the turn clock stops (D164).
    this.advanceTurn(this.version, this.state, at);
    this.stopped ??= { at: this.version, reason: 'the host ended it' };
    this.notice = `The host ended this game at version ${this.stopped.at}: no more moves are played.`;
    for (const peer of this.peers()) void this.welcome(peer, peer.shown);
  }

  peers(): Peer[] {
    return [...this.seats.flatMap((s) => [...s.peers]), ...this.spectators];
  }

  /** Connections whose hello is being answered (a claim being stored, say): the room is not idle meanwhile. */
  arriving = 0;

  isEmpty(): boolean {
    return this.arriving === 0 && this.spectators.size === 0 && this.seats.every((s) => s.peers.size === 0);
  }

  broadcast(message: object): void {
    for (const p of this.peers()) p.send(message);
  }

  /** The welcome a peer gets on joining or coming back: everything it needs, and what it missed since `since`. */
  async welcome(peer: Peer, since: number | undefined): Promise<void> {
    const chat = await this.store.recentChat(this.id, 30);
    const extras = (await peer.welcomeExtras?.()) ?? {};
    this.committer.later(() => {
      const missed = since === undefined ? { eventsAfter: this.durable.version, events: [] } : this.missed(since, peer.seat);
      peer.shown = this.durable.version;
      peer.send({ t: 'welcome', game: this.id, seat: peer.seat, ...this.position(peer.seat), ...missed, seats: this.presence(), clock: this.clockView(), notes: this.notes, chat, nextGame: this.nextGame, rematchOf: this.rematchOf, ...(this.notice ? { notice: this.notice } : {}), ...extras });
    });
  }

  refuse(peer: Peer, id: string | null, code: string, message: string, withView: boolean): void {
    this.committer.later(() => {
      const extra = withView ? this.position(peer.seat) : { version: this.durable.version };
      if (withView) peer.shown = this.durable.version;
      peer.send({ t: 'refused', id, code, message, ...extra });
    });
  }

  /** An action from a peer: checked (seat, retry, version, the engine), stored, acknowledged, then shown to all. */
  act(peer: Peer, id: string, version: number, action: Record<string, unknown>, receivedAt = performance.now(), note?: string): void | Promise<void> {
    if (this.catching) return this.catching.catch(() => {}).then(() => this.act(peer, id, version, action, receivedAt, note));
    const seat = this.newMoveOf(peer, id, 'act');
    if (seat === null) return;
    if (action.seat !== seat) return this.refuse(peer, id, 'not-your-seat', `This connection plays seat ${seat + 1} only.`, false);
    if (this.seats[seat]?.bot && !peer.bot) return this.refuse(peer, id, 'bot-seat', `A bot plays seat ${seat + 1}; take the seat back to play it.`, false);
    if (version !== this.version) return this.refuse(peer, id, 'stale', `That action was made on version ${version}; the game is at version ${this.version}.`, true);
    const stopped = this.stoppedWhy();
    if (stopped) return this.refuse(peer, id, 'stopped', stopped, false);
    this.commit(peer, id, JSON.stringify(action), stepAction(this.current(), action), receivedAt, note);
  }

  /**
   * An undo from a peer (issue #22): the same rule as local play — only the seat's own moves, never across a
   * die roll, a card drawn or a tile revealed, never after another seat has acted (@everrain/session). Stored
   * as a record of its own (game-log.ts), acknowledged once durable, then shown to all as an update.
   */
  undo(peer: Peer, id: string, version: number | undefined, receivedAt = performance.now()): void | Promise<void> {
    if (this.catching) return this.catching.catch(() => {}).then(() => this.undo(peer, id, version, receivedAt));
    const seat = this.newMoveOf(peer, id, 'undo');
    if (seat === null) return;
    if (this.seats[seat]?.bot) return this.refuse(peer, id, 'bot-seat', `A bot plays seat ${seat + 1}; take the seat back to play it.`, false);
    if (version !== undefined && version !== this.version) return this.refuse(peer, id, 'stale', `That undo was asked on version ${version}; the game is at version ${this.version}.`, true);
    const stopped = this.stoppedWhy();
    if (stopped) return this.refuse(peer, id, 'stopped', stopped, false);
    const step = stepUndo(this.current(), seat);
    this.commit(peer, id, step.ok && step.undone !== undefined ? undoRecord(step.undone) : '', step, receivedAt);
  }

  /**
   * The seat a move from `peer` is for, or null once answered: a spectator is refused, and a retried id gets
   * its ack again (the move it made is not made twice).
   */
  private newMoveOf(peer: Peer, id: string, what: 'act' | 'undo'): number | null {
    const seat = peer.seat;
    if (seat === null) {
      this.refuse(peer, id, 'spectator', `A spectator cannot ${what}.`, false);
      return null;
    }
    const done = this.clientIds.get(`${seat}:${id}`);
    if (done === undefined) return seat;
    this.committer.later(() => peer.send({ t: 'ack', id, version: done, duplicate: true }));
    return null;
  }

  /** Where the game stands now (the versions not yet durable included). */
  private current(): LogPosition {
    return { version: this.version, state: this.state, undo: this.undoPoints };
  }

  /** A step accepted: made current, stored, then acknowledged and shown to all; refused: said to the peer. */
  private commit(peer: Peer, id: string, entry: string, step: LogStep, receivedAt: number, note?: string): void {
    if (!step.ok) return this.refuse(peer, id, step.code, step.problem, false);
    const seat = peer.seat!;
    const before = this.summary();
    const after = step.position;
    this.state = after.state;
    this.version = after.version;
    this.undoPoints = after.undo;
    const made = after.version;
    this.clientIds.set(`${seat}:${id}`, made);
    this.remember(made, step.events);
    const shownNote = note === undefined ? undefined : { version: made, seat, text: note, seq: step.events[0]?.seq ?? null };
    this.pendingCommits += 1;
    const now = this.clock.now();
    const newTurn = this.advanceTurn(made, after.state, now);
    const turn = { clock: this.turnClock, key: this.turnKey };
    const row = { game: this.id, version: made, seat, clientId: id, action: entry, at: now };
    const summary = this.summary(now);
    this.committer.add(row, summary, (batch) => {
      this.pendingCommits -= 1;
      this.durable = after;
      this.durableTurn = turn;
      peer.send({ t: 'ack', id, version: made });
      const acked = performance.now();
      actionTimes.record(acked - receivedAt);
      actionParts.record({ received: receivedAt, ...batch, acked });
      const clock = newTurn && this.turnLimitMs !== null ? this.clockView() : null;
      return () => {
        this.onDurable(made, after.state);
        this.onCommitted(before, summary);
        if (shownNote) {
          this.notes.push(shownNote);
          if (this.notes.length > 50) this.notes.shift();
        }
        this.sendUpdate(made, after.state, step.events, seat, id, shownNote, step.undone);
        if (clock) this.broadcast({ t: 'clock', clock });
      };
    }, () => {
      this.pendingCommits -= 1;
      this.losers.push({ peer, id });
      this.rollBack();
      void this.catchUp();
    });
  }

  /** Back to the durable state: the actions made here since were beaten to their versions by another process. */
  private rollBack(): void {
    const { version, state, undo } = this.durable;
    this.state = state;
    this.version = version;
    this.undoPoints = undo;
    this.turnClock = this.durableTurn.clock;
    this.turnKey = this.durableTurn.key;
    this.recent = this.recent.filter((r) => r.version <= version);
    this.memo = this.memo.filter((m) => m.version <= version);
    for (const [key, v] of this.clientIds) if (v > version) this.clientIds.delete(key);
  }

  /**
   * Cross-process fan-out: applies the actions other processes stored since the durable version (the engine
   * is deterministic, so this process reaches the same states), shows each to this room's peers, then
   * answers the actions that lost their race (stale, with the current view; or their ack, if the other
   * process stored that very action). Actions arriving meanwhile wait for it.
   */
  catchUp(): Promise<void> {
    if (this.catching) {
      this.catchAgain = true;
      return this.catching;
    }
    this.catching = this.runCatchUp().finally(() => { this.catching = null; });
    return this.catching;
  }

  private async runCatchUp(): Promise<void> {
    do {
      this.catchAgain = false;
      while (this.pendingCommits > 0) await this.committer.idle();
      let at = this.durable;
      for (const a of await this.store.loadActions(this.id, at.version)) {
        if (a.version !== at.version + 1) break;
        const step = stepStored(at, a.action, a.seat);
        if (!step.ok) throw new Error(`game ${this.id}: stored action ${a.version} is refused on replay: ${step.problem}`);
        at = step.position;
        this.clientIds.set(`${a.seat}:${a.clientId}`, at.version);
        this.remember(at.version, step.events);
        this.durable = at;
        // The process that stored the action started its turn's clock at its time: so does this one.
        if (this.advanceTurn(at.version, at.state, a.at)) this.durableTurn = { clock: this.turnClock, key: this.turnKey };
        this.sendUpdate(at.version, at.state, step.events, a.seat, a.clientId, undefined, step.undone);
        if (this.turnLimitMs !== null && this.durableTurn.clock.version === at.version) this.broadcast({ t: 'clock', clock: this.clockView() });
      }
      this.state = at.state;
      this.version = at.version;
      this.undoPoints = at.undo;
    } while (this.catchAgain);
    const losers = this.losers;
    this.losers = [];
    for (const { peer, id } of losers) {
      const done = this.clientIds.get(`${peer.seat}:${id}`);
      if (done !== undefined) this.committer.later(() => peer.send({ t: 'ack', id, version: done, duplicate: true }));
      else this.refuse(peer, id, 'stale', `Another player's action was stored first; the game is at version ${this.version}.`, true);
    }
  }

  /**
   * Every peer's update of one version. The view is the same for every seat but `viewer` (D87), so it is
   * serialized once per version and each peer's `viewer` spliced in (issue #14 item 10: profiled at 1,000
   * games, each peer's JSON.stringify of the whole view was about a fifth of the server's busy time).
   */
  private sendUpdate(made: number, after: GameState, events: readonly GameEvent[], by: number, id: string, note?: BotNote, undone?: number): void {
    const entry = this.memoAt(made, after);
    const { base, legal } = entry.shown ?? shownAt(after);
    entry.shown = null;
    let open: string | null = null;
    let openBytes: Buffer | null = null;
    for (const p of this.peers()) {
      if (p.shown >= made) continue;
      p.shown = made;
      const seatEvents = eventsFor(events, p.seat);
      const seatLegal = this.legalFor(p.seat, legal);
      // `undo`: whether this seat may undo now; `undone`: this version took the game back to that one's state.
      const undo = this.undoFor(p.seat);
      const extra = { undo, ...(undone !== undefined ? { undone } : {}), ...(note ? { note } : {}) };
      if (!p.sendText) {
        p.send({ t: 'update', version: made, by, id, view: { ...base, viewer: p.seat }, events: seatEvents, legal: seatLegal, ...extra });
        continue;
      }
      if (open === null) {
        // Made once per version and dropped with this update (kept, it would be copied by collections for nothing).
        const { viewer: _viewer, ...rest } = base;
        // The view's JSON less its closing brace: `viewer` goes last.
        open = `{"t":"update","version":${made},"by":${by},"id":${JSON.stringify(id)},"view":${JSON.stringify(rest).slice(0, -1)},"viewer":`;
      }
      const own = `${p.seat === null ? 'null' : p.seat}},"events":${JSON.stringify(seatEvents)},"legal":${JSON.stringify(seatLegal)},${JSON.stringify(extra).slice(1)}`;
      if (p.sendShared) p.sendShared(openBytes ??= Buffer.from(open), own);
      else p.sendText(`${open}${own}`);
    }
  }


  /** A chat line from a seat: cleaned, rate-limited, stored, then shown to everyone in the game. */
  async chat(peer: Peer, text: string): Promise<void> {
    const seat = peer.seat === null ? undefined : this.seats[peer.seat];
    if (!seat) return this.refuse(peer, null, 'spectator', 'Spectators cannot chat.', false);
    const now = this.clock.now();
    seat.chatTimes = seat.chatTimes.filter((t) => now - t < CHAT_WINDOW_MS);
    if (seat.chatTimes.length >= CHAT_BURST) return this.refuse(peer, null, 'rate-limited', `At most ${CHAT_BURST} chat lines every ${CHAT_WINDOW_MS / 1000} s.`, false);
    const clean = cleanText(text, MAX_CHAT);
    if (!clean) return this.refuse(peer, null, 'malformed', 'An empty chat line.', false);
    seat.chatTimes.push(now);
    const line: ChatLine = { seat: seat.seat, name: seat.name, text: clean, at: now };
    await this.store.addChat(this.id, line);
    this.committer.later(() => this.broadcast({ t: 'chat', line }));
  }

  async rename(peer: Peer, name: string): Promise<void> {
    const seat = peer.seat === null ? undefined : this.seats[peer.seat];
    if (!seat) return this.refuse(peer, null, 'spectator', 'Spectators have no name here.', false);
    seat.name = cleanText(name, MAX_NAME) || `Player ${seat.seat + 1}`;
    await this.store.setSeat(this.id, seat.seat, { name: seat.name });
    this.committer.later(() => this.broadcast({ t: 'presence', seats: this.presence(), clock: this.clockView() }));
  }

  /** Joining (or leaving) marks the seat; the credential still works, so a player who left can come back. */
  async setLeft(seatNumber: number, left: boolean): Promise<void> {
    const seat = this.seats[seatNumber];
    if (!seat || seat.left === left) return;
    seat.left = left;
    await this.store.setSeat(this.id, seatNumber, { left });
  }

  /** Another process changed this game's seats (names, leaving, bots) or made its rematch: shown to the peers here. */
  async refresh(): Promise<boolean> {
    const stored = await this.store.loadGame(this.id);
    if (!stored) return false;
    if (stored.summary.turn && stored.summary.turn.version >= this.turnClock.version && JSON.stringify(stored.summary.turn) !== JSON.stringify(this.turnClock)) this.setTurnClock(stored.summary.turn);
    for (const s of stored.seats) {
      const seat = this.seats[s.seat];
      if (!seat) continue;
      seat.name = s.name;
      seat.left = s.left;
      seat.bot = s.bot ?? null;
      seat.standIn = s.standIn ?? false;
      if ((s.keysVersion ?? 0) > (seat.keysVersion ?? 0)) this.setKeys(s.seat, keysOf(s), s.keysVersion ?? 0);
    }
    if (stored.endedAt && this.endedAt === null) this.end(stored.endedAt);
    this.presenceChanged();
    if (stored.nextGame && !this.nextGame) {
      this.nextGame = stored.nextGame;
      this.committer.later(() => this.broadcast({ t: 'rematch', game: stored.nextGame }));
    }
    return true;
  }

  presenceChanged(): void {
    this.committer.later(() => this.broadcast({ t: 'presence', seats: this.presence(), clock: this.clockView() }));
  }
}
