import { apply, createGame, legalActions, type Action, type ContentSet, type GameLength, type GameState, type RuleOptions } from '@everrain/engine';
import type { Bot } from './random-bot';

export interface GameRecord {
  readonly seed: string;
  readonly players: number;
  readonly result: 'won' | 'lost' | 'stalled' | 'error' | 'cut';
  readonly reason: string;
  readonly rounds: number;
  readonly actions: number;
  readonly finalState: GameState | null;
}

export interface PlayOptions {
  readonly players: number;
  readonly length?: GameLength;
  readonly seed: string;
  readonly content: ContentSet;
  readonly bot: Bot;
  readonly rules?: Partial<RuleOptions>;
  /** A game still running after this many actions is cut off and reported. */
  readonly maxActions?: number;
  /** Called after every applied action, e.g. to check invariants. */
  readonly onAction?: (before: GameState, action: Action, after: GameState) => void;
}

/** Plays one whole game with a bot in every seat. Errors are reported, not thrown. */
export function playGame(o: PlayOptions): GameRecord {
  const base = { seed: o.seed, players: o.players };
  const created = createGame({ players: o.players, length: o.length ?? 'medium', content: o.content, rules: o.rules ?? {} }, o.seed);
  if (!created.ok) return { ...base, result: 'error', reason: created.error.message, rounds: 0, actions: 0, finalState: null };
  let state = created.state;
  let actions = 0;
  const limit = o.maxActions ?? 200_000;
  while (!state.outcome) {
    if (actions >= limit) return { ...base, result: 'cut', reason: `still running after ${limit} actions`, rounds: state.round, actions, finalState: state };
    const legal = legalActions(state);
    if (legal.length === 0) return { ...base, result: 'stalled', reason: 'no legal action in a running game', rounds: state.round, actions, finalState: state };
    const action = o.bot.choose(state, legal);
    let result;
    try {
      result = apply(state, action);
    } catch (thrown) {
      return { ...base, result: 'error', reason: `apply threw: ${String(thrown)}`, rounds: state.round, actions, finalState: state };
    }
    if (!result.ok) return { ...base, result: 'error', reason: `a legal action was refused: ${result.error.message}`, rounds: state.round, actions, finalState: state };
    o.onAction?.(state, action, result.state);
    state = result.state;
    actions += 1;
  }
  return { ...base, result: state.outcome.result, reason: state.outcome.reason, rounds: state.round, actions, finalState: state };
}

export interface Summary {
  readonly games: number;
  readonly won: number;
  readonly lost: number;
  readonly errors: number;
  readonly stalled: number;
  readonly cut: number;
  readonly meanRounds: number;
  readonly meanActions: number;
}

export function summarise(records: readonly GameRecord[]): Summary {
  const count = (r: GameRecord['result']) => records.filter((x) => x.result === r).length;
  const mean = (f: (x: GameRecord) => number) => (records.length ? records.reduce((s, x) => s + f(x), 0) / records.length : 0);
  return {
    games: records.length,
    won: count('won'),
    lost: count('lost'),
    errors: count('error'),
    stalled: count('stalled'),
    cut: count('cut'),
    meanRounds: mean((x) => x.rounds),
    meanActions: mean((x) => x.actions),
  };
}
