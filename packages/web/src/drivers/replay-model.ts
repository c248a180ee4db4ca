import { replayCursor, type ReplayCursor } from '@everrain/session';
import { readSave, sessionOfSave, type SaveFile } from '../session';

export { CHECKPOINT_EVERY, type RoundStart } from '@everrain/session';

/**
 * A saved game opened for watching (D101). Position p is the state after the first p of its actions
 * (0: as set up). Every state comes from the engine replaying the save's actions, never from rules of
 * the viewer's own. Opening replays the whole game once, to check it against the hash its save
 * recorded, and keeps a state at every round's start and every CHECKPOINT_EVERY actions on the way,
 * so any position is at most CHECKPOINT_EVERY actions from a kept state.
 */
export interface Replay extends ReplayCursor {
  readonly save: SaveFile;
  /** Shown above the replay: the game was made under other rules or content (D162). */
  readonly notice?: string;
}

/**
 * Opens a save file's text for watching, or says why it cannot: nothing else changes either way. The save
 * is loaded as the game loads it (@everrain/session: checked against its hash under the rules it was saved
 * under; under others replayed under today's, with a `notice`, and watchable up to where it stops, D162).
 */
export function openReplay(text: string): Replay | string {
  const save = readSave(text);
  if (typeof save === 'string') return save;
  const session = sessionOfSave(save);
  if (typeof session === 'string') return session;
  return { save, ...(session.notice ? { notice: session.notice } : {}), ...replayCursor(session) };
}

/** The position a round step lands on: the next round's start, or this round's (the previous one's when already there). */
export function roundStep(replay: Replay, position: number, direction: 1 | -1): number {
  const rounds = replay.rounds;
  if (direction > 0) return rounds.find((r) => r.at > position)?.at ?? replay.length;
  const current = [...rounds].reverse().find((r) => r.at <= position);
  if (current && current.at < position) return current.at;
  return [...rounds].reverse().find((r) => r.at < position)?.at ?? 0;
}
