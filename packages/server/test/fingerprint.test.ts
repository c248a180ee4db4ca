import Database from 'better-sqlite3';
import { createGame as createGameState, type Action, type ContentSet } from '@everrain/engine';
import { fingerprint } from '@everrain/session';
import { describe, expect, it } from 'vitest';
import { createGame, join, type Client, type Msg } from './client';
import { content, testServer } from './helpers';

type Position = { version: number; legal: Action[]; undo: { allowed: boolean; reason?: string } };
const answer = (m: Msg) => m.t === 'ack' || m.t === 'refused';
const sync = async (c: Client) => (await c.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position & Msg;

/** Plays `count` moves with whoever can act, picking with `pick`; the version reached. */
async function play(clients: Client[], count: number, pick: (legal: readonly Action[]) => Action = (l) => l[0]!, ids = 'm'): Promise<number> {
  let version = 0;
  for (let n = 0; n < count; n++) {
    for (const c of clients) {
      const p = await sync(c);
      version = p.version;
      if (p.legal.length === 0) continue;
      const ack = await c.ask({ t: 'act', id: `${ids}${n}`, version, action: pick(p.legal) }, answer);
      expect(ack.t).toBe('ack');
      version = Number(ack.version);
      break;
    }
  }
  return version;
}

/** A game created and played under `earlier` content, then the server restarted under today's on the same file. */
async function playedUnder(earlier: ContentSet, moves: number, pick?: (legal: readonly Action[]) => Action) {
  const first = await testServer({ content: earlier });
  const g = await createGame(first.url, { players: 2, length: 'short' });
  const seats = await Promise.all(g.seats.map((s) => join(first.url, { game: g.game, seat: s.seat, key: s.key })));
  const version = await play(seats.map((s) => s.client), moves, pick);
  for (const s of seats) s.client.close();
  await first.close();
  const now = await testServer({}, first.file);
  const back = await Promise.all(g.seats.map((s) => join(now.url, { game: g.game, seat: s.seat, key: s.key })));
  return { g, version, now, back, file: first.file };
}

describe('stored games made under other rules or content (D162)', () => {
  it('records the fingerprint of the rules and content a game is created under', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 1 });
    expect((await server.host.store.loadGame(g.game))?.fingerprint).toBe(fingerprint(content));
    await server.close();
  });

  it('replays a game stored under another fingerprint under today\'s rules, says so on joining, and plays on', async () => {
    const reworded: ContentSet = { ...content, improvements: content.improvements.map((c, i) => (i === 0 ? { ...c, text: `${c.text} (reworded)` } : c)) };
    const { version, now, back } = await playedUnder(reworded, 6);
    const welcome = back[0]!.welcome as unknown as Position & { notice?: string };
    expect(welcome.version).toBe(version);
    expect(welcome.notice).toMatch(/played under other rules or content .*goes on from there/);
    expect(await play(back.map((b) => b.client), 1, undefined, 'after')).toBe(version + 1);
    for (const b of back) b.client.close();
    await now.close();
  });

  it('stops where a stored move is no longer legal: the game is kept to there, every move stays stored, nothing more is played', async () => {
    // Earlier content dealt each ship one Deckhand more: a move that gives that crew member an Order.
    const earlier: ContentSet = { ...content, starting: { ...content.starting, deckhands: content.starting.deckhands + 1 } };
    const made = createGameState({ players: 2, length: 'short', content, rules: {} }, 'crew ids');
    if (!made.ok) throw new Error(made.error.message);
    const today = made.state.players.map((p) => new Set(p.crew.map((c) => c.id)));
    let used = false;
    const pick = (legal: readonly Action[]): Action => {
      const extra = used ? undefined : legal.find((a) => 'crew' in a && typeof a.crew === 'string' && !today[a.seat]!.has(a.crew));
      if (extra) used = true;
      return extra ?? legal[0]!;
    };
    const { g, version, now, back } = await playedUnder(earlier, 20, pick);
    expect(used).toBe(true);
    const welcome = back[0]!.welcome as unknown as Position & { notice?: string };
    expect(welcome.notice).toMatch(new RegExp(`stops at version ${welcome.version} of ${version}: under today's rules its move ${welcome.version + 1} is refused`));
    expect(welcome.version).toBeLessThan(version);
    expect(welcome.legal).toEqual([]);
    expect(welcome.undo).toMatchObject({ allowed: false, reason: expect.stringContaining('stops') });
    expect(await back[0]!.client.ask({ t: 'act', id: 'late', version: welcome.version, action: { type: 'endTurn', seat: 0 } }, answer)).toMatchObject({ t: 'refused', code: 'stopped' });
    expect((await now.host.store.loadActions(g.game, 0)).length).toBe(version);
    for (const b of back) b.client.close();
    await now.close();
  });

  it('loads a game stored before games recorded a fingerprint as before, with no notice', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 1 });
    const seat = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const version = await play([seat.client], 3);
    seat.client.close();
    await server.close();
    const db = new Database(server.file);
    db.prepare('UPDATE games SET fingerprint = NULL').run();
    db.close();
    const now = await testServer({}, server.file);
    const back = await join(now.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    expect(back.welcome).toMatchObject({ version });
    expect(back.welcome.notice).toBeUndefined();
    back.client.close();
    await now.close();
  });
});
