import { withItem } from '../core/lists';
import { treasureDef } from '../core/catalog';
import type { TreasureKind } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { holdCapacity } from './improvements';
import type { PlayerState } from '../core/state';


/**
 * Draws a Treasure (the first of a kind, searching down the deck, when a kind is named) into the Hold.
 * An empty deck is reshuffled from the discard. A full Hold cannot take it: it goes to the discard.
 */
export function drawTreasure(ctx: Ctx, p: PlayerState, kind: TreasureKind | undefined, rule: string): void {
  const { state } = ctx;
  const matches = (id: string) => kind === undefined || treasureDef(state.catalog, id).kind === kind;
  if (!state.decks.treasures.some(matches) && state.decks.treasureDiscard.some(matches)) {
    state.decks.treasures.push(...ctx.random.shuffle(state.decks.treasureDiscard));
    state.decks.treasureDiscard = [];
  }
  const index = state.decks.treasures.findIndex(matches);
  if (index < 0) {
    emit(ctx, 'treasureUnavailable', rule, { kind: kind ?? null }, { seat: p.seat });
    return;
  }
  const [id] = state.decks.treasures.splice(index, 1) as [string];
  if (p.hold.length >= holdCapacity(state, p)) {
    state.decks.treasureDiscard.push(id);
    emit(ctx, 'treasureLost', rule, { treasure: id, holdFull: true }, { seat: p.seat, reveals: true });
    return;
  }
  p.hold = withItem(p.hold, id);
  emit(ctx, 'treasureGained', rule, { treasure: id }, { seat: p.seat, reveals: true });
}
