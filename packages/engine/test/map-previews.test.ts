import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { artilleryArcs, createGame, hexKey, stormMoves, type GameState } from '../src/index';
import { hexDistance } from '../src/core/hex';
import { artilleryReach } from '../src/combat/artillery';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();
const chasers = content.ships.find((s) => s.artillery.bowStern === 'nine-pound-chasers');

function game(overrides: SetupOverrides): GameState {
  const created = createGame({ players: 1, content, ...(chasers ? { ships: [chasers.id] } : {}) }, 'previews');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, overrides);
}

describe('map previews (the hexes a client shades while a slot or a Storm is hovered)', () => {
  it("an Artillery slot's arc is its card's pattern turned to the ship's facing, ahead from the Bow and astern from the Stern", () => {
    const crew = { seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 0 } as const }, { token: 'deckhand-bryn', at: { area: 'deck', zone: 9 } as const }] };
    const east = game({ placed: [{ slot: 0, tile: 'duskfall-reach' }], ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }], crew: [crew] });
    const arcs = artilleryArcs(east, east.players[0]!);
    const bow = arcs.find((a) => a.slot === 'bowStern' && !a.astern);
    const stern = arcs.find((a) => a.slot === 'bowStern' && a.astern);
    expect(bow?.hexes.map((h) => `${hexKey(h.hex)}:${h.dice}`)).toEqual(['1,0:1', '2,0:2', '3,0:1']);
    expect(stern?.hexes.map((h) => hexKey(h.hex))).toEqual(['-1,0', '-2,0', '-3,0']);
    // Turned to face the opposite way, the Bow's arc is the Stern's of before.
    const west = game({ placed: [{ slot: 0, tile: 'duskfall-reach' }], ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 3 }], crew: [crew] });
    const westBow = artilleryArcs(west, west.players[0]!).find((a) => a.slot === 'bowStern' && !a.astern);
    expect(westBow?.hexes.map((h) => hexKey(h.hex))).toEqual(['-1,0', '-2,0', '-3,0']);
    // Every slot with a card has an arc; the manned ones are exactly what the engine's volleys reach.
    for (const a of arcs) expect(a.hexes.length).toBeGreaterThan(0);
    const reach = artilleryReach(east, east.players[0]!).map((o) => `${o.slot}/${o.astern}/${hexKey(o.target)}`).sort();
    expect(arcs.filter((a) => a.manned).flatMap((a) => a.hexes.map((h) => `${a.slot}/${a.astern}/${hexKey(h.hex)}`)).sort()).toEqual(reach);
  });

  it('an unmanned slot still shows where it would fire (a preview), marked unmanned', () => {
    const s = game({ placed: [{ slot: 0, tile: 'duskfall-reach' }], ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }], crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 } }] }] });
    const arcs = artilleryArcs(s, s.players[0]!);
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.every((a) => !a.manned)).toBe(true);
    expect(arcs.find((a) => a.slot === 'bowStern' && !a.astern)?.hexes.map((h) => hexKey(h.hex))).toEqual(['1,0', '2,0', '3,0']);
  });

  it("a Storm's possible moves: the drift toward the First Player's ship, and one shift of every hex for each direction", () => {
    const storm = [{ q: 2, r: 0 }, { q: 3, r: 0 }];
    const s = game({ placed: [{ slot: 0, tile: 'duskfall-reach' }], ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }], storms: [storm] });
    const moves = stormMoves(s, 0)!;
    expect(moves.options).toHaveLength(6);
    for (const o of moves.options) {
      o.hexes.forEach((h, i) => expect(hexDistance(h, storm[i]!)).toBe(1));
    }
    // The drift brings the Storm's first hex nearer the ship at 0,0.
    expect(moves.drift).not.toBeNull();
    const drifted = moves.options.find((o) => o.direction === moves.drift)!;
    expect(hexDistance(drifted.hexes[0]!, { q: 0, r: 0 })).toBe(hexDistance(storm[0]!, { q: 0, r: 0 }) - 1);
    // Over the First Player's ship already, it stays.
    const over = game({ placed: [{ slot: 0, tile: 'duskfall-reach' }], ships: [{ seat: 0, hex: { q: 2, r: 0 }, facing: 0 }], storms: [storm] });
    expect(stormMoves(over, 0)!.drift).toBeNull();
    expect(stormMoves(over, 5)).toBeNull();
  });
});
