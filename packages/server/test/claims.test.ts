import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { newKey } from '../src/credentials';
import { playSeat, seeded } from './bot';
import { Client, createGame, join, type Msg } from './client';
import { testServer } from './helpers';

/**
 * Issue #23 item 2, D163: seats belong to their people. Real servers on loopback, real ws clients; every
 * hello here is sent as written (not through `join`'s derived claim key) unless it says otherwise.
 */

type Position = { version: number; legal: { seat: number; type: string }[] };
type Seats = { seat: number; claimed: boolean; bot: string | null; connected: boolean }[];

/** A raw hello: the client, every message up to its welcome or refusal, and that answer. */
async function hello(url: string, message: object): Promise<{ client: Client; answer: Msg; claimed: Msg | undefined }> {
  const client = await Client.open(url);
  const answer = await client.ask({ t: 'hello', ...message }, (m) => m.t === 'welcome' || m.t === 'refused');
  return { client, answer, claimed: client.received.find((m) => m.t === 'claimed') };
}

async function refusedHello(url: string, message: object, code: string, closeCode = 4401): Promise<Msg> {
  const { client, answer } = await hello(url, message);
  expect(answer).toMatchObject({ t: 'refused', code });
  expect((await client.whenClosed()).code).toBe(closeCode);
  return answer;
}

async function seatsOf(url: string, game: string): Promise<Seats> {
  return ((await (await fetch(`${url}/api/games/${game}`)).json()) as { seats: Seats }).seats;
}

const answerTo = (c: Client, id: string) => c.next((m) => (m.t === 'ack' || m.t === 'refused') && m.id === id);

/** One legal action for `seat` acted on the current version by `client`; its answer. */
async function actOnce(client: Client, seat: number, id: string): Promise<Msg> {
  const p = (await client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
  const action = p.legal.find((a) => a.seat === seat);
  if (!action) throw new Error(`seat ${seat} has nothing to do at version ${p.version}`);
  const answer = answerTo(client, id);
  client.send({ t: 'act', id, version: p.version, action });
  return answer;
}

describe('seats belong to their people (issue #23 item 2, D163)', () => {
  it('an invitation is claimed when first opened; then it no longer acts, and the host cannot act for the seat', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2, names: ['Ann', 'Bo'] });
    expect(g.host).toMatch(/^[\w-]{43}$/);
    expect((await seatsOf(server.url, g.game)).map((s) => s.claimed)).toEqual([false, false]);

    // Bo opens his invitation: his browser's new key (`next`) now holds the seat.
    const bosKey = newKey();
    const bo = await hello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: bosKey });
    expect(bo.claimed).toEqual({ t: 'claimed', seat: 1, key: bosKey });
    expect(bo.answer).toMatchObject({ t: 'welcome', seat: 1 });
    expect((await seatsOf(server.url, g.game)).map((s) => s.claimed)).toEqual([false, true]);
    // Stored as a hash only.
    const stored = (await server.host.store.loadGame(g.game))!.seats[1]!;
    expect(stored.owners).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(bosKey);

    // The invitation no longer acts: alone, with another claim key, or to give the seat to a bot.
    const claimedRefusal = await refusedHello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key }, 'already-claimed');
    expect(String(claimedRefusal.message)).toMatch(/already opened/);
    await refusedHello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: newKey() }, 'already-claimed');
    // The same claim shown again (its answer lost, say) is the same person: the seat is theirs.
    const retry = await hello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: bosKey });
    expect(retry.answer).toMatchObject({ t: 'welcome', seat: 1 });
    retry.client.close();

    // Ann, the host, plays seat 0 (a server without a server-side claim key makes one and says it).
    const ann = await hello(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const annsKey = String(ann.claimed?.key);
    expect(annsKey).toMatch(/^[\w-]{43}$/);
    expect(annsKey).not.toBe(g.seats[0]!.key);
    // She holds Bo's invitation and the host's key: neither plays Bo's seat.
    const p = (await ann.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position & { view: { turn: { seat: number } } };
    const actionForBo = { ...(p.legal[0] ?? { type: 'endTurn' }), seat: 1 };
    ann.client.send({ t: 'act', id: 'as-bo', version: p.version, action: actionForBo });
    expect(await answerTo(ann.client, 'as-bo')).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    expect(await ann.client.ask({ t: 'bot', seat: 1, bot: 'random', key: g.seats[1]!.key }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-your-seat' });
    // Bo is at the table: the host may not give his seat to a bot.
    expect(await ann.client.ask({ t: 'bot', seat: 1, bot: 'random', host: g.host }, (m) => m.t === 'refused')).toMatchObject({ code: 'seat-present' });
    // A host's key is no seat's key.
    await refusedHello(server.url, { game: g.game, seat: 1, key: g.host }, 'bad-credential');
    expect((await server.host.store.loadGame(g.game))!.seats.map((s) => s.bot ?? null)).toEqual([null, null]);
    expect(await server.host.store.loadActions(g.game, 0)).toEqual([]);

    // Bo's key acts for his seat, from anywhere.
    const again = await hello(server.url, { game: g.game, seat: 1, key: bosKey });
    expect(again.answer).toMatchObject({ t: 'welcome', seat: 1 });
    expect(again.claimed).toBeUndefined();
    for (const c of [bo.client, ann.client, again.client]) c.close();
    await server.close();
  });

  it('a second device: a one-time link from the seat adds a key of its own; the link works once', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 1 });
    const phone = await hello(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, next: newKey() });
    const link = await phone.client.ask({ t: 'device' }, (m) => m.t === 'device-link');
    expect(link).toMatchObject({ seat: 0, key: expect.stringMatching(/^[\w-]{43}$/) });
    const laptopKey = newKey();
    const laptop = await hello(server.url, { game: g.game, seat: 0, key: String(link.key), next: laptopKey });
    expect(laptop.claimed).toEqual({ t: 'claimed', seat: 0, key: laptopKey });
    expect(laptop.answer).toMatchObject({ t: 'welcome', seat: 0 });
    expect((await server.host.store.loadGame(g.game))!.seats[0]!.owners).toHaveLength(2);
    // Both devices act for the seat.
    expect(await actOnce(laptop.client, 0, 'from-laptop')).toMatchObject({ t: 'ack', version: 1 });
    expect(await actOnce(phone.client, 0, 'from-phone')).toMatchObject({ t: 'ack', version: 2 });
    // The link was for one device.
    await refusedHello(server.url, { game: g.game, seat: 0, key: String(link.key), next: newKey() }, 'bad-credential');
    // A spectator has no seat to add a device to.
    const watcher = await hello(server.url, { game: g.game });
    expect(await watcher.client.ask({ t: 'device' }, (m) => m.t === 'refused')).toMatchObject({ code: 'spectator' });
    for (const c of [phone.client, laptop.client, watcher.client]) c.close();
    await server.close();
  });

  it('re-invite: the host makes a new link; every old key of the seat is revoked and its connections closed, saying so', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2 });
    const bosKey = newKey();
    const bo = await hello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: bosKey });
    const link = await bo.client.ask({ t: 'device' }, (m) => m.t === 'device-link');
    const tabletKey = newKey();
    const tablet = await hello(server.url, { game: g.game, seat: 1, key: String(link.key), next: tabletKey });
    const unused = await bo.client.ask({ t: 'device' }, (m) => m.t === 'device-link');
    const ann = await hello(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, next: newKey() });
    // Only the host may.
    expect(await ann.client.ask({ t: 'reinvite', seat: 1, host: newKey() }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-host' });
    const watcher = await hello(server.url, { game: g.game });
    const revoked = [bo.client, tablet.client].map((c) => c.next((m) => m.t === 'refused' && m.code === 'revoked'));
    const invite = await watcher.client.ask({ t: 'reinvite', seat: 1, host: g.host }, (m) => m.t === 'invite' || m.t === 'refused');
    expect(invite).toMatchObject({ t: 'invite', seat: 1, key: expect.stringMatching(/^[\w-]{43}$/) });
    for (const r of await Promise.all(revoked)) expect(String(r.message)).toMatch(/re-invited/);
    expect((await bo.client.whenClosed()).code).toBe(4403);
    expect((await tablet.client.whenClosed()).code).toBe(4403);
    expect((await seatsOf(server.url, g.game)).map((s) => s.claimed)).toEqual([true, false]);
    // Every old key, the old invitation and an unused device link: revoked, and said so.
    for (const key of [bosKey, tabletKey, g.seats[1]!.key, String(unused.key)]) await refusedHello(server.url, { game: g.game, seat: 1, key, next: newKey() }, 'revoked', 4403);
    // The new invitation is claimed by whoever opens it first.
    const newKey1 = newKey();
    const back = await hello(server.url, { game: g.game, seat: 1, key: String(invite.key), next: newKey1 });
    expect(back.claimed).toMatchObject({ key: newKey1 });
    expect(back.answer).toMatchObject({ t: 'welcome', seat: 1 });
    // Ann's seat was never touched.
    expect((await hello(server.url, { game: g.game, seat: 0, key: String(ann.client.received.find((m) => m.t === 'claimed')?.key ?? '') })).answer).toMatchObject({ t: 'welcome' });
    for (const c of [ann.client, watcher.client, back.client]) c.close();
    await server.close();
  });

  it('the host gives an absent seat to a bot and takes it back (D105 stays); a stranger may not', async () => {
    const server = await testServer({ botDelayMs: 60_000 });
    const g = await createGame(server.url, { players: 2 });
    const bo = await hello(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: newKey() });
    bo.client.close();
    await bo.client.whenClosed();
    const watcher = await hello(server.url, { game: g.game });
    await expect.poll(async () => (await seatsOf(server.url, g.game))[1]!.connected).toBe(false);
    expect(await watcher.client.ask({ t: 'bot', seat: 1, bot: 'heuristic', host: newKey() }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-your-seat' });
    expect(await watcher.client.ask({ t: 'bot', seat: 1, bot: 'heuristic' }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-your-seat' });
    const given = await watcher.client.ask({ t: 'bot', seat: 1, bot: 'heuristic', host: g.host }, (m) => m.t === 'presence' || m.t === 'refused');
    expect((given.seats as Seats)[1]!.bot).toBe('heuristic');
    const back = await watcher.client.ask({ t: 'bot', seat: 1, bot: null, host: g.host }, (m) => m.t === 'presence' || m.t === 'refused');
    expect((back.seats as Seats)[1]!.bot).toBe(null);
    expect((await server.host.store.loadGame(g.game))!.seats[1]!.bot ?? null).toBe(null);
    watcher.client.close();
    await server.close();
  });

  it('the host ends the game: everyone is told, it takes no more moves, the lobby lists it as ended, and it stays so after a restart', async () => {
    const first = await testServer();
    const g = await createGame(first.url, { players: 2 });
    const ann = await join(first.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const watcher = await join(first.url, { game: g.game });
    expect(await ann.client.ask({ t: 'end', host: newKey() }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-host' });
    const told = [ann.client, watcher.client].map((c) => c.next((m) => m.t === 'welcome' && typeof m.notice === 'string'));
    watcher.client.send({ t: 'end', host: g.host });
    for (const w of await Promise.all(told)) {
      expect(String(w.notice)).toMatch(/host ended this game/);
      expect(w.legal).toEqual([]);
    }
    const p = ann.welcome as unknown as Position;
    ann.client.send({ t: 'act', id: 'after-end', version: p.version, action: p.legal[0] ?? { type: 'endTurn', seat: 0 } });
    expect(await answerTo(ann.client, 'after-end')).toMatchObject({ code: 'stopped' });
    const listed = (await first.host.myGames([{ game: g.game, seat: 1, key: g.seats[1]!.key }])) as { over: boolean; result: string }[];
    expect(listed[0]).toMatchObject({ over: true, result: 'ended' });
    // Over for good, so its replay opens, as the lobby offers it.
    const replay = await fetch(`${first.url}/api/games/${g.game}/replay`);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ format: 'everrain-save', actions: [] });
    ann.client.close();
    watcher.client.close();
    await first.close();
    const second = await testServer({}, first.file);
    const back = await join(second.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    expect(String(back.welcome.notice)).toMatch(/host ended this game/);
    expect(back.welcome.legal).toEqual([]);
    back.client.close();
    await second.close();
  });

  it('a rematch keeps the claims: the seat\'s key plays it, the claimed invitation does not, the host is the same', async () => {
    const server = await testServer({ limits: { perSecond: 10_000, burst: 10_000 } });
    const g = await createGame(server.url, { players: 1, length: 'short' });
    const soloKey = newKey();
    const a = await hello(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, next: soloKey });
    const { done } = playSeat(a.client, 0, seeded(5), { first: a.answer });
    await done;
    const next = await a.client.ask({ t: 'rematch' }, (m) => m.t === 'rematch');
    const game = String(next.game);
    expect((await seatsOf(server.url, game)).map((s) => s.claimed)).toEqual([true]);
    await refusedHello(server.url, { game, seat: 0, key: g.seats[0]!.key }, 'already-claimed');
    const b = await hello(server.url, { game, seat: 0, key: soloKey });
    expect(b.answer).toMatchObject({ t: 'welcome', seat: 0, version: 0, rematchOf: g.game });
    expect(b.claimed).toBeUndefined();
    const watcher = await hello(server.url, { game });
    const invite = await watcher.client.ask({ t: 'reinvite', seat: 0, host: g.host }, (m) => m.t === 'invite' || m.t === 'refused');
    expect(invite, String(invite.message)).toMatchObject({ t: 'invite' });
    watcher.client.close();
    a.client.close();
    b.client.close();
    await server.close();
  });

  it('a game stored before seats were claimed still plays: its seats are unclaimed until next opened', async () => {
    const first = await testServer();
    const g = await createGame(first.url, { players: 2 });
    const early = await Promise.all([0, 1].map((seat) => join(first.url, { game: g.game, seat, key: g.seats[seat]!.key })));
    const starts = (early[0]!.welcome as unknown as Position).legal.length > 0 ? 0 : 1;
    expect(await actOnce(early[starts]!.client, starts, 'before')).toMatchObject({ t: 'ack' });
    for (const e of early) e.client.close();
    await first.close();
    // The database as the server before D163 left it: no claim columns, no host key.
    const db = new Database(first.file);
    for (const [table, column] of [['seats', 'owners'], ['seats', 'device_link'], ['seats', 'revoked'], ['seats', 'keys_version'], ['games', 'host_hash'], ['games', 'ended_at']]) db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    db.exec('UPDATE seats SET key_hash = key_hash');
    db.close();
    const second = await testServer({}, first.file);
    expect((await seatsOf(second.url, g.game)).map((s) => s.claimed)).toEqual([false, false]);
    // Seat 0's invitation (it was opened, but before claims were kept) claims the seat now.
    const key0 = newKey();
    const ann = await hello(second.url, { game: g.game, seat: 0, key: g.seats[0]!.key, next: key0 });
    expect(ann.claimed).toMatchObject({ key: key0 });
    expect(ann.answer).toMatchObject({ t: 'welcome', version: 1 });
    expect((await seatsOf(second.url, g.game)).map((s) => s.claimed)).toEqual([true, false]);
    await refusedHello(second.url, { game: g.game, seat: 0, key: g.seats[0]!.key }, 'already-claimed');
    // The old game has no host key: no host powers in it, and nobody is host by holding invitations.
    expect(await ann.client.ask({ t: 'end', host: g.host }, (m) => m.t === 'refused')).toMatchObject({ code: 'not-host' });
    // It plays on.
    const bo = await hello(second.url, { game: g.game, seat: 1, key: g.seats[1]!.key, next: newKey() });
    expect(bo.answer).toMatchObject({ t: 'welcome', seat: 1 });
    const mover = ((ann.answer as unknown as Position).legal.length > 0 ? 0 : 1);
    expect(await actOnce(mover === 0 ? ann.client : bo.client, mover, 'after')).toMatchObject({ t: 'ack', version: 2 });
    ann.client.close();
    bo.client.close();
    await second.close();
  });

  it('a spectator link is read-only', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2 });
    const watcher = await hello(server.url, { game: g.game });
    expect(watcher.answer).toMatchObject({ t: 'welcome', seat: null, legal: [] });
    const p = watcher.answer as unknown as Position;
    const tries: [object, string][] = [
      [{ t: 'act', id: 'w1', version: p.version, action: { type: 'endTurn', seat: 0 } }, 'spectator'],
      [{ t: 'undo', id: 'w2' }, 'spectator'],
      [{ t: 'chat', text: 'hi' }, 'spectator'],
      [{ t: 'name', name: 'me' }, 'spectator'],
      [{ t: 'rematch' }, 'spectator'],
      [{ t: 'device' }, 'spectator'],
      [{ t: 'bot', seat: 0, bot: 'random' }, 'not-your-seat'],
      [{ t: 'reinvite', seat: 0, host: newKey() }, 'not-host'],
      [{ t: 'end', host: newKey() }, 'not-host'],
    ];
    for (const [message, code] of tries) expect(await watcher.client.ask(message, (m) => m.t === 'refused')).toMatchObject({ code });
    expect(await server.host.store.loadActions(g.game, 0)).toEqual([]);
    expect((await server.host.store.loadGame(g.game))!.seats.map((s) => [s.bot ?? null, s.owners ?? null])).toEqual([[null, null], [null, null]]);
    watcher.client.close();
    await server.close();
  });
});
