import { describe, expect, it } from 'vitest';
import type { DamageStepRandom } from '@everrain/damage-step';
import { RandomSource, seedRng } from '../src/index';
import { seeded } from '../../damage-step/test/seeded';

// The damage-step package sits beneath the engine, so its tests draw from their own copy of the engine's
// stream (`seeded`). Here, where both are in reach, the copy is held to the original.
describe('the damage step draws from the game\'s random stream', () => {
  it('the engine\'s RandomSource is a DamageStepRandom', () => {
    const random: DamageStepRandom = new RandomSource(seedRng('fits'));
    expect(random.int(3, 3)).toBe(3);
  });

  it('the damage-step tests\' seeded stream deals what RandomSource(seedRng(seed)) deals, seed by seed', () => {
    for (const seed of [0, 1, 5, 'bias', 'mc-two', 'situation', '']) {
      const engine = new RandomSource(seedRng(seed));
      const copy = seeded(seed);
      const ranges: [number, number][] = [[0, 1], [0, 5], [1, 6], [0, 99], [-3, 3], [0, 2 ** 31]];
      const a = Array.from({ length: 300 }, (_, i) => engine.int(...ranges[i % ranges.length]!));
      const b = Array.from({ length: 300 }, (_, i) => copy.int(...ranges[i % ranges.length]!));
      expect(b).toEqual(a);
    }
  });
});
