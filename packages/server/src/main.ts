import { defaultContent } from '@everrain/content';
import { existsSync } from 'node:fs';
import { reachLines } from './links';
import { listenFailure, OptionError, parseServerCommand, USAGE, type ServerCommand } from './options';
import { PostgresStore } from './postgres-store';
import { startServer, type RunningServer } from './server';
import { SqliteStore } from './sqlite-store';
import { explainStartRefusals, postgresOpenFailure } from './store-open';

// The server's process: `node dist/main.js [options]` (the compiled build, `npm start`) or `tsx src/main.ts`.
// Options and their environment variables: options.ts (`--help`). Bad input and a taken port are one line.

function fail(line: string, code: number): never {
  console.error(`everrain server: ${line}`);
  process.exit(code);
}

let command: ServerCommand;
try {
  command = parseServerCommand(process.argv.slice(2));
} catch (error) {
  if (error instanceof OptionError) fail(error.message, 2);
  throw error;
}
if (command.help) {
  console.log(USAGE);
  process.exit(0);
}
// A damaged database is refused at start in one line naming the file (store-open.ts).
explainStartRefusals();

const store = command.store
  ? await PostgresStore.open(command.store).catch((error: unknown) => { throw postgresOpenFailure(command.store!, error); })
  : new SqliteStore(command.db);
let server: RunningServer;
try {
  server = await startServer({
    store,
    content: defaultContent(),
    port: command.port,
    host: command.host,
    publicUrl: command.publicUrl,
    webDir: existsSync(command.web) ? command.web : null,
    snapshotEvery: command.snapshotEvery,
    unloadAfterMs: command.unloadAfterMs,
    createsPerMinute: command.createsPerMinute,
    testHooks: command.testHooks,
    botDelayMs: command.botDelayMs,
    bots: { threads: command.botThreads, budget: { samples: command.botSamples } },
    allowSeeds: command.allowSeeds,
    trustProxy: command.trustProxy,
    turnClocks: { pollMs: command.clockPollMs, remindWhenLeft: command.remindWhenLeft, expireFinishedMs: command.expireFinishedMs, expireAbandonedMs: command.expireAbandonedMs },
    notify: { smtpUrl: command.smtpUrl, mailFrom: command.mailFrom, delayMs: command.notifyDelayMs, idleAfterMs: command.idleAfterMs, pollMs: command.notifyPollMs, webhookAllowPrivate: command.webhookAllowPrivate },
    limits: {
      perSecond: command.rate, burst: Math.max(40, 2 * command.rate), gamesPerMinute: command.gamesPerMinute, gamesPerAddressPerDay: command.createsPerDay,
      connectionsPerAddress: command.connectionsPerAddress, connections: command.connections, spectatorsPerGame: command.spectators,
    },
    onFatal: (error) => {
      console.error('everrain server: the store failed; stopping (a restart rebuilds every game from its log)', error);
      process.exit(1);
    },
  });
} catch (error) {
  const line = listenFailure(error, command.host, command.port);
  if (line) fail(line, 1);
  throw error;
}
const where = command.store ? `PostgreSQL ${new URL(command.store).host}${new URL(command.store).pathname}` : command.db;
console.log(`The Everrain server: ${server.url} (store: ${where})`);
if (!command.store && command.dbNotice) console.log(command.dbNotice);
for (const line of reachLines({ bound: command.host, port: Number(new URL(server.url).port), publicUrl: command.publicUrl })) console.log(line);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
