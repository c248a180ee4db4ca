import { heuristicBot, playGame } from '@everrain/bots';
import type { ContentSet } from '@everrain/engine';
import { runSimulation } from '../simulate/run';

/**
 * The heuristic bot's speed (issue #25, item 1) on seeded 4-player medium games: CPU time per decision, the
 * engine's listing and applying included (a decision is one action of the game). CPU time, not the clock:
 * the figure holds on a machine other work shares. Measured twice: over the first games a process plays
 * (`budget` / 2 of them, by the clock: the code still being compiled, which the first seconds of any run pay,
 * on the compiler's threads too), then over `budget` ms more, the code compiled (what a long simulation
 * pays per game).
 */
export function heuristicSpeed(content: ContentSet, budget: number): { label: string; value: string }[] {
  let played = 0;
  const measure = (ms: number) => {
    let games = 0;
    let actions = 0;
    const cpu = process.cpuUsage();
    const start = performance.now();
    while (games === 0 || performance.now() - start < ms) {
      const seed = `bench-heuristic-${played}`;
      actions += playGame({ players: 4, length: 'medium', seed, content, bot: heuristicBot(`${seed}-bot`) }).actions;
      games += 1;
      played += 1;
    }
    const used = process.cpuUsage(cpu);
    return { games, actions, seconds: (used.user + used.system) / 1e6 };
  };
  const cold = measure(budget / 2);
  const warm = measure(budget);
  const perDecision = (m: typeof cold) => `${((m.seconds * 1000) / m.actions).toFixed(3)} ms`;
  return [
    { label: `heuristic bot, 4-player medium games: CPU per decision, engine included, compiled (${warm.games} games after ${cold.games})`, value: perDecision(warm) },
    { label: `heuristic bot, the same over its first ${cold.games} games (its code still being compiled)`, value: perDecision(cold) },
    { label: 'heuristic bot, 4-player medium games per CPU second (one core), compiled', value: (warm.games / warm.seconds).toFixed(1) },
  ];
}

/**
 * `everrain simulate --bot heuristic` on 4-player medium games with 1 and 2 worker threads: games per second
 * by the clock, each thread's start-up included, on N games sized to take about `budget` on one thread; and
 * the CPU the process spent (every thread: the workers', V8's collector and compiler threads', this one's), as
 * games per CPU second and the cores kept busy — what says whether a second worker can find a core of its own.
 */
export async function heuristicSimulateSpeed(budget: number): Promise<{ label: string; value: string }[]> {
  const spec = { players: 4, length: 'medium', seed: 'bench-heuristic-sim', bot: 'heuristic', rules: {} } as const;
  const time = async (games: number, workers: number) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await runSimulation({ ...spec, games }, { workers, thread: true, onLine: () => {} });
    const used = process.cpuUsage(cpu);
    return { wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
  };
  const probe = await time(4, 1);
  const games = Math.max(8, Math.round((4 * budget) / 1000 / probe.wall));
  const one = await time(games, 1);
  const two = await time(games, 2);
  const perCpu = (m: typeof one) => (games / m.cpu).toFixed(1);
  const cores = (m: typeof one) => (m.cpu / m.wall).toFixed(2);
  return [
    {
      label: `simulate --bot heuristic, ${games} 4-player medium games: games per second with 1 and 2 workers (threads' start-up included)`,
      value: `${(games / one.wall).toFixed(1)} → ${(games / two.wall).toFixed(1)} (${(one.wall / two.wall).toFixed(2)}×)`,
    },
    {
      label: 'the same runs by CPU time, every thread of the process: games per CPU second, and cores kept busy, with 1 and 2 workers',
      value: `${perCpu(one)} → ${perCpu(two)} games; ${cores(one)} → ${cores(two)} cores`,
    },
  ];
}
