// The SQLite writer thread (plain JavaScript, so it loads without a TypeScript loader). Every write of the
// store runs here, in order, each message's statements in one transaction, answered once the commit is on
// disk (WAL, synchronous=FULL). The server's event loop goes on meanwhile and never waits on a lock.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const statements = new Map(Object.entries(workerData.writes).map(([name, sql]) => [name, db.prepare(sql)]));
// Buffers arrive as Uint8Arrays; SQLite binds Buffers.
const bind = (args) => args.map((a) => (a instanceof Uint8Array && !Buffer.isBuffer(a) ? Buffer.from(a.buffer, a.byteOffset, a.byteLength) : a));
const run = db.transaction((ops) => {
  for (const [name, ...args] of ops) statements.get(name).run(...bind(args));
});

parentPort.on('message', ({ id, ops }) => {
  try {
    run(ops);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
