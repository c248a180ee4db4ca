// A bot thread's work (issue #14 item 2): one bot decision at a time (@everrain/bots' BotMind), answered to the server's
// event loop, which never runs a bot's search itself. Loaded by bot-thread.js under tsx (the TypeScript
// sources: tests, development), and compiled into dist/bot-thread.js by build.mjs (production: no tsx).
import { parentPort, workerData } from 'node:worker_threads';
import { BotMind } from '@everrain/bots';

const port = parentPort;
if (!port) throw new Error('bot-worker.ts runs in a bot thread only');
const mind = new BotMind((workerData as { catalog: ConstructorParameters<typeof BotMind>[0] }).catalog);
port.on('message', (job: Parameters<BotMind['decide']>[0]) => port.postMessage(mind.decide(job)));
port.postMessage({ ready: true });
