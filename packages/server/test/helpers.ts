import { defaultContent } from '@everrain/content';
import { createGame, type GameOptions, type GameState } from '@everrain/engine';
import { stepStored, type LogPosition } from '../src/game-log';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../src/server';
import { SqliteStore } from '../src/sqlite-store';
import type { Store } from '../src/store';

export const content = defaultContent();

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'everrain-server-')), 'games.sqlite');
}

export async function testServer(extra: Partial<ServerOptions> = {}, file = tempDb()): Promise<RunningServer & { file: string }> {
  const server = await startServer({ store: new SqliteStore(file), content, testHooks: true, createsPerMinute: 10_000, ...extra });
  return Object.assign(server, { file });
}

/** Every state of a stored game, version by version, rebuilt from its seed and log with the engine (an undo entry by the session's rule). */
export async function replayStored(store: Store, id: string): Promise<{ seed: string; states: GameState[] }> {
  const game = await store.loadGame(id);
  if (!game) throw new Error(`no game ${id}`);
  const created = createGame({ ...(JSON.parse(game.options) as object), content } as GameOptions, game.seed);
  if (!created.ok) throw new Error(created.error.message);
  const states = [created.state];
  let at: LogPosition = { version: 0, state: created.state, undo: [] };
  for (const a of await store.loadActions(id, 0)) {
    const r = stepStored(at, a.action, a.seat);
    if (!r.ok) throw new Error(`action ${a.version}: ${r.problem}`);
    if (a.version !== states.length) throw new Error(`gap in the log at ${a.version}`);
    at = r.position;
    states.push(at.state);
  }
  return { seed: game.seed, states };
}

/** A TCP port free on loopback just now (a server of the test's own listens on it next). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}
