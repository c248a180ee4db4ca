import type { GameState, GameView } from '@everrain/engine';
import type { AdviceAnswer, AdviceJob, BotAnswer, BotJob } from '@everrain/bots';

/**
 * The page's side of the bot worker (bot-worker.ts): one worker, made on the first question it is asked, and
 * the answers matched to their questions — a bot seat's decision, or "Ask the crew" for a person's seat. Where
 * no Worker exists (a test's bare page) there is none to ask.
 */
let worker: Worker | null = null;

declare global {
  /** Each decision's thinking, off the page's thread (ms, by the game's round and seat): the browser bench reads it. */
  interface Window { everrainBotThinking?: { turn: string; ms: number }[] }
}
let asked = 0;
const waiting = new Map<number, (answer: BotAnswer | AdviceAnswer) => void>();

export function canThinkOffThread(): boolean {
  return typeof Worker !== 'undefined';
}

/**
 * Where the worker's module is: built, the build's second entry (vite.config.ts), which shares the engine's
 * chunks with this page; in the dev server, its source (a path not written out whole, so the build does not
 * make it a worker bundle of its own).
 */
declare const __BOT_WORKER_BUILT__: boolean;

function workerUrl(): URL {
  if (typeof __BOT_WORKER_BUILT__ === 'undefined' || !__BOT_WORKER_BUILT__) return new URL(`./bot-worker${'.ts'}`, import.meta.url);
  return new URL(`${import.meta.env.BASE_URL}bot-worker.js`, location.href);
}

function theWorker(): Worker {
  if (worker) return worker;
  const made = new Worker(workerUrl(), { type: 'module' });
  made.onmessage = (e: MessageEvent<BotAnswer | AdviceAnswer>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    done?.(e.data);
  };
  made.onerror = () => {
    for (const [id, done] of waiting) done({ id, ok: false, error: 'the bot\'s thread stopped' });
    waiting.clear();
    worker = null;
  };
  worker = made;
  return made;
}

function ask<T extends BotAnswer | AdviceAnswer>(message: BotJob | AdviceJob, answered: (answer: T) => void): void {
  waiting.set(message.id, answered as (answer: BotAnswer | AdviceAnswer) => void);
  theWorker().postMessage(message);
}

export function thinkOffThread(job: Omit<BotJob, 'id' | 'state'> & { readonly state: GameState }): Promise<BotAnswer> {
  const id = ++asked;
  const { catalog: _catalog, ...state } = job.state;
  const began = performance.now();
  const turn = `${job.state.round}/${job.seat}`;
  return new Promise((resolve) => ask<BotAnswer>({ ...job, id, state }, (answer) => {
    (window.everrainBotThinking ??= []).push({ turn, ms: performance.now() - began });
    resolve(answer);
  }));
}

/** "Ask the crew" for a person's seat, from what the table shows that seat: its view, never a state. */
export function adviseOffThread(job: Omit<AdviceJob, 'id' | 'kind' | 'view'> & { readonly view: GameView }): Promise<AdviceAnswer> {
  const id = ++asked;
  const { catalog: _catalog, ...view } = job.view;
  return new Promise((resolve) => ask<AdviceAnswer>({ ...job, id, kind: 'advice', view }, resolve));
}
