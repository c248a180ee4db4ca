/// <reference lib="webworker" />
/*
 * The search bot's thinking, off the page's thread (issue #24 item 10): a Web Worker that keeps one search bot
 * per game and seat (its plans last a turn) and answers each decision with the action and its reason. The bot
 * sees only its seat's view (`seatTurn`); its budget is a count of samples, so a seed plays the same moves
 * whatever the machine's load.
 */
import { searchBot, seatTurn, type Bot } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import type { GameState } from '@everrain/engine';
import { SEARCH_BUDGET, type ThinkRequest, type ThinkAnswer } from './bot-protocol';

const catalog = defaultContent();
const bots = new Map<string, Bot>();

self.onmessage = (e: MessageEvent<ThinkRequest>) => {
  const job = e.data;
  let answer: ThinkAnswer;
  try {
    let bot = bots.get(job.key);
    if (!bot) {
      bot = searchBot(job.seed, { ...SEARCH_BUDGET });
      bots.set(job.key, bot);
    }
    const state = { ...job.state, catalog } as GameState;
    const { action, reason } = bot.choose(seatTurn(state, job.seat, job.legal));
    answer = { id: job.id, ok: true, action, reason };
  } catch (error) {
    answer = { id: job.id, ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
};
