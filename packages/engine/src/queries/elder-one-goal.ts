import type { VisibleState } from '../core/visible';
import { elderOneCard } from '../tracks/elder-one-card';

/** How far the Arisen Elder One is toward its goal (the players lose when `progress` reaches `needed`). */
export interface ElderOneGoalProgress {
  readonly progress: number;
  readonly needed: number;
}

/**
 * The Elder One's goal as a count, for a client to say "1 of 2: one more and the players lose" (a new player
 * read "(progress 1)" on the last round and could not tell it was the last). Null before it has Arisen.
 */
export function elderOneGoalProgress(state: VisibleState): ElderOneGoalProgress | null {
  const eo = state.elderOne;
  const card = elderOneCard(state);
  if (!eo.arisen || !card) return null;
  const rule = card.goalRule;
  const needed = rule.kind === 'holdCentre' ? rule.phases : rule.count;
  return { progress: eo.progress, needed };
}
