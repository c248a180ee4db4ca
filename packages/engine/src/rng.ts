import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's whole state: plain numbers, so it lives in the game state and serializes with it. */
export type RngState = readonly number[];

export function seedRng(seed: string | number): RngState {
  return xoroshiro128plus(seedToInt(seed)).getState();
}

/** Folds a text seed into a 32-bit integer (FNV-1a), so players can type words as seeds. */
export function seedToInt(seed: string | number): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed | 0;
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A draw-by-draw view of the generator used inside one `apply`. It starts from the state's RNG state
 * and hands back the advanced state at the end, so nothing random escapes the game state.
 */
export class RandomSource {
  private readonly generator;

  constructor(state: RngState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Fisher–Yates, returning a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  state(): RngState {
    return this.generator.getState();
  }
}
