import { createReadStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { defaultContent } from '@everrain/content';
import type { GameLine } from '../simulate/games';
import { ReportTally } from '../simulate/report-data';
import { reportHtml } from '../simulate/report-html';
import { compareRuns, comparisonHtml } from '../simulate/compare-runs';
import { balanceMarkdown, usageMarkdown } from '../simulate/cell-markdown';

/** Adds every game line of a JSON lines file to the tally, one line at a time (a file of any size). */
async function addFile(tally: ReportTally, file: string): Promise<number> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  let at = 0;
  for await (const text of lines) {
    at += 1;
    if (text.trim() === '') continue;
    let line: GameLine;
    try {
      line = JSON.parse(text) as GameLine;
    } catch {
      throw new Error(`${file}:${at}: not a JSON line`);
    }
    if (typeof line !== 'object' || line === null || typeof line.result !== 'string' || typeof line.rounds !== 'number' || typeof line.actions !== 'number') {
      throw new Error(`${file}:${at}: not a game line of everrain simulate`);
    }
    tally.add(line);
    n += 1;
  }
  return n;
}

/** The simulation report built again from saved JSON lines (`simulate --out`), one run's or several runs' together; or two runs compared. */
export function reportCommand(program: Command): void {
  program
    .command('report')
    .description('build the simulation report (HTML) from JSON lines saved by `simulate --out` or `--json`; several files make one report; with --compare, two files are two runs side by side')
    .argument('<files...>', 'JSON lines files')
    .option('--html <file>', 'the page to write')
    .option('--markdown <file>', 'the balance table and the usage table by player count and length, as Markdown (for docs/balance.md)')
    .option('--title <text>', 'the page title')
    .option('--compare', 'compare two runs (before, after): each rate\'s change by player count and length, with its 95% interval')
    .option('--json <file>', 'with --compare: also write the comparison\'s numbers as JSON')
    .action(async (files: string[], o: { html?: string; markdown?: string; title?: string; compare?: boolean; json?: string }) => {
      try {
        if (!o.html && !o.markdown) throw new Error('say where to write the report: --html <file> (the page) or --markdown <file> (the tables)');
        if (o.compare) {
          if (files.length !== 2) throw new Error(`--compare takes two files (before, after), not ${files.length}`);
          const runs = [];
          for (const file of files) {
            const tally = new ReportTally(file, defaultContent());
            const games = await addFile(tally, file);
            runs.push({ title: `${file} (${games} games)`, cells: tally.data().cells });
          }
          const comparison = compareRuns(runs[0]!, runs[1]!);
          if (!o.html) throw new Error('--compare writes a page: give --html <file>');
          writeFileSync(o.html, comparisonHtml(comparison));
          if (o.json) writeFileSync(o.json, `${JSON.stringify(comparison, null, 2)}\n`);
          console.log(`${files[0]} against ${files[1]} · comparison written to ${o.html}${o.json ? ` and ${o.json}` : ''}`);
          return;
        }
        const tally = new ReportTally(o.title ?? `Everrain simulation: ${files.join(', ')}`, defaultContent());
        let games = 0;
        for (const file of files) games += await addFile(tally, file);
        const data = tally.data();
        if (o.html) writeFileSync(o.html, reportHtml(data));
        if (o.markdown) writeFileSync(o.markdown, `${balanceMarkdown(data.cells)}\n\n${usageMarkdown(data.cells)}\n`);
        console.log(`${games} games · report written to ${[o.html, o.markdown].filter(Boolean).join(' and ')}`);
      } catch (thrown) {
        console.error(`everrain report: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
        process.exitCode = 2;
      }
    });
}
