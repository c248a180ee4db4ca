// The SQLite checkpointer thread (plain JavaScript, like the writer thread). It copies the write-ahead log into
// the database file on its own connection, so the writer's commits never stop for a checkpoint: SQLite's
// automatic checkpoint ran inside the commit that crossed 1,000 pages, and its writes and fsync of the database
// file were the slowest 1% of acknowledgements under load (issue #23 item 7). A passive checkpoint runs beside
// the writer; but the log only starts again from its beginning once a checkpoint has copied all of it, which a
// steady stream of commits may never allow, so past `restartFrames` frames a restarting checkpoint holds the
// writer back for the little the passive ones left (once in many seconds under load).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');

/** One checkpoint; answers what the log held and how much of it is in the database file now. */
function checkpoint() {
  const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
  if (passive.log < workerData.restartFrames) return { ...passive, restarted: false };
  const [restart] = db.pragma('wal_checkpoint(RESTART)');
  return { ...restart, restarted: true };
}

function guarded() {
  try {
    return checkpoint();
  } catch (error) {
    // Not fatal: every commit is in the log already; the next checkpoint copies what this one did not.
    console.error(`everrain server: a checkpoint of ${workerData.file} failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

setInterval(guarded, workerData.everyMs);
// Asked directly (tests, and close): runs one now and answers.
parentPort.on('message', ({ id }) => parentPort.postMessage({ id, result: guarded() }));
