import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTS } from '@everrain/bots';
import { botsToMeasure } from '../src/commands/figures';
import { rateWithInterval, speedTable, winRateTable } from '../src/figures/table';

describe("the README figures' tables", () => {
  it('writes a win rate with its 95% Wilson interval', () => {
    // Reference: 5 of 10 → 50.0%, Wilson [23.66%, 76.34%]; 0 of 10 → [0, 27.75%].
    expect(rateWithInterval(5, 10)).toBe('50.0% (23.7–76.3%)');
    expect(rateWithInterval(0, 10)).toBe('0.0% (0.0–27.8%)');
    expect(rateWithInterval(0, 0)).toBe('—');
  });

  it('lays out one row per bot in the order given and one column per player count, a dash where nothing was measured', () => {
    const table = winRateTable([
      { bot: 'heuristic', players: 1, won: 5, games: 10 },
      { bot: 'random', players: 2, won: 0, games: 10, unfinished: 2 },
      { bot: 'random', players: 1, won: 10, games: 10 },
    ], ['random', 'heuristic'], [1, 2]);
    expect(table.split('\n')).toEqual([
      '| bot | 1 player | 2 players |',
      '| --- | --- | --- |',
      '| random | 100.0% (72.2–100.0%) | 0.0% (0.0–27.8%) · 2 unfinished |',
      '| heuristic | 50.0% (23.7–76.3%) | — |',
    ]);
  });

  it('gives games per second and the speed-up over one worker', () => {
    expect(speedTable('simulator', [{ workers: 1, games: 40, seconds: 10 }, { workers: 2, games: 40, seconds: 5.5 }]).split('\n')).toEqual([
      '| simulator | games per second | speed-up |',
      '| --- | --- | --- |',
      '| 1 worker (40 games, 10.0 s) | 4.00 | 1.00× |',
      '| 2 workers (40 games, 5.5 s) | 7.27 | 1.82× |',
    ]);
  });
});

describe('everrain figures', () => {
  const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');

  it('measures every bot of the registry unless told which', () => {
    expect(botsToMeasure()).toEqual(Object.keys(BOTS));
    expect(botsToMeasure('heuristic, random')).toEqual(['heuristic', 'random']);
  });

  it('measures the bots asked for and prints the tables', () => {
    // Two cheap bots, so the test does not grow with the registry (a search bot is slow by design).
    const r = spawnSync(process.execPath, [bin, 'figures', '--bots', 'random,heuristic', '--games', '2', '--players', '1', '--length', 'short', '--speed-games', '2', '--workers', '1'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.status).toBe(0);
    for (const bot of ['random', 'heuristic']) expect(r.stdout).toMatch(new RegExp(`^\\| ${bot} \\| \\d+\\.\\d% \\(`, 'm'));
    expect(r.stdout).toMatch(/^\| 1 worker \(2 games, [\d.]+ s\) \| [\d.]+ \| 1\.00× \|$/m);
    expect(r.stdout).toMatch(/^\| 2 workers \(2 games, [\d.]+ s\) \| [\d.]+ \| [\d.]+× \|$/m);
  }, 120_000);

  it('measures only the bots asked for, and refuses one the registry does not have', () => {
    const r = spawnSync(process.execPath, [bin, 'figures', '--bots', 'random', '--games', '1', '--players', '2', '--length', 'short', '--speed-games', '0', '--workers', '1'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\| random \| /m);
    expect(r.stdout).not.toMatch(/^\| heuristic \| /m);
    expect(r.stdout).not.toContain('games per second');
    const bad = spawnSync(process.execPath, [bin, 'figures', '--bots', 'nobody'], { encoding: 'utf8', timeout: 60_000 });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown bot "nobody"');
  }, 60_000);
});
