// Entry of a simulation worker thread. The sources are TypeScript run through tsx (as bin/everrain.js
// does for the main thread); a worker thread has its own module loader, so it registers tsx again here
// and then imports the TypeScript module it was given (worker.ts, or a test's stand-in).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
