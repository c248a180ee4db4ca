import { defaultContent } from '@everrain/content';
import { SAVE_KEY, writeCurrentMeta } from './saved-game';
import type { GameOptions, GameState } from '@everrain/engine';
import {
  gameOptions, loadSession, newSession as startSession, readSave, savedHash, sessionFromSave, toSave, type SaveFile, type Session, type Setup,
} from '@everrain/session';

// The browser's local game is @everrain/session (issue #22), the one session every client builds on, with the
// game's content and the browser's save slot (localStorage). The names below are the ones the web imports.
export {
  NAME_LIMIT, play, playAll, playNoted, SAVE_FORMAT, SAVE_VERSION, toSave, undo, undoneBy, undoRefusal,
  type SaveFile, type Session, type Setup, type Snapshot,
} from '@everrain/session';

const content = defaultContent();

/**
 * A new game, or why it cannot start (e.g. a seat given a ship the content does not have). An empty seed
 * asks for a fresh one: 128 bits from the browser's generator (D85), kept by the session and its saves,
 * never shown to a seat.
 */
export function newSession(setup: Setup, chosenSeed: string, crew: Readonly<Record<number, string>> = {}, names: readonly string[] = []): Session | string {
  return startSession(content, setup, chosenSeed, { crew, names });
}

/** The engine's options for a save's setup under the game's content (the replay viewer replays with them). */
export function saveGameOptions(setup: Setup): GameOptions {
  return gameOptions(setup, content);
}

export { readSave };

/**
 * Why a save's replayed final state is not the one it recorded, or null when it is — or when it may differ:
 * a save made under other rules or content replays under today's (D162).
 */
export function hashProblem(save: SaveFile, state: GameState): string | null {
  if (savedHash(state, save.version) === save.hash) return null;
  const loaded = sessionFromSave(save, content);
  return typeof loaded === 'string' ? loaded : null;
}

/**
 * Loads a save: checks its shape and replays its actions. Under the rules and content it was saved under it
 * must reach the recorded state (else it is refused as altered); under others it replays under today's and
 * the session carries a `notice` to show, stopping where an action is no longer legal (D162).
 */
export function fromSave(text: string): Session | string {
  return loadSession(text, content);
}

/** A save already read (readSave) loaded as fromSave loads it. */
export function sessionOfSave(save: SaveFile): Session | string {
  return sessionFromSave(save, content);
}

/** A save waiting for the browser to be idle. */
let unsaved: Session | null = null;

function writeSave(session: Session): void {
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(toSave(session)));
    writeCurrentMeta({ savedAt: Date.now(), round: session.state.round });
  } catch {
    // Storage full or blocked: the game goes on; export still works.
  }
}

/** Saves now (and drops any save still waiting, which is older). */
export function storeSession(session: Session): void {
  unsaved = null;
  writeSave(session);
}

function flushSave(): void {
  const session = unsaved;
  unsaved = null;
  if (session) writeSave(session);
}

/**
 * Saves once the browser is idle (hashing the state for the save takes a few milliseconds the screen
 * should not wait for), and at once if the page is hidden or closed first: no move is lost.
 */
export function storeSessionSoon(session: Session): void {
  const first = unsaved === null;
  unsaved = session;
  if (!first) return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flushSave, { timeout: 1000 });
  else window.setTimeout(flushSave, 100);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushSave);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushSave(); });
}

export function storedSession(): Session | string | null {
  flushSave();
  const text = localStorage.getItem(SAVE_KEY);
  return text === null ? null : fromSave(text);
}
