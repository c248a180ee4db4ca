import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, readSave, shots, startGame, startHarness, stateOf, type Harness } from './harness';
import { boxOf, buttonsOutOfSight, smallestTarget, type Box } from './screen-checks';

/*
 * Issue #24 item 2: a phone (touch, 360 and 390 px wide). A solo game is started and played a few rounds by
 * tapping; at every step the page is no wider than the screen, nothing to tap is smaller than 44 px, the
 * decision is right under the map, and a move does not make the page jump (the map stays where it was).
 */

let h: Harness;
beforeAll(async () => { h = await startHarness('dist-phone'); }, 240_000);
afterAll(async () => { await h?.close(); });

const TOUCH_MIN = 44;

interface Seen {
  readonly width: number; readonly map: Box; readonly panel: Box; readonly scrollY: number; readonly header: Box;
  readonly target: { name: string; width: number; height: number } | null;
  /** The decision's buttons on the screen but covered by something else. */
  readonly covered: readonly string[];
}

async function look(page: Page): Promise<Seen> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const map = (await boxOf(page, '.board'))!;
  const panel = (await boxOf(page, '.prompt, .turn'))!;
  const scrollY = await page.evaluate(() => window.scrollY);
  const header = (await boxOf(page, '.topbar'))!;
  return { width, map, panel, scrollY, header, target: await smallestTarget(page), covered: await buttonsOutOfSight(page, '.prompt button, .turn button', true) };
}

/** Taps what a player would tap next: the decision's first answer, else the end of the turn. */
async function tapNext(page: Page): Promise<void> {
  const moves = (await readSave(page))?.actions.length ?? 0;
  const answer = page.locator('.prompt .answer').first();
  if (await answer.count()) await answer.tap();
  else await page.locator('button.end-turn').tap();
  const confirm = page.locator('[data-testid=confirm-anyway]');
  await expect.poll(async () => ((await readSave(page))?.actions.length ?? 0) > moves || (await confirm.count()) > 0).toBe(true);
  if (await confirm.count()) await confirm.tap();
  await expect.poll(async () => (await readSave(page))?.actions.length ?? 0).toBeGreaterThan(moves);
}

function expectPhoneShape(s: Seen, width: number, height: number, when: string): void {
  expect.soft(s.width, `${when}: the page is no wider than the screen`).toBeLessThanOrEqual(width);
  expect.soft(s.header.height, `${when}: the header is one row`).toBeLessThanOrEqual(TOUCH_MIN + 20);
  expect.soft(s.target, `${when}: something to tap`).not.toBeNull();
  expect.soft(Math.min(s.target!.width, s.target!.height), `${when}: the smallest target ("${s.target!.name}", ${s.target!.width}×${s.target!.height}) is at least ${TOUCH_MIN} px`).toBeGreaterThanOrEqual(TOUCH_MIN - 0.5);
  expect.soft(s.panel.y - (s.map.y + s.map.height), `${when}: the decision is right under the map`).toBeLessThanOrEqual(80);
  expect.soft(s.panel.y, `${when}: the decision starts on the screen`).toBeLessThan(height - 100);
  expect.soft(s.covered, `${when}: nothing covers the decision's buttons on the screen`).toEqual([]);
}

describe('a phone (issue #24 item 2)', () => {
  for (const width of [360, 390]) {
    it(`at ${width}×844 with touch: no overflow, ${TOUCH_MIN} px targets, the decision under the map, no jump after a move`, async () => {
      const height = 844;
      const { page, errors } = await openPage(h, { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      await startGame(page, `phone-${width}`, 1);
      await page.locator('.prompt .answer').first().waitFor();
      const first = await look(page);
      expectPhoneShape(first, width, height, 'the start');
      // The facing arrows of a hex tapped on the map.
      await page.locator('g.hex.placeable').first().tap();
      await page.locator('.facing-arrow').first().waitFor();
      expectPhoneShape(await look(page), width, height, 'facing arrows shown');
      await page.screenshot({ path: join(shots, `phone-${width}-facings.png`) });
      let before = await look(page);
      for (let move = 0; move < 10; move++) {
        await tapNext(page);
        await page.locator('.prompt .answer, button.end-turn').first().waitFor();
        const after = await look(page);
        expectPhoneShape(after, width, height, `after move ${move + 1}`);
        expect(after.scrollY, `after move ${move + 1}: the page did not scroll`).toBe(before.scrollY);
        expect({ y: Math.round(after.map.y), height: Math.round(after.map.height) }, `after move ${move + 1}: the map did not move`)
          .toEqual({ y: Math.round(before.map.y), height: Math.round(before.map.height) });
        before = after;
      }
      expect(stateOf((await readSave(page))!).round, 'a few rounds were played').toBeGreaterThanOrEqual(3);
      await page.screenshot({ path: join(shots, `phone-${width}-played.png`) });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
