import { commitTimes } from './stats';
import type { GameSummary, Store, StoredAction } from './store';

/**
 * Group commit: the actions accepted during one turn of the event loop are written in one transaction,
 * and only then are their acknowledgements (and anything else queued with `later`) sent. One fsync
 * serves every game that moved in that turn. A failed write is fatal (`onFatal`): the process must not
 * go on with states its store does not hold; restarted, it rebuilds every game from its log.
 */
export class Committer {
  private rows: StoredAction[] = [];
  private summaries = new Map<string, GameSummary>();
  private callbacks: Queued[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  /** Transactions written, and actions in them (for the bench's report). */
  readonly stats = { batches: 0, actions: 0, lost: 0 };

  constructor(private readonly store: Store, private readonly onFatal: (error: unknown) => void) {}

  /**
   * Queues an accepted action; `then` runs once it is durable. With a store shared by several processes,
   * `lost` runs instead if another process stored that version of the game first: then every action of
   * that game queued so far is lost too (each was made on the one before).
   */
  add(row: StoredAction, summary: GameSummary, then: (batch: BatchMoments) => void, lost: () => void = () => this.onFatal(new Error(`game ${row.game}: version ${row.version} was stored by another process`))): void {
    this.rows.push(row);
    this.summaries.set(row.game, summary);
    this.queue({ fn: then, game: row.game, lost, queued: performance.now() });
  }

  /** Runs `fn` after everything queued before it is durable (so no message shows a state the store lacks). */
  later(fn: () => void): void {
    this.queue({ fn, game: null, lost: null, queued: 0 });
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
    for (const entry of callbacks) {
      try {
        if (entry.game !== null && lost.has(entry.game)) {
          this.stats.lost += 1;
          entry.lost?.();
        } else entry.fn({ queued: entry.queued, flushed, written });
      } catch (error) {
        console.error('everrain server: a callback after a commit failed', error);
      }
    }
  }

  /** Actions of the lost games queued since were made on a lost version: they are lost too (when their turn comes). */
  private dropQueued(games: ReadonlySet<string>): void {
    this.rows = this.rows.filter((r) => !games.has(r.game));
    for (const game of games) this.summaries.delete(game);
    this.callbacks = this.callbacks.map((e) => (e.game !== null && games.has(e.game) && e.lost ? { fn: e.lost, game: null, lost: null, queued: e.queued } : e));
  }
}

/** When a queued action was handed over, its commit's write started, and it was durable (performance.now()). */
export interface BatchMoments {
  readonly queued: number;
  readonly flushed: number;
  readonly written: number;
}

interface Queued {
  readonly fn: (batch: BatchMoments) => void;
  /** The game of a queued action (null for a plain `later`), and what to do if its write is lost. */
  readonly game: string | null;
  readonly lost: (() => void) | null;
  readonly queued: number;
}
