import { stateHash } from '../core/hash';
import { activeBoarding, activeEnemyAttack, activeFray, activeVolley, effectFrames } from '../core/queue';
import type { BoardingState, EffectFrame, EnemyAttackState, FrayState, GameState, QueuedStep, VolleyState } from '../core/state';

/**
 * Paused work lived in slots of the state until format 2 (issue #12): a stack of cards being resolved
 * and one nullable slot per combat. It now lives in the queue as entries carrying their own data. Scenario
 * files still name the old slots (docs/scenarios.md, "old path, still read") and version-1 save files
 * hold a hash of the old layout: both read them through these.
 */
export interface FormerSlots {
  /** The cards being resolved, innermost last. */
  readonly effectStack: EffectFrame[];
  readonly fray: FrayState | null;
  readonly volley: VolleyState | null;
  readonly enemyAttack: EnemyAttackState | null;
  readonly boarding: BoardingState | null;
}

export const FORMER_SLOT_NAMES: readonly (keyof FormerSlots)[] = ['effectStack', 'fray', 'volley', 'enemyAttack', 'boarding'];

export function formerSlots(state: GameState): FormerSlots {
  return {
    effectStack: effectFrames(state),
    fray: activeFray(state),
    volley: activeVolley(state),
    enemyAttack: activeEnemyAttack(state),
    boarding: activeBoarding(state),
  };
}

/**
 * The hash the state would have had laid out as format 1: the queue held only steps (a boarding under way
 * was its `boardingRound` step), the rest sat in the former slots. A version-1 save records this hash.
 */
export function formatOneStateHash(state: GameState): string {
  const queue: (QueuedStep | { readonly kind: 'boardingRound' })[] = [];
  for (const e of state.queue) {
    // A finished game kept its boarding's slot but no step to run it.
    if (e.kind === 'boarding') { if (!state.outcome) queue.push({ kind: 'boardingRound' }); }
    else if (e.kind !== 'effects' && e.kind !== 'fray' && e.kind !== 'volley' && e.kind !== 'enemyAttack') queue.push(e);
  }
  return stateHash({ ...state, ...formerSlots(state), format: 1, queue } as unknown as GameState);
}
