import { stateHash } from '../core/hash';
import { activeBoarding, activeEnemyAttack, activeExpedition, activeFray, activeMarket, activeShipyard, activeVolley, effectFrames } from '../core/queue';
import type {
  BoardingState, EffectFrame, EnemyAttackState, ExpeditionState, FrayState, GameState, MarketState, QueueEntry, QueuedStep, ShipyardState, VolleyState,
} from '../core/state';

/**
 * Paused work lived in slots of the state: until format 2 (issue #12) a stack of cards being resolved and
 * one nullable slot per combat, until format 3 one per place open to the player (an Exhaustive Expedition,
 * the Shipwright, the Marketplace). It now lives in the queue as entries carrying their own data. Scenario
 * files still name the old slots (docs/scenarios.md, "old path, still read") and version-1 and -2 save
 * files hold a hash of the old layouts: both read them through these.
 */
export interface FormerSlots {
  /** The cards being resolved, innermost last. */
  readonly effectStack: EffectFrame[];
  readonly fray: FrayState | null;
  readonly volley: VolleyState | null;
  readonly enemyAttack: EnemyAttackState | null;
  readonly boarding: BoardingState | null;
  readonly expedition: ExpeditionState | null;
  readonly shipyard: ShipyardState | null;
  readonly market: MarketState | null;
}

export const FORMER_SLOT_NAMES: readonly (keyof FormerSlots)[] = ['effectStack', 'fray', 'volley', 'enemyAttack', 'boarding', 'expedition', 'shipyard', 'market'];

export function formerSlots(state: GameState): FormerSlots {
  return {
    effectStack: effectFrames(state),
    fray: activeFray(state),
    volley: activeVolley(state),
    enemyAttack: activeEnemyAttack(state),
    boarding: activeBoarding(state),
    expedition: activeExpedition(state),
    shipyard: activeShipyard(state),
    market: activeMarket(state),
  };
}

/** The slots of format 2: the open places (the combats and cards were already in the queue). */
function formatTwoSlots(state: GameState): Pick<FormerSlots, 'expedition' | 'shipyard' | 'market'> {
  return { expedition: activeExpedition(state), shipyard: activeShipyard(state), market: activeMarket(state) };
}

/**
 * The hash the state would have had laid out as an older format, as a save file of that version records it.
 * Format 1: the queue held only steps (a boarding under way was its `boardingRound` step), the rest sat in
 * the former slots. Format 2: the queue held the cards, combats and steps, the open places sat in slots.
 */
export function formerStateHash(state: GameState, format: 1 | 2): string {
  if (format === 2) {
    const queue: QueueEntry[] = state.queue.filter((e) => e.kind !== 'expedition' && e.kind !== 'shipyard' && e.kind !== 'market');
    return stateHash({ ...state, ...formatTwoSlots(state), format: 2, queue } as unknown as GameState);
  }
  const queue: (QueuedStep | { readonly kind: 'boardingRound' })[] = [];
  for (const e of state.queue) {
    // A finished game kept its boarding's slot but no step to run it.
    if (e.kind === 'boarding') { if (!state.outcome) queue.push({ kind: 'boardingRound' }); }
    else if (e.kind !== 'effects' && e.kind !== 'fray' && e.kind !== 'volley' && e.kind !== 'enemyAttack' && e.kind !== 'expedition' && e.kind !== 'shipyard' && e.kind !== 'market') queue.push(e);
  }
  return stateHash({ ...state, ...formerSlots(state), format: 1, queue } as unknown as GameState);
}
