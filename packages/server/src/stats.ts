/** Server-side timing of actions, from a message's arrival to its ack being sent (for the load generator). */
export class ActionTimes {
  private times: number[] = [];

  record(ms: number): void {
    if (this.times.length < 1_000_000) this.times.push(ms);
  }

  /** p50, p99 and count since the last call, then starts afresh. */
  take(): { count: number; p50: number; p99: number } {
    const sorted = this.times.sort((a, b) => a - b);
    this.times = [];
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
  }
}

export const actionTimes = new ActionTimes();

/** How long each group commit's write took (sent to the store → durable), for the load bench. */
export const commitTimes = new ActionTimes();

/**
 * Where an action's time inside the server goes (for the load bench): its message read → handed to the group
 * commit (`before`: parsing, waiting behind the connection's earlier messages, the engine's step), → its
 * commit's write started (`wait`: the rest of that turn of the loop, and the write before it), → durable and
 * its answer read (`write`: the writer thread's transaction and fsync, and the event loop getting to its
 * answer), → its ack sent (`after`: the updates of the commit before, then the acks before it in its own).
 */
export interface ActionMoments {
  readonly received: number;
  readonly queued: number;
  readonly flushed: number;
  readonly written: number;
  readonly acked: number;
}

const PARTS = ['before', 'wait', 'write', 'after'] as const;
type Part = (typeof PARTS)[number];

export class ActionParts {
  private rows: number[][] = [];

  record(m: ActionMoments): void {
    if (this.rows.length < 1_000_000) this.rows.push([m.acked - m.received, m.queued - m.received, m.flushed - m.queued, m.written - m.flushed, m.acked - m.written]);
  }

  /** Each part's p50 and p99, and its mean over the slowest 1% of actions (what their p99 is made of), since the last call. */
  take(): Record<Part, { p50: number; p99: number; slowest: number }> {
    const rows = this.rows;
    this.rows = [];
    const round = (ms: number) => Math.round(ms * 100) / 100;
    const slowest = [...rows].sort((a, b) => b[0]! - a[0]!).slice(0, Math.max(1, Math.ceil(rows.length / 100)));
    const out = {} as Record<Part, { p50: number; p99: number; slowest: number }>;
    PARTS.forEach((part, i) => {
      const sorted = rows.map((r) => r[i + 1]!).sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
      out[part] = { p50: round(at(0.5)), p99: round(at(0.99)), slowest: round(slowest.reduce((n, r) => n + r[i + 1]!, 0) / slowest.length) };
    });
    return out;
  }
}

export const actionParts = new ActionParts();
