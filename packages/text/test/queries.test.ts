import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, type Action } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { describeAction, revealBlockText } from '../src/index';

const content = defaultContent();

describe('an engaged service is described at the price the engine takes (serviceCost)', () => {
  it('the University with a Treasure handed in names the Clues actually paid', () => {
    const created = createGame({ players: 1, length: 'short', content }, { scenario: 'text-university' });
    if (!created.ok) throw new Error(created.error.message);
    const state = withOverrides(created.state, {
      placed: [{ slot: 0, tile: 'duskfall-reach' }],
      ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
      crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 1 } }] }],
      players: [{ seat: 0, clues: 7, hold: ['drowned-bell'] }],
    });
    const action = legalActions(state).find((a): a is Extract<Action, { type: 'engageService' }> => a.type === 'engageService' && a.service === 'university' && a.steps === 2 && !!a.treasures?.length);
    if (!action) throw new Error('2 steps with the Drowned Bell should be offered');
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    const paid = state.players[0]!.clues - result.state.players[0]!.clues;
    expect(describeAction(state, action)).toContain(`for ${paid} Clues`);
  });
});

describe('why no tile can be revealed, in words (revealBlockText)', () => {
  it('says each reason plainly, naming Acts and points as a player reads them', () => {
    expect(revealBlockText({ code: 'laterAct', act: 1, nextAct: 2 })).toBe('No tile can be revealed: the next tile belongs to Act II, and this is Act I.');
    expect(revealBlockText({ code: 'noLookout' })).toContain("Crow's Nest");
    expect(revealBlockText({ code: 'noPoints' })).toContain('Navigation Order');
    expect(revealBlockText({ code: 'outOfReach', points: 1 })).toContain('1 Navigation point ');
    expect(revealBlockText({ code: 'noTilesLeft' })).toContain('none is left');
    expect(revealBlockText({ code: 'mapFull' })).toContain('already revealed');
  });
});

describe('sailBlockText (issue #24 item 3)', () => {
  it('says why no hex can be sailed to, and what helps', async () => {
    const { sailBlockText } = await import('../src/sailing');
    expect(sailBlockText({ kind: 'noPoints' })).toBe('No Navigation points: issue a Navigation Order to sail.');
    expect(sailBlockText({ kind: 'tooFewPoints', points: 1, stepCost: 2 })).toBe('1 Navigation point is not enough for a step here: each costs 2 (a Rough Sea or a Storm doubles it).');
    expect(sailBlockText({ kind: 'nothingAhead', points: 2, canTurn: true })).toMatch(/^No hex can be reached with 2 Navigation points: .* Turn to face another way, or reveal a tile ahead, to open a way\.$/);
    expect(sailBlockText({ kind: 'nothingAhead', points: 1, canTurn: false })).not.toMatch(/Turn/);
  });
});
