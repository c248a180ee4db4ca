import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '@everrain/engine';
import { plainActions, withoutPayment } from '../src/panels/fleeting';
import { withOverrides } from '@everrain/engine/testing';
import { seededSession } from './seeded-session';

describe('the plain action list without the Fleeting duplicates (D145)', () => {
  it('lists each action once, paid by a Fresh Order unless asked, and loses no legal action', () => {
    const legal: Action[] = [
      { type: 'issueNavigationOrder', seat: 0, fleeting: false },
      { type: 'issueNavigationOrder', seat: 0, fleeting: true },
      { type: 'issueCrewOrder', seat: 0, crew: 'c1', to: { area: 'deck', zone: 3 }, fleeting: true },
      { type: 'endTurn', seat: 0 },
    ];
    const plain = plainActions(legal, false);
    expect(plain.twins).toBe(1);
    expect(plain.shown).toEqual([legal[0], legal[2], legal[3]]);
    const paid = plainActions(legal, true);
    expect(paid.shown).toEqual([legal[1], legal[2], legal[3]]);
    // Together, the two lists offer every legal action.
    expect(new Set([...plain.shown, ...paid.shown])).toEqual(new Set(legal));
  });

  it('in a real game the engine offers, the list folds exactly the actions that differ only by the Order paying', () => {
    // A seeded game in its first turn, with one Fleeting Order given to the seat.
    let session = seededSession('fleeting-list', 0);
    for (let i = 0; i < 40 && !session.state.turn; i++) session = seededSession('fleeting-list', i);
    const seat = session.state.turn!.seat;
    const state = withOverrides(session.state, { players: [{ seat, fleeting: 1 }] });
    const legal = legalActions(state);
    const plain = plainActions(legal, false);
    const keys = new Set(legal.map(withoutPayment));
    expect(plain.twins).toBeGreaterThan(0);
    expect(plain.shown.length).toBe(keys.size);
    expect(plain.shown.every((a) => !('fleeting' in a) || !a.fleeting || !legal.some((b) => withoutPayment(b) === withoutPayment(a) && b !== a))).toBe(true);
  });
});
