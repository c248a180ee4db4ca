import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, webRoot, type Harness } from './harness';
import { openOnlineTable } from './online-fixture';
import { openLocalTable, type SeededGame, type TableFixture } from './table-fixtures';

/*
 * The same checks of the one table (issue #22) through each of its drivers: a feature added to the table is
 * tested in every kind of play. Adding a driver is one line in FIXTURES (the online one opens a seeded game
 * on a real server on loopback: test/online-fixture.ts).
 */
const FIXTURES: readonly (readonly [string, TableFixture])[] = [
  ['local', openLocalTable],
  ['online', openOnlineTable],
];

/** The table's named regions (data-region), compared between the drivers at 1280×720. */
const REGIONS = ['map', 'turn-panel', 'ship-board', 'playback', 'log-drawer'] as const;
type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
/** How far a region's edge may differ between two drivers (a status line's wrap, a scrollbar). */
const TOLERANCE_PX = 24;
const VIEWPORT = { width: 1280, height: 720 };
const GAME: SeededGame = { players: 2, seed: 'table-regions', length: 'short' };
const screenshots = join(webRoot, '../../docs/screenshots/table');

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  mkdirSync(screenshots, { recursive: true });
}, 240_000);

afterAll(async () => {
  await h?.close();
});

async function open(fixture: TableFixture): Promise<{ page: Page; errors: string[]; done: () => Promise<void> }> {
  const { page, errors } = await openPage(h);
  await page.setViewportSize(VIEWPORT);
  const opened = await fixture(h, page, GAME);
  const close = opened && typeof opened === 'object' && 'close' in opened && typeof opened.close === 'function' ? opened.close.bind(opened) as () => Promise<void> : null;
  return { page, errors, done: async () => { await close?.(); await page.close(); } };
}

async function regionBox(page: Page, region: string): Promise<Box | null> {
  const at = page.locator(`[data-region="${region}"]`);
  return (await at.count()) ? at.first().boundingBox() : null;
}

const boxes = new Map<string, Record<string, Box | null>>();

describe.each(FIXTURES)('the one table through the %s driver', (name, fixture) => {
  it('lays out the map, the turn panel, the ship board and the playback on one screen at 1280×720, the log in a drawer', async () => {
    const { page, errors, done } = await open(fixture);
    const seen: Record<string, Box | null> = {};
    for (const region of ['map', 'turn-panel', 'ship-board', 'playback'] as const) seen[region] = await regionBox(page, region);
    for (const region of ['map', 'turn-panel', 'ship-board'] as const) {
      const box = seen[region];
      expect(box, `${region} is drawn`).not.toBeNull();
      expect(box!.y + Math.min(box!.height, 40), `${region} is above the fold`).toBeLessThanOrEqual(VIEWPORT.height);
      expect(box!.x + box!.width, `${region} fits the width`).toBeLessThanOrEqual(VIEWPORT.width + 1);
    }
    expect(seen.map!.x, 'the map is left of the turn panel').toBeLessThan(seen['turn-panel']!.x);
    expect(seen['turn-panel']!.y, 'the ship board is below the turn panel').toBeLessThan(seen['ship-board']!.y);
    // The page itself does not scroll: each region scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(VIEWPORT.height + 1);
    await page.screenshot({ path: join(screenshots, `${name}.png`) });
    // The log: a drawer, opened by L and closed by Escape.
    expect(await page.locator('#log-drawer').isVisible()).toBe(false);
    await page.keyboard.press('l');
    await page.locator('#log-drawer').waitFor({ state: 'visible' });
    seen['log-drawer'] = await regionBox(page, 'log-drawer');
    expect(seen['log-drawer'], 'the log drawer opens').not.toBeNull();
    await page.screenshot({ path: join(screenshots, `${name}-log.png`) });
    await page.keyboard.press('Escape');
    await page.locator('#log-drawer').waitFor({ state: 'hidden' });
    boxes.set(name, seen);
    expect(errors).toEqual([]);
    await done();
  });

  it('says whose turn it is by name, offers the first seat its decision, and shows "Just now" after a move', async () => {
    const { page, errors, done } = await open(fixture);
    // The first seat's name as its ship board's tab gives it (a name given, or "Seat 1").
    const first = ((await page.locator('nav.seats button').first().textContent()) ?? '').replace(/\((now|you)\)|·.*$/g, '').trim();
    expect(first).not.toBe('');
    await expect.poll(() => page.locator('.topbar .waiting').textContent()).toMatch(new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( decides|'s turn)`));
    const version = await page.locator('.game').getAttribute('data-version');
    const answer = page.locator('.prompt .answer, .turn button.action').first();
    await answer.click();
    await expect.poll(() => page.locator('.game').getAttribute('data-version'), { timeout: 15_000 }).not.toBe(version);
    await expect.poll(() => page.locator('[data-region=playback]').textContent(), { timeout: 15_000 }).not.toBe('');
    // The ship boards are named by seat, and the other seat's board opens from its tab.
    await page.locator('nav.seats button').nth(1).click();
    await expect.poll(() => page.locator('nav.seats button').nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await done();
  });
});

describe('the one table, between drivers', () => {
  it.runIf(FIXTURES.length > 1)('draws the named regions in the same places through every driver', () => {
    const [first, ...rest] = [...boxes.entries()];
    expect(first, 'the layout check ran').toBeDefined();
    for (const [name, seen] of rest) {
      for (const region of REGIONS) {
        const a = first![1][region];
        const b = seen[region];
        expect(!!b, `${region} through ${name} as through ${first![0]}`).toBe(!!a);
        if (!a || !b) continue;
        for (const edge of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(a[edge] - b[edge]), `${region}.${edge}: ${first![0]} ${a[edge]}, ${name} ${b[edge]}`).toBeLessThanOrEqual(TOLERANCE_PX);
        }
      }
    }
  });
});
