// The SQLite writer thread (plain JavaScript, so it loads without a TypeScript loader). Every write of the
// store runs here, in the order sent, answered once its commit is on disk (WAL, synchronous=FULL). The
// server's event loop goes on meanwhile and never waits on a lock. Writes that arrived while the last
// commit was being synced are committed together, each in its own savepoint (one that fails is undone
// alone and answered with its error), so one fsync serves them all. Its commits never checkpoint: the
// checkpointer thread (sqlite-checkpointer.js) does that beside it.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
const statements = new Map(Object.entries(workerData.writes).map(([name, sql]) => [name, db.prepare(sql)]));
// Buffers arrive as Uint8Arrays; SQLite binds Buffers.
const bind = (args) => args.map((a) => (a instanceof Uint8Array && !Buffer.isBuffer(a) ? Buffer.from(a.buffer, a.byteOffset, a.byteLength) : a));
const message = (error) => String(error instanceof Error ? error.message : error);
// Nested in `commit`, each write is a savepoint.
const write = db.transaction((ops) => {
  for (const [name, ...args] of ops) statements.get(name).run(...bind(args));
});
const commit = db.transaction((writes) => writes.map(({ id, ops }) => {
  try {
    write(ops);
    return { id };
  } catch (error) {
    return { id, error: message(error) };
  }
}));

parentPort.on('message', (first) => {
  const writes = [first];
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) writes.push(next.message);
  let answers;
  try {
    answers = commit(writes);
  } catch (error) {
    answers = writes.map(({ id }) => ({ id, error: message(error) }));
  }
  parentPort.postMessage(answers);
});
