import { crewDef, serviceAvailability, type VisibleState, type PortService, type ServiceAvailability } from '@everrain/engine';
import { serviceClosedText as closedWords } from '@everrain/text';

export type ServiceName = PortService;

function crewName(state: VisibleState, seat: number, id: string): string {
  const c = state.players[seat]?.crew.find((m) => m.id === id);
  return c ? crewDef(state.catalog, c.token).name : id;
}

function availability(state: VisibleState, seat: number, service: ServiceName): ServiceAvailability | undefined {
  return serviceAvailability(state, seat).services.find((s) => s.service === service);
}

/** Why nobody aboard can use a Port service now, in words: the engine's answer (serviceAvailability). */
export function serviceClosedText(state: VisibleState, seat: number, service: ServiceName): string {
  const a = availability(state, seat, service);
  if (!a || !a.closed) return '';
  return closedWords(a.closed, { served: a.served.map((id) => crewName(state, seat, id)), port: serviceAvailability(state, seat).portName });
}

/** Why one crew member cannot use a Port service now, in words. */
export function serviceClosedForCrew(state: VisibleState, seat: number, service: ServiceName, crew: string): string {
  const closed = availability(state, seat, service)?.byCrew.find((c) => c.crew === crew)?.closed;
  return closed ? closedWords(closed, { crew: crewName(state, seat, crew), port: serviceAvailability(state, seat).portName }) : '';
}
