import { describe, expect, it } from 'vitest';
import { freshSeed, RandomSource, seedRng } from '../src/index';
import { scenarioSeedRng } from '../src/testing';

describe('the generator is seeded with all its 128 bits (D85)', () => {
  it('takes its state from the first 16 bytes of SHA-256 over the seed text', () => {
    // SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 …, read as signed 32-bit words.
    expect(seedRng('abc')).toEqual([0xba7816bf | 0, 0x8f01cfea | 0, 0x414140de | 0, 0x5dae2223 | 0]);
    expect(seedRng(42)).toEqual(seedRng('42'));
  });

  it('tells apart two seeds that the old 32-bit fold could not', () => {
    // Birthday search for two texts with the same FNV-1a fold (≈ 2^16 tries; texts of mixed letters, since
    // texts differing only in their last characters never collide): the old derivation dealt them one game.
    const random = new RandomSource(seedRng('collide'));
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const byFold = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair && i < 1_000_000; i++) {
      const text = Array.from({ length: 10 }, () => letters[random.int(0, 25)]).join('');
      const fold = scenarioSeedRng(text).join(',');
      const other = byFold.get(fold);
      if (other !== undefined) pair = [other, text];
      else byFold.set(fold, text);
    }
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    expect(scenarioSeedRng(a)).toEqual(scenarioSeedRng(b));
    expect(seedRng(a)).not.toEqual(seedRng(b));
  });

  it('formats 16 bytes of the entropy it is handed as a 32-hex-digit seed, and draws none itself', () => {
    const calls: number[] = [];
    const source = { getRandomValues: (bytes: Uint8Array) => { calls.push(bytes.length); bytes.forEach((_, i) => { bytes[i] = i * 17; }); return bytes; } };
    expect(freshSeed(source)).toBe('00112233445566778899aabbccddeeff');
    expect(calls).toEqual([16]);
    expect(freshSeed(crypto)).toMatch(/^[0-9a-f]{32}$/);
  });
});
