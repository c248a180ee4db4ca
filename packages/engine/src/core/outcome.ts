import { emit, type Ctx } from './context';
import type { GameEndBy } from './events';

/** The game ends: the outcome is written, nobody acts again, and the queue is dropped by the runner. */
export function endGame(ctx: Ctx, result: 'won' | 'lost', by: GameEndBy, reason: string, rule: string): true {
  const { state } = ctx;
  if (state.outcome) return true;
  state.outcome = { result, reason };
  state.phase = 'gameOver';
  state.turn = null;
  state.turnsLeft = [];
  state.pending = [];
  emit(ctx, result === 'won' ? 'gameWon' : 'gameLost', rule, { reason, by });
  return true;
}
