import type { Action, GameLength, RuleOptions } from '@everrain/engine';
import { toSave, type SaveFile } from '@everrain/session';
import { undoTarget } from './game-log';
import type { Room } from './room';
import type { Store } from './store';

/**
 * The actions that lead to a stored game's last version: its log less what online undo took back (an undo
 * record `{"undo": K}` goes back to version K's state, so the actions that made the versions after K go).
 */
export function actionsOfLog(entries: readonly string[]): Action[] {
  const played: Action[] = [];
  // How many of `played` made each version (version 0: none).
  const lengthAt: number[] = [0];
  for (const text of entries) {
    const entry = JSON.parse(text) as Record<string, unknown>;
    const to = undoTarget(entry);
    if (to !== null) played.length = lengthAt[to] ?? 0;
    else played.push(entry as unknown as Action);
    lengthAt.push(played.length);
  }
  return played;
}

/**
 * A finished online game as a save file (@everrain/session's format, which every client reads), to watch
 * its replay: its setup, seed and the actions that made it, and the names and bots of its seats. A game its
 * host ended (D163) is over too: nobody plays it on. Null while the game runs: a running game's seed and moves
 * would show every face-down card to whoever asked.
 */
export async function finishedSave(store: Store, room: Room): Promise<SaveFile | null> {
  await room.committer.idle();
  const { version, state } = room.durable;
  if (!state.outcome && room.endedAt === null) return null;
  const stored = await store.loadGame(room.id);
  if (!stored) return null;
  const log = (await store.loadActions(room.id, 0)).filter((a) => a.version <= version);
  if (log.length !== version) return null;
  const options = JSON.parse(stored.options) as { players: number; length: GameLength; rules?: Partial<RuleOptions>; ships?: string[] };
  const crew: Record<number, string> = {};
  for (const s of room.seats) if (s.bot) crew[s.seat] = s.bot;
  return toSave({
    setup: { players: options.players, length: options.length, rules: options.rules ?? {}, ...(options.ships ? { ships: options.ships } : {}) },
    seed: stored.seed,
    state,
    actions: actionsOfLog(log.map((a) => a.action)),
    events: [],
    undo: [],
    crew,
    // The server's "Player N" for a seat nobody named is no name: the replay says "Seat N", as local play does.
    names: room.seats.map((s) => (s.name === `Player ${s.seat + 1}` ? '' : s.name)),
  });
}
