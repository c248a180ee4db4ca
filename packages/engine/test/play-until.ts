import { apply, legalActions, type GameEvent, type GameState } from '../src/index';

/**
 * Plays on from `state` — every seat ends its turn, anything else asked is answered with the first legal
 * action — until `done` holds, the game ends or `limit` actions are played. Returns the state and the events on the way.
 */
export function playUntil(state: GameState, done: (s: GameState) => boolean, limit = 500): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && !done(s) && !s.outcome; i++) {
    const legal = legalActions(s);
    const action = legal.find((a) => a.type === 'endTurn') ?? legal[0];
    if (!action) throw new Error('no legal action');
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
    s = result.state;
  }
  return { state: s, events };
}
