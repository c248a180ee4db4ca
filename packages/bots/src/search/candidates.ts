import type { Action } from '@everrain/engine';
import type { SeatTurn } from '../bot';
import { contextOf, type Scored } from '../heuristic/context';
import type { GoalPreference } from '../heuristic/goal';
import { judge } from '../heuristic/judge';

export interface Candidate {
  readonly action: Action;
  readonly scored: Scored;
}

/** Every legal action with the heuristic's score and reason, best first (stable among equals: the legal order). */
export function rankedByHeuristic(turn: SeatTurn, prefer?: GoalPreference): Candidate[] {
  const c = contextOf(turn.view, turn.seat, turn.legal, prefer);
  return turn.legal.map((action) => ({ action, scored: judge(action, c) })).sort((a, b) => b.scored.score - a.scored.score);
}
