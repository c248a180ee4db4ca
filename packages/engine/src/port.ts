import type { Action } from './actions';
import { hexTypeAt, mapHexAt } from './board';
import { emit, type Ctx } from './context';
import { crewName, findCrew } from './crew';
import { hexKey } from './hex';
import { advanceDiscovery } from './tracks';
import type { GameState, PlayerState } from './state';

/** Gap facts: turning in 5 Clues at a Port's University advances the Player Discovery token one space. */
export const CLUES_PER_DISCOVERY_STEP = 5;

/** The Port the player's ship is in and may still visit this turn, if any. */
export function visitablePort(state: GameState, p: PlayerState): string | undefined {
  const turn = state.turn;
  if (!p.position || !turn || turn.seat !== p.seat) return undefined;
  if (hexTypeAt(state, p.position.hex) !== 'port') return undefined;
  const port = hexKey(p.position.hex);
  return turn.portsDeparted.includes(port) ? undefined : port;
}

/** Each crew member may engage one service per visit; the University takes 5 Clues per step, several steps at once. */
export function legalPortServices(state: GameState, p: PlayerState): Action[] {
  const port = visitablePort(state, p);
  const turn = state.turn;
  if (port === undefined || !turn) return [];
  const maxSteps = Math.floor(p.clues / CLUES_PER_DISCOVERY_STEP);
  const out: Action[] = [];
  for (const crew of p.crew) {
    if (turn.portServices.some((s) => s.port === port && s.crew === crew.id)) continue;
    for (let steps = 1; steps <= maxSteps; steps++) out.push({ type: 'engageService', seat: p.seat, crew: crew.id, service: 'university', steps });
  }
  return out;
}

export function engageUniversity(ctx: Ctx, p: PlayerState, crewId: string, steps: number): void {
  const turn = ctx.state.turn;
  const crew = findCrew(p, crewId);
  if (!turn || !crew || !p.position) return;
  const port = hexKey(p.position.hex);
  turn.portServices.push({ port, crew: crewId });
  // Crew sent to Port return Below Deck when the ship departs; they never man a node meanwhile.
  crew.position = { area: 'below', slot: 0 };
  const cost = steps * CLUES_PER_DISCOVERY_STEP;
  p.clues -= cost;
  emit(ctx, 'serviceEngaged', 'Engaging services',
    `${crewName(ctx.state, crew)} takes ${cost} Clues to the University of ${mapHexAt(ctx.state, p.position.hex)?.name ?? 'the Port'}: ${steps} Discovery step${steps === 1 ? '' : 's'}.`,
    { seat: p.seat, data: { crew: crewId, service: 'university', steps, clues: cost } });
  advanceDiscovery(ctx, 'player', steps, 'Engaging services');
}

/** Sailing out of a Port ends the visit: that Port cannot be visited again this turn. */
export function departPort(ctx: Ctx, p: PlayerState): void {
  const port = visitablePort(ctx.state, p);
  if (port !== undefined) ctx.state.turn?.portsDeparted.push(port);
}
