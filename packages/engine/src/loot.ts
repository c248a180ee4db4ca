import { emit, type Ctx } from './context';
import { rollFate } from './dice';
import { enemyCard, traumaToEnemy } from './enemies';
import { gainClues, gainCoin } from './gains';
import { drawTreasure } from './treasures';
import type { EnemyInstance, PlayerState } from './state';

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
    rollSpoils(ctx, looter, rolls, def.arena === 'atSea' ? 'Combat (Spoils, once per current Act)' : 'Destroying enemies, Rewards & looting');
  }
  return destroyed;
}

/** Rolls the Fate Die on the Spoils table `times` times; every reward is taken. */
export function rollSpoils(ctx: Ctx, p: PlayerState, times: number, rule: string): void {
  const table = ctx.state.catalog.spoils;
  for (let i = 0; i < times; i++) {
    const roll = rollFate(ctx, rule, `Spoils roll ${i + 1} of ${times}`);
    const row = table.find((r) => r.from <= roll && roll <= r.to);
    if (!row) continue;
    const reward = row.reward;
    switch (reward.kind) {
      case 'clues':
        gainClues(ctx, p, reward.amount, rule);
        break;
      case 'coin':
        gainCoin(ctx, p, reward.amount, rule);
        break;
      case 'treasure':
        drawTreasure(ctx, p, reward.treasure, rule);
        break;
      case 'schematic':
        emit(ctx, 'spoilsUnclaimed', rule, `The Spoils are an ${reward.schematic === 'artillery' ? 'Artillery' : 'Improvement'} Schematic: Schematics arrive with the world's content, so nothing is taken yet.`, {
          seat: p.seat, data: { reward: reward.schematic },
        });
        break;
    }
  }
}
