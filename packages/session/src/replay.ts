import { apply, createGame, type Action, type GameEvent, type GameState } from '@everrain/engine';
import type { Session } from './session';
import { gameOptions } from './setup';

/** A state kept every this many actions (and at every round's start): stepping back replays at most this many. */
export const CHECKPOINT_EVERY = 32;

/** Where a round begins: the move (actions played) of the first state in that round. */
export interface RoundStart {
  readonly round: number;
  readonly at: number;
}

/**
 * A game opened for watching (D101). Move p is the state after the first p of its actions (0: as set up).
 * Every state comes from the engine replaying the session's actions. Opening replays the whole game once
 * and keeps a state at every round's start and every CHECKPOINT_EVERY actions, so any move is at most
 * CHECKPOINT_EVERY actions from a kept state.
 */
export interface ReplayCursor {
  readonly actions: readonly Action[];
  /** Every event of the game, in order (the engine's record: show it through eventsFor). */
  readonly events: readonly GameEvent[];
  /** How many moves there are past the set-up: the number of actions. */
  readonly length: number;
  /** The game's rounds, each with the move it begins at, in order. */
  readonly rounds: readonly RoundStart[];
  /** The round the state at a move is in. */
  roundAt(move: number): number;
  /** How many of the game's events had happened by a move. */
  eventsAt(move: number): number;
  /** The state at a move (clamped to the game). */
  stateAt(move: number): GameState;
}

/**
 * Opens a session's game for watching: its actions (a stopped game's up to where it stops) replayed under
 * the content of its state. The session was replayed and checked when it was made or loaded, so a refusal
 * here is an engine fault (thrown).
 */
export function replayCursor(session: Session): ReplayCursor {
  const created = createGame(gameOptions(session.setup, session.state.catalog), session.seed);
  if (!created.ok) throw new Error(`replaying: ${created.error.message}`);
  const actions = session.actions;
  const kept = new Map<number, GameState>([[0, created.state]]);
  const events: GameEvent[] = [...created.events];
  const eventCounts = new Int32Array(actions.length + 1);
  const roundOf = new Int32Array(actions.length + 1);
  const rounds: RoundStart[] = [{ round: created.state.round, at: 0 }];
  eventCounts[0] = events.length;
  roundOf[0] = created.state.round;
  const step = (state: GameState, i: number): { state: GameState; events: readonly GameEvent[] } => {
    const result = apply(state, actions[i]!);
    if (!result.ok) throw new Error(`replaying action ${i + 1}: ${result.error.message}`);
    return result;
  };
  let state = created.state;
  for (let i = 0; i < actions.length; i++) {
    const result = step(state, i);
    state = result.state;
    events.push(...result.events);
    const move = i + 1;
    eventCounts[move] = events.length;
    roundOf[move] = state.round;
    if (state.round !== rounds[rounds.length - 1]!.round) {
      rounds.push({ round: state.round, at: move });
      kept.set(move, state);
    } else if (move % CHECKPOINT_EVERY === 0) kept.set(move, state);
  }
  kept.set(actions.length, state);
  const clamp = (p: number) => Math.max(0, Math.min(actions.length, Math.trunc(p)));
  /** The last state asked for: stepping forward one action replays one action from it. */
  let recent = { move: 0, state: created.state };
  return {
    actions,
    events,
    length: actions.length,
    rounds,
    roundAt: (p) => roundOf[clamp(p)]!,
    eventsAt: (p) => eventCounts[clamp(p)]!,
    stateAt(p) {
      const target = clamp(p);
      const exact = kept.get(target);
      if (exact) return (recent = { move: target, state: exact }).state;
      let from = Math.floor(target / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
      // The nearest kept state at or before the target: a checkpoint, a round's start, or the last state asked for.
      for (const r of rounds) if (r.at <= target && r.at > from) from = r.at;
      let s = kept.get(from) ?? created.state;
      if (recent.move <= target && recent.move > from) { from = recent.move; s = recent.state; }
      for (let i = from; i < target; i++) s = step(s, i).state;
      recent = { move: target, state: s };
      return s;
    },
  };
}

/** Where `replayTo` lands: the state, the move it is after, and the events of the action that led there. */
export type ReplayPoint =
  | { readonly ok: true; readonly state: GameState; readonly move: number; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly problem: string };

/**
 * The state after `move` actions, or at the start of `round`: the first state whose round is that round —
 * the state just after the action that began it, before anyone acts in it (D101). A round the game never
 * reached, or a move past its end, is refused, saying how far it went.
 */
export function replayTo(cursor: ReplayCursor, to: { readonly move: number } | { readonly round: number }): ReplayPoint {
  const last = cursor.length;
  const played = `${last} action${last === 1 ? '' : 's'}`;
  const end = cursor.stateAt(last);
  let move: number;
  if ('move' in to) {
    if (!Number.isInteger(to.move) || to.move < 0 || to.move > last) return { ok: false, problem: `there is no move ${to.move}: the game has ${played}. Choose a move from 0 to ${last}.` };
    move = to.move;
  } else {
    const start = cursor.rounds.find((r) => r.round >= to.round);
    if (!start) {
      return {
        ok: false,
        problem: end.outcome
          ? `the game ended in round ${end.round} (the players ${end.outcome.result}, after ${played}): there is no round ${to.round}. Choose a round from 1 to ${end.round}.`
          : `the save reaches only round ${end.round} (${played} so far): round ${to.round} has not been played yet. Choose a round from 1 to ${end.round}.`,
      };
    }
    move = start.at;
  }
  const events = cursor.events.slice(move === 0 ? 0 : cursor.eventsAt(move - 1), cursor.eventsAt(move));
  return { ok: true, state: cursor.stateAt(move), move, events };
}
