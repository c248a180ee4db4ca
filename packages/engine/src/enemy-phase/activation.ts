import { emit, type Ctx } from '../core/context';
import { rollDice } from '../core/dice';
import { resolveAtSea } from './at-sea';
import { announceIgnored, tallyEnemyDice } from '../enemies/enemy-dice';
import { enemyName, findEnemy } from '../enemies/enemies';
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
  emit(ctx, 'enemyActivated', 'Spawning & activation', `The ${enemyName(state, e)} ${e.ready ? 'activates' : 'rolls its first die'}.`, {
    data: { enemy: e.id, dice },
  });
  const results = tallyEnemyDice(rollDice(ctx, 'enemy', dice, 'Movement, attacking & objectives'));
  if (e.position.area === 'sea') {
    resolveAtSea(ctx, e, results.moves, results.damage, results.omens);
    return;
  }
  const spent = resolveOnDeckAbility(ctx, e, results.omens);
  if (!findEnemy(state, e.id)) return;
  announceIgnored(ctx, `The ${enemyName(state, e)}`, 0, 0, results.omens - spent);
  resolveOnDeckResults(ctx, e.id, results.moves, results.damage);
}
