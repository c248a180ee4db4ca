import { hexTypeAt } from './board';
import { seaEventDef } from './catalog';
import { emit, type Ctx } from './context';
import { enemiesOnShip, enemyCard, enemyShips } from './enemies';
import { hexDistance } from './hex';
import { startEffects } from './effects';
import type { GameState, PlayerState } from './state';

/**
 * Sea Events (rulebook): a player ending their turn on a Calm or Rough Sea, outside every enemy ship's
 * Engagement Range and with no enemies On Deck, draws a Sea Event card and resolves it.
 */
export function seaEventDue(state: GameState, p: PlayerState): boolean {
  const at = p.position?.hex;
  if (!at) return false;
  const type = hexTypeAt(state, at);
  if (type !== 'calmSea' && type !== 'roughSea') return false;
  if (enemiesOnShip(state, p.seat).length > 0) return false;
  return !enemyShips(state).some((e) => e.position.area === 'sea' && hexDistance(e.position.hex, at) <= (enemyCard(state, e).engagementRange ?? 0));
}

export function drawSeaEvent(ctx: Ctx, p: PlayerState): void {
  const { state } = ctx;
  if (state.decks.seaEvents.length === 0) {
    state.decks.seaEvents = ctx.random.shuffle(state.decks.seaEventDiscard);
    state.decks.seaEventDiscard = [];
  }
  const id = state.decks.seaEvents.shift();
  if (id === undefined) return;
  state.decks.seaEventDiscard.push(id);
  const card = seaEventDef(state.catalog, id);
  emit(ctx, 'seaEventDrawn', 'Sea event cards', `Seat ${p.seat + 1} draws a Sea Event: ${card.name}. ${card.text}`, { seat: p.seat, reveals: true, data: { card: id } });
  startEffects(ctx, p.seat, card.name, 'Sea event cards', card.effects);
}
