import { apply, createGame, describeWaiting, type Action, type ContentSet, type GameEvent, type GameState } from '@everrain/engine';
import { renderEnemies, renderMap, renderShip, renderTracks } from './render';
import type { SaveFile } from './save';

export type RoundStart =
  | { readonly ok: true; readonly state: GameState; readonly actionsBefore: number; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly problem: string };

/**
 * The state at the start of a round: the first state of the save's game whose round is that round — the
 * state just after the action that began it, before anyone acts in it. The save has been loaded (and so
 * checked against its hash) already; a round the game never reached is refused, saying how far it went.
 */
export function stateAtRound(save: SaveFile, content: ContentSet, round: number): RoundStart {
  const created = createGame({ ...save.setup, content }, save.seed);
  if (!created.ok) return { ok: false, problem: created.error.message };
  let state = created.state;
  let events: readonly GameEvent[] = created.events;
  let index = 0;
  while (state.round < round && index < save.actions.length) {
    const result = apply(state, save.actions[index] as unknown as Action);
    if (!result.ok) return { ok: false, problem: `action ${index + 1} was refused (${result.error.message})` };
    state = result.state;
    events = result.events;
    index += 1;
  }
  if (state.round >= round) return { ok: true, state, actionsBefore: index, events };
  const played = `${save.actions.length} action${save.actions.length === 1 ? '' : 's'}`;
  return {
    ok: false,
    problem: state.outcome
      ? `the game ended in round ${state.round} (the players ${state.outcome.result}, after ${played}): there is no round ${round}. Choose a round from 1 to ${state.round}.`
      : `the save reaches only round ${state.round} (${played} so far): round ${round} has not been played yet. Choose a round from 1 to ${state.round}.`,
  };
}

/** The whole table as `play` draws it: the tracks, the map, the enemies, every ship, and who is to act. */
export function renderTable(state: GameState): string {
  return [renderTracks(state), renderMap(state), renderEnemies(state), ...state.players.map((p) => renderShip(state, p)), describeWaiting(state)]
    .filter((part) => part !== '')
    .join('\n');
}
