import type { TurnClockState } from './store';

/**
 * A game's turn clock (issue #23 item 4, D164) as plain arithmetic: a turn's deadline and reminder when the
 * awaited seats change, and the host's pause (a holiday) and resume. The stores and the rooms share these,
 * so every process computes the same clock from the same facts.
 */

/** Bounds of a turn time limit chosen at creation, in hours (a custom limit too). */
export const MIN_TURN_LIMIT_HOURS = 1;
export const MAX_TURN_LIMIT_HOURS = 24 * 30;

/** By default the reminder goes when a quarter of the turn's time is left (D164). */
export const DEFAULT_REMIND_WHEN_LEFT = 0.25;

/** A game with no clock running: nobody awaited, or no limit (its `since` still says since when). */
export function idleTurn(version: number, since: number): TurnClockState {
  return { version, since, deadline: null, remindAt: null, pausedLeft: null, remindLeft: null };
}

/**
 * The clock of a turn that begins at `version` (the awaited seats changed) at `now`: its time runs from now,
 * unless the clock is paused, when the whole limit waits for the resume.
 */
export function startTurn(before: TurnClockState | null, limitMs: number | null, version: number, now: number, awaited: number, remindWhenLeft: number): TurnClockState {
  if (limitMs === null) return idleTurn(version, now);
  if (before?.pausedLeft != null) return { ...idleTurn(version, now), pausedLeft: limitMs, remindLeft: reminderLeft(limitMs, remindWhenLeft) };
  if (awaited === 0) return idleTurn(version, now);
  const left = reminderLeft(limitMs, remindWhenLeft);
  return { version, since: now, deadline: now + limitMs, remindAt: left !== null ? now + left : null, pausedLeft: null, remindLeft: null };
}

/** How long after a turn begins its reminder goes (null: none, when nothing is to be left). */
function reminderLeft(limitMs: number, remindWhenLeft: number): number | null {
  const early = Math.round(limitMs * remindWhenLeft);
  return early > 0 ? limitMs - early : null;
}

/**
 * The clock paused at `now` (the time left kept, no deadline runs) or resumed (the deadline is now plus the
 * time left). A clock already so is returned as it is.
 */
export function pausedTurn(clock: TurnClockState, limitMs: number, paused: boolean, now: number): TurnClockState {
  if (paused) {
    if (clock.pausedLeft !== null) return clock;
    return {
      ...clock, deadline: null, remindAt: null,
      pausedLeft: clock.deadline !== null ? Math.max(0, clock.deadline - now) : limitMs,
      remindLeft: clock.remindAt !== null ? Math.max(0, clock.remindAt - now) : null,
    };
  }
  if (clock.pausedLeft === null) return clock;
  return { ...clock, deadline: now + clock.pausedLeft, remindAt: clock.remindLeft !== null ? now + clock.remindLeft : null, pausedLeft: null, remindLeft: null };
}

/** What every seat is shown of the clock (welcome, presence, `clock` messages). */
export interface ClockView {
  /** The game's limit per turn (ms), or null. */
  readonly limitMs: number | null;
  /** The seats awaited now, and since when. */
  readonly awaited: readonly number[];
  readonly since: number;
  /** When the turn's time runs out (null: no limit, paused, or ran out already). */
  readonly deadline: number | null;
  /** While the host has paused the clock: the time the turn has left. */
  readonly pausedLeft: number | null;
  /** The server's time when it said this, so a page whose own clock is off counts the time left right. */
  readonly now: number;
}
