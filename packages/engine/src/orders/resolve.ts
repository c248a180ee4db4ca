import type { SailStep } from '../core/actions';
import { mapHexAt, placeOf } from '../map/board';
import { tileDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import { crewName, crewStats, findCrew } from '../crew/crew';
import { FACING_NAMES, neighbour, type Facing, type Hex } from '../core/hex';
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
import type { CrewMember, CrewPosition, PlayerState } from '../core/state';

// The steps the action rules (flow/registry.ts) are made of: moving crew, sailing, spending Orders.

export const RESPAWN_COIN = 20;

/** Spends Orders on Omens, then lets whichever roll was waiting go on. */
export function convertOmens(ctx: Ctx, p: PlayerState, attack: number, evasion: number, pay: OrderPayment): void {
  const { state } = ctx;
  payOrders(p, pay);
  if (attack + evasion > 0) {
    emit(ctx, 'omensConverted', 'Combat', `Seat ${p.seat + 1} spends ${attack + evasion} Fresh Order${attack + evasion === 1 ? '' : 's'}: ${[attack ? `${attack} Omen to Damage` : '', evasion ? `${evasion} Omen to Evade` : ''].filter(Boolean).join(', ')}.`, {
      seat: p.seat, data: { attack, evasion },
    });
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

export function orderName(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

export function loseNavigationPoints(ctx: Ctx): void {
  const turn = ctx.state.turn;
  if (!turn || turn.navigationPoints === 0) return;
  emit(ctx, 'navigationPointsLost', 'Ship movement', `${turn.navigationPoints} unspent Navigation point${turn.navigationPoints === 1 ? ' is' : 's are'} lost.`, {
    seat: turn.seat, data: { lost: turn.navigationPoints },
  });
  turn.navigationPoints = 0;
}

export function spendOrder(ctx: Ctx, p: PlayerState, kind: 'crew' | 'navigation' | 'artillery', fleeting: boolean): void {
  if (fleeting) p.orders.fleeting -= 1;
  else {
    p.orders.fresh[kind] -= 1;
    p.orders.issued[kind] += 1;
  }
  emit(ctx, 'orderIssued', fleeting ? 'Fleeting' : 'Orders', fleeting
    ? `Seat ${p.seat + 1} issues a Fleeting Order as ${kind === 'artillery' ? 'an' : 'a'} ${orderName(kind)} Order; it is discarded.`
    : `Seat ${p.seat + 1} issues ${kind === 'artillery' ? 'an' : 'a'} ${orderName(kind)} Order.`, { seat: p.seat, data: { kind, fleeting } });
}

export function describePosition(ctx: Ctx, to: CrewPosition): string {
  if (to.area === 'below') return `Below Deck slot ${to.slot + 1}`;
  const zone = ctx.state.catalog.shipBoard.zones.find((z) => z.zone === to.zone)
    ?? enemyBoardInPlay(ctx.state)?.zones.find((z) => z.zone === to.zone);
  return `the ${zone?.name ?? `zone ${to.zone}`} (zone ${to.zone})`;
}

export function moveCrew(ctx: Ctx, p: PlayerState, crewId: string, to: CrewPosition): void {
  const crew = findCrew(p, crewId);
  if (!crew) return;
  const from = crew.position;
  if (to.area === 'deck' && from.area === 'deck' && from.zone === to.zone) {
    // A Crew Order to the zone they stand in: they stay and fight the enemies there (D51).
    emit(ctx, 'crewStandsAndFights', 'Crew', `${crewName(ctx.state, crew)} is ordered to fight where they stand, in ${describePosition(ctx, to)}.`, {
      seat: p.seat, data: { crew: crew.id, zone: to.zone },
    });
    startFray(ctx, p, to.zone, 'crew');
    return;
  }
  crew.position = to;
  emit(ctx, 'crewMoved', 'Crew', `${crewName(ctx.state, crew)} moves to ${describePosition(ctx, to)}.`, {
    seat: p.seat, data: { crew: crew.id, to: { ...to } },
  });
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
  const doubled = cost < 2 ? '' : stormCovers(state, pose.hex) ? ' (doubled under a Storm)' : ' (doubled in a Rough Sea)';
  if (step === 'reveal') {
    revealTile(ctx, p, neighbour(pose.hex, pose.facing), cost, doubled);
    return;
  }
  const next = poseAfter(pose, step);
  if (step === 'ahead') departPort(ctx, p);
  p.position = { hex: next.hex, facing: next.facing };
  if (step === 'ahead') {
    const place = mapHexAt(state, next.hex);
    emit(ctx, 'shipMoved', 'Ship movement', `Seat ${p.seat + 1}'s ship sails ahead into ${describeHex(place?.type, place?.name)} for ${cost} point${cost === 1 ? '' : 's'}${doubled}.`, {
      seat: p.seat, data: { hex: { ...next.hex }, cost },
    });
    if (place?.type === 'port') {
      emit(ctx, 'portReached', 'Ports & Denizens', `Seat ${p.seat + 1} reaches the Port of ${place.name ?? 'an unnamed town'}; the ship may now turn to any facing without cost.`, {
        seat: p.seat, data: { hex: { ...next.hex } },
      });
      banishOnDeck(ctx, p);
      if (visitablePort(state, p) !== undefined) arriveAtPort(ctx, p);
    }
  } else {
    emit(ctx, 'shipTurned', cost === 0 ? 'Departing from Port' : 'Ship movement', `Seat ${p.seat + 1}'s ship turns to ${step === 'turnPort' ? 'port' : 'starboard'}, now facing ${FACING_NAMES[next.facing]}, for ${cost} point${cost === 1 ? '' : 's'}${doubled}.`, {
      seat: p.seat, data: { facing: next.facing, cost },
    });
  }
}

/** In a Port: the ship turns to the facing chosen, without cost (Departing from Port). */
export function face(ctx: Ctx, p: PlayerState, facing: Facing): void {
  if (!p.position) return;
  p.position = { hex: p.position.hex, facing };
  emit(ctx, 'shipTurned', 'Departing from Port', `Seat ${p.seat + 1}'s ship turns in Port to face ${FACING_NAMES[facing]}, without cost.`, {
    seat: p.seat, data: { facing, cost: 0 },
  });
}

/** Visiting a Port Banishes every enemy On Deck: the Agenda advances by their remaining health. */
function banishOnDeck(ctx: Ctx, p: PlayerState): void {
  const aboard = enemiesOnShip(ctx.state, p.seat);
  if (aboard.length === 0) return;
  const total = aboard.reduce((sum, e) => sum + banishEnemy(ctx, e, 'the ship reached a Port'), 0);
  advanceAgenda(ctx, total, 'Banishing enemies & not engaging enemy ships');
}

function describeHex(type: string | undefined, name: string | undefined): string {
  const label: Record<string, string> = { calmSea: 'a Calm Sea', roughSea: 'a Rough Sea', port: 'a Port', island: 'an Island', altar: 'an Altar', shipwreck: 'a Shipwreck' };
  const base = type ? label[type] ?? type : 'the unknown';
  return name ? `${base} (${name})` : base;
}

function revealTile(ctx: Ctx, p: PlayerState, facingHex: Hex, cost: number, doubled: string): void {
  const { state } = ctx;
  const place = placeOf(state, facingHex);
  const tile = state.map.stack.shift();
  if (!place || tile === undefined) return;
  state.map.placed[place.slot] = tile;
  const def = tileDef(state.catalog, tile);
  emit(ctx, 'tileRevealed', 'Revealing new map tiles', `Seat ${p.seat + 1} reveals ${def.name} (Act ${def.act}) for ${cost} point${cost === 1 ? '' : 's'}${doubled}.`, {
    seat: p.seat, reveals: true, data: { tile, slot: place.slot },
  });
  gainClues(ctx, p, def.clues, 'Revealing new map tiles');
}

export function placeShip(ctx: Ctx, p: PlayerState, hex: Hex, facing: Facing, rule: string): void {
  p.position = { hex: { q: hex.q, r: hex.r }, facing };
  emit(ctx, 'shipPlaced', rule, `Seat ${p.seat + 1}'s ship is placed at ${hex.q},${hex.r} facing ${FACING_NAMES[facing]}.`, {
    seat: p.seat, data: { hex: { q: hex.q, r: hex.r }, facing },
  });
}

export function respawn(ctx: Ctx, p: PlayerState, hex: Hex, facing: Facing): void {
  p.sunkAt = null;
  placeShip(ctx, p, hex, facing, 'Player Ship Sinking');
  p.coin += RESPAWN_COIN;
  // Sinking procedure: "collect 1 Deckhand at random" — any token of the pool, equally likely (D64).
  recruitFromPool(ctx, p, 'deckhands', { area: 'below', slot: 0 }, 'Player Ship Sinking', true);
  emit(ctx, 'shipRespawned', 'Player Ship Sinking', `Seat ${p.seat + 1} takes to the sea again with ${p.crew.length} Deckhand and ${RESPAWN_COIN} coin.`, {
    seat: p.seat,
  });
}

/** Hire Crew at the Inn: pay the wage and the crew member stays, or they go back to their pool. */
export function hireCrew(ctx: Ctx, p: PlayerState, crewId: string, hire: boolean): void {
  const crew = findCrew(p, crewId);
  if (!crew) return;
  const wage = crewStats(ctx.state, crew).wage;
  if (hire) {
    p.coin -= wage;
    emit(ctx, 'crewHired', 'Hire Crew', `Seat ${p.seat + 1} hires ${crewName(ctx.state, crew)} for ${wage} coin.`, { seat: p.seat, data: { crew: crew.id, wage } });
    return;
  }
  p.crew = p.crew.filter((c) => c.id !== crew.id);
  returnToPool(ctx, crew);
  emit(ctx, 'crewLeft', 'Hire Crew', `${crewName(ctx.state, crew)} is not hired and goes back ashore.`, { seat: p.seat, data: { crew: crew.id } });
}

/**
 * A crew member placed on an Improvement's crew space benefits from it and becomes Fatigued (gap facts);
 * a Fatigued crew member gets nothing more until the next Player Phase.
 */
function useCrewSpace(ctx: Ctx, p: PlayerState, crew: CrewMember, slot: number): void {
  const def = installed(ctx.state, p)[slot];
  if (!def) return;
  if (crew.fatigued) {
    emit(ctx, 'crewSpaceUnused', 'Improvements', `${crewName(ctx.state, crew)} is Fatigued: the ${def.name} does nothing for them this round.`, { seat: p.seat, data: { crew: crew.id } });
    return;
  }
  crew.fatigued = true;
  emit(ctx, 'crewSpaceUsed', 'Improvements', `${crewName(ctx.state, crew)} uses the ${def.name} and becomes Fatigued.`, { seat: p.seat, data: { crew: crew.id, improvement: def.id } });
  startEffects(ctx, p.seat, def.name, 'Improvements', def.crewEffects, [crew.id]);
}
