import type { VisibleState } from '../core/visible';
import { withAt, withoutIndex } from '../core/lists';
import type { Action } from '../core/actions';
import { artilleryDef, improvementDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import { payCoin } from '../core/gains';
import { installed } from '../ship/improvements';
import { player } from '../ship/ship';
import { activeShipyard, endWork, queueFirst } from '../core/queue';
import type { GameState, PlayerState, Seat } from '../core/state';

/**
 * The Shipwright (rulebook): draw 3 upgrades, Improvements or Artillery in whatever mix the player
 * chooses; any can be bought for the price on its card and is installed at once. An Improvement goes
 * in any Below Deck slot (building over what is there: a card goes to the discard, a printed one loses
 * its benefit); Artillery goes in its own slot, replacing what is there.
 */
export function openShipyard(ctx: Ctx, p: PlayerState, improvements: number): void {
  const { state } = ctx;
  const draw = state.catalog.services.shipwright.draw;
  const offered: { card: string; kind: 'improvement' | 'artillery' }[] = [];
  for (let i = 0; i < draw; i++) {
    const kind = i < improvements ? 'improvement' : 'artillery';
    const deck = kind === 'improvement' ? state.decks.improvements : state.decks.artillery;
    const card = deck.shift();
    if (card !== undefined) offered.push({ card, kind });
  }
  queueFirst(state, { kind: 'shipyard', shipyard: { seat: p.seat, offered } });
  emit(ctx, 'upgradesDrawn', 'Shipwright', {
    offered: offered.map((o) => o.card),
    prices: offered.map((o) => ({ kind: o.kind, ...priceOf(state, p.schematics, o.card, o.kind) })),
  }, { seat: p.seat, reveals: true });
  state.pending.push({ kind: 'shipyard', seat: p.seat });
}

/** What an upgrade costs a seat now: nothing when a Schematic of its kind builds it (D50), else the card's price. */
export interface UpgradePrice {
  readonly coin: number;
  /** A Schematic the player holds pays for it (and is used up when it is bought). */
  readonly schematic: boolean;
}

/**
 * The price the Shipwright takes for an upgrade (an Improvement or Artillery card) from this seat now, as
 * buying it takes it: what a client shows beside an offer, instead of the price printed on the card.
 */
export function upgradePrice(state: VisibleState, seat: Seat, card: string): UpgradePrice {
  const kind = state.catalog.improvements.some((i) => i.id === card) ? 'improvement' : 'artillery';
  return priceOf(state, state.players[seat]?.schematics ?? [], card, kind);
}

function priceOf(state: VisibleState, schematics: readonly string[], card: string, kind: 'improvement' | 'artillery'): UpgradePrice {
  return schematics.includes(kind) ? { coin: 0, schematic: true } : { coin: upgradeCost(state, card, kind), schematic: false };
}

function upgradeCost(state: VisibleState, card: string, kind: 'improvement' | 'artillery'): number {
  return kind === 'improvement' ? improvementDef(state.catalog, card).cost : artilleryDef(state.catalog, card).cost;
}

export function shipyardActions(state: GameState, p: PlayerState): Action[] {
  const y = activeShipyard(state);
  if (!y) return [];
  const out: Action[] = [{ type: 'buyUpgrade', seat: p.seat, card: null, slot: null }];
  for (const o of y.offered) {
    if (priceOf(state, p.schematics, o.card, o.kind).coin > p.coin) continue;
    if (o.kind === 'artillery') out.push({ type: 'buyUpgrade', seat: p.seat, card: o.card, slot: null });
    else for (let slot = 0; slot < p.improvements.length; slot++) out.push({ type: 'buyUpgrade', seat: p.seat, card: o.card, slot });
  }
  return out;
}

export function buyUpgrade(ctx: Ctx, card: string | null, slot: number | null): void {
  const { state } = ctx;
  const y = activeShipyard(state);
  if (!y) return;
  const p = player(state, y.seat);
  if (card === null) {
    for (const o of y.offered) (o.kind === 'improvement' ? state.decks.improvements : state.decks.artillery).push(o.card);
    endWork(state, 'shipyard');
    emit(ctx, 'shipyardClosed', 'Shipwright', {}, { seat: p.seat });
    return;
  }
  const index = y.offered.findIndex((o) => o.card === card);
  const offer = y.offered[index];
  if (!offer) return;
  y.offered.splice(index, 1);
  // A Schematic of the kind pays for it (ours: docs/rules-decisions.md D50); otherwise the card's price.
  const { coin: cost, schematic } = priceOf(state, p.schematics, card, offer.kind);
  if (schematic) {
    p.schematics = withoutIndex(p.schematics, p.schematics.indexOf(offer.kind));
    emit(ctx, 'schematicUsed', 'Shipwright', { card }, { seat: p.seat });
  }
  payCoin(ctx, p, cost, 'Shipwright');
  if (offer.kind === 'improvement' && slot !== null) {
    const before = installed(state, p)[slot];
    const old = p.improvements[slot];
    if (old) state.decks.improvements.push(old);
    p.improvements = withAt(p.improvements, slot, card);
    for (const c of p.captives.filter((x) => x.slot === slot)) state.decks.enemyDiscard.push(c.card);
    p.captives = p.captives.filter((x) => x.slot !== slot);
    for (const c of p.crew) if (c.position.area === 'below' && c.position.slot === slot && c.position.space) c.position = { area: 'below', slot };
    emit(ctx, 'upgradeInstalled', 'Shipwright', { kind: 'improvement', card, slot, cost, replaced: before?.id ?? null }, { seat: p.seat });
  } else {
    const def = artilleryDef(state.catalog, card);
    const old = p.artillery[def.slot];
    if (old && !artilleryDef(state.catalog, old).starting) state.decks.artillery.push(old);
    p.artillery = { ...p.artillery, [def.slot]: card };
    emit(ctx, 'upgradeInstalled', 'Shipwright', { kind: 'artillery', card, cost }, { seat: p.seat });
  }
  state.pending.unshift({ kind: 'shipyard', seat: p.seat });
}
