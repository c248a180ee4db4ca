// @everrain/session: one game as every client holds it (issue #22) — the setup, seed, actions and events, the
// undo rule (D86, D112), the one save format (every version written), replay to a move or a round, and the
// policy for games made under other rules or content (D162).
export { gameOptions, rulesSchema, setupSchema, type Setup } from './setup';
export { fingerprint, RULES_VERSION } from './fingerprint';
export { NOTHING_TO_UNDO, undoPointsAfter, undoPointsRefusal, type UndoPoint } from './undo-rule';
export {
  NAME_LIMIT, namesOf, newSession, play, playAll, playNoted, undo, undoneBy, undoRefusal,
  type BotNote, type Seats, type Session, type Snapshot,
} from './session';
export { readSave, SAVE_FORMAT, SAVE_VERSION, saveSchema, type SaveFile } from './save-schema';
export { ALTERED, loadSession, savedHash, sessionFromSave, toSave } from './load';
export { CHECKPOINT_EVERY, replayCursor, replayTo, type ReplayCursor, type ReplayPoint, type RoundStart } from './replay';
