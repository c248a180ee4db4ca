import type { Action } from '../core/actions';
import { apply } from './apply';
import type { EngineError } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { GameSeed } from '../core/rng';
import { createGame, type GameOptions } from './setup';
import type { GameState } from '../core/state';

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError; readonly index: number; readonly state: GameState | null };

/** Rebuilds a game from its setup, seed and action list. Stops at the first refused action, saying which. */
export function replay(options: GameOptions, seed: GameSeed, actions: readonly unknown[]): ReplayResult {
  const created = createGame(options, seed);
  if (!created.ok) return { ok: false, error: created.error, index: -1, state: null };
  let state = created.state;
  const events: GameEvent[] = [...created.events];
  for (let i = 0; i < actions.length; i++) {
    const result = apply(state, actions[i] as Action);
    if (!result.ok) return { ok: false, error: result.error, index: i, state };
    state = result.state;
    events.push(...result.events);
  }
  return { ok: true, state, events };
}
