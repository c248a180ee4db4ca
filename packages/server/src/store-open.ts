import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A store the server will not start on (issue #23 item 5): a damaged or unreadable database. Its message is
 * one line naming the file and what to do; `main.ts` prints just that line (no stack trace) and exits.
 */
export class StoreRefused extends Error {
  override readonly name = 'StoreRefused';
}

const DAMAGED = 'restore it from a backup, or move it aside to start with an empty store; it was not changed';

/** Before opening a SQLite file: a file that is there but holds nothing (0 bytes) is refused, never silently made an empty store. */
export function checkSqliteFileBeforeOpen(file: string): void {
  if (file === '' || file === ':memory:' || !existsSync(file)) return;
  const stat = statSync(file);
  if (!stat.isFile()) throw new StoreRefused(`The game database ${resolve(file)} is not a file: give --db a file's path.`);
  if (stat.size === 0) throw new StoreRefused(`The game database ${resolve(file)} is empty (0 bytes): a damaged or truncated copy; ${DAMAGED}. (To start afresh, delete it: the server makes a new file itself.)`);
}

/** What opening or checking a SQLite file threw, as a refusal naming the file; anything else goes on as it was. */
export function sqliteOpenFailure(file: string, error: unknown): Error {
  if (error instanceof StoreRefused) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return error instanceof Error ? error : new Error(message);
  const where = resolve(file);
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return new StoreRefused(`The game database ${where} is damaged (${message}): ${DAMAGED}.`);
  if (/^SQLITE_(CANTOPEN|PERM|READONLY|AUTH)/.test(code)) return new StoreRefused(`The game database ${where} cannot be opened for writing (${message}): check that its folder exists and this user may write there, or give --db another path.`);
  return new StoreRefused(`The game database ${where} could not be opened (${code}: ${message}): ${DAMAGED}.`);
}

/** `PRAGMA quick_check`'s answer: 'ok', or a refusal naming the file and the first problem found. */
export function quickCheckFailure(file: string, rows: readonly { quick_check: string }[]): StoreRefused | null {
  const first = rows[0]?.quick_check;
  if (first === 'ok' && rows.length === 1) return null;
  return new StoreRefused(`The game database ${resolve(file)} is damaged (SQLite's quick_check: ${(first ?? 'no answer').replace(/\s+/g, ' ')}${rows.length > 1 ? ` and ${rows.length - 1} more` : ''}): ${DAMAGED}.`);
}

/**
 * Prints a refusal to start as its one line and exits 1; anything else that stops the start as node would
 * (its stack). Installed by main.ts before it opens the store.
 */
export function explainStartRefusals(): void {
  process.on('uncaughtException', (error) => {
    if (error instanceof StoreRefused) console.error(`everrain server: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}

/** Where a PostgreSQL URL points, without its password: `user@host:port/database`. */
export function postgresPlace(url: string): string {
  try {
    const u = new URL(url);
    return `${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'the --store URL';
  }
}

/**
 * What opening a PostgreSQL store threw, as a refusal naming the server and database (never the password) and
 * what to do: the server is unreachable, refuses the user, or has no such database.
 */
export function postgresOpenFailure(url: string, error: unknown): StoreRefused {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  const where = postgresPlace(url);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') return new StoreRefused(`The PostgreSQL server of ${where} cannot be reached (${message}): check that it runs and the host and port in --store.`);
  if (code === '28P01' || code === '28000') return new StoreRefused(`PostgreSQL refused the login to ${where} (${message}): check the user and password in --store.`);
  if (code === '3D000') return new StoreRefused(`There is no database ${where} (${message}): create it (createdb) or name another in --store.`);
  return new StoreRefused(`The PostgreSQL store ${where} could not be opened (${typeof code === 'string' ? `${code}: ` : ''}${message}).`);
}
