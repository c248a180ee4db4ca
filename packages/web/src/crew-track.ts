import { crewStats, type CrewMember, type GameState } from '@everrain/engine';

/** A warning for a crew member near death, in words, or null. */
export function trackWarning(state: GameState, c: CrewMember): string | null {
  const track = crewStats(state, c).trackLength;
  return c.trauma + c.strain >= track - 1 ? 'one more and they die' : null;
}
