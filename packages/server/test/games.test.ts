import { stateHash } from '@everrain/engine';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/sqlite-store';
import { playSeat, seeded } from './bot';
import { createGame, join, type Client, type Msg } from './client';
import { replayStored, testServer } from './helpers';

type Position = { version: number; legal: { seat: number }[]; events: { kind: string }[]; eventsAfter: number };

/** Plays `count` actions with whoever can act, through the given seat clients. */
async function play(clients: Client[], count: number): Promise<number> {
  let version = 0;
  for (let n = 0; n < count; n++) {
    let acted = false;
    for (const c of clients) {
      const p = (await c.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
      version = p.version;
      if (p.legal.length === 0) continue;
      const ack = await c.ask({ t: 'act', id: `n${n}`, version: p.version, action: p.legal[0] }, (m) => m.t === 'ack' || m.t === 'refused');
      expect(ack.t).toBe('ack');
      version = Number(ack.version);
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return version;
}

describe('games and seats', () => {
  it('reconnection: the credential brings back the current view and the events missed; the others see who is connected', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2, names: ['Ann', 'Bo'] });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const b = await join(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key });
    expect((b.welcome.seats as { connected: boolean }[]).map((s) => s.connected)).toEqual([true, true]);
    const seenAt = await play([a.client, b.client], 2);
    const gone = a.client.next((m) => m.t === 'presence' && !(m.seats as { connected: boolean }[])[1]!.connected);
    b.client.close();
    await gone;
    // Seat 2 plays on from another device meanwhile; the first comes back later.
    const other = await join(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key });
    const now = await play([a.client, other.client], 6);
    other.client.close();
    expect(now).toBeGreaterThan(seenAt);
    const back = await join(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, since: seenAt });
    const w = back.welcome as unknown as Position;
    expect(w.version).toBe(now);
    expect(w.eventsAfter).toBe(seenAt);
    const { states } = await replayStored(server.host.store, g.game);
    expect(w.events.length).toBeGreaterThan(0);
    expect(w.events.every((e) => typeof e.kind === 'string')).toBe(true);
    expect(states.length - 1).toBe(now);
    a.client.close();
    back.client.close();
    await server.close();
  });

  it('names, chat with its length and rate limits, leave and come back, spectators cannot chat', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2 });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, name: 'Ann\u0007' });
    expect((a.welcome.seats as { name: string }[])[0]!.name).toBe('Ann');
    const said = await a.client.ask({ t: 'chat', text: ' fair winds ' }, (m) => m.t === 'chat');
    expect(said.line).toMatchObject({ seat: 0, name: 'Ann', text: 'fair winds' });
    expect(await a.client.ask({ t: 'chat', text: 'x'.repeat(281) }, (m) => m.t === 'refused')).toMatchObject({ code: 'malformed' });
    for (let i = 0; i < 4; i++) await a.client.ask({ t: 'chat', text: `line ${i}` }, (m) => m.t === 'chat');
    expect(await a.client.ask({ t: 'chat', text: 'one too many' }, (m) => m.t === 'refused' || m.t === 'chat')).toMatchObject({ code: 'rate-limited' });
    const s = await join(server.url, { game: g.game });
    expect((s.welcome.chat as unknown[]).length).toBe(5);
    expect(await s.client.ask({ t: 'chat', text: 'hi' }, (m) => m.t === 'refused')).toMatchObject({ code: 'spectator' });
    const left = s.client.next((m) => m.t === 'presence' && (m.seats as { left: boolean }[])[0]!.left);
    a.client.send({ t: 'leave' });
    await left;
    await a.client.whenClosed();
    const again = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    expect((again.welcome.seats as { left: boolean; connected: boolean }[])[0]).toMatchObject({ left: false, connected: true });
    again.client.close();
    s.client.close();
    await server.close();
  });

  it('"my games" lists a player\'s games, their turn first, and only with the right credentials', async () => {
    const server = await testServer();
    const one = await createGame(server.url, { players: 2 });
    const two = await createGame(server.url, { players: 1 });
    const mine = [
      { game: one.game, seat: 0, key: one.seats[0]!.key },
      { game: one.game, seat: 1, key: one.seats[1]!.key },
      { game: two.game, seat: 0, key: two.seats[0]!.key },
      { game: two.game, seat: 0, key: one.seats[0]!.key },
    ];
    const response = await fetch(`${server.url}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: mine }) });
    const { games } = (await response.json()) as { games: { game: string; seat: number; yourTurn: boolean }[] };
    expect(games).toHaveLength(3);
    expect(games.filter((x) => x.game === one.game && x.yourTurn)).toHaveLength(1);
    expect(games.find((x) => x.game === two.game)!.yourTurn).toBe(true);
    expect(games[0]!.yourTurn).toBe(true);
    expect(games[games.length - 1]!.yourTurn).toBe(false);
    await server.close();
  });

  it('a restart rebuilds every game from its log (with snapshots too), and a retried action id stays answered', async () => {
    const first = await testServer({ snapshotEvery: 5 });
    const g = await createGame(first.url, { players: 2 });
    const a = await join(first.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const b = await join(first.url, { game: g.game, seat: 1, key: g.seats[1]!.key });
    const clients = [a.client, b.client];
    await play(clients, 12);
    const before = (await (await fetch(`${first.url}/api/games/${g.game}/hash`)).json()) as { version: number; hash: string };
    const lastId = 'n11';
    for (const c of clients) c.close();
    await first.close();
    const second = await testServer({ snapshotEvery: 5 }, first.file);
    const after = (await (await fetch(`${second.url}/api/games/${g.game}/hash`)).json()) as { version: number; hash: string };
    expect(after).toEqual(before);
    expect((await second.host.store.latestSnapshot(g.game))?.version).toBe(10);
    const { states } = await replayStored(new SqliteStore(first.file), g.game);
    expect(stateHash(states[states.length - 1]!)).toBe(after.hash);
    const seatOf = (await second.host.store.loadActions(g.game, 0)).find((x) => x.clientId === lastId)!.seat;
    const again = await join(second.url, { game: g.game, seat: seatOf, key: g.seats[seatOf]!.key });
    const retry = await again.client.ask({ t: 'act', id: lastId, version: 0, action: { type: 'whatever', seat: seatOf } }, (m) => m.t === 'ack' || m.t === 'refused');
    expect(retry).toMatchObject({ t: 'ack', version: before.version, duplicate: true });
    again.client.close();
    await second.close();
  });

  it('rematch: once the game is over, the same seats (same credentials) in a new game with a new seed', async () => {
    const server = await testServer({ limits: { perSecond: 10_000, burst: 10_000 } });
    const g = await createGame(server.url, { players: 1, length: 'short' });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, name: 'Solo' });
    expect(await a.client.ask({ t: 'rematch' }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-over' });
    const { done } = playSeat(a.client, 0, seeded(5), { first: a.welcome });
    await done;
    const next: Msg = await a.client.ask({ t: 'rematch' }, (m) => m.t === 'rematch');
    expect(next.game).not.toBe(g.game);
    expect(await a.client.ask({ t: 'rematch' }, (m) => m.t === 'rematch')).toMatchObject({ game: next.game });
    const b = await join(server.url, { game: String(next.game), seat: 0, key: g.seats[0]!.key });
    expect(b.welcome).toMatchObject({ t: 'welcome', version: 0, rematchOf: g.game });
    expect((b.welcome.seats as { name: string }[])[0]!.name).toBe('Solo');
    const stored = await Promise.all([server.host.store.loadGame(g.game), server.host.store.loadGame(String(next.game))]);
    expect(stored[0]!.seed).not.toBe(stored[1]!.seed);
    a.client.close();
    b.client.close();
    await server.close();
  });
});
