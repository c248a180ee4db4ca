import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { offlineBuild } from './offline/offline-build';

/**
 * The bot worker (src/drivers/bot-worker.ts) is a second entry of the one build, not a worker bundle of its
 * own: it then shares the engine's, the content's and the bots' chunks with the page, so they are fetched
 * and cached once (issue #24's budget for all JavaScript). Its file keeps a fixed name the page can ask for.
 */
const BOT_WORKER = 'bot-worker';

export default defineConfig(({ command }) => ({
  plugins: [preact(), offlineBuild()],
  // Built, the page asks for the worker's entry; in the dev server, for its source (bot-thinker.ts).
  define: { __BOT_WORKER_BUILT__: JSON.stringify(command === 'build') },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), [BOT_WORKER]: fileURLToPath(new URL('./src/drivers/bot-worker.ts', import.meta.url)) },
      output: { entryFileNames: (chunk) => (chunk.name === BOT_WORKER ? `${BOT_WORKER}.js` : 'assets/[name]-[hash].js') },
    },
  },
  preview: { host: '127.0.0.1' },
}));
