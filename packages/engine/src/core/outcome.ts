import { emit, type Ctx } from './context';
import { ENDING_BY, type GameEnding } from './events';

/**
 * The game ends: the outcome is written, nobody acts again, and the queue is dropped by the runner. `reason` is the engine's English sentence kept in the state's outcome, as every saved game has it (a save's
 * checksum hashes the state); players read `text`'s words for the event's `ending` (gameEndText).
 */
export function endGame(ctx: Ctx, result: 'won' | 'lost', ending: GameEnding, reason: string, rule: string): true {
  const { state } = ctx;
  if (state.outcome) return true;
  const by = ENDING_BY[ending.kind];
  state.outcome = { result, reason };
  state.phase = 'gameOver';
  state.turn = null;
  state.turnsLeft = [];
  state.pending = [];
  emit(ctx, result === 'won' ? 'gameWon' : 'gameLost', rule, { by, ending });
  return true;
}
