import { readdirSync, readFileSync } from 'node:fs';

/** What the load bench reads from the server: /api/stats (server.ts), the process's CPU, and percentiles. */

export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** The process's write system calls so far (write, writev, … on sockets and files alike: /proc/PID/io). */
export function writeCalls(pid: number): number {
  return Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN);
}

/**
 * How long the process's threads have waited, ready to run, for a core (ms, /proc/PID/task/TID/schedstat's
 * run-queue time): its main thread's and all its threads' together. On a machine shared with the bench's
 * clients and other work, the server's event loop can be ready and not running: this says how much.
 */
export function cpuWaits(pid: number): { main: number; all: number } {
  const waited = (tid: string) => {
    try {
      return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return 0; // a thread that ended meanwhile
    }
  };
  const all = readdirSync(`/proc/${pid}/task`).reduce((n, tid) => n + waited(tid), 0);
  return { main: waited(String(pid)), all };
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface ServerStats {
  actions: { count: number; p50: number; p99: number };
  /** Where the actions' time inside the server went (src/stats.ts, ActionParts). */
  parts?: Record<string, { p50: number; p99: number; slowest: number }>;
  loop: { p50: number; p99: number; max: number; gc: { count: number; totalMs: number; maxMs: number; majorMs: number } };
  writes: { count: number; p50: number; p99: number };
  rooms: number;
  commits: { batches: number; actions: number };
  memory: { rss: number; heapUsed: number };
}

export async function serverStats(url: string): Promise<ServerStats> {
  return (await (await fetch(`${url}/api/stats`)).json()) as ServerStats;
}

/** The server's memory after a forced garbage collection (test hooks, node --expose-gc), and its rooms in memory. */
export interface ServerMemory { collected: boolean; rooms: number; rss: number; heapUsed: number; external: number; arrayBuffers: number }

export async function serverMemory(url: string): Promise<ServerMemory> {
  return (await (await fetch(`${url}/api/test/memory`, { method: 'POST' })).json()) as ServerMemory;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
