import { defaultContent } from '@everrain/content';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from './server';
import { PostgresStore } from './postgres-store';
import { SqliteStore } from './sqlite-store';
import { explainStartRefusals } from './store-open';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    db: { type: 'string', default: process.env.EVERRAIN_DB ?? 'everrain.sqlite' },
    /** A PostgreSQL URL (postgres://…): the games live there, shared with every other process given it. Default: the SQLite file `--db`. */
    store: { type: 'string', default: process.env.EVERRAIN_STORE ?? '' },
    web: { type: 'string', default: resolve(here, '../../web/dist') },
    'snapshot-every': { type: 'string', default: '200' },
    'creates-per-minute': { type: 'string', default: '60' },
    'test-hooks': { type: 'boolean', default: false },
    /** The pause before a server-side bot seat moves, in ms. */
    'bot-delay': { type: 'string', default: '800' },
    /** Bot decisions run at once in all, each in its own thread; and a search decision's samples (its budget of iterations). */
    'bot-threads': { type: 'string', default: '1' },
    'bot-samples': { type: 'string', default: '4' },
    /** Lets a new game be given a chosen seed (whoever chooses it can work out every face-down card). */
    'allow-seeds': { type: 'boolean', default: false },
    /** Messages a second one connection may send (bots and the load generator send faster than people). */
    rate: { type: 'string', default: '20' },
    // Issue #23 item 5 (limits.ts): the caps a public server needs; every other limit is a startServer option.
    'games-per-minute': { type: 'string', default: '300' },
    'connections-per-address': { type: 'string', default: '50' },
    connections: { type: 'string', default: '10000' },
    spectators: { type: 'string', default: '100' },
    'trust-proxy': { type: 'string', default: process.env.EVERRAIN_TRUST_PROXY ?? '' },
  },
});
explainStartRefusals();
const hardening = {
  trustProxy: values['trust-proxy'] === 'true' ? true : values['trust-proxy'] || false,
  limits: { gamesPerMinute: Number(values['games-per-minute']), connectionsPerAddress: Number(values['connections-per-address']), connections: Number(values.connections), spectatorsPerGame: Number(values.spectators) },
};

const shared = /^postgres(ql)?:\/\//.test(values.store);
if (values.store && !shared) throw new Error(`--store must be a postgres:// URL (or left out for the SQLite file --db), not ${values.store}`);
const store = shared ? await PostgresStore.open(values.store) : new SqliteStore(values.db);
const server = await startServer({
  store,
  content: defaultContent(),
  port: Number(values.port),
  host: values.host,
  webDir: existsSync(values.web) ? values.web : null,
  snapshotEvery: Number(values['snapshot-every']),
  createsPerMinute: Number(values['creates-per-minute']),
  testHooks: values['test-hooks'],
  botDelayMs: Number(values['bot-delay']),
  bots: { threads: Number(values['bot-threads']), budget: { samples: Number(values['bot-samples']) } },
  allowSeeds: values['allow-seeds'],
  ...hardening,
  limits: { ...hardening.limits, perSecond: Number(values.rate), burst: Math.max(40, 2 * Number(values.rate)) },
  onFatal: (error) => {
    console.error('everrain server: the store failed; stopping (a restart rebuilds every game from its log)', error);
    process.exit(1);
  },
});
const where = shared ? `PostgreSQL ${new URL(values.store).host}${new URL(values.store).pathname}` : resolve(values.db);
console.log(`The Everrain server: ${server.url} (store: ${where})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
