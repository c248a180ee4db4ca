import { commitTimes } from './stats';
import type { GameSummary, Store, StoredAction } from './store';

/**
 * Group commit: the actions accepted during one turn of the event loop are written in one transaction,
 * and only then are their acknowledgements (and anything else queued with `later`) sent. One fsync
 * serves every game that moved in that turn. Its acks go out first, then (in the next turn) what follows
 * them, in the order queued, while the next transaction is written. A failed write is fatal (`onFatal`):
 * the process must not go on with states its store does not hold; restarted, it rebuilds every game from
 * its log.
 */
export class Committer {
  private rows: StoredAction[] = [];
  private summaries = new Map<string, GameSummary>();
  private callbacks: Queued[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  /** What follows the last commit's acks (its updates, what `later` queued before it): done once this resolves. */
  private following: Promise<void> = Promise.resolve();
  /** Transactions written, and actions in them (for the bench's report). */
  readonly stats = { batches: 0, actions: 0, lost: 0 };

  constructor(private readonly store: Store, private readonly onFatal: (error: unknown) => void) {}

  /**
   * Queues an accepted action; `then` runs once it is durable, and may return what to do after every ack of
   * its commit has gone out (its update to everyone, say). With a store shared by several processes,
   * `lost` runs instead if another process stored that version of the game first: then every action of
   * that game queued so far is lost too (each was made on the one before).
   */
  add(row: StoredAction, summary: GameSummary, then: (batch: BatchMoments) => (() => void) | void, lost: () => void = () => this.onFatal(new Error(`game ${row.game}: version ${row.version} was stored by another process`))): void {
    this.rows.push(row);
    this.summaries.set(row.game, summary);
    this.queue({ acked: then, game: row.game, lost, queued: performance.now() });
  }

  /** Runs `fn` after everything queued before it is durable (so no message shows a state the store lacks). */
  later(fn: () => void): void {
    this.queue({ fn });
  }

  private queue(entry: Queued): void {
    this.callbacks.push(entry);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.chain = this.chain.then(() => this.flush());
      });
    }
  }

  /** Resolves once everything queued so far is written and its callbacks have run. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.later(resolve));
  }

  private async flush(): Promise<void> {
    const rows = this.rows;
    const summaries = this.summaries;
    const callbacks = this.callbacks;
    this.rows = [];
    this.summaries = new Map();
    this.callbacks = [];
    let lost = new Set<string>();
    const flushed = performance.now();
    let written = flushed;
    if (rows.length > 0) {
      try {
        lost = new Set((await this.store.appendActions(rows, summaries)).rejected);
        written = performance.now();
        commitTimes.record(written - flushed);
      } catch (error) {
        this.onFatal(error);
        return;
      }
      this.stats.batches += 1;
      this.stats.actions += rows.length - rows.filter((r) => lost.has(r.game)).length;
      if (lost.size > 0) this.dropQueued(lost);
    }
    // The commit before's updates went out first (so nobody is shown version N+1 before N).
    await this.following;
    // Every ack of the commit first, written at the end of this turn of the event loop; then, in the next
    // turn, in the order queued, what follows them: updates, and what `later` queued. An ack need not wait
    // for the updates of the actions before it in the same commit (after a stall, a commit holds dozens),
    // and the next commit's write need not wait for them either: it goes to the writer thread meanwhile.
    const next: (() => void)[] = [];
    for (const entry of callbacks) {
      if (!('acked' in entry)) next.push(entry.fn);
      else if (lost.has(entry.game)) {
        this.stats.lost += 1;
        guarded(entry.lost);
      } else {
        const then = guarded(() => entry.acked({ queued: entry.queued, flushed, written }));
        if (then) next.push(then);
      }
    }
    if (next.length === 0) return;
    this.following = new Promise((resolve) => setImmediate(() => {
      for (const fn of next) guarded(fn);
      resolve();
    }));
  }

  /** Actions of the lost games queued since were made on a lost version: they are lost too (when their turn comes). */
  private dropQueued(games: ReadonlySet<string>): void {
    this.rows = this.rows.filter((r) => !games.has(r.game));
    for (const game of games) this.summaries.delete(game);
    this.callbacks = this.callbacks.map((e) => ('acked' in e && games.has(e.game) ? { fn: e.lost } : e));
  }
}

/** When a queued action was handed over, its commit's write started, and it was durable (performance.now()). */
export interface BatchMoments {
  readonly queued: number;
  readonly flushed: number;
  readonly written: number;
}

/** A queued action (its ack, then what follows; or what to do if its write is lost), or a plain `later`. */
type Queued =
  | { readonly acked: (batch: BatchMoments) => (() => void) | void; readonly game: string; readonly lost: () => void; readonly queued: number }
  | { readonly fn: () => void };

/** Runs a callback after a commit; one that fails is logged and the others still run. */
function guarded<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    console.error('everrain server: a callback after a commit failed', error);
    return undefined;
  }
}
