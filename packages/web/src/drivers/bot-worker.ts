/// <reference lib="webworker" />
/*
 * The search bot's thinking, off the page's thread (issue #24 item 10): a Web Worker running the bots' BotMind —
 * the one the server's bot threads run — so one bot per game and seat (its plans last a turn) answers each
 * decision from its seat's view (`seatTurn`), within a budget of samples: a seed plays the same moves
 * whatever the machine's load.
 */
import { BotMind, type BotJob } from '@everrain/bots';
import { defaultContent } from '@everrain/content';

const mind = new BotMind(defaultContent());

self.onmessage = (e: MessageEvent<BotJob>) => {
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(mind.decide(e.data));
};
