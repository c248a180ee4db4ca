/**
 * The server's one clock (issue #23 item 5): the time its limits and timeouts count with, and the timers
 * they set. The system clock in production; tests give a `ManualClock` and move time instead of waiting.
 */
export interface Timer {
  cancel(): void;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` once after `ms`. */
  after(ms: number, fn: () => void): Timer;
  /** Calls `fn` every `ms`. */
  every(ms: number, fn: () => void): Timer;
}

/** Its timers do not keep the process alive by themselves (a server's listening socket does). */
export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    t.unref();
    return { cancel: () => clearTimeout(t) };
  },
  every(ms, fn) {
    const t = setInterval(fn, ms);
    t.unref();
    return { cancel: () => clearInterval(t) };
  },
};

interface Pending {
  at: number;
  readonly every: number | null;
  readonly fn: () => void;
  cancelled: boolean;
}

/** A clock that moves only when told (tests): `advance` runs every timer that falls due, in order of time. */
export class ManualClock implements Clock {
  private pending: Pending[] = [];

  constructor(private time = 1_700_000_000_000) {}

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): Timer {
    return this.add({ at: this.time + Math.max(0, ms), every: null, fn, cancelled: false });
  }

  every(ms: number, fn: () => void): Timer {
    if (!(ms > 0)) throw new Error(`A repeating timer needs a period above 0 ms, not ${ms}.`);
    return this.add({ at: this.time + ms, every: ms, fn, cancelled: false });
  }

  /** Moves time on by `ms`, running each timer when its time comes. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      this.pending = this.pending.filter((p) => !p.cancelled);
      const next = this.pending.reduce<Pending | null>((a, p) => (p.at <= end && (!a || p.at < a.at) ? p : a), null);
      if (!next) break;
      this.time = next.at;
      if (next.every === null) next.cancelled = true;
      else next.at += next.every;
      next.fn();
    }
    this.time = end;
  }

  private add(p: Pending): Timer {
    this.pending.push(p);
    return { cancel: () => { p.cancelled = true; } };
  }
}
