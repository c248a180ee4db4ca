import { apply, type GameEvent, type GameState } from '@everrain/engine';
import { undoPointsAfter, undoPointsRefusal, type UndoPoint } from '@everrain/session';

/**
 * A stored game's log, read and extended with the session's rules (@everrain/session): an accepted action
 * adds a version; so does an undo (online undo, issue #22), which the log keeps as a record of its own —
 * `{"undo": K}`, back to the state of version K — so the store stays append-only: nothing written is ever
 * changed or removed, and an undo is durable the way an action is (one row in the same group commit).
 */

/** A state online undo can go back to: the version it was. */
export interface VersionPoint extends UndoPoint {
  readonly version: number;
}

/** Where a game stands: its version, its state and the points undo can go back to (D86, D112). */
export interface LogPosition {
  readonly version: number;
  readonly state: GameState;
  readonly undo: readonly VersionPoint[];
}

export type LogStep =
  | { readonly ok: true; readonly position: LogPosition; readonly events: readonly GameEvent[]; readonly undone?: number }
  | { readonly ok: false; readonly code: string; readonly problem: string };

/** The log's text for an undo back to version `to`. */
export function undoRecord(to: number): string {
  return JSON.stringify({ undo: to });
}

/** The version a logged undo goes back to, or null when the entry is an action. */
export function undoTarget(entry: Record<string, unknown>): number | null {
  const keys = Object.keys(entry);
  return keys.length === 1 && keys[0] === 'undo' && Number.isInteger(entry.undo) ? (entry.undo as number) : null;
}

/** An action played on a position: the engine's verdict, the next version, and its undo points. */
export function stepAction(at: LogPosition, action: Record<string, unknown>): LogStep {
  const result = apply(at.state, action);
  if (!result.ok) return { ok: false, code: result.error.code, problem: result.error.message };
  // The engine accepted it: it is one of the legal actions, whose seat is a number.
  const undo = undoPointsAfter(at.undo, at.state, { seat: action.seat as number }, result.reveals, { state: at.state, version: at.version });
  return { ok: true, position: { version: at.version + 1, state: result.state, undo }, events: result.events };
}

/** Why `seat` may not undo at a position, or null if it may (the session's rule and words). */
export function undoRefusalAt(at: LogPosition, seat: number | null): string | null {
  return undoPointsRefusal(at.undo, at.state, seat);
}

/** An undo asked for by `seat`: a new version whose state is the one before that seat's last move. */
export function stepUndo(at: LogPosition, seat: number | null): LogStep {
  const refusal = undoRefusalAt(at, seat);
  if (refusal) return { ok: false, code: 'cannot-undo', problem: refusal };
  const back = at.undo[at.undo.length - 1]!;
  return { ok: true, position: { version: at.version + 1, state: back.state, undo: at.undo.slice(0, -1) }, events: [], undone: back.version };
}

/** A stored entry (an action, or an undo record) replayed on the position before it. */
export function stepStored(at: LogPosition, text: string, seat: number): LogStep {
  const entry = JSON.parse(text) as Record<string, unknown>;
  const to = undoTarget(entry);
  if (to === null) return stepAction(at, entry);
  const step = stepUndo(at, seat);
  if (step.ok && step.undone !== to) return { ok: false, code: 'cannot-undo', problem: `the undo back to version ${to} finds version ${step.undone} to go back to` };
  return step;
}
