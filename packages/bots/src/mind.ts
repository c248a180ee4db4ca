import { seatTurn, type Bot } from './bot';
import { BOTS } from './registry';
import { SEARCH_DEFAULTS, searchBot, type SearchOptions, type SearchStats } from './search';
import { advise, type Advice } from './advisor';
import type { Action, ContentSet, GameState, GameView } from '@everrain/engine';

/**
 * One bot decision, as the server runs it (in a bot thread, or in its own thread when it runs none) and the
 * browser's bot worker does:
 * the seat's turn built from the state (the bot sees only `seatTurn`'s view and legal actions, D87), the
 * bot's answer, and the work it did. Plain data in and out, so it crosses a thread.
 */
export interface BotJob {
  readonly id: number;
  /** The bot's identity: the same key is the same bot object (a search keeps its turn's plan). */
  readonly key: string;
  readonly name: string;
  readonly seed: string;
  readonly seat: number;
  /** The state less its content catalog (the thread has it). */
  readonly state: Omit<GameState, 'catalog'>;
  /** The seat's legal actions. */
  readonly legal: readonly Action[];
  /** The search bot's budget: counts of samples and actions, never a time (so the same game gets the same moves). */
  readonly budget: BotBudget;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly action: Action; readonly reason: string; readonly work: BotWork }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The work one decision did: the search's rollouts and the actions played in them (0 for the other bots). */
export interface BotWork {
  readonly rollouts: number;
  readonly rolloutActions: number;
}

/**
 * How much a search decision may do, in iterations: sampled games per candidate action and per plan, how
 * many candidates and plans, and how long a rollout may run. The default is the registry's search bot.
 */
export type BotBudget = Required<Pick<SearchOptions, 'samples' | 'candidates' | 'planSamples' | 'planCandidates' | 'maxRolloutActions'>>;

const { samples, candidates, planSamples, planCandidates, maxRolloutActions } = SEARCH_DEFAULTS;
export const DEFAULT_BOT_BUDGET: BotBudget = { samples, candidates, planSamples, planCandidates, maxRolloutActions };

/** "Ask the crew" (advisor.ts): the seat's view, never the state — the page asking may hold no more than that. */
export interface AdviceJob {
  readonly id: number;
  readonly kind: 'advice';
  /** The seat's view less its content catalog (the thread has it). */
  readonly view: Omit<GameView, 'catalog'>;
  readonly seat: number;
  readonly legal: readonly Action[];
  readonly seed: string;
  readonly budget: BotBudget;
}

export type AdviceAnswer =
  | { readonly id: number; readonly ok: true; readonly advice: Advice }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The bots a thread holds, by key (least recently used dropped past `MAX_BOTS`). */
const MAX_BOTS = 2000;

export class BotMind {
  private readonly bots = new Map<string, { bot: Bot; stats: SearchStats }>();

  constructor(private readonly catalog: ContentSet) {}

  decide(job: BotJob): BotAnswer {
    try {
      const { bot, stats } = this.bot(job);
      const before = { rollouts: stats.rollouts, rolloutActions: stats.rolloutActions };
      const state = { ...job.state, catalog: this.catalog } as GameState;
      const choice = bot.choose(seatTurn(state, job.seat, job.legal));
      return { id: job.id, ok: true, action: choice.action, reason: choice.reason, work: { rollouts: stats.rollouts - before.rollouts, rolloutActions: stats.rolloutActions - before.rolloutActions } };
    } catch (error) {
      return { id: job.id, ok: false, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) };
    }
  }

  advise(job: AdviceJob): AdviceAnswer {
    try {
      const view = { ...job.view, catalog: this.catalog } as GameView;
      return { id: job.id, ok: true, advice: advise({ view, seat: job.seat, legal: job.legal, seed: job.seed, budget: job.budget }) };
    } catch (error) {
      return { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private bot(job: BotJob): { bot: Bot; stats: SearchStats } {
    const held = this.bots.get(job.key);
    if (held) {
      this.bots.delete(job.key);
      this.bots.set(job.key, held);
      return held;
    }
    const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
    const make = BOTS[job.name];
    if (!make) throw new Error(`no bot called ${job.name}`);
    // The search within its budget of iterations (never `timeMs` or `capMs`: a busy server would play worse, and differently).
    const bot = job.name === 'search' ? searchBot(job.seed, { ...job.budget }, stats) : make(job.seed);
    const made = { bot, stats };
    this.bots.set(job.key, made);
    if (this.bots.size > MAX_BOTS) this.bots.delete(this.bots.keys().next().value!);
    return made;
  }
}
