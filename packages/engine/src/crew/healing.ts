import { emit, type Ctx } from '../core/context';
import { crewStats, recoverGems, trackRoom } from './crew';
import type { CrewMember, PlayerState } from '../core/state';

const RULE = 'Adept Crew';

/**
 * Tending the wounded (D73): at the start of their ship's turn, each crew member Below Deck whose Traits
 * give `healing` (a Surgeon's Steady Hands) removes that much Trauma from the crew Below Deck, themselves
 * included. Each gem comes off whoever has the least room left on their Trauma/Strain track (then the most
 * Trauma, then the first in the crew), so it always goes where it keeps someone alive longest.
 */
export function tendWounded(ctx: Ctx, p: PlayerState): void {
  const { state } = ctx;
  const below = (c: CrewMember) => c.position.area === 'below';
  for (const healer of p.crew.filter(below)) {
    const amount = crewStats(state, healer).healing;
    for (let i = 0; i < amount; i++) {
      const room = (c: CrewMember) => trackRoom(state, c);
      const patient = p.crew
        .filter((c) => below(c) && c.trauma > 0)
        .reduce<CrewMember | undefined>((best, c) => (!best || room(c) < room(best) || (room(c) === room(best) && c.trauma > best.trauma) ? c : best), undefined);
      if (!patient) break;
      emit(ctx, 'woundsTended', RULE, { healer: healer.id, healerToken: healer.token, crew: patient.id, token: patient.token, removed: 1 }, { seat: p.seat });
      recoverGems(ctx, p, patient, 'trauma', 1, RULE);
    }
  }
}
