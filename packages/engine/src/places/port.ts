import { deckSize, type VisibleState } from '../core/visible';
import { withoutItem } from '../core/lists';
import type { Action, PortService, PortServiceRequest } from '../core/actions';
import { treasureDef } from '../core/catalog';
import { hexTypeAt, portName } from '../map/board';
import { emit, type Ctx } from '../core/context';
import type { ServiceDetail } from '../core/events';
import { findCrew } from '../crew/crew';
import { canPay, payCost, startEffects } from '../cards/effects';
import { payCoin } from '../core/gains';
import { hexKey } from '../core/hex';
import { repairShip } from '../ship/ship-damage';
import { advanceDiscovery } from '../tracks/tracks';
import { recruitFromPool } from '../crew/recruit';
import type { CrewMember, GameState, PlayerState } from '../core/state';
import { openMarket } from './market';
import { openShipyard } from './shipyard';

/** The Port the player's ship is in and may still visit this turn, if any. */
export function visitablePort(state: VisibleState, p: PlayerState): string | undefined {
  const turn = state.turn;
  if (!p.position || !turn || turn.seat !== p.seat) return undefined;
  if (hexTypeAt(state, p.position.hex) !== 'port') return undefined;
  const port = hexKey(p.position.hex);
  return turn.portsDeparted.includes(port) ? undefined : port;
}

/** The services of a Port, in the order the Port board lists them. */
export const PORT_SERVICES: readonly PortService[] = ['university', 'apothecary', 'shipwright', 'marketplace', 'inn', 'hire'];

/** Whether this crew member has already engaged a service (or dealt with a Denizen) at this Port this visit. */
export function servedHere(state: VisibleState, port: string, crewId: string): boolean {
  return state.turn?.portServices.some((x) => x.port === port && x.crew === crewId) ?? false;
}

/**
 * Engaging services (rulebook): each crew member may engage one service per visit, free to send; the
 * services cost what `services.json` says. What each crew member could do here now.
 */
export function legalPortServices(state: GameState, p: PlayerState): Action[] {
  const port = visitablePort(state, p);
  if (port === undefined) return [];
  const out: Action[] = [];
  // What each service offers, asked once for the whole crew: only the Apothecary's answer depends on who asks.
  let offers: (PortServiceRequest[] | null)[] | null = null;
  for (const crew of p.crew) {
    if (servedHere(state, port, crew.id)) continue;
    offers ??= PORT_SERVICES.map((service) => (service === 'apothecary' ? null : serviceRequests(state, p, crew, service)));
    for (let i = 0; i < PORT_SERVICES.length; i++) {
      const requests = offers[i] ?? serviceRequests(state, p, crew, PORT_SERVICES[i]!);
      for (const request of requests) out.push(serviceAction(p.seat, crew.id, request));
    }
  }
  return out;
}

/** A crew member's request as an action, each kind's fields named (a spread of the request was a slow generic copy). */
function serviceAction(seat: number, crew: string, r: PortServiceRequest): Action {
  switch (r.service) {
    case 'university':
      return r.treasures === undefined
        ? { type: 'engageService', seat, crew, service: r.service, steps: r.steps }
        : { type: 'engageService', seat, crew, service: r.service, steps: r.steps, treasures: r.treasures };
    case 'apothecary': return { type: 'engageService', seat, crew, service: r.service, trauma: r.trauma };
    case 'shipwright': return { type: 'engageService', seat, crew, service: r.service, repairs: r.repairs, improvements: r.improvements };
    case 'marketplace': return { type: 'engageService', seat, crew, service: r.service };
    case 'inn': return { type: 'engageService', seat, crew, service: r.service, option: r.option };
    case 'hire': return { type: 'engageService', seat, crew, service: r.service, pool: r.pool };
  }
}

/** What a crew member free to go could ask of one service now: none when the service cannot serve them. */
export function serviceRequests(state: VisibleState, p: PlayerState, crew: CrewMember, service: PortService): PortServiceRequest[] {
  const s = state.catalog.services;
  const out: PortServiceRequest[] = [];
  switch (service) {
    case 'university':
      return universityRequests(state, p);
    case 'apothecary':
      for (let trauma = 1; trauma <= crew.trauma && trauma * s.apothecary.coinPerTrauma <= p.coin; trauma++) out.push({ service: 'apothecary', trauma });
      return out;
    case 'shipwright':
      for (let repairs = 0; repairs <= p.destroyedNodes.length && repairs * s.shipwright.coinPerRepair <= p.coin; repairs++) {
        for (let improvements = 0; improvements <= s.shipwright.draw; improvements++) out.push({ service: 'shipwright', repairs, improvements });
      }
      return out;
    case 'marketplace':
      return [{ service: 'marketplace' }];
    case 'inn':
      return s.inn.filter((inn) => canPay(p, inn.cost, state)).map((inn) => ({ service: 'inn', option: inn.id }));
    case 'hire':
      if (p.crew.length >= state.catalog.shipBoard.crewSlots) return out;
      if (deckSize(state, 'deckhands') > 0) out.push({ service: 'hire', pool: 'deckhands' });
      if (deckSize(state, 'adepts') > 0) out.push({ service: 'hire', pool: 'adepts' });
      return out;
  }
}

/** What a service asks for when engaged: coin, Clues, and the Treasures handed in for their Clue value. */
export interface ServiceCost {
  readonly coin: number;
  readonly clues: number;
  readonly treasures: readonly string[];
}

/** The price of a request, as engaging the service takes it (a hired crew member's wage is asked for later). */
export function serviceCost(state: VisibleState, request: PortServiceRequest): ServiceCost {
  const s = state.catalog.services;
  switch (request.service) {
    case 'university': {
      const treasures = request.treasures ?? [];
      const worth = treasures.reduce((sum, id) => sum + treasureDef(state.catalog, id).clues, 0);
      return { coin: 0, clues: Math.max(0, request.steps * s.university.cluesPerStep - worth), treasures };
    }
    case 'apothecary':
      return { coin: request.trauma * s.apothecary.coinPerTrauma, clues: 0, treasures: [] };
    case 'shipwright':
      return { coin: request.repairs * s.shipwright.coinPerRepair, clues: 0, treasures: [] };
    case 'inn': {
      const cost = s.inn.find((i) => i.id === request.option)?.cost;
      return { coin: cost?.coin ?? 0, clues: cost?.clues ?? 0, treasures: [] };
    }
    case 'marketplace':
    case 'hire':
      return { coin: 0, clues: 0, treasures: [] };
  }
}

export function engageService(ctx: Ctx, p: PlayerState, crewId: string, request: PortServiceRequest): void {
  const { state } = ctx;
  const turn = state.turn;
  const crew = findCrew(p, crewId);
  if (!turn || !crew || !p.position) return;
  turn.portServices.push({ port: hexKey(p.position.hex), crew: crewId });
  // Crew sent to Port go Below Deck when the ship departs; they man no node meanwhile.
  crew.position = { area: 'below', slot: 0 };
  const s = state.catalog.services;
  switch (request.service) {
    case 'university': {
      const handed = request.treasures ?? [];
      const fromTreasures = handed.reduce((sum, id) => sum + treasureDef(state.catalog, id).clues, 0);
      const cost = serviceCost(state, request).clues;
      p.clues -= cost;
      for (const id of handed) {
        p.hold = withoutItem(p.hold, id);
        state.decks.treasureDiscard.push(id);
      }
      served(ctx, p, crew, { service: 'university', steps: request.steps, clues: cost, treasures: [...handed], worth: fromTreasures });
      advanceDiscovery(ctx, 'player', request.steps, 'Engaging services');
      return;
    }
    case 'apothecary': {
      const cost = serviceCost(state, request).coin;
      served(ctx, p, crew, { service: 'apothecary', trauma: request.trauma, coin: cost });
      payCoin(ctx, p, cost, 'Apothecary');
      crew.trauma -= Math.min(crew.trauma, request.trauma);
      return;
    }
    case 'shipwright': {
      const cost = serviceCost(state, request).coin;
      served(ctx, p, crew, { service: 'shipwright', repairs: request.repairs, coin: cost });
      payCoin(ctx, p, cost, 'Shipwright');
      repairShip(ctx, p, request.repairs, 'Shipwright');
      openShipyard(ctx, p, request.improvements);
      return;
    }
    case 'marketplace':
      served(ctx, p, crew, { service: 'marketplace' });
      openMarket(ctx, p);
      return;
    case 'inn': {
      const inn = s.inn.find((i) => i.id === request.option);
      if (!inn) return;
      served(ctx, p, crew, { service: 'inn', option: inn.id });
      if (inn.cost) payCost(ctx, p, inn.cost, inn.name);
      startEffects(ctx, p.seat, inn.name, 'Inn', inn.effects, [crew.id]);
      return;
    }
    case 'hire': {
      served(ctx, p, crew, { service: 'hire', pool: request.pool });
      const recruit = recruitFromPool(ctx, p, request.pool, { area: 'below', slot: 0 }, 'Hire Crew');
      if (recruit) state.pending.push({ kind: 'hireCrew', seat: p.seat, crew: recruit.id });
      return;
    }
  }
}

function served(ctx: Ctx, p: PlayerState, crew: CrewMember, detail: ServiceDetail): void {
  emit(ctx, 'serviceEngaged', 'Engaging services', { crew: crew.id, token: crew.token, port: portName(ctx.state, p), ...detail }, { seat: p.seat });
}

/** Sailing out of a Port ends the visit: that Port cannot be visited again this turn. */
export function departPort(ctx: Ctx, p: PlayerState): void {
  const port = visitablePort(ctx.state, p);
  if (port !== undefined) ctx.state.turn?.portsDeparted.push(port);
}

/**
 * The University's offers: each number of steps the player can pay, with Clues alone or handing in
 * Treasures whose Clue value covers part of the price (never a Treasure more than the price needs).
 */
/** What the University would count of a player's Clues now: those held and the Clue value of the Hold's Treasures, and the Discovery steps they buy. */
export interface UniversityReach {
  readonly clues: number;
  readonly steps: number;
}

export function universityReach(state: VisibleState, p: PlayerState): UniversityReach {
  const clues = p.clues + p.hold.reduce((sum, id) => sum + treasureDef(state.catalog, id).clues, 0);
  return { clues, steps: Math.floor(clues / state.catalog.services.university.cluesPerStep) };
}

function universityRequests(state: VisibleState, p: PlayerState): PortServiceRequest[] {
  const per = state.catalog.services.university.cluesPerStep;
  const valued = p.hold.filter((id) => treasureDef(state.catalog, id).clues > 0);
  const out: PortServiceRequest[] = [];
  const seen = new Set<string>();
  for (let mask = 0; mask < 1 << valued.length; mask++) {
    const handed = valued.filter((_, i) => (mask >> i) & 1).sort();
    const key = handed.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const worth = handed.reduce((sum, id) => sum + treasureDef(state.catalog, id).clues, 0);
    const minimum = handed.length === 0 ? 1 : Math.max(1, Math.ceil((worth - Math.min(...handed.map((id) => treasureDef(state.catalog, id).clues)) + 1) / per));
    for (let steps = minimum; steps * per <= p.clues + worth; steps++) {
      out.push(handed.length ? { service: 'university', steps, treasures: handed } : { service: 'university', steps });
    }
  }
  return out;
}
