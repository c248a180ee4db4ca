import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import type { Notice, Notices } from '../src/notices';
import type { RunningServer } from '../src/server';
import { SqliteStore } from '../src/sqlite-store';
import { OptionError, parseServerCommand } from '../src/options';
import { startServer } from '../src/server';
import { createGame, join, type Client } from './client';
import { content, tempDb, testServer } from './helpers';

/**
 * Issue #23 item 4 (D164): a turn time limit chosen at creation; when it runs out a stand-in bot plays the
 * seat until its person comes back; a reminder before; the host's pause; the games list's "whose turn, since
 * when"; finished and abandoned games expire. Time is the server's ManualClock, moved by the test, never a
 * wait: each poll of the turn clocks is awaited (`poll()`), not timed.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUIET_NOTIFY = { pollMs: 365 * DAY, presenceHeartbeatMs: 365 * DAY };

/** The notices port, recording what the server queued (their delivery is notify-*.ts's business). */
class RecordingNotices implements Notices {
  readonly queued: Notice[] = [];
  async queue(notice: Notice): Promise<void> {
    this.queued.push(notice);
  }
  of(kind: Notice['kind']): Notice[] {
    return this.queued.filter((n) => n.kind === kind);
  }
}

type ClockView = { limitMs: number | null; awaited: number[]; since: number; deadline: number | null; pausedLeft: number | null };
type Seat = { seat: number; name: string; bot: string | null; standIn: boolean };
type ChatLine = { seat: number; name: string; text: string; at: number };

async function clockServer(clock: ManualClock, notices: RecordingNotices, file = tempDb(), botDelayMs = 0): Promise<RunningServer & { file: string }> {
  // The poll's own timer is far off: each test polls when it has moved the clock. So are the heartbeats, which
  // a clock moved by days would otherwise find unanswered (the sockets' pongs come in real time), and the
  // notices' own polls (this test records the notices instead of delivering them).
  return testServer({ clock, notices, botDelayMs, turnClocks: { pollMs: 365 * DAY }, limits: { heartbeatMs: 3650 * DAY }, notify: QUIET_NOTIFY }, file);
}

/** Moves the clock on and lets the server look at its turn clocks once. */
async function after(server: RunningServer, clock: ManualClock, ms: number): Promise<void> {
  clock.advance(ms);
  await server.host.turnClocks.poll();
}

/** Waits (no time limit of its own but the test's) until `ok` holds, looking every few milliseconds. */
async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never came to pass');
}

const chatOf = (c: Client): ChatLine[] => c.received.flatMap((m) => (m.t === 'chat' ? [m.line as ChatLine] : m.t === 'welcome' ? (m.chat as ChatLine[]) : []));

describe('turn clocks (D164)', () => {
  it('a 24 h game: the reminder goes once when a quarter is left; at the deadline a stand-in bot plays the awaited seat (said in the chat and the log); its person\'s hello takes the seat back', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const start = clock.now();
    const g = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } });
    const watcher = await join(server.url, { game: g.game });
    const shown = watcher.welcome.clock as ClockView;
    expect(shown).toMatchObject({ limitMs: 24 * HOUR, since: start, deadline: start + 24 * HOUR, pausedLeft: null });
    expect(shown.awaited).toHaveLength(1);
    const seat = shown.awaited[0]!;
    const name = ['Ana', 'Ben'][seat]!;

    // The games list: whose turn it is, since when, and when its time runs out.
    const listed = (await (await fetch(`${server.url}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: [{ game: g.game, seat: 1 - seat, key: g.seats[1 - seat]!.key }] }) })).json()) as { games: Record<string, unknown>[] };
    expect(listed.games[0]).toMatchObject({ yourTurn: false, awaitedNames: [name], since: start, deadline: start + 24 * HOUR, limitMs: 24 * HOUR });

    await after(server, clock, 17 * HOUR);
    expect(notices.of('reminder')).toEqual([]);
    await after(server, clock, 1 * HOUR);
    expect(notices.of('reminder')).toEqual([{ kind: 'reminder', game: g.game, seat, version: 0, deadline: start + 24 * HOUR }]);
    await after(server, clock, 5 * HOUR);
    expect(notices.of('reminder')).toHaveLength(1);
    expect(notices.of('bot-playing')).toEqual([]);
    expect(chatOf(watcher.client)).toEqual([]);

    // The deadline: a stand-in bot takes the seat and plays it until the other seat is awaited.
    const movedOn = watcher.client.next((m) => m.t === 'clock' && !(m.clock as ClockView).awaited.includes(seat));
    await after(server, clock, 1 * HOUR);
    expect(notices.of('bot-playing')).toEqual([{ kind: 'bot-playing', game: g.game, seat, version: 0 }]);
    const next = (await movedOn).clock as ClockView;
    // The next turn has its own 24 hours, from when it began.
    expect(next).toMatchObject({ since: start + 24 * HOUR, deadline: start + 48 * HOUR });
    await until(() => chatOf(watcher.client).some((l) => l.seat === -1));
    const line = chatOf(watcher.client).find((l) => l.seat === -1)!;
    expect(line).toMatchObject({ name: 'The table', text: `The turn's time ran out for ${name}: a bot plays their seat until they come back.` });
    const presence = [...watcher.client.received].reverse().find((m) => m.t === 'presence')!.seats as Seat[];
    expect(presence[seat]).toMatchObject({ bot: 'heuristic', standIn: true });
    const notes = watcher.client.received.filter((m) => m.t === 'update').map((m) => (m.note as { text: string } | undefined)?.text ?? '');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((t) => t.startsWith(`${name} (stand-in heuristic bot): `))).toBe(true);
    const log = await server.host.store.loadActions(g.game, 0);
    expect(log.length).toBe(notes.length);
    expect(log.every((a) => a.seat === seat && a.clientId.startsWith('bot-'))).toBe(true);

    // The person comes back: the stand-in leaves, said in the chat; the seat is theirs to play again.
    const back = watcher.client.next((m) => m.t === 'presence' && (m.seats as Seat[])[seat]!.bot === null);
    const person = await join(server.url, { game: g.game, seat, key: g.seats[seat]!.key });
    expect(person.welcome.t).toBe('welcome');
    expect(((await back).seats as Seat[])[seat]).toMatchObject({ bot: null, standIn: false });
    await until(() => chatOf(watcher.client).some((l) => l.seat === -1 && l.text === `${name} is back: the stand-in bot leaves their seat.`));
    expect((await server.host.store.loadGame(g.game))!.seats[seat]).toMatchObject({ bot: null, standIn: false });
    expect(notices.of('reminder')).toHaveLength(1);
    expect(notices.of('bot-playing')).toHaveLength(1);
    // The clock tells no seat it is its turn (the commits do: notify-trigger.ts), and never the stood-in seat.
    expect(notices.of('your-turn').every((n) => n.seat !== seat && n.version > 0)).toBe(true);
    // The other seat's turn came with the stand-in's last move: its notice says when that turn's time runs out.
    expect(notices.of('your-turn')).toContainEqual(expect.objectContaining({ seat: 1 - seat, deadline: start + 48 * HOUR }));
    watcher.client.close();
    person.client.close();
    await server.close();
  });

  it('a host-given bot stays when its person comes back (D105): only a stand-in leaves', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const g = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } });
    const room = (await server.host.room(g.game))!;
    const seat = room.clockView().awaited[0]!;
    const other = 1 - seat;
    // The other seat is given a bot on purpose by its host while nobody is at it.
    const host = await join(server.url, { game: g.game });
    await host.client.ask({ t: 'bot', seat: other, bot: 'random', host: g.host }, (m) => m.t === 'presence' && (m.seats as Seat[])[other]!.bot === 'random');
    const person = await join(server.url, { game: g.game, seat: other, key: g.seats[other]!.key });
    expect((person.welcome.seats as Seat[])[other]).toMatchObject({ bot: 'random', standIn: false });
    expect((await server.host.store.loadGame(g.game))!.seats[other]).toMatchObject({ bot: 'random', standIn: false });
    host.client.close();
    person.client.close();
    await server.close();
  });

  it('no limit: nothing fires, however long a turn waits; the clock shows no deadline', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const start = clock.now();
    const g = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'] });
    const watcher = await join(server.url, { game: g.game });
    expect(watcher.welcome.clock).toMatchObject({ limitMs: null, since: start, deadline: null, pausedLeft: null });
    for (let day = 0; day < 60; day++) await after(server, clock, DAY);
    expect(notices.queued).toEqual([]);
    expect(chatOf(watcher.client)).toEqual([]);
    const stored = (await server.host.store.loadGame(g.game))!;
    expect(stored.seats.every((s) => s.bot === null)).toBe(true);
    expect(stored.summary.version).toBe(0);
    // The host cannot pause a clock the game does not have.
    const refused = await watcher.client.ask({ t: 'clock', host: g.host, paused: true }, (m) => m.t === 'refused');
    expect(refused.code).toBe('no-turn-limit');
    watcher.client.close();
    await server.close();
  });

  it('the host pauses the clock: nothing fires however far past the deadline; resumed, the turn has the time it had left (and its reminder)', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const g = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } });
    const hostSide = await join(server.url, { game: g.game });
    const seat = (hostSide.welcome.clock as ClockView).awaited[0]!;
    await after(server, clock, 10 * HOUR);
    // Only the host may.
    const stranger = await hostSide.client.ask({ t: 'clock', host: g.seats[0]!.key, paused: true }, (m) => m.t === 'refused');
    expect(stranger.code).toBe('not-host');
    const paused = await hostSide.client.ask({ t: 'clock', host: g.host, paused: true }, (m) => m.t === 'clock');
    expect(paused.clock).toMatchObject({ limitMs: 24 * HOUR, deadline: null, pausedLeft: 14 * HOUR, awaited: [seat] });
    await until(() => chatOf(hostSide.client).some((l) => l.seat === -1 && l.text.startsWith('The host paused the turn clock')));
    // Stored: a new process would see it paused too.
    expect((await server.host.store.loadGame(g.game))!.summary.turn).toMatchObject({ deadline: null, remindAt: null, pausedLeft: 14 * HOUR, remindLeft: 8 * HOUR });
    for (let day = 0; day < 20; day++) await after(server, clock, DAY);
    expect(notices.queued).toEqual([]);
    expect((await server.host.store.loadGame(g.game))!.seats[seat]!.bot).toBeNull();

    const resumedAt = clock.now();
    const resumed = await hostSide.client.ask({ t: 'clock', host: g.host, paused: false }, (m) => m.t === 'clock');
    expect(resumed.clock).toMatchObject({ deadline: resumedAt + 14 * HOUR, pausedLeft: null });
    await after(server, clock, 8 * HOUR - 1);
    expect(notices.of('reminder')).toEqual([]);
    await after(server, clock, 1);
    expect(notices.of('reminder')).toEqual([{ kind: 'reminder', game: g.game, seat, version: 0, deadline: resumedAt + 14 * HOUR }]);
    await after(server, clock, 6 * HOUR - 1);
    expect(notices.of('bot-playing')).toEqual([]);
    await after(server, clock, 1);
    expect(notices.of('bot-playing')).toEqual([{ kind: 'bot-playing', game: g.game, seat, version: 0 }]);
    hostSide.client.close();
    await server.close();
  });

  it('a restart: the deadline that fell due while no server ran is fired by the next one on the same file', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const first = await clockServer(clock, notices);
    const g = await createGame(first.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 72 } });
    const seat = (await first.host.room(g.game))!.clockView().awaited[0]!;
    await first.close();
    clock.advance(100 * HOUR);
    const second = await clockServer(clock, notices, first.file);
    await second.host.turnClocks.poll();
    expect(notices.of('reminder')).toHaveLength(1);
    expect(notices.of('bot-playing')).toEqual([{ kind: 'bot-playing', game: g.game, seat, version: 0 }]);
    // The stand-in plays the seat on the new server, through the store.
    await until(async () => ((await second.host.store.loadGame(g.game))!.summary.awaited[0] ?? seat) !== seat);
    const stored = (await second.host.store.loadGame(g.game))!;
    expect(stored.seats[seat]).toMatchObject({ bot: 'heuristic', standIn: true });
    expect((await second.host.store.recentChat(g.game, 10)).filter((l) => l.seat === -1).map((l) => l.text)).toEqual([`The turn's time ran out for ${['Ana', 'Ben'][seat]}: a bot plays their seat until they come back.`]);
    await second.host.turnClocks.poll();
    expect(notices.of('bot-playing')).toHaveLength(1);
    await second.close();
  });

  it('a restart while a stand-in holds a seat: the next server plays it on, though nobody opens the game', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    // The first server's bots pause a minute of its clock before moving, and the clock is not moved that far.
    const first = await clockServer(clock, notices, tempDb(), 60_000);
    const g = await createGame(first.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } });
    const seat = (await first.host.room(g.game))!.clockView().awaited[0]!;
    await after(first, clock, 24 * HOUR);
    expect(notices.of('bot-playing')).toHaveLength(1);
    expect((await first.host.store.loadGame(g.game))!).toMatchObject({ summary: { version: 0 } });
    await first.close();
    const second = await clockServer(clock, notices, first.file);
    expect(second.host.loadedRooms()).toBe(0);
    await second.host.turnClocks.poll();
    await until(async () => ((await second.host.store.loadGame(g.game))!.summary.awaited[0] ?? seat) !== seat);
    expect((await second.host.store.loadActions(g.game, 0)).every((a) => a.seat === seat && a.clientId.startsWith('bot-'))).toBe(true);
    expect(notices.of('bot-playing')).toHaveLength(1);
    await second.close();
  });

  it('expiry: a finished game is deleted after its time (its replay served until then, 404 after), an abandoned one too; a game played lately stays', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const url = server.url;
    const finished = await createGame(url, { players: 2 });
    const abandoned = await createGame(url, { players: 2 });
    const active = await createGame(url, { players: 2 });
    const ender = await join(url, { game: finished.game });
    await ender.client.ask({ t: 'end', host: finished.host }, (m) => m.t === 'welcome' && typeof m.notice === 'string');
    const replay = (id: string) => fetch(`${url}/api/games/${id}/replay`);
    const exists = async (id: string) => (await fetch(`${url}/api/games/${id}`)).status;

    await after(server, clock, 29 * DAY);
    expect((await replay(finished.game)).status).toBe(200);
    // The watcher connected to it is told and let go when it expires.
    const closed = ender.client.whenClosed();
    await after(server, clock, 2 * DAY);
    expect(await closed).toMatchObject({ code: 4404 });
    expect(ender.client.received.some((m) => m.t === 'refused' && m.code === 'expired')).toBe(true);
    const gone = await replay(finished.game);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toMatch(/kept 30 days after it ends/);
    expect(await server.host.store.loadGame(finished.game)).toBeNull();
    expect(await server.host.store.loadActions(finished.game, 0)).toEqual([]);
    expect(await server.host.store.recentChat(finished.game, 10)).toEqual([]);
    expect(await exists(abandoned.game)).toBe(200);

    // The active game is played on day 85 (a move by its awaited seat).
    await after(server, clock, 54 * DAY);
    const room = (await server.host.room(active.game))!;
    const seat = room.clockView().awaited[0]!;
    const player = await join(url, { game: active.game, seat, key: active.seats[seat]!.key });
    const ack = await player.client.ask({ t: 'act', id: 'a1', version: player.welcome.version, action: (player.welcome.legal as unknown[])[0] }, (m) => m.t === 'ack' || m.t === 'refused');
    expect(ack.t).toBe('ack');
    player.client.close();

    await after(server, clock, 6 * DAY);
    expect(await exists(abandoned.game)).toBe(404);
    expect(await server.host.store.loadGame(abandoned.game)).toBeNull();
    expect(await exists(active.game)).toBe(200);
    expect((await server.host.store.loadActions(active.game, 0)).length).toBe(1);
    expect(server.host.turnClocks.stats.expired).toBe(2);
    await server.close();
  });

  it('a malformed turn limit is refused (400) and makes no game', async () => {
    const clock = new ManualClock();
    const server = await clockServer(clock, new RecordingNotices());
    const rooms = server.host.loadedRooms();
    for (const turnLimit of [{ hours: 0 }, { hours: 1.5 }, { hours: 24 * 31 }, { minutes: 60 }, '24', 24, { hours: '24' }]) {
      const response = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, turnLimit }) });
      expect(response.status, JSON.stringify(turnLimit)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Not a valid game/);
    }
    const zero = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, turnLimit: { hours: 0 } }) });
    expect(((await zero.json()) as { error: string }).error).toMatch(/^Not a valid game: turnLimit\.hours: /);
    expect(server.host.loadedRooms()).toBe(rooms);
    // The bounds themselves, and none, are fine.
    for (const turnLimit of [{ hours: 1 }, { hours: 24 * 30 }, null]) {
      const response = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, turnLimit }) });
      expect(response.status).toBe(200);
    }
    await server.close();
  });

  it('a file from before turn clocks: its games have no limit and their turn is "since the last move"', async () => {
    const file = tempDb();
    const store = new SqliteStore(file, { writerThread: false });
    await store.close();
    // Drop the clock columns as an older file lacks them (SQLite 3.35+ drops columns).
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file);
    for (const index of ['games_deadline', 'games_remind_at']) db.exec(`DROP INDEX IF EXISTS ${index}`);
    for (const column of ['turn_limit_ms', 'turn_version', 'awaited_since', 'deadline', 'remind_at', 'paused_left', 'remind_left']) db.exec(`ALTER TABLE games DROP COLUMN ${column}`);
    db.exec('ALTER TABLE seats DROP COLUMN stand_in');
    db.prepare('INSERT INTO games (id, options, seed, created_at, version, awaited, over, result, updated_at) VALUES (?, ?, ?, ?, 0, ?, 0, NULL, ?)').run('oldgame1', JSON.stringify({ players: 2, length: 'medium', rules: {} }), 'seed-1', 1000, '[0]', 5000);
    db.close();
    const clock = new ManualClock();
    const server = await startServer({ store: new SqliteStore(file), content, clock, turnClocks: { pollMs: 365 * DAY }, notify: QUIET_NOTIFY });
    const loaded = (await server.host.store.loadGame('oldgame1'))!;
    expect(loaded.turnLimitMs).toBeNull();
    expect(loaded.summary.turn).toMatchObject({ since: 5000, deadline: null, pausedLeft: null });
    expect(loaded.seats).toEqual([]);
    await server.close();
  });

  it('its options: defaults, flags, environment variables, and bad input refused in one line', () => {
    const none = parseServerCommand([], {}, '/w', () => false);
    expect(none).toMatchObject({ clockPollMs: 30_000, remindWhenLeft: 0.25, expireFinishedMs: 30 * DAY, expireAbandonedMs: 90 * DAY });
    expect(parseServerCommand(['--clock-poll', '5', '--remind-at-left', '10', '--expire-finished-days', '7', '--expire-abandoned-days', '365'], {}, '/w', () => false))
      .toMatchObject({ clockPollMs: 5000, remindWhenLeft: 0.1, expireFinishedMs: 7 * DAY, expireAbandonedMs: 365 * DAY });
    expect(parseServerCommand([], { EVERRAIN_CLOCK_POLL: '60', EVERRAIN_REMIND_AT_LEFT: '0', EVERRAIN_EXPIRE_FINISHED_DAYS: '1', EVERRAIN_EXPIRE_ABANDONED_DAYS: '2' }, '/w', () => false))
      .toMatchObject({ clockPollMs: 60_000, remindWhenLeft: 0, expireFinishedMs: DAY, expireAbandonedMs: 2 * DAY });
    for (const [flag, value] of [['--clock-poll', '0'], ['--remind-at-left', '100'], ['--expire-finished-days', '0'], ['--expire-abandoned-days', 'soon']]) {
      expect(() => parseServerCommand([flag!, value!], {}, '/w', () => false)).toThrow(OptionError);
      expect(() => parseServerCommand([flag!, value!], {}, '/w', () => false)).toThrow(new RegExp(`^${flag} must be a whole number from`));
    }
  });

  it('a person stood in for while idle at the table takes the seat back with the button, said in the chat', async () => {
    const clock = new ManualClock();
    const notices = new RecordingNotices();
    const server = await clockServer(clock, notices);
    const g = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'], turnLimit: { hours: 24 } });
    const room = (await server.host.room(g.game))!;
    const seat = room.clockView().awaited[0]!;
    const name = ['Ana', 'Ben'][seat]!;
    // The person is at the table (idle) when the time runs out: stood in for; "Take the seat back" ends it.
    const person = await join(server.url, { game: g.game, seat, key: g.seats[seat]!.key });
    await after(server, clock, 24 * HOUR);
    await until(() => room.seats[seat]!.standIn === true || room.clockView().awaited[0] !== seat);
    await person.client.ask({ t: 'bot', seat, bot: null }, (m) => m.t === 'presence' && (m.seats as Seat[])[seat]!.bot === null);
    await until(() => chatOf(person.client).some((l) => l.seat === -1 && l.text === `${name} took their seat back from the stand-in bot.`));
    expect((await server.host.store.loadGame(g.game))!.seats[seat]).toMatchObject({ bot: null, standIn: false });
    person.client.close();
    await server.close();
  });
});
