import { constants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Where the server's event loop went, for the load bench: how late it ran its timers
 * (perf_hooks.monitorEventLoopDelay, sampled every millisecond) and the garbage collector's pauses. Every
 * message waits behind a busy loop, so these are where the action-time p99 comes from. Measured from the
 * first `take` (no cost to a server nobody benches); each `take` reports since the last, then starts afresh.
 */
export class LoopDelay {
  private histogram: IntervalHistogram | null = null;
  private gc = { count: 0, totalMs: 0, maxMs: 0, majorMs: 0 };

  take(): { p50: number; p99: number; max: number; gc: { count: number; totalMs: number; maxMs: number; majorMs: number } } {
    if (!this.histogram) this.start();
    const h = this.histogram!;
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const out = h.count === 0 ? { p50: NaN, p99: NaN, max: NaN } : { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
    h.reset();
    const gc = { count: this.gc.count, totalMs: Math.round(this.gc.totalMs), maxMs: Math.round(this.gc.maxMs * 10) / 10, majorMs: Math.round(this.gc.majorMs) };
    this.gc = { count: 0, totalMs: 0, maxMs: 0, majorMs: 0 };
    return { ...out, gc };
  }

  private start(): void {
    this.histogram = monitorEventLoopDelay({ resolution: 1 });
    this.histogram.enable();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        this.gc.count += 1;
        this.gc.totalMs += e.duration;
        this.gc.maxMs = Math.max(this.gc.maxMs, e.duration);
        if (((e as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) this.gc.majorMs += e.duration;
      }
    }).observe({ entryTypes: ['gc'] });
  }
}

export const loopDelay = new LoopDelay();
