import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ClientPriority, ClientsJob, ClientsReport, ExistingGame } from './load-clients';
import { cpuSeconds, cpuWaits, pause, percentile, serverStats, writeCalls } from './server-stats';

/** Starts `threads` client threads sharing `games` games; resolves once every game is set up. */
async function startClients(url: string, games: number, players: number, threads: number, thinkMs: number, existing: readonly ExistingGame[], nice: ClientPriority): Promise<Worker[]> {
  const workers: Worker[] = [];
  const ready: Promise<unknown>[] = [];
  for (let t = 0, first = 0; t < threads; t++) {
    const share = Math.floor(games / threads) + (t < games % threads ? 1 : 0);
    const job: ClientsJob = { url, games: share, firstSlot: first, players, thinkMs, setupAtOnce: Math.max(1, Math.ceil(25 / threads)), existing: existing.slice(first, first + share), nice };
    first += share;
    const worker = new Worker(new URL('./client-thread.js', import.meta.url), { workerData: job });
    worker.on('error', (error) => {
      console.error('a client thread failed', error);
      process.exit(1);
    });
    workers.push(worker);
    ready.push(new Promise((resolve) => worker.once('message', resolve)));
  }
  await Promise.all(ready);
  return workers;
}

export interface Run {
  readonly url: string;
  /** The server's process id, for its CPU (null: not measured). */
  readonly pid: number | null;
  readonly games: number;
  readonly players: number;
  /** Client threads the games are shared among. */
  readonly threads: number;
  readonly thinkMs: number;
  readonly seconds: number;
  readonly warmup: number;
  /** Games already made, played first (their seats' invitations). */
  readonly existing?: readonly ExistingGame[];
  /** The client threads' niceness (0: the server's equal) or 'idle' (Linux's SCHED_IDLE). */
  readonly clientNice?: ClientPriority;
}

/** One measured run: every game set up, `warmup` seconds, then `seconds` measured; every client closed before it returns. */
export async function measure({ url, pid, games, players, threads, thinkMs, seconds, warmup, existing = [], clientNice = 0 }: Run) {
  const started = performance.now();
  const workers = await startClients(url, games, players, Math.max(1, Math.min(games, threads)), thinkMs, existing, clientNice);
  await pause(warmup * 1000);
  const setup = (performance.now() - started) / 1000;
  const before = await serverStats(url);
  const cpu0 = pid ? cpuSeconds(pid) : 0;
  const writes0 = pid ? writeCalls(pid) : 0;
  const waits0 = pid ? cpuWaits(pid) : null;
  const ownCpu0 = process.cpuUsage();
  const load0 = loadavg()[0]!;
  for (const w of workers) w.postMessage('measure');
  const t0 = performance.now();
  await pause(seconds * 1000);
  const reports = await Promise.all(workers.map((w) => new Promise<ClientsReport>((resolve) => {
    const on = (m: { report?: ClientsReport }) => {
      if (!m.report) return;
      w.off('message', on);
      resolve(m.report);
    };
    w.on('message', on);
    w.postMessage('stop');
  })));
  const elapsed = (performance.now() - t0) / 1000;
  const stats = await serverStats(url);
  const cpu = pid ? (cpuSeconds(pid) - cpu0) / elapsed : NaN;
  const writes = pid ? writeCalls(pid) - writes0 : NaN;
  const waits1 = pid ? cpuWaits(pid) : null;
  const cpuWait = waits0 && waits1 ? { main: waits1.main - waits0.main, all: waits1.all - waits0.all } : null;
  const ownCpu = process.cpuUsage(ownCpu0);
  const load1 = loadavg()[0]!;
  // Every client closed before the next run starts.
  await Promise.all(workers.map((w) => new Promise<void>((resolve) => {
    w.on('message', (m: { closed?: boolean }) => m.closed && resolve());
  })));
  await Promise.all(workers.map((w) => w.terminate()));
  const all = new Float64Array(reports.reduce((n, r) => n + r.latencies.length, 0));
  reports.reduce((at, r) => (all.set(r.latencies, at), at + r.latencies.length), 0);
  all.sort();
  const sum = (f: (r: ClientsReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  return {
    games, actionsPerSecond: sum((r) => r.acked) / elapsed, p50: percentile(all, 50), p99: percentile(all, 99), max: all[all.length - 1] ?? NaN,
    server: stats, perCommit: (stats.commits.actions - before.commits.actions) / Math.max(1, stats.commits.batches - before.commits.batches),
    serverCpu: cpu, cpuWait, writesPerAction: writes / Math.max(1, stats.actions.count), benchCpu: (ownCpu.user + ownCpu.system) / 1e6 / elapsed,
    clientLoopP99: Math.max(...reports.map((r) => r.loop.p99)), clientLoopMax: Math.max(...reports.map((r) => r.loop.max)),
    finished: sum((r) => r.finished), refusals: sum((r) => r.refusals), setupErrors: sum((r) => r.setupErrors), setupSeconds: setup, load: (load0 + load1) / 2,
  };
}


export type Measured = Awaited<ReturnType<typeof measure>>;

/** What each column of tableRow means, and its heading. */
export const TABLE_HEADER = [
  '  end to end: action sent → ack read by the bot client; server: message read → ack sent; loop: the server\'s event-loop delay; GC: its collections\' pauses in the measured time, all/major (the longest);',
  '  write: one group commit sent → durable; client loop: the slowest client thread\'s event-loop delay; CPU: share of one core (and the server\'s CPU time per action); writes/action: the server\'s write system calls (sockets and files) per action; load: the machine\'s 1-minute load average',
  'games  actions/s  e2e p50/p99/max ms  server p50/p99 ms  loop p99/max ms  GC/major ms (max)  write p50/p99 ms  per commit  server CPU  CPU ms/action  writes/action  bench CPU  client loop p99/max  RSS MiB  ended  refused  set-up err  set-up s  load',
];

export function tableRow(r: Measured): string {
  const s = r.server;
  const cols = [
    [5, String(r.games)], [9, r.actionsPerSecond.toFixed(0)], [18, `${r.p50.toFixed(1)}/${r.p99.toFixed(1)}/${r.max.toFixed(0)}`],
    [17, `${s.actions.p50.toFixed(1)}/${s.actions.p99.toFixed(1)}`], [15, `${s.loop.p99.toFixed(1)}/${s.loop.max.toFixed(0)}`],
    [17, `${s.loop.gc.totalMs}/${s.loop.gc.majorMs} (${s.loop.gc.maxMs.toFixed(0)})`], [16, `${s.writes.p50.toFixed(1)}/${s.writes.p99.toFixed(1)}`], [10, r.perCommit.toFixed(1)],
    [10, `${(r.serverCpu * 100).toFixed(0)}%`], [14, (r.serverCpu * 1000 / r.actionsPerSecond).toFixed(3)], [14, r.writesPerAction.toFixed(2)], [9, `${(r.benchCpu * 100).toFixed(0)}%`], [19, `${r.clientLoopP99.toFixed(1)}/${r.clientLoopMax.toFixed(0)}`],
    [7, (s.memory.rss / 2 ** 20).toFixed(0)], [5, String(r.finished)], [7, String(r.refusals)], [10, String(r.setupErrors)], [8, r.setupSeconds.toFixed(0)], [4, r.load.toFixed(2)],
  ] as const;
  return cols.map(([w, text]) => text.padStart(w)).join('  ');
}

/** Where the server's action time went: each part's p50/p99, and its mean over the slowest 1% (src/stats.ts, ActionParts); how long its threads waited for a core. */
export function partsRow(r: Measured): string {
  const parts = r.server.parts;
  const waited = r.cpuWait ? `; waiting for a core: main thread ${r.cpuWait.main.toFixed(0)} ms, all its threads ${r.cpuWait.all.toFixed(0)} ms` : '';
  if (!parts) return `  (this server reports no parts)${waited}`;
  return `  server time in parts, p50/p99 (mean of the slowest 1%) ms: ${Object.entries(parts).map(([name, p]) => `${name} ${p.p50.toFixed(1)}/${p.p99.toFixed(1)} (${p.slowest.toFixed(1)})`).join(', ')}; ${r.server.loop.gc.count} collections${waited}`;
}
