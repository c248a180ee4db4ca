import { availableParallelism, cpus } from 'node:os';
import type { Command } from 'commander';
import { BOTS } from '@everrain/bots';
import type { GameLength } from '@everrain/engine';
import { speedTable, winRateTable, type SpeedRow, type WinCell } from '../figures/table';
import { runSimulation } from '../simulate/run';

interface FiguresFlags {
  bots?: string;
  games: string;
  players: string;
  length: string;
  seed: string;
  workers?: string;
  speedGames: string;
  speedBot: string;
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter((s) => s !== '');

/** The bots named by --bots, or every bot in the registry (read, never a list written here). */
export const botsToMeasure = (flag?: string): string[] => (flag === undefined ? Object.keys(BOTS) : list(flag));

/**
 * The README's figures, measured here and printed as Markdown: win rates per bot and player count with
 * 95% intervals, and the simulator's games per second with 1 and 2 workers. Progress goes to stderr.
 */
export function figuresCommand(program: Command): void {
  program
    .command('figures')
    .description("measure the README's figures and print them as Markdown tables: win rate per bot and player count (95% intervals), simulator games per second with 1 and 2 workers")
    .option('--bots <names>', `bots to measure, comma-separated (default: every bot in the registry: ${Object.keys(BOTS).join(', ')})`)
    .option('--games <n>', 'games per bot and player count', '200')
    .option('--players <list>', 'player counts, comma-separated', '1,2,3,4')
    .option('--length <l>', 'short, medium or long', 'medium')
    .option('--seed <s>', 'seed of the games (game i of a cell uses "<seed>-<bot>-<players>p-i")', 'figures')
    .option('--workers <k>', 'worker processes for the win rates (default: the cores available)')
    .option('--speed-games <n>', 'games timed at each worker count (0 skips the speed table)', '40')
    .option('--speed-bot <name>', 'bot for the speed table', 'heuristic')
    .action(async (o: FiguresFlags) => {
      const bots = botsToMeasure(o.bots);
      const players = list(o.players).map(Number);
      const games = Number(o.games);
      const speedGames = Number(o.speedGames);
      const workers = o.workers === undefined ? availableParallelism() : Number(o.workers);
      const unknown = [...bots, o.speedBot].find((b) => !BOTS[b]);
      const problem = unknown !== undefined ? `unknown bot "${unknown}" (the registry has: ${Object.keys(BOTS).join(', ')})`
        : players.length === 0 || players.some((p) => !Number.isInteger(p) || p < 1 || p > 4) ? '--players must list player counts 1–4'
        : !Number.isInteger(games) || games < 1 ? '--games must be a positive whole number'
        : !Number.isInteger(speedGames) || speedGames < 0 ? '--speed-games must be a whole number'
        : !Number.isInteger(workers) || workers < 1 ? '--workers must be a positive whole number'
        : !['short', 'medium', 'long'].includes(o.length) ? '--length must be short, medium or long' : null;
      if (problem) {
        console.error(`everrain figures: ${problem}`);
        process.exitCode = 2;
        return;
      }
      const length = o.length as GameLength;
      const cells: WinCell[] = [];
      for (const bot of bots) {
        for (const p of players) {
          const started = performance.now();
          const s = await runSimulation({ games, players: p, length, seed: `${o.seed}-${bot}-${p}p`, bot, rules: {} }, { workers, onLine: () => {} });
          cells.push({ bot, players: p, won: s.won, games: s.won + s.lost, unfinished: s.errors + s.stalled + s.cut });
          console.error(`${bot}, ${p} player${p === 1 ? '' : 's'}: ${s.won} of ${s.games} won · ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      }
      const speed: SpeedRow[] = [];
      if (speedGames > 0) {
        for (const k of [1, 2]) {
          const spec = { games: speedGames, players: 2, length, seed: `${o.seed}-speed`, bot: o.speedBot, rules: {} };
          const started = performance.now();
          // One worker on a thread too (as `bench` does), so both rows pay the same start-up.
          await runSimulation(spec, { workers: k, inWorker: true, onLine: () => {} });
          speed.push({ workers: k, games: speedGames, seconds: (performance.now() - started) / 1000 });
          console.error(`speed, ${k} worker${k === 1 ? '' : 's'}: ${(speedGames / speed.at(-1)!.seconds).toFixed(2)} games/s`);
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      const args = process.argv.slice(process.argv.indexOf('figures') + 1).join(' ');
      console.log(`Measured ${date} with \`npm run figures${args ? ` -- ${args}` : ''}\` · Node ${process.version} · ${cpus()[0]?.model.trim() ?? 'cpu'} × ${cpus().length}\n`);
      console.log(`Win rate by bot and player count (${length} game, ${games} games each, seed \`${o.seed}\`; 95% Wilson interval in brackets):\n`);
      console.log(winRateTable(cells, bots, players));
      if (speed.length > 0) console.log(`\n${speedTable(`simulator, ${o.speedBot} bot, 2 players, ${length}`, speed)}`);
    });
}
