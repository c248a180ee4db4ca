import { BOTS, searchBot, seatTurn, type Bot } from '@everrain/bots';
import { awaitedSeat, legalActions, type Action } from '@everrain/engine';
import { playNoted, type Session } from '../session';

/** The pause before a bot seat moves, so the table can follow it. */
export const BOT_DELAY_MS = 650;

const made = new Map<string, Bot>();

/** The bot playing a seat of this game, if a bot plays it: one per game and seat, seeded from both. */
export function botFor(session: Session, seat: number): Bot | null {
  const name = session.crew?.[seat];
  const make = name ? BOTS[name] : undefined;
  if (!name || !make) return null;
  const key = `${session.seed}/${seat}/${name}`;
  let bot = made.get(key);
  if (!bot) {
    // The search bot's decisions are capped so the page never stalls (up to ~0.9 s measured on a loaded machine).
    bot = name === 'search' ? searchBot(`${session.seed}/bot-seat-${seat + 1}`, { capMs: 250 }) : make(`${session.seed}/bot-seat-${seat + 1}`);
    made.set(key, bot);
  }
  return bot;
}

/** The seat the next action belongs to: the one the game awaits, or the seat of the actions offered. */
export function actingSeat(session: Session, legal: readonly Action[]): number {
  return awaitedSeat(session.state) ?? (legal[0] as Action | undefined)?.seat ?? session.state.firstPlayer;
}

/**
 * One move of a bot seat, if the game waits on one: the bot is shown its seat's view and its seat's legal
 * actions, and its reason goes into the session's notes for the log. Null when a person is to act.
 */
export function botStep(session: Session): Session | string | null {
  if (session.state.outcome) return null;
  const legal = legalActions(session.state);
  if (legal.length === 0) return null;
  const seat = actingSeat(session, legal);
  const bot = botFor(session, seat);
  if (!bot) return null;
  const own = legal.filter((a) => a.seat === seat);
  const { action, reason } = bot.choose(seatTurn(session.state, seat, own.length > 0 ? own : legal));
  const next = playNoted(session, action, `Seat ${seat + 1} (${bot.name}): ${reason}`);
  return typeof next === 'string' ? `Seat ${seat + 1}'s bot chose a move the game refused: ${next}` : next;
}
