import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join as joinPath, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ManualClock } from '../src/clock';
import { CONTENT_SECURITY_POLICY } from '../src/headers';
import { addressKey } from '../src/limits';
import type { RunningServer } from '../src/server';
import { SqliteStore } from '../src/sqlite-store';
import type { Store } from '../src/store';
import { StoreRefused } from '../src/store-open';
import { Client, createGame, join } from './client';
import { content, tempDb, testServer, freePort } from './helpers';

/**
 * A public server that holds (issue #23 item 5): each finding of the probe, as a cap, a refusal or a decay.
 * Time is the server's injected clock (a ManualClock the test moves), never a wait; no assertion is on a duration.
 */

const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.close();
});
async function serve(...args: Parameters<typeof testServer>): Promise<RunningServer & { file: string }> {
  const s = await testServer(...args);
  running.push(s);
  return s;
}

/** Lets the event loop run (messages in flight arrive) without waiting on a time. */
const turn = () => new Promise<void>((r) => setImmediate(r));
async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100_000; i++) {
    if (test()) return;
    await turn();
  }
  throw new Error(`never: ${what}`);
}

/** POST /api/games from a chosen loopback address (127.0.0.0/8 is all this machine's). */
function createFrom(url: string, from: string): Promise<{ status: number; body: { error?: string; game?: string } }> {
  return new Promise((done, fail) => {
    const body = JSON.stringify({ players: 1 });
    const req = httpRequest(`${url}/api/games`, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => { text += d.toString(); });
      res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) as { error?: string; game?: string } }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

describe('every response carries the security headers', () => {
  it('CSP without inline scripts, no framing, nosniff, no referrer: on the page, a file, the API and a refusal', async () => {
    const web = mkdtempSync(joinPath(tmpdir(), 'everrain-web-'));
    writeFileSync(joinPath(web, 'index.html'), '<!doctype html><script type="module" src="/app.js"></script>');
    writeFileSync(joinPath(web, 'app.js'), 'export {};');
    const server = await serve({ webDir: web });
    for (const [path, status] of [['/', 200], ['/app.js', 200], ['/api/health', 200], ['/api/games/nosuchgame1', 404], ['/?game=x', 200]] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(status);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });
});

describe('timeouts', () => {
  it('an HTTP connection that sends nothing, and one that sends its headers slowly, are answered 408 and closed', async () => {
    const server = await serve({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, timeoutCheckMs: 50 } });
    const { port } = new URL(server.url);
    const outcome = (slow: boolean) => new Promise<string>((done) => {
      let said = '';
      let drip: NodeJS.Timeout | null = null;
      const socket = connect(Number(port), '127.0.0.1', () => {
        if (!slow) return;
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
        drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 50);
      });
      socket.on('data', (d: Buffer) => { said += d.toString(); });
      socket.on('error', () => {});
      socket.on('close', () => { if (drip) clearInterval(drip); done(said.split('\r\n')[0] ?? ''); });
    });
    expect(await Promise.all([outcome(false), outcome(true)])).toEqual(['HTTP/1.1 408 Request Timeout', 'HTTP/1.1 408 Request Timeout']);
  });

  it('a WebSocket that never says hello is closed once the clock passes helloTimeoutMs; one that did stays', async () => {
    const clock = new ManualClock();
    const server = await serve({ clock, limits: { helloTimeoutMs: 10_000, heartbeatMs: 60_000 } });
    const g = await createGame(server.url, { players: 1 });
    const silent = await Client.open(server.url);
    const greeted = (await join(server.url, { game: g.game })).client;
    await until(() => server.app.websocketServer.clients.size === 2, 'both sockets open');
    clock.advance(9_999);
    await turn();
    expect(silent.closed).toBeNull();
    clock.advance(1);
    expect(await silent.whenClosed()).toEqual({ code: 4408, reason: 'no hello' });
    expect(greeted.closed).toBeNull();
    greeted.close();
  });
});

describe('caps, each refused with its reason', () => {
  it('WebSocket connections per address: one past the cap is told why and closed; a closed one frees its place', async () => {
    const server = await serve({ limits: { connectionsPerAddress: 3 } });
    const open = [await Client.open(server.url), await Client.open(server.url), await Client.open(server.url)];
    const fourth = await Client.open(server.url);
    expect(await fourth.whenClosed()).toEqual({ code: 4430, reason: 'too many connections' });
    expect(fourth.received[0]).toMatchObject({ t: 'refused', code: 'too-many-connections' });
    open[0]!.close();
    await open[0]!.whenClosed();
    await until(() => server.app.websocketServer.clients.size === 2, 'the closed socket is gone');
    const again = await Client.open(server.url);
    expect(await again.ask({ t: 'ping' }, (m) => m.t === 'pong')).toEqual({ t: 'pong' });
    for (const c of [...open, again]) c.close();
  });

  it('WebSocket connections in all (from two addresses): past the cap the server says it is full (1013)', async () => {
    const server = await serve({ limits: { connections: 2 } });
    const openFrom = (from: string) => new Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }> }>((done, fail) => {
      const socket = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws', { localAddress: from });
      const closed = new Promise<{ code: number; reason: string }>((c) => socket.on('close', (code, reason) => c({ code, reason: reason.toString() })));
      socket.on('open', () => done({ socket, closed }));
      socket.on('error', fail);
    });
    const a = await openFrom('127.0.0.2');
    const b = await openFrom('127.0.0.3');
    expect(await (await openFrom('127.0.0.4')).closed).toEqual({ code: 1013, reason: 'server full' });
    expect([a.socket.readyState, b.socket.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    a.socket.close();
    b.socket.close();
  });

  it('spectators per game: one past the cap is refused; the seats still join, other games still take spectators', async () => {
    const server = await serve({ limits: { spectatorsPerGame: 2 } });
    const g = await createGame(server.url, { players: 2 });
    const other = await createGame(server.url, { players: 1 });
    const watching = [(await join(server.url, { game: g.game })).client, (await join(server.url, { game: g.game })).client];
    const third = await join(server.url, { game: g.game });
    expect(third.welcome).toMatchObject({ t: 'refused', code: 'spectators-full' });
    expect(await third.client.whenClosed()).toEqual({ code: 4431, reason: 'too many spectators' });
    const seat = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    expect(seat.welcome.t).toBe('welcome');
    const elsewhere = await join(server.url, { game: other.game });
    expect(elsewhere.welcome.t).toBe('welcome');
    for (const c of [...watching, seat.client, elsewhere.client]) c.close();
  });

  it('new games per address: a minute\'s worth, then 429 until the clock refills it; and a day\'s worth', async () => {
    const clock = new ManualClock();
    const server = await serve({ clock, createsPerMinute: 3, limits: { gamesPerAddressPerDay: 5 } });
    const statuses = async (n: number, from = '127.0.0.1') => { const out: number[] = []; for (let i = 0; i < n; i++) out.push((await createFrom(server.url, from)).status); return out; };
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    expect((await createFrom(server.url, '127.0.0.1')).body.error).toMatch(/at most 3 a minute/);
    expect(await statuses(1, '127.0.0.3')).toEqual([200]);
    clock.advance(20_000);
    expect(await statuses(2)).toEqual([200, 429]);
    clock.advance(60_000);
    // 4 made today: one more, then the day's cap though the minute's has room.
    const day = [await createFrom(server.url, '127.0.0.1'), await createFrom(server.url, '127.0.0.1')];
    expect(day.map((r) => r.status)).toEqual([200, 429]);
    expect(day[1]!.body.error).toMatch(/today/);
    clock.advance(86_400_000);
    expect(await statuses(1)).toEqual([200]);
  });

  it('new games in all: thirty addresses cannot make more than the server\'s cap a minute (503), and the clock refills it', async () => {
    const clock = new ManualClock();
    const server = await serve({ clock, createsPerMinute: 60, limits: { gamesPerMinute: 10 } });
    const made: number[] = [];
    for (let a = 1; a <= 30; a++) for (let i = 0; i < 2; i++) made.push((await createFrom(server.url, `127.0.0.${a + 10}`)).status);
    expect(made.filter((s) => s === 200)).toHaveLength(10);
    expect(made.filter((s) => s === 503)).toHaveLength(50);
    expect((await createFrom(server.url, '127.0.0.99')).body.error).toMatch(/as many new games as it can/);
    clock.advance(6_000);
    expect((await createFrom(server.url, '127.0.0.99')).status).toBe(200);
  });

  it('an IPv6 address counts by its /64; an IPv4-mapped one as its IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the rate-limit penalty decays', () => {
  it('a client averaging under the rate, in bursts over the burst size, is refused the excess but never cut off; a flood still is', async () => {
    const clock = new ManualClock();
    const server = await serve({ clock, limits: { perSecond: 20, burst: 40, strikes: 200, heartbeatMs: 3_600_000, helloTimeoutMs: 3_600_000 } });
    const client = await Client.open(server.url);
    await until(() => server.app.websocketServer.clients.size === 1, 'the socket is open');
    const [serverSide] = [...server.app.websocketServer.clients];
    let arrived = 0;
    serverSide!.on('message', () => { arrived++; });
    const pongs = () => client.received.filter((m) => m.t === 'pong').length;
    // 60 messages every 3.5 s: 17.1 a second on average (the probe's client: 16.6), 20 over the burst each time.
    for (let burst = 1; burst <= 30; burst++) {
      for (let i = 0; i < 60; i++) client.send({ t: 'ping' });
      await until(() => arrived === 60 * burst && pongs() === 40 * burst, `burst ${burst} handled`);
      clock.advance(3_500);
    }
    expect(client.closed).toBeNull();
    expect(client.received.filter((m) => m.code === 'rate-limited').length).toBeGreaterThan(0);
    for (let i = 0; i < 400; i++) client.send({ t: 'ping' });
    expect((await client.whenClosed()).code).toBe(4429);
  });
});

describe('/api/health is a round trip through the store', () => {
  it('writes a health row and reads it back: ok; a store that cannot write: 503 with the reason', async () => {
    const server = await serve();
    const ok = await fetch(`${server.url}/api/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true });
    const look = new Database(server.file, { readonly: true });
    expect(look.prepare('SELECT COUNT(*) AS n FROM health').get()).toEqual({ n: 1 });
    look.close();
    // The writer thread is gone (reads still work: the check before this issue said ok).
    await (server.host.store as unknown as { writer: { terminate(): Promise<number> } }).writer.terminate();
    const down = await fetch(`${server.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, error: expect.stringMatching(/writer thread stopped/) });
  });

  it('a store that does not answer: 503 once the clock passes healthTimeoutMs', async () => {
    const clock = new ManualClock();
    const store = new SqliteStore(tempDb());
    const hung: Store = Object.assign(Object.create(store) as Store, { checkHealth: () => new Promise<boolean>(() => {}) });
    const server = await serve({ clock, store: hung, limits: { healthTimeoutMs: 5_000 } });
    let answered: Response | null = null;
    const asked = fetch(`${server.url}/api/health`).then((r) => { answered = r; });
    while (!answered) {
      clock.advance(1_000);
      await turn();
    }
    await asked;
    expect((answered as Response).status).toBe(503);
    expect(await (answered as Response).json()).toMatchObject({ ok: false, error: expect.stringMatching(/did not answer/) });
  });
});

describe('a damaged database is refused at start, in one line naming the file and what to do', () => {
  const gamesFile = async (): Promise<string> => {
    const file = tempDb();
    const server = await testServer({}, file);
    for (let i = 0; i < 40; i++) await createGame(server.url, { players: 4 });
    await server.close();
    const db = new Database(file);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    return file;
  };
  const refusal = (file: string): string => {
    try {
      new SqliteStore(file).close();
    } catch (error) {
      expect(error).toBeInstanceOf(StoreRefused);
      return (error as Error).message;
    }
    throw new Error(`${file} was opened`);
  };

  it('a zero-byte file: refused, and left as it was (a file the server makes itself is fine)', async () => {
    const file = tempDb();
    writeFileSync(file, '');
    expect(refusal(file)).toMatch(new RegExp(`^The game database ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is empty \\(0 bytes\\).*backup`));
    expect(statSync(file).size).toBe(0);
    const fresh = tempDb();
    const made = new SqliteStore(fresh);
    expect(await made.checkHealth()).toBe(true);
    await made.close();
  });

  it('a file that is not a database, a truncated one, one with a damaged page: refused', async () => {
    const garbage = tempDb();
    writeFileSync(garbage, Buffer.alloc(8192, 0x5a));
    expect(refusal(garbage)).toMatch(/is damaged \(.*\): restore it from a backup/);

    const truncated = await gamesFile();
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    expect(refusal(truncated)).toMatch(/is damaged/);

    const torn = await gamesFile();
    const bytes = readFileSync(torn);
    const pageSize = bytes.readUInt16BE(16);
    // Page 3 on: scribble over the middle of a b-tree page.
    bytes.fill(0xff, 3 * pageSize + 8, 3 * pageSize + pageSize / 2);
    writeFileSync(torn, bytes);
    expect(refusal(torn)).toMatch(/is damaged/);
    expect(readFileSync(torn).equals(bytes)).toBe(true);
  });

  it('the server process says just that one line and exits 1 (no stack trace)', () => {
    const file = tempDb();
    writeFileSync(file, '');
    const main = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main, '--port', '0', '--db', file], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(`^everrain server: The game database ${file} is empty`)]);
    expect(run.stdout).toBe('');
    void content;
  });

  it('a PostgreSQL store that cannot be reached: one line naming its place (never its password) and what to check', async () => {
    const closed = await freePort();
    const main = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main, '--port', '0', '--store', `postgres://everrain:s3cret@127.0.0.1:${closed}/games`], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(`^everrain server: The PostgreSQL server of everrain@127.0.0.1:${closed}/games cannot be reached .*check that it runs`)]);
    expect(run.stderr).not.toContain('s3cret');
  });
});
