import { readFileSync } from 'node:fs';

/** What the load bench reads from the server: /api/stats (server.ts), the process's CPU, and percentiles. */

export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** The process's write system calls so far (write, writev, … on sockets and files alike: /proc/PID/io). */
export function writeCalls(pid: number): number {
  return Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN);
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
