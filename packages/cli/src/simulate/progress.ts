import type { WriteStream } from 'node:tty';

/** Where progress goes: a terminal gets a bar redrawn in place, anything else plain lines now and then. */
export interface ProgressTarget {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  /** `done` games of the total are finished; `write` (if given) prints a line elsewhere without tearing the bar. */
  update(done: number, write?: () => void): void;
  /** Removes the bar (a terminal) before the summary. */
  stop(): void;
}

const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
};

/**
 * A tiny progress display (no dependency: it needs ~60 lines, draws synchronously, so it also works while
 * the main thread plays the games itself, and uses no timers that would keep the process alive).
 * On a terminal: `[#####-----]  50% 500/1000 games · 41.2 games/s · ETA 0:12`, redrawn ≤ 10 times a second.
 * Otherwise: the same figures as a plain line at each tenth of the run (at most every 2 s, at least every 30 s).
 */
export function createProgress(total: number, target: ProgressTarget | WriteStream, now: () => number = () => performance.now()): Progress {
  const started = now();
  const tty = target.isTTY === true;
  let lastDraw = started;
  let lastTenth = 0;
  let drawn = false;
  let done = 0;
  const figures = () => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : Infinity;
    const percent = String(Math.floor((100 * done) / total)).padStart(3);
    return `${percent}% ${done}/${total} games · ${rate.toFixed(1)} games/s · ETA ${clock(eta)}`;
  };
  const draw = () => {
    const text = figures();
    const width = Math.max(10, Math.min(30, (target.columns ?? 80) - text.length - 4));
    const filled = Math.round((width * done) / total);
    target.write(`\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) target.write('\r\x1b[K');
    drawn = false;
  };
  return {
    update(count, write) {
      done = count;
      const t = now();
      if (tty) {
        if (write) {
          clear();
          write();
        }
        if (write || t - lastDraw >= 100 || done === total) {
          lastDraw = t;
          draw();
        }
        return;
      }
      write?.();
      const tenth = Math.floor((10 * done) / total);
      if (done < total && ((tenth > lastTenth && t - lastDraw >= 2_000) || t - lastDraw >= 30_000)) {
        lastTenth = tenth;
        lastDraw = t;
        target.write(`simulate: ${figures()}\n`);
      }
    },
    stop() {
      if (tty) clear();
    },
  };
}
