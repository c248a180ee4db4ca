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
  private callbacks: (() => void)[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  /** Transactions written, and actions in them (for the bench's report). */
  readonly stats = { batches: 0, actions: 0 };

  constructor(private readonly store: Store, private readonly onFatal: (error: unknown) => void) {}

  /** Queues an accepted action; `then` runs once it is durable. */
  add(row: StoredAction, summary: GameSummary, then: () => void): void {
    this.rows.push(row);
    this.summaries.set(row.game, summary);
    this.later(then);
  }

  /** Runs `fn` after everything queued before it is durable (so no message shows a state the store lacks). */
  later(fn: () => void): void {
    this.callbacks.push(fn);
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
    if (rows.length > 0) {
      try {
        await this.store.appendActions(rows, summaries);
      } catch (error) {
        this.onFatal(error);
        return;
      }
      this.stats.batches += 1;
      this.stats.actions += rows.length;
    }
    for (const fn of callbacks) {
      try {
        fn();
      } catch (error) {
        console.error('everrain server: a callback after a commit failed', error);
      }
    }
  }
}
