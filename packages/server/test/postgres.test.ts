import { stateHash } from '@everrain/engine';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../src/postgres-store';
import type { GameSummary, RemoteChange, StoredAction } from '../src/store';
import { playSeat, seeded } from './bot';
import { newKey } from '../src/credentials';
import { Client, createGame, join, type Msg } from './client';
import { startChild } from './child';
import { replayStored, tempDb, freePort } from './helpers';

/**
 * Issue #14 item 8: PostgreSQL as the store, shared by two server processes. The project's own script
 * installs Debian's postgresql when it is missing (and fails loudly when it cannot: this test never skips),
 * then runs a throwaway cluster as a non-root user on a loopback port.
 */
const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/postgres-test.sh');


let cluster = '';
let url = '';
const nodes: { child: ChildProcess; url: string }[] = [];

beforeAll(async () => {
  const out = execFileSync(script, ['start', String(await freePort())], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n');
  cluster = out[0]!;
  url = out[1]!;
  nodes.push(...(await Promise.all([0, 1].map(() => startChild(tempDb(), ['--store', url, '--test-hooks'])))));
}, 240_000);

afterAll(async () => {
  for (const { child } of nodes) {
    if (child.exitCode !== null) continue;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  }
  if (cluster) execFileSync(script, ['stop', cluster], { stdio: 'inherit' });
});

const answer = (c: Client, id: string) => c.next((m) => (m.t === 'ack' || m.t === 'refused') && m.id === id);
const latest = (c: Client): Msg => [...c.received].reverse().find((m) => m.t === 'update' || m.t === 'welcome' || (m.t === 'refused' && 'view' in m))!;

async function served(nodeUrl: string, game: string): Promise<{ version: number; hash: string }> {
  return (await (await fetch(`${nodeUrl}/api/games/${game}/hash`)).json()) as { version: number; hash: string };
}

/** Both processes' durable state of the game, and the engine's replay of the stored log: all three the same. */
async function expectSameEverywhere(game: string): Promise<number> {
  const store = await PostgresStore.open(url, { poolSize: 1 });
  const { states } = await replayStored(store, game);
  await store.close();
  const replayed = { version: states.length - 1, hash: stateHash(states[states.length - 1]!) };
  expect(await served(nodes[0]!.url, game)).toEqual(replayed);
  expect(await served(nodes[1]!.url, game)).toEqual(replayed);
  return replayed.version;
}

describe('PostgreSQL store, two server processes on one database', () => {
  it('the database serializes two processes\' appends of one version: exactly one is stored, the other comes back rejected; the other process is notified', async () => {
    const [one, two] = [await PostgresStore.open(url, { poolSize: 2 }), await PostgresStore.open(url, { poolSize: 2 })];
    const heard: RemoteChange[] = [];
    two.subscribe((c) => heard.push(c));
    const summary = (version: number): GameSummary => ({ version, awaited: [0], over: false, result: null, updatedAt: Date.now() });
    const game = `race-${Date.now()}`;
    await one.createGame({ id: game, options: '{}', seed: 'x', createdAt: Date.now(), seats: [{ seat: 0, name: 'A', keyHash: Buffer.alloc(32), left: false }], rematchOf: null, nextGame: null, summary: summary(0) });
    const row = (version: number, clientId: string): StoredAction => ({ game, version, seat: 0, clientId, action: `{"n":"${clientId}"}`, at: Date.now() });
    for (let v = 1; v <= 10; v++) {
      const results = await Promise.all([one.appendActions([row(v, `one${v}`)], new Map([[game, summary(v)]])), two.appendActions([row(v, `two${v}`)], new Map([[game, summary(v)]]))]);
      expect(results.filter((r) => r.rejected.length === 0)).toHaveLength(1);
      expect(results.filter((r) => r.rejected.length === 1 && r.rejected[0] === game)).toHaveLength(1);
    }
    // A batch that does not follow on from the stored version is left out whole (its second row would fit).
    expect((await one.appendActions([row(10, 'late10'), row(11, 'late11')], new Map([[game, summary(11)]]))).rejected).toEqual([game]);
    const log = await one.loadActions(game, 0);
    expect(log.map((a) => a.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await one.loadGame(game))!.summary.version).toBe(10);
    const byOne = log.filter((a) => a.clientId.startsWith('one')).length;
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((c) => c.kind === 'actions' && c.game === game).length).toBe(byOne);
    await one.close();
    await two.close();
  });

  it('plays a game through with one player on each process: each sees the other\'s actions, both end on the same state', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!];
    for (const n of [a, b]) expect(await (await fetch(`${n.url}/api/health`)).json()).toMatchObject({ ok: true });
    const made = await createGame(a.url, { players: 2, length: 'short' });
    const p0 = await join(a.url, { game: made.game, seat: 0, key: made.seats[0]!.key });
    const p1 = await join(b.url, { game: made.game, seat: 1, key: made.seats[1]!.key });
    // Fan-out: an action stored through one process reaches the player on the other, who sends nothing.
    const [actor, watcher] = (p0.welcome.legal as unknown[]).length > 0 ? [p0, p1] : [p1, p0];
    const seen = watcher.client.next((m) => m.t === 'update' && m.id === 'first', 5000);
    const own = actor.client.next((m) => m.t === 'update' && m.id === 'first', 5000);
    actor.client.send({ t: 'act', id: 'first', version: 0, action: (actor.welcome.legal as unknown[])[0] });
    expect(await answer(actor.client, 'first')).toMatchObject({ t: 'ack', version: 1 });
    expect((await seen).version).toBe(1);
    await own;
    // Chat and names cross too.
    const line = p1.client.next((m) => m.t === 'chat' && (m.line as { text: string }).text === 'hello from A', 5000);
    p0.client.send({ t: 'chat', text: 'hello from A' });
    expect(((await line).line as { seat: number }).seat).toBe(0);
    const renamed = p0.client.next((m) => m.t === 'presence' && (m.seats as { name: string }[])[1]!.name === 'Bo on B', 5000);
    p1.client.send({ t: 'name', name: 'Bo on B' });
    await renamed;

    const started = performance.now();
    const runs = [p0, p1].map((p, seat) => playSeat(p.client, seat, seeded(seat + 7), { first: latest(p.client), byType: true }));
    const [r0, r1] = await Promise.all(runs.map((r) => r.done));
    expect(r0!.over && r1!.over).toBe(true);
    expect([...r0!.refusals, ...r1!.refusals]).toEqual([]);
    const final = await expectSameEverywhere(made.game);
    // Every stored action was acknowledged once, to the seat that made it; both players were shown the end.
    expect(r0!.acked.size + r1!.acked.size + 1).toBe(final);
    expect(latest(p0.client).version).toBe(final);
    expect(latest(p1.client).version).toBe(final);
    const stale = [p0, p1].flatMap((p) => p.client.received.filter((m) => m.t === 'refused' && m.code === 'stale')).length;
    console.log(`postgres: a 2-player game of ${final} actions across two processes in ${Math.round(performance.now() - started)} ms (${stale} stale actions refused on the way)`);
    p0.client.close();
    p1.client.close();
  });

  it('the same seat acting on both processes at once on one version: one action is stored, the other refused as stale with the current view; one action id sent to both is acknowledged once', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!];
    const made = await createGame(a.url, { players: 1, length: 'short' });
    const key = made.seats[0]!.key;
    const onA = await join(a.url, { game: made.game, seat: 0, key });
    const onB = await join(b.url, { game: made.game, seat: 0, key });
    let position = onA.welcome as unknown as { version: number; legal: unknown[] };
    const pick = seeded(99);
    let rounds = 0;
    let byDatabase = 0;
    for (let round = 0; round < 16 && position.legal.length > 0; round++, rounds++) {
      const v = position.version;
      const sameId = round % 4 === 3;
      const idA = `a${round}`;
      const idB = sameId ? idA : `b${round}`;
      const actionA = position.legal[pick(position.legal.length)];
      const actionB = sameId ? actionA : position.legal[pick(position.legal.length)];
      const answers = Promise.all([answer(onA.client, idA), answer(onB.client, idB)]);
      onA.client.send({ t: 'act', id: idA, version: v, action: actionA });
      onB.client.send({ t: 'act', id: idB, version: v, action: actionB });
      const [ansA, ansB] = await answers;
      if (sameId) {
        // One action, acknowledged by both processes with the version it made (one of them as a duplicate).
        expect([ansA, ansB].map((m) => [m.t, m.version])).toEqual([['ack', v + 1], ['ack', v + 1]]);
      } else {
        const acked = [ansA, ansB].filter((m) => m.t === 'ack');
        const refused = [ansA, ansB].filter((m) => m.t === 'refused');
        expect(acked.map((m) => m.version)).toEqual([v + 1]);
        expect(refused.map((m) => [m.code, m.version])).toEqual([['stale', v + 1]]);
        expect(refused[0]!.view).toBeTruthy();
        if (/stored first/.test(String(refused[0]!.message))) byDatabase += 1;
      }
      const [syncA, syncB] = await Promise.all([onA.client.ask({ t: 'sync' }, (m) => m.t === 'welcome'), onB.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')]);
      expect([syncA.version, syncB.version]).toEqual([v + 1, v + 1]);
      expect(syncB.view).toEqual(syncA.view);
      position = syncA as unknown as { version: number; legal: unknown[] };
    }
    expect(rounds).toBeGreaterThan(8);
    expect(await expectSameEverywhere(made.game)).toBe(rounds);
    console.log(`postgres: ${rounds} rounds of one seat acting on both processes at once; ${byDatabase} of the stale refusals were decided by the database (both processes had accepted locally), the rest by a process already caught up`);
    onA.client.close();
    onB.client.close();
  });

  it('claimed seats across processes (D163): a claim on one is the only key on the other; a re-invitation on one closes the seat on the other', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!];
    const made = await createGame(a.url, { players: 2, length: 'short' });
    // B has the game loaded (a spectator) before the claim: it must learn of it.
    const watcherOnB = await join(b.url, { game: made.game });
    const key = newKey();
    const claim = await Client.open(a.url);
    expect(await claim.ask({ t: 'hello', game: made.game, seat: 1, key: made.seats[1]!.key, next: key }, (m) => m.t === 'welcome' || m.t === 'refused')).toMatchObject({ t: 'welcome' });
    const onB = await Client.open(b.url);
    expect(await onB.ask({ t: 'hello', game: made.game, seat: 1, key: made.seats[1]!.key, next: newKey() }, (m) => m.t === 'welcome' || m.t === 'refused')).toMatchObject({ code: 'already-claimed' });
    const ownOnB = await Client.open(b.url);
    expect(await ownOnB.ask({ t: 'hello', game: made.game, seat: 1, key }, (m) => m.t === 'welcome' || m.t === 'refused')).toMatchObject({ t: 'welcome', seat: 1 });
    const revoked = ownOnB.next((m) => m.t === 'refused' && m.code === 'revoked');
    const hostOnA = (await join(a.url, { game: made.game })).client;
    const invite = await hostOnA.ask({ t: 'reinvite', seat: 1, host: made.host }, (m) => m.t === 'invite' || m.t === 'refused');
    expect(invite).toMatchObject({ t: 'invite', seat: 1 });
    await revoked;
    expect((await ownOnB.whenClosed()).code).toBe(4403);
    const fresh = await Client.open(b.url);
    expect(await fresh.ask({ t: 'hello', game: made.game, seat: 1, key: String(invite.key), next: newKey() }, (m) => m.t === 'welcome' || m.t === 'refused')).toMatchObject({ t: 'welcome', seat: 1 });
    for (const c of [watcherOnB.client, claim, onB, fresh, hostOnA]) c.close();
  });
});
