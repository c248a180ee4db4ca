import type { Action } from '@everrain/engine';
import type { SeatTurn } from '../bot';
import { combatModule } from '../heuristic/combat';
import { contextOf, type Context, type Module, type Scored } from '../heuristic/context';
import { decisionsModule } from '../heuristic/decisions';
import { portModule } from '../heuristic/port';
import { crewModule, placesModule, sailingModule, turnModule } from '../heuristic/ship';

/** The heuristic's modules, in its order (heuristic/index.ts): each action is judged by the first that knows it. */
const MODULES: readonly Module[] = [turnModule, sailingModule, crewModule, placesModule, portModule, combatModule, decisionsModule];

export interface Candidate {
  readonly action: Action;
  readonly scored: Scored;
}

function judge(action: Action, c: Context): Scored {
  for (const m of MODULES) {
    const s = m(action, c);
    if (s) return s;
  }
  return { score: 0, reason: action.type };
}

/** Every legal action with the heuristic's score and reason, best first (stable among equals: the legal order). */
export function rankedByHeuristic(turn: SeatTurn): Candidate[] {
  const c = contextOf(turn.view, turn.seat, turn.legal);
  return turn.legal.map((action) => ({ action, scored: judge(action, c) })).sort((a, b) => b.scored.score - a.scored.score);
}
