import { freshSeed } from '@everrain/engine';
import type { Bot } from '../bot';
export function heuristicBot(seed: string | number = freshSeed(crypto)): Bot {
  void seed;
  return { name: 'heuristic', choose: (turn) => ({ action: turn.legal[0]!, reason: 'todo' }) };
}
