import type { VisibleState } from '../core/visible';
import type { PlayerState } from '../core/state';
import { reachableHexes, stepCostFrom } from '../orders/navigation';

/**
 * Why the ship can sail to no hex with the points it has (issue #24 item 3), for a client to say so rather
 * than offer nothing: too few points for a step here (a Rough Sea or a Storm doubles each), or nothing to
 * move into within reach (the map's edge, other ships' hexes) — then turning to face another way, or
 * revealing a tile ahead, is what helps. Null when some hex can be reached.
 */
export type SailBlock =
  | { readonly kind: 'noPoints' }
  | { readonly kind: 'tooFewPoints'; readonly points: number; readonly stepCost: number }
  | { readonly kind: 'nothingAhead'; readonly points: number; readonly canTurn: boolean };

export function sailBlock(state: VisibleState, p: PlayerState, points: number): SailBlock | null {
  const pose = p.position;
  if (!pose) return null;
  if (points <= 0) return { kind: 'noPoints' };
  if (reachableHexes(state, p, points).length > 0) return null;
  const stepCost = stepCostFrom(state, p, pose, 'ahead');
  const turnCost = stepCostFrom(state, p, pose, 'turnStarboard');
  if (points < Math.min(stepCost, turnCost)) return { kind: 'tooFewPoints', points, stepCost };
  return { kind: 'nothingAhead', points, canTurn: turnCost <= points };
}
