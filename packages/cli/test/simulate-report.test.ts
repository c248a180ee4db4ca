import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameLine } from '../src/simulate/games';
import { ReportTally, wilson } from '../src/simulate/report-data';
import { reportHtml } from '../src/simulate/report-html';

const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
// Written out here rather than imported, so the test does not trust the code it checks.
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const section = (html: string, id: string) => {
  const m = new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`).exec(html);
  if (!m) throw new Error(`no section ${id}`);
  return m[1]!;
};

describe('everrain simulate --report', () => {
  it('writes one self-contained page whose numbers match the JSON lines of the same run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'everrain-report-'));
    const html = join(dir, 'report.html');
    const jsonl = join(dir, 'games.jsonl');
    const r = spawnSync(process.execPath, [bin, 'simulate', '--games', '8', '--players', '2', '--length', 'short', '--seed', 'report', '--bot', 'heuristic', '--workers', '2', '--no-progress', '--out', jsonl, '--report', html], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    const lines = readFileSync(jsonl, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as GameLine);
    const page = readFileSync(html, 'utf8');
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
    expect(page).not.toMatch(/<script|<link|src="http|href="http/); // nothing to fetch: readable without a server
    for (const id of ['summary', 'win-rate', 'acts', 'losses', 'length', 'elder-one', 'race', 'features']) {
      expect(section(page, id).length).toBeGreaterThan(0);
      if (id !== 'summary') expect(section(page, id)).toContain('<svg');
    }
    expect(page.match(/<svg/g)!.length).toBe(page.match(/<\/svg>/g)!.length);

    const won = lines.filter((l) => l.result === 'won').length;
    const lost = lines.filter((l) => l.result === 'lost');
    expect(won + lost.length).toBe(8); // heuristic bot, short games: every game ends (both kinds seen with this seed; the random bot, since Mother of Tides must be fought (D89), wins too rarely to show both)
    expect(won).toBeGreaterThan(0);
    expect(lost.length).toBeGreaterThan(0);
    expect(section(page, 'summary')).toContain(`<span id="won">${won}</span> won`);
    // The one player count × length row: 8 games, the won count and its Wilson interval.
    const [low, high] = wilson(won, 8);
    expect(section(page, 'win-rate')).toContain(`<td>2 players · short</td><td>8</td><td class="won">${won}</td><td>${(100 * won / 8).toFixed(1)}%</td><td>${(100 * low).toFixed(1)}% – ${(100 * high).toFixed(1)}%</td>`);
    // Each cause of loss with its count.
    const causes = new Map<string, number>();
    for (const l of lost) causes.set(l.reason, (causes.get(l.reason) ?? 0) + 1);
    for (const [reason, n] of causes) expect(section(page, 'losses')).toContain(`<td>${esc(reason)}</td><td>${n}</td>`);
    // The Act each game ended in.
    for (const act of new Set(lines.map((l) => l.act))) {
      expect(section(page, 'acts')).toContain(`<td>Act ${act}</td><td>${lines.filter((l) => l.act === act).length}</td>`);
    }
    // Each Elder One card that rose: its games and wins.
    for (const name of new Set(lines.filter((l) => l.arisen).map((l) => l.elderOne!))) {
      const mine = lines.filter((l) => l.arisen && l.elderOne === name);
      expect(section(page, 'elder-one')).toContain(`<td>${esc(name)}</td><td>${mine.length}</td><td class="won">${mine.filter((l) => l.result === 'won').length}</td>`);
    }
    for (const l of lines) expect(l.race).toHaveLength(l.rounds);

    // The same page again from the saved JSON lines (`everrain report`): everything but the title agrees.
    const again = join(dir, 'again.html');
    const rebuilt = spawnSync(process.execPath, [bin, 'report', jsonl, '--html', again, '--title', 'saved'], { encoding: 'utf8', timeout: 60_000 });
    expect(rebuilt.status).toBe(0);
    const body = (p: string) => p.slice(p.indexOf('<section'));
    expect(body(readFileSync(again, 'utf8'))).toBe(body(page));
    expect(section(page, 'features')).toContain('<td>'); // 8 games do show some features in 5–95% of them
  }, 60_000);
});

describe('the report page', () => {
  it('escapes every text that comes from the games (card names, loss reasons)', () => {
    const tally = new ReportTally('Run <1> & "2"');
    const evil = '<script>alert("x")</script> & Co';
    tally.add({ index: 0, seed: 's-0', players: 1, result: 'lost', reason: `${evil} won`, rounds: 3, actions: 20, length: 'short', act: 1, elderOne: evil, arisen: true, race: [[0, 0, 8], [1, 1, 8], [1, 2, 8]] });
    tally.add({ index: 1, seed: 's-1', players: 1, result: 'won', reason: 'ok', rounds: 4, actions: 31, length: 'short', act: 2, elderOne: evil, arisen: true, race: [[1, 0, 8], [2, 1, 8], [3, 1, 8], [8, 1, 8]] });
    const page = reportHtml(tally.data());
    expect(page).not.toContain('<script');
    expect(page).not.toContain('"x")');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(page).toContain('<title>Run &lt;1&gt; &amp; &quot;2&quot;</title>');
  });

  it('computes the 95% Wilson interval', () => {
    // Reference values: 5 of 10 → [0.2366, 0.7634]; 0 of 10 → [0, 0.2775]; 10 of 10 → [0.7225, 1].
    const near = ([a, b]: [number, number], [c, d]: [number, number]) => { expect(a).toBeCloseTo(c, 3); expect(b).toBeCloseTo(d, 3); };
    near(wilson(5, 10), [0.2366, 0.7634]);
    near(wilson(0, 10), [0, 0.2775]);
    near(wilson(10, 10), [0.7225, 1]);
  });
});
