import type { VisibleState } from '../core/visible';
import { hexTypeAt } from '../map/board';
import { emit, type Ctx } from '../core/context';
import { crewStats, sufferGems, traitsChanging } from '../crew/crew';
import { enemyPhase } from '../enemy-phase/enemy-phase';
import { seatsFrom } from '../core/seats';
import { player } from '../ship/ship';
import { respawnHexes, sinkShip } from '../ship/sink';
import { queueLast } from '../core/queue';
import { installed } from '../ship/improvements';
import { startEffects } from '../cards/effects';
import { tendWounded } from '../crew/healing';
import { enemyDef } from '../core/catalog';
import { drawSeaEvent, seaEventDue } from '../cards/sea-events';
import type { PlayerState } from '../core/state';
import { emptyList } from '../core/lists';

export const MAX_ORDERS_RECOVERED = 3;

/** Start of a round: the Player Phase. Fatigue clears; the First Player (chosen, if the option says so) goes first. */
export function startRound(ctx: Ctx): void {
  const { state } = ctx;
  state.round += 1;
  state.phase = 'playerPhase';
  for (const p of state.players) for (const c of p.crew) c.fatigued = false;
  emit(ctx, 'roundStarted', 'Gameplay in detail', {});
  if (state.rules.firstPlayer === 'choose' && state.round > 1) {
    state.pending.push({ kind: 'chooseFirstPlayer', seat: state.firstPlayer });
    return;
  }
  beginPlayerTurns(ctx);
}

export function beginPlayerTurns(ctx: Ctx): void {
  const { state } = ctx;
  state.turnsLeft = seatsFrom(state, state.firstPlayer);
  startNextTurn(ctx);
}

export function startNextTurn(ctx: Ctx): void {
  const { state } = ctx;
  const seat = state.turnsLeft.shift();
  if (seat === undefined) {
    state.turn = null;
    enemyPhase(ctx);
    return;
  }
  state.turn = { seat, navigationPoints: 0, portServices: emptyList(), portsDeparted: emptyList(), islandsVisited: emptyList() };
  emit(ctx, 'turnStarted', 'Gameplay in detail', {}, { seat });
  const p = player(state, seat);
  if (!p.position) {
    if (respawnHexes(state, p).length > 0) {
      state.pending.push({ kind: 'respawn', seat });
      return;
    }
    emit(ctx, 'respawnDelayed', 'Player Ship Sinking', {}, { seat });
  }
  recoverAtTurnStart(ctx, p);
  studyCaptives(ctx, p);
  tendWounded(ctx, p);
}

/** Each captive in an Improvement's enemy space gives that Improvement's captive effects, every round. */
function studyCaptives(ctx: Ctx, p: PlayerState): void {
  const slots = installed(ctx.state, p);
  for (const c of p.captives) {
    const def = slots[c.slot];
    if (def) startEffects(ctx, p.seat, `${def.name} (${enemyDef(ctx.state.catalog, c.card).name})`, 'Improvements', def.captiveEffects);
  }
}

/** Orders: at most 3 Issued Orders return to Fresh at the start of a turn; the player picks which when more are Issued. */
export function recoverAtTurnStart(ctx: Ctx, p: PlayerState): void {
  const issued = p.orders.issued;
  const total = issued.crew + issued.navigation + issued.artillery;
  if (total > MAX_ORDERS_RECOVERED) {
    ctx.state.pending.push({ kind: 'recoverOrders', seat: p.seat });
    return;
  }
  if (total > 0) recoverOrders(ctx, p, { ...issued });
}

export function recoverOrders(ctx: Ctx, p: PlayerState, counts: { crew: number; navigation: number; artillery: number }): void {
  const { issued, fresh } = p.orders;
  p.orders.issued = { crew: issued.crew - counts.crew, navigation: issued.navigation - counts.navigation, artillery: issued.artillery - counts.artillery };
  p.orders.fresh = { crew: fresh.crew + counts.crew, navigation: fresh.navigation + counts.navigation, artillery: fresh.artillery + counts.artillery };
  emit(ctx, 'ordersRecovered', 'Orders', { ...counts }, { seat: p.seat });
}

/** Whether ending the turn where the ship lies strains the crew On Deck: a Calm Sea, Rough Sea or Shipwreck. */
export function strainsAtSea(state: VisibleState, p: PlayerState): boolean {
  if (!p.position) return false;
  const type = hexTypeAt(state, p.position.hex);
  return type === 'calmSea' || type === 'roughSea' || type === 'shipwreck';
}

/**
 * End of a turn: crew On Deck suffer Strain on a Calm Sea, Rough Sea or Shipwreck; a ship with no crew
 * left is lost; the Sea Event check follows (a card is drawn when one is due, D26); then the next
 * seat plays, or the Enemy Phase begins.
 */
export function endTurn(ctx: Ctx): void {
  const { state } = ctx;
  const turn = state.turn;
  if (!turn) return;
  const p = player(state, turn.seat);
  if (p.position) {
    if (strainsAtSea(state, p)) {
      for (const crew of p.crew.slice()) {
        if (crew.position.area !== 'deck') continue;
        const traits = traitsChanging(state, crew, 'seaStrain');
        sufferGems(ctx, p, crew, 'strain', crewStats(state, crew).seaStrain, 'Trauma & Strain', { traits });
      }
      if (p.crew.length === 0) sinkShip(ctx, p, 'crewLost');
    }
    if (seaEventDue(state, p)) drawSeaEvent(ctx, p);
    if (p.position && p.crew.length === 0) sinkShip(ctx, p, 'crewLost');
  }
  if (state.outcome) return;
  emit(ctx, 'turnEnded', 'Gameplay in detail', {}, { seat: turn.seat });
  // Queued, so that whatever the turn's end set off (an enemy's first roll) resolves before the next turn.
  queueLast(ctx, { kind: 'nextTurn' });
}
