/**
 * The game itself: the engine, the content, the table, its drivers and the Reference Manual. The start
 * screen loads it on demand (and while the player chooses options), so the first page stays small.
 */
export { Table } from './table/Table';
export { LocalDriver } from './drivers/local';
export { replayOfSave, type ReplayDriver } from './drivers/replay';
export { Manual } from './screens/Manual';
export { fromSave, newSession, storeSession, storedSession, toSave, type Session, type Setup } from './session';
