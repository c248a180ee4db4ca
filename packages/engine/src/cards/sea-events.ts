import { hexTypeAt } from '../map/board';
import type { Ctx } from '../core/context';
import { enemiesOnShip, enemyCard, enemyShips } from '../enemies/enemies';
import { hexDistance } from '../core/hex';
import { drawEventCard, resolveEventCard } from './event-decks';
import type { GameState, PlayerState } from '../core/state';

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
  const id = drawEventCard(ctx, p, 'seaEvents');
  if (id !== undefined) resolveEventCard(ctx, p, 'seaEvents', id);
}
