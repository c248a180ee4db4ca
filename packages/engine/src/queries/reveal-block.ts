import type { Act } from '../core/content';
import type { Seat } from '../core/state';
import { topTileAct, type VisibleState } from '../core/visible';
import { emptySlotHexes } from '../map/board';
import { revealTargets } from '../orders/navigation';
import { canRevealTiles } from '../ship/ship';

/**
 * Why the ship on its turn cannot reveal a tile now, the first reason that holds, in the order a player
 * would mend them: none left to reveal, the next one waits for a later Act, nobody on watch in a working
 * Crow's Nest, no Navigation points, no empty part of the map within the points' reach.
 */
export type RevealBlock =
  | { readonly code: 'noTilesLeft' }
  | { readonly code: 'mapFull' }
  | { readonly code: 'laterAct'; readonly act: Act; readonly nextAct: Act }
  | { readonly code: 'noLookout' }
  | { readonly code: 'noPoints' }
  | { readonly code: 'outOfReach'; readonly points: number };

/**
 * Null when the seat can reveal a tile now, or when the question does not arise (not its own turn with
 * no decision pending, or its ship not on the map). Reads the state only.
 */
export function revealBlock(state: VisibleState, seat: Seat): RevealBlock | null {
  const p = state.players[seat];
  if (!p?.position || state.turn?.seat !== seat || state.pending.length > 0 || state.outcome) return null;
  const points = state.turn.navigationPoints;
  if (revealTargets(state, p, points).length > 0) return null;
  const next = topTileAct(state);
  if (next === undefined) return { code: 'noTilesLeft' };
  if (emptySlotHexes(state).length === 0) return { code: 'mapFull' };
  if (next > state.act) return { code: 'laterAct', act: state.act, nextAct: next };
  if (!canRevealTiles(state, p)) return { code: 'noLookout' };
  if (points === 0) return { code: 'noPoints' };
  return { code: 'outOfReach', points };
}
