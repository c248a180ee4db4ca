import type { GameState } from '@everrain/engine';
import { DECIDED } from './evaluate';
import { features } from './features';
import { VALUE_WEIGHTS } from './value-weights';

/**
 * The learned value of a (sampled) game: the chance the crew goes on to win, as a logistic regression on
 * the public features (features.ts) fitted per player count on the heuristic bot's own games
 * (bench/fit-value.ts), scaled to ±DECIDED so a finished game and an unfinished one share one scale
 * (a won game is +DECIDED, a lost one −DECIDED, an even chance 0).
 */
export function winChance(s: GameState): number {
  const w = VALUE_WEIGHTS[s.players.length] ?? VALUE_WEIGHTS[2]!;
  const x = features(s);
  let z = 0;
  for (let j = 0; j < w.length; j++) z += w[j]! * (x[j] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

export function learnedValue(s: GameState): number {
  if (s.outcome) return s.outcome.result === 'won' ? DECIDED : -DECIDED;
  return DECIDED * (2 * winChance(s) - 1);
}
