import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Tally, type Summary } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { errorLine, playIndexed, type GameLine, type SimulationSpec } from './games';
import type { PlayMessage, WorkerData, WorkerMessage } from './worker-protocol';

export interface RunOptions {
  /** 1 plays in this thread; K ≥ 2 starts K worker processes (never more than there are games). */
  readonly workers: number;
  /** Called once per game, in index order whatever the number of workers. */
  readonly onLine: (line: GameLine) => void;
  /** With workers: 1, play in one worker process rather than this thread (the bench compares 1 and 2 workers alike). */
  readonly inWorker?: boolean;
  /** The module each worker runs (default: worker.ts); tests hand in a faulty one. */
  readonly workerModule?: URL;
  /** Each bot choice with its reason, as a line; the games are then played in this thread, whatever `workers`. */
  readonly explain?: (text: string) => void;
}

/** How far ahead of the oldest unfinished game the workers may run: bounds the lines held for reordering. */
const WINDOW_PER_WORKER = 256;

/**
 * Games sent to a worker ahead of the one it plays, so that it never waits for the main process between two
 * games: with every core busy, the main process's answer to a finished game waited for a core of its own, and
 * two workers on two cores were busy only ~86% of a run (4,800 heuristic games: 38.4 CPU seconds each in 44.5 s).
 */
const GAMES_IN_FLIGHT = 2;

/**
 * Each worker is a process whose V8 runs on its one thread, its collector and compiler included. As threads
 * of one process (before), a worker kept 1.2–1.3 cores busy (V8's helper threads), so on 2 cores the second
 * worker found less than one: measured, 1,600 4-player medium games, alternating runs on a quiet machine,
 * 2 workers 37.9–38.4 games/s as threads against 42.0–43.2 as single-threaded processes (1.27–1.41× one
 * worker thread; 1.81–1.84× one worker process). docs/architecture.md, Simulation.
 */
const WORKER_V8_FLAGS = ['--single-threaded'];

/**
 * Plays games 0…games-1 of the spec and hands each game's line to `onLine` as soon as it and every game
 * before it are done. Keeps no game: memory is the same for 10 games or 10 million. Every game yields
 * exactly one line; an error in a game, or a worker that dies, becomes that game's error line.
 */
export async function runSimulation(spec: SimulationSpec, o: RunOptions): Promise<Summary> {
  const tally = new Tally();
  const emit = (line: GameLine) => {
    tally.add(line);
    o.onLine(line);
  };
  const workers = Math.max(1, Math.min(Math.floor(o.workers), spec.games));
  if ((workers === 1 && o.inWorker !== true) || o.explain) {
    const content = defaultContent();
    let yielded = performance.now();
    for (let i = 0; i < spec.games; i++) {
      emit(playIndexed(spec, content, i, o.explain));
      if (performance.now() - yielded > 50) {
        // Let the event loop run now and then (e.g. a closed stdout pipe is reported as an event).
        await new Promise((resolve) => setImmediate(resolve));
        yielded = performance.now();
      }
    }
  } else {
    await runOnWorkers(spec, workers, o.workerModule ?? new URL('./worker.ts', import.meta.url), emit);
  }
  return tally.summary();
}

function runOnWorkers(spec: SimulationSpec, count: number, module: URL, emit: (line: GameLine) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const held = new Map<number, GameLine>(); // finished out of order, waiting for an earlier game
    let nextToEmit = 0;
    let nextToSend = 0;
    let live = 0;
    let settled = false;
    let failure: Error | undefined;
    const all = new Set<ChildProcess>();
    // The workers ready for games, and the games each has been sent and not yet answered, oldest first.
    const ready: ChildProcess[] = [];
    const playing = new Map<ChildProcess, number[]>();
    // Games sent to a worker that stopped before it began them: sent again before any new one.
    const resend: number[] = [];
    const window = WINDOW_PER_WORKER * count;

    // The run settles once every worker has exited (so a caller counting its children's CPU counts all of it).
    const settleWhenGone = () => {
      if (live > 0) return;
      if (failure) reject(failure);
      else resolve();
    };
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      failure = error;
      for (const w of all) w.kill();
      settleWhenGone();
    };
    const record = (line: GameLine) => {
      held.set(line.index, line);
      for (let next = held.get(nextToEmit); next; next = held.get(nextToEmit)) {
        held.delete(nextToEmit);
        nextToEmit += 1;
        emit(next);
      }
      if (nextToEmit === spec.games) finish();
    };
    const dispatch = () => {
      // Round by round, one game to each ready worker with room, so the games spread evenly over the workers.
      for (let sent = true; sent; ) {
        sent = false;
        for (const w of ready) {
          if (resend.length === 0 && (nextToSend >= spec.games || nextToSend >= nextToEmit + window)) return;
          const games = playing.get(w)!;
          if (games.length >= GAMES_IN_FLIGHT) continue;
          const index = resend.shift() ?? nextToSend++;
          games.push(index);
          w.send({ index } satisfies PlayMessage);
          sent = true;
        }
      }
    };

    const start = () => {
      const data: WorkerData = { spec, module: module.href };
      const w = fork(fileURLToPath(new URL('./worker-entry.js', import.meta.url)), [JSON.stringify(data)], {
        execArgv: WORKER_V8_FLAGS,
        // whatever a worker prints goes to stderr, never into the JSON lines on stdout
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      });
      w.stdout?.pipe(process.stderr, { end: false });
      all.add(w);
      live += 1;
      let isReady = false;
      let stopped: string | null = null;
      w.on('message', (m: WorkerMessage) => {
        if (m.kind === 'failed') {
          stopped = m.error;
          return;
        }
        if (m.kind === 'ready') {
          isReady = true;
          playing.set(w, []);
          ready.push(w);
        } else {
          const games = playing.get(w);
          const at = games?.indexOf(m.line.index) ?? -1;
          if (games && at >= 0) games.splice(at, 1);
          record(m.line);
        }
        if (!settled) dispatch();
        else w.kill();
      });
      w.on('error', (e) => { stopped = e.message; });
      w.on('exit', (code, signal) => {
        live -= 1;
        all.delete(w);
        const i = ready.indexOf(w);
        if (i >= 0) ready.splice(i, 1);
        if (settled) {
          settleWhenGone();
          return;
        }
        const why = stopped ?? (signal ? `stopped by ${signal}` : `exit code ${code}`);
        const games = playing.get(w) ?? [];
        playing.delete(w);
        if (games.length > 0) {
          // Its games are lost, not the run: report the one it was playing, send the others again to a fresh
          // worker (they were waiting their turn, never started), and start that worker for the rest.
          const [lost, ...waiting] = games as [number, ...number[]];
          resend.push(...waiting);
          record(errorLine(spec, lost, `the worker stopped while playing this game: ${why}`));
          if (!settled) {
            start();
            dispatch();
          }
        } else if (!isReady) {
          // A worker that cannot even start would fail again: give up on it, or on the run if none is left.
          if (live === 0) finish(new Error(`no simulation worker could start: ${why}`));
        } else if (live === 0) finish(new Error(`every simulation worker stopped: ${why}`));
      });
    };
    for (let k = 0; k < count; k++) start();
  });
}
