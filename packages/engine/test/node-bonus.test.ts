import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, navigationOrderValue, volleyDice, type GameState } from '../src/index';
import { artilleryReach } from '../src/combat/artillery';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

function withCrew(members: NonNullable<SetupOverrides['crew']>[number]['members']): GameState {
  const created = createGame({ players: 1, content }, 'node-bonus');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members }],
  });
}

/** Rulebook, Orders: a node's bonus counts once, however many crew man it (D54). */
describe('one bonus per node', () => {
  it('two Navigators on one Navigation node give one Star Reader point; on two nodes, two', () => {
    const crowded = withCrew([
      { token: 'adept-ysolde-vane', at: { area: 'deck', zone: 7 } },
      { token: 'adept-tobiah-quill', at: { area: 'deck', zone: 7 } },
    ]);
    const apart = withCrew([
      { token: 'adept-ysolde-vane', at: { area: 'deck', zone: 7 } },
      { token: 'adept-tobiah-quill', at: { area: 'deck', zone: 8 } },
    ]);
    const alone = withCrew([{ token: 'adept-ysolde-vane', at: { area: 'deck', zone: 7 } }]);
    const value = (s: GameState) => navigationOrderValue(s, s.players[0]!);
    expect(value(crowded)).toBe(value(alone));
    expect(value(crowded)).toBe(1 + 1 + 1);
    expect(value(apart)).toBe(1 + 2 + 2);
  });

  it('a Deckhand beside a Navigator on the same node takes nothing away: the best crew member counts', () => {
    const s = withCrew([
      { token: 'deckhand-abel', at: { area: 'deck', zone: 7 } },
      { token: 'adept-ysolde-vane', at: { area: 'deck', zone: 7 } },
    ]);
    expect(navigationOrderValue(s, s.players[0]!)).toBe(3);
  });

  // A guard rather than a fix: volleys never depended on who mans the node, and must not start to.
  it('a second crew member on an Artillery node — even a Master at Arms — changes neither reach nor dice', () => {
    const one = withCrew([{ token: 'deckhand-abel', at: { area: 'deck', zone: 3 } }]);
    const two = withCrew([
      { token: 'deckhand-abel', at: { area: 'deck', zone: 3 } },
      { token: 'adept-maren-steel', at: { area: 'deck', zone: 3 } },
    ]);
    const reachOne = artilleryReach(one, one.players[0]!);
    const reachTwo = artilleryReach(two, two.players[0]!);
    expect(reachOne.length).toBeGreaterThan(0);
    expect(reachTwo).toEqual(reachOne);
    expect(reachTwo.map((o) => volleyDice(two, two.players[0]!, o))).toEqual(reachOne.map((o) => volleyDice(one, one.players[0]!, o)));
  });
});
