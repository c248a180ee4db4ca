import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { defaultContent } from '@everrain/content';
import { startServer, type RunningServer, type ServerOptions } from '../../server/src/server';
import { SqliteStore } from '../../server/src/sqlite-store';
import { builtClient, type Harness } from './harness';

/*
 * Online play for the browser tests (issue #22): the real game server on loopback (in this process, an
 * ephemeral port, a temporary SQLite file) serving the run's one client build, and a seeded online game
 * opened in a page at a seat's invitation link — so a check written for the table runs through the online
 * driver on the same seeded position as through the local one.
 */

export interface OnlineGameMade {
  readonly server: RunningServer;
  readonly game: string;
  /** One invitation link per seat (`…/?game=…&seat=N#key=…`). */
  readonly links: readonly string[];
  readonly keys: readonly string[];
  readonly spectate: string;
}

let serving: Promise<RunningServer> | null = null;

/**
 * The test file's game server (started on first use, closed after the file's tests): seeds may be chosen,
 * bots move at once in the server's own thread, and no flood limit trips a test's quick clicks.
 */
export function onlineServer(extra: Partial<ServerOptions> = {}): Promise<RunningServer> {
  serving ??= (async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'everrain-online-')), 'games.sqlite');
    return startServer({
      store: new SqliteStore(db), content: defaultContent(), webDir: await builtClient(), allowSeeds: true, botDelayMs: 0,
      bots: { threads: 0 }, createsPerMinute: 10_000, limits: { perSecond: 200, burst: 400 }, ...extra,
    });
  })();
  return serving;
}

afterAll(async () => {
  const s = serving;
  serving = null;
  await (await s)?.close();
});

/** Makes an online game on the test server (a chosen seed: the same game as a local one with that seed). */
export async function makeOnlineGame(o: { players: number; seed?: string; length?: 'short' | 'medium' | 'long'; names?: readonly string[] }): Promise<OnlineGameMade> {
  const server = await onlineServer();
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ players: o.players, length: o.length ?? 'short', ...(o.seed ? { seed: o.seed } : {}), ...(o.names ? { names: o.names } : {}) }),
  });
  const made = (await response.json()) as { game: string; seats: { key: string; link: string }[]; spectate: string; error?: string };
  if (!response.ok) throw new Error(`the server made no game: ${made.error ?? response.status}`);
  return { server, game: made.game, links: made.seats.map((s) => s.link), keys: made.seats.map((s) => s.key), spectate: made.spectate };
}

/** The selector of an online game on screen (the one table on the online driver, once its first view has come). */
export const ONLINE_TABLE = '.online-table';

/**
 * Starts (once) the test server, makes a seeded online game and opens seat 1's link in `page` (a page of
 * `h`'s browser); resolves once the table is shown with the server's view.
 */
export async function openOnlineTable(h: Pick<Harness, 'browser'>, page: Page, o: { players: number; seed: string; length?: 'short' | 'medium' | 'long'; names?: readonly string[] }): Promise<OnlineGameMade> {
  if (!h.browser.contexts().includes(page.context())) throw new Error('openOnlineTable: the page is not one of this harness\'s browser');
  const made = await makeOnlineGame(o);
  await page.goto(made.links[0]!);
  await page.locator(ONLINE_TABLE).waitFor({ timeout: 30_000 });
  return made;
}

/** A person at the table: a browser context of their own (their own storage) and a page in it, with its page errors. */
export async function personIn(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}
