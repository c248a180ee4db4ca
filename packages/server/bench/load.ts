/**
 * The load generator (issue #14 item 10): N concurrent games, 4 bot clients each (random legal actions,
 * from the server's `legal` lists), over loopback WebSockets against a server in its own process. A game
 * that ends is replaced by a new one, so N stay in play. Reports actions per second and the latency of
 * each action (sent → acknowledged, i.e. checked, stored durably and answered), and the server's CPU.
 *
 *   npm run bench -w @everrain/server -- --games 100,500,1000 --think 1000 --seconds 20
 *
 * --think: a bot's mean pause before acting (ms, uniform 0.5×–1.5×); 0 makes a closed loop (saturation).
 * --url: measure a server already running instead of starting one (with --rate high enough for bots);
 *   --pid: its process id, for its CPU.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playSeat, seeded } from '../test/bot';
import { startChild } from '../test/child';
import { createGame, join, type Client } from '../test/client';
import { tempDb } from '../test/helpers';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100,500' },
    think: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    players: { type: 'string', default: '4' },
    url: { type: 'string' },
    /** With --url: the server's process id, to report its CPU. */
    pid: { type: 'string' },
  },
});

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(url: string, pid: number | null, games: number, thinkMs: number, seconds: number, warmup: number) {
  const players = Number(values.players);
  let stop = false;
  let measuring = false;
  const latencies: number[] = [];
  let acked = 0;
  let finished = 0;
  let refusals = 0;
  const open = new Set<Client>();
  let setupErrors = 0;
  // At most 25 games are being set up at once (thousands of simultaneous connects overflow the listen backlog).
  let settingUp = 0;
  const setupSlot = async () => {
    while (settingUp >= 25) await new Promise((r) => setTimeout(r, 5));
    settingUp += 1;
  };
  const setupOne = async () => {
    await setupSlot();
    try {
      const made = await createGame(url, { players, length: 'short' });
      return await Promise.all(made.seats.map((s) => join(url, { game: made.game, seat: s.seat, key: s.key }, false)));
    } finally {
      settingUp -= 1;
    }
  };
  const one = async (slot: number) => {
    for (let round = 0; !stop; round++) {
      let seats;
      try {
        seats = await setupOne();
      } catch {
        setupErrors += 1;
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      for (const s of seats) open.add(s.client);
      const runs = seats.map((s, seat) => {
        const p = playSeat(s.client, seat, seeded(slot * 1000 + round * 10 + seat), { first: s.welcome, thinkMs });
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
      await Promise.race([Promise.all(runs.map((r) => r.done)), new Promise<void>((resolve) => { const t = setInterval(() => stop && (clearInterval(t), resolve()), 200); })]);
      refusals += runs.reduce((n, r) => n + r.run.refusals.length, 0);
      if (!stop) finished += 1;
      for (const s of seats) {
        s.client.close();
        open.delete(s.client);
      }
    }
  };
  const started = performance.now();
  const slots = Array.from({ length: games }, (_, i) => one(i));
  // Warm-up: every game set up, then `warmup` seconds more.
  while (open.size < games * players && !stop) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, warmup * 1000));
  const setup = (performance.now() - started) / 1000;
  measuring = true;
  await fetch(`${url}/api/stats`);
  const commits0 = ((await (await fetch(`${url}/api/stats`)).json()) as { commits: { batches: number; actions: number } }).commits;
  const cpu0 = pid ? cpuSeconds(pid) : 0;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const stats = (await (await fetch(`${url}/api/stats`)).json()) as { actions: { p50: number; p99: number }; commits: { batches: number; actions: number } };
  const perCommit = (stats.commits.actions - commits0.actions) / Math.max(1, stats.commits.batches - commits0.batches);
  const cpu = pid ? (cpuSeconds(pid) - cpu0) / elapsed : NaN;
  stop = true;
  await Promise.all(slots);
  latencies.sort((a, b) => a - b);
  return { games, thinkMs, actionsPerSecond: acked / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] ?? NaN, serverCpu: cpu, gamesFinished: finished, refusals, setupErrors, setupSeconds: setup, serverP50: stats.actions.p50, serverP99: stats.actions.p99, perCommit };
}

const own = values.url ? null : await startChild(tempDb(), ['--snapshot-every', '200']);
const url = values.url ?? own!.url;
process.on('exit', () => own?.child.kill('SIGTERM'));
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
console.log(`server ${url}${own ? ` (pid ${own.child.pid}, SQLite WAL synchronous=FULL)` : ''}; ${values.players} bots a game, think ${values.think} ms, ${values.seconds} s measured after ${values.warmup} s warm-up`);
console.log('games  actions/s  p50 ms  p99 ms  max ms  server p50/p99 ms  actions/commit  server CPU  games ended  refusals  set-up errors  set-up s');
for (const n of values.games.split(',').map(Number)) {
  const r = await measure(url, own?.child.pid ?? (values.pid ? Number(values.pid) : null), n, Number(values.think), Number(values.seconds), Number(values.warmup));
  console.log(`${String(r.games).padStart(5)}  ${r.actionsPerSecond.toFixed(0).padStart(9)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}  ${r.max.toFixed(0).padStart(6)}  ${`${r.serverP50.toFixed(1)}/${r.serverP99.toFixed(1)}`.padStart(16)}  ${r.perCommit.toFixed(1).padStart(14)}  ${(r.serverCpu * 100).toFixed(0).padStart(9)}%  ${String(r.gamesFinished).padStart(11)}  ${String(r.refusals).padStart(8)}  ${String(r.setupErrors).padStart(13)}  ${r.setupSeconds.toFixed(0).padStart(8)}`);
}
own?.child.kill('SIGTERM');
process.exit(0);
