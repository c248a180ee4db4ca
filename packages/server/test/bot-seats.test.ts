import { describe, expect, it } from 'vitest';
import { createGame, join, type Client, type Msg, claimKey } from './client';
import { testServer } from './helpers';

type Position = { t: string; version: number; legal: { seat: number }[]; view: { turn: { seat: number } | null; pending: { seat?: number }[] }; note?: { version: number; seat: number; text: string } };
type Seat = { seat: number; bot: string | null };

/** The seat the game awaits in a view: the open decision's, else the turn's. */
function awaited(p: Position): number | null {
  return p.view.pending[0]?.seat ?? p.view.turn?.seat ?? null;
}

/** Waits until `client` is shown a position where its own seat has something to do, after version `after`. */
function nextTurn(client: Client, after: number): Promise<Position> {
  return client.next((m) => (m.t === 'update' || m.t === 'welcome') && Number(m.version) > after && (m.legal as unknown[]).length > 0) as unknown as Promise<Position>;
}

describe('server-side bot seats (D105)', () => {
  it('a seat given to a bot plays itself, through the store, to the next person\'s decision; taken back, it waits for its player', async () => {
    const server = await testServer({ botDelayMs: 0 });
    const g = await createGame(server.url, { players: 2, names: ['Ann', 'Bo'] });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const b = await join(server.url, { game: g.game, seat: 1, key: g.seats[1]!.key });
    const first = a.welcome as unknown as Position;
    const botSeat = awaited(first)!;
    const human = botSeat === 0 ? b : a;
    const holder = botSeat === 0 ? a : b;
    const humanSeat = 1 - botSeat;
    // The awaited seat's own player gives it to the heuristic bot: it plays on its own until the other seat must act.
    const presence = human.client.next((m) => m.t === 'presence' && (m.seats as Seat[])[botSeat]!.bot === 'heuristic');
    const turn = nextTurn(human.client, first.version);
    holder.client.send({ t: 'bot', seat: botSeat, bot: 'heuristic' });
    await presence;
    const reached = await turn;
    expect(reached.version).toBeGreaterThan(first.version);
    expect(awaited(reached)).toBe(humanSeat);
    const log = await server.host.store.loadActions(g.game, 0);
    expect(log).toHaveLength(reached.version);
    expect(log.every((x) => x.seat === botSeat && x.clientId.startsWith('bot-'))).toBe(true);
    // Each of its moves came to everyone with its one-line reason.
    const notes = human.client.received.filter((m) => m.t === 'update').map((m) => (m as unknown as Position).note);
    expect(notes).toHaveLength(reached.version);
    expect(notes.every((n) => n && n.seat === botSeat && n.text.startsWith(`${botSeat === 0 ? 'Ann' : 'Bo'} (heuristic bot): `) && n.text.length > 30)).toBe(true);
    // The bot seat's own connection is offered nothing, and may not act for the bot.
    const holderView = (await holder.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position & { notes: unknown[] };
    expect(holderView.legal).toEqual([]);
    expect(holderView.notes).toHaveLength(reached.version);
    // The person plays out their turn (ending it as soon as they may); the bot answers on its own.
    const playOut = async (from: Position): Promise<Position> => {
      let at = from;
      for (let n = 0; n < 200 && awaited(at) === humanSeat && at.legal.length > 0; n++) {
        const action = at.legal.find((x) => (x as { type?: string }).type === 'endTurn') ?? at.legal[0];
        const ack = await human.client.ask({ t: 'act', id: `h${at.version}`, version: at.version, action }, (m) => m.t === 'ack' || m.t === 'refused');
        expect(ack.t).toBe('ack');
        at = (await human.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
      }
      return at;
    };
    const handed = await playOut(reached);
    expect(awaited(handed)).toBe(botSeat);
    const again = await nextTurn(human.client, handed.version);
    expect(again.version).toBeGreaterThan(handed.version);
    expect(awaited(again)).toBe(humanSeat);
    // Taken back: the seat waits for its player, who is offered its actions again.
    const taken = human.client.next((m) => m.t === 'presence' && (m.seats as Seat[])[botSeat]!.bot === null);
    holder.client.send({ t: 'bot', seat: botSeat, bot: null });
    await taken;
    const handedBack = await playOut(again);
    expect(awaited(handedBack)).toBe(botSeat);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = (await holder.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
    expect(waiting.version).toBe(handedBack.version);
    expect(waiting.legal.length).toBeGreaterThan(0);
    a.client.close();
    b.client.close();
    await server.close();
  });

  it('neither a spectator nor another seat\'s player may give a seat to a bot; a person cannot act for a bot\'s seat', async () => {
    const server = await testServer({ botDelayMs: 60_000 });
    const g = await createGame(server.url, { players: 2 });
    const a = await join(server.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const s = await join(server.url, { game: g.game });
    const refused = (c: Client, m: object) => c.ask(m, (x) => x.t === 'refused' || x.t === 'presence') as Promise<Msg>;
    expect(await refused(s.client, { t: 'bot', seat: 1, bot: 'heuristic' })).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    expect(await refused(a.client, { t: 'bot', seat: 1, bot: 'heuristic' })).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    expect(await refused(a.client, { t: 'bot', seat: 1, bot: 'heuristic', key: g.seats[0]!.key })).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    expect(await refused(a.client, { t: 'bot', seat: 0, bot: 'nobody' })).toMatchObject({ t: 'refused', code: 'no-such-bot' });
    expect((await server.host.store.loadGame(g.game))!.seats.map((x) => x.bot ?? null)).toEqual([null, null]);
    // The creator (holding every seat's link) may, from any connection, with that seat's key.
    expect(await refused(s.client, { t: 'bot', seat: 1, bot: 'random', key: g.seats[1]!.key })).toMatchObject({ t: 'presence' });
    expect(await refused(a.client, { t: 'bot', seat: 0, bot: 'heuristic' })).toMatchObject({ t: 'presence' });
    const p = (await a.client.ask({ t: 'sync' }, (m) => m.t === 'welcome')) as unknown as Position;
    expect(p.legal).toEqual([]);
    expect(await a.client.ask({ t: 'act', id: 'x1', version: p.version, action: { type: 'endTurn', seat: 0 } }, (m) => m.t === 'refused' || m.t === 'ack')).toMatchObject({ t: 'refused', code: 'bot-seat' });
    expect((await server.host.store.loadGame(g.game))!.seats.map((x) => x.bot ?? null)).toEqual(['heuristic', 'random']);
    // "My games" does not call a seat a bot plays the player's turn.
    // Seat 0 was claimed when its player opened it (D163): the key its client claimed it with acts; seat 1's invitation, never opened, still does.
    const listed = (await server.host.myGames([{ game: g.game, seat: 0, key: claimKey(g.seats[0]!.key) }, { game: g.game, seat: 1, key: g.seats[1]!.key }])) as { yourTurn: boolean; bot: string | null }[];
    expect(listed.map((x) => x.yourTurn)).toEqual([false, false]);
    expect(listed.map((x) => x.bot).sort()).toEqual(['heuristic', 'random']);
    a.client.close();
    s.client.close();
    await server.close();
  });

  it('a bot seat survives a restart: the new process plays it on', async () => {
    const first = await testServer({ botDelayMs: 60_000 });
    const g = await createGame(first.url, { players: 2 });
    const a = await join(first.url, { game: g.game, seat: 0, key: g.seats[0]!.key });
    const botSeat = awaited(a.welcome as unknown as Position)!;
    await a.client.ask({ t: 'bot', seat: botSeat, bot: 'heuristic', key: g.seats[botSeat]!.key }, (m) => m.t === 'presence');
    a.client.close();
    await first.close();
    const second = await testServer({ botDelayMs: 0 }, first.file);
    const s = await join(second.url, { game: g.game });
    expect((s.welcome.seats as Seat[])[botSeat]!.bot).toBe('heuristic');
    const moved = await s.client.next((m) => m.t === 'update' && Boolean(m.note));
    expect(Number(moved.version)).toBeGreaterThan(0);
    s.client.close();
    await second.close();
  });
});
