import type { Notice } from './notices';
import type { GameSummary } from './store';

/*
 * What a stored version tells people away from the table (issue #23 item 3, D165): each seat it newly awaits
 * (its turn, or a decision it must make) unless a bot plays it, "your turn"; once it ends the game, every seat
 * "game over". Called on the node that stored the version only (Room.onCommitted), so a notice is queued once.
 */
export function noticesAfterCommit(game: string, seats: readonly { readonly bot?: string | null }[], before: GameSummary, after: GameSummary): Notice[] {
  if (after.over && !before.over) return seats.map((_, seat) => ({ kind: 'game-over', game, seat, version: after.version }));
  if (after.over) return [];
  return after.awaited
    .filter((seat) => !before.awaited.includes(seat) && !seats[seat]?.bot)
    // Under a turn limit (D164) the notice says when the new turn's time runs out.
    .map((seat) => ({ kind: 'your-turn', game, seat, version: after.version, ...(after.turn?.deadline != null ? { deadline: after.turn.deadline } : {}) }));
}
