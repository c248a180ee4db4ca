import { Worker } from 'node:worker_threads';
import { BOTS } from '@everrain/bots';
import { awaitedSeat, legalActions, type Action, type ContentSet } from '@everrain/engine';
import { BotMind, DEFAULT_BOT_BUDGET, type BotAnswer, type BotBudget, type BotJob } from '@everrain/bots';
import { systemClock, type Clock, type Timer } from './clock';
import type { Peer, Room } from './room';
import type { Store } from './store';

/** The bots a seat may be given, by name (@everrain/bots' registry: heuristic, random, search, …). */
export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

/** The pause before a bot seat moves, so the table can follow it (the web's own bot crewmates wait 650 ms). */
export const DEFAULT_BOT_DELAY_MS = 800;

/** How much bot work the server runs. */
export interface BotLimits {
  /**
   * Bot decisions run at once in the whole server, each in a thread of its own, so a search never holds up
   * the event loop that serves people's moves. 0: one at a time in the server's own thread (tests).
   */
  readonly threads: number;
  /** What one search decision may do, in iterations (samples, candidates, rollout length), never in time. */
  readonly budget: BotBudget;
}

/** The caps as a server is given them (any left out keep their default). */
export interface BotLimitsOption {
  readonly threads?: number;
  readonly budget?: Partial<BotBudget>;
}

export const DEFAULT_BOT_LIMITS: BotLimits = { threads: 1, budget: DEFAULT_BOT_BUDGET };

/** The bot work done so far (read by the tests and /api/stats). */
export interface BotStats {
  decisions: number;
  failures: number;
  /** Decisions running at once, now and at most; games waiting for a thread, now and at most. */
  running: number;
  maxRunning: number;
  queued: number;
  maxQueued: number;
  rollouts: number;
  rolloutActions: number;
  /** The most rollouts one decision made. */
  maxRollouts: number;
}

/** A bot's move as the room sees it: a peer of its seat that nobody is connected through (nothing is sent to it). */
class BotPeer implements Peer {
  readonly bot = true;
  shown = 0;
  constructor(readonly seat: number) {}
  send(): void {}
  close(): void {}
}

/** One bot thread: decisions go to it one at a time (its bots keep what they learnt of their game). */
class BotThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (a: BotAnswer) => void>();
  busy = false;

  constructor(private readonly catalog: ContentSet) {}

  run(job: BotJob): Promise<BotAnswer> {
    this.busy = true;
    const worker = (this.worker ??= this.start());
    return new Promise<BotAnswer>((resolve) => {
      this.waiting.set(job.id, resolve);
      worker.postMessage(job);
    }).finally(() => { this.busy = false; });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./bot-thread.js', import.meta.url), { workerData: { catalog: this.catalog } });
    worker.unref();
    worker.on('message', (m: BotAnswer | { ready: true }) => {
      if (!('id' in m)) return;
      const resolve = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      resolve?.(m);
    });
    const failed = (why: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, resolve] of this.waiting) resolve({ id, ok: false, error: why });
      this.waiting.clear();
    };
    worker.on('error', (error) => failed(`the bot thread failed: ${error.message}`));
    worker.on('exit', (code) => failed(`the bot thread stopped (${code})`));
    return worker;
  }

  close(): Promise<number> | undefined {
    const w = this.worker;
    this.worker = null;
    return w?.terminate();
  }
}

/**
 * Server-side bot seats (issue #14 item 2, D105; issue #22 item 4): a seat given to a bot is played by the
 * server, after a pause, through the same path as a person's action — `Room.act` checks it with the engine,
 * the Committer stores it before anyone is shown it, and each seat gets its own view — with the bot's
 * one-line reason carried by the update (and kept in the room's notes for those who reconnect). The bot's
 * name is stored with the seat, so a restarted server plays on.
 *
 * The work is capped twice: per game, one decision at a time, and a game whose bot has moved goes to the
 * back of the queue (round robin, so one game of four search bots cannot hold the others up); in all, at
 * most `threads` decisions run at once, in threads of their own, each within its budget of iterations.
 * The people's moves are served by the event loop meanwhile, which runs no bot search.
 */
export class BotSeats {
  private readonly timers = new Map<Room, Timer>();
  /** Games with a decision on its way (pausing, queued or running): one at a time per game. */
  private readonly busy = new Set<Room>();
  private readonly queue: Room[] = [];
  private threads: BotThread[] = [];
  private local: BotMind | null = null;
  private limits: BotLimits = DEFAULT_BOT_LIMITS;
  private jobs = 0;
  private closed = false;
  readonly stats: BotStats = { decisions: 0, failures: 0, running: 0, maxRunning: 0, queued: 0, maxQueued: 0, rollouts: 0, rolloutActions: 0, maxRollouts: 0 };

  constructor(
    private readonly store: Store,
    private readonly delayMs: number,
    /** Whether the room is still the one the host serves (an unloaded room must not act). */
    private readonly isLive: (room: Room) => boolean,
    /** The server's one clock, for the pause before a move. */
    private readonly clock: Clock = systemClock,
  ) {}

  /** Sets the caps (before the first bot moves). */
  configure(limits: BotLimitsOption): void {
    this.limits = { threads: limits.threads ?? this.limits.threads, budget: { ...this.limits.budget, ...limits.budget } };
  }

  /** Gives `seat` to the bot `name`, or takes it back (null). Returns why not, or null once stored. */
  async assign(room: Room, seat: number, name: string | null): Promise<string | null> {
    const s = room.seats[seat];
    if (!s) return `This game has no seat ${seat + 1}.`;
    if (name !== null && !BOTS[name]) return `There is no bot called "${name}" (there are: ${BOT_NAMES.join(', ')}).`;
    // A stand-in (D164) leaves whatever is chosen: taken back, or a bot given on purpose (which then stays, D105).
    if (s.standIn && (await this.releaseStandIn(room, seat, name === null ? 'taken-back' : 'bot-chosen')) && name === null) return null;
    if ((s.bot ?? null) === name) return null;
    await this.store.setSeat(room.id, seat, { bot: name });
    s.bot = name;
    room.presenceChanged();
    this.schedule(room);
    return null;
  }

  /**
   * Gives an absent seat to a stand-in bot (D164: its turn's time ran out), unless a bot plays it already.
   * True if it did; its person's return (`releaseStandIn`) takes it back.
   */
  async standIn(room: Room, seat: number, name: string): Promise<boolean> {
    const s = room.seats[seat];
    if (!s || s.bot || !BOTS[name]) return false;
    if (!(await this.store.standIn(room.id, seat, name))) return false;
    s.bot = name;
    s.standIn = true;
    room.presenceChanged();
    this.schedule(room);
    return true;
  }

  /**
   * The stand-in bot leaves the seat (D164) — its person came back (`back`: their hello), took the seat back,
   * or chose a bot for it — said in the chat. A bot given on purpose stays. True if one left.
   */
  async releaseStandIn(room: Room, seat: number, why: 'back' | 'taken-back' | 'bot-chosen' = 'back'): Promise<boolean> {
    const s = room.seats[seat];
    if (!s?.standIn) return false;
    s.standIn = false;
    const left = await this.store.standInLeaves(room.id, seat);
    s.bot = null;
    room.presenceChanged();
    const said = { 'back': `${s.name} is back: the stand-in bot leaves their seat.`, 'taken-back': `${s.name} took their seat back from the stand-in bot.`, 'bot-chosen': `The stand-in bot leaves ${s.name}'s seat: a bot chosen for it plays it now.` }[why];
    if (left) await room.tableSays(said);
    return left;
  }

  /** Whether a bot move of the room is on its way (pausing, queued or thinking). */
  working(room: Room): boolean {
    return this.busy.has(room);
  }

  /** Plays the next bot move of the room after the pause, if the game waits on a bot seat. Called after every durable version. */
  schedule(room: Room): void {
    if (this.closed || this.busy.has(room) || !room.seats.some((s) => s.bot)) return;
    this.busy.add(room);
    const due = () => {
      this.timers.delete(room);
      this.queue.push(room);
      this.stats.queued = this.queue.length;
      this.stats.maxQueued = Math.max(this.stats.maxQueued, this.queue.length);
      this.pump();
    };
    // No pause (tests): at once, whatever the clock; a pause is the clock's.
    if (this.delayMs <= 0) {
      const immediate = setImmediate(due);
      this.timers.set(room, { cancel: () => clearImmediate(immediate) });
      return;
    }
    this.timers.set(room, this.clock.after(this.delayMs, due));
  }

  /** Starts queued decisions while a thread is free. */
  private pump(): void {
    const capacity = Math.max(1, this.limits.threads);
    while (!this.closed && this.stats.running < capacity && this.queue.length > 0) {
      const room = this.queue.shift()!;
      this.stats.queued = this.queue.length;
      if (!this.start(room)) this.busy.delete(room);
    }
  }

  /** The seat a bot must move for now, with its bot's name and legal actions; null if a person is awaited (or nobody). */
  private due(room: Room): { seat: number; name: string; own: readonly Action[] } | null {
    const state = room.state;
    if (state.outcome || room.stopped) return null;
    const legal = legalActions(state);
    if (legal.length === 0) return null;
    const seat = awaitedSeat(state) ?? legal[0]!.seat;
    const name = room.seats[seat]?.bot;
    if (!name || !BOTS[name]) return null;
    const own = legal.filter((a) => a.seat === seat);
    return own.length > 0 ? { seat, name, own } : null;
  }

  /** Sends the room's due decision to a thread; false if there is none to make now. */
  private start(room: Room): boolean {
    // A move not yet durable: its onDurable schedules the next step.
    if (!this.isLive(room) || room.version !== room.durable.version) return false;
    const due = this.due(room);
    if (!due) return false;
    const { catalog, ...state } = room.state;
    // Seeded from the game and seat, never from the game's own seed (which no bot may know).
    const job: BotJob = { id: ++this.jobs, key: `${room.id}/${due.seat}/${due.name}`, name: due.name, seed: `${room.id}/bot-seat-${due.seat + 1}`, seat: due.seat, state, legal: due.own, budget: this.limits.budget };
    const version = room.version;
    this.stats.running += 1;
    this.stats.maxRunning = Math.max(this.stats.maxRunning, this.stats.running);
    void this.run(job, catalog).then((answer) => {
      this.stats.running -= 1;
      this.busy.delete(room);
      this.finish(room, version, due.name, job, answer);
      this.pump();
    });
    return true;
  }

  private run(job: BotJob, catalog: ContentSet): Promise<BotAnswer> {
    if (this.limits.threads <= 0) {
      const mind = (this.local ??= new BotMind(catalog));
      return new Promise((resolve) => setImmediate(() => resolve(mind.decide(job))));
    }
    while (this.threads.length < this.limits.threads) this.threads.push(new BotThread(catalog));
    // A game's decisions go to one thread (its bots remember their turn), unless that one is busy.
    const home = this.threads[hash(job.key) % this.threads.length]!;
    const thread = home.busy ? this.threads.find((t) => !t.busy) ?? home : home;
    return thread.run(job);
  }

  private finish(room: Room, version: number, name: string, job: BotJob, answer: BotAnswer): void {
    if (this.closed) return;
    if (!answer.ok) {
      this.stats.failures += 1;
      console.error(`everrain server: the ${name} bot of game ${room.id} seat ${job.seat + 1} failed: ${answer.error}`);
      return;
    }
    this.stats.decisions += 1;
    this.stats.rollouts += answer.work.rollouts;
    this.stats.rolloutActions += answer.work.rolloutActions;
    this.stats.maxRollouts = Math.max(this.stats.maxRollouts, answer.work.rollouts);
    // The game moved on meanwhile, or the seat was taken back: think again about the game as it is.
    if (!this.isLive(room) || room.version !== version || room.seats[job.seat]?.bot !== name) {
      this.schedule(room);
      return;
    }
    const standIn = room.seats[job.seat]?.standIn ? 'stand-in ' : '';
    const note = `${room.seats[job.seat]?.name ?? `Seat ${job.seat + 1}`} (${standIn}${name} bot): ${answer.reason}`;
    void room.act(new BotPeer(job.seat), `bot-v${version}`, version, answer.action as unknown as Record<string, unknown>, performance.now(), note);
  }

  /** Stops every pending move and the bot threads (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) t.cancel();
    this.timers.clear();
    await Promise.all(this.threads.map((t) => t.close()));
    this.threads = [];
  }
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
