import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, hexTypeAt, revealedHexes, type Action, type GameState, type Hex } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { warningsText, warningText } from '../src/index';

const content = defaultContent();

function atSea(on: 'calmSea' | 'roughSea', strain: number, zone: number | null): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'text-warnings' });
  if (!created.ok) throw new Error(created.error.message);
  const placed = withOverrides(created.state, { placed: [{ slot: 0, tile: 'mistwall-shallows' }] });
  const hex = revealedHexes(placed).map((h) => h.hex).find((h) => hexTypeAt(placed, h) === on) as Hex;
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'mistwall-shallows' }],
    ships: [{ seat: 0, hex, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: zone === null ? { area: 'below', slot: 0 } : { area: 'deck', zone }, strain }] }],
    players: [{ seat: 0, fresh: { navigation: 1 } }],
  });
}

describe('trap warnings in words', () => {
  it('names the crew member Strain would slay, and the ship lost with them', () => {
    const lines = warningsText(atSea('calmSea', 5, 4), { type: 'endTurn', seat: 0 });
    expect(lines[0]).toMatch(/^Abel.*1 Strain.*room for none.*slain/);
    expect(lines[1]).toContain('the ship is lost');
  });

  it('says why a Navigation Order buys no step in a Rough Sea', () => {
    const nav: Action = { type: 'issueNavigationOrder', seat: 0, fleeting: false };
    expect(warningsText(atSea('roughSea', 0, null), nav)).toEqual([
      'This Navigation Order buys no step: every step costs 2 in a Rough Sea and you would have 1. The points will be lost.',
    ]);
    expect(warningsText(atSea('calmSea', 0, null), nav)).toEqual([]);
  });

  it('says a Fatigued crew member gets nothing from the Improvement', () => {
    const state = atSea('calmSea', 0, null);
    const abel = state.players[0]!.crew[0]!.id;
    expect(warningText(state, { kind: 'fatiguedCrewSpace', seat: 0, crew: abel, improvement: 'galley' }))
      .toBe('Abel Marsh is Fatigued: the Galley does nothing for them until the next round (the Order only moves them).');
  });

  it('counts the points lost', () => {
    expect(warningText(atSea('calmSea', 0, null), { kind: 'navigationPointsLost', seat: 0, points: 2 })).toBe('2 Navigation points unspent will be lost.');
  });

  it('says how many Orders could be issued for free, and of which kinds', () => {
    const state = atSea('calmSea', 0, null);
    expect(warningText(state, { kind: 'ordersUnused', seat: 0, free: 2, kinds: ['crew', 'navigation'] }))
      .toBe('2 Fresh Orders could still be issued for free (Crew or Navigation): the next turn recovers only Issued Orders, at most 3.');
    expect(warningText(state, { kind: 'ordersUnused', seat: 0, free: 1, kinds: ['artillery'] })).toMatch(/^One Fresh Order could still be issued for free \(Artillery\)/);
  });
});
