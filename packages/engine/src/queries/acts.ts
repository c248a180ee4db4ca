import type { VisibleState } from '../core/visible';
import { lastActOf } from '../map/reachable-ports';

/** The Acts of this game's own length (D18): the Act now, the last one it can reach, and where each ends. */
export interface GameActs {
  readonly act: number;
  readonly last: number;
  /** The End of Act spaces below the track's end, in order. */
  readonly boundaries: readonly number[];
}

export function gameActs(state: VisibleState): GameActs {
  const board = state.catalog.board;
  const last = lastActOf(board, state.tracks.end);
  return { act: state.act, last, boundaries: board.actBoundaries.filter((b) => b < state.tracks.end) };
}
