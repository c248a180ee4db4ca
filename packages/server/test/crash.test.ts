import { stateHash } from '@everrain/engine';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/sqlite-store';
import { playSeat, seeded, type SeatRun } from './bot';
import { createGame, join, type Client, type Msg } from './client';
import { startChild } from './child';
import { replayStored, tempDb } from './helpers';

const GAMES = 24;
/** Acknowledged actions before the kill. */
const KILL_AFTER = 800;

describe('crash: SIGKILL in the middle of a load of games', () => {
  it('loses no acknowledged action, and every game replays to the state the restarted server holds', async () => {
    const db = tempDb();
    const first = await startChild(db, ['--test-hooks', '--snapshot-every', '40']);
    const games: { game: string; runs: SeatRun[] }[] = [];
    let killed = false;
    const acked = () => games.reduce((n, g) => n + g.runs.reduce((m, r) => m + r.acked.size, 0), 0);
    const clients: Client[] = [];
    const seated: { client: Client; seat: number; welcome: Msg; runs: SeatRun[]; i: number }[] = [];
    for (let i = 0; i < GAMES; i++) {
      const made = await createGame(first.url, { players: 1 + (i % 4), length: 'short' });
      const runs: SeatRun[] = [];
      for (const s of made.seats) {
        const { client, welcome } = await join(first.url, { game: made.game, seat: s.seat, key: s.key }, false);
        clients.push(client);
        seated.push({ client, seat: s.seat, welcome, runs, i });
      }
      games.push({ game: made.game, runs });
    }
    // Every game starts at once; the kill lands the moment an acknowledgement arrives (an ack sent before
    // its write would be lost).
    for (const { client, seat, welcome, runs, i } of seated) {
      runs.push(playSeat(client, seat, seeded(i * 10 + seat), { first: welcome }).run);
      const handle = client.onMessage!;
      client.onMessage = (m) => {
        handle(m);
        if (m.t === 'ack' && !killed && acked() >= KILL_AFTER) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      };
    }
    if (first.child.exitCode === null) await new Promise((r) => first.child.once('exit', r));
    const ackedAtKill = acked();
    for (const c of clients) c.close();
    expect(ackedAtKill).toBeGreaterThan(100);

    // Every acknowledged action is in the log, at the version it was acknowledged with.
    const store = new SqliteStore(db);
    let logged = 0;
    for (const g of games) {
      const log = new Map((await store.loadActions(g.game, 0)).map((a) => [`${a.seat}:${a.clientId}`, a.version]));
      logged += log.size;
      g.runs.forEach((run, seat) => {
        for (const [id, version] of run.acked) expect(log.get(`${seat}:${id}`), `${g.game} ${id}`).toBe(version);
      });
    }
    await store.close();
    expect(logged).toBeGreaterThanOrEqual(ackedAtKill);

    // Restarted, the server rebuilds each game; its state hash equals the engine's replay of the log.
    const second = await startChild(db, ['--test-hooks', '--snapshot-every', '40']);
    const check = new SqliteStore(db);
    for (const g of games) {
      const served = (await (await fetch(`${second.url}/api/games/${g.game}/hash`)).json()) as { version: number; hash: string };
      const { states } = await replayStored(check, g.game);
      expect(served).toEqual({ version: states.length - 1, hash: stateHash(states[states.length - 1]!) });
    }
    await check.close();
    second.child.kill('SIGTERM');
    console.log(`crash test: ${GAMES} games, ${ackedAtKill} actions acknowledged before SIGKILL, ${logged} in the log after, all ${GAMES} replays equal the restarted server's state`);
  });
});
