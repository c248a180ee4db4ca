import { canonicalJson, createGame, freshSeed, type ContentSet, type GameOptions, type GameState } from '@everrain/engine';
import { fingerprint } from '@everrain/session';
import { BotSeats, DEFAULT_BOT_DELAY_MS } from './bot-seats';
import { Committer } from './commit';
import { stepStored, type LogPosition } from './game-log';
import { acts, claimed, kindOf, MAX_DEVICES, REFUSALS, reinvited, withDeviceLink } from './claims';
import { hashKey, keyMatches, newGameId, newKey } from './credentials';
import { cleanText, MAX_NAME, type CreateRequest } from './protocol';
import { Room, type SeatState } from './room';
import { noNotices, type Notice, type Notices } from './notices';
import { noticesAfterCommit } from './notify-trigger';
import type { RemoteChange, SeatKeys, Store, StoredGame, StoredSeat } from './store';
import { systemClock, type Clock, type Timer } from './clock';
import { DEFAULT_TURN_CLOCKS, TurnClocks, type TurnClockOptions } from './turn-clocks';

export interface HostOptions {
  readonly content: ContentSet;
  /** Save a snapshot of a game's state every this many actions (0: never; the log alone rebuilds it). */
  readonly snapshotEvery?: number;
  /** How many versions' events a room keeps for reconnecting clients. */
  readonly eventsKept?: number;
  /** A room nobody is connected to leaves memory after this long (it stays in the store). */
  readonly unloadAfterMs?: number;
  readonly onFatal?: (error: unknown) => void;
  /** The pause before a server-side bot seat moves (ms; 0 in tests). */
  readonly botDelayMs?: number;
  /** Where notices for people away from the table go (notices.ts); none by default. */
  readonly notices?: Notices;
  /** The server's one clock: stored times, unload timers, bot pauses, turn clocks (tests give a ManualClock). */
  readonly clock?: Clock;
  /** Turn clocks and expiry (D164); each left out has its default. */
  readonly turnClocks?: Partial<TurnClockOptions>;
}

/** A game made: its invitations (none for a rematch: its seats keep their keys) and the host's key (D163). */
export type Created = { readonly ok: true; readonly game: string; readonly keys: readonly string[]; readonly host: string | null } | { readonly ok: false; readonly message: string };

/** A hello's key, answered (D163): the seat is this connection's, with `key` to keep from now on if it changed. */
export type Admission =
  | { readonly ok: true; readonly credential: Buffer; readonly key: string | null }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The options stored with a game: createGame's, less the content (the server's own). */
type StoredOptions = Omit<GameOptions, 'content'>;

/** Every game the process hosts: created here, or loaded from the store on first use and rebuilt from its log. */
export class Host {
  readonly committer: Committer;
  /** Seats given to server-side bots, and their moves (D105). */
  readonly bots: BotSeats;
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | null>>();
  private readonly unloadTimers = new Map<string, Timer>();
  /** Notices for people away from the table (a turn, a reminder, a bot taking over): notices.ts. */
  readonly notices: Notices;
  readonly clock: Clock;
  /** Turn deadlines, reminders and expiry, fired once across processes (D164). */
  readonly turnClocks: TurnClocks;

  constructor(readonly store: Store, private readonly o: HostOptions) {
    this.notices = o.notices ?? noNotices;
    this.clock = o.clock ?? systemClock;
    this.committer = new Committer(store, o.onFatal ?? ((error) => { throw error; }));
    this.bots = new BotSeats(store, o.botDelayMs ?? DEFAULT_BOT_DELAY_MS, (room) => this.rooms.get(room.id) === room, this.clock);
    this.turnClocks = new TurnClocks(this, this.clock, { ...DEFAULT_TURN_CLOCKS, ...o.turnClocks });
    store.subscribe?.((change) => this.remoteChange(change));
    this.turnClocks.start();
  }

  /** Fan-out: another process changed a game; its room here (if loaded) catches up and shows it to its peers. */
  private remoteChange(change: RemoteChange): void {
    const failed = (room: Room) => (error: unknown) => console.error(`everrain server: game ${room.id} could not catch up from the store`, error);
    const catchUp = (room: Room | null | undefined): void => {
      room?.catchUp().catch(failed(room));
    };
    if (change.kind === 'missed') {
      for (const room of this.rooms.values()) {
        catchUp(room);
        room.refresh().catch(failed(room));
      }
      return;
    }
    const room = this.rooms.get(change.game);
    if (!room) {
      // Loading: it may have read the log before this change; it catches up once loaded.
      if (change.kind === 'actions') void this.loading.get(change.game)?.then(catchUp, () => {});
      return;
    }
    if (change.kind === 'actions' && change.version > room.durable.version) catchUp(room);
    else if (change.kind === 'chat') room.committer.later(() => room.broadcast({ t: 'chat', line: change.line }));
    else if (change.kind === 'game') room.refresh().then((stored) => stored || this.drop(room.id, 'expired'), failed(room));
  }

  /** A new game: fresh seed (128 bits, never shown) unless the request chose one, one new credential per seat. */
  async create(request: CreateRequest, rematchOf: StoredGame | null = null): Promise<Created> {
    const stored: StoredOptions = { players: request.players, length: request.length ?? 'medium', rules: request.rules ?? {}, ...(request.ships ? { ships: request.ships } : {}) };
    const seed = request.seed ?? freshSeed(crypto);
    const created = createGame({ ...stored, content: this.o.content } as GameOptions, seed);
    if (!created.ok) return { ok: false, message: created.error.message };
    const keys = Array.from({ length: request.players }, () => newKey());
    // A rematch keeps its seats' claims (and unclaimed invitations) and its host (D163).
    const seats: StoredSeat[] = keys.map((key, seat) => {
      const before = rematchOf?.seats[seat];
      return {
        seat,
        name: cleanText(request.names?.[seat] ?? '', MAX_NAME) || `Player ${seat + 1}`,
        keyHash: before?.keyHash ?? hashKey(key),
        left: false,
        owners: before?.owners ?? null,
        revoked: before?.revoked ?? [],
      };
    });
    const hostKey = rematchOf ? null : newKey();
    const hostHash = rematchOf ? rematchOf.hostHash ?? null : hashKey(hostKey!);
    const id = newGameId();
    const room = this.makeRoom(id, stored, created.state, 0, seats, rematchOf?.id ?? null, null);
    room.hostHash = hostHash;
    room.remember(0, created.events);
    // The turn limit (D164): chosen at creation; a rematch keeps its game's.
    const turnLimitMs = request.turnLimit ? request.turnLimit.hours * 3_600_000 : rematchOf?.turnLimitMs ?? null;
    room.turnLimitMs = turnLimitMs;
    const now = this.clock.now();
    room.startClock(now);
    await this.store.createGame({ id, options: JSON.stringify(stored), seed, createdAt: now, seats, rematchOf: room.rematchOf, nextGame: null, summary: room.summary(now), fingerprint: fingerprint(this.o.content), hostHash, turnLimitMs });
    this.rooms.set(id, room);
    this.scheduleUnload(room);
    return { ok: true, game: id, keys: rematchOf ? [] : keys, host: hostKey };
  }

  /** The game, loading it if needed; null if there is no such game (or its log no longer replays). */
  async room(id: string): Promise<Room | null> {
    const live = this.rooms.get(id);
    if (live) return live;
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /** Whether `key` acts for seat `seat` now (an owner's key; its invitation while unclaimed: D163). */
  checkKey(room: Room, seat: number, key: string): boolean {
    const s = room.seats[seat];
    return s !== undefined && acts(s, key);
  }

  /** Whether `key` is the game's host's (D163). */
  checkHost(room: Room, key: string): boolean {
    return room.hostHash !== null && keyMatches(key, room.hostHash);
  }

  /**
   * A hello's key for a seat (D163). An owner's key acts. The invitation of an unclaimed seat, or a claimed
   * seat's one-time device link, is exchanged for `next` (the opener's new key, made by its browser; one is
   * made here if none came), stored durably before it is used: from then on only that key acts. The same
   * invitation shown again with the same `next` is that claim's retry (its answer may have been lost).
   */
  admit(room: Room, seatNumber: number, key: string, next: string | undefined): Promise<Admission> {
    return room.serialKeys(async () => {
      for (let attempt = 0; ; attempt++) {
        const seat = room.seats[seatNumber];
        if (!seat) return { ok: false, ...REFUSALS.unknown };
        const kind = kindOf(seat, key);
        if (kind === 'owner') return { ok: true, credential: hashKey(key), key: null };
        // An owner's key given as `next` acts, whatever came with it (a claim's or a device link's retry).
        if (kind !== 'invitation' && kind !== 'device-link' && next !== undefined && kindOf(seat, next) === 'owner') return { ok: true, credential: hashKey(next), key: next };
        if (kind === 'claimed' || kind === 'revoked' || kind === 'unknown') return { ok: false, ...REFUSALS[kind] };
        if ((seat.owners?.length ?? 0) >= MAX_DEVICES) return { ok: false, ...REFUSALS.devices };
        const own = next !== undefined && next !== key ? next : newKey();
        const keys = claimed(seat, own);
        const at = seat.keysVersion ?? 0;
        if (await this.store.setSeatKeys(room.id, seatNumber, at, keys)) {
          room.setKeys(seatNumber, keys, at + 1);
          return { ok: true, credential: hashKey(own), key: own };
        }
        // Another process changed the seat's keys first: read them again and decide again.
        if (attempt >= 3) return { ok: false, code: 'busy', message: 'The seat\'s keys were changing: try again.' };
        await room.refresh();
      }
    });
  }

  /** A change to a seat's keys made by `make` from its keys now, stored unless another process changed them first (then made again). */
  private changeKeys(room: Room, seatNumber: number, make: (seat: SeatState) => SeatKeys): Promise<boolean> {
    return room.serialKeys(async () => {
      for (let attempt = 0; attempt < 4; attempt++) {
        const seat = room.seats[seatNumber];
        if (!seat) return false;
        const keys = make(seat);
        const at = seat.keysVersion ?? 0;
        if (await this.store.setSeatKeys(room.id, seatNumber, at, keys)) {
          room.setKeys(seatNumber, keys, at + 1);
          return true;
        }
        await room.refresh();
      }
      return false;
    });
  }

  /** The host re-invites a seat (D163): a new invitation, returned; every key the seat had is revoked and its connections closed. */
  async reinvite(room: Room, seatNumber: number): Promise<string | null> {
    const invitation = newKey();
    return (await this.changeKeys(room, seatNumber, (seat) => reinvited(seat, invitation))) ? invitation : null;
  }

  /** A claimed seat's person adds a device (D163): a one-time link's key, returned (an unused earlier one no longer works). */
  async deviceLink(room: Room, seatNumber: number): Promise<string | null> {
    const link = newKey();
    return (await this.changeKeys(room, seatNumber, (seat) => withDeviceLink(seat, link))) ? link : null;
  }

  /** The host ends the game (D163): stored, then shown to everyone; it takes no more moves. */
  async end(room: Room): Promise<void> {
    if (room.endedAt !== null) return;
    await room.committer.idle();
    const at = this.clock.now();
    await this.store.endGame(room.id, at);
    room.end(at);
  }

  /** The host pauses the turn clock (a holiday: the time left is kept) or resumes it (D164); stored, then shown to everyone. */
  async pauseClock(room: Room, paused: boolean): Promise<void> {
    await room.committer.idle();
    const before = room.turnClock.pausedLeft !== null;
    const clock = await this.store.pauseClock(room.id, paused, this.clock.now());
    if (!clock) return;
    room.setTurnClock(clock);
    if (before === paused) return;
    await room.tableSays(paused ? 'The host paused the turn clock: no turn\'s time runs out until it is resumed.' : 'The host resumed the turn clock: each turn\'s time runs again.');
  }

  /** A rematch: same options and seats (each seat's credential carries over), a fresh seed. Made once per game. */
  async rematch(room: Room): Promise<string | null> {
    if (room.nextGame) return room.nextGame;
    const stored = await this.store.loadGame(room.id);
    if (!stored) return null;
    if (stored.nextGame) return (room.nextGame = stored.nextGame);
    const o = JSON.parse(stored.options) as StoredOptions;
    if (room.nextGame) return room.nextGame;
    const made = await this.create({ players: o.players, length: o.length, rules: o.rules as CreateRequest['rules'], ships: o.ships ? [...o.ships] : undefined, names: room.seats.map((s) => s.name), turnLimit: null }, stored);
    if (!made.ok) return null;
    if (room.nextGame) return room.nextGame;
    room.nextGame = made.game;
    // Another process may have made this game's rematch meanwhile: the store keeps the first.
    room.nextGame = await this.store.setNextGame(room.id, made.game);
    return room.nextGame;
  }

  /** For each credential held, its game, and whether it awaits that seat — the lobby's "my games". */
  async myGames(entries: readonly { game: string; seat: number; key: string }[]): Promise<object[]> {
    const games = new Map((await this.store.loadGames([...new Set(entries.map((e) => e.game))])).map((g) => [g.id, g]));
    const out: object[] = [];
    for (const e of entries) {
      const g = games.get(e.game);
      const seat = g?.seats[e.seat];
      const live = g ? this.rooms.get(g.id) : undefined;
      const keys = live?.seats[e.seat] ?? seat;
      if (!g || !keys || !acts(keys, e.key)) continue;
      const { turn, ...summary } = live ? live.summary() : g.summary;
      // Whose turn it is and since when, and when its time runs out (D164).
      const clock = { since: turn?.since ?? summary.updatedAt, deadline: turn?.deadline ?? null, pausedLeft: turn?.pausedLeft ?? null, limitMs: live?.turnLimitMs ?? g.turnLimitMs ?? null, now: this.clock.now() };
      const seats = live?.seats ?? g.seats;
      out.push({ game: g.id, seat: e.seat, players: g.seats.length, names: seats.map((s) => s.name), yourTurn: summary.awaited.includes(e.seat) && !seats[e.seat]?.bot, bot: seats[e.seat]?.bot ?? null, standIn: Boolean(seats[e.seat]?.bot && seats[e.seat]?.standIn), ...summary, awaitedNames: summary.awaited.map((a) => seats[a]?.name ?? `Seat ${a + 1}`), ...clock, nextGame: live?.nextGame ?? g.nextGame });
    }
    return out.sort((a, b) => Number((b as { yourTurn: boolean }).yourTurn) - Number((a as { yourTurn: boolean }).yourTurn));
  }

  /** Called when a room's last peer leaves: it is dropped from memory a while later, unless someone came back. */
  scheduleUnload(room: Room): void {
    const after = this.o.unloadAfterMs ?? 5 * 60_000;
    this.unloadTimers.get(room.id)?.cancel();
    const timer = this.clock.after(after, () => {
      this.unloadTimers.delete(room.id);
      if (this.rooms.get(room.id) !== room) return;
      // A bot with a move to make (a stand-in playing an absent seat's turn: D164) keeps its room in memory.
      if (room.isEmpty() && room.pendingCommits === 0 && !this.bots.working(room)) this.rooms.delete(room.id);
      else if (room.isEmpty()) this.scheduleUnload(room);
    });
    this.unloadTimers.set(room.id, timer);
  }

  /** A game deleted from the store (expired: D164): its room leaves memory, and whoever is connected is told and let go. */
  drop(id: string, why: 'expired'): void {
    const room = this.rooms.get(id);
    if (!room) return;
    this.rooms.delete(id);
    this.unloadTimers.get(id)?.cancel();
    this.unloadTimers.delete(id);
    for (const peer of room.peers()) {
      peer.send({ t: 'refused', id: null, code: why, message: 'This game has expired and was deleted from the server.', version: null });
      peer.close(4404, why);
    }
  }

  loadedRooms(): number {
    return this.rooms.size;
  }

  async close(): Promise<void> {
    for (const t of this.unloadTimers.values()) t.cancel();
    await this.turnClocks.stop();
    this.bots.close();
    await this.committer.idle();
    await this.store.close();
  }

  /**
   * A stored game rebuilt from its log (a snapshot first, for speed, under the rules it was stored under).
   * Under another fingerprint of rules and content (D162) it is replayed under today's with a notice for
   * everyone who joins; if an entry of its log is no longer legal, the room stops there — every entry stays
   * in the store, nothing more is played, and the notice says where and why. Under the same fingerprint a
   * refused entry is a damaged store, as before.
   */
  private async load(id: string): Promise<Room | null> {
    const stored = await this.store.loadGame(id);
    if (!stored) return null;
    const options = JSON.parse(stored.options) as StoredOptions;
    const today = fingerprint(this.o.content);
    const same = stored.fingerprint === today;
    const snapshot = (this.o.snapshotEvery ?? 0) > 0 && same ? await this.store.latestSnapshot(id) : null;
    const created = createGame({ ...options, content: this.o.content } as GameOptions, stored.seed);
    if (!created.ok) throw new Error(`game ${id}: its options no longer make a game: ${created.error.message}`);
    let at: LogPosition = snapshot ? snapshotPosition(snapshot.version, snapshot.state, this.o.content) : { version: 0, state: created.state, undo: [] };
    const actions = await this.store.loadActions(id, 0);
    const room = this.makeRoom(id, options, at.state, at.version, stored.seats, stored.rematchOf, stored.nextGame);
    room.hostHash = stored.hostHash ?? null;
    if (!snapshot) room.remember(0, created.events);
    for (const a of actions) {
      room.clientIds.set(`${a.seat}:${a.clientId}`, a.version);
      if (a.version <= at.version || room.stopped) continue;
      const step = stepStored(at, a.action, a.seat);
      if (!step.ok) {
        if (same) throw new Error(`game ${id}: logged action ${a.version} is refused on replay: ${step.problem}`);
        room.stopped = { at: at.version, reason: `under today's rules its move ${a.version} is refused (${step.problem})` };
        continue;
      }
      at = step.position;
      room.remember(at.version, step.events);
    }
    const under = stored.fingerprint ? `This game was played under other rules or content (${stored.fingerprint}; today ${today})` : 'This game was stored before games recorded their rules';
    if (room.stopped) room.notice = `${under}. Replayed under today's rules, it stops at version ${room.stopped.at} of ${actions.length}: ${room.stopped.reason}. Its moves are all kept, and it can be watched up to there.`;
    else if (stored.fingerprint && !same) room.notice = `${under}. It was replayed under today's rules and goes on from there; what happened may differ from how it was played.`;
    room.state = at.state;
    room.version = at.version;
    room.undoPoints = at.undo;
    room.durable = at;
    if (stored.endedAt) {
      room.endedAt = stored.endedAt;
      room.stopped ??= { at: at.version, reason: 'the host ended it' };
      room.notice = `The host ended this game at version ${room.stopped.at}: no more moves are played.`;
    }
    room.restoreTurn(stored);
    this.rooms.set(id, room);
    this.scheduleUnload(room);
    this.bots.schedule(room);
    return room;
  }

  private makeRoom(id: string, options: StoredOptions, state: GameState, version: number, seats: readonly StoredSeat[], rematchOf: string | null, nextGame: string | null): Room {
    const live: SeatState[] = seats.map((s) => ({ ...s, peers: new Set(), chatTimes: [] }));
    const room = new Room(id, { ...options, content: this.o.content } as GameOptions, state, version, live, rematchOf, nextGame, this.store, this.committer, this.o.eventsKept ?? 300, this.clock);
    room.remindWhenLeft = this.turnClocks.options.remindWhenLeft;
    room.onDurable = (v, s) => {
      this.maybeSnapshot(room, v, s);
      this.bots.schedule(room);
    };
    // Notices for people away from the table (D165): queued by the node that stored the version only.
    room.onCommitted = (before, after) => this.queueNotices(noticesAfterCommit(room.id, room.seats, before, after));
    return room;
  }

  /** Queues notices (notices.ts); a failure to queue is logged, never the mover's problem. */
  queueNotices(notices: readonly Notice[]): void {
    for (const notice of notices) this.notices.queue(notice).catch((error: unknown) => console.error(`everrain server: a ${notice.kind} notice for game ${notice.game} could not be queued`, error));
  }

  /**
   * A snapshot every `snapshotEvery` versions: the state, and — when something can be undone then — the
   * states undo can go back to (`{ state, undo }`), so a room loaded from it allows exactly the undo it did.
   */
  private maybeSnapshot(room: Room, version: number, state: GameState): void {
    const every = this.o.snapshotEvery ?? 0;
    if (every <= 0 || version % every !== 0) return;
    const undo = room.durable.undo.map((p) => ({ version: p.version, state: withoutCatalog(p.state) }));
    const text = canonicalJson(undo.length > 0 ? { state: withoutCatalog(state), undo } : withoutCatalog(state));
    void this.store.saveSnapshot(room.id, { version, state: text }).catch((error: unknown) => console.error('everrain server: snapshot failed', error));
  }
}

function withoutCatalog(state: GameState): Omit<GameState, 'catalog'> {
  const { catalog: _catalog, ...rest } = state;
  return rest;
}

/** A snapshot's position: its state (and the undo points kept with it) under `content`. */
function snapshotPosition(version: number, text: string, content: ContentSet): LogPosition {
  type Bare = Omit<GameState, 'catalog'>;
  const parsed = JSON.parse(text) as Bare | { state: Bare; undo: { version: number; state: Bare }[] };
  const full = (bare: Bare) => ({ ...bare, catalog: content }) as GameState;
  if ('undo' in parsed && 'state' in parsed) return { version, state: full(parsed.state), undo: parsed.undo.map((p) => ({ version: p.version, state: full(p.state) })) };
  return { version, state: full(parsed), undo: [] };
}
