import type { Action } from '@everrain/engine';
import { combatModule } from './combat';
import type { Context, Module, Scored } from './context';
import { decisionsModule } from './decisions';
import { portModule } from './port';
import { crewModule, placesModule, sailingModule, turnModule } from './ship';

/** One module per concern; each action is judged by the first module that knows its type. */
export const MODULES: readonly Module[] = [turnModule, sailingModule, crewModule, placesModule, portModule, combatModule, decisionsModule];

/** The heuristic's score and reason for one action (the search bot ranks its candidates with it too). */
export function judge(action: Action, c: Context): Scored {
  for (const m of MODULES) {
    const s = m(action, c);
    if (s) return s;
  }
  return { score: 0, reason: action.type };
}
