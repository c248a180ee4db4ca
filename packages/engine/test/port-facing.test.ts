import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, type Action, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';

const content = defaultContent();

/** Seat 0's ship in the Port of Duskfall (1,0), facing north (0), or on the Calm Sea beside it (0,0). */
function game(inPort: boolean, navigation = 0): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'port-facing' });
  if (!created.ok) throw new Error(created.error.message);
  let state = withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: inPort ? { q: 1, r: 0 } : { q: 0, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
  });
  for (let i = 0; i < navigation; i++) state = play(state, { type: 'issueNavigationOrder', seat: 0, fleeting: false });
  return state;
}

function play(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const turns = (state: GameState) => legalActions(state).filter((a) => a.type === 'sail' && a.step !== 'ahead' && a.step !== 'reveal');
const faces = (state: GameState) => legalActions(state).filter((a): a is Extract<Action, { type: 'face' }> => a.type === 'face');

describe('turning in a Port is one choice of facing (Departing from Port: "may change the facing of their ship without cost")', () => {
  it('offers one free `face` action per other facing, and no turn one face at a time', () => {
    const state = game(true);
    expect(faces(state).map((a) => a.facing)).toEqual([1, 2, 3, 4, 5]);
    expect(turns(state)).toEqual([]);
  });

  it('facing costs nothing and keeps the Navigation points in hand', () => {
    const state = game(true, 1);
    const points = state.turn!.navigationPoints;
    expect(points).toBeGreaterThan(0);
    const after = play(state, { type: 'face', seat: 0, facing: 3 });
    expect(after.players[0]!.position).toEqual({ hex: { q: 1, r: 0 }, facing: 3 });
    expect(after.turn!.navigationPoints).toBe(points);
    expect(after.players[0]!.orders).toEqual(state.players[0]!.orders);
  });

  it('at sea there is no `face`: turning costs a point a face, as before', () => {
    const state = game(false, 1);
    expect(faces(state)).toEqual([]);
    expect(turns(state).length).toBe(2);
  });

  it('a turn one face at a time in a Port, as older scenarios and saves play it, is still accepted, to the same state as `face`', () => {
    const state = game(true);
    const byTurn = play(play(state, { type: 'sail', seat: 0, step: 'turnPort' }), { type: 'sail', seat: 0, step: 'turnPort' });
    const byFace = play(state, { type: 'face', seat: 0, facing: 4 });
    expect(byTurn.players[0]!.position).toEqual(byFace.players[0]!.position);
    expect(byTurn.turn).toEqual(byFace.turn);
    // Out of a Port the old turn is refused without points, as it always was.
    const atSea = apply(game(false), { type: 'sail', seat: 0, step: 'turnPort' });
    expect(atSea.ok).toBe(false);
  });
});
