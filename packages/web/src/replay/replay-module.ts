/**
 * The replay viewer: loaded only when a replay is opened (from the start screen or a finished game), so
 * the first page stays small, as the game's own module is.
 */
export { ReplayViewer } from '../panels/ReplayControls';
export { openReplay, type Replay } from '../drivers/replay-model';
