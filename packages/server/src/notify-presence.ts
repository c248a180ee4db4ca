import { randomUUID } from 'node:crypto';
import type { Clock, Timer } from './clock';
import type { Room } from './room';
import type { PresenceChange, RemoteChange, Store } from './store';

/*
 * Who is at each seat, on every node (issue #23 items 3 and 6, D165). Each node keeps a row in the store per
 * seat it has connections for — whether any of them is looking at the game (visible, with input within the
 * idle time) — written when that changes, its time renewed by a heartbeat. A row whose heartbeat is older than
 * three beats is a node that stopped: ignored. So the deliverer on any node knows whether a person is looking
 * anywhere, and a row written by a node that crashed or restarted stops counting on its own. A shared store
 * (PostgreSQL) tells the other nodes of each change (NOTIFY `presence`), which read the game's rows again and
 * show the seat connected (`Room.remoteConnected`). SQLite: one process, its rows cleared at start.
 */

export const DEFAULT_PRESENCE_HEARTBEAT_MS = 20_000;

interface SeatShown {
  readonly looking: boolean;
}

export class Presence {
  readonly node = randomUUID();
  /** Rooms with connections on this node: the ones whose seats this node shows, and reports. */
  private readonly rooms = new Map<string, Room>();
  /** What the store holds for this node, per `game:seat` (absent: no row). */
  private readonly written = new Map<string, SeatShown>();
  private writes: Promise<void> = Promise.resolve();
  /** Seats whose presence here may have changed since it was last stored. */
  private readonly dirty = new Map<string, { room: Room; seat: number }>();
  private flushing = false;
  private readonly heartbeat: Timer;
  private closed = false;

  constructor(private readonly store: Store, private readonly clock: Clock, private readonly heartbeatMs: number, shared: boolean) {
    if (!shared) this.chain(() => store.clearPresence(null));
    this.heartbeat = clock.every(heartbeatMs, () => this.chain(() => this.beat()));
    store.subscribe?.((change) => this.remoteChange(change));
  }

  /** Rows older than this are a node that stopped. */
  private freshSince(): number {
    return this.clock.now() - 3 * this.heartbeatMs;
  }

  /** A seat's connections here changed (one came, went, or told whether it is looking): stored if that changed what the seat shows. */
  seatChanged(room: Room, seat: number | null): void {
    if (this.closed) return;
    if (room.isEmpty()) this.rooms.delete(room.id);
    else this.rooms.set(room.id, room);
    if (seat === null) return;
    this.dirty.set(`${room.id}:${seat}`, { room, seat });
    if (!this.flushing) this.chain(() => this.flush());
  }

  /**
   * Stores what changed, in one write; seats that change while it is being written wait for the next (so a
   * crowd connecting at once costs a few writes, not one each).
   */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.dirty.size > 0) {
        const seats = [...this.dirty.values()];
        this.dirty.clear();
        const at = this.clock.now();
        const changes: PresenceChange[] = [];
        for (const { room, seat } of seats) {
          const key = `${room.id}:${seat}`;
          const now = this.localAt(room, seat);
          const before = this.written.get(key);
          if (now === null ? before === undefined : before !== undefined && before.looking === now.looking) continue;
          if (now === null) this.written.delete(key);
          else this.written.set(key, now);
          changes.push({ game: room.id, seat, looking: now === null ? null : now.looking, at });
        }
        if (changes.length > 0) await this.store.setPresence(this.node, changes);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** A room joined here for the first time: which of its seats other nodes have people at. */
  async joined(room: Room): Promise<void> {
    if (!this.rooms.has(room.id)) this.rooms.set(room.id, room);
    await this.refresh(room);
  }

  /**
   * This node is alive (its rows' time renewed); and the seats shown connected through other nodes are read
   * again, so a node that stopped without a word stops showing its seats within three beats.
   */
  private async beat(): Promise<void> {
    await this.store.heartbeatPresence(this.node, this.clock.now());
    for (const room of this.rooms.values()) if (room.remoteConnected.size > 0) await this.refresh(room);
  }

  /** The room, if it has connections on this node. */
  roomOf(game: string): Room | undefined {
    return this.rooms.get(game);
  }

  /** This node's own view of a seat: null when nobody is at it here. */
  private localAt(room: Room, seat: number): SeatShown | null {
    const peers = room.seats[seat]?.peers;
    if (!peers || peers.size === 0) return null;
    return { looking: [...peers].some((p) => p.looking !== false) };
  }

  /** Whether the seat's person is looking at the game on this node or any other. */
  async looking(game: string, seat: number): Promise<boolean> {
    const room = this.rooms.get(game);
    if (room && this.localAt(room, seat)?.looking) return true;
    const rows = await this.store.loadPresence(game, this.freshSince());
    return rows.some((r) => r.node !== this.node && r.seat === seat && r.looking);
  }

  /** The seats other nodes have people at, shown in the room's presence. */
  private async refresh(room: Room): Promise<void> {
    const rows = await this.store.loadPresence(room.id, this.freshSince());
    const remote = new Set(rows.filter((r) => r.node !== this.node).map((r) => r.seat));
    const before = room.remoteConnected;
    if (before.size === remote.size && [...remote].every((s) => before.has(s))) return;
    room.remoteConnected = remote;
    room.presenceChanged();
  }

  private remoteChange(change: RemoteChange): void {
    const failed = (error: unknown) => console.error('everrain server: presence could not be read from the store', error);
    if (change.kind === 'missed') for (const room of this.rooms.values()) this.refresh(room).catch(failed);
    if (change.kind !== 'presence') return;
    const room = this.rooms.get(change.game);
    if (room) this.refresh(room).catch(failed);
  }

  /** One store write at a time, in order (a seat's rows are written as they were last decided). */
  private chain(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((error: unknown) => console.error('everrain server: presence could not be stored', error));
  }

  /** Resolves once every presence write asked for so far is stored. */
  settled(): Promise<void> {
    return this.writes;
  }

  async close(): Promise<void> {
    if (this.closed) return this.writes;
    this.heartbeat.cancel();
    this.rooms.clear();
    this.chain(() => this.store.clearPresence(this.node));
    this.closed = true;
    await this.writes;
  }
}
