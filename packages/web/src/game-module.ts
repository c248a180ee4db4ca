/**
 * The game itself: the engine, the content, the screens and the Reference Manual. The start screen loads
 * it on demand (and while the player chooses options), so the first page stays small.
 */
export { Game } from './table/Table';
export { Manual } from './screens/Manual';
export { fromSave, newSession, storeSession, storeSessionSoon, storedSession, toSave, type Session, type Setup } from './session';
