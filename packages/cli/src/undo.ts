import { apply, awaitedSeat, type Action, type GameEvent, type GameState } from '@everrain/engine';

/** A state undo can go back to, and how many actions led to it. */
export interface Snapshot {
  readonly state: GameState;
  readonly actions: number;
}

/** What `play` needs of a session: the state, the actions so far and what undo can go back to. */
export interface UndoableSession {
  state: GameState;
  actions: object[];
  undo: Snapshot[];
}

/**
 * Plays one action with the browser's undo rule (packages/web/src/session.ts, Board Game Arena's policy):
 * undo never crosses a die roll, a card draw or any other new information (the engine's `reveals`, D86),
 * nor another seat's action — such an action empties what can be undone. Returns the events, or null if
 * the engine refused the action (the session is then unchanged).
 */
export function playUndoable(session: UndoableSession, action: Action): readonly GameEvent[] | null {
  const result = apply(session.state, action);
  if (!result.ok) return null;
  const before = awaitedSeat(session.state);
  const revealed = result.reveals || before !== action.seat;
  const last = session.undo[session.undo.length - 1];
  const sameSeat = !last || awaitedSeat(last.state) === action.seat;
  const snapshot: Snapshot = { state: session.state, actions: session.actions.length };
  session.undo = revealed || !sameSeat ? [] : [...session.undo, snapshot];
  session.state = result.state;
  session.actions.push(action);
  return result.events;
}

/**
 * Why undo is not possible now, or null if it is. Beyond the browser's rule, the seat asking must be the
 * one whose action would be taken back: in hot-seat play the next seat cannot undo the last one's move.
 */
export function undoRefusal(session: UndoableSession): string | null {
  const last = session.undo[session.undo.length - 1];
  if (!last) return 'Nothing to undo: undo goes back only within your own turn, and never past a die roll, a card drawn, a tile revealed or another seat\'s action.';
  if (awaitedSeat(last.state) !== awaitedSeat(session.state)) return `Nothing to undo for seat ${(awaitedSeat(session.state) ?? 0) + 1}: the last action was another seat's.`;
  return null;
}

/** Takes back the last undoable action; returns the action taken back, or null. */
export function undoLast(session: UndoableSession): object | null {
  if (undoRefusal(session) !== null) return null;
  const last = session.undo[session.undo.length - 1]!;
  const taken = session.actions[last.actions] ?? null;
  session.state = last.state;
  session.actions = session.actions.slice(0, last.actions);
  session.undo = session.undo.slice(0, -1);
  return taken;
}
