import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { BOTS } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { freshSeed, type GameLength } from '@everrain/engine';
import { runCommit } from '../simulate/commit';
import { addRulesFlags, rulesFromFlags, type RulesFlags } from '../rules-options';
import type { GameLine } from '../simulate/games';
import { createProgress } from '../simulate/progress';
import { ReportTally } from '../simulate/report-data';
import { reportHtml } from '../simulate/report-html';
import { runSimulation } from '../simulate/run';

interface SimulateFlags extends RulesFlags {
  games: string;
  players: string;
  seed?: string;
  bot: string;
  length: string;
  workers: string;
  json?: boolean;
  out?: string;
  report?: string;
  quiet?: boolean;
  progress: boolean;
  explain?: boolean;
}

/** The default number of workers: every core the process may use, one per game at most. */
export const defaultWorkers = () => availableParallelism();

export function simulateCommand(program: Command): void {
  const command = program
    .command('simulate')
    .description('play whole games with bots in every seat and report the outcomes')
    .option('--games <n>', 'number of games', '100')
    .option('--players <n>', 'players per game (1–4)', '2')
    .option('--seed <s>', 'seed of the games: game i uses "<seed>-i" (default: a fresh random seed, printed)')
    .option('--bot <name>', `bot in every seat (${Object.keys(BOTS).join(', ')})`, 'random')
    .option('--length <l>', 'short, medium or long', 'medium')
    .option('--workers <k>', 'worker processes; 1 plays in the main thread; the same seeds give the same games whatever K (default: the cores available)')
    .option('--json', 'one JSON line per game on stdout, in game order; the summary line goes to stderr')
    .option('--out <file>', 'write the JSON lines to this file instead; stdout keeps the summary line')
    .option('--report <file>', 'write an HTML report of the games (win rates with 95% intervals, Acts, causes of loss, lengths, Elder One cards, the tokens\' race): one self-contained page')
    .option('--no-progress', 'no progress bar (on a terminal) or progress lines (otherwise) on stderr')
    .option('--quiet', 'print only the summary line (and the JSON lines asked for)')
    .option('--explain', 'print every choice the bots make with its reason (plays in this thread; best with a few games)');
  addRulesFlags(command).action(async (o: SimulateFlags) => {
    const games = Number(o.games);
    const players = Number(o.players);
    const workers = o.workers === undefined ? defaultWorkers() : Number(o.workers);
    const chosen = rulesFromFlags(o);
    const problem = 'problem' in chosen ? chosen.problem
      : !Number.isInteger(games) || games < 1 ? '--games must be a positive whole number'
      : !Number.isInteger(players) || players < 1 || players > 4 ? '--players must be 1–4'
      : !Number.isInteger(workers) || workers < 1 ? '--workers must be a positive whole number'
      : !BOTS[o.bot] ? `unknown bot "${o.bot}"`
      : !['short', 'medium', 'long'].includes(o.length) ? '--length must be short, medium or long' : null;
    if (problem || 'problem' in chosen) {
      console.error(`everrain simulate: ${problem}`);
      process.exitCode = 2;
      return;
    }
    // stdout carries either the human lines (by default) or the JSON lines (--json); the other kind of
    // output goes to stderr, so `everrain simulate --json | jq` sees nothing but game lines.
    const info = o.json ? (text: string) => process.stderr.write(`${text}\n`) : (text: string) => process.stdout.write(`${text}\n`);
    let file: number | null = null;
    if (o.out !== undefined) {
      try {
        file = openSync(o.out, 'w');
      } catch (thrown) {
        console.error(`everrain simulate: cannot write ${o.out}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
        process.exitCode = 2;
        return;
      }
    }
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); // the reader stopped (e.g. `| head`): so do we
      throw e;
    });
    // No seed given: 128 bits from the system's generator (D85), printed so any game can be replayed.
    const seed = o.seed ?? freshSeed(crypto);
    if (o.seed === undefined) info(`seed ${seed}`);
    const humanLines = !o.quiet && !o.json && file === null;
    const progress = o.progress && !o.quiet ? createProgress(games, process.stderr) : null;
    // Per-game human lines already show progress; a bar under them only on a terminal.
    const showProgress = progress !== null && (!humanLines || process.stderr.isTTY === true);
    let done = 0;
    const report = o.report === undefined ? null : new ReportTally(`Everrain simulation: ${games} games, ${players} players, ${o.length}, bot ${o.bot}, seed ${seed}`, defaultContent());
    const onLine = (line: GameLine) => {
      report?.add(line);
      const json = `${JSON.stringify(line)}\n`;
      if (file !== null) writeSync(file, json);
      const out = o.json ? () => process.stdout.write(json)
        : humanLines ? () => process.stdout.write(`game ${line.index + 1}: seed ${line.seed} · ${line.result} after ${line.rounds} rounds, ${line.actions} actions · ${line.reason}\n`)
        : null;
      done += 1;
      if (showProgress) progress.update(done, out ?? undefined);
      else out?.();
    };
    const started = performance.now();
    let s;
    try {
      const explain = o.explain ? (text: string) => info(text) : undefined;
      const commit = runCommit();
      s = await runSimulation({ games, players, length: o.length as GameLength, seed, bot: o.bot, rules: chosen.rules, ...(commit ? { commit } : {}) }, { workers, onLine, ...(explain ? { explain } : {}) });
    } catch (thrown) {
      progress?.stop();
      console.error(`everrain simulate: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      process.exitCode = 2;
      return;
    } finally {
      if (file !== null) closeSync(file);
    }
    progress?.stop();
    const seconds = (performance.now() - started) / 1000;
    info(`${s.games} games, ${players} players, bot ${o.bot}: ${s.won} won, ${s.lost} lost, ${s.stalled} stalled, ${s.cut} cut off, ${s.errors} errors · mean ${s.meanRounds.toFixed(1)} rounds, ${s.meanActions.toFixed(0)} actions · ${seconds.toFixed(1)} s`);
    if (report !== null && o.report !== undefined) {
      try {
        writeFileSync(o.report, reportHtml(report.data()));
        info(`report written to ${o.report}`);
      } catch (thrown) {
        console.error(`everrain simulate: cannot write ${o.report}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
        process.exitCode = 2;
        return;
      }
    }
    if (s.errors + s.stalled + s.cut > 0) process.exitCode = 1;
  });
}
