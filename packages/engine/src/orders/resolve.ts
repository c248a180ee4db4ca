import { withAt, withOrders } from '../core/lists';
import type { SailStep } from '../core/actions';
import { mapHexAt, placeOf } from '../map/board';
import { tileDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import { crewStats, findCrew } from '../crew/crew';
import { neighbour, type Facing, type Hex } from '../core/hex';
import { poseAfter, stepCostFrom } from './navigation';
import { recruitFromPool, returnToPool } from '../crew/recruit';
import { departPort, visitablePort } from '../places/port';
import { arriveAtPort } from '../places/denizens';
import { gainClues } from '../core/gains';
import { advanceVolley } from '../combat/artillery';
import { advanceEnemyAttack } from '../enemy-phase/at-sea';
import { banishEnemy, enemiesOnShip, enemyCountInZone } from '../enemies/enemies';
import { advanceAgenda } from '../tracks/agenda';
import { advanceFray, startFray } from '../combat/fray';
import { payOrders, type OrderPayment } from '../core/omens';
import { turnOmens } from '../combat/parked-roll';
import { startEffects } from '../cards/effects';
import { installed } from '../ship/improvements';
import { enemyBoardInPlay } from '../enemies/deck-graph';
import { stormCovers } from '../map/sight';
import type { Doubled } from '../core/events';
import type { CrewMember, CrewPosition, PlayerState } from '../core/state';

// The steps the action rules (flow/registry.ts) are made of: moving crew, sailing, spending Orders.

export const RESPAWN_COIN = 20;

/** Spends Orders on Omens, then lets whichever roll was waiting go on. */
export function convertOmens(ctx: Ctx, p: PlayerState, attack: number, evasion: number, pay: OrderPayment): void {
  const { state } = ctx;
  payOrders(p, pay);
  if (attack + evasion > 0) {
    emit(ctx, 'omensConverted', 'Combat', { attack, evasion }, { seat: p.seat });
  }
  // The parked roll's Omens are turned; its combat resumes past the question.
  const roll = turnOmens(state, attack, evasion);
  if (roll?.kind === 'fray') {
    roll.fray.stage = 'enemies';
    advanceFray(ctx);
  } else if (roll?.kind === 'volley') {
    advanceVolley(ctx, false);
  } else if (roll?.kind === 'enemyAttack') {
    advanceEnemyAttack(ctx, false);
  }
}

export function loseNavigationPoints(ctx: Ctx): void {
  const turn = ctx.state.turn;
  if (!turn || turn.navigationPoints === 0) return;
  emit(ctx, 'navigationPointsLost', 'Ship movement', { lost: turn.navigationPoints }, { seat: turn.seat });
  turn.navigationPoints = 0;
}

export function spendOrder(ctx: Ctx, p: PlayerState, kind: 'crew' | 'navigation' | 'artillery', fleeting: boolean): void {
  if (fleeting) p.orders.fleeting -= 1;
  else {
    p.orders.fresh = withOrders(p.orders.fresh, kind, -1);
    p.orders.issued = withOrders(p.orders.issued, kind, 1);
  }
  emit(ctx, 'orderIssued', fleeting ? 'Fleeting' : 'Orders', { kind, fleeting }, { seat: p.seat });
}

/** The name of the On Deck zone (the ship's, or the Enemy ship board's in a boarding) a crew member goes to. */
function zoneNameAt(ctx: Ctx, to: CrewPosition): string | null {
  if (to.area === 'below') return null;
  const zone = ctx.state.catalog.shipBoard.zones.find((z) => z.zone === to.zone)
    ?? enemyBoardInPlay(ctx.state)?.zones.find((z) => z.zone === to.zone);
  return zone?.name ?? null;
}

export function moveCrew(ctx: Ctx, p: PlayerState, crewId: string, to: CrewPosition): void {
  const crew = findCrew(p, crewId);
  if (!crew) return;
  const from = crew.position;
  if (to.area === 'deck' && from.area === 'deck' && from.zone === to.zone) {
    // A Crew Order to the zone they stand in: they stay and fight the enemies there (D51).
    emit(ctx, 'crewStandsAndFights', 'Crew', { crew: crew.id, token: crew.token, zone: to.zone, zoneName: zoneNameAt(ctx, to) }, { seat: p.seat });
    startFray(ctx, p, to.zone, 'crew');
    return;
  }
  crew.position = to;
  emit(ctx, 'crewMoved', 'Crew', { crew: crew.id, token: crew.token, to: { ...to }, zoneName: zoneNameAt(ctx, to) }, { seat: p.seat });
  // A Crew Order into a zone holding enemies triggers a Fray.
  if (to.area === 'deck' && enemyCountInZone(ctx.state, p.seat, to.zone) > 0) startFray(ctx, p, to.zone, 'crew');
  if (to.area === 'below' && to.space) useCrewSpace(ctx, p, crew, to.slot);
}

export function sail(ctx: Ctx, p: PlayerState, step: SailStep): void {
  const { state } = ctx;
  const pose = p.position;
  const turn = state.turn;
  if (!pose || !turn) return;
  const cost = stepCostFrom(state, p, pose, step);
  turn.navigationPoints -= cost;
  const doubled: Doubled = cost < 2 ? null : stormCovers(state, pose.hex) ? 'storm' : 'roughSea';
  if (step === 'reveal') {
    revealTile(ctx, p, neighbour(pose.hex, pose.facing), cost, doubled);
    return;
  }
  const next = poseAfter(pose, step);
  if (step === 'ahead') departPort(ctx, p);
  p.position = { hex: next.hex, facing: next.facing };
  if (step === 'ahead') {
    const place = mapHexAt(state, next.hex);
    emit(ctx, 'shipMoved', 'Ship movement', { hex: { ...next.hex }, cost, hexType: place?.type ?? null, hexName: place?.name ?? null, doubled }, { seat: p.seat });
    if (place?.type === 'port') {
      emit(ctx, 'portReached', 'Ports & Denizens', { hex: { ...next.hex }, port: place.name ?? null }, { seat: p.seat });
      banishOnDeck(ctx, p);
      if (visitablePort(state, p) !== undefined) arriveAtPort(ctx, p);
    }
  } else {
    emit(ctx, 'shipTurned', cost === 0 ? 'Departing from Port' : 'Ship movement', { facing: next.facing, cost, side: step === 'turnPort' ? 'port' : 'starboard', doubled }, { seat: p.seat });
  }
}

/** In a Port: the ship turns to the facing chosen, without cost (Departing from Port). */
export function face(ctx: Ctx, p: PlayerState, facing: Facing): void {
  if (!p.position) return;
  p.position = { hex: p.position.hex, facing };
  emit(ctx, 'shipTurned', 'Departing from Port', { facing, cost: 0, side: null, doubled: null }, { seat: p.seat });
}

/** Visiting a Port Banishes every enemy On Deck: the Agenda advances by their remaining health. */
function banishOnDeck(ctx: Ctx, p: PlayerState): void {
  const aboard = enemiesOnShip(ctx.state, p.seat);
  if (aboard.length === 0) return;
  const total = aboard.reduce((sum, e) => sum + banishEnemy(ctx, e, 'port'), 0);
  advanceAgenda(ctx, total, 'Banishing enemies & not engaging enemy ships');
}

function revealTile(ctx: Ctx, p: PlayerState, facingHex: Hex, cost: number, doubled: Doubled): void {
  const { state } = ctx;
  const place = placeOf(state, facingHex);
  const tile = state.map.stack[0];
  if (tile !== undefined) state.map.stack = state.map.stack.slice(1);
  if (!place || tile === undefined) return;
  state.map.placed = withAt(state.map.placed, place.slot, tile);
  const def = tileDef(state.catalog, tile);
  emit(ctx, 'tileRevealed', 'Revealing new map tiles', { tile, slot: place.slot, cost, doubled }, { seat: p.seat, reveals: true });
  gainClues(ctx, p, def.clues, 'Revealing new map tiles');
}

export function placeShip(ctx: Ctx, p: PlayerState, hex: Hex, facing: Facing, rule: string): void {
  p.position = { hex: { q: hex.q, r: hex.r }, facing };
  emit(ctx, 'shipPlaced', rule, { hex: { q: hex.q, r: hex.r }, facing }, { seat: p.seat });
}

export function respawn(ctx: Ctx, p: PlayerState, hex: Hex, facing: Facing): void {
  p.sunkAt = null;
  placeShip(ctx, p, hex, facing, 'Player Ship Sinking');
  p.coin += RESPAWN_COIN;
  // Sinking procedure: "collect 1 Deckhand at random" — any token of the pool, equally likely (D64).
  recruitFromPool(ctx, p, 'deckhands', { area: 'below', slot: 0 }, 'Player Ship Sinking', true);
  emit(ctx, 'shipRespawned', 'Player Ship Sinking', { crew: p.crew.length, coin: RESPAWN_COIN }, { seat: p.seat });
}

/** Hire Crew at the Inn: pay the wage and the crew member stays, or they go back to their pool. */
export function hireCrew(ctx: Ctx, p: PlayerState, crewId: string, hire: boolean): void {
  const crew = findCrew(p, crewId);
  if (!crew) return;
  const wage = crewStats(ctx.state, crew).wage;
  if (hire) {
    p.coin -= wage;
    emit(ctx, 'crewHired', 'Hire Crew', { crew: crew.id, token: crew.token, wage }, { seat: p.seat });
    return;
  }
  p.crew = p.crew.filter((c) => c.id !== crew.id);
  returnToPool(ctx, crew);
  emit(ctx, 'crewLeft', 'Hire Crew', { crew: crew.id, token: crew.token, why: 'notHired' }, { seat: p.seat });
}

/**
 * A crew member placed on an Improvement's crew space benefits from it and becomes Fatigued (gap facts);
 * a Fatigued crew member gets nothing more until the next Player Phase.
 */
function useCrewSpace(ctx: Ctx, p: PlayerState, crew: CrewMember, slot: number): void {
  const def = installed(ctx.state, p)[slot];
  if (!def) return;
  if (crew.fatigued) {
    emit(ctx, 'crewSpaceUnused', 'Improvements', { crew: crew.id, token: crew.token, improvement: def.id }, { seat: p.seat });
    return;
  }
  crew.fatigued = true;
  emit(ctx, 'crewSpaceUsed', 'Improvements', { crew: crew.id, token: crew.token, improvement: def.id }, { seat: p.seat });
  startEffects(ctx, p.seat, def.name, 'Improvements', def.crewEffects, [crew.id]);
}
