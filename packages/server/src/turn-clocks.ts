import type { Clock, Timer } from './clock';
import type { Host } from './host';
import type { Notice } from './notices';
import type { Room } from './room';
import type { DueTimer } from './store';
import { DEFAULT_REMIND_WHEN_LEFT } from './turn-time';

/** How the server keeps turn clocks and expires old games (issue #23 item 4, D164). */
export interface TurnClockOptions {
  /** How often this process asks the store for due deadlines, reminders and expired games (ms). */
  readonly pollMs: number;
  /** A turn's reminder goes when this share of its limit is left (0: no reminders). */
  readonly remindWhenLeft: number;
  /** A finished (or ended) game is deleted this long after its last move or its end (ms). */
  readonly expireFinishedMs: number;
  /** A game not finished is deleted this long after its last move (ms): abandoned. */
  readonly expireAbandonedMs: number;
  /** The bot that stands in for a seat whose turn's time ran out. */
  readonly standInBot: string;
}

const DAY_MS = 86_400_000;
export const DEFAULT_TURN_CLOCKS: TurnClockOptions = {
  pollMs: 30_000, remindWhenLeft: DEFAULT_REMIND_WHEN_LEFT, expireFinishedMs: 30 * DAY_MS, expireAbandonedMs: 90 * DAY_MS, standInBot: 'heuristic',
};

/** Timers claimed, and games expired, per poll at most (the rest wait for the next). */
const PER_POLL = 100;

/**
 * The process's side of the turn clocks: every `pollMs` it claims from the store the reminders and deadlines
 * that fell due (a claim clears them as it takes them, so of several processes one fires each; a restarted
 * one fires what fell due while it was down) and the games that expired, and acts on them — a reminder
 * notice for each awaited seat; a stand-in bot for each awaited seat nobody's bot plays, said in the chat and
 * as a notice; an expired game dropped from memory. Polls run one at a time.
 */
export class TurnClocks {
  private timer: Timer | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Whether this process has loaded the games stand-ins were playing when it started. */
  private resumed = false;
  /** What the polls did (read by the tests and /api/stats). */
  readonly stats = { reminders: 0, standIns: 0, expired: 0 };

  constructor(private readonly host: Host, private readonly clock: Clock, readonly options: TurnClockOptions) {}

  start(): void {
    this.timer ??= this.clock.every(this.options.pollMs, () => void this.poll());
  }

  /** One look at the store (after any under way); resolves once done. */
  poll(): Promise<void> {
    this.chain = this.chain.then(() => this.run()).catch((error: unknown) => console.error('everrain server: the turn clocks\' poll failed', error));
    return this.chain;
  }

  /** Stops polling; resolves once a poll under way is done. */
  stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    return this.chain;
  }

  private async run(): Promise<void> {
    const now = this.clock.now();
    const store = this.host.store;
    // A stand-in's game loaded again (its bot plays on) though nobody opens it: its person is away, and its
    // turn's deadline fired already. Once, at this process's first poll: after that a working room stays loaded.
    if (!this.resumed) {
      this.resumed = true;
      for (const id of await store.standInGames(PER_POLL)) await this.host.room(id).catch((error: unknown) => console.error(`everrain server: game ${id} could not be loaded for its stand-in bot`, error));
    }
    const due = await store.claimTimers(now, PER_POLL);
    for (const r of due.reminders) await this.remind(r);
    for (const d of due.deadlines) await this.runOut(d);
    const expired = await store.expireGames(now - this.options.expireFinishedMs, now - this.options.expireAbandonedMs, PER_POLL);
    for (const id of expired) this.host.drop(id, 'expired');
    this.stats.expired += expired.length;
  }

  /** Queues a notice; one that cannot be queued is logged, and the poll goes on with the rest it claimed. */
  private async tell(notice: Notice): Promise<void> {
    await this.host.notices.queue(notice).catch((error: unknown) => console.error(`everrain server: a ${notice.kind} notice for game ${notice.game} could not be queued`, error));
  }

  /** The room of a due timer as the store holds it now, if the timer is still its turn's (not stale) and the game goes on. */
  private async roomFor(due: DueTimer): Promise<Room | null> {
    const room = await this.host.room(due.game);
    if (!room) return null;
    await room.catchUp();
    if (room.turnClock.version !== due.turn || room.state.outcome || room.stopped || room.endedAt !== null) return null;
    return room;
  }

  private async remind(due: DueTimer): Promise<void> {
    const room = await this.roomFor(due);
    if (!room) return;
    const deadline = room.turnClock.deadline;
    for (const seat of room.clockView().awaited) {
      if (room.seats[seat]?.bot) continue;
      await this.tell({ kind: 'reminder', game: room.id, seat, version: room.durable.version, deadline });
      this.stats.reminders += 1;
    }
  }

  /** A turn's time ran out: each awaited seat nobody's bot plays is given a stand-in bot until its person comes back. */
  private async runOut(due: DueTimer): Promise<void> {
    const room = await this.roomFor(due);
    if (!room) return;
    // The version the turn ran out at (the stand-in may have moved by the time the notice is queued).
    const version = room.durable.version;
    for (const seat of room.clockView().awaited) {
      const s = room.seats[seat];
      if (!s || s.bot) continue;
      if (!(await this.host.bots.standIn(room, seat, this.options.standInBot))) continue;
      this.stats.standIns += 1;
      await room.tableSays(`The turn's time ran out for ${s.name}: a bot plays their seat until they come back.`);
      await this.tell({ kind: 'bot-playing', game: room.id, seat, version });
    }
    // Seats stood in for already (a new turn of theirs ran out too): their bots play on.
    this.host.bots.schedule(room);
  }
}
