import { describe, expect, it } from 'vitest';
import { pairedSummary, pairedTable, type PairedGame } from '../src/compare-stats';

const game = (a: 0 | 1, b: 0 | 1, i: number): PairedGame => ({ players: 2, seed: `s-${i}`, a, b });

describe('everrain compare: paired statistics', () => {
  it('gives both win rates with Wilson intervals and the mean paired difference with a normal 95% interval', () => {
    // Seeds: both won, only A won, neither, neither. Differences 0, 1, 0, 0: mean 0.25, sample sd 0.5,
    // so the half-width is 1.96 × 0.5 / √4 = 0.49.
    const s = pairedSummary(2, [game(1, 1, 0), game(1, 0, 1), game(0, 0, 2), game(0, 0, 3)]);
    expect(s.games).toBe(4);
    expect(s.aWon).toBe(2);
    expect(s.bWon).toBe(1);
    expect(s.difference).toBeCloseTo(0.25, 10);
    expect(s.differenceInterval[0]).toBeCloseTo(-0.24, 10);
    expect(s.differenceInterval[1]).toBeCloseTo(0.74, 10);
    expect(s.aOnly).toBe(1);
    expect(s.bOnly).toBe(0);
    // Wilson for 2 of 4 is symmetric about 0.5.
    expect(s.aInterval[0] + s.aInterval[1]).toBeCloseTo(1, 10);
    expect(s.aInterval[0]).toBeGreaterThan(0.1);
  });

  it('a difference that is the same on every seed has no spread', () => {
    const s = pairedSummary(1, Array.from({ length: 10 }, (_, i) => game(1, 0, i)));
    expect(s.difference).toBe(1);
    expect(s.differenceInterval).toEqual([1, 1]);
  });

  it('prints one row per player count', () => {
    const lines = pairedTable('search', 'heuristic', [pairedSummary(2, [game(1, 0, 0), game(0, 0, 1)])]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('| 2 | 2 | 50.0%');
    expect(lines[2]).toContain('+50.0');
  });
});
