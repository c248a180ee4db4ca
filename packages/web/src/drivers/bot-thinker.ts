import type { GameState } from '@everrain/engine';
import type { BotAnswer, BotJob } from '@everrain/bots';

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
const waiting = new Map<number, (answer: BotAnswer) => void>();

export function canThinkOffThread(): boolean {
  return typeof Worker !== 'undefined';
}

export function thinkOffThread(job: Omit<BotJob, 'id' | 'state'> & { readonly state: GameState }): Promise<BotAnswer> {
  if (!worker) {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotAnswer>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = () => {
      for (const [id, done] of waiting) done({ id, ok: false, error: 'the bot\'s thread stopped' });
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
    worker!.postMessage({ ...job, id, state } satisfies BotJob);
  });
}
