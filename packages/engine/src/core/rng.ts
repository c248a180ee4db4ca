import { sha256 } from '@noble/hashes/sha2.js';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's whole state: four 32-bit words (128 bits), plain numbers, so it lives in the game state and serializes with it. */
export type RngState = readonly number[];

/**
 * The generator's full 128-bit state from a seed (D85): the first 16 bytes of SHA-256 over the seed's
 * text in UTF-8. Players can type words as seeds, a number seeds as its decimal text (so `42` and `'42'`
 * deal the same game), and no seed is folded into fewer bits than the generator holds. The all-zero
 * state (which xoroshiro never leaves) cannot come out.
 */
export function seedRng(seed: string | number): RngState {
  const digest = sha256(new TextEncoder().encode(String(seed)));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const words = [0, 4, 8, 12].map((at) => view.getInt32(at));
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return words;
}

/**
 * Where a game's generator starts: a seed (text or number, derived by `seedRng`), or — for scenario files
 * only — a scenario's seed text, derived the way scenario files derive it (`scenarioSeedRng`).
 */
export type GameSeed = string | number | { readonly scenario: string };

export function startingRng(seed: GameSeed): RngState {
  return typeof seed === 'object' && seed !== null ? scenarioSeedRng(String(seed.scenario)) : seedRng(seed);
}

/**
 * Scenario files only (docs/scenarios.md; D85): the derivation every seed had before D85 — FNV-1a folds
 * the text to 32 bits, which seed xoroshiro128plus — kept so that each scenario's `seed` and `reseed`
 * still deal what its author chose them for. A scenario is a scripted position, not a secret. Never used
 * for a real game: a 32-bit seed can be found by trying them all.
 */
export function scenarioSeedRng(seed: string): RngState {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return xoroshiro128plus(hash | 0).getState();
}

/** Bytes a fresh seed needs: 16 (128 bits of entropy, the generator's whole state). */
export const SEED_BYTES = 16;

/** Anything that fills bytes with entropy: `crypto` in browsers and Node. */
export interface EntropySource {
  getRandomValues(bytes: Uint8Array<ArrayBuffer>): unknown;
}

/**
 * A fresh seed for a game nobody gave a seed to: 32 hex characters (128 bits) drawn from the source the
 * adapter hands in (`globalThis.crypto`). The engine itself never draws entropy: it only formats it.
 */
export function freshSeed(source: EntropySource): string {
  const bytes = new Uint8Array(SEED_BYTES);
  source.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
