// Entry of a simulation worker process (runSimulation forks it). The sources are TypeScript run through tsx
// (as bin/everrain.js does for the main process), so it registers tsx and then imports the TypeScript module
// it was given (worker.ts, or a test's stand-in), named in its one argument (JSON).
import { register } from 'tsx/esm/api';

register();
const { module } = JSON.parse(process.argv[2]);
try {
  await import(module);
} catch (error) {
  // Say why to the main process (which reports it), then leave.
  process.send?.({ kind: 'failed', error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}
