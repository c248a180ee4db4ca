import type { VisibleState } from '../core/visible';
import type { Action } from '../core/actions';
import { hexDistance } from '../core/hex';
import { listCrewOrders } from '../flow/listings';
import { crewStats } from '../crew/crew';
import { enemiesOnShip } from '../enemies/enemies';
import { revealedHexes } from '../map/board';
import { strainsAtSea } from '../flow/turn';
import type { Seat } from '../core/state';
import { warningsFor } from './warnings';

/**
 * What a guide needs to know to teach the next thing that is possible now and never lead into a trap (D143):
 * - `strainAtTurnEnd`: the crew On Deck who would suffer Strain if the turn ended where the ship lies, and how much;
 * - `enemiesAboard`: creatures On Deck of this ship; `frayOffered`: a Crew Order that starts a Fray is legal;
 * - `portsRevealed` and `nearestPort`: how many Port hexes are on the map, and the fewest hexes to one (null: none);
 * - `navigationOrderTrap`: a Navigation Order now would buy no step (warningsFor, D113).
 */
export interface GuideFacts {
  readonly strainAtTurnEnd: readonly { readonly crew: string; readonly strain: number }[];
  readonly enemiesAboard: number;
  readonly frayOffered: boolean;
  readonly portsRevealed: number;
  readonly nearestPort: number | null;
  readonly navigationOrderTrap: boolean;
}

export function guideFacts(state: VisibleState, seat: Seat): GuideFacts {
  const p = state.players[seat];
  const none: GuideFacts = { strainAtTurnEnd: [], enemiesAboard: 0, frayOffered: false, portsRevealed: 0, nearestPort: null, navigationOrderTrap: false };
  if (!p) return none;
  const strainAtTurnEnd = strainsAtSea(state, p)
    ? p.crew.flatMap((c) => (c.position.area === 'deck' ? [{ crew: c.id, strain: crewStats(state, c).seaStrain }] : [])).filter((s) => s.strain > 0)
    : [];
  const foes = enemiesOnShip(state, seat);
  const foeZones = new Set(foes.map((e) => (e.position.area === 'deck' ? e.position.zone : -1)));
  const myTurn = state.turn?.seat === seat && state.pending.length === 0 && state.phase === 'playerPhase';
  // A Crew Order into (or staying in) a Zone with enemies starts a Fray (D51).
  const orders: Action[] = [];
  if (myTurn && foeZones.size > 0) listCrewOrders(orders, state, p);
  const frayOffered = orders.some((a) => a.type === 'issueCrewOrder' && a.to.area === 'deck' && foeZones.has(a.to.zone));
  const ports = revealedHexes(state).filter((h) => h.type === 'port');
  const at = p.position?.hex;
  const nearestPort = at && ports.length ? Math.min(...ports.map((h) => hexDistance(h.hex, at))) : null;
  const trap = warningsFor(state, { type: 'issueNavigationOrder', seat, fleeting: false }).some((w) => w.kind === 'navigationOrderBuysNothing');
  return { strainAtTurnEnd, enemiesAboard: foes.length, frayOffered, portsRevealed: ports.length, nearestPort, navigationOrderTrap: trap };
}
