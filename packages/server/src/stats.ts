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
