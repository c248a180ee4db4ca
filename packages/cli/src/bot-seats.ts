import { BOTS, seatTurn, type Bot } from '@everrain/bots';
import type { Action, GameState } from '@everrain/engine';

/** The seats bots play in a terminal game (0-based), each with its bot, and the pause before a bot acts. */
export interface BotSeats {
  readonly bots: ReadonlyMap<number, Bot>;
  readonly delayMs: number;
  /** Each bot seat's bot by its name in BOTS, as a save keeps it (the bot's own name when absent). */
  readonly names?: ReadonlyMap<number, string>;
}

export const NO_BOTS: BotSeats = { bots: new Map(), delayMs: 0 };

/** The bot seats as the session keeps them (D100): by seat, the bot's name in BOTS; none when every seat is a person's. */
export function crewRecord(crew: BotSeats): { crew?: Record<number, string> } {
  if (crew.bots.size === 0) return {};
  return { crew: Object.fromEntries([...crew.bots].map(([seat, bot]) => [seat, crew.names?.get(seat) ?? bot.name])) };
}

/**
 * The bot seats a save recorded, each seat's bot made afresh from the game's seed and its seat, as when
 * the game began. A name this build does not know leaves that seat to a person, saying so.
 */
export function restoreBotSeats(saved: readonly (string | null)[], seed: string, delayMs: number): { crew: BotSeats; unknown: string[] } {
  const bots = new Map<number, Bot>();
  const names = new Map<number, string>();
  const unknown: string[] = [];
  saved.forEach((name, seat) => {
    if (name === null) return;
    const make = BOTS[name];
    if (!make) { unknown.push(`seat ${seat + 1} ("${name}")`); return; }
    bots.set(seat, make(`${seed}/bot-seat-${seat + 1}`));
    names.set(seat, name);
  });
  return { crew: { bots, delayMs, names }, unknown };
}

/**
 * Reads `--bots 2,3` (seats counted from 1, as the game names them), `--bot NAME` and `--bot-delay MS`.
 * Each bot seat gets its own bot, seeded from the game's seed and its seat, so a game replays the same.
 */
export function parseBotSeats(o: { bots?: string | false; bot: string; botDelay: string }, players: number, seed: string): BotSeats | { problem: string } {
  const delayMs = Number(o.botDelay);
  if (!Number.isInteger(delayMs) || delayMs < 0) return { problem: '--bot-delay must be a whole number of milliseconds, 0 or more' };
  if (o.bots === undefined || o.bots === false) return { bots: new Map(), delayMs };
  const make = BOTS[o.bot];
  if (!make) return { problem: `unknown bot "${o.bot}" (one of ${Object.keys(BOTS).join(', ')})` };
  const bots = new Map<number, Bot>();
  for (const part of o.bots.split(',').map((s) => s.trim())) {
    const seat = Number(part);
    if (part === '' || !Number.isInteger(seat) || seat < 1 || seat > players) {
      return { problem: `--bots takes seats from 1 to ${players}, separated by commas (e.g. --bots 2,3); "${part}" is not one` };
    }
    bots.set(seat - 1, make(`${seed}/bot-seat-${seat}`));
  }
  return { bots, delayMs, names: new Map([...bots.keys()].map((seat) => [seat, o.bot])) };
}

/** The seat the next action belongs to: the one the game awaits, or the seat of the only actions offered. */
export function actingSeat(state: GameState, legal: readonly Action[], awaited: number | undefined): number {
  return awaited ?? (legal[0] as Action | undefined)?.seat ?? state.firstPlayer;
}

/**
 * A bot's move for its seat: it is shown that seat's view and the seat's own legal actions only (never
 * another seat's free trade), and says why in one line.
 */
export function botMove(state: GameState, bot: Bot, seat: number, legal: readonly Action[]): { action: Action; line: string } {
  const own = legal.filter((a) => a.seat === seat);
  const { action, reason } = bot.choose(seatTurn(state, seat, own.length > 0 ? own : legal));
  return { action, line: `seat ${seat + 1} (${bot.name}): ${reason}` };
}
