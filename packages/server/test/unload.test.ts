import { describe, expect, it } from 'vitest';
import { parseServerCommand } from '../src/options';
import { createGame, join, type Client, type Msg } from './client';
import { testServer } from './helpers';

/*
 * Turn-a-day games (issue #23 item 7): a room nobody is connected to leaves memory after --unload-after, and
 * the game's next message brings it back from the store, at the version and state it had.
 */

async function hashOf(url: string, game: string): Promise<{ version: number; hash: string }> {
  return (await (await fetch(`${url}/api/games/${game}/hash`)).json()) as { version: number; hash: string };
}

/** Waits (without timing anything) until `done` holds, looking every few milliseconds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Plays up to `moves` moves, each the first legal action of a seat offered one, and waits until every client is shown it. */
async function play(clients: readonly Client[], moves: number): Promise<number> {
  let version = 0;
  for (let n = 0; n < moves; n++) {
    const latest = clients.map((c) => [...c.received].reverse().find((m) => m.t === 'welcome' || m.t === 'update'));
    const actor = latest.findIndex((m) => m?.version === version && (m.legal as unknown[]).length > 0);
    if (actor < 0) break;
    const answer = await clients[actor]!.ask({ t: 'act', id: `m${n}`, version, action: (latest[actor]!.legal as unknown[])[0] }, (m) => m.t === 'ack' || m.t === 'refused');
    expect(answer.t).toBe('ack');
    version = answer.version as number;
    const shown = (m: Msg) => m.t === 'update' && m.version === version;
    await Promise.all(clients.map((c) => (c.received.some(shown) ? null : c.next(shown))));
  }
  return version;
}

describe('idle rooms leave memory (issue #23 item 7)', () => {
  it('a game nobody is connected to leaves memory, and its next message loads it back at the same version and state', async () => {
    const server = await testServer({ unloadAfterMs: 20 });
    try {
      const g = await createGame(server.url, { players: 2 });
      const seats = await Promise.all(g.seats.map((s) => join(server.url, { game: g.game, seat: s.seat, key: s.key })));
      const version = await play(seats.map((s) => s.client), 3);
      expect(version).toBeGreaterThan(0);
      const before = await hashOf(server.url, g.game);
      expect(before.version).toBe(version);
      expect(server.host.loadedRooms()).toBe(1);

      for (const s of seats) s.client.close();
      await until(() => server.host.loadedRooms() === 0);

      // The next message: a seat's player comes back (their claimed key), and is welcomed at the version it left.
      const back = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
      expect(back.welcome.t).toBe('welcome');
      expect(back.welcome.version).toBe(version);
      expect(server.host.loadedRooms()).toBe(1);
      expect(await hashOf(server.url, g.game)).toEqual(before);
      back.client.close();
    } finally {
      await server.close();
    }
  });

  it('a room with someone connected stays in memory', async () => {
    const server = await testServer({ unloadAfterMs: 20 });
    try {
      const a = await createGame(server.url, { players: 2 });
      const b = await createGame(server.url, { players: 2 });
      const watcher = await join(server.url, { game: a.game });
      // b's room, with nobody in it, leaves; a's, watched, stays (well past its unload time).
      await until(() => server.host.loadedRooms() === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.host.loadedRooms()).toBe(1);
      const back = await join(server.url, { game: b.game });
      expect(back.welcome.t).toBe('welcome');
      expect(server.host.loadedRooms()).toBe(2);
      watcher.client.close();
      back.client.close();
    } finally {
      await server.close();
    }
  });

  it('--unload-after sets how long an idle room stays (default five minutes); bad input is one line', () => {
    expect(parseServerCommand([], {}).unloadAfterMs).toBe(300_000);
    expect(parseServerCommand(['--unload-after', '1000'], {}).unloadAfterMs).toBe(1000);
    expect(() => parseServerCommand(['--unload-after', 'soon'], {})).toThrow(/--unload-after must be a whole number/);
  });

  it('--creates-per-day sets the new games one address may make a day (the turn-a-day bench makes 10,000)', () => {
    expect(parseServerCommand([], {}).createsPerDay).toBe(1000);
    expect(parseServerCommand(['--creates-per-day', '20000'], {}).createsPerDay).toBe(20_000);
    expect(() => parseServerCommand(['--creates-per-day', '0'], {})).toThrow(/--creates-per-day must be a whole number from 1/);
  });
});
