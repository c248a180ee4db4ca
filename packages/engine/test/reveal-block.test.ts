import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, revealBlock, revealTargets, type Action, type GameState } from '../src/index';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();
const laterTile = content.tiles.find((t) => t.act === 2)!.id;

/** Seat 1's turn, its ship at `hex` facing `facing`, the crew where `zones` says (deck zones, or below). */
function turn(hex: { q: number; r: number }, facing: 0 | 1 | 2 | 3 | 4 | 5, lookout: boolean, extra: SetupOverrides = {}): GameState {
  const created = createGame({ players: 1, content }, 'reveal-block');
  if (!created.ok) throw new Error(created.error.message);
  const placed = play(created.state, legalActions(created.state).find((a) => a.type === 'placeShip')!);
  return withOverrides(placed, {
    ships: [{ seat: 0, hex, facing }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: lookout ? { area: 'deck', zone: 2 } : { area: 'below', slot: 0 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
    ...extra,
  });
}

function play(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** A pose on the centre tile where, with the Navigation Order's point, a tile can (or cannot) be revealed. */
function pose(canReveal: boolean): { hex: { q: number; r: number }; facing: 0 | 1 | 2 | 3 | 4 | 5 } {
  for (const hex of [{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }, { q: 0, r: 1 }, { q: 1, r: 1 }, { q: 2, r: 1 }]) {
    for (const facing of [0, 1, 2, 3, 4, 5] as const) {
      const s = withPoints(turn(hex, facing, true));
      if ((revealTargets(s, s.players[0]!, s.turn!.navigationPoints).length > 0) === canReveal) return { hex, facing };
    }
  }
  throw new Error('no such pose');
}

function withPoints(state: GameState): GameState {
  return play(state, legalActions(state).find((a) => a.type === 'issueNavigationOrder' && !a.fleeting)!);
}

describe('revealBlock: why no tile can be revealed now (a query: it reads the state only)', () => {
  it('says nothing when a tile can be revealed, and agrees with revealTargets', () => {
    const s = withPoints(turn(pose(true).hex, pose(true).facing, true));
    expect(revealTargets(s, s.players[0]!, s.turn!.navigationPoints).length).toBeGreaterThan(0);
    expect(revealBlock(s, 0)).toBeNull();
  });

  it('nobody in a working Crow\'s Nest comes before the points', () => {
    expect(revealBlock(turn({ q: 2, r: 0 }, 0, false), 0)).toEqual({ code: 'noLookout' });
    expect(revealBlock(withPoints(turn({ q: 2, r: 0 }, 0, false)), 0)).toEqual({ code: 'noLookout' });
  });

  it('no Navigation points, with a lookout', () => {
    expect(revealBlock(turn({ q: 2, r: 0 }, 0, true), 0)).toEqual({ code: 'noPoints' });
  });

  it('the next tile belongs to a later Act, or none is left', () => {
    expect(revealBlock(withPoints(turn(pose(true).hex, pose(true).facing, true, { stack: [laterTile] })), 0)).toEqual({ code: 'laterAct', act: 1, nextAct: 2 });
    expect(revealBlock(withPoints(turn(pose(true).hex, pose(true).facing, true, { stack: [] })), 0)).toEqual({ code: 'noTilesLeft' });
  });

  it('no empty part of the map within reach of the points', () => {
    const s = withPoints(turn(pose(false).hex, pose(false).facing, true));
    expect(revealTargets(s, s.players[0]!, s.turn!.navigationPoints)).toEqual([]);
    expect(revealBlock(s, 0)).toEqual({ code: 'outOfReach', points: s.turn!.navigationPoints });
  });

  it('does not arise off the seat\'s turn or before its ship is on the map', () => {
    const created = createGame({ players: 2, content }, 'reveal-block');
    if (!created.ok) throw new Error(created.error.message);
    expect(revealBlock(created.state, 0)).toBeNull();
    const s = turn({ q: 2, r: 0 }, 0, false);
    expect(revealBlock(s, 1)).toBeNull();
  });
});
