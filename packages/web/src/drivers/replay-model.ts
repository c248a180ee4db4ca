import { apply, createGame, type Action, type GameEvent, type GameState } from '@everrain/engine';
import { hashProblem, readSave, saveGameOptions, type SaveFile } from '../session';

/** A state kept every this many actions (and at every round's start): stepping back replays at most this many. */
export const CHECKPOINT_EVERY = 32;

/** Where a round begins: the position (actions played) of the first state in that round. */
export interface RoundStart {
  readonly round: number;
  readonly at: number;
}

/**
 * A saved game opened for watching (D101). Position p is the state after the first p of its actions
 * (0: as set up). Every state comes from the engine replaying the save's actions, never from rules of
 * the viewer's own. Opening replays the whole game once, to check it against the hash its save
 * recorded, and keeps a state at every round's start and every CHECKPOINT_EVERY actions on the way,
 * so any position is at most CHECKPOINT_EVERY actions from a kept state.
 */
export interface Replay {
  readonly save: SaveFile;
  readonly actions: readonly Action[];
  /** Every event of the game, in order (the engine's record: show it through eventsFor). */
  readonly events: readonly GameEvent[];
  /** How many positions there are past the set-up one: the number of actions. */
  readonly length: number;
  /** The game's rounds, each with the position it begins at, in order. */
  readonly rounds: readonly RoundStart[];
  /** The round the state at a position is in. */
  roundAt(position: number): number;
  /** How many of the game's events had happened by a position. */
  eventsAt(position: number): number;
  /** The state at a position (clamped to the game). */
  stateAt(position: number): GameState;
}

/** Opens a save file's text for watching, or says why it cannot: nothing else changes either way. */
export function openReplay(text: string): Replay | string {
  const save = readSave(text);
  if (typeof save === 'string') return save;
  const created = createGame(saveGameOptions(save.setup), save.seed);
  if (!created.ok) return `The save does not replay: ${created.error.message}`;
  const actions = save.actions;
  const kept = new Map<number, GameState>([[0, created.state]]);
  const events: GameEvent[] = [...created.events];
  const eventCounts = new Int32Array(actions.length + 1);
  const roundOf = new Int32Array(actions.length + 1);
  const rounds: RoundStart[] = [{ round: created.state.round, at: 0 }];
  eventCounts[0] = events.length;
  roundOf[0] = created.state.round;
  let state = created.state;
  for (let i = 0; i < actions.length; i++) {
    const result = apply(state, actions[i]!);
    if (!result.ok) return `The save does not replay: action ${i + 1} was refused (${result.error.message}).`;
    state = result.state;
    events.push(...result.events);
    const position = i + 1;
    eventCounts[position] = events.length;
    roundOf[position] = state.round;
    if (state.round !== rounds[rounds.length - 1]!.round) {
      rounds.push({ round: state.round, at: position });
      kept.set(position, state);
    } else if (position % CHECKPOINT_EVERY === 0) kept.set(position, state);
  }
  const problem = hashProblem(save, state);
  if (problem) return problem;
  kept.set(actions.length, state);
  const clamp = (p: number) => Math.max(0, Math.min(actions.length, Math.trunc(p)));
  /** The last state asked for: stepping forward one action replays one action from it. */
  let recent = { position: 0, state: created.state };
  return {
    save,
    actions,
    events,
    length: actions.length,
    rounds,
    roundAt: (p) => roundOf[clamp(p)]!,
    eventsAt: (p) => eventCounts[clamp(p)]!,
    stateAt(p) {
      const target = clamp(p);
      const exact = kept.get(target);
      if (exact) return (recent = { position: target, state: exact }).state;
      let from = Math.floor(target / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
      // The nearest kept state at or before the target: a checkpoint, a round's start, or the last state asked for.
      for (const r of rounds) if (r.at <= target && r.at > from) from = r.at;
      let s = kept.get(from) ?? created.state;
      if (recent.position <= target && recent.position > from) { from = recent.position; s = recent.state; }
      for (let i = from; i < target; i++) {
        const result = apply(s, actions[i]!);
        // The whole game replayed when it was opened: an action refused now would be an engine fault.
        if (!result.ok) throw new Error(`replaying action ${i + 1}: ${result.error.message}`);
        s = result.state;
      }
      recent = { position: target, state: s };
      return s;
    },
  };
}

/** The position a round step lands on: the next round's start, or this round's (the previous one's when already there). */
export function roundStep(replay: Replay, position: number, direction: 1 | -1): number {
  const rounds = replay.rounds;
  if (direction > 0) return rounds.find((r) => r.at > position)?.at ?? replay.length;
  const current = [...rounds].reverse().find((r) => r.at <= position);
  if (current && current.at < position) return current.at;
  return [...rounds].reverse().find((r) => r.at < position)?.at ?? 0;
}
