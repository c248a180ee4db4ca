import { crewTrack, type CrewMember, type VisibleState } from '@everrain/engine';

/**
 * A warning for a crew member near death, in words, or null: the engine counts the gems that slay them
 * (crewTrack: a gem that finds the track full slays, D14). Warned two gems ahead.
 */
export function trackWarning(state: VisibleState, c: CrewMember): string | null {
  const { gemsToSlay } = crewTrack(state, c);
  if (gemsToSlay === 1) return 'one more gem and they die';
  if (gemsToSlay === 2) return 'two more gems and they die';
  return null;
}
