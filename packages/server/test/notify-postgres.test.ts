import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { PostgresStore } from '../src/postgres-store';
import { startServer, type RunningServer } from '../src/server';
import type { NewOutboxEntry } from '../src/store';
import { createGame, join, type Client } from './client';
import { content, freePort } from './helpers';
import { linksIn, MailCatcher, passTurn, table } from './notify-fixtures';

/*
 * Issue #23 item 6 (D165): notices, presence and chat across two server nodes on one PostgreSQL (the project's
 * throwaway cluster, scripts/postgres-test.sh, as postgres.test.ts uses). The nodes share one ManualClock.
 */
const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/postgres-test.sh');
const PUBLIC = 'https://everrain.example.org';
const GRACE = 60_000;


let cluster = '';
let url = '';
let smtp: MailCatcher;
const clock = new ManualClock();
/** Node A never polls the outbox itself (so what is delivered is decided on other nodes); B and C poll every second, at the same moments. */
let a: RunningServer;
let b: RunningServer;
let c: RunningServer;

async function node(pollMs: number): Promise<RunningServer> {
  return startServer({
    store: await PostgresStore.open(url, { poolSize: 4 }), content, clock, publicUrl: PUBLIC, createsPerMinute: 10_000,
    limits: { heartbeatMs: 86_400_000, helloTimeoutMs: 86_400_000 },
    notify: { smtpUrl: smtp.url, mailFrom: 'everrain@example.org', pollMs },
  });
}

beforeAll(async () => {
  smtp = await MailCatcher.start();
  const out = execFileSync(script, ['start', String(await freePort())], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n');
  cluster = out[0]!;
  url = out[1]!;
  a = await node(86_400_000);
  b = await node(1_000);
  c = await node(1_000);
}, 240_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await c?.close();
  await smtp?.close();
  if (cluster) execFileSync(script, ['stop', cluster], { stdio: 'inherit' });
});

/** Moves the shared clock on in steps (each node's heartbeats and polls run, and are waited for, at each). */
async function pass(ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 5_000) {
    await Promise.all([a, b, c].map((n) => n.notify.settled()));
    clock.advance(Math.min(5_000, ms - done));
    await Promise.all([a, b, c].map((n) => n.notify.settled()));
  }
}

/** Waits until `client` is shown the seats with `seat`'s connected flag as given. */
const connectedShown = (c: Client, seat: number, connected: boolean) => c.next((m) => (m.t === 'presence' || m.t === 'welcome') && (m.seats as { connected: boolean }[])[seat]?.connected === connected);

const turnMails = (address: string) => smtp.to(address).filter((m) => m.subject === 'Your turn in The Everrain');

describe('notices, presence and chat across two nodes on PostgreSQL (D165)', () => {
  it('each queued message is claimed by one node only, however many claim at once', async () => {
    const [one, two] = [await PostgresStore.open(url, { poolSize: 4 }), await PostgresStore.open(url, { poolSize: 4 })];
    const now = clock.now();
    const game = `claims-${now}`;
    const entries = Array.from({ length: 60 }, (_, i): NewOutboxEntry => ({ game, seat: i % 4, kind: 'game-over', version: i, deadline: null, channel: 'webhook', target: `https://example.org/${i}`, dueAt: now - 1 }));
    await one.queueNotices(entries, false);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).claimNotices(now, now + 60_000, 10)));
    const ids = claims.flat().filter((e) => e.game === game).map((e) => e.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    // Claimed, none is due again before its claim lapses.
    expect((await one.claimNotices(now + 1_000, now + 61_000, 100)).filter((e) => e.game === game)).toEqual([]);
    for (const e of claims.flat()) await two.settleNotice(e.id, { state: 'dropped', at: now });
    await one.close();
    await two.close();
  });

  it('a seat connected on node A is shown connected on node B, and no longer once it leaves (or its node stops); a chat line said on A reaches B', async () => {
    const made = await createGame(a.url, { players: 2, names: ['Ana', 'Ben'] });
    const watcher = await join(b.url, { game: made.game });
    expect((watcher.welcome.seats as { connected: boolean }[]).map((s) => s.connected)).toEqual([false, false]);
    const shown = connectedShown(watcher.client, 0, true);
    const ana = await join(a.url, { game: made.game, seat: 0, key: made.seats[0]!.key });
    await shown;
    // Ben, joining on B after Ana joined on A, is welcomed with Ana connected.
    const ben = await join(b.url, { game: made.game, seat: 1, key: made.seats[1]!.key });
    expect((ben.welcome.seats as { connected: boolean }[]).map((s) => s.connected)).toEqual([true, true]);
    const line = ben.client.next((m) => m.t === 'chat' && (m.line as { text: string }).text === 'hello from A');
    ana.client.send({ t: 'chat', text: 'hello from A' });
    expect((await line).line).toMatchObject({ seat: 0, name: 'Ana' });
    const gone = connectedShown(watcher.client, 0, false);
    ana.client.close();
    await gone;
    // A node that stops without a word (its row stays, its heartbeat stops): its seat stops showing within three beats.
    const ghost = await PostgresStore.open(url, { poolSize: 1 });
    const haunted = connectedShown(watcher.client, 0, true);
    await ghost.setPresence('a node that died', [{ game: made.game, seat: 0, looking: true, at: clock.now() }]);
    await haunted;
    await ghost.close();
    const laid = connectedShown(watcher.client, 0, false);
    await pass(90_000);
    await laid;
    for (const c of [watcher.client, ben.client]) c.close();
  });

  it('a turn notice is delivered once in all (B and C both deliver); a seat looking on node A is not mailed from another node; idle on A, it is; a confirmation opened on B is told to the seat on A', async () => {
    const t = await table(a);
    const away = 1 - t.first;
    const ben = t.clients[away]!;
    const address = `nodes-${t.game}@example.org`;
    // Subscribed on node A; B or C sends the confirmation (A never polls); its link opened on B, the seat on A is told.
    expect(await ben.ask({ t: 'notify', email: address }, (m) => m.t === 'notify' || m.t === 'refused')).toMatchObject({ email: { address, confirmed: false } });
    await pass(5_000);
    const confirmation = smtp.to(address);
    expect(confirmation).toHaveLength(1);
    const link = linksIn(confirmation[0]!.text).find((l) => l.includes('/api/notify/confirm'))!;
    const seatTold = ben.next((m) => m.t === 'notify' && (m.email as { confirmed: boolean } | null)?.confirmed === true);
    expect((await fetch(link.replace(PUBLIC, b.url))).status).toBe(200);
    await seatTold;
    // Looking on node A: B or C, delivering, sees it in the store and sends nothing.
    await passTurn(t);
    await pass(GRACE + 10_000);
    expect(turnMails(address)).toHaveLength(0);
    // Idle on A: the next turn's notice is sent, once, though both nodes' clocks keep running.
    await passTurn(t);
    ben.send({ t: 'activity', looking: false });
    await passTurn(t);
    await pass(GRACE + 10_000);
    expect(turnMails(address)).toHaveLength(1);
    await pass(3 * GRACE);
    expect(turnMails(address)).toHaveLength(1);
    for (const c of t.clients) c.close();
  });
});

