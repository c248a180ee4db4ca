// Compiles the server for production (issue #23 item 1): `node build.mjs [OUT]` (default dist/) bundles
// src/main.ts, the bot thread (src/bot-worker.ts → bot-thread.js) and the SQLite writer thread into plain
// JavaScript that `node OUT/main.js` runs without tsx. The workspace's own packages (@everrain/*, TypeScript
// sources) are bundled in; every other package stays an import resolved from node_modules at run time
// (better-sqlite3 is native; fastify, ws, pg, zod are used as published). The threads are started by
// `new URL('./bot-thread.js' | './sqlite-writer.js', import.meta.url)`, so they sit beside main.js.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, process.argv[2] ?? 'dist');
if (dirname(out) !== here) throw new Error(`build.mjs: the output folder must be directly in packages/server (main.js finds packages/web and node_modules from there), not ${out}`);

/** Bare imports other than the workspace's stay imports; relative ones and @everrain/* are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@everrain/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: resolve(here, 'src/main.ts'), out: 'main' },
    { in: resolve(here, 'src/bot-worker.ts'), out: 'bot-thread' },
    { in: resolve(here, 'src/sqlite-writer.js'), out: 'sqlite-writer' },
  ],
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
