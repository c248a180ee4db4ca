/**
 * The turn-a-day profile (issue #23 item 7): many stored games, few of them active. The server runs with
 * --test-hooks (POST /api/test/memory: a forced GC, under node --expose-gc, then its memory and rooms) and
 * a short --unload-after, so that idle rooms leave memory within the run.
 *
 *  1. `stored` games are made over HTTP (each one loaded in memory as it is made).
 *  2. Memory with them loaded, then once they left memory (the rooms count drops): the heap per idle room.
 *  3. Reload: one spectator's hello to each of `sample` idle games in turn: hello → welcome, the game read
 *     back from the store and rebuilt from its log.
 *  4. `active` of the stored games are played by 4 bot clients each, as the busy profile measures them.
 *  5. The clients leave: memory with those played rooms loaded and once they left; their reload time.
 */
import { loadavg } from 'node:os';
import { Client, createGame, type CreatedGame } from '../test/client';
import { measure, TABLE_HEADER, tableRow } from './measure';
import { pause, percentile, serverMemory, serverStats, type ServerMemory } from './server-stats';

export interface TurnADay {
  readonly url: string;
  readonly pid: number | null;
  readonly stored: number;
  readonly active: number;
  readonly players: number;
  readonly threads: number;
  readonly thinkMs: number;
  readonly seconds: number;
  readonly warmup: number;
  /** The server's --unload-after (ms). */
  readonly unloadAfterMs: number;
}

const MiB = 2 ** 20;

export async function turnADay(o: TurnADay): Promise<void> {
  console.log(`server ${o.url}: turn-a-day profile, ${o.stored} stored games of which ${o.active} active (${o.players} bots each, think ${o.thinkMs} ms, ${o.seconds} s measured), rooms unloaded after ${o.unloadAfterMs} ms idle; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const empty = await serverMemory(o.url);
  if (!empty.collected) console.log('  (the server was not started with node --expose-gc: memory is measured without a forced collection)');
  line('server at start', empty);

  const madeAt = performance.now();
  const games: CreatedGame[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (next < o.stored) {
      next += 1;
      games.push(await createGame(o.url, { players: o.players, length: 'short' }));
    }
  }));
  console.log(`made ${games.length} games in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);
  const loaded = await serverMemory(o.url);
  line('games made (loaded)', loaded);
  const unloaded = await untilUnloaded(o, 0);
  line('idle rooms left memory', unloaded);
  perRoom('a new game\'s idle room', loaded, unloaded);

  const activeGames = games.slice(0, o.active);
  const idleSample = games.slice(o.active, o.active + Math.min(1000, o.stored - o.active));
  await reload(o.url, 'idle new games', idleSample.map((g) => g.game));
  await untilUnloaded(o, 0);

  console.log(`${o.active} of them played (they come back from the store on their first hello):`);
  for (const text of TABLE_HEADER) console.log(text);
  const r = await measure({ url: o.url, pid: o.pid, games: o.active, players: o.players, threads: o.threads, thinkMs: o.thinkMs, seconds: o.seconds, warmup: o.warmup, existing: activeGames });
  console.log(tableRow(r));
  const played = await serverMemory(o.url);
  line('clients gone, played rooms loaded', played);
  const after = await untilUnloaded(o, 0);
  line('played rooms left memory', after);
  perRoom('a played game\'s idle room', played, after);
  const versions = await Promise.all(activeGames.slice(0, 5).map(async (g) => (await (await fetch(`${o.url}/api/games/${g.game}`)).json() as { version: number }).version));
  console.log(`played games are at versions ${versions.join(', ')}, …`);
  await untilUnloaded(o, 0);
  await reload(o.url, 'played games', activeGames.map((g) => g.game));
}

function line(what: string, m: ServerMemory): void {
  console.log(`  ${what.padEnd(36)} rooms ${String(m.rooms).padStart(6)}  heap ${(m.heapUsed / MiB).toFixed(1).padStart(7)} MiB  RSS ${(m.rss / MiB).toFixed(1).padStart(7)} MiB  external ${((m.external) / MiB).toFixed(1).padStart(6)} MiB`);
}

function perRoom(what: string, loaded: ServerMemory, unloaded: ServerMemory): void {
  const rooms = loaded.rooms - unloaded.rooms;
  if (rooms <= 0) return console.log(`  ${what}: no room left memory`);
  const heap = (loaded.heapUsed + loaded.external - unloaded.heapUsed - unloaded.external) / rooms;
  const rss = (loaded.rss - unloaded.rss) / rooms;
  console.log(`  ${what}: ${(heap / 1024).toFixed(1)} KiB of heap (and external) each, over ${rooms} rooms (RSS ${(rss / 1024).toFixed(1)} KiB each: V8 keeps some freed pages)`);
}

/** Waits until no more than `rooms` rooms are in memory (the idle ones left after --unload-after). */
async function untilUnloaded(o: TurnADay, rooms: number): Promise<ServerMemory> {
  const deadline = performance.now() + o.unloadAfterMs + 60_000;
  while ((await serverStats(o.url)).rooms > rooms && performance.now() < deadline) await pause(500);
  return serverMemory(o.url);
}

/** One spectator's hello to each game in turn, none loaded: hello → welcome, each game read back from the store. */
async function reload(url: string, what: string, ids: readonly string[]): Promise<void> {
  const times: number[] = [];
  let wrong = 0;
  for (const game of ids) {
    const client = await Client.open(url, false);
    const t = performance.now();
    const welcome = await client.ask({ t: 'hello', game }, (m) => m.t === 'welcome' || m.t === 'refused');
    times.push(performance.now() - t);
    if (welcome.t !== 'welcome') wrong += 1;
    client.close();
  }
  times.sort((a, b) => a - b);
  console.log(`  reload of ${ids.length} ${what} (a spectator's hello → welcome on an open socket, one at a time): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times[times.length - 1]?.toFixed(1)} ms${wrong ? `; ${wrong} not welcomed` : ''}`);
}
