import { withItem, withoutItem, withOrders } from '../core/lists';
import { emit, type Ctx } from '../core/context';
import { onShip, type Handler } from '../core/effect-run';
import { gainClues, gainCoin } from '../core/gains';
import { drawTreasure } from './treasures';
import type { PlayerState } from '../core/state';

/** The effects on what a player holds: Clues, coin, Treasures, Schematics, Orders. */

/** Loses the least valuable Treasure (standard price) of the kind, if the Hold has one. */
function loseTreasure(ctx: Ctx, p: PlayerState, kind: string | undefined, rule: string): void {
  const { state } = ctx;
  const defs = p.hold.map((id) => state.catalog.treasures.find((t) => t.id === id)).filter((t) => t && (!kind || t.kind === kind));
  const lost = defs.sort((a, b) => (a?.standard ?? 0) - (b?.standard ?? 0))[0];
  if (!lost) return;
  p.hold = withoutItem(p.hold, lost.id);
  state.decks.treasureDiscard.push(lost.id);
  emit(ctx, 'treasureLost', rule, { treasure: lost.id, holdFull: false }, { seat: p.seat });
}

type PurseKind = 'clues' | 'coin' | 'treasure' | 'loseTreasure' | 'schematic' | 'order' | 'loseOrder';

export const PURSE_EFFECTS: { readonly [K in PurseKind]: Handler<K> } = {
  clues: onShip((run, p, effect) => gainClues(run.ctx, p, Math.max(effect.amount, -p.clues), run.thread.rule)),
  coin: onShip((run, p, effect) => gainCoin(run.ctx, p, Math.max(effect.amount, -p.coin), run.thread.rule)),
  treasure: onShip((run, p, effect) => drawTreasure(run.ctx, p, effect.treasure, run.thread.rule)),
  loseTreasure: onShip((run, p, effect) => loseTreasure(run.ctx, p, effect.treasure, run.thread.rule)),
  schematic: onShip((run, p, effect) => {
    p.schematics = withItem(p.schematics, effect.schematic);
    emit(run.ctx, 'schematicGained', run.thread.rule, { schematic: effect.schematic }, { seat: p.seat });
  }),
  order: onShip((run, p, effect) => {
    if (effect.order === 'fleeting') p.orders.fleeting += 1;
    else p.orders.fresh = withOrders(p.orders.fresh, effect.order, 1);
    emit(run.ctx, 'orderGained', run.thread.rule, { order: effect.order, forActEnd: false }, { seat: p.seat });
  }),
  loseOrder: onShip((run, p, effect) => {
    const have = effect.order === 'fleeting' ? p.orders.fleeting : p.orders.fresh[effect.order];
    if (have <= 0) return;
    if (effect.order === 'fleeting') p.orders.fleeting -= 1;
    else p.orders.fresh = withOrders(p.orders.fresh, effect.order, -1);
    emit(run.ctx, 'orderLost', run.thread.rule, { order: effect.order }, { seat: p.seat });
  }),
};
