import { defaultContent } from '@everrain/content';
import type { ContentSet } from '@everrain/engine';
import { errorLine, type GameLine, type SimulationSpec } from './games';

/** Main process → worker: play game `index`. */
export interface PlayMessage {
  readonly index: number;
}

/** Worker → main process: ready for games, one game's line, or why it could not start (worker-entry.js). */
export type WorkerMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'game'; readonly line: GameLine }
  | { readonly kind: 'failed'; readonly error: string };

export interface WorkerData {
  readonly spec: SimulationSpec;
  /** The module the worker entry imports (a URL); it calls `serveGames`. Handed to the worker as its one argument, in JSON. */
  readonly module: string;
}

export type PlayFunction = (spec: SimulationSpec, content: ContentSet, index: number) => GameLine;

/**
 * The body of a simulation worker: loads the content once, then plays each game it is sent and answers
 * with that game's line. A game that throws is answered as an error line; the worker carries on.
 */
export function serveGames(play: PlayFunction): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveGames runs only in a simulation worker process (started by runSimulation)');
  const { spec } = JSON.parse(process.argv[2] ?? '{}') as WorkerData;
  const content = defaultContent();
  // A worker whose main process is gone has nobody to play for.
  process.on('disconnect', () => process.exit(0));
  process.on('message', ({ index }: PlayMessage) => {
    let line: GameLine;
    try {
      line = play(spec, content, index);
    } catch (thrown) {
      line = errorLine(spec, index, `the worker threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
    send({ kind: 'game', line } satisfies WorkerMessage);
  });
  send({ kind: 'ready' } satisfies WorkerMessage);
}
