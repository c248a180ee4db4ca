import type { VisibleState } from '../core/visible';
import type { Action } from '../core/actions';
import { crewStats, trackRoom } from '../crew/crew';
import { hexTypeAt } from '../map/board';
import { stormCovers } from '../map/sight';
import { legalFacings, legalSailSteps, stepCostFrom } from '../orders/navigation';
import { ignoresRoughSeas, installed } from '../ship/improvements';
import { navigationOrderValue } from '../ship/ship';
import { losesNavigationPoints } from '../flow/registry';
import { listArtilleryOrders, listCrewOrders } from '../flow/listings';
import { MAX_ORDERS_RECOVERED, strainsAtSea } from '../flow/turn';
import type { OrderKind, PlayerState, Seat } from '../core/state';

/**
 * A trap: what an action would lose without gaining anything for it, as data (words in `@everrain/text`):
 * - `strainSlays`: ending the turn at sea, a crew member On Deck suffers more Strain (`strain`) than their
 *   Trauma/Strain track has room for (`room`): they are slain.
 * - `everyCrewLost`: and with them the last of the crew: the ship is lost (Player Ship Sinking).
 * - `navigationOrderBuysNothing`: the Navigation Order brings the points to `points`, and no step can be
 *   bought with them: every step costs `stepCost` here (`cause`: doubled in a Rough Sea or under a Storm), or
 *   (`noWay`) no step the points could pay leads anywhere a ship may end its move. `moreOrders` Navigation
 *   or Fleeting Orders would be left to add to the points before anything else is done.
 * - `navigationPointsLost`: the action (the end of the turn, or any own-turn action but sailing and another
 *   Navigation Order) loses the `points` of Navigation unspent.
 * - `ordersUnused`: ending the turn with fewer than 3 Orders Issued, and Fresh Orders left that could still do
 *   something now (`kinds`: a Crew Order moves someone, an Artillery Order has a target, a Navigation Order buys a
 *   step): the next turn recovers only what was Issued, so `free` of them could be issued now at no cost to the
 *   next turn (D141). Fleeting Orders are never counted: kept, they are not lost.
 * - `fatiguedCrewSpace`: a Crew Order sends a Fatigued crew member to an Improvement's crew space: the Order
 *   moves them, but the Improvement (`improvement`) does nothing for them until the next Player Phase.
 */
export type Warning =
  | { readonly kind: 'strainSlays'; readonly seat: Seat; readonly crew: string; readonly strain: number; readonly room: number }
  | { readonly kind: 'everyCrewLost'; readonly seat: Seat; readonly crew: number }
  | {
    readonly kind: 'navigationOrderBuysNothing'; readonly seat: Seat; readonly points: number; readonly stepCost: number;
    readonly cause: 'roughSea' | 'storm' | 'noWay'; readonly moreOrders: number;
  }
  | { readonly kind: 'navigationPointsLost'; readonly seat: Seat; readonly points: number }
  | { readonly kind: 'ordersUnused'; readonly seat: Seat; readonly free: number; readonly kinds: readonly OrderKind[] }
  | { readonly kind: 'fatiguedCrewSpace'; readonly seat: Seat; readonly crew: string; readonly improvement: string };

export type WarningKind = Warning['kind'];


/**
 * What the action would lose without gain, before it is taken: none for an action that loses nothing (or is
 * not the acting player's own move on their turn). Pure and cheap (a client may ask it for every action it
 * offers): it reads the state, it plays nothing out, and it says nothing of what chance may bring.
 */
export function warningsFor(state: VisibleState, action: Action): Warning[] {
  const turn = state.turn;
  if (state.outcome || state.pending.length > 0 || state.phase !== 'playerPhase' || !turn || turn.seat !== action.seat) return [];
  const p = state.players[action.seat];
  if (!p) return [];
  const out: Warning[] = [];
  if (turn.navigationPoints > 0 && losesNavigationPoints(action.type)) {
    out.push({ kind: 'navigationPointsLost', seat: p.seat, points: turn.navigationPoints });
  }
  if (action.type === 'issueNavigationOrder') navigationOrderWarning(state, p, turn.navigationPoints, out);
  if (action.type === 'endTurn') {
    strainWarnings(state, p, out);
    ordersUnusedWarning(state, p, turn.navigationPoints, out);
  }
  if (action.type === 'issueCrewOrder' && action.to.area === 'below' && action.to.space) {
    // The rule in orders/resolve.ts (useCrewSpace): a Fatigued crew member gets nothing more this round.
    const crew = p.crew.find((c) => c.id === action.crew);
    const improvement = installed(state, p)[action.to.slot];
    if (crew?.fatigued && improvement) out.push({ kind: 'fatiguedCrewSpace', seat: p.seat, crew: crew.id, improvement: improvement.id });
  }
  return out;
}

/**
 * A Navigation Order whose points, with those in hand, pay for no step. In a Port the ship first takes any
 * facing for free (`face`), so a step from any facing counts.
 */
function navigationOrderWarning(state: VisibleState, p: PlayerState, inHand: number, out: Warning[]): void {
  if (!navigationOrderBuysNothing(state, p, inHand)) return;
  const pose = p.position;
  if (!pose) return;
  const points = inHand + navigationOrderValue(state, p);
  const stepCost = stepCostFrom(state, p, pose, 'ahead');
  const rough = hexTypeAt(state, pose.hex) === 'roughSea' && !ignoresRoughSeas(state, p);
  const cause = stepCost <= points ? 'noWay' : stormCovers(state, pose.hex) ? 'storm' : rough ? 'roughSea' : 'noWay';
  // The Order issued is one of these (a Fresh one or a Fleeting one): the rest could still add up.
  const moreOrders = p.orders.fresh.navigation + p.orders.fleeting - 1;
  out.push({ kind: 'navigationOrderBuysNothing', seat: p.seat, points, stepCost, cause, moreOrders: Math.max(0, moreOrders) });
}

/** Whether a Navigation Order now, with the points in hand, would pay for no step (from any free facing in a Port). */
function navigationOrderBuysNothing(state: VisibleState, p: PlayerState, inHand: number): boolean {
  const pose = p.position;
  if (!pose) return false;
  const points = inHand + navigationOrderValue(state, p);
  const facings = [pose.facing, ...legalFacings(state, p, points)];
  return !facings.some((facing) => legalSailSteps(state, { ...p, position: { hex: pose.hex, facing } }, points).some((s) => s.cost > 0));
}

/** Ending the turn at sea: the Strain each crew member On Deck suffers (turn.ts, endTurn) and whom it slays. */
function strainWarnings(state: VisibleState, p: PlayerState, out: Warning[]): void {
  if (!strainsAtSea(state, p)) return;
  let slain = 0;
  for (const crew of p.crew) {
    if (crew.position.area !== 'deck') continue;
    const strain = crewStats(state, crew).seaStrain;
    const room = trackRoom(state, crew);
    if (strain <= room) continue;
    slain += 1;
    out.push({ kind: 'strainSlays', seat: p.seat, crew: crew.id, strain, room });
  }
  if (slain > 0 && slain === p.crew.length) out.push({ kind: 'everyCrewLost', seat: p.seat, crew: slain });
}

/**
 * Ending the turn with Fresh Orders that could still do something, while the next turn's recovery (at most 3,
 * and only what is Issued) has room to spare: those Orders could be issued now at no cost to the next turn.
 */
function ordersUnusedWarning(state: VisibleState, p: PlayerState, inHand: number, out: Warning[]): void {
  const { fresh, issued } = p.orders;
  const spare = MAX_ORDERS_RECOVERED - (issued.crew + issued.navigation + issued.artillery);
  if (spare <= 0 || fresh.crew + fresh.navigation + fresh.artillery === 0) return;
  const kinds: OrderKind[] = [];
  const offered = (list: typeof listCrewOrders) => {
    const actions: Action[] = [];
    list(actions, state, p);
    return actions.some((a) => 'fleeting' in a && !a.fleeting);
  };
  if (fresh.crew > 0 && offered(listCrewOrders)) kinds.push('crew');
  if (fresh.navigation > 0 && p.position && !navigationOrderBuysNothing(state, p, inHand)) kinds.push('navigation');
  if (fresh.artillery > 0 && offered(listArtilleryOrders)) kinds.push('artillery');
  const usable = kinds.reduce((n, k) => n + fresh[k], 0);
  const free = Math.min(spare, usable);
  if (free > 0) out.push({ kind: 'ordersUnused', seat: p.seat, free, kinds });
}
