// A bot thread (plain JavaScript, so it starts without a TypeScript loader; it then registers tsx for the
// bots' TypeScript). It answers one bot decision at a time (bot-think.ts); the server's event loop, which
// serves the people's moves, never runs a bot's search itself.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { BotMind } = await import('./bot-think.ts');
const mind = new BotMind(workerData.catalog);
parentPort.on('message', (job) => parentPort.postMessage(mind.decide(job)));
parentPort.postMessage({ ready: true });
