import type { Action, GameView, Seat } from '@everrain/engine';
import type { SeatTurn } from './bot';
import { searchBot, type SearchStats } from './search';
import type { BotBudget } from './mind';

/**
 * "Ask the crew" (issue #25 item 4): the search run for a person's own seat. Its only input is what that
 * seat may see — the engine's view of it and its legal actions — so it cannot leak what lies face down:
 * every game it weighs is sampled from the view (`determinize`), never the true state.
 */
export interface AdviceQuestion {
  readonly view: GameView;
  readonly seat: Seat;
  readonly legal: readonly Action[];
  /** The same question with the same seed gets the same answer. */
  readonly seed: string;
  readonly budget: BotBudget;
}

export interface Advice {
  readonly action: Action;
  /** Why, in the bots' words: a phrase, no figures. */
  readonly why: string;
  /**
   * How the choice was weighed: in `agreeing` of `samples` sampled games it came out best among
   * `candidates` actions; `samples` 0: it was not weighed (a choice the search leaves to seamanship,
   * like where to sail, or the only sensible move).
   */
  readonly samples: number;
  readonly agreeing: number;
  readonly candidates: number;
}

export function advise(question: AdviceQuestion): Advice {
  if (question.legal.length === 0) throw new Error('there is nothing to advise: the seat has no move to make now');
  const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
  const bot = searchBot(`advice:${question.seed}`, { ...question.budget }, stats);
  const turn: SeatTurn = { seat: question.seat, legal: question.legal, decision: question.view.pending[0] ?? null, view: question.view };
  const choice = bot.choose(turn);
  const weighed = stats.last;
  if (!weighed) return { action: choice.action, why: choice.reason, samples: 0, agreeing: 0, candidates: question.legal.length === 1 ? 1 : 0 };
  return { action: choice.action, why: weighed.why, samples: weighed.samples, agreeing: weighed.agreeing, candidates: weighed.candidates };
}
