import { cpus } from 'node:os';
import type { Command } from 'commander';
import { playGame, randomBot } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { sideBySideSection } from './bench-boardgameio';
import { runSimulation } from '../simulate/run';

interface Figures {
  readonly label: string;
  readonly value: string;
}

/** Speed and memory, measured on whole random games (legalActions + apply for every action). */
export function benchCommand(program: Command): void {
  program
    .command('bench')
    .description('measure actions per second, random games per second and peak memory')
    .option('--seconds <n>', 'time to spend on each measurement', '5')
    .option('--bgio-games <k>', 'random 4-player games replayed side by side through apply and boardgame.io (0 skips)', '3')
    .action((o: { seconds: string; bgioGames: string }) => {
      const budget = Math.max(0.5, Number(o.seconds) || 5) * 1000;
      const content = defaultContent();
      let peakRss = process.memoryUsage().rss;
      const sample = () => { peakRss = Math.max(peakRss, process.memoryUsage().rss); };
      const figures: Figures[] = [];
      for (const players of [1, 4]) {
        let games = 0;
        let actions = 0;
        const start = performance.now();
        while (performance.now() - start < budget) {
          const seed = `bench-${players}-${games}`;
          const record = playGame({ players, seed, content, bot: randomBot(`${seed}-bot`), length: 'medium' });
          if (record.result === 'error' || record.result === 'stalled') throw new Error(`bench game ${seed}: ${record.reason}`);
          games += 1;
          actions += record.actions;
          sample();
        }
        const seconds = (performance.now() - start) / 1000;
        figures.push({ label: `random medium games per second, ${players} player${players > 1 ? 's' : ''}`, value: (games / seconds).toFixed(1) });
        figures.push({ label: `actions per second (legalActions + apply), ${players} player${players > 1 ? 's' : ''}`, value: Math.round(actions / seconds).toLocaleString('en') });
      }
      figures.push({ label: 'peak resident memory', value: `${Math.round(peakRss / 2 ** 20)} MiB` });
      console.log(`Bench ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}`);
      console.log('| measure | value |\n| --- | --- |');
      for (const f of figures) console.log(`| ${f.label} | ${f.value} |`);
      const bgioGames = Math.max(0, Math.floor(Number(o.bgioGames) || 0));
      return parallelSpeedup(budget).then((f) => {
        console.log(`| ${f.label} | ${f.value} |`);
        if (bgioGames > 0) console.log(`\n${sideBySideSection({ players: 4, games: bgioGames, content }).join('\n')}`);
      });
    });
}

/**
 * `everrain simulate`'s speed-up from 1 to 2 worker threads: the same N random 4-player medium games (N sized
 * to take about the budget on one thread, at least 8), timed whole, each thread's start-up (≈ 0.7 s) included.
 */
async function parallelSpeedup(budget: number): Promise<Figures> {
  const spec = { players: 4, length: 'medium', seed: 'bench-workers', bot: 'random', rules: {} } as const;
  const time = async (games: number, workers: number, thread = true) => {
    const start = performance.now();
    await runSimulation({ ...spec, games }, { workers, thread, onLine: () => {} });
    return (performance.now() - start) / 1000;
  };
  const games = Math.max(8, 2 * Math.round(budget / 1000 / (await time(2, 1, false)))); // 2 games timed here: N ≈ budget
  const one = await time(games, 1);
  const two = await time(games, 2);
  return { label: `simulate speed-up from 1 to 2 workers (${games} random 4-player medium games, threads' start-up included)`, value: `${(one / two).toFixed(2)}× (${one.toFixed(1)} s → ${two.toFixed(1)} s)` };
}
