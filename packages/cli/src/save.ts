import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ContentSet } from '@everrain/engine';
import { loadSession, type SaveFile, type Session } from '@everrain/session';

/**
 * Save files on disk. The format, its schema and what loading checks are @everrain/session's, the one save
 * every client reads and writes (issue #22): the setup, the seed, every action — not the state — the hash of
 * the state they lead to and the fingerprint of the rules and content they were played under (D162).
 */
export class SaveError extends Error {}

/** Writes atomically (temp file, then rename), so a crash mid-write never leaves half a save. */
export function writeSave(path: string, save: SaveFile): void {
  const temp = `${path}.tmp`;
  writeFileSync(temp, `${JSON.stringify(save, null, 1)}\n`);
  renameSync(temp, path);
}

/** A save file loaded into a session (with its `notice` if it was made under other rules), or a SaveError saying why not. */
export function loadSave(path: string, content: ContentSet): Session {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SaveError(`Cannot read the save file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  const session = loadSession(text, content);
  if (typeof session === 'string') throw new SaveError(session);
  return session;
}
