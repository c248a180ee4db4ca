import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/sqlite-store';
import type { GameSummary, StoredAction } from '../src/store';
import { tempDb } from './helpers';

/** A store with one game in it, to append actions to (the store checks nothing of the actions' text). */
async function storeWithGame(options: ConstructorParameters<typeof SqliteStore>[1] = {}): Promise<{ store: SqliteStore; file: string }> {
  const file = tempDb();
  const store = new SqliteStore(file, options);
  await store.createGame({
    id: 'g', options: '{}', seed: 's', createdAt: 0, rematchOf: null, nextGame: null,
    seats: [{ seat: 0, name: 'Ada', keyHash: Buffer.alloc(32, 1), left: false }],
    summary: summaryAt(0),
  });
  return { store, file };
}
const summaryAt = (version: number): GameSummary => ({ version, awaited: [0], over: false, result: null, updatedAt: version });
const action = (version: number, clientId = `c${version}`): StoredAction => ({ game: 'g', version, seat: 0, clientId, action: JSON.stringify({ pad: 'x'.repeat(6_000) }), at: version });
const append = (store: SqliteStore, version: number, clientId?: string) => store.appendActions([action(version, clientId)], new Map([['g', summaryAt(version)]]));

describe('the SQLite writer thread', () => {
  it('commits the writes that wait together, each in its own savepoint: one that fails is undone and refused alone', async () => {
    const { store, file } = await storeWithGame();
    const before = { ...store.writeStats };
    const writes = Array.from({ length: 40 }, (_, i) => append(store, i + 1));
    // Version 6 is taken by then: this one breaks the log's key and must fail without taking the others with it.
    const clash = append(store, 6, 'clash');
    const after = Array.from({ length: 10 }, (_, i) => append(store, i + 41));
    await Promise.all([...writes, ...after]);
    await expect(clash).rejects.toThrow(/UNIQUE/);
    const commits = store.writeStats.commits - before.commits;
    expect(store.writeStats.writes - before.writes).toBe(51);
    // Sent at once, they cannot each have had a commit of their own: the first's fsync is far slower than sending the rest.
    expect(commits).toBeLessThan(51);
    await store.close();
    const reopened = new SqliteStore(file);
    const log = await reopened.loadActions('g', 0);
    expect(log.map((a) => a.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(log.some((a) => a.clientId === 'clash')).toBe(false);
    expect((await reopened.loadGame('g'))!.summary.version).toBe(50);
    await reopened.close();
  });

  it('never checkpoints in a commit: the checkpointer copies the log beside it and starts it again past its limit', async () => {
    const restartFrames = 2_000;
    // No timed checkpoint during the test; asked ones only.
    const { store, file } = await storeWithGame({ checkpoint: { everyMs: 3_600_000, restartFrames } });
    let version = 0;
    const appendMany = (n: number) => Promise.all(Array.from({ length: n }, () => append(store, ++version)));
    // Two pages or more an action: past SQLite's own checkpoint at 1,000 pages, which would have started the log again.
    await appendMany(800);
    const first = await store.checkpoint();
    expect(first).not.toBeNull();
    expect(first!.log).toBeGreaterThan(1_000);
    expect(first!.log).toBeLessThan(restartFrames);
    expect(first!.checkpointed).toBe(first!.log);
    expect(first!.restarted).toBe(false);
    // Copied whole, the log starts again at the next commit: it passes the limit only when commits keep coming
    // while checkpoints run (under load); here, many commits before the next checkpoint do the same.
    await appendMany(1_600);
    const last = (await store.checkpoint())!;
    expect(last.restarted).toBe(true);
    expect(last.log).toBeGreaterThanOrEqual(restartFrames);
    // The next commit writes the log from its start again.
    await appendMany(1);
    expect((await store.checkpoint())!.log).toBeLessThan(20);
    await store.close();
    const reopened = new SqliteStore(file);
    expect((await reopened.loadActions('g', 0)).length).toBe(version);
    await reopened.close();
  });
});
