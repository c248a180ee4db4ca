import { awaitedSeat, type Action, type GameState } from '@everrain/engine';

/** A state undo can go back to, with where the game stood then (for a session: its counts; online: the version). */
export interface UndoPoint {
  readonly state: GameState;
}

const NONE: readonly never[] = [];

/**
 * The points undo can go back to once `action` was played on `before` (D86, D112; Board Game Arena's
 * policy): an action that revealed anything (the engine's `reveals`: a die rolled, a card drawn, a tile or
 * token turned up) or that was not the awaited seat's empties them, and so does the first action of a
 * seat other than the one the points belong to. Otherwise `point` (the position before the action) is added.
 */
export function undoPointsAfter<P extends UndoPoint>(points: readonly P[], before: GameState, action: Pick<Action, 'seat'>, reveals: boolean, point: P): readonly P[] {
  const revealed = reveals || awaitedSeat(before) !== action.seat;
  const last = points[points.length - 1];
  const sameSeat = !last || awaitedSeat(last.state) === action.seat;
  return revealed || !sameSeat ? NONE : [...points, point];
}

export const NOTHING_TO_UNDO = 'Nothing to undo: undo goes back only within your own turn, and never past a die roll, a card drawn, a tile revealed or another seat\'s action.';

/**
 * Why `asker` may not undo now, or null if it may. The seat asking must be the one whose action would be
 * taken back: in hot-seat play (the asker is then the seat the game awaits) the next seat cannot take back
 * the last seat's move; online the asker is the connection's seat.
 */
export function undoPointsRefusal(points: readonly UndoPoint[], state: GameState, asker: number | null | undefined = awaitedSeat(state)): string | null {
  const last = points[points.length - 1];
  if (!last) return NOTHING_TO_UNDO;
  if (asker === null) return 'A spectator cannot undo.';
  if (awaitedSeat(last.state) !== asker) return `Nothing to undo for seat ${(asker ?? 0) + 1}: the last action was another seat's.`;
  return null;
}
