export { startServer, type RunningServer, type ServerOptions } from './server';
export { SqliteStore } from './sqlite-store';
export { PostgresStore } from './postgres-store';
export type { Store, StoredGame, StoredAction, StoredSeat, GameSummary, ChatLine, Snapshot } from './store';
export { clientMessage, createRequest, parseMessage, MAX_MESSAGE_BYTES, MAX_DEPTH, MAX_CHAT, MAX_NAME, WS_MAX_PAYLOAD } from './protocol';
