import { withItem, withoutItem } from '../core/lists';
import type { Action } from '../core/actions';
import { treasureDef } from '../core/catalog';
import type { TreasureDefinition } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { gainCoin } from '../core/gains';
import { holdCapacity } from '../ship/improvements';
import { player } from '../ship/ship';
import { portName } from '../map/board';
import { activeMarket, endWork, queueFirst } from '../core/queue';
import type { GameState, PlayerState } from '../core/state';

/** What a Treasure trades for in a Port, buying or selling (rulebook, Ports & Denizens). */
export function priceAt(def: TreasureDefinition, port: string): number {
  if (def.desired.ports.includes(port)) return def.desired.price;
  if (def.undesired.ports.includes(port)) return def.undesired.price;
  return def.standard;
}

/**
 * The Marketplace: draw 3 Treasures; one this Port will not trade at all (Undesired value 0) goes to the
 * bottom of the deck and another is drawn. The player then buys and sells (decision `market`) until done.
 */
export function openMarket(ctx: Ctx, p: PlayerState): void {
  const { state } = ctx;
  const port = portName(state, p);
  const offered: string[] = [];
  let looked = 0;
  const want = state.catalog.services.marketplace.draw;
  while (offered.length < want && state.decks.treasures.length > 0 && looked < state.decks.treasures.length + want) {
    const id = state.decks.treasures.shift() as string;
    looked += 1;
    const def = treasureDef(state.catalog, id);
    if (priceAt(def, port) === 0) {
      state.decks.treasures.push(id);
      emit(ctx, 'treasureRefused', 'Marketplace', { treasure: id, port }, { seat: p.seat, reveals: true });
      continue;
    }
    offered.push(id);
  }
  queueFirst(state, { kind: 'market', market: { seat: p.seat, port, offered } });
  emit(ctx, 'marketOpened', 'Marketplace', { offered: [...offered], port }, { seat: p.seat, reveals: true });
  state.pending.push({ kind: 'market', seat: p.seat });
}

export function marketActions(state: GameState, p: PlayerState): Action[] {
  const m = activeMarket(state);
  if (!m) return [];
  const out: Action[] = [{ type: 'trade', seat: p.seat, buy: null, sell: null }];
  const room = p.hold.length < holdCapacity(state, p);
  for (const id of new Set(m.offered)) {
    if (room && priceAt(treasureDef(state.catalog, id), m.port) <= p.coin) out.push({ type: 'trade', seat: p.seat, buy: id, sell: null });
  }
  for (const id of new Set(p.hold)) {
    if (priceAt(treasureDef(state.catalog, id), m.port) > 0) out.push({ type: 'trade', seat: p.seat, buy: null, sell: id });
  }
  return out;
}

/** One trade; the decision stays open until the player is done, then the unbought Treasures are discarded. */
export function trade(ctx: Ctx, buy: string | null, sell: string | null): void {
  const { state } = ctx;
  const m = activeMarket(state);
  if (!m) return;
  const p = player(state, m.seat);
  if (buy) {
    const def = treasureDef(state.catalog, buy);
    const price = priceAt(def, m.port);
    m.offered.splice(m.offered.indexOf(buy), 1);
    p.hold = withItem(p.hold, buy);
    gainCoin(ctx, p, -price, 'Marketplace');
    emit(ctx, 'treasureBought', 'Marketplace', { treasure: buy, price }, { seat: p.seat });
  } else if (sell) {
    const def = treasureDef(state.catalog, sell);
    const price = priceAt(def, m.port);
    p.hold = withoutItem(p.hold, sell);
    state.decks.treasureDiscard.push(sell);
    gainCoin(ctx, p, price, 'Marketplace');
    emit(ctx, 'treasureSold', 'Marketplace', { treasure: sell, price }, { seat: p.seat });
  } else {
    state.decks.treasureDiscard.push(...m.offered);
    endWork(state, 'market');
    emit(ctx, 'marketClosed', 'Marketplace', {}, { seat: p.seat });
    return;
  }
  state.pending.unshift({ kind: 'market', seat: p.seat });
}
