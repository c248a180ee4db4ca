import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import type { Notice, Notices } from '../src/notices';
import { PostgresStore } from '../src/postgres-store';
import { startServer, type RunningServer } from '../src/server';
import { createGame, join, type Client } from './client';
import { content, freePort } from './helpers';

/**
 * Issue #23 item 4 (D164) on PostgreSQL: two servers on one database, in this process, sharing one
 * ManualClock (each its own PostgresStore, as two nodes would have). Each timer is fired by one node: a due
 * deadline gives one stand-in, said once in the chat and once as a notice; a pause on one node holds the
 * other's clock; an expired game is deleted once. The cluster is the project's script's (as postgres.test.ts).
 */
const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/postgres-test.sh');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;


class RecordingNotices implements Notices {
  readonly queued: Notice[] = [];
  async queue(notice: Notice): Promise<void> {
    this.queued.push(notice);
  }
}

let cluster = '';
let url = '';
const clock = new ManualClock();
const notices = [new RecordingNotices(), new RecordingNotices()];
const nodes: RunningServer[] = [];

beforeAll(async () => {
  const out = execFileSync(script, ['start', String(await freePort())], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n');
  cluster = out[0]!;
  url = out[1]!;
  for (const n of notices) {
    nodes.push(await startServer({
      store: await PostgresStore.open(url, { poolSize: 4 }), content, clock, notices: n, botDelayMs: 0, createsPerMinute: 10_000,
      turnClocks: { pollMs: 365 * DAY }, limits: { heartbeatMs: 3650 * DAY }, notify: { pollMs: 365 * DAY, presenceHeartbeatMs: 365 * DAY },
    }));
  }
}, 240_000);

afterAll(async () => {
  for (const node of nodes) await node.close();
  if (cluster) execFileSync(script, ['stop', cluster], { stdio: 'inherit' });
});

/**
 * Moves the shared clock, then both nodes poll at once — again, at the same time, until `done` (at most ten
 * times): a node's claim skips a row another node holds locked just then, leaving it to the next poll.
 */
async function after(ms: number, done: () => boolean = () => true): Promise<void> {
  clock.advance(ms);
  for (let i = 0; i < 10; i++) {
    await Promise.all(nodes.map((n) => n.host.turnClocks.poll()));
    if (done()) return;
  }
}

const all = (kind: Notice['kind']): Notice[] => notices.flatMap((n) => n.queued.filter((q) => q.kind === kind));

async function until(ok: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('never came to pass');
}

describe('turn clocks on PostgreSQL, two nodes, one clock (D164)', () => {
  it('each due reminder and deadline is fired by one node: one reminder, one stand-in, one chat line and one bot-playing notice per game', async () => {
    const [one, two] = [nodes[0]!, nodes[1]!];
    const games = await Promise.all([0, 1, 2, 3, 4].map((i) => createGame((i % 2 ? two : one).url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } })));
    // Both nodes have every game loaded (a watcher on each), as several nodes serving one table would.
    const watchers: Client[] = [];
    for (const g of games) for (const node of nodes) watchers.push((await join(node.url, { game: g.game })).client);
    await after(19 * HOUR, () => all('reminder').length >= games.length);
    expect(all('reminder').map((n) => n.game).sort()).toEqual(games.map((g) => g.game).sort());
    await after(6 * HOUR, () => all('bot-playing').length >= games.length);
    expect(all('bot-playing').map((n) => n.game).sort()).toEqual(games.map((g) => g.game).sort());
    const store = one.host.store;
    for (const g of games) {
      // The stand-in plays its seat to the other's turn (on whichever node fired); the chat says so once.
      await until(async () => (await store.loadGame(g.game))!.summary.version > 0);
      const lines = (await store.recentChat(g.game, 30)).filter((l) => l.seat === -1);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.text).toMatch(/^The turn's time ran out for (Ana|Ben): a bot plays their seat until they come back\.$/);
      expect((await store.loadGame(g.game))!.seats.filter((s) => s.standIn)).toHaveLength(1);
    }
    await after(1 * HOUR);
    await after(0);
    expect(all('bot-playing')).toHaveLength(games.length);
    expect(all('reminder')).toHaveLength(games.length);
    // Ended, so that the next seats' deadlines do not set bots playing them out meanwhile.
    for (const [i, g] of games.entries()) await watchers[2 * i]!.ask({ t: 'end', host: g.host }, (m) => m.t === 'welcome' && typeof m.notice === 'string');
    for (const w of watchers) w.close();
  });

  it('the host pauses on one node: the other node is shown it, and neither fires however long; resumed on the other, the time left runs again', async () => {
    const [one, two] = [nodes[0]!, nodes[1]!];
    const g = await createGame(one.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 72 } });
    const onOne = await join(one.url, { game: g.game });
    const onTwo = await join(two.url, { game: g.game });
    const before = all('bot-playing').length;
    await after(12 * HOUR);
    const shown = onTwo.client.next((m) => m.t === 'clock' && (m.clock as { pausedLeft: number | null }).pausedLeft === 60 * HOUR);
    await onOne.client.ask({ t: 'clock', host: g.host, paused: true }, (m) => m.t === 'clock');
    await shown;
    await after(30 * DAY);
    expect(all('bot-playing')).toHaveLength(before);
    const resumed = await onTwo.client.ask({ t: 'clock', host: g.host, paused: false }, (m) => m.t === 'clock');
    expect((resumed.clock as { deadline: number }).deadline).toBe(clock.now() + 60 * HOUR);
    await after(60 * HOUR, () => all('bot-playing').length > before);
    await after(0);
    expect(all('bot-playing').filter((n) => n.game === g.game)).toHaveLength(1);
    onOne.client.close();
    onTwo.client.close();
  });

  it('an expired game is deleted once, whichever node sweeps first', async () => {
    const [one, two] = [nodes[0]!, nodes[1]!];
    const games = await Promise.all([0, 1, 2, 3].map((i) => createGame((i % 2 ? two : one).url, { players: 2 })));
    for (const g of games) {
      const c = await join(one.url, { game: g.game });
      await c.client.ask({ t: 'end', host: g.host }, (m) => m.t === 'welcome' && typeof m.notice === 'string');
      c.client.close();
    }
    const db = new pg.Pool({ connectionString: url, max: 1 });
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM games')).rows[0]!.n);
    const stored = await count();
    const before = one.host.turnClocks.stats.expired + two.host.turnClocks.stats.expired;
    await after(31 * DAY, () => one.host.turnClocks.stats.expired + two.host.turnClocks.stats.expired - before >= games.length);
    await after(0);
    for (const g of games) expect(await one.host.store.loadGame(g.game)).toBeNull();
    // The earlier tests' finished games went too: each deleted by one node, counted once in all.
    const expired = one.host.turnClocks.stats.expired + two.host.turnClocks.stats.expired - before;
    expect(expired).toBe(stored - (await count()));
    expect(expired).toBeGreaterThanOrEqual(games.length);
    for (const table of ['seats', 'actions', 'chat', 'snapshots']) {
      expect(Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE game_id = ANY($1)`, [games.map((g) => g.game)])).rows[0]!.n)).toBe(0);
    }
    await db.end();
    for (const g of games) expect((await fetch(`${two.url}/api/games/${g.game}/replay`)).status).toBe(404);
  });
});
