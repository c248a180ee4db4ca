// The SQLite writer thread (plain JavaScript, so it loads without a TypeScript loader): appends actions and
// their games' summaries in one transaction per message, in order, and answers once the commit is on disk
// (WAL, synchronous=FULL). The server's event loop goes on while the fsync runs.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const insert = db.prepare('INSERT INTO actions (game_id, version, seat, client_id, action, at) VALUES (?, ?, ?, ?, ?, ?)');
const summary = db.prepare('UPDATE games SET version = ?, awaited = ?, over = ?, result = ?, updated_at = ? WHERE id = ?');
const write = db.transaction((rows, summaries) => {
  for (const a of rows) insert.run(a.game, a.version, a.seat, a.clientId, a.action, a.at);
  for (const [id, s] of summaries) summary.run(s.version, JSON.stringify(s.awaited), s.over ? 1 : 0, s.result, s.updatedAt, id);
});

parentPort.on('message', ({ id, rows, summaries }) => {
  try {
    write(rows, summaries);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
