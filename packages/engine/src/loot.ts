import { emit, type Ctx } from './context';
import { rollFate } from './dice';
import { enemyCard, traumaToEnemy } from './enemies';
import { enemyDef } from './catalog';
import { freeEnemySpace, installed } from './improvements';
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
    if (def.arena === 'onDeck' && freeEnemySpace(ctx.state, looter) !== undefined) {
      ctx.state.pending.push({ kind: 'capture', seat: looter.seat, card: e.card, loot: rolls });
      return destroyed;
    }
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
        p.schematics.push(reward.schematic);
        emit(ctx, 'schematicGained', rule, `Seat ${p.seat + 1} gains an ${reward.schematic === 'artillery' ? 'Artillery' : 'Improvement'} Schematic: a Shipwright will build one ${reward.schematic === 'artillery' ? 'Artillery card' : 'Improvement'} from it for free.`, {
          seat: p.seat, data: { schematic: reward.schematic },
        });
        break;
    }
  }
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
  p.captives.push({ slot, card });
  emit(ctx, 'enemyCaptured', 'Improvements', `Seat ${p.seat + 1} drags the beaten ${enemyDef(state.catalog, card).name} Below Deck into the ${installed(state, p)[slot]?.name ?? 'hold'}.`, {
    seat: p.seat, data: { card, slot },
  });
}
