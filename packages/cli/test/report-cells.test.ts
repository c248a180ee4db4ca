import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameLine } from '../src/simulate/games';
import type { RunComparison } from '../src/simulate/compare-runs';
import { differenceInterval } from '../src/simulate/stats';

/*
 * The report a designer decides from (issue #25 item 6): each player count and length on its own row, wins by
 * the track and by the card, the Elder One's rise, sinks, deaths and departures, the margin, decisions a
 * player, the bots' use of each action, the stamp; and two runs compared. Every number is checked against
 * the JSON lines it was made from, counted here again.
 */
const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
const dir = mkdtempSync(join(tmpdir(), 'everrain-cells-'));
const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`everrain ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
const simulate = (name: string, players: number, seed: string) => {
  const out = join(dir, `${name}.jsonl`);
  run(['simulate', '--games', '12', '--players', String(players), '--length', 'short', '--seed', seed, '--bot', 'heuristic', '--workers', '1', '--no-progress', '--quiet', '--out', out]);
  return { file: out, lines: readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as GameLine) };
};
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
/** A row's cells of the page's table, as text. */
const row = (html: string, table: string, label: string): string[] => {
  const t = new RegExp(`<table id="${table}">([\\s\\S]*?)</table>`).exec(html)![1]!;
  const r = new RegExp(`<tr data-cell="${label}">([\\s\\S]*?)</tr>`).exec(t);
  if (!r) throw new Error(`no row ${label} in ${table}`);
  return [...r[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
};

let solo: ReturnType<typeof simulate>;
let pair: ReturnType<typeof simulate>;
let pairAgain: ReturnType<typeof simulate>;
beforeAll(() => {
  solo = simulate('solo', 1, 'cells-a');
  pair = simulate('pair', 2, 'cells-b');
  pairAgain = simulate('pair-again', 2, 'cells-c');
}, 240_000);

describe('the report, cell by cell', () => {
  it('gives each player count and length its own row, whose numbers are the JSON lines\' own', () => {
    const html = join(dir, 'cells.html');
    run(['report', solo.file, pair.file, '--html', html]);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<meta name="viewport"');
    for (const [label, lines] of [['1 player · short', solo.lines], ['2 players · short', pair.lines]] as const) {
      const finished = lines.filter((l) => l.result === 'won' || l.result === 'lost');
      const won = finished.filter((l) => l.result === 'won');
      const risen = finished.filter((l) => l.arisen);
      const cells = row(page, 'cells-table', label);
      expect(cells[0]).toBe(label);
      expect(cells[1]).toBe(String(lines.length));
      expect(cells[2]).toMatch(new RegExp(`^${pct(won.length / finished.length)} `));
      // How each was won, as the engine's gameWon event said it: on the track only before the Elder One rose.
      for (const l of won) expect(l.wonBy).toBe(l.arisen ? 'card' : 'track');
      expect(cells[3]).toBe(won.length ? pct(won.filter((l) => l.wonBy === 'track').length / won.length) : '–');
      expect(cells[4]).toBe(won.length ? pct(won.filter((l) => l.wonBy === 'card').length / won.length) : '–');
      expect(cells[5]).toMatch(new RegExp(`^${pct(risen.length / finished.length)} `));
      const sum = (f: (l: GameLine) => number) => finished.reduce((s, l) => s + f(l), 0);
      expect(cells[7]).toBe((sum((l) => l.sinks!) / finished.length).toFixed(2));
      expect(cells[8]).toBe((sum((l) => l.deaths!) / finished.length).toFixed(2));
      expect(cells[9]).toBe((sum((l) => l.departures!) / finished.length).toFixed(2));
      expect(cells[10]).toBe((sum((l) => l.race![l.race!.length - 1]![0] - l.race![l.race!.length - 1]![1]) / finished.length).toFixed(1));
      expect(cells[11]).toBe((sum((l) => l.actions) / (finished.length * lines[0]!.players)).toFixed(0));
      expect(cells[12]).toBe((sum((l) => l.rounds) / finished.length).toFixed(1));
      // The usage table: the share of games with a Port service at the University, counted from the lines.
      const usage = new RegExp(`<table id="usage-table">([\\s\\S]*?)</table>`).exec(page)![1]!;
      expect(usage).toContain('Port service: university');
    }
    // The stamp: the bot, the rules and the commit the lines carry.
    const stamp = /<section id="made-with">([\s\S]*?)<\/section>/.exec(page)![1]!;
    expect(stamp).toContain('heuristic');
    for (const [option, value] of Object.entries(solo.lines[0]!.rules!)) expect(stamp).toContain(`${option}: ${String(value)}`);
    expect(stamp).toContain(solo.lines[0]!.commit ?? 'not recorded');
  });

  it('compares two runs cell by cell: each rate before and after, and its change with a 95% interval, as the lines count them', () => {
    const html = join(dir, 'compare.html');
    const json = join(dir, 'compare.json');
    run(['report', '--compare', pair.file, pairAgain.file, '--html', html, '--json', json]);
    const c = JSON.parse(readFileSync(json, 'utf8')) as RunComparison;
    expect(c.cells.map((x) => x.label)).toEqual(['2 players · short']);
    const cell = c.cells[0]!;
    const count = (lines: readonly GameLine[]) => {
      const finished = lines.filter((l) => l.result === 'won' || l.result === 'lost');
      return { games: lines.length, finished: finished.length, won: finished.filter((l) => l.result === 'won').length, risen: finished.filter((l) => l.arisen).length, wonByCard: finished.filter((l) => l.wonBy === 'card').length };
    };
    const before = count(pair.lines);
    const after = count(pairAgain.lines);
    expect(cell.before).toEqual(before);
    expect(cell.after).toEqual(after);
    expect(cell.winRate.before).toBeCloseTo(before.won / before.finished, 12);
    expect(cell.winRate.after).toBeCloseTo(after.won / after.finished, 12);
    expect(cell.winRate.difference).toBeCloseTo(after.won / after.finished - before.won / before.finished, 12);
    const [low, high] = differenceInterval(after.won, after.finished, before.won, before.finished);
    expect([cell.winRate.low, cell.winRate.high]).toEqual([low, high]);
    expect(cell.riseRate.difference).toBeCloseTo(after.risen / after.finished - before.risen / before.finished, 12);
    // The page shows the same numbers.
    const page = readFileSync(html, 'utf8');
    const shown = row(page, 'win-rate-table', '2 players · short');
    expect(shown.slice(1, 4)).toEqual([`${before.finished} → ${after.finished}`, pct(before.won / before.finished), pct(after.won / after.finished)]);
  });

  it('refuses a comparison of other than two runs, with a clear error', () => {
    const r = spawnSync(process.execPath, [bin, 'report', '--compare', solo.file, '--html', join(dir, 'x.html')], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--compare takes two files (before, after), not 1');
  });

  it('writes the balance and usage tables as Markdown, each row the JSON lines\' own counts and marked when outside issue #25\'s bands', () => {
    const md = join(dir, 'cells.md');
    run(['report', solo.file, pair.file, '--markdown', md]);
    const text = readFileSync(md, 'utf8');
    const rowOf = (label: string, from: number) => {
      const line = text.split('\n').slice(from).find((l) => l.startsWith(`| ${label} |`));
      if (!line) throw new Error(`no row ${label}`);
      return line.split(' | ').map((c) => c.replace(/^\| |\*\*| \|$/g, ''));
    };
    const usageAt = text.indexOf('| players · length | boarded');
    expect(usageAt).toBeGreaterThan(0);
    const usageLine = text.slice(0, usageAt).split('\n').length - 1;
    for (const [label, lines] of [['1 player · short', solo.lines], ['2 players · short', pair.lines]] as const) {
      const cells = rowOf(label, 0);
      const finished = lines.filter((l) => l.result === 'won' || l.result === 'lost');
      const won = lines.filter((l) => l.result === 'won');
      const risen = finished.filter((l) => l.arisen);
      expect(cells[1]).toBe(String(lines.length));
      expect(cells[2]).toBe(String(won.length));
      expect(cells[3]).toMatch(new RegExp(`^${pct(won.length / finished.length).replace('.', '\\.')} \\[`));
      expect(cells[4]).toMatch(new RegExp(`^${pct(risen.length / finished.length).replace('.', '\\.')} \\[`));
      expect(cells[6]).toBe(`${won.filter((l) => l.wonBy === 'track').length} · ${won.filter((l) => l.wonBy === 'card').length}`);
      const rate = won.length / finished.length;
      expect(cells[13]!.includes('win rate')).toBe(rate < 0.35 || rate > 0.65);
      // The Inn's share of games and its uses a game.
      const inn = lines.filter((l) => (l.features?.['v:inn'] ?? 0) > 0).length;
      const innUses = lines.reduce((n, l) => n + (l.features?.['v:inn'] ?? 0), 0);
      const usage = rowOf(label, usageLine);
      const header = text.split('\n')[usageLine]!.split(' | ').map((c) => c.replace(/^\| | \|$/g, ''));
      expect(usage[header.indexOf('Inn')]).toBe(inn ? `${pct(inn / lines.length)} (${(innUses / lines.length).toFixed(2)})` : '0');
    }
  });

  it('asks where to write when given neither a page nor tables', () => {
    const r = spawnSync(process.execPath, [bin, 'report', solo.file], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--html <file>');
  });
});
