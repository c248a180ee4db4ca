import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type ContentSet, type GameState, type Hex } from '../src/index';
import { withOverrides } from '../src/testing';
import { createCtx, settle } from '../src/core/context';
import { rollFateAmong } from '../src/core/dice';
import { nearestShip } from '../src/enemy-phase/at-sea';
import { spawnAtSeaCard } from '../src/enemies/spawn';
import { respawn as respawnShip } from '../src/orders/resolve';
import { hexKey, neighbour, type Facing } from '../src/core/hex';

/**
 * Random choices are uniform unless a rule says to roll (issue #11, A8). Every test here is seeded, so
 * it is deterministic; the bound is Pearson's chi-square at p = 0.001 for the degrees of freedom named,
 * so a fair pick would fail one run in a thousand seeds, and the old Fate-Die-modulo picks (40/30/30,
 * 30/30/20/20, and 4 of 6 directions at 20%) are far beyond it at these sample sizes.
 */
const CHI_SQUARE_999: Record<number, number> = { 2: 13.816, 3: 16.266, 5: 20.515 };

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

const TRIALS = 6000;

/** The content with every map hex a Calm Sea: open water everywhere, no Port to hide in. */
function openWater(): ContentSet {
  const content = defaultContent();
  return { ...content, tiles: content.tiles.map((t) => ({ ...t, hexes: t.hexes.map(() => ({ type: 'calmSea' as const })) })) };
}

function openSea(players: number, ships: readonly Hex[], seed: string): GameState {
  const content = openWater();
  const created = createGame({ players, content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: content.tiles.slice(0, content.board.tileSlots.length).map((t, slot) => ({ slot, tile: t.id })),
    ships: ships.map((hex, seat) => ({ seat, hex, facing: 0 })),
    seaEvents: ['becalmed'],
    reseed: seed,
  });
}

describe('the Fate Die choosing among n things (re-rolling faces that name nothing)', () => {
  for (const n of [3, 4, 6]) {
    it(`is uniform among ${n} (chi-square, ${n - 1} degrees of freedom, p = 0.001)`, () => {
      const state = openSea(1, [{ q: 0, r: 0 }], `fate-among-${n}`);
      const ctx = createCtx(state);
      const counts = Array.from({ length: n }, () => 0);
      for (let i = 0; i < TRIALS; i++) counts[rollFateAmong(ctx, n, 'test', { for: 'damageZone' })]! += 1;
      expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[n - 1]!);
    });
  }
});

describe('an enemy ship choosing among tied nearest ships (reference manual: "randomly selects one")', () => {
  // Four ships 2 hexes from 0,0; with three of them the fourth is put 4 hexes away (still in range 4).
  const ring: Hex[] = [{ q: 2, r: 0 }, { q: 0, r: 2 }, { q: -2, r: 0 }, { q: 0, r: -2 }];
  for (const tied of [3, 4]) {
    it(`picks each of ${tied} tied ships equally often (chi-square, ${tied - 1} degrees of freedom, p = 0.001)`, () => {
      const ships = tied === 4 ? ring : [...ring.slice(0, 3), { q: 4, r: 0 }];
      const state = openSea(4, ships, `tie-${tied}`);
      const ctx = createCtx(state);
      const counts = [0, 0, 0, 0];
      for (let i = 0; i < TRIALS; i++) {
        const chosen = nearestShip(ctx, { enemy: 'test-ship' }, { q: 0, r: 0 }, 4);
        counts[chosen?.seat ?? 0]! += 1;
      }
      expect(counts.slice(tied).every((c) => c === 0)).toBe(true);
      expect(chiSquare(counts.slice(0, tied))).toBeLessThan(CHI_SQUARE_999[tied - 1]!);
    });
  }
});

describe('an enemy ship arriving At Sea (D26)', () => {
  it('comes from each of the six directions equally often (chi-square, 5 degrees of freedom, p = 0.001)', () => {
    const state = openSea(1, [{ q: 0, r: 0 }], 'arrival');
    const aims = new Map<string, number>();
    for (let d = 0; d < 6; d++) {
      let aim: Hex = { q: 0, r: 0 };
      for (let i = 0; i < state.catalog.board.enemyShipSpawnDistance; i++) aim = neighbour(aim, d as Facing);
      aims.set(hexKey(aim), d);
    }
    const counts = [0, 0, 0, 0, 0, 0];
    const p = state.players[0]!;
    for (let i = 0; i < TRIALS; i++) {
      const ctx = createCtx(state);
      spawnAtSeaCard(ctx, p, 'damned-frigate', 'test');
      settle(ctx);
      const e = state.enemies.pop();
      state.queue = [];
      state.tokens.enemyDestinations = [];
      const direction = e && e.position.area === 'sea' ? aims.get(hexKey(e.position.hex)) : undefined;
      expect(direction).toBeDefined();
      counts[direction ?? 0]! += 1;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[5]!);
  });
});

describe('a respawning ship collects "1 Deckhand at random" (Player Ship Sinking; D64)', () => {
  it('takes any Deckhand of the pool equally often, the ones just returned to its bottom included (chi-square, p = 0.001)', () => {
    const state = openSea(1, [{ q: 0, r: 0 }], 'respawn-deckhand');
    const p = state.players[0]!;
    // The pool as a sinking leaves it: the lost crew's tokens went to the bottom (D14).
    const pool = [...state.decks.deckhands, ...p.crew.map((c) => c.token)];
    const counts = new Map(pool.map((t) => [t, 0]));
    for (let i = 0; i < TRIALS; i++) {
      state.decks.deckhands = pool.slice();
      p.crew = [];
      const ctx = createCtx(state);
      respawnShip(ctx, p, { q: 0, r: 0 }, 0);
      settle(ctx);
      const joined = p.crew[0];
      if (joined) counts.set(joined.token, (counts.get(joined.token) ?? 0) + 1);
      state.decks.traitDiscard.push(...p.crew.flatMap((c) => [c.positiveTrait, c.negativeTrait]).filter((t): t is string => t !== null));
      state.queue = [];
    }
    // Chi-square critical value at p = 0.001 for 11 degrees of freedom (the box's 12 Deckhands).
    expect(pool.length).toBe(12);
    expect(chiSquare([...counts.values()])).toBeLessThan(31.264);
  });
});
