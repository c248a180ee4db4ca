import { defaultContent } from '@everrain/content';
import { canonicalJson, type Action, type GameEvent, type GameView } from '@everrain/engine';
import { AwayLink } from './online-away';
import type { SeatAtTable, TableChatLine, TableDriver, TableNote, TableSnapshot } from './driver';

/** What the server sends a seat: the engine's `view(state, seat)` less the content catalog (the page has it). */
export type WireView = Omit<GameView, 'catalog'>;

const catalog = defaultContent();

/**
 * The page's heartbeat: after this long without a word from the server it pings; a ping unanswered (and
 * nothing else heard) for `PONG_WITHIN_MS` means the connection is dead, whatever the browser thinks.
 * Counted from the ping sent, so a background tab whose timers the browser slows is never taken for dead.
 */
export const PING_AFTER_MS = 2_500;
export const PONG_WITHIN_MS = 4_000;

export interface OnlineOptions {
  readonly game: string;
  /** This link's seat, or null to watch. */
  readonly seat: number | null;
  /** The seat's credential (null: watching). */
  readonly key: string | null;
  /** The game server's WebSocket address (default: this page's host, `/ws`). */
  readonly socketUrl?: string;
  /** Another seat's credential this browser holds (an invitation not yet opened): to give that seat to a bot. */
  readonly keyOf?: (seat: number) => string | null;
  /** The key to claim the seat with if `key` is its invitation or a device link (D163): made and kept by the page before it is sent. */
  readonly claim?: () => string | null;
  /** The seat was claimed (or a device added): the key this browser keeps from now on. */
  readonly onKey?: (key: string) => void;
  /** The host's key, if this browser created the game (D163): re-invite a seat, bots for absent seats, end the game. */
  readonly host?: string | null;
}

type ServerMessage = { readonly t: string; readonly [key: string]: unknown };
type Presence = { seat: number; name: string; connected: boolean; left: boolean; bot: string | null; standIn?: boolean };
type Position = { version: number; view: WireView; legal: readonly Action[]; undo?: { allowed: boolean; reason: string | null } };
type Note = { version: number; seq: number | null; text: string };
/** A move on its way: the action sent and not yet answered (its id, so a resend is answered once). */
type InFlight = { readonly id: string; readonly version: number; readonly action: Action };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a message carries a position (a version, a view, legal actions): what a welcome, an update and some refusals hold. */
function positionOf(m: ServerMessage): Position | null {
  if (typeof m.version !== 'number' || !isObject(m.view) || !Array.isArray(m.legal)) return null;
  const undo = isObject(m.undo) && typeof m.undo.allowed === 'boolean' ? { allowed: m.undo.allowed, reason: typeof m.undo.reason === 'string' ? m.undo.reason : null } : undefined;
  return { version: m.version, view: m.view as unknown as WireView, legal: m.legal as Action[], ...(undo ? { undo } : {}) };
}

function presenceOf(v: unknown): Presence[] | null {
  if (!Array.isArray(v)) return null;
  return v.every((s) => isObject(s) && typeof s.seat === 'number' && typeof s.name === 'string') ? (v as Presence[]) : null;
}

function chatLineOf(v: unknown): TableChatLine | null {
  return isObject(v) && typeof v.seat === 'number' && typeof v.name === 'string' && typeof v.text === 'string' && typeof v.at === 'number' ? { seat: v.seat, name: v.name, text: v.text, at: v.at } : null;
}

const NO_UNDO = { allowed: false, reason: 'Undo is not offered in this game.' } as const;

/** The game's turn clock as the server shows it (D164): its limit, who is awaited since when, and the deadline or the time left while paused. */
export interface TurnClock {
  readonly limitMs: number | null;
  readonly awaited: readonly number[];
  readonly since: number;
  readonly deadline: number | null;
  readonly pausedLeft: number | null;
  /** The server's time less this page's when the clock was shown: add it to Date.now() to count as the server does. */
  readonly offset: number;
}

function clockOf(v: unknown): TurnClock | null {
  if (!isObject(v) || !Array.isArray(v.awaited) || typeof v.since !== 'number') return null;
  const n = (x: unknown): number | null => (typeof x === 'number' ? x : null);
  const offset = typeof v.now === 'number' ? v.now - Date.now() : 0;
  return { limitMs: n(v.limitMs), awaited: v.awaited.filter((s): s is number => typeof s === 'number'), since: v.since, deadline: n(v.deadline), pausedLeft: n(v.pausedLeft), offset };
}

/**
 * An online game as the one table sees it (issue #22 item 4): a WebSocket bound to this link's seat (or
 * watching), which comes back by itself after a drop and asks for what it missed (`since`). The table is
 * shown the server's view of the seat with the page's own content catalog — a real GameView, nothing
 * counterfeit — and the actions the server offers (the page derives none).
 *
 * A move goes out one action at a time, each on the version the last one made; a path of several (sailing)
 * stops as soon as the server offers its next step no more. A move made while the connection is down waits
 * and goes out when it returns, if the game is still where it was; otherwise it is refused, visibly. An
 * action sent and not answered before a drop is sent again with its id: the server answers a retry once.
 * A heartbeat (a ping after 2.5 s of silence, answered within 4 s) notices a dead connection within seconds.
 */
export class OnlineDriver implements TableDriver {
  readonly kind = 'online';
  /** Reconnections so far (shown, and read by the tests). */
  reconnects = 0;
  private snap: TableSnapshot | null = null;
  /** What is shown until the first welcome (the table needs a view: the screen shows this instead). */
  private waiting: { connection: TableSnapshot['connection']; error: string | null } = { connection: 'connecting', error: null };
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private closing = false;
  private backoff = 250;
  private queue: Action[] = [];
  private inFlight: InFlight | null = null;
  private counter = 0;
  private lastHeard = 0;
  private beat: number | null = null;
  private muted = false;
  private readonly noteVersions = new Set<number>();
  /** How many events the log held at each version this page was shown (an undo back to one drops what followed). */
  private readonly eventsAt = new Map<number, number>();
  private finished: string | null = null;
  private askedRematch = false;
  /** The seat's key now (its invitation until claimed, then the key this browser claimed it with: D163). */
  private key: string | null;
  /** Why the server refused this page's hello, said when it closes the connection. */
  private refusal: string | null = null;
  /** A one-time link that adds another device to this seat, once asked for (D163). */
  private device: string | null = null;
  /** New invitations the host made, by seat (D163). */
  private readonly invites = new Map<number, string>();
  /** The seat's notices away from the page, and whether its person is looking (issue #23 item 3). */
  readonly away = new AwayLink((message) => {
    if (this.o.seat === null || !this.live()) return false;
    this.socket!.send(JSON.stringify(message));
    return true;
  }, () => this.changed());
  /** The turn clock as last shown (D164). */
  private clock: TurnClock | null = null;

  constructor(private readonly o: OnlineOptions) {
    this.key = o.key;
    if (o.seat !== null) this.chat = (text) => this.say(text);
    this.connect();
  }

  get game(): string {
    return this.o.game;
  }

  /** Whether the first welcome came (before it, `snapshot()` throws: the screen shows `pending()`). */
  hasView(): boolean {
    return this.snap !== null;
  }

  /** Before the first welcome: connecting, or why it failed. */
  pending(): { connection: TableSnapshot['connection']; error: string | null } {
    return this.waiting;
  }

  /** Whether a move of this page is still on its way: sent and not yet shown back, or waiting its turn to be sent. */
  sending(): boolean {
    return this.inFlight !== null || this.queue.length > 0;
  }

  /** Whether this page asked for the rematch (it follows to it at once; the others are offered it). */
  rematchAsked(): boolean {
    return this.askedRematch;
  }

  snapshot(): TableSnapshot {
    if (!this.snap) throw new Error('The online game has not been shown yet.');
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of [...this.listeners]) l();
  }

  private set(change: Partial<TableSnapshot>): void {
    if (!this.snap) return;
    this.snap = { ...this.snap, ...change };
    this.changed();
  }

  private setConnection(connection: TableSnapshot['connection'], error?: string): void {
    if (this.snap) this.set({ connection, ...(error !== undefined ? { error } : {}) });
    else {
      this.waiting = { connection, error: error ?? this.waiting.error };
      this.changed();
    }
  }

  private connect(): void {
    const url = this.o.socketUrl ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.backoff = 250;
      this.lastHeard = Date.now();
      this.startHeartbeat(socket);
      // The first time from the very start (-1: the setup's events too, as a local game's log shows them).
      const since = this.snap ? this.snap.version : -1;
      const { seat } = this.o;
      const key = this.key;
      const next = seat !== null && key ? this.o.claim?.() ?? null : null;
      socket.send(JSON.stringify({ t: 'hello', game: this.o.game, ...(seat !== null && key ? { seat, key } : {}), ...(next && next !== key ? { next } : {}), since }));
    };
    socket.onmessage = (e) => {
      if (this.socket !== socket || this.muted) return;
      this.lastHeard = Date.now();
      let m: unknown;
      try {
        m = JSON.parse(String(e.data));
      } catch {
        m = null;
      }
      if (!isObject(m) || typeof m.t !== 'string') {
        this.set({ error: 'The server sent something this page does not understand; it was ignored.' });
        return;
      }
      this.receive(m as ServerMessage);
    };
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.lost(e.code);
    };
  }

  /** The socket is gone (closed, or silent past the heartbeat): what was being sent waits for the next one. */
  private lost(code: number): void {
    this.socket = null;
    this.stopHeartbeat();
    if (this.closing) return;
    if (code === 4404 || code === 4401 || code === 4403) {
      this.queue = [];
      this.inFlight = null;
      // Already claimed by someone else, revoked by the host's re-invitation, or not this seat's (D163): the server said which.
      this.setConnection('gone', code === 4404 ? 'There is no such game on this server.' : this.refusal ?? 'That invitation is not valid for this game.');
      return;
    }
    // Never reached yet: say plainly that online play needs the server (solo and hot-seat play work offline).
    this.setConnection('reconnecting', this.snap ? undefined : `The game server cannot be reached${typeof navigator !== 'undefined' && navigator.onLine === false ? ' (this device is offline)' : ''}: an online game lives on the server and needs the network. Trying again… Solo and hot-seat games play offline from the start screen.`);
    if (this.snap && (this.queue.length > 0 || this.inFlight)) this.set({ notice: 'The connection dropped: your move will be sent when it comes back.' });
    window.setTimeout(() => {
      if (this.closing) return;
      this.reconnects += 1;
      this.connect();
    }, this.backoff);
    this.backoff = Math.min(this.backoff * 2, 8000);
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    let pinged: number | null = null;
    this.beat = window.setInterval(() => {
      if (this.socket !== socket) return;
      const now = Date.now();
      if (pinged !== null && this.lastHeard < pinged && now - pinged > PONG_WITHIN_MS) {
        // No answer for seconds: the connection is dead even if the browser has not noticed. Start again.
        this.socket = null;
        this.muted = false;
        socket.onclose = null;
        socket.close();
        this.lost(1006);
        return;
      }
      const waiting = pinged !== null && this.lastHeard < pinged;
      if (!waiting && now - this.lastHeard >= PING_AFTER_MS && socket.readyState === WebSocket.OPEN) {
        pinged = now;
        socket.send('{"t":"ping"}');
      }
    }, 500);
  }

  private stopHeartbeat(): void {
    if (this.beat !== null) window.clearInterval(this.beat);
    this.beat = null;
  }

  /** The events after those already shown (a reconnection's missed ones, or an update's). */
  private withEvents(events: readonly GameEvent[]): { events: readonly GameEvent[]; first: number | null } {
    const shown = this.snap?.events ?? [];
    const last = shown[shown.length - 1]?.seq ?? -1;
    const fresh = events.filter((e) => e.seq > last);
    return { events: fresh.length ? [...shown, ...fresh] : shown, first: fresh[0]?.seq ?? null };
  }

  /** A bot's reason, before the first event its move caused (once, however often the server repeats it). */
  private withNote(notes: readonly TableNote[], n: unknown): readonly TableNote[] {
    if (!isObject(n) || typeof n.version !== 'number' || typeof n.text !== 'string') return notes;
    const note: Note = { version: n.version, seq: typeof n.seq === 'number' ? n.seq : null, text: n.text };
    if (this.noteVersions.has(note.version)) return notes;
    this.noteVersions.add(note.version);
    const events = this.snap?.events ?? [];
    const last = events[events.length - 1];
    return [...notes, { seq: note.seq ?? (last ? last.seq + 1 : 0), text: note.text }].sort((x, y) => x.seq - y.seq);
  }

  private seats(presence: readonly Presence[]): readonly SeatAtTable[] {
    // The server names a seat nobody named "Player N"; the table's word for a seat without a name is "Seat N".
    return presence.map((p) => ({ seat: p.seat, name: p.name === `Player ${p.seat + 1}` ? `Seat ${p.seat + 1}` : p.name, bot: p.bot ?? null, mine: p.seat === this.o.seat, connected: p.connected, left: p.left, standIn: p.standIn === true }));
  }

  private shown(p: Position): Pick<TableSnapshot, 'version' | 'view' | 'legal' | 'undo'> {
    return { version: p.version, view: { ...p.view, catalog }, legal: p.legal, undo: p.undo ?? NO_UNDO };
  }

  private receive(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        return this.welcome(m);
      case 'update': {
        const p = positionOf(m);
        if (!p || !this.snap || p.version <= this.snap.version) return;
        if (typeof m.undone === 'number') {
          this.undone(p, m.undone, typeof m.by === 'number' ? m.by : null);
          return;
        }
        const { events, first } = this.withEvents(Array.isArray(m.events) ? (m.events as GameEvent[]) : []);
        const notes = this.withNote(this.snap.notes, m.note);
        const mine = this.inFlight !== null && m.id === this.inFlight.id;
        this.set({ ...this.shown(p), notes, events, freshFrom: first ?? this.snap.freshFrom, ...(mine ? { notice: null } : {}) });
        this.eventsAt.set(p.version, events.length);
        if (mine) {
          this.inFlight = null;
          this.sendNext();
        }
        this.whenOver();
        return;
      }
      case 'ack': {
        // A retry's answer after a drop (its update came with the welcome): the rest of the move goes on only if nothing happened since.
        if (m.duplicate !== true || !this.inFlight || m.id !== this.inFlight.id) return;
        this.inFlight = null;
        if (this.snap && m.version === this.snap.version) this.sendNext();
        else this.dropQueue('The rest of your move was not sent: the game moved on meanwhile.');
        return;
      }
      case 'refused': {
        const mine = this.inFlight !== null && m.id === this.inFlight.id;
        if (mine) {
          this.inFlight = null;
          this.queue = [];
        }
        // A flood warning not about a move, or a refusal of the 'undo' kind the server may not know: quiet.
        const quiet = m.id === null && m.code === 'rate-limited';
        const p = positionOf(m);
        const message = typeof m.message === 'string' ? m.message : 'The server refused that.';
        if (m.code === 'already-claimed' || m.code === 'revoked' || m.code === 'bad-credential') this.refusal = message;
        this.set({ ...(quiet ? {} : { error: mine && m.code === 'stale' ? `Your move was not made: ${message}` : message }), ...(p ? this.shown(p) : {}), notice: null });
        return;
      }
      case 'presence': {
        const seats = presenceOf(m.seats);
        this.clock = clockOf(m.clock) ?? this.clock;
        if (seats) this.set({ seats: this.seats(seats) });
        return;
      }
      case 'clock':
        this.clock = clockOf(m.clock) ?? this.clock;
        if (this.snap) this.set({});
        return;
      case 'chat': {
        const line = chatLineOf(m.line);
        if (line && this.snap) this.set({ chat: [...(this.snap.chat ?? []), line] });
        return;
      }
      case 'claimed':
        // The seat is this browser's now (D163): its new key, kept for every later visit and reconnection.
        if (typeof m.key === 'string' && m.seat === this.o.seat) {
          this.key = m.key;
          this.o.onKey?.(m.key);
        }
        return;
      case 'notify':
        this.away.heard(m);
        return;
      case 'device-link':
        if (typeof m.key === 'string') {
          this.device = m.key;
          this.changed();
        }
        return;
      case 'invite':
        if (typeof m.key === 'string' && typeof m.seat === 'number') {
          this.invites.set(m.seat, m.key);
          this.changed();
        }
        return;
      case 'rematch':
        if (typeof m.game === 'string') this.set({ rematch: m.game, ...(this.askedRematch ? {} : { notice: 'A rematch is ready (same seats, a new seed): "Rematch" joins it.' }) });
        return;
      default:
    }
  }

  /**
   * An undo (issue #22): the version is the state of version `to` again, so what followed `to` leaves the log
   * (the events this page was shown after it, and the bots' notes on them); the table says who took it back.
   */
  private undone(p: Position, to: number, by: number | null): void {
    const snap = this.snap!;
    const kept = this.eventsAt.get(to);
    const events = kept === undefined ? snap.events : snap.events.slice(0, kept);
    const next = (events[events.length - 1]?.seq ?? -1) + 1;
    const who = by === null ? 'A player' : by === this.o.seat ? 'You' : snap.seats[by]?.name ?? `Seat ${by + 1}`;
    this.set({ ...this.shown(p), events, notes: snap.notes.filter((n) => n.seq < next), freshFrom: next, error: null, notice: `${who} took back ${by === this.o.seat ? 'your' : 'their'} last move.` });
    this.eventsAt.set(p.version, events.length);
    this.queue = [];
  }

  private welcome(m: ServerMessage): void {
    const p = positionOf(m);
    const seats = presenceOf(m.seats);
    if (!p || !seats) {
      this.setConnection(this.snap ? 'reconnecting' : 'connecting', 'The server\'s welcome could not be read.');
      return;
    }
    const before = this.snap;
    this.clock = clockOf(m.clock) ?? this.clock;
    const { events, first } = this.withEvents(Array.isArray(m.events) ? (m.events as GameEvent[]) : []);
    let notes = before?.notes ?? [];
    if (Array.isArray(m.notes)) for (const n of m.notes) notes = this.withNote(notes, n);
    const chat = Array.isArray(m.chat) ? m.chat.map(chatLineOf).filter((l): l is TableChatLine => l !== null) : before?.chat ?? [];
    const rematch = typeof m.nextGame === 'string' ? m.nextGame : before?.rematch ?? null;
    const movedOn = before !== null && p.version !== before.version;
    const common = { ...this.shown(p), seat: this.o.seat, events, notes, seats: this.seats(seats), connection: 'live' as const, chat, rematch };
    if (!before) {
      const last = events[events.length - 1];
      // The server's notice: a game stored under other rules or content, replayed under today's (D162).
      this.snap = { ...common, freshFrom: last ? last.seq + 1 : 0, error: null, notice: typeof m.notice === 'string' ? m.notice : null };
      this.waiting = { connection: 'live', error: null };
      this.changed();
    } else this.set({ ...common, freshFrom: first ?? before.freshFrom, error: null, notice: typeof m.notice === 'string' ? m.notice : null });
    this.eventsAt.set(p.version, events.length);
    if (this.o.seat !== null) this.away.welcomed(m);
    if (this.inFlight) {
      // Sent before the drop and not answered: sent again with its id (stored already: acknowledged again, changing nothing).
      this.socket?.send(JSON.stringify({ t: 'act', id: this.inFlight.id, version: this.inFlight.version, action: this.inFlight.action }));
    } else if (this.queue.length > 0) {
      if (movedOn) this.dropQueue('Your move was not sent: the game moved on while the connection was down. Choose again.');
      else this.sendNext();
    }
    this.whenOver();
  }

  private dropQueue(error: string): void {
    this.queue = [];
    this.set({ error, notice: null });
  }

  act(actions: readonly Action[]): void {
    if (!this.snap) return;
    if (this.inFlight || this.queue.length > 0) {
      this.set({ error: 'Your last move is still on its way: wait for it before the next.' });
      return;
    }
    this.queue = [...actions];
    this.set({ error: null, notice: null });
    if (this.live()) this.sendNext();
    else this.set({ notice: 'Not connected: your move will be sent as soon as the connection comes back.' });
  }

  private live(): boolean {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN && this.snap?.connection === 'live';
  }

  /** Sends the next action of the move, if the server still offers it. */
  private sendNext(): void {
    const snap = this.snap;
    if (!snap || this.inFlight || !this.live()) return;
    const next = this.queue.shift();
    if (!next) return;
    const wanted = canonicalJson(next);
    if (!snap.legal.some((a) => canonicalJson(a) === wanted)) {
      this.queue = [];
      return;
    }
    const id = `w${Date.now().toString(36)}${(this.counter++).toString(36)}`;
    this.inFlight = { id, version: snap.version, action: next };
    this.socket!.send(JSON.stringify({ t: 'act', id, version: snap.version, action: next }));
  }

  undo(): void {
    const snap = this.snap;
    if (!snap) return;
    if (!snap.undo.allowed) {
      this.set({ error: snap.undo.reason ?? 'Nothing to undo.' });
      return;
    }
    if (!this.live()) {
      this.set({ error: 'Not connected: undo needs the server.' });
      return;
    }
    // On this version only: if the game moved on meanwhile, the server refuses it as stale.
    this.socket!.send(JSON.stringify({ t: 'undo', version: snap.version }));
  }

  /** Says a line in the chat (a seat's link only: watchers read the chat, so the table offers them no box). */
  readonly chat?: (text: string) => void;

  private say(text: string): void {
    const line = text.trim();
    if (!line || !this.snap) return;
    if (!this.live()) {
      this.set({ error: 'Not connected: the line was not sent.' });
      return;
    }
    if (line.length > 280) {
      this.set({ error: 'A chat line holds at most 280 characters.' });
      return;
    }
    this.socket!.send(JSON.stringify({ t: 'chat', text: line }));
  }

  rematch(): void {
    if (!this.snap) return;
    if (this.o.seat === null) {
      // A watcher follows the players' rematch once they made it; only they may ask for one.
      if (this.snap.rematch) {
        this.askedRematch = true;
        this.set({});
      } else this.set({ error: 'Only the players may ask for a rematch: once they do, you can watch it from here.' });
      return;
    }
    if (!this.live()) {
      this.set({ error: 'Not connected: ask for the rematch once the connection is back.' });
      return;
    }
    this.askedRematch = true;
    this.socket!.send('{"t":"rematch"}');
  }

  setBot(seat: number, bot: string | null): void {
    if (!this.live()) {
      this.set({ error: 'Not connected: try again once the connection is back.' });
      return;
    }
    const key = seat === this.o.seat ? null : this.o.keyOf?.(seat) ?? null;
    const host = seat !== this.o.seat && !key ? this.o.host ?? null : null;
    this.socket!.send(JSON.stringify({ t: 'bot', seat, bot, ...(key ? { key } : {}), ...(host ? { host } : {}) }));
  }

  /** Whether this browser holds the game's host key (D163). */
  isHost(): boolean {
    return Boolean(this.o.host);
  }

  /** Asks for a one-time link that adds another device of this seat's person (D163); `deviceLink()` has it once made. */
  addDevice(): void {
    if (this.o.seat === null) return;
    if (!this.live()) {
      this.set({ error: 'Not connected: try again once the connection is back.' });
      return;
    }
    this.socket!.send('{"t":"device"}');
  }

  deviceLink(): string | null {
    return this.device;
  }

  /** The host re-invites a seat (D163): a new link (`invitation(seat)` once made); the seat's old keys stop working. */
  reinvite(seat: number): void {
    if (!this.o.host) return;
    if (!this.live()) {
      this.set({ error: 'Not connected: try again once the connection is back.' });
      return;
    }
    this.socket!.send(JSON.stringify({ t: 'reinvite', seat, host: this.o.host }));
  }

  invitation(seat: number): string | null {
    return this.invites.get(seat) ?? null;
  }

  /** The game's turn clock (D164): null until the server showed it. */
  turnClock(): TurnClock | null {
    return this.clock;
  }

  /** The host pauses the turn clock (a holiday) or resumes it (D164). */
  pauseClock(paused: boolean): void {
    if (!this.o.host) return;
    if (!this.live()) {
      this.set({ error: 'Not connected: try again once the connection is back.' });
      return;
    }
    this.socket!.send(JSON.stringify({ t: 'clock', host: this.o.host, paused }));
  }

  /** The host ends the game (D163): no more moves, for everyone. */
  endGame(): void {
    if (!this.o.host) return;
    if (!this.live()) {
      this.set({ error: 'Not connected: try again once the connection is back.' });
      return;
    }
    this.socket!.send(JSON.stringify({ t: 'end', host: this.o.host }));
  }

  /**
   * The finished game as a save file, once it is over and its record has come from the server (for its
   * replay and "Export save"); absent before: a running game's seed and moves would show what is hidden.
   */
  saveText?: () => string;

  private fetching = false;

  /** Once the game is over, fetches its record (a save file) for "Watch the replay". */
  private whenOver(): void {
    if (!this.snap?.view.outcome || this.finished !== null || this.fetching) return;
    this.fetching = true;
    const url = this.o.socketUrl ? this.o.socketUrl.replace(/^ws/, 'http').replace(/\/ws$/, '') : '';
    fetch(`${url}/api/games/${encodeURIComponent(this.o.game)}/replay`)
      .then(async (r) => {
        if (!r.ok) throw new Error(`The server answered ${r.status}.`);
        const text = await r.text();
        this.finished = text;
        this.saveText = () => text;
        // A new snapshot, so the table shows what the record allows (its export).
        this.set({});
      })
      .catch(() => { this.fetching = false; });
  }

  /** Drops the connection as a network would (the tests' and a flaky Wi-Fi's): it comes back by itself. */
  drop(): void {
    this.socket?.close();
  }

  /** Stops hearing the server without closing (a dead network the browser has not noticed): the heartbeat must. */
  mute(): void {
    this.muted = true;
  }

  close(): void {
    this.closing = true;
    this.stopHeartbeat();
    this.socket?.close();
  }
}
