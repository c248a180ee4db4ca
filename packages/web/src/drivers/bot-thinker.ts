import type { GameState } from '@everrain/engine';
import type { ThinkAnswer, ThinkRequest } from './bot-protocol';

/**
 * The page's side of the bot worker (bot-worker.ts): one worker, made on the first decision it is asked, and
 * the answers matched to their questions. Where no Worker exists (a test's bare page) there is none to ask.
 */
let worker: Worker | null = null;

declare global {
  /** Each decision's thinking, off the page's thread (ms, by the game's round and seat): the browser bench reads it. */
  interface Window { everrainBotThinking?: { turn: string; ms: number }[] }
}
let asked = 0;
const waiting = new Map<number, (answer: ThinkAnswer) => void>();

export function canThinkOffThread(): boolean {
  return typeof Worker !== 'undefined';
}

export function thinkOffThread(job: Omit<ThinkRequest, 'id' | 'state'> & { readonly state: GameState }): Promise<ThinkAnswer> {
  if (!worker) {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ThinkAnswer>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = () => {
      for (const [id, done] of waiting) done({ id, ok: false, problem: 'the bot\'s thread stopped' });
      waiting.clear();
      worker = null;
    };
  }
  const id = ++asked;
  const { catalog: _catalog, ...state } = job.state;
  const began = performance.now();
  const turn = `${job.state.round}/${job.seat}`;
  return new Promise((resolve) => {
    waiting.set(id, (answer) => {
      (window.everrainBotThinking ??= []).push({ turn, ms: performance.now() - began });
      resolve(answer);
    });
    worker!.postMessage({ ...job, id, state } satisfies ThinkRequest);
  });
}
