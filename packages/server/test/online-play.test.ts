import { createGame as createLocal, replay, stateHash, type GameOptions } from '@everrain/engine';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_BOT_BUDGET } from '@everrain/bots';
import { actionsOfLog } from '../src/finished-save';
import { createGame, join, type Msg } from './client';
import { content, testServer } from './helpers';

/*
 * What online play adds on the one table (issue #22 item 4), on the server's side: the heartbeat, a game
 * made with a chosen seed, the replay of a finished game (and never of a running one), and the caps on
 * the bot work, so bot seats cannot starve people's moves.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw socket that says hello and may be told not to answer the server's pings (a dead network does not). */
async function rawJoin(url: string, hello: object, autoPong: boolean): Promise<{ socket: WebSocket; closed: Promise<{ code: number; at: number }> }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { autoPong });
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.once('close', (code) => resolve({ code, at: performance.now() })));
  const welcome = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ t: 'hello', ...hello }));
  await welcome;
  return { socket, closed };
}

async function hashOf(url: string, game: string): Promise<{ version: number; hash: string }> {
  return (await (await fetch(`${url}/api/games/${game}/hash`)).json()) as { version: number; hash: string };
}

type Seat = { seat: number; bot: string | null };

/** Gives every seat of a game to a bot and waits until it is over; returns the last update. */
async function playToEnd(url: string, game: { game: string; seats: { key: string }[] }, bots: readonly string[], timeoutMs = 120_000): Promise<Msg> {
  const watcher = await join(url, { game: game.game });
  const over = watcher.client.next((m) => m.t === 'update' && (m.view as { outcome: unknown }).outcome !== null, timeoutMs);
  // Each seat's player gives it to a bot from their own connection (a claimed seat's invitation acts no more: D163).
  const players = await Promise.all(game.seats.map((s, seat) => join(url, { game: game.game, seat, key: s.key })));
  players.forEach((p, seat) => p.client.send({ t: 'bot', seat, bot: bots[seat % bots.length] }));
  const end = await over;
  for (const p of players) p.client.close();
  watcher.client.close();
  return end;
}

describe('online play on the server (issue #22 item 4)', () => {
  it('a heartbeat: a socket that answers no ping is closed within two beats; one that answers stays', async () => {
    const server = await testServer({ limits: { heartbeatMs: 300 } });
    const g = await createGame(server.url, { players: 2 });
    const start = performance.now();
    const silent = await rawJoin(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key }, false);
    const live = await rawJoin(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key }, true);
    const gone = await silent.closed;
    const after = gone.at - start;
    console.log(`heartbeat: a silent socket closed after ${after.toFixed(0)} ms (beat 300 ms)`);
    expect(gone.code).toBe(4408);
    expect(after).toBeLessThan(900);
    // The seat that went silent shows as away to the others.
    const presence = await join(server.url, { game: g.game });
    expect((presence.welcome.seats as { connected: boolean }[]).map((s) => s.connected)).toEqual([false, true]);
    await sleep(1000);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    // The page's own heartbeat: a ping message is answered with a pong.
    const pong = new Promise<string>((resolve) => live.socket.once('message', (d) => resolve(String(d))));
    live.socket.send(JSON.stringify({ t: 'ping' }));
    expect(JSON.parse(await pong)).toEqual({ t: 'pong' });
    live.socket.close();
    presence.client.close();
    await server.close();
  });

  it('a game made with a chosen seed is the same game as a local one with that seed; without allowSeeds the seed is refused', async () => {
    const strict = await testServer();
    const refused = await fetch(`${strict.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, seed: 'chosen-1' }) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/fresh seed/);
    await strict.close();

    const server = await testServer({ allowSeeds: true });
    const a = await createGame(server.url, { players: 2, length: 'short', seed: 'chosen-1' });
    const b = await createGame(server.url, { players: 2, length: 'short', seed: 'chosen-1' });
    const local = createLocal({ players: 2, length: 'short', rules: {}, content } as GameOptions, 'chosen-1');
    if (!local.ok) throw new Error(local.error.message);
    expect((await hashOf(server.url, a.game)).hash).toBe(stateHash(local.state));
    expect((await hashOf(server.url, b.game)).hash).toBe(stateHash(local.state));
    // A rematch of a seeded game gets a fresh seed.
    const fresh = await createGame(server.url, { players: 2, length: 'short' });
    expect((await hashOf(server.url, fresh.game)).hash).not.toBe(stateHash(local.state));
    await server.close();
  });

  it('the replay of a finished game is a save every client reads; a running game\'s is refused', async () => {
    const server = await testServer({ botDelayMs: 0, bots: { threads: 0 }, limits: { perSecond: 1000, burst: 1000 } });
    const g = await createGame(server.url, { players: 2, length: 'short', names: ['Ann', 'Bo'] });
    const early = await fetch(`${server.url}/api/games/${g.game}/replay`);
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).not.toMatch(/seed|actions/);
    expect((await fetch(`${server.url}/api/games/nosuchgame1/replay`)).status).toBe(404);
    // A person plays a little and takes a move back (online undo, a record of its own in the log).
    let undid = false;
    for (const seat of [0, 1]) {
      const p = await join(server.url, { game: g.game, seat, key: g.seats[seat]!.key });
      let at = p.welcome as unknown as { version: number; legal: { type: string }[]; undo: { allowed: boolean } };
      for (let n = 0; n < 30 && !undid && at.legal.length > 0; n++) {
        const action = at.legal.find((a) => a.type !== 'endTurn') ?? at.legal[0];
        await p.client.ask({ t: 'act', id: `u${seat}-${n}`, version: at.version, action }, (m) => m.t === 'ack' || m.t === 'refused');
        at = (await p.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as typeof at;
        if (at.undo.allowed) {
          const ack = await p.client.ask({ t: 'undo', version: at.version }, (m) => m.t === 'ack' || m.t === 'refused');
          expect(ack.t).toBe('ack');
          undid = true;
        }
      }
      p.client.close();
    }
    expect(undid, 'a move was taken back').toBe(true);
    const end = await playToEnd(server.url, g, ['random']);
    const response = await fetch(`${server.url}/api/games/${g.game}/replay`);
    expect(response.status).toBe(200);
    const save = (await response.json()) as { format: string; version: number; fingerprint: string; setup: { players: number; length: 'short'; rules: object }; seed: string; actions: object[]; hash: string; names: string[]; bots: string[]; over: { result: string } };
    expect(save.format).toBe('everrain-save');
    expect(save.version).toBe(3);
    expect(save.fingerprint).toMatch(/\S/);
    expect(save.names).toEqual(['Ann', 'Bo']);
    expect(save.bots).toEqual(['random', 'random']);
    // Every version is an action but the undo and the move it took back.
    expect(save.actions).toHaveLength(Number(end.version) - 2);
    const replayed = replay({ ...save.setup, content } as GameOptions, save.seed, save.actions);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(stateHash(replayed.state)).toBe(save.hash);
    expect(save.over.result).toBe(replayed.state.outcome?.result);
    await server.close();
  });

  it('a client that saw nothing yet (since -1) is sent the setup\'s events too; since 0, only what followed', async () => {
    const server = await testServer();
    const g = await createGame(server.url, { players: 2 });
    const fresh = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key, since: -1 });
    const zero = await join(server.url, { game: g.game, since: 0 });
    expect((fresh.welcome.events as unknown[]).length).toBeGreaterThan(0);
    expect(fresh.welcome.eventsAfter).toBe(-1);
    expect(zero.welcome.events).toEqual([]);
    fresh.client.close();
    zero.client.close();
    await server.close();
  });

  it('a log with undo records gives the actions that lead to its last version', () => {
    const a = (n: number) => JSON.stringify({ type: 'endTurn', seat: 0, n });
    const undo = (to: number) => JSON.stringify({ undo: to });
    expect(actionsOfLog([a(1), a(2), undo(1), a(3)])).toEqual([1, 3].map((n) => JSON.parse(a(n))));
    // An undo back past an earlier undo: versions 1 a1, 2 a2, 3 a3, 4 undo→2, 5 a4, 6 undo→1 → [a1].
    expect(actionsOfLog([a(1), a(2), a(3), undo(2), a(4), undo(1)])).toEqual([JSON.parse(a(1))]);
    expect(actionsOfLog([a(1), a(2), a(3), undo(2), a(4)])).toEqual([1, 2, 4].map((n) => JSON.parse(a(n))));
  });

  it('bot work is capped per game and in all: games of search bots take turns for one thread, within their budget, and a person\'s moves are not held up', async () => {
    const budget = { samples: 2, candidates: 2, planSamples: 1, planCandidates: 2 };
    const server = await testServer({ botDelayMs: 0, bots: { threads: 1, budget }, limits: { perSecond: 1000, burst: 1000 } });
    // Four games of two search bots each, all wanting the one bot thread at once.
    const botGames = await Promise.all([1, 2, 3, 4].map(() => createGame(server.url, { players: 2, length: 'short' })));
    const holders = await Promise.all(botGames.map((g) => join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key })));
    // A person's game beside them.
    const mine = await createGame(server.url, { players: 1, length: 'short' });
    const me = await join(server.url, { game: mine.game, seat: 0, key: mine.seats[0]!.key });
    botGames.forEach((g, i) => g.seats.forEach((s, seat) => holders[i]!.client.send({ t: 'bot', seat, bot: 'search', ...(seat === 0 ? {} : { key: s.key }) })));
    await sleep(500);
    // The person plays 25 moves while the bots think; each is acknowledged as fast as without them.
    let at = me.welcome as unknown as { version: number; legal: { type: string }[] };
    const latencies: number[] = [];
    for (let n = 0; n < 25 && at.legal.length > 0; n++) {
      const action = at.legal.find((a) => a.type !== 'endTurn') ?? at.legal[0];
      const t0 = performance.now();
      const ack = await me.client.ask({ t: 'act', id: `p${n}`, version: at.version, action }, (m) => (m.t === 'ack' || m.t === 'refused') && m.id === `p${n}`);
      latencies.push(performance.now() - t0);
      expect(ack.t).toBe('ack');
      at = (await me.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as typeof at;
    }
    await sleep(3000);
    const stats = server.host.bots.stats;
    latencies.sort((a, b) => a - b);
    const versions = await Promise.all(botGames.map(async (g) => (await hashOf(server.url, g.game)).version));
    console.log(`bot caps: person's ack p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(1)} ms, max ${latencies[latencies.length - 1]!.toFixed(1)} ms over ${latencies.length} moves; bots: ${stats.decisions} decisions, ${stats.rollouts} rollouts (max ${stats.maxRollouts} a decision), at most ${stats.maxRunning} running, ${stats.maxQueued} games queued; bot games at versions ${versions.join(', ')}`);
    expect(latencies.length).toBe(25);
    // In all: one decision at a time (one thread); per game: every game moved (round robin), none ran away with the thread.
    expect(stats.maxRunning).toBe(1);
    expect(stats.failures).toBe(0);
    expect(Math.min(...versions)).toBeGreaterThan(0);
    // A decision is one turn of the thread, but games differ in how many of their actions need one (a decision the
    // search does not search is answered at once), so versions spread: seen up to 2.3× between games on a loaded
    // machine. A game starved of the thread would sit near 0; none may fall below a quarter of the fastest.
    expect(Math.min(...versions)).toBeGreaterThanOrEqual(Math.max(...versions) / 4);
    // Within the budget: rollouts a decision ≤ the plans' samples × plans + the moves' samples × (candidates + the wages' one).
    const bound = budget.planSamples * budget.planCandidates + budget.samples * (budget.candidates + 1);
    expect(stats.maxRollouts).toBeLessThanOrEqual(bound);
    // The person was never held up by a bot's search (which runs in the bot thread): no ack took as long as a search.
    expect(latencies[latencies.length - 1]!).toBeLessThan(1000);
    for (const h of holders) h.client.close();
    me.client.close();
    await server.close();
  });

  it('every bot the local game offers can take a seat (heuristic, random, search); an unknown one is refused', async () => {
    const server = await testServer({ botDelayMs: 0, bots: { threads: 0, budget: { ...DEFAULT_BOT_BUDGET, samples: 1, planSamples: 1 } } });
    const g = await createGame(server.url, { players: 3, length: 'short' });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const refused = await a.client.ask({ t: 'bot', seat: 0, bot: 'nobody' }, (m) => m.t === 'refused');
    expect(refused.code).toBe('no-such-bot');
    const seated = a.client.next((m) => m.t === 'presence' && (m.seats as Seat[]).every((s) => s.bot !== null));
    ['search', 'heuristic', 'random'].forEach((bot, seat) => a.client.send({ t: 'bot', seat, bot, ...(seat === 0 ? {} : { key: g.seats[seat]!.key }) }));
    await seated;
    // Each seat moves at least once, with its bot's reason.
    const notes = new Set<number>();
    a.client.onMessage = (m) => { const note = m.note as { seat: number } | undefined; if (note) notes.add(note.seat); };
    for (let n = 0; n < 200 && notes.size < 3; n++) await sleep(50);
    expect([...notes].sort()).toEqual([0, 1, 2]);
    a.client.close();
    await server.close();
  });
});

