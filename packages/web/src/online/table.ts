import { canonicalJson, type Action, type GameEvent } from '@everrain/engine';
import type { WireView } from './display-state';

export interface SeatPresence {
  readonly seat: number;
  readonly name: string;
  readonly connected: boolean;
  readonly left: boolean;
  readonly bot: string | null;
}

/** Everything the page shows of an online game; a new object on every change. */
export interface TableSnapshot {
  readonly status: 'connecting' | 'live' | 'reconnecting' | 'gone';
  readonly seat: number | null;
  readonly version: number;
  readonly view: WireView | null;
  /** This seat's legal actions, as the server lists them (the page derives none). */
  readonly legal: readonly Action[];
  readonly events: readonly GameEvent[];
  /** Bots' reasons, each placed before the first event its move caused (the Log's notes). */
  readonly notes: readonly { readonly seq: number; readonly text: string }[];
  readonly seats: readonly SeatPresence[];
  readonly error: string | null;
  /** Reconnections so far (shown, and read by the tests). */
  readonly reconnects: number;
}

type ServerMessage = { t: string; [key: string]: unknown };
type Position = { version: number; view: WireView; legal: Action[] };
type Note = { version: number; seq: number | null; text: string };

/**
 * One online game, live: a WebSocket bound to this browser's seat (or spectating), which comes back by
 * itself after a drop and asks for what it missed (`since`). Actions go out one at a time, each on the
 * version the last one made; a path of several (sailing) stops as soon as the server offers its next step no more.
 */
export class Table {
  private snap: TableSnapshot;
  private socket: WebSocket | null = null;
  private closing = false;
  private backoff = 250;
  private queue: Action[] = [];
  private inFlight: string | null = null;
  private counter = 0;
  private readonly noteVersions = new Set<number>();

  constructor(
    readonly game: string,
    seat: number | null,
    private readonly key: string | null,
    private readonly onChange: (s: TableSnapshot) => void,
  ) {
    this.snap = { status: 'connecting', seat, version: 0, view: null, legal: [], events: [], notes: [], seats: [], error: null, reconnects: 0 };
    this.connect();
  }

  get snapshot(): TableSnapshot {
    return this.snap;
  }

  private set(change: Partial<TableSnapshot>): void {
    this.snap = { ...this.snap, ...change };
    this.onChange(this.snap);
  }

  private connect(): void {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    this.socket = socket;
    socket.onopen = () => {
      this.backoff = 250;
      const { seat } = this.snap;
      const since = this.snap.view ? this.snap.version : 0;
      socket.send(JSON.stringify({ t: 'hello', game: this.game, ...(seat !== null && this.key ? { seat, key: this.key } : {}), since }));
    };
    socket.onmessage = (e) => this.receive(JSON.parse(String(e.data)) as ServerMessage);
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.inFlight = null;
      this.queue = [];
      if (this.closing || e.code === 4404 || e.code === 4401) {
        this.set({ status: 'gone', ...(e.code === 4404 ? { error: 'There is no such game on this server.' } : e.code === 4401 ? { error: 'That invitation is not valid for this game.' } : {}) });
        return;
      }
      this.set({ status: 'reconnecting' });
      window.setTimeout(() => { if (!this.closing) { this.set({ reconnects: this.snap.reconnects + 1 }); this.connect(); } }, this.backoff);
      this.backoff = Math.min(this.backoff * 2, 8000);
    };
  }

  /** The events after those already shown (a reconnection's missed ones, or an update's). */
  private withEvents(events: readonly GameEvent[]): readonly GameEvent[] {
    const last = this.snap.events[this.snap.events.length - 1]?.seq ?? -1;
    const fresh = events.filter((e) => e.seq > last);
    return fresh.length ? [...this.snap.events, ...fresh] : this.snap.events;
  }

  /** A bot's reason, before the first event its move caused (once, however often the server repeats it). */
  private withNote(notes: TableSnapshot['notes'], n: Note | undefined): TableSnapshot['notes'] {
    if (!n || this.noteVersions.has(n.version)) return notes;
    this.noteVersions.add(n.version);
    const last = this.snap.events[this.snap.events.length - 1];
    return [...notes, { seq: n.seq ?? (last ? last.seq + 1 : 0), text: n.text }].sort((x, y) => x.seq - y.seq);
  }

  private position(p: Position): Partial<TableSnapshot> {
    return { version: p.version, view: p.view, legal: p.legal };
  }

  private receive(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome': {
        const events = (m.events as GameEvent[]) ?? [];
        let notes = this.snap.notes;
        for (const n of (m.notes as Note[] | undefined) ?? []) notes = this.withNote(notes, n);
        this.set({ status: 'live', ...this.position(m as unknown as Position), notes, events: this.withEvents(events), seats: m.seats as SeatPresence[], error: null });
        this.sendNext();
        return;
      }
      case 'update': {
        if (Number(m.version) <= this.snap.version) return;
        const events = m.events as GameEvent[];
        const notes = this.withNote(this.snap.notes, m.note as Note | undefined);
        this.set({ ...this.position(m as unknown as Position), notes, events: this.withEvents(events) });
        if (m.id === this.inFlight) {
          this.inFlight = null;
          this.sendNext();
        }
        return;
      }
      case 'refused': {
        if (m.id !== null && m.id === this.inFlight) {
          this.inFlight = null;
          this.queue = [];
        }
        const change: Partial<TableSnapshot> = m.code === 'rate-limited' && m.id === null ? {} : { error: String(m.message) };
        this.set('view' in m ? { ...change, ...this.position(m as unknown as Position) } : change);
        return;
      }
      case 'presence':
        this.set({ seats: m.seats as SeatPresence[] });
        return;
      default:
    }
  }

  /** Sends actions, one after the other (a sail path's steps); each waits for the state the last one made. */
  act(actions: readonly Action[]): void {
    if (this.inFlight) return;
    this.queue = [...actions];
    this.set({ error: null });
    this.sendNext();
  }

  private sendNext(): void {
    const next = this.queue.shift();
    if (!next || !this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    const wanted = canonicalJson(next);
    const offered = this.snap.legal.some((a) => canonicalJson(a) === wanted);
    if (!offered) {
      this.queue = [];
      return;
    }
    const id = `w${Date.now().toString(36)}${(this.counter++).toString(36)}`;
    this.inFlight = id;
    this.socket.send(JSON.stringify({ t: 'act', id, version: this.snap.version, action: next }));
  }

  /** Gives a seat to a server-side bot, or takes it back (null); `key`: that seat's, if it is not this connection's. */
  setBot(seat: number, bot: string | null, key: string | null): void {
    this.socket?.send(JSON.stringify({ t: 'bot', seat, bot, ...(key && seat !== this.snap.seat ? { key } : {}) }));
  }

  /** Drops the connection as a network would (the tests' and a flaky Wi-Fi's): it comes back by itself. */
  drop(): void {
    this.socket?.close();
  }

  close(): void {
    this.closing = true;
    this.socket?.close();
  }
}
