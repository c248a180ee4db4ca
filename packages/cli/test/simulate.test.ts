import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameLine, SimulationSpec } from '../src/simulate/games';
import { createProgress } from '../src/simulate/progress';
import { runSimulation } from '../src/simulate/run';

const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
const few = ['simulate', '--games', '4', '--players', '1', '--length', 'short', '--seed', 'par'];
const parse = (text: string) => text.trim().split('\n').map((l) => JSON.parse(l) as GameLine);
const byIndex = (lines: GameLine[]) => [...lines].sort((a, b) => a.index - b.index);

describe('everrain simulate --workers', () => {
  it('plays the same games with 1 and 2 workers: identical JSON lines, one per game, nothing else on stdout', () => {
    const one = run([...few, '--workers', '1', '--json']);
    const two = run([...few, '--workers', '2', '--json']);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    const a = parse(one.stdout);
    const b = parse(two.stdout);
    expect(a).toHaveLength(4);
    expect(byIndex(b)).toEqual(byIndex(a));
    expect(two.stdout).toBe(one.stdout); // and in game order both times: the very same bytes
    // Each line: the game's index and seed, then what the game came to (no state, no timing).
    for (const [i, line] of byIndex(a).entries()) {
      // risenRound only in a game where the Elder One rose; the run's stamp (bot, rules, commit) last.
      expect(Object.keys(line).filter((k) => k !== 'risenRound' && k !== 'wonBy')).toEqual(['index', 'seed', 'players', 'result', 'reason', 'rounds', 'actions', 'length', 'act', 'elderOne', 'arisen', 'sinks', 'deaths', 'departures', 'race', 'features', 'bot', 'rules', 'commit']);
      expect('risenRound' in line).toBe(line.arisen === true);
      expect('wonBy' in line).toBe(line.result === 'won');
      expect(line).toMatchObject({ bot: 'random', rules: {} });
      expect(line.race).toHaveLength(line.rounds); // the tokens' spaces at the end of each round of play
      expect(line).toMatchObject({ index: i, seed: `par-${i}`, players: 1 });
      expect(['won', 'lost']).toContain(line.result);
      expect(line.actions).toBeGreaterThan(0);
    }
    // The summary goes to stderr, so a pipe from stdout sees game lines only.
    expect(two.stderr).toMatch(/4 games, 1 players, bot random: \d+ won, \d+ lost, 0 stalled, 0 cut off, 0 errors/);
  });

  it('--out writes the same lines to a file and keeps the summary line on stdout', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'everrain-sim-')), 'games.jsonl');
    const r = run([...few, '--workers', '2', '--out', out]);
    expect(r.status).toBe(0);
    const lines = parse(readFileSync(out, 'utf8'));
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2, 3]); // in game order, whatever finished first
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toMatch(/^4 games, 1 players, bot random: /);
  });

  it('--bot heuristic --explain prints each choice with the bot\'s reason, in this thread whatever --workers', () => {
    const r = run(['simulate', '--games', '1', '--players', '1', '--length', 'short', '--seed', 'explain', '--bot', 'heuristic', '--explain', '--workers', '2', '--no-progress']);
    expect(r.status).toBe(0);
    const choices = r.stdout.split('\n').filter((l) => /^game 1 · round \d+ · seat 1 · \w+: \S/.test(l));
    expect(choices.length).toBeGreaterThan(20);
    expect(choices.some((l) => l.includes('endTurn: ends the turn'))).toBe(true);
    expect(r.stdout).toMatch(/1 games, 1 players, bot heuristic: /);
  });

  it('refuses a bad worker count', () => {
    expect(run([...few, '--workers', '0']).status).toBe(2);
  });
});

describe('runSimulation', () => {
  const spec: SimulationSpec = { games: 4, players: 1, length: 'short', seed: 'faults', bot: 'random', rules: {} };

  it('reports a game that throws, or whose worker dies, as that game\'s error and plays the rest', async () => {
    const lines: GameLine[] = [];
    const summary = await runSimulation(spec, {
      workers: 2,
      onLine: (l) => lines.push(l),
      workerModule: new URL('./fixtures/faulty-simulate-worker.ts', import.meta.url),
    });
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2, 3]);
    expect(lines[1]).toMatchObject({ result: 'error', seed: 'faults-1' });
    expect(lines[1]!.reason).toContain('game 1 broke on purpose');
    expect(lines[2]).toMatchObject({ result: 'error', seed: 'faults-2' });
    expect(lines[2]!.reason).toContain('the worker stopped while playing this game');
    for (const i of [0, 3]) expect(['won', 'lost']).toContain(lines[i]!.result);
    expect(summary).toMatchObject({ games: 4, errors: 2 });
  });

  it('plays again, elsewhere, the games a dying worker had been sent but not begun', async () => {
    // Each worker is sent two games ahead (run.ts, GAMES_IN_FLIGHT): the one that dies at game 2 holds another.
    const many: SimulationSpec = { ...spec, games: 8 };
    const lines: GameLine[] = [];
    const summary = await runSimulation(many, {
      workers: 2,
      onLine: (l) => lines.push(l),
      workerModule: new URL('./fixtures/faulty-simulate-worker.ts', import.meta.url),
    });
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(lines.filter((l) => l.result === 'error').map((l) => l.index)).toEqual([1, 2]);
    for (const i of [0, 3, 4, 5, 6, 7]) expect(['won', 'lost']).toContain(lines[i]!.result);
    expect(summary).toMatchObject({ games: 8, errors: 2 });
  });

  it('fails the run with a clear message when no worker can start', async () => {
    await expect(runSimulation(spec, { workers: 2, onLine: () => {}, workerModule: new URL('./fixtures/no-such-worker.ts', import.meta.url) }))
      .rejects.toThrow(/no simulation worker could start/);
  });
});

describe('progress', () => {
  const fake = (isTTY: boolean) => {
    let t = 0;
    const written: string[] = [];
    const progress = createProgress(100, { isTTY, columns: 100, write: (s: string) => written.push(s) }, () => t);
    return { progress, written, at: (ms: number) => { t = ms; } };
  };

  it('off a terminal: a plain line with rate and ETA at each tenth, not more often than every 2 s', () => {
    const { progress, written, at } = fake(false);
    at(1_000);
    progress.update(10); // a tenth, but only 1 s in
    at(5_000);
    progress.update(20);
    at(5_500);
    progress.update(30); // a tenth, but 0.5 s after the last line
    expect(written).toEqual(['simulate:  20% 20/100 games · 4.0 games/s · ETA 0:20\n']);
  });

  it('on a terminal: a bar redrawn in place, cleared for a line printed elsewhere and at the end', () => {
    const { progress, written, at } = fake(true);
    at(10_000);
    progress.update(50, () => written.push('game 50\n'));
    expect(written).toEqual(['game 50\n', `\r\x1b[K[${'#'.repeat(15)}${'-'.repeat(15)}]  50% 50/100 games · 5.0 games/s · ETA 0:10`]);
    progress.stop();
    expect(written.at(-1)).toBe('\r\x1b[K');
  });
});
