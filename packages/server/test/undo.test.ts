import { stateHash } from '@everrain/engine';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/sqlite-store';
import { createGame, join, type Client, type Msg } from './client';
import { replayStored, testServer } from './helpers';

type Position = { version: number; legal: Record<string, unknown>[]; undo: { allowed: boolean; reason?: string } };

const sync = async (c: Client) => (await c.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
const answer = (m: Msg) => m.t === 'ack' || m.t === 'refused';

describe('online undo (issue #22): the session\'s rule, enforced by the server', () => {
  it('takes back a seat\'s own quiet move for everyone, durably; refuses another seat, a spectator, and a move the next seat answered', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2, length: 'short' });
    const seats = await Promise.all(g.seats.map((s) => join(server.url, { game: g.game, seat: s.seat, key: s.key })));
    const watcher = await join(server.url, { game: g.game });
    const start = seats.map((s) => s.welcome as unknown as Position);
    expect(start.map((p) => p.undo)).toEqual([0, 1].map(() => expect.objectContaining({ allowed: false, reason: expect.stringMatching(/^Nothing to undo/) })));
    // Seat by seat placement: the first seat places its ship, which hands the decision to the other seat.
    const first = start.findIndex((p) => p.legal.length > 0);
    const other = 1 - first;
    const mover = seats[first]!.client;
    const placed = await mover.ask({ t: 'act', id: 'p1', version: 0, action: start[first]!.legal[0] }, answer);
    expect(placed).toMatchObject({ t: 'ack', version: 1 });
    expect((await sync(mover)).undo).toEqual({ allowed: true });
    expect((await sync(seats[other]!.client)).undo).toEqual({ allowed: false, reason: expect.stringContaining('the last action was another seat\'s') });
    expect(await watcher.client.ask({ t: 'undo' }, (m) => m.t === 'refused')).toMatchObject({ code: 'spectator' });
    expect(await seats[other]!.client.ask({ t: 'undo', id: 'u0', version: 1 }, answer)).toMatchObject({ t: 'refused', code: 'cannot-undo', message: expect.stringContaining('another seat\'s') });
    expect(await mover.ask({ t: 'undo', id: 'u1', version: 0 }, answer)).toMatchObject({ t: 'refused', code: 'stale' });
    // Undone: a new version whose state is version 0's, shown to every peer with what it went back to.
    const seen = watcher.client.next((m) => m.t === 'update' && m.version === 2);
    expect(await mover.ask({ t: 'undo', id: 'u2', version: 1 }, answer)).toMatchObject({ t: 'ack', version: 2 });
    expect(await seen).toMatchObject({ undone: 0, events: [], undo: { allowed: false } });
    const hashAt = async () => (await (await fetch(`${server.url}/api/games/${g.game}/hash`)).json()) as { version: number; hash: string };
    const { states } = await replayStored(server.host.store, g.game);
    expect(stateHash(states[2]!)).toBe(stateHash(states[0]!));
    expect((await hashAt()).hash).toBe(stateHash(states[0]!));
    // A retry of the same undo is answered again, not played twice.
    expect(await mover.ask({ t: 'undo', id: 'u2', version: 1 }, answer)).toMatchObject({ t: 'ack', version: 2, duplicate: true });
    // Placed again, and the other seat answers: the first seat's move is no longer its to take back.
    const again = await sync(mover);
    expect(await mover.ask({ t: 'act', id: 'p2', version: 2, action: again.legal[0] }, answer)).toMatchObject({ t: 'ack', version: 3 });
    const next = await sync(seats[other]!.client);
    expect(await seats[other]!.client.ask({ t: 'act', id: 'q1', version: 3, action: next.legal[0] }, answer)).toMatchObject({ t: 'ack', version: 4 });
    expect((await sync(mover)).undo.allowed).toBe(false);
    expect(await mover.ask({ t: 'undo', id: 'u3', version: 4 }, answer)).toMatchObject({ t: 'refused', code: 'cannot-undo' });
    const before = await hashAt();
    for (const s of [...seats, watcher]) s.client.close();
    await server.close();
    // Durable: the log holds the undo as an entry of its own, and a restart rebuilds the same game.
    const store = new SqliteStore(server.file);
    expect((await store.loadActions(g.game, 0)).map((a) => JSON.parse(a.action) as object)[1]).toEqual({ undo: 0 });
    await store.close();
    const restarted = await testServer({}, server.file);
    expect(await (await fetch(`${restarted.url}/api/games/${g.game}/hash`)).json()).toEqual(before);
    await restarted.close();
  });

  it('after a restart from a snapshot, allows exactly the undo it allowed before', async () => {
    const server = await testServer({ snapshotEvery: 1 });
    const g = await createGame(server.url, { players: 2, length: 'short' });
    const seats = await Promise.all(g.seats.map((s) => join(server.url, { game: g.game, seat: s.seat, key: s.key })));
    const first = seats.findIndex((s) => (s.welcome as unknown as Position).legal.length > 0);
    const mover = seats[first]!;
    await mover.client.ask({ t: 'act', id: 'p1', version: 0, action: (mover.welcome as unknown as Position).legal[0] }, answer);
    await server.host.committer.idle();
    // The snapshot is written after the move is durable, on its own: the restart is to come from it.
    await expect.poll(async () => (await server.host.store.latestSnapshot(g.game))?.version).toBe(1);
    for (const s of seats) s.client.close();
    await server.close();
    const restarted = await testServer({ snapshotEvery: 1 }, server.file);
    expect((await restarted.host.store.latestSnapshot(g.game))?.version).toBe(1);
    const back = await join(restarted.url, { game: g.game, seat: first, key: g.seats[first]!.key });
    expect((back.welcome as unknown as Position).undo).toEqual({ allowed: true });
    expect(await back.client.ask({ t: 'undo' }, answer)).toMatchObject({ t: 'ack', version: 2 });
    back.client.close();
    await restarted.close();
  });
});
