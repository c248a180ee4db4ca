import { emit, type Ctx } from '../core/context';
import { rollDice } from '../core/dice';
import { resolveAtSea } from './at-sea';
import { announceIgnored, tallyEnemyDice } from '../enemies/enemy-dice';
import { findEnemy } from '../enemies/enemies';
import { resolveOnDeckAbility, resolveOnDeckResults } from './on-deck';

/**
 * An enemy activates (rulebook, Movement, attacking & objectives): it rolls its Enemy dice — or the one
 * die of a fresh spawn — and acts on them: special abilities first when enough Omens show, then Move
 * and Damage by the rules of where it is.
 */
export function activateEnemy(ctx: Ctx, enemyId: string, dice: number): void {
  const { state } = ctx;
  const e = findEnemy(state, enemyId);
  if (!e) return;
  emit(ctx, 'enemyActivated', 'Spawning & activation', { enemy: e.id, dice, card: e.card, first: !e.ready });
  const results = tallyEnemyDice(rollDice(ctx, 'enemy', dice, 'Movement, attacking & objectives'));
  if (e.position.area === 'sea') {
    resolveAtSea(ctx, e, results.moves, results.damage, results.omens);
    return;
  }
  const spent = resolveOnDeckAbility(ctx, e, results.omens);
  if (!findEnemy(state, e.id)) return;
  announceIgnored(ctx, { enemy: e.card }, 0, 0, results.omens - spent);
  resolveOnDeckResults(ctx, e.id, results.moves, results.damage);
}
