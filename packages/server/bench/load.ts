/**
 * The load bench (issue #14 item 10, issue #23 item 7). Two profiles, against a server in its own process:
 *
 * --profile busy (the default): N concurrent games, 4 bot clients each (random legal actions, from the
 *   server's `legal` lists), over loopback WebSockets. A game that ends is replaced by a new one, so N stay in
 *   play. Reports actions per second and the latency of each action (sent → acknowledged, i.e. checked,
 *   stored durably and answered) end to end and inside the server, the server's event-loop delay, garbage
 *   collection and group-commit writes, both processes' CPU and the server's memory. The bot clients run in
 *   `--client-threads` worker threads (load-clients.ts), whose own event-loop delay is printed: the clients
 *   share the machine's cores with the server, and a busy client thread adds its delay to the end-to-end time.
 *
 *   npm run bench -w @everrain/server -- --games 100,1000 --think 1000 --seconds 15
 *
 * --profile turn-a-day: many stored games, few active (turn-a-day.ts).
 *
 *   npm run bench -w @everrain/server -- --profile turn-a-day --stored 10000 --active 1000
 *
 * --client-nice N|idle: the client threads' niceness (0–19, default 0), or `idle`: Linux's idle scheduling class
 *   (SCHED_IDLE, through util-linux's chrt), where a client thread runs only on a core the server does not want.
 *   Real clients run on other machines; with N > 0 the server's threads get a core first whenever the bench's
 *   clients and the server both want one, and with `idle` at once (a nice 19 thread is not preempted at once).
 *   The server's own figures then come close to what it does with its clients elsewhere;
 *   the end-to-end figure grows by the clients' wait for a core, which remote clients would not have.
 * --think: a bot's mean pause before acting (ms, uniform 0.5×–1.5×); 0 makes a closed loop (saturation).
 * --url: measure a server already running instead of starting one (with --rate high enough for bots);
 *   --pid: its process id, for its CPU. --node-args: flags for the server's node (e.g. "--cpu-prof").
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startChild } from '../test/child';
import { tempDb } from '../test/helpers';
import type { ClientPriority } from './load-clients';
import { measure, partsRow, TABLE_HEADER, tableRow } from './measure';
import { pause } from './server-stats';
import { turnADay } from './turn-a-day';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'busy' },
    games: { type: 'string', default: '100,500' },
    think: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    players: { type: 'string', default: '4' },
    'client-threads': { type: 'string', default: '2' },
    'client-nice': { type: 'string', default: '0' },
    url: { type: 'string' },
    /** With --url: the server's process id, to report its CPU. */
    pid: { type: 'string' },
    'node-args': { type: 'string', default: '' },
    // turn-a-day
    stored: { type: 'string', default: '10000' },
    active: { type: 'string', default: '1000' },
    'unload-after': { type: 'string', default: '10000' },
  },
});

const clientNice = clientPriority(values['client-nice']);

/** --client-nice: a niceness 0–19 or `idle`; anything else stops the bench with what is allowed. */
function clientPriority(text: string): ClientPriority {
  if (text === 'idle') return 'idle';
  const n = Number(text);
  if (Number.isInteger(n) && n >= 0 && n <= 19 && text.trim() !== '') return n;
  console.error(`--client-nice is a niceness from 0 to 19 or "idle", not "${text}"`);
  process.exit(2);
}

const own = values.url ? null : await startChild(tempDb(), ['--snapshot-every', '200', ...(values.profile === 'turn-a-day' ? ['--unload-after', values['unload-after'], '--test-hooks'] : [])], [...SERVER_NODE_FLAGS, ...(values.profile === 'turn-a-day' ? ['--expose-gc'] : []), ...values['node-args'].split(' ').filter(Boolean)]);
const url = values.url ?? own!.url;
const pid = own?.child.pid ?? (values.pid ? Number(values.pid) : null);
process.on('exit', () => own?.child.kill('SIGTERM'));
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});

if (values.profile === 'turn-a-day') {
  await turnADay({ url, pid, stored: Number(values.stored), active: Number(values.active), players: Number(values.players), threads: Number(values['client-threads']), thinkMs: Number(values.think), seconds: Number(values.seconds), warmup: Number(values.warmup), unloadAfterMs: Number(values['unload-after']) });
} else if (values.profile === 'busy') {
  const threads = Number(values['client-threads']);
  console.log(`server ${url}${own ? ` (pid ${own.child.pid}, SQLite WAL synchronous=FULL)` : ''}; ${values.players} bots a game in ${threads} client thread${threads === 1 ? '' : 's'}${clientNice === 'idle' ? ' (SCHED_IDLE)' : clientNice > 0 ? ` (nice ${clientNice})` : ''}, think ${values.think} ms, ${values.seconds} s measured after ${values.warmup} s warm-up; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const line of TABLE_HEADER) console.log(line);
  for (const n of values.games.split(',').map(Number)) {
    const r = await measure({ url, pid, games: n, players: Number(values.players), threads: Number(values['client-threads']), thinkMs: Number(values.think), seconds: Number(values.seconds), warmup: Number(values.warmup), clientNice });
    console.log(tableRow(r));
    console.log(partsRow(r));
    await pause(2000);
  }
} else {
  console.error(`--profile is busy or turn-a-day, not "${values.profile}"`);
  process.exit(2);
}
if (own) {
  // The server writes what --node-args asked for (a CPU profile, say) as it exits: wait for it.
  const exited = new Promise((resolve) => own.child.once('exit', resolve));
  own.child.kill('SIGTERM');
  await Promise.race([exited, pause(60_000)]);
}
process.exit(0);
