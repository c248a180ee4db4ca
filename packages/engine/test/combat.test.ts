import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultContent } from '@everrain/content';
import {
  createGame, hexKey, legalActions, nodeColour,
  randomAllocation, RandomSource, seedRng, apply,
  type GameState, type Hex,
} from '../src/index';
import { traumaAllocations } from '../src/core/allocation';
import { artilleryReach } from '../src/combat/artillery';
import { hexDistance } from '../src/core/hex';
import { hexesBetween, lineOfSight, rotateOffset } from '../src/map/los';
import { fallbackZone } from '../src/ship/ship-damage';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

function started(overrides: SetupOverrides, rules: Record<string, string> = {}): GameState {
  const created = createGame({ players: 1, content, rules }, 'combat');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    seaEvents: ['becalmed'],
    ...overrides,
  });
}

describe('ship damage (reference manual, Damage)', () => {
  it('lands in the rolled Zone when its node is intact', () => {
    expect(fallbackZone(4, [0, 1, 2, 3, 4, 5])).toBe(4);
  });
  it('falls to the nearest lower Zone with an intact node', () => {
    expect(fallbackZone(4, [0, 2, 5, 9])).toBe(2);
  });
  it('falls to the nearest higher Zone when no lower one is intact', () => {
    expect(fallbackZone(1, [5, 7, 9])).toBe(5);
  });
  it('has nowhere to go when every node is destroyed', () => {
    expect(fallbackZone(3, [])).toBeUndefined();
  });
  it('knows each node\'s colour: Navigation blue, Artillery red, the rest black', () => {
    expect(nodeColour(withoutGame(), 7)).toBe('blue');
    expect(nodeColour(withoutGame(), 0)).toBe('blue');
    expect(nodeColour(withoutGame(), 3)).toBe('red');
    expect(nodeColour(withoutGame(), 2)).toBe('black');
  });
});

function withoutGame(): GameState {
  return started({});
}

describe('Line of Sight', () => {
  it('is clear between neighbours: nothing lies between', () => {
    expect(hexesBetween({ q: 0, r: 0 }, { q: 1, r: 0 }, 1)).toEqual([]);
  });
  it('passes through the hexes on a straight line', () => {
    expect(hexesBetween({ q: 0, r: 0 }, { q: 3, r: 0 }, 1).map(hexKey)).toEqual(['1,0', '2,0']);
  });
  it('is blocked by a blocker on a straight line', () => {
    expect(lineOfSight({ q: 0, r: 0 }, { q: 3, r: 0 }, (h) => h.q === 2 && h.r === 0)).toBe(false);
  });
  it('along an edge between two hexes is blocked only when both are', () => {
    // From 0,0 to 1,1 the line runs between 1,0 and 0,1.
    const between = [hexesBetween({ q: 0, r: 0 }, { q: 1, r: 1 }, 1), hexesBetween({ q: 0, r: 0 }, { q: 1, r: 1 }, -1)].map((l) => l.map(hexKey));
    expect(between.flat().sort()).toEqual(['0,1', '1,0']);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 1, r: 1 }, (h) => h.q === 1 && h.r === 0)).toBe(true);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 1, r: 1 }, (h) => (h.q === 1 && h.r === 0) || (h.q === 0 && h.r === 1))).toBe(false);
  });
  it('every hex between lies strictly nearer to both ends than they are to each other', () => {
    fc.assert(fc.property(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (q, r) => {
      const from: Hex = { q: 0, r: 0 };
      const to: Hex = { q, r };
      const n = hexDistance(from, to);
      for (const side of [1, -1]) {
        const line = hexesBetween(from, to, side);
        expect(line).toHaveLength(Math.max(0, n - 1));
        line.forEach((h, i) => {
          expect(hexDistance(from, h)).toBe(i + 1);
          expect(hexDistance(h, to)).toBe(n - i - 1);
        });
      }
    }));
  });
});

describe('Artillery reach', () => {
  it('turns with the ship: one turn to starboard turns every target one direction', () => {
    fc.assert(fc.property(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 5 }), (q, r, f) => {
      const once = rotateOffset({ q, r }, f);
      expect(hexDistance({ q: 0, r: 0 }, once)).toBe(hexDistance({ q: 0, r: 0 }, { q, r }));
      expect(rotateOffset({ q, r }, 6)).toEqual({ q, r });
    }));
  });
  it('the Bow fires a Bow/Stern card ahead and the Stern fires it astern', () => {
    const shipWithChasers = content.ships.find((s) => s.artillery.bowStern === 'nine-pound-chasers');
    if (!shipWithChasers) throw new Error('no ship carries the 9 Pound Chasers');
    const created = createGame({ players: 1, content, ships: [shipWithChasers.id] }, 'reach');
    if (!created.ok) throw new Error(created.error.message);
    const state = withOverrides(created.state, {
      placed: [{ slot: 0, tile: 'duskfall-reach' }],
      ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
      crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 0 } }, { token: 'deckhand-bryn', at: { area: 'deck', zone: 9 } }] }],
    });
    const reach = artilleryReach(state, state.players[0]!).filter((o) => o.slot === 'bowStern');
    expect(reach.filter((o) => !o.astern).map((o) => `${hexKey(o.target)}:${o.dice}`)).toEqual(['1,0:1', '2,0:2', '3,0:1']);
    expect(reach.filter((o) => o.astern).map((o) => `${hexKey(o.target)}:${o.dice}`)).toEqual(['-1,0:1', '-2,0:2', '-3,0:1']);
  });
});

describe('spreading Trauma', () => {
  it('lists every allocation within the targets\' capacities', () => {
    expect(traumaAllocations(2, [{ id: 'a', capacity: 2 }, { id: 'b', capacity: 1 }])).toEqual([[1, 1], [2, 0]]);
    expect(traumaAllocations(5, [{ id: 'a', capacity: 2 }, { id: 'b', capacity: 1 }])).toEqual([[2, 1]]);
  });
  it('at random (the damage step): 1 Trauma over two sailors lands on each half the time', () => {
    const random = new RandomSource(seedRng('spread'));
    const n = 4000;
    let first = 0;
    for (let i = 0; i < n; i++) first += randomAllocation(1, [{ id: 'a', capacity: 3 }, { id: 'b', capacity: 3 }], random)[0] ?? 0;
    // 5 standard deviations of a fair coin over n trials.
    expect(Math.abs(first / n - 0.5)).toBeLessThan(5 * Math.sqrt(0.25 / n));
  });
  it('at random, a target that dies leaves the step: 2 Trauma over capacities 1 and 5 always kill the first', () => {
    const random = new RandomSource(seedRng('lethal'));
    for (let i = 0; i < 200; i++) {
      const [a, b] = randomAllocation(2, [{ id: 'a', capacity: 1 }, { id: 'b', capacity: 5 }], random);
      expect((a ?? 0) + (b ?? 0)).toBe(2);
      // Either the first shot kills a and the second must hit b, or the first hits b and the second goes either way.
      expect(a).toBeLessThanOrEqual(1);
    }
  });
  it('every random allocation is one the players could have chosen', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 8 }), fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }), fc.integer(), (amount, caps, seed) => {
      const targets = caps.map((capacity, i) => ({ id: `t${i}`, capacity }));
      const allocation = randomAllocation(amount, targets, new RandomSource(seedRng(seed)));
      expect(traumaAllocations(amount, targets).map((a) => a.join(','))).toContain(allocation.join(','));
    }));
  });
});

describe('the rules option: Trauma at random', () => {
  it('a Fray with two crew in the zone spreads its Trauma by itself and logs the hits', () => {
    const state = started({
      crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 0 } }, { token: 'deckhand-cass', at: { area: 'deck', zone: 4 } }] }],
      enemies: [{ card: 'drowned-man', at: { area: 'deck', seat: 0, zone: 4 } }],
      // The Drowned Man rolls Damage, Damage, Damage; the crew roll only Blanks.
      dice: { enemy: [2, 2, 2], attack: [4, 4, 4, 4, 4, 4], evasion: [4, 4, 4, 4, 4, 4] },
    }, { traumaDistribution: 'random' });
    const result = apply(state, { type: 'endTurn', seat: 0 });
    if (!result.ok) throw new Error(result.error.message);
    const spread = result.events.find((e) => e.kind === 'traumaDistributedAtRandom');
    expect(spread?.data?.amount).toBe(3);
    expect(result.state.pending).toEqual([]);
    // Deckhands hold at least 4 gems: 3 Trauma slay nobody, and exactly what the step dealt is on the two in the zone.
    const [abel, bryn, cass] = result.state.players[0]!.crew;
    expect(spread?.data?.allocation).toEqual([abel?.trauma, cass?.trauma]);
    expect((abel?.trauma ?? 0) + (cass?.trauma ?? 0)).toBe(3);
    expect(bryn?.trauma).toBe(0);
  });
  it('by default the players decide: the same Fray opens an assignTrauma decision', () => {
    const state = started({
      crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 } }, { token: 'deckhand-cass', at: { area: 'deck', zone: 4 } }] }],
      enemies: [{ card: 'drowned-man', at: { area: 'deck', seat: 0, zone: 4 } }],
      dice: { enemy: [2, 2, 2], attack: [4, 4, 4, 4, 4, 4], evasion: [4, 4, 4, 4, 4, 4] },
    });
    const result = apply(state, { type: 'endTurn', seat: 0 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.pending[0]).toMatchObject({ kind: 'assignTrauma', amount: 3, side: 'crew' });
    expect(legalActions(result.state).every((a) => a.type === 'assignTrauma')).toBe(true);
  });
});
