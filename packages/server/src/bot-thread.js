// A bot thread from the TypeScript sources (plain JavaScript, so it starts without a TypeScript loader; it
// then registers tsx for the bots' TypeScript). The compiled server (dist/, build.mjs) has its own
// dist/bot-thread.js, built from bot-worker.ts, and needs no tsx.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
