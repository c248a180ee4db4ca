import { view } from '@everrain/engine';
import { describe, expect, it } from 'vitest';
import { playSeat, seeded } from './bot';
import { createGame, join } from './client';
import { replayStored, testServer } from './helpers';

/**
 * The server writes each version's view as JSON once and splices every peer's `viewer` into it
 * (src/room.ts sendUpdate, for speed). This holds the spliced text to the plain thing: every update each
 * seat and a spectator receive parses to exactly view(state, seat) (less the catalog) of that version.
 */
describe('updates on the wire', () => {
  it('each update is that seat\'s own view of the version it names, and parses as JSON', async () => {
    const server = await testServer();
    const made = await createGame(server.url, { players: 2, length: 'short' });
    const seats = await Promise.all(made.seats.map((s) => join(server.url, { game: made.game, seat: s.seat, key: s.key })));
    const spectator = await join(server.url, { game: made.game });
    const runs = seats.map((s, seat) => playSeat(s.client, seat, seeded(40 + seat), { first: s.welcome, maxActions: 20, byType: true }));
    await Promise.race(runs.map((r) => r.done));
    await server.host.committer.idle();
    const { states } = await replayStored(server.host.store, made.game);
    let checked = 0;
    for (const [seat, client] of [[0, seats[0]!.client], [1, seats[1]!.client], [null, spectator.client]] as const) {
      for (const m of client.received.filter((x) => x.t === 'update')) {
        const version = Number(m.version);
        const state = states[version]!;
        const { catalog: _catalog, ...expected } = view(state, seat);
        expect(m.view).toEqual(JSON.parse(JSON.stringify(expected)));
        expect(Object.keys(m).sort()).toEqual(['by', 'events', 'id', 'legal', 't', 'undo', 'version', 'view']);
        expect(typeof (m.undo as { allowed: unknown }).allowed).toBe('boolean');
        expect((m.legal as { seat: number }[]).every((a) => a.seat === seat)).toBe(true);
        expect(Array.isArray(m.events)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    for (const c of [...seats.map((s) => s.client), spectator.client]) c.close();
    await server.close();
  });
});
