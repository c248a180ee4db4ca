import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { shots, launchChromium } from './harness';
import { ONLINE_TABLE, openOnlineTable } from './online-fixture';

/*
 * Issue 23 item 3, in the page: an online game's seat is told when its turn comes — the tab's title and icon,
 * and a notification (asked for by a click) while the page counts as away (the test hook says it is hidden).
 * Seat 1 (the fixture's page) plays until it ends its turn; seat 2's page sees its title change.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

const MARKED = '● Your turn — The Everrain';
const offered = async (page: Page): Promise<boolean> => (await page.locator('.all-actions button.action').count()) > 0;
const icon = (page: Page): Promise<string | null> => page.locator('link[rel~="icon"]').first().getAttribute('href');
const version = async (page: Page): Promise<number> => Number(await page.locator(ONLINE_TABLE).getAttribute('data-version'));

/** Plays one of the page's offered actions (the end of the turn when offered) and waits for the server to make it. */
async function endTurnStep(page: Page): Promise<void> {
  const before = await version(page);
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')];
    (buttons.find((b) => b.dataset.type === 'endTurn') ?? buttons[0])?.click();
  });
  const anyway = page.locator('[data-testid="confirm-anyway"]');
  await expect.poll(async () => {
    if (await anyway.count()) await anyway.click();
    return version(page);
  }, { timeout: 20_000 }).toBeGreaterThan(before);
}

describe('turn signals online', () => {
  it('seat 2\'s page sees "your turn" in its title and icon, and a notification while away, when seat 1 ends the turn', async () => {
    const ann = await newPage();
    const bo = await newPage();
    const made = await openOnlineTable({ browser }, ann.page, { players: 2, seed: 'turn-signals-1' });
    await bo.page.context().grantPermissions(['notifications'], { origin: made.server.url });
    await bo.page.goto(made.links[1]!);
    await bo.page.locator(ONLINE_TABLE).waitFor();
    await expect.poll(() => offered(ann.page)).toBe(true);
    await expect.poll(() => ann.page.title(), { message: 'the page opened on its turn says so' }).toBe(MARKED);
    expect(await bo.page.title()).toBe('The Everrain');
    expect(await bo.page.locator('#sound-toggle').textContent(), 'Sound is on by default').toBe('Sound on');
    const fits = (page: Page) => page.locator('.topbar').evaluate((e) => e.scrollWidth <= e.clientWidth + 1);
    expect(await fits(bo.page), 'the header keeps its controls within 1280 px').toBe(true);
    // Bo asks for notifications (the browser allows them) and steps away (the test hook hides the page).
    await bo.page.click('#notify-ask');
    await bo.page.locator('#notify-toggle').waitFor();
    expect(await fits(bo.page), 'with the notification choices too').toBe(true);
    await bo.page.screenshot({ path: join(shots, 'turn-signals-header.png'), clip: { x: 0, y: 0, width: 1280, height: 60 } });
    await bo.page.evaluate(() => window.everrainTest!.setHidden(true));
    expect(await bo.page.evaluate(() => window.everrainTest!.notified.length)).toBe(0);

    for (let i = 0; i < 40 && (await offered(ann.page)) && !(await offered(bo.page)); i++) await endTurnStep(ann.page);
    await expect.poll(() => bo.page.title()).toBe(MARKED);
    await expect.poll(() => ann.page.title()).toBe('The Everrain');
    await expect.poll(() => icon(bo.page), { message: 'the icon is drawn with its badge (an image loaded first)' }).toMatch(/^data:image\/png/);
    await expect.poll(() => bo.page.evaluate(() => window.everrainTest!.notified.length), { message: 'one notification, for the turn arriving' }).toBe(1);
    await expect.poll(() => icon(ann.page)).toBe('/favicon.svg');

    // Back at the page and its turn played out: the title and the icon are the game's again.
    await bo.page.evaluate(() => window.everrainTest!.setHidden(null));
    for (let i = 0; i < 40 && (await offered(bo.page)); i++) await endTurnStep(bo.page);
    await expect.poll(() => bo.page.title()).toBe('The Everrain');
    await expect.poll(() => icon(bo.page)).toBe('/favicon.svg');
    expect([...ann.errors, ...bo.errors]).toEqual([]);
  });
});
