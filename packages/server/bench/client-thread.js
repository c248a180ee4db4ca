// A load-bench client thread (plain JavaScript, so it starts without a TypeScript loader; it then registers
// tsx for load-clients.ts), as src/bot-thread.js does for bot threads.
import { register } from 'tsx/esm/api';

register();
await import('./load-clients.ts');
