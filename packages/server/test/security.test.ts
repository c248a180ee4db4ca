import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { Client, createGame, join, type CreatedGame, type Msg } from './client';
import { testServer } from './helpers';

/**
 * Security, tested by trying (issue #14 item 7): every attack below is refused, and the game's state hash
 * (the server's own, through the test hook) and version are exactly what they were before it.
 */

type Position = { version: number; legal: { seat: number; type: string }[] };

let server: RunningServer;
let made: CreatedGame;
const seats: { client: Client; welcome: Msg }[] = [];
let spectator: Client;

async function fingerprint(): Promise<{ version: number; hash: string }> {
  return (await (await fetch(`${server.url}/api/games/${made.game}/hash`)).json()) as { version: number; hash: string };
}

/** The seat the game waits for, the other one, and the awaited seat's legal actions, from fresh syncs. */
async function whoActs(): Promise<{ turn: number; other: number; position: Position }> {
  for (const seat of [0, 1]) {
    const p = (await seats[seat]!.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
    if (p.legal.length > 0) return { turn: seat, other: 1 - seat, position: p };
  }
  throw new Error('nobody can act');
}

async function refused(client: Client, message: unknown): Promise<Msg> {
  return client.ask(message, (m) => m.t === 'refused' || m.t === 'ack');
}

/** Runs an attack and checks it changed nothing. */
async function unchanged(attack: () => Promise<void>): Promise<void> {
  const before = await fingerprint();
  await attack();
  expect(await fingerprint()).toEqual(before);
}

beforeAll(async () => {
  server = await testServer();
  made = await createGame(server.url, { players: 2, length: 'short' });
  for (const s of made.seats) seats.push(await join(server.url, { game: made.game, seat: s.seat, key: s.key }));
  spectator = (await join(server.url, { game: made.game })).client;
});
afterAll(async () => {
  for (const s of seats) s.client.close();
  spectator.close();
  await server.close();
});

describe('refused, changing nothing', () => {
  it('an action for another seat', async () => {
    const { other, position } = await whoActs();
    await unchanged(async () => {
      const m = await refused(seats[other]!.client, { t: 'act', id: 'other-1', version: position.version, action: position.legal[0] });
      expect(m).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    });
  });

  it('an action by a spectator', async () => {
    const { position } = await whoActs();
    await unchanged(async () => {
      expect(await refused(spectator, { t: 'act', id: 'spec-1', version: position.version, action: position.legal[0] })).toMatchObject({ code: 'spectator' });
    });
  });

  it('an action out of turn (the right seat, not its turn)', async () => {
    const { other, position } = await whoActs();
    await unchanged(async () => {
      const m = await refused(seats[other]!.client, { t: 'act', id: 'turn-1', version: position.version, action: { ...position.legal[0], seat: other } });
      expect(['not-your-turn', 'illegal-action']).toContain(m.code);
    });
  });

  it('malformed messages: not JSON, no action, unknown kind, unknown action type, binary, before hello', async () => {
    const { turn, position } = await whoActs();
    const c = seats[turn]!.client;
    await unchanged(async () => {
      for (const bad of ['not json', '{"t":"act"}', '{"t":"launch"}', '[]', 'null', JSON.stringify({ t: 'act', id: 'x', version: position.version, action: { type: 'launchMissiles', seat: turn } }), JSON.stringify({ t: 'act', id: 'bad id!', version: position.version, action: position.legal[0] }), JSON.stringify({ t: 'act', id: 'x2', version: position.version, action: position.legal[0], extra: 1 })]) {
        const m = await refused(c, bad);
        expect(m.t, bad).toBe('refused');
        expect(['malformed', 'malformed-action'], bad).toContain(m.code);
      }
      const binary = c.next((m) => m.t === 'refused');
      c.socket.send(Buffer.from([1, 2, 3]), { binary: true });
      expect(await binary).toMatchObject({ code: 'malformed' });
      const fresh = await Client.open(server.url);
      expect(await refused(fresh, { t: 'act', id: 'early', version: position.version, action: position.legal[0] })).toMatchObject({ code: 'hello-first' });
      fresh.close();
    });
  });

  it('oversized messages: refused unread, and past the socket limit the socket is closed', async () => {
    const { turn, position } = await whoActs();
    await unchanged(async () => {
      const big = { t: 'act', id: 'big', version: position.version, action: { ...position.legal[0], padding: 'x'.repeat(9000) } };
      expect(await refused(seats[turn]!.client, big)).toMatchObject({ code: 'too-large' });
      const huge = await Client.open(server.url);
      huge.send(JSON.stringify({ t: 'chat', text: 'x'.repeat(100_000) }));
      expect((await huge.whenClosed()).code).toBe(1009);
    });
  });

  it('deeply nested messages', async () => {
    const { turn, position } = await whoActs();
    await unchanged(async () => {
      const deep = `{"t":"act","id":"deep","version":${position.version},"action":{"seat":${turn},"type":"sail","step":${'['.repeat(2000)}${']'.repeat(2000)}}}`;
      expect(await refused(seats[turn]!.client, deep)).toMatchObject({ code: 'too-deep' });
    });
  });

  it('__proto__ and constructor keys, at the top or inside an action', async () => {
    const { turn, position } = await whoActs();
    const action = JSON.stringify(position.legal[0]);
    await unchanged(async () => {
      for (const text of [
        `{"t":"act","id":"p1","version":${position.version},"action":${action.slice(0, -1)},"__proto__":{"polluted":true}}}`,
        `{"t":"act","id":"p2","version":${position.version},"__proto__":{"polluted":true},"action":${action}}`,
        `{"t":"act","id":"p3","version":${position.version},"action":${action.slice(0, -1)},"constructor":{"prototype":{"polluted":true}}}}`,
        `{"t":"hello","game":"${made.game}","__proto__":{"seat":0}}`,
      ]) expect(await refused(seats[turn]!.client, text), text).toMatchObject({ code: 'malformed' });
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a stale action (made on an older version) is refused with the current view', async () => {
    const { turn, position } = await whoActs();
    const ack = await seats[turn]!.client.ask({ t: 'act', id: 'fresh-1', version: position.version, action: position.legal[0] }, (m) => m.t === 'ack');
    expect(ack.version).toBe(position.version + 1);
    const again = await whoActs();
    await unchanged(async () => {
      const m = await refused(seats[again.turn]!.client, { t: 'act', id: 'old-1', version: position.version, action: again.position.legal[0] });
      expect(m).toMatchObject({ code: 'stale', version: position.version + 1 });
      expect(m.view).toBeTypeOf('object');
      expect(m.legal).toEqual(again.position.legal);
    });
  });

  it('a replayed action id: acknowledged again with the same version, applied once', async () => {
    const { turn, position } = await whoActs();
    const message = { t: 'act', id: 'once-1', version: position.version, action: position.legal[0] };
    const first = await seats[turn]!.client.ask(message, (m) => m.t === 'ack');
    await unchanged(async () => {
      const second = await seats[turn]!.client.ask(message, (m) => m.t === 'ack' || m.t === 'refused');
      expect(second).toMatchObject({ t: 'ack', id: 'once-1', version: first.version, duplicate: true });
    });
  });

  it('wrong credentials: another seat\'s key, a made-up key, no such game', async () => {
    await unchanged(async () => {
      const cases: [object, string][] = [
        [{ game: made.game, seat: 0, key: made.seats[1]!.key }, 'bad-credential'],
        [{ game: made.game, seat: 1, key: 'A'.repeat(43) }, 'bad-credential'],
        [{ game: made.game, seat: 0 }, 'bad-credential'],
        [{ game: 'nosuchgame00', seat: 0, key: made.seats[0]!.key }, 'no-such-game'],
      ];
      for (const [hello, code] of cases) {
        const { client, welcome } = await join(server.url, hello);
        expect(welcome).toMatchObject({ t: 'refused', code });
        expect((await client.whenClosed()).code).toBeGreaterThanOrEqual(4400);
      }
    });
  });
});

describe('the HTTP API refuses the same', () => {
  it('a __proto__ key, an unknown option, a bad player count, an oversized body, a lobby request without keys', async () => {
    const post = (path: string, body: string) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('/api/games', '{"players":1,"__proto__":{"polluted":true}}')).status).toBe(400);
    expect((await post('/api/games', '{"players":1,"seed":"mine"}')).status).toBe(400);
    expect((await post('/api/games', '{"players":5}')).status).toBe(400);
    expect((await post('/api/games', '{"players":1,"rules":{"boarding":"sometimes"}}')).status).toBe(400);
    expect((await post('/api/games', JSON.stringify({ players: 1, names: ['x'.repeat(20_000)] }))).status).toBe(413);
    expect((await post('/api/my-games', JSON.stringify({ seats: [{ game: made.game, seat: 0 }] }))).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the server survives abusive clients', () => {
  it('a flood: refused past the rate, then cut off; the game goes on', async () => {
    const flood = (await join(server.url, { game: made.game })).client;
    const refusedOnce = flood.next((m) => m.code === 'rate-limited');
    for (let i = 0; i < 400; i++) flood.send({ t: 'ping' });
    await refusedOnce;
    expect((await flood.whenClosed()).code).toBe(4429);
    const { turn, position } = await whoActs();
    expect(await seats[turn]!.client.ask({ t: 'act', id: 'after-flood', version: position.version, action: position.legal[0] }, (m) => m.t === 'ack')).toMatchObject({ version: position.version + 1 });
  });

  it('a client that never says hello, and one that stops answering pings, are dropped', async () => {
    const quiet = await testServer({ limits: { helloTimeoutMs: 150, heartbeatMs: 150 } });
    const silent = await Client.open(quiet.url);
    expect((await silent.whenClosed(5_000)).code).toBe(4408);
    const g = await createGame(quiet.url, { players: 1 });
    const deaf = (await join(quiet.url, { game: g.game })).client;
    (deaf.socket as unknown as { _receiver: { removeAllListeners: (e: string) => void } })._receiver.removeAllListeners('ping');
    deaf.socket.pong = () => {};
    const room = await quiet.host.room(g.game);
    const started = Date.now();
    while (room!.spectators.size > 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    expect(room!.spectators.size).toBe(0);
    await quiet.close();
  });

  it('a client that disconnects mid-message, and one that stops reading', async () => {
    const half = (await join(server.url, { game: made.game })).client;
    const raw = (half.socket as unknown as { _socket: import('node:net').Socket })._socket;
    // A masked text frame announcing 1,000 bytes, then 10 of them, then the connection is gone.
    raw.write(Buffer.concat([Buffer.from([0x81, 0xfe, 0x03, 0xe8, 1, 2, 3, 4]), Buffer.alloc(10, 0x61)]));
    raw.destroy();
    const stalled = await testServer({ limits: { maxBuffered: 64 * 1024, perSecond: 100_000, burst: 100_000 } });
    const g = await createGame(stalled.url, { players: 1 });
    const reader = (await join(stalled.url, { game: g.game })).client;
    (reader.socket as unknown as { _socket: import('node:net').Socket })._socket.pause();
    const room = await stalled.host.room(g.game);
    for (let i = 0; i < 3000 && room!.spectators.size > 0; i++) {
      reader.send({ t: 'sync' });
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
    }
    expect(room!.spectators.size).toBe(0);
    await stalled.close();
    const { turn, position } = await whoActs();
    expect(await seats[turn]!.client.ask({ t: 'act', id: 'after-stall', version: position.version, action: position.legal[0] }, (m) => m.t === 'ack')).toMatchObject({ version: position.version + 1 });
  });
});
