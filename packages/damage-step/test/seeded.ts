import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { DamageStepRandom } from '../src/index';

/**
 * A seeded random stream for the tests, without the engine (this package sits beneath it). It draws
 * exactly what the engine's `new RandomSource(seedRng(seed))` draws — xoroshiro128plus started from the
 * first 16 bytes of SHA-256 over the seed's text, integers by pure-rand's `uniformInt` — so a seed gives
 * the same steps here as in a game. `seeded.test.ts` holds that to the engine's own code.
 */
export function seeded(seed: string | number): DamageStepRandom {
  const digest = createHash('sha256').update(String(seed), 'utf8').digest();
  const words = [0, 4, 8, 12].map((at) => digest.readInt32BE(at));
  if (!words.some((w) => w !== 0)) words[0] = 1;
  const generator = xoroshiro128plusFromState(words);
  return { int: (from, to) => uniformInt(generator, from, to) };
}
