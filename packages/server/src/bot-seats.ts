import { BOTS, seatTurn, type Bot } from '@everrain/bots';
import { awaitedSeat, legalActions, type Action } from '@everrain/engine';
import type { Peer, Room } from './room';
import type { Store } from './store';

/** The bots a seat may be given, by name (@everrain/bots' registry). */
export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

/** The pause before a bot seat moves, so the table can follow it (the web's own bot crewmates wait 650 ms). */
export const DEFAULT_BOT_DELAY_MS = 800;

/** A bot's move as the room sees it: a peer of its seat that nobody is connected through (nothing is sent to it). */
class BotPeer implements Peer {
  readonly bot = true;
  shown = 0;
  constructor(readonly seat: number) {}
  send(): void {}
  close(): void {}
}

/**
 * Server-side bot seats (issue #14 item 2, D105): a seat given to a bot is played by the server, after a
 * pause, through the same path as a person's action — `Room.act` checks it with the engine, the Committer
 * stores it before anyone is shown it, and each seat gets its own view — with the bot's one-line reason
 * carried by the update (and kept in the room's notes for those who reconnect). The bot's name is stored
 * with the seat, so a restarted server plays on.
 */
export class BotSeats {
  private readonly timers = new Map<Room, NodeJS.Timeout>();
  private readonly made = new Map<string, Bot>();

  constructor(
    private readonly store: Store,
    private readonly delayMs: number,
    /** Whether the room is still the one the host serves (an unloaded room must not act). */
    private readonly isLive: (room: Room) => boolean,
  ) {}

  /** Gives `seat` to the bot `name`, or takes it back (null). Returns why not, or null once stored. */
  async assign(room: Room, seat: number, name: string | null): Promise<string | null> {
    const s = room.seats[seat];
    if (!s) return `This game has no seat ${seat + 1}.`;
    if (name !== null && !BOTS[name]) return `There is no bot called "${name}" (there are: ${BOT_NAMES.join(', ')}).`;
    if ((s.bot ?? null) === name) return null;
    await this.store.setSeat(room.id, seat, { bot: name });
    s.bot = name;
    room.presenceChanged();
    this.schedule(room);
    return null;
  }

  /** Plays the next bot move of the room after the pause, if the game waits on a bot seat. Called after every durable version. */
  schedule(room: Room): void {
    if (this.timers.has(room) || !room.seats.some((s) => s.bot)) return;
    const timer = setTimeout(() => {
      this.timers.delete(room);
      this.step(room);
    }, this.delayMs);
    timer.unref();
    this.timers.set(room, timer);
  }

  /** The seat a bot must move for now, with its bot and legal actions; null if a person is awaited (or nobody). */
  private due(room: Room): { seat: number; bot: Bot; own: readonly Action[] } | null {
    const state = room.state;
    if (state.outcome) return null;
    const legal = legalActions(state);
    if (legal.length === 0) return null;
    const seat = awaitedSeat(state) ?? legal[0]!.seat;
    const name = room.seats[seat]?.bot;
    const make = name ? BOTS[name] : undefined;
    if (!name || !make) return null;
    const key = `${room.id}/${seat}/${name}`;
    let bot = this.made.get(key);
    if (!bot) {
      // Seeded from the game and seat, never from the game's own seed (which no bot may know).
      bot = make(`${room.id}/bot-seat-${seat + 1}`);
      this.made.set(key, bot);
    }
    const own = legal.filter((a) => a.seat === seat);
    return own.length > 0 ? { seat, bot, own } : null;
  }

  private step(room: Room): void {
    // A move not yet durable: its onDurable schedules the next step.
    if (!this.isLive(room) || room.version !== room.durable.version) return;
    const due = this.due(room);
    if (!due) return;
    let choice;
    try {
      choice = due.bot.choose(seatTurn(room.state, due.seat, due.own));
    } catch (error) {
      console.error(`everrain server: the ${due.bot.name} bot of game ${room.id} seat ${due.seat + 1} failed`, error);
      return;
    }
    const note = `${room.seats[due.seat]?.name ?? `Seat ${due.seat + 1}`} (${due.bot.name} bot): ${choice.reason}`;
    room.act(new BotPeer(due.seat), `bot-v${room.version}`, room.version, choice.action as unknown as Record<string, unknown>, performance.now(), note);
  }

  /** Stops every pending move (the server is closing). */
  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
