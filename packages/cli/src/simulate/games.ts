import { BOTS, playGame, type GameRecord } from '@everrain/bots';
import type { Action, ContentSet, GameLength, GameState, RuleOptions } from '@everrain/engine';

/** Everything that decides a simulated game's course: plain data, so it crosses to a worker thread as it is. */
export interface SimulationSpec {
  readonly games: number;
  readonly players: number;
  readonly length: GameLength;
  /** Game i is seeded "<seed>-i" and its bots "<seed>-i-bot", whichever thread plays it. */
  readonly seed: string;
  readonly bot: string;
  readonly rules: Partial<RuleOptions>;
  readonly maxActions?: number;
}

/** One game's result as one JSON line: its index (the i of its seed) first, then its record. */
export interface GameLine extends GameRecord {
  readonly index: number;
}

export const gameSeed = (spec: SimulationSpec, index: number) => `${spec.seed}-${index}`;

/**
 * Plays game `index` of the simulation. Depends on nothing but the spec and the index. With `explain`, each
 * of the bots' choices is handed to it as a line with the bot's reason.
 */
export function playIndexed(spec: SimulationSpec, content: ContentSet, index: number, explain?: (text: string) => void): GameLine {
  const seed = gameSeed(spec, index);
  const makeBot = BOTS[spec.bot];
  if (!makeBot) return errorLine(spec, index, `unknown bot "${spec.bot}"`);
  const record = playGame({
    players: spec.players,
    length: spec.length,
    seed,
    content,
    bot: makeBot(`${seed}-bot`),
    rules: spec.rules,
    ...(spec.maxActions === undefined ? {} : { maxActions: spec.maxActions }),
    ...(explain ? { onAction: (before: GameState, action: Action, _after: GameState, reason: string) => explain(`game ${index + 1} · round ${before.round} · seat ${action.seat + 1} · ${action.type}: ${reason}`) } : {}),
  });
  return { index, ...record };
}

export function errorLine(spec: SimulationSpec, index: number, reason: string): GameLine {
  return { index, seed: gameSeed(spec, index), players: spec.players, result: 'error', reason, rounds: 0, actions: 0 };
}
