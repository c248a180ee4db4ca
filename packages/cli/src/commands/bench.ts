import { cpus } from 'node:os';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Command } from 'commander';
import { narrowedTurn, playGame, uniformBot, type Bot } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import type { ContentSet, GameState } from '@everrain/engine';
import { sideBySideSection } from './bench-boardgameio';
import { heuristicSimulateSpeed, heuristicSpeed } from './bench-heuristic';
import { searchSpeed } from './bench-search';
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
      const figures: Figures[] = [...engineSpeed(content, budget, sample), ...engineMemory(content), ...heuristicSpeed(content, budget), ...searchSpeed(content, budget)];
      sample();
      figures.push({ label: 'peak resident memory', value: `${Math.round(peakRss / 2 ** 20)} MiB` });
      console.log(`Bench ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}`);
      console.log('| measure | value |\n| --- | --- |');
      for (const f of figures) console.log(`| ${f.label} | ${f.value} |`);
      const bgioGames = Math.max(0, Math.floor(Number(o.bgioGames) || 0));
      return parallelSpeedup(budget).then(async (f) => {
        console.log(`| ${f.label} | ${f.value} |`);
        for (const h of await heuristicSimulateSpeed(budget)) console.log(`| ${h.label} | ${h.value} |`);
        if (bgioGames > 0) console.log(`\n${sideBySideSection({ players: 4, games: bgioGames, content }).join('\n')}`);
      });
    });
}

/**
 * The bench's bot: the uniform random bot (the random bot before issue #13, so the figures stay comparable),
 * except that it makes a free trade (a `transfer` between adjacent ships) only when nothing else is legal — trades cost no Order, so a uniform pick would spend most of a game
 * passing coin back and forth (issue #12). Trades are still counted and reported apart.
 */
function benchBot(seed: string): Bot {
  const inner = uniformBot(seed);
  return {
    name: 'uniform (no free trades while anything else is legal)',
    choose: (turn) => {
      const others = turn.legal.filter((a) => a.type !== 'transfer');
      // The view stays lazy: the uniform bot never reads it.
      return inner.choose(others.length > 0 ? narrowedTurn(turn, others) : turn);
    },
  };
}

interface Played { readonly actions: number; readonly trades: number; readonly states: GameState[] | null }

/** One seeded medium game through the public API (the bots' `playGame`); `keep` retains every state. */
function play(content: ContentSet, players: number, seed: string, keep = false, each?: () => void): Played {
  let states: GameState[] | null = null;
  let trades = 0;
  const record = playGame({
    players, seed, content, bot: benchBot(`${seed}-bot`), length: 'medium',
    onAction: (before, action, after) => {
      if (keep) (states ??= [before]).push(after);
      if (action.type === 'transfer') trades += 1;
      each?.();
    },
  });
  if (record.result !== 'won' && record.result !== 'lost') throw new Error(`bench game ${seed}: ${record.result}: ${record.reason}`);
  return { actions: record.actions, trades, states };
}

/** Whole games for `budget` ms at 1 and at 4 players: games and actions per second, a game's time, trades apart. */
function engineSpeed(content: ContentSet, budget: number, sample: () => void): Figures[] {
  const figures: Figures[] = [];
  for (const players of [1, 4]) {
    const who = `${players} player${players > 1 ? 's' : ''}`;
    // Warm up first, so the compiler's early tiers are not what is measured.
    for (let w = 0; w < 3; w++) play(content, players, `bench-warm-${players}-${w}`);
    let games = 0;
    let actions = 0;
    let trades = 0;
    const start = performance.now();
    while (performance.now() - start < budget) {
      const played = play(content, players, `bench-${players}-${games}`);
      games += 1;
      actions += played.actions;
      trades += played.trades;
      sample();
    }
    const ms = performance.now() - start;
    figures.push({ label: `random medium games per second, ${who}`, value: (games / (ms / 1000)).toFixed(1) });
    figures.push({ label: `actions per second (legalActions + apply), ${who}`, value: Math.round(actions / (ms / 1000)).toLocaleString('en') });
    figures.push({ label: `random medium game, ${who}: mean time / actions / of which free trades`, value: `${(ms / games).toFixed(1)} ms / ${Math.round(actions / games)} / ${(trades / games).toFixed(1)}` });
  }
  return figures;
}

/** The collector, if V8 lets the process have it (it does unless the flag is locked). */
function collector(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? () => { (gc as () => void)(); } : null;
  } catch {
    return null;
  }
}

/**
 * Memory, on seeded 4-player medium games:
 * - heap per retained state: every state of a game kept (as an undo history or a search tree would keep
 *   them, sharing what the engine shares between states); the heap after a full collection with them
 *   held, less the heap after another once they are let go, over the number of states;
 * - allocated per action: V8's used heap read after every action; its rises summed over the actions during
 *   which no collection ran (a fall means one did, and that action is left out), less the cost of the
 *   reading itself. Only the latest state is kept while playing, so all of it is garbage by the next action.
 */
function engineMemory(content: ContentSet): Figures[] {
  const gc = collector();
  const heap = () => getHeapStatistics().used_heap_size;
  let retained = 'not measured (no --expose-gc)';
  if (gc) {
    let states = 0;
    let bytes = 0;
    // The states are held only inside `holding`, so nothing of its frame keeps them once it returns.
    const holding = (g: number) => {
      const played = play(content, 4, `bench-memory-${g}`, true);
      gc();
      return { held: heap(), states: played.states?.length ?? 0 };
    };
    for (let g = 0; g < 3; g++) {
      const h = holding(g);
      gc();
      bytes += h.held - heap();
      states += h.states;
    }
    retained = `${(bytes / states / 1024).toFixed(1)} KiB`;
  }
  // What reading the heap costs in allocation: two readings with nothing between them.
  let overhead = Infinity;
  for (let i = 0; i < 200; i++) {
    const a = heap();
    const b = heap();
    if (b >= a) overhead = Math.min(overhead, b - a);
  }
  let counted = 0;
  let allocated = 0;
  for (let g = 0; g < 3; g++) {
    let last = heap();
    play(content, 4, `bench-garbage-${g}`, false, () => {
      const now = heap();
      if (now >= last) {
        counted += 1;
        allocated += now - last - overhead;
      }
      last = heap();
    });
  }
  return [
    { label: 'heap per retained state (every state of a 4-player game kept)', value: retained },
    { label: 'allocated per action, all garbage by the next (4 players)', value: counted ? `${(allocated / counted / 1024).toFixed(1)} KiB` : 'not measured' },
  ];
}

/**
 * `everrain simulate`'s speed-up from 1 to 2 worker processes: the same N random 4-player medium games (N sized
 * to take about the budget on one thread, at least 8), timed whole, each worker's start-up included.
 */
async function parallelSpeedup(budget: number): Promise<Figures> {
  const spec = { players: 4, length: 'medium', seed: 'bench-workers', bot: 'uniform', rules: {} } as const;
  const time = async (games: number, workers: number, inWorker = true) => {
    const start = performance.now();
    await runSimulation({ ...spec, games }, { workers, inWorker, onLine: () => {} });
    return (performance.now() - start) / 1000;
  };
  const games = Math.max(8, 2 * Math.round(budget / 1000 / (await time(2, 1, false)))); // 2 games timed here: N ≈ budget
  const one = await time(games, 1);
  const two = await time(games, 2);
  return { label: `simulate speed-up from 1 to 2 workers (${games} random 4-player medium games, workers' start-up included)`, value: `${(one / two).toFixed(2)}× (${one.toFixed(1)} s → ${two.toFixed(1)} s)` };
}
