/**
 * One thread of the load bench's bot clients (load.ts starts `--client-threads` of them): its share of the
 * games, 4 bot clients each (random legal actions from the server's `legal` lists, after a think time), over
 * loopback WebSockets. A game that ends is replaced by a new one. The clients' own event loop is measured too:
 * a busy client thread delays the acks it reads, and that delay is in the end-to-end latency, not the server's.
 *
 * Messages from load.ts: 'measure' (start counting), 'stop' (answer the counts, then close every client).
 */
import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { playSeat, seeded } from '../test/bot';
import { createGame, join, type Client } from '../test/client';

export interface ClientsJob {
  readonly url: string;
  /** The games this thread plays, and the first one's number (for the bots' seeds). */
  readonly games: number;
  readonly firstSlot: number;
  readonly players: number;
  readonly thinkMs: number;
  /** Games this thread sets up at once (thousands of simultaneous connects overflow the listen backlog). */
  readonly setupAtOnce: number;
  /** Games already made, to play first (the turn-a-day profile's active games); new ones follow as they end. */
  readonly existing?: readonly ExistingGame[];
  /**
   * This thread's niceness (0–19): above 0, the server's threads run first when both want a core; 'idle':
   * Linux's idle scheduling class (SCHED_IDLE), where this thread runs only on a core nothing else wants.
   */
  readonly nice: ClientPriority;
}

/** A client thread's niceness (0–19), or 'idle': Linux's SCHED_IDLE (see ClientsJob's `nice`). */
export type ClientPriority = number | 'idle';

export interface ExistingGame {
  readonly game: string;
  readonly seats: readonly { readonly seat: number; readonly key: string }[];
}

export interface ClientsReport {
  /** Each acknowledged action's time from sending to its ack (ms), while measuring. */
  readonly latencies: Float64Array;
  readonly acked: number;
  readonly finished: number;
  readonly refusals: number;
  readonly setupErrors: number;
  /** This thread's event-loop delay while measuring (ms). */
  readonly loop: { readonly p50: number; readonly p99: number; readonly max: number };
}

const port = parentPort;
if (!port) throw new Error('load-clients.ts runs in a worker thread of load.ts');
const job = workerData as ClientsJob;
// Linux gives each thread its own niceness and scheduling class: this lowers only this client thread, not the
// bench's main thread.
if (job.nice === 'idle') idleThisThread();
else if (job.nice > 0) setPriority(job.nice);

/** Puts this thread (its id from /proc/thread-self) in SCHED_IDLE with util-linux's `chrt`, or says why it cannot. */
function idleThisThread(): void {
  let thread: string;
  try {
    thread = readlinkSync('/proc/thread-self').split('/').pop()!;
  } catch {
    throw new Error('--client-nice idle needs Linux (/proc/thread-self): choose a niceness 0–19 instead');
  }
  const chrt = spawnSync('chrt', ['--idle', '--pid', '0', thread], { encoding: 'utf8' });
  if (chrt.status !== 0) throw new Error(`--client-nice idle: \`chrt --idle --pid 0 ${thread}\` failed (${chrt.error?.message ?? chrt.stderr.trim()}); util-linux's chrt is needed`);
}

let stop = false;
let measuring = false;
const latencies: number[] = [];
let acked = 0;
let finished = 0;
let refusals = 0;
let setupErrors = 0;
const open = new Set<Client>();
let settingUp = 0;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setupOne(existing: ExistingGame | undefined) {
  while (settingUp >= job.setupAtOnce) await pause(5);
  settingUp += 1;
  try {
    const made = existing ?? await createGame(job.url, { players: job.players, length: 'short' });
    return await Promise.all(made.seats.map((s) => join(job.url, { game: made.game, seat: s.seat, key: s.key }, false)));
  } finally {
    settingUp -= 1;
  }
}

async function one(slot: number): Promise<void> {
  for (let round = 0; !stop; round++) {
    let seats;
    try {
      seats = await setupOne(round === 0 ? job.existing?.[slot - job.firstSlot] : undefined);
    } catch {
      setupErrors += 1;
      await pause(500);
      continue;
    }
    for (const s of seats) open.add(s.client);
    const runs = seats.map((s, seat) => {
      const p = playSeat(s.client, seat, seeded(slot * 1000 + round * 10 + seat), { first: s.welcome, thinkMs: job.thinkMs });
      const handle = s.client.onMessage!;
      let counted = 0;
      s.client.onMessage = (m) => {
        handle(m);
        if (m.t !== 'ack') return;
        if (measuring) {
          acked += 1;
          latencies.push(...p.run.latencies.slice(counted));
        }
        counted = p.run.latencies.length;
      };
      return p;
    });
    let stopped: () => void = () => {};
    const whenStopped = new Promise<void>((resolve) => { stopped = resolve; });
    stoppers.add(stopped);
    await Promise.race([Promise.all(runs.map((r) => r.done)), whenStopped]);
    stoppers.delete(stopped);
    refusals += runs.reduce((n, r) => n + r.run.refusals.length, 0);
    if (!stop) finished += 1;
    for (const s of seats) {
      s.client.close();
      open.delete(s.client);
    }
  }
}

const stoppers = new Set<() => void>();
const loop = monitorEventLoopDelay({ resolution: 1 });
const slots = Array.from({ length: job.games }, (_, i) => one(job.firstSlot + i));

// Ready once every game is set up.
while (open.size < job.games * job.players) await pause(50);
port.postMessage({ ready: true });

port.on('message', async (m: 'measure' | 'stop') => {
  if (m === 'measure') {
    latencies.length = 0;
    acked = 0;
    finished = 0;
    refusals = 0;
    setupErrors = 0;
    loop.reset();
    loop.enable();
    measuring = true;
    return;
  }
  measuring = false;
  loop.disable();
  const report: ClientsReport = {
    latencies: Float64Array.from(latencies), acked, finished, refusals, setupErrors,
    loop: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
  };
  port.postMessage({ report }, [report.latencies.buffer as ArrayBuffer]);
  stop = true;
  for (const s of stoppers) s();
  await Promise.all(slots);
  port.postMessage({ closed: true });
});
