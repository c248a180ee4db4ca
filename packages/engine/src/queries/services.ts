import type { VisibleState } from '../core/visible';
import type { PortService } from '../core/actions';
import { clueWorth } from '../cards/effects';
import { legalFacings, legalSailSteps, mustSailOn } from '../orders/navigation';
import { portName } from '../map/board';
import { PORT_SERVICES, serviceRequests, servedHere, visitablePort } from '../places/port';
import type { CrewMember, PlayerState, Seat } from '../core/state';

/**
 * Why a Port service cannot be engaged now (a code, with the numbers that explain it; words in
 * `@everrain/text`):
 * - `gameOver`, `decisionPending` (a decision must be answered first), `notYourTurn`, `notInPort` (no Port
 *   the ship may still visit this turn: not in one, sunk, or it has sailed out of it), `mustSailOn` (the ship
 *   shares a hex and must sail on first);
 * - `alreadyServed`: the crew member has used their service at this Port this visit (for the whole Port:
 *   every crew member has);
 * - `tooFewClues` (University: Clues and the Clue value of the Hold's Treasures, against a step's price),
 *   `noTrauma` (Apothecary: nobody who can still go has Trauma), `tooLittleCoin` (`need`, `have`),
 *   `crewSlotsFull`, `nobodyToHire` (both pools are empty); `notOffered` for anything else the rules refuse.
 */
export type VisitClosed = 'gameOver' | 'decisionPending' | 'notYourTurn' | 'notInPort' | 'mustSailOn';

export type ServiceClosed =
  | { readonly code: VisitClosed | 'alreadyServed' | 'noTrauma' | 'nobodyToHire' | 'notOffered' }
  | { readonly code: 'tooFewClues' | 'tooLittleCoin'; readonly need: number; readonly have: number }
  | { readonly code: 'crewSlotsFull'; readonly slots: number };

/** One service for one crew member: open (they could go now), or why not. */
export interface CrewServiceAvailability {
  readonly crew: string;
  readonly open: boolean;
  readonly closed: ServiceClosed | null;
}

export interface ServiceAvailability {
  readonly service: PortService;
  /** Open when at least one crew member could engage it now (exactly when legalActions offers it). */
  readonly open: boolean;
  /** Who could go now. */
  readonly crew: readonly string[];
  /** Why it is closed, for the whole crew (null when open). */
  readonly closed: ServiceClosed | null;
  /** Crew members who could go but have used their service at this Port already (names the wounded, say). */
  readonly served: readonly string[];
  readonly byCrew: readonly CrewServiceAvailability[];
}

export interface PortAvailability {
  readonly seat: Seat;
  /** The Port's hex key, when the ship is in a Port it may still visit this turn. */
  readonly port: string | null;
  /** That Port's name ("Lanternhold"), for saying which Port a reason speaks of; null when not in one. */
  readonly portName: string | null;
  readonly services: readonly ServiceAvailability[];
}

/**
 * Each Port service for a seat now: open or closed, and why, per crew member. Open exactly when
 * `legalActions` offers an `engageService` for it: the same rule functions decide (port.ts).
 */
export function serviceAvailability(state: VisibleState, seat: Seat): PortAvailability {
  const p = state.players[seat];
  if (!p) return { seat, port: null, portName: null, services: [] };
  const gate = visitGate(state, p);
  const port = gate === null ? visitablePort(state, p) ?? null : null;
  const services = PORT_SERVICES.map((service): ServiceAvailability => {
    if (gate !== null || port === null) {
      const closed: ServiceClosed = { code: gate ?? 'notInPort' };
      return { service, open: false, crew: [], closed, served: [], byCrew: p.crew.map((c) => ({ crew: c.id, open: false, closed })) };
    }
    const byCrew = p.crew.map((c): CrewServiceAvailability => {
      if (servedHere(state, port, c.id)) return { crew: c.id, open: false, closed: { code: 'alreadyServed' } };
      if (serviceRequests(state, p, c, service).length > 0) return { crew: c.id, open: true, closed: null };
      return { crew: c.id, open: false, closed: closedFor(state, p, c, service) };
    });
    const crew = byCrew.filter((c) => c.open).map((c) => c.crew);
    const served = p.crew.filter((c) => servedHere(state, port, c.id) && wouldServe(state, p, c, service)).map((c) => c.id);
    return { service, open: crew.length > 0, crew, closed: crew.length > 0 ? null : wholeCrewReason(byCrew), served, byCrew };
  });
  return { seat, port, portName: port === null ? null : portName(state, p), services };
}

/** What keeps a seat from engaging any service, before the services themselves are asked (legalActions' order). */
function visitGate(state: VisibleState, p: PlayerState): VisitClosed | null {
  if (state.outcome) return 'gameOver';
  if (state.pending.length > 0) return 'decisionPending';
  const turn = state.turn;
  if (state.phase !== 'playerPhase' || !turn || turn.seat !== p.seat) return 'notYourTurn';
  if (!p.position) return 'notInPort';
  if (mustSailOn(state, p)) {
    const canSail = legalSailSteps(state, p, turn.navigationPoints).length > 0 || legalFacings(state, p, turn.navigationPoints).length > 0
      || p.orders.fresh.navigation > 0 || p.orders.fleeting > 0;
    if (canSail) return 'mustSailOn';
  }
  return visitablePort(state, p) === undefined ? 'notInPort' : null;
}

/** Whether the service would serve this crew member, were they free to go. */
function wouldServe(state: VisibleState, p: PlayerState, crew: CrewMember, service: PortService): boolean {
  return serviceRequests(state, p, crew, service).length > 0;
}

/** Why a crew member free to go cannot engage the service (asked only once the rule has refused them). */
function closedFor(state: VisibleState, p: PlayerState, crew: CrewMember, service: PortService): ServiceClosed {
  const s = state.catalog.services;
  switch (service) {
    case 'university':
      return { code: 'tooFewClues', need: s.university.cluesPerStep, have: clueWorth(state, p) };
    case 'apothecary':
      return crew.trauma === 0 ? { code: 'noTrauma' } : { code: 'tooLittleCoin', need: s.apothecary.coinPerTrauma, have: p.coin };
    case 'shipwright':
    case 'marketplace':
      return { code: 'notOffered' };
    case 'inn':
      return { code: 'tooLittleCoin', need: Math.min(...s.inn.map((i) => i.cost?.coin ?? 0)), have: p.coin };
    case 'hire':
      return p.crew.length >= state.catalog.shipBoard.crewSlots ? { code: 'crewSlotsFull', slots: state.catalog.shipBoard.crewSlots } : { code: 'nobodyToHire' };
  }
}

/**
 * The reason for the whole crew: the reason of those free to go (a lack of coin before a lack of Trauma, since
 * coin is what would open it), or `alreadyServed` when nobody is free.
 */
function wholeCrewReason(byCrew: readonly CrewServiceAvailability[]): ServiceClosed {
  const free = byCrew.filter((c) => c.closed && c.closed.code !== 'alreadyServed').map((c) => c.closed as ServiceClosed);
  if (byCrew.length === 0) return { code: 'notOffered' }; // no crew to send: nobody has been served either
  return free.find((r) => r.code === 'tooLittleCoin') ?? free[0] ?? { code: 'alreadyServed' };
}
