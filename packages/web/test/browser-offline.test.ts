import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser } from 'playwright-core';
import { defaultContent } from '@everrain/content';
import { startServer, type RunningServer } from '../../server/src/server';
import { SqliteStore } from '../../server/src/sqlite-store';
import { freePort } from '../../server/test/helpers';
import { builtClient, startGame, launchChromium } from './harness';

/*
 * Issue #24 item 13: the game installs and plays offline. The real game server serves a copy of the run's
 * build; a page loads it (its service worker keeps the build), then the server is stopped — a browser's offline
 * emulation does not cover a service worker's fetches — and the page is reloaded and a solo game played. Online
 * play says plainly that it needs the server. Then the server comes back serving a newer build, and the open
 * page finds it, loads it and reloads into it by itself.
 */

let browser: Browser;
let build: string;
let server: RunningServer | null = null;

async function serve(webDir: string, port: number): Promise<RunningServer> {
  const db = join(mkdtempSync(join(tmpdir(), 'everrain-offline-')), 'games.sqlite');
  return startServer({ store: new SqliteStore(db), content: defaultContent(), webDir, port, host: '127.0.0.1' });
}

/** A copy of the build under another build name: what a newer release looks like to a page (same code, new name). */
function newerCopy(from: string, name: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'everrain-newer-')), 'web');
  cpSync(from, dir, { recursive: true });
  const old = (JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8')) as { build: string }).build;
  for (const file of ['index.html', 'version.json', 'sw.js']) writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replaceAll(old, name));
  return dir;
}

beforeAll(async () => {
  build = join(mkdtempSync(join(tmpdir(), 'everrain-build-')), 'web');
  cpSync(await builtClient(), build, { recursive: true });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('loads and plays a solo game with the server stopped; online play says it needs the server; a newer build on the server is loaded by the open page', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await serve(build, port);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  // Installable: a manifest with icons, and a service worker that controls the page once it has kept the build.
  await page.goto(url);
  const manifest = (await (await fetch(`${url}/manifest.webmanifest`)).json()) as { icons: { sizes: string }[]; start_url: string; display: string };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const first = await page.locator('meta[name="everrain-build"]').getAttribute('content');
  expect(first).toMatch(/^[0-9a-f]{16}$/);

  // The server stops: the page reloads from the service worker and a solo game is played.
  await server.close();
  server = null;
  await page.reload();
  await startGame(page, 'offline-1', 1, false);
  const at = async () => Number(await page.locator('.local-table').getAttribute('data-version'));
  const begun = await at();
  for (let n = 0; n < 30 && (await at()) < begun + 4; n++) {
    // A decision's first answer, or one of the turn's buttons (some only choose, without a move).
    const buttons = page.locator('.prompt .answer:visible, .turn button[data-type]:visible');
    const count = await buttons.count();
    if (count > 0) await buttons.nth(n % count).click();
    await page.waitForTimeout(50);
  }
  expect(await at(), 'moves were played with the server stopped').toBeGreaterThanOrEqual(begun + 4);

  // Online play needs the server, and says so.
  await page.goto(`${url}/?online`);
  await page.click('#create-online');
  await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain('online play needs the network');
  await page.goto(`${url}/?game=AAAAAAAAAAAA&seat=0#key=${'A'.repeat(43)}`);
  await expect.poll(() => page.locator('main [role="alert"], main [role="status"]').first().textContent()).toContain('needs the network');

  // The server is back with a newer build: the open start screen finds it, loads it and reloads into it.
  await page.goto(url);
  server = await serve(newerCopy(build, 'f'.repeat(16)), port);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => page.locator('meta[name="everrain-build"]').getAttribute('content'), { timeout: 30_000 }).toBe('f'.repeat(16));
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('/sw.js');
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
