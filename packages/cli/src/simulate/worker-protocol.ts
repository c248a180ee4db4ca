import { parentPort, workerData } from 'node:worker_threads';
import { defaultContent } from '@everrain/content';
import type { ContentSet } from '@everrain/engine';
import { errorLine, type GameLine, type SimulationSpec } from './games';

/** Main thread → worker: play game `index`. */
export interface PlayMessage {
  readonly index: number;
}

/** Worker → main thread: ready for games, or one game's line. */
export type WorkerMessage = { readonly kind: 'ready' } | { readonly kind: 'game'; readonly line: GameLine };

export interface WorkerData {
  readonly spec: SimulationSpec;
  /** The module the worker entry imports (a URL); it calls `serveGames`. */
  readonly module: string;
}

export type PlayFunction = (spec: SimulationSpec, content: ContentSet, index: number) => GameLine;

/**
 * The body of a simulation worker: loads the content once, then plays each game it is sent and answers
 * with that game's line. A game that throws is answered as an error line; the worker carries on.
 */
export function serveGames(play: PlayFunction): void {
  const port = parentPort;
  if (!port) throw new Error('serveGames runs only in a worker thread');
  const { spec } = workerData as WorkerData;
  const content = defaultContent();
  port.on('message', ({ index }: PlayMessage) => {
    let line: GameLine;
    try {
      line = play(spec, content, index);
    } catch (thrown) {
      line = errorLine(spec, index, `the worker threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
    port.postMessage({ kind: 'game', line } satisfies WorkerMessage);
  });
  port.postMessage({ kind: 'ready' } satisfies WorkerMessage);
}
