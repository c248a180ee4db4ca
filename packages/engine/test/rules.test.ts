import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  canFireArtillery, createGame, hexDistance, hexKey, navigationOrderValue, neighbours, slotHexes, withOverrides,
  type GameState, type SetupOverrides,
} from '../src/index';

const content = defaultContent();

function started(overrides: SetupOverrides, players = 1): GameState {
  const created = createGame({ players, content }, 'rules');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    ...overrides,
  });
}

describe('the board', () => {
  const slots = content.board.tileSlots;
  const hexesOf = slots.map((s) => slotHexes(s).map(hexKey));

  it('has 19 slots of six hexes that never overlap', () => {
    expect(slots).toHaveLength(19);
    const all = hexesOf.flat();
    expect(new Set(all).size).toBe(19 * 6);
  });

  it("every slot's hexes are connected, and the centre borders exactly the six slots of the first ring", () => {
    for (const s of slots) {
      const hexes = slotHexes(s);
      for (const h of hexes) expect(hexes.some((o) => hexDistance(o, h) === 1)).toBe(true);
    }
    const centre = new Set(hexesOf[0]);
    const bordering = hexesOf.map((hexes, i) => ({ i, touches: hexes.some((k) => {
      const [q, r] = k.split(',').map(Number) as [number, number];
      return neighbours({ q, r }).some((n) => centre.has(hexKey(n)));
    }) })).filter((x) => x.i !== 0 && x.touches).map((x) => x.i);
    expect(bordering.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('nodes', () => {
  const crew = (zones: number[]) => [{ seat: 0, members: zones.map((zone, i) => ({ token: content.crew[i]!.id, at: { area: 'deck' as const, zone } })) }];

  it('a Navigation Order is 1 plus one per manned, intact Navigation node; a destroyed node gives nothing', () => {
    const two = started({ crew: crew([7, 8]) });
    expect(navigationOrderValue(two, two.players[0]!)).toBe(3);
    const s = started({ crew: crew([0, 7, 8]), players: [{ seat: 0, destroyedNodes: [8] }] });
    expect(navigationOrderValue(s, s.players[0]!)).toBe(3);
    const none = started({ crew: crew([1, 4]) });
    expect(navigationOrderValue(none, none.players[0]!)).toBe(1);
  });

  it("a Navigator's Trait adds a point while manning a Navigation node, not elsewhere", () => {
    const navigator = (zone: number) => started({ crew: [{ seat: 0, members: [{ token: 'adept-ysolde-vane', at: { area: 'deck', zone } }] }] });
    const on = navigator(7);
    const off = navigator(4);
    expect(navigationOrderValue(on, on.players[0]!)).toBe(3);
    expect(navigationOrderValue(off, off.players[0]!)).toBe(1);
  });

  it('Artillery fires only from a slot with a card and a manned, intact node of that slot', () => {
    // The Bitter End carries Smasher Carronades in its Port slot only.
    const manned = started({ crew: crew([3]) });
    expect(canFireArtillery(manned, manned.players[0]!, 'port')).toBe(true);
    expect(canFireArtillery(manned, manned.players[0]!, 'starboard')).toBe(false);
    const wrongNode = started({ crew: crew([5]) });
    expect(canFireArtillery(wrongNode, wrongNode.players[0]!, 'port')).toBe(false);
    const destroyed = started({ crew: crew([3]), players: [{ seat: 0, destroyedNodes: [3] }] });
    expect(canFireArtillery(destroyed, destroyed.players[0]!, 'port')).toBe(false);
  });
});

describe('Traits at setup', () => {
  it('never leave a Deckhand with a contradicting pair', () => {
    for (let seed = 0; seed < 200; seed++) {
      const created = createGame({ players: 4, content }, seed);
      if (!created.ok) throw new Error(created.error.message);
      for (const c of created.state.players.flatMap((p) => p.crew)) {
        const positive = content.traits.find((t) => t.id === c.positiveTrait);
        expect(positive?.contradicts ?? []).not.toContain(c.negativeTrait);
      }
    }
  });
});
