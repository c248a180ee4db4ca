import type { WebSocket } from 'ws';
import { systemClock, type Clock, type Timer } from './clock';
import { TokenBucket } from './limits';
import type { Admission, Host } from './host';
import type { Notify } from './notify-service';
import { clientMessage, MAX_MESSAGE_BYTES, parseMessage, type ClientMessage } from './protocol';
import type { Peer, Room } from './room';

export interface ConnectionLimits {
  /** Messages a connection may send in a burst, and per second after it. */
  readonly burst: number;
  readonly perSecond: number;
  /**
   * Messages refused over the limit before the connection is closed. The penalty decays: refusals are
   * forgiven at `perSecond`, so a client whose average stays under the rate is never cut off.
   */
  readonly strikes: number;
  /** Bytes queued to a client that does not read before it is dropped. */
  readonly maxBuffered: number;
  readonly helloTimeoutMs: number;
  /** A ping every this often; a socket that answered neither it nor anything since is closed at the next (so within two). */
  readonly heartbeatMs: number;
  /** Spectators (connections without a seat) of one game, on this process. */
  readonly spectatorsPerGame: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = { burst: 40, perSecond: 20, strikes: 200, maxBuffered: 4 * 1024 * 1024, helloTimeoutMs: 10_000, heartbeatMs: 5_000, spectatorsPerGame: 100 };

/**
 * One WebSocket: says hello first (a seat's credential, or none to spectate), is then bound to that seat
 * or to spectating for its whole life. Its messages are handled one at a time, in order; floods are
 * refused then cut off; a client that stops reading is dropped; one that stops answering pings too.
 */
export class Connection implements Peer {
  seat: number | null = null;
  /** The SHA-256 of the key this connection's seat was opened with (D163). */
  credential: Buffer | null = null;
  shown = 0;
  /** Whether its person is looking at the game (D165): yes from the hello until the page says otherwise. */
  looking = true;
  private room: Room | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Messages it may send now (refilled at the rate), and refusals it may still earn before it is cut off. */
  private readonly rate: TokenBucket;
  private readonly penalty: TokenBucket;
  private refusals = 0;
  private alive = true;
  private closed = false;
  /** Messages are being gathered for one write (gather). */
  private gathering = false;
  private readonly timers: Timer[] = [];

  constructor(private readonly socket: WebSocket, private readonly host: Host, private readonly limits: ConnectionLimits = DEFAULT_LIMITS, clock: Clock = systemClock, private readonly notify: Notify | null = null) {
    this.rate = new TokenBucket(limits.burst, limits.perSecond, clock);
    this.penalty = new TokenBucket(limits.strikes, limits.perSecond, clock);
    socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    socket.on('close', () => this.closed || this.dispose());
    socket.on('error', () => this.close(1011, 'error'));
    socket.on('pong', () => { this.alive = true; });
    this.timers.push(clock.after(limits.helloTimeoutMs, () => this.room || this.close(4408, 'no hello')));
    this.timers.push(clock.every(limits.heartbeatMs, () => {
      if (!this.alive) return this.close(4408, 'no pong');
      this.alive = false;
      socket.ping();
    }));
  }

  send(message: object): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > this.limits.maxBuffered) return this.close(4410, 'not reading');
    this.gather();
    this.socket.send(text);
  }

  /** A message whose first part is the same for many peers: sent as is (a WebSocket fragment), not copied into each peer's text. */
  sendShared(shared: Buffer, rest: string): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > this.limits.maxBuffered) return this.close(4410, 'not reading');
    this.gather();
    this.socket.send(shared, { binary: false, fin: false });
    this.socket.send(rest, { fin: true });
  }

  /**
   * Holds this turn of the event loop's messages to the client and writes them in one system call at its end
   * (an ack and its update; a shared message's two fragments): writing to sockets was the largest part of
   * the server's busy time at 1,000 games. `_socket` is ws's TCP socket (ws has no public cork).
   */
  private gather(): void {
    if (this.gathering) return;
    const tcp = (this.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    if (!tcp) return;
    this.gathering = true;
    tcp.cork();
    process.nextTick(() => {
      this.gathering = false;
      tcp.uncork();
    });
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    try {
      if (code === 4410) this.socket.terminate();
      else this.socket.close(code, reason);
    } catch {
      this.socket.terminate();
    }
  }

  private dispose(): void {
    this.closed = true;
    for (const t of this.timers) t.cancel();
    const room = this.room;
    if (!room) return;
    if (this.seat === null) room.spectators.delete(this);
    else {
      const seat = room.seats[this.seat];
      seat?.peers.delete(this);
      if (seat && seat.peers.size === 0) room.presenceChanged();
    }
    this.notify?.presence.seatChanged(room, this.seat);
    if (room.isEmpty()) this.host.scheduleUnload(room);
  }

  private refuse(code: string, message: string): void {
    this.send({ t: 'refused', id: null, code, message, version: this.room?.durable.version ?? null });
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    // Any message shows the client is there (as a pong does).
    this.alive = true;
    if (!this.rate.take()) {
      if (!this.penalty.take()) return this.close(4429, 'flood');
      if (this.refusals++ % 20 === 0) this.refuse('rate-limited', `At most ${this.limits.perSecond} messages a second.`);
      return;
    }
    if (isBinary) return this.refuse('malformed', 'Messages are JSON text.');
    if (data.length > MAX_MESSAGE_BYTES) return this.refuse('too-large', `A message may hold at most ${MAX_MESSAGE_BYTES} bytes.`);
    const receivedAt = performance.now();
    const parsed = parseMessage(data.toString('utf8'), clientMessage);
    if (!parsed.ok) return this.refuse(parsed.code, parsed.message);
    this.chain = this.chain.then(() => this.handle(parsed.value, receivedAt)).catch((error: unknown) => {
      console.error('everrain server: a message failed', error);
      this.close(1011, 'server error');
    });
  }

  private async handle(m: ClientMessage, receivedAt: number): Promise<void> {
    if (this.closed) return;
    if (m.t === 'ping') return this.send({ t: 'pong' });
    const room = this.room;
    if (!room) {
      if (m.t !== 'hello') return this.refuse('hello-first', 'The first message must be a hello.');
      return this.hello(m);
    }
    switch (m.t) {
      case 'hello':
        return this.refuse('already-bound', 'This connection is already bound to a seat; open another to change.');
      case 'act':
        return room.act(this, m.id, m.version, m.action, receivedAt);
      case 'undo':
        // Without an id, one undo per version: asking twice on the same version takes back one move.
        return room.undo(this, m.id ?? `undo-v${m.version ?? room.version}`, m.version, receivedAt);
      case 'chat':
        return room.chat(this, m.text);
      case 'name':
        return room.rename(this, m.name);
      case 'sync':
        return room.welcome(this, m.since);
      case 'leave':
        if (this.seat === null) return this.close(1000, 'left');
        await room.setLeft(this.seat, true);
        room.presenceChanged();
        return this.close(1000, 'left');
      case 'bot': {
        // The seat's own connection, whoever shows a key that acts for it, or the host for a seat nobody is at (D105, D163).
        const own = this.seat === m.seat || (m.key !== undefined && this.host.checkKey(room, m.seat, m.key));
        const host = !own && m.host !== undefined && this.host.checkHost(room, m.host);
        if (!own && !host) return this.refuse('not-your-seat', `Only seat ${m.seat + 1}'s player (or the game's host, while nobody is at it) may give it to a bot or take it back.`);
        if (host && m.bot !== null && (room.seats[m.seat]?.peers.size ?? 0) > 0) return this.refuse('seat-present', `Seat ${m.seat + 1}'s player is at the table: only they may give the seat to a bot.`);
        const why = await this.host.bots.assign(room, m.seat, m.bot);
        if (why) return this.refuse('no-such-bot', why);
        return;
      }
      case 'device': {
        if (this.seat === null) return this.refuse('spectator', 'A spectator has no seat to add a device to.');
        const link = await this.host.deviceLink(room, this.seat);
        if (!link) return this.refuse('busy', 'The link could not be made: try again.');
        return this.send({ t: 'device-link', seat: this.seat, key: link });
      }
      case 'reinvite': {
        if (!this.host.checkHost(room, m.host)) return this.refuse('not-host', 'Only the game\'s host may re-invite a seat.');
        if (!room.seats[m.seat]) return this.refuse('malformed', `This game has no seat ${m.seat + 1}.`);
        const invitation = await this.host.reinvite(room, m.seat);
        if (!invitation) return this.refuse('busy', 'The invitation could not be made: try again.');
        return this.send({ t: 'invite', seat: m.seat, key: invitation });
      }
      case 'end': {
        if (!this.host.checkHost(room, m.host)) return this.refuse('not-host', 'Only the game\'s host may end the game.');
        const ending = room.endedAt === null;
        await this.host.end(room);
        // Every seat hears that it is over (D165), once: from the node that ended it.
        if (ending) this.host.queueNotices(room.seats.map((_, seat) => ({ kind: 'game-over', game: room.id, seat, version: room.durable.version })));
        return;
      }
      case 'notify':
        return this.changeNotify(room, m);
      case 'activity':
        // A spectator's page may report it too: nobody is notified for a spectator, so it is ignored.
        if (this.seat === null || this.looking === m.looking) return;
        this.looking = m.looking;
        this.notify?.presence.seatChanged(room, this.seat);
        return;
      case 'clock': {
        if (!this.host.checkHost(room, m.host)) return this.refuse('not-host', 'Only the game\'s host may pause or resume the turn clock.');
        if (room.turnLimitMs === null) return this.refuse('no-turn-limit', 'This game has no turn time limit: there is no clock to pause.');
        if (room.state.outcome || room.endedAt !== null) return this.refuse('not-running', 'This game is over: its clock has stopped.');
        return this.host.pauseClock(room, m.paused);
      }
      case 'rematch': {
        if (this.seat === null) return this.refuse('spectator', 'A spectator cannot ask for a rematch.');
        if (!room.state.outcome) return this.refuse('not-over', 'A rematch can be asked for once the game is over.');
        const next = await this.host.rematch(room);
        if (!next) return this.refuse('no-rematch', 'The rematch could not be made.');
        room.broadcast({ t: 'rematch', game: next });
        return;
      }
    }
  }

  /** A seat's notification settings (D165): changed all or not at all, then told to every connection of the seat. */
  private async changeNotify(room: Room, m: Extract<ClientMessage, { t: 'notify' }>): Promise<void> {
    if (this.seat === null) return this.refuse('spectator', 'A spectator has no seat to be notified for.');
    if (!this.notify) return this.refuse('notify-unavailable', 'This server sends no notifications.');
    const answer = await this.notify.settings.change(room.id, this.seat, m);
    if (!answer.ok) return this.refuse(answer.code, answer.message);
    await this.notify.tellSeat(room.id, this.seat, answer.state);
  }

  /** The welcome's notification fields (D165): the idle time, and a seat's settings. */
  async welcomeExtras(): Promise<object> {
    return this.notify && this.room ? this.notify.welcomeFields(this.room.id, this.seat) : {};
  }

  private async hello(m: Extract<ClientMessage, { t: 'hello' }>): Promise<void> {
    const room = await this.host.room(m.game);
    if (this.closed) return;
    if (!room) {
      this.refuse('no-such-game', 'There is no such game.');
      return this.close(4404, 'no such game');
    }
    // While the hello is answered (a claim stored, say), the room counts as in use: it must not leave memory
    // under a connection about to join it (an idle room's unload timer may fall due meanwhile).
    room.arriving += 1;
    try {
      await this.join(room, m);
    } finally {
      room.arriving -= 1;
      if (room.isEmpty()) this.host.scheduleUnload(room);
    }
  }

  private async join(room: Room, m: Extract<ClientMessage, { t: 'hello' }>): Promise<void> {
    if (m.key !== undefined || m.seat !== undefined) {
      const seat = m.seat;
      const admitted: Admission = m.key === undefined || seat === undefined ? { ok: false, code: 'bad-credential', message: 'That is not this seat\'s invitation.' } : await this.host.admit(room, seat, m.key, m.next);
      if (this.closed) return;
      if (!admitted.ok || seat === undefined) {
        const refusal = admitted.ok ? { code: 'bad-credential', message: 'That is not this seat\'s invitation.' } : admitted;
        this.refuse(refusal.code, refusal.message);
        return this.close(refusal.code === 'revoked' ? 4403 : 4401, refusal.code);
      }
      // The seat is claimed (or a device added): the key this browser keeps from now on (D163).
      if (admitted.key !== null) this.send({ t: 'claimed', seat, key: admitted.key });
      this.credential = admitted.credential;
      this.seat = seat;
      this.room = room;
      room.seats[seat]?.peers.add(this);
      this.notify?.presence.seatChanged(room, seat);
      await this.notify?.presence.joined(room);
      await room.setLeft(seat, false);
      // The person is back: a stand-in bot given the seat when their turn's time ran out leaves it (D164).
      await this.host.bots.releaseStandIn(room, seat);
      if (m.name !== undefined) await room.rename(this, m.name);
      else room.presenceChanged();
    } else {
      if (room.spectators.size >= this.limits.spectatorsPerGame) {
        this.refuse('spectators-full', `This game has as many spectators as it takes (${this.limits.spectatorsPerGame}); try again later.`);
        return this.close(4431, 'too many spectators');
      }
      this.room = room;
      room.spectators.add(this);
      await this.notify?.presence.joined(room);
    }
    await room.welcome(this, m.since);
  }
}
