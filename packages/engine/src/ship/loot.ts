import { withItem } from '../core/lists';
import { emit, type Ctx } from '../core/context';
import { rollSpoils } from './spoils';
import { enemyCard, traumaToEnemy } from '../enemies/enemies';
import { freeEnemySpace, installed } from './improvements';
import type { EnemyInstance, PlayerState } from '../core/state';

/** Spoils rows are effects: their rewards are resolved by the interpreter's handlers (spoils.ts). */
export { rollSpoils };

/**
 * Trauma on an enemy; if that destroys it, `looter` collects its Loot. An enemy destroyed with nobody
 * to collect (no player ship involved) gives nothing.
 */
export function hurtEnemy(ctx: Ctx, e: EnemyInstance, amount: number, rule: string, looter: PlayerState | null): boolean {
  const def = enemyCard(ctx.state, e);
  const destroyed = traumaToEnemy(ctx, e, amount, rule);
  if (destroyed && looter) {
    // Reference manual (Combat): an enemy ship's Loot is a Spoils roll per current Act; the card's value is a misprint.
    const rolls = def.arena === 'atSea' ? ctx.state.act : def.loot;
    if (def.arena === 'onDeck' && freeEnemySpace(ctx.state, looter) !== undefined) {
      ctx.state.pending.push({ kind: 'capture', seat: looter.seat, card: e.card, loot: rolls });
      return destroyed;
    }
    rollSpoils(ctx, looter, rolls, def.arena === 'atSea' ? 'Combat (Spoils, once per current Act)' : 'Destroying enemies, Rewards & looting');
  }
  return destroyed;
}

/**
 * A beaten creature dragged into an Improvement's enemy space instead of looted (docs/rules-decisions.md
 * D46), or looted as usual.
 */
export function answerCapture(ctx: Ctx, p: PlayerState, card: string, loot: number, take: boolean): void {
  const { state } = ctx;
  const slot = freeEnemySpace(state, p);
  if (!take || slot === undefined) {
    rollSpoils(ctx, p, loot, 'Destroying enemies, Rewards & looting');
    return;
  }
  const index = state.decks.enemyDiscard.lastIndexOf(card);
  if (index >= 0) state.decks.enemyDiscard.splice(index, 1);
  p.captives = withItem(p.captives, { slot, card });
  emit(ctx, 'enemyCaptured', 'Improvements', { card, slot, improvement: installed(state, p)[slot]?.id ?? null }, { seat: p.seat });
}
