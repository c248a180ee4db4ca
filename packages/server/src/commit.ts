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
        if (this.store.writesInOrder) {
          // Handed over now, even while the commit before is being synced: the store writes in order and
          // never rejects, and the writer joins what waits into its next commit without a turn of this loop.
          const batch = this.write(this.take());
          this.chain = this.chain.then(() => this.settle(batch));
        } else {
          // A store that may reject an append: the next batch is taken once the one before settled (its
          // lost games' later actions are dropped before they are written).
          this.chain = this.chain.then(() => this.settle(this.write(this.take())));
        }
      });
    }
  }

  /** Resolves once everything queued so far is written and its callbacks have run. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.later(resolve));
  }

  /** Everything queued so far, as one batch. */
  private take(): Batch {
    const batch = { rows: this.rows, summaries: this.summaries, callbacks: this.callbacks };
    this.rows = [];
    this.summaries = new Map();
    this.callbacks = [];
    return batch;
  }

  /** Starts a batch's write; resolves with its outcome (null if it failed: then `onFatal` has been called). */
  private async write(batch: Batch): Promise<Written | null> {
    const flushed = performance.now();
    if (batch.rows.length === 0) return { batch, lost: new Set(), flushed, written: flushed };
    try {
      const { rejected } = await this.store.appendActions(batch.rows, batch.summaries);
      const written = performance.now();
      commitTimes.record(written - flushed);
      return { batch, lost: new Set(rejected), flushed, written };
    } catch (error) {
      this.onFatal(error);
      return null;
    }
  }

  /** Once a batch is durable and the commit before's updates went out: its acks, then what follows them. */
  private async settle(writing: Promise<Written | null>): Promise<void> {
    const outcome = await writing;
    if (!outcome) return;
    const { batch: { rows, callbacks }, lost, flushed, written } = outcome;
    if (rows.length > 0) {
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

/** What one commit holds: the actions, their games' summaries, and the callbacks queued with them. */
interface Batch {
  readonly rows: StoredAction[];
  readonly summaries: Map<string, GameSummary>;
  readonly callbacks: Queued[];
}

/** A batch written: the games another process stored first, and when its write started and ended. */
interface Written {
  readonly batch: Batch;
  readonly lost: ReadonlySet<string>;
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
