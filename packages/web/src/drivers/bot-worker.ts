/// <reference lib="webworker" />
/*
 * The search bot's thinking, off the page's thread (issue #24 item 10): a Web Worker running the bots' BotMind —
 * the one the server's bot threads run — so one bot per game and seat (its plans last a turn) answers each
 * decision from its seat's view (`seatTurn`), within a budget of samples: a seed plays the same moves
 * whatever the machine's load. It also answers "Ask the crew" (issue #25 item 4) from a seat's view alone.
 */
import { BotMind, type AdviceJob, type BotJob } from '@everrain/bots';
import { defaultContent } from '@everrain/content';

const mind = new BotMind(defaultContent());

self.onmessage = (e: MessageEvent<BotJob | AdviceJob>) => {
  const job = e.data;
  (self as unknown as DedicatedWorkerGlobalScope).postMessage('kind' in job && job.kind === 'advice' ? mind.advise(job) : mind.decide(job as BotJob));
};
