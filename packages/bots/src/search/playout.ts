import { apply, awaitedSeat, legalActions, type Action, type GameState } from '@everrain/engine';
import { seatTurn, type Bot } from '../bot';

/** Counts of rollouts and their actions, for the bench. */
export interface RolloutCounts {
  rollouts: number;
  rolloutActions: number;
}

/**
 * Plays a sampled game on from `start` while `going` holds (and the game is not over), at most `maxActions`
 * actions, each seat's choice made by `botFor(seat)`; counts the rollout in `stats`. The state it ends in.
 */
export function playOut(start: GameState, going: (s: GameState) => boolean, maxActions: number, botFor: (seat: number) => Bot, stats?: RolloutCounts): GameState {
  let state = start;
  let n = 0;
  while (!state.outcome && going(state) && n < maxActions) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const who = awaitedSeat(state) ?? (legal[0] as Action).seat;
    const action = legal.length === 1 ? (legal[0] as Action) : botFor(who).choose(seatTurn(state, who, legal)).action;
    const result = apply(state, action);
    if (!result.ok) break;
    state = result.state;
    n += 1;
  }
  if (stats) {
    stats.rollouts += 1;
    stats.rolloutActions += n;
  }
  return state;
}
