import { BOTS, DEFAULT_BOT_BUDGET, searchBot, seatTurn, type Bot } from '@everrain/bots';
import { awaitedSeat, legalActions, type Action } from '@everrain/engine';
import { playNoted, type Session } from '../session';
import { canThinkOffThread, thinkOffThread } from './bot-thinker';

/** The pause before a bot seat moves, so the table can follow it. */
export const BOT_DELAY_MS = 650;

const made = new Map<string, Bot>();

const botSeed = (session: Session, seat: number) => `${session.seed}/bot-seat-${seat + 1}`;

/** The bot playing a seat of this game, if a bot plays it: one per game and seat, seeded from both. */
export function botFor(session: Session, seat: number): Bot | null {
  const name = session.crew?.[seat];
  const make = name ? BOTS[name] : undefined;
  if (!name || !make) return null;
  const key = `${session.seed}/${seat}/${name}`;
  let bot = made.get(key);
  if (!bot) {
    // The search within its budget of samples (deterministic); in a page it thinks in the bot worker instead (thinkingStep).
    bot = name === 'search' ? searchBot(botSeed(session, seat), { ...DEFAULT_BOT_BUDGET }) : make(botSeed(session, seat));
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

/**
 * A bot seat's move thought out off the page's thread, when its bot is the search (the one that thinks for a
 * while) and the page has workers: a promise of the move made; null when the move is made at once (botStep).
 */
export function thinkingStep(session: Session): { readonly seat: number; readonly next: Promise<Session | string> } | null {
  if (session.state.outcome || !canThinkOffThread()) return null;
  const legal = legalActions(session.state);
  if (legal.length === 0) return null;
  const seat = actingSeat(session, legal);
  if (session.crew?.[seat] !== 'search') return null;
  const own = legal.filter((a) => a.seat === seat);
  const next = thinkOffThread({ key: `${session.seed}/${seat}/search`, name: 'search', seed: botSeed(session, seat), seat, state: session.state, legal: own.length > 0 ? own : legal, budget: DEFAULT_BOT_BUDGET })
    .then((answer) => {
      if (!answer.ok) return `Seat ${seat + 1}'s bot could not choose a move: ${answer.error.split('\n')[0]}`;
      const played = playNoted(session, answer.action, `Seat ${seat + 1} (search): ${answer.reason}`);
      return typeof played === 'string' ? `Seat ${seat + 1}'s bot chose a move the game refused: ${played}` : played;
    });
  return { seat, next };
}
