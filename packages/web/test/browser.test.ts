import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const shots = join(webRoot, 'test-output');
let server: PreviewServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  await build({ root: webRoot, logLevel: 'error' });
  server = await preview({ root: webRoot, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  url = server.resolvedUrls?.local[0] ?? '';
  const executablePath = execFileSync(join(webRoot, '../../scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
  browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
});

async function newGame(page: Page, seed: string, players = 1): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.selectOption('select >> nth=0', String(players));
  await page.fill('input:not([type])', seed);
  await page.click('#new-game');
}

/** Clicks the first action whose text matches, and returns what it said. */
async function choose(page: Page, pattern: RegExp): Promise<string> {
  const button = page.locator('button.action', { hasText: pattern }).first();
  const text = (await button.textContent()) ?? '';
  await button.click();
  return text;
}

describe('the game in a real browser', () => {
  it('starts a solo game, places the ship, and moves a crew member to the Crow\'s Nest', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await newGame(page, 'browser-one');
    await page.screenshot({ path: join(shots, 'setup.png') });
    await choose(page, /Place your ship/);
    await expect.poll(() => page.locator('.waiting').textContent()).toMatch(/turn|decide/);
    while (await page.locator('button.action', { hasText: /^Recover/ }).count()) await choose(page, /^Recover/);
    const moved = await choose(page, /move .* to the Crow's Nest|to Crow's Nest/);
    expect(moved).toMatch(/Crow's Nest/);
    await expect.poll(() => page.locator('.zone', { hasText: "Crow's Nest" }).locator('button.crew').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'game.png') });
    await page.close();
  });

  it('undoes an action that revealed nothing, and keeps the game across a page reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await newGame(page, 'browser-two');
    await choose(page, /Place your ship/);
    const before = await page.locator('.zone button.crew').count();
    const onDeck = /^Crew Order: move .* to .* \(\d\)$/;
    await choose(page, onDeck);
    await expect.poll(() => page.locator('.zone button.crew').count()).toBe(before + 1);
    expect(await page.locator('#undo').isEnabled()).toBe(true);
    await page.click('#undo');
    await expect.poll(() => page.locator('.zone button.crew').count()).toBe(before);
    await choose(page, onDeck);
    await page.reload();
    await page.click('#continue');
    await expect.poll(() => page.locator('.zone button.crew').count()).toBe(before + 1);
    await page.close();
  });

  it('refuses a bad save file with a clear message', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.setInputFiles('#import', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"nope"}') });
    await expect.poll(() => page.locator('[role=alert]').textContent()).toMatch(/not an Everrain save file/);
    await page.close();
  });

  it('a bot clicking the legal actions plays a seeded short game through the interface to its end', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await newGame(page, 'browser-bot');
    // One round trip per action: the page picks a button the way a seeded random bot would and clicks it.
    let clicks = 0;
    let sawDice = false;
    for (; clicks < 5000; clicks++) {
      const left = await page.evaluate((n) => {
        if (document.querySelector('.outcome')) return -1;
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.action')];
        const useful = buttons.filter((b) => !b.textContent?.startsWith('Trade'));
        const end = useful.find((b) => b.dataset.type === 'endTurn');
        const pool = end && n % 5 === 0 ? [end] : useful.length ? useful : buttons;
        const pick = pool[(n * 2654435761) % pool.length];
        pick?.click();
        return buttons.length;
      }, clicks);
      if (left === -1) break;
      expect(left, 'a running game always offers an action').toBeGreaterThan(0);
      if (!sawDice && clicks % 10 === 0) sawDice = (await page.locator('.dice .die').count()) > 0;
    }
    expect(sawDice, 'rolls are shown as dice').toBe(true);
    expect(await page.locator('.outcome').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'game-over.png') });
    await page.close();
  });
});
