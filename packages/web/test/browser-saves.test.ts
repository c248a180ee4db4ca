import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, readSave, startGame, startHarness, type Harness } from './harness';

/*
 * Issue #24 item 9: several saves in the browser. Starting a new game puts the one on the go aside (never
 * replaced, never a browser dialog); the start screen lists the saved games with their seats, round and date, and
 * each can be continued, watched, renamed and deleted (the delete asked on the page).
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 300_000);
afterAll(async () => { await h?.close(); });

/** Plays `moves` moves of the game on the table (a decision's answer, or one of the turn's buttons). */
async function playSome(page: Page, moves: number): Promise<void> {
  const at = async () => Number(await page.locator('.local-table').getAttribute('data-version'));
  const begun = await at();
  for (let n = 0; n < 40 && (await at()) < begun + moves; n++) {
    const buttons = page.locator('.prompt .answer:visible, .turn button[data-type]:visible');
    const count = await buttons.count();
    if (count > 0) await buttons.nth(n % count).click();
    await page.waitForTimeout(50);
  }
  expect(await at()).toBeGreaterThanOrEqual(begun + moves);
}

it('a new game puts the saved one aside; saved games are listed with seats, round and date, and continued, watched, renamed and deleted', async () => {
  const { page, errors } = await openPage(h);
  await startGame(page, 'saves-first');
  await playSome(page, 3);
  await expect.poll(() => readSave(page).then((s) => s?.seed)).toBe('saves-first');
  const first = (await readSave(page))!;

  // A second game: the first is put aside, not replaced.
  await page.reload();
  await page.locator('#continue').waitFor();
  await startGame(page, 'saves-second');
  await playSome(page, 2);
  await expect.poll(() => readSave(page).then((s) => s?.seed)).toBe('saves-second');
  await page.reload();
  const entry = page.locator('.saved-games li');
  await expect.poll(() => entry.count()).toBe(1);
  expect(await entry.locator('.save-name').textContent()).toBe('Solo game');
  expect(await entry.locator('.save-detail').textContent()).toMatch(/1 seat · (round \d+|\d+ moves in) · saved \S/);

  // Renamed on the page.
  await entry.locator('.save-rename').click();
  await entry.locator('input').fill('Sunday voyage');
  await entry.locator('button[type=submit]').click();
  await expect.poll(() => entry.locator('.save-name').textContent()).toBe('Sunday voyage');

  // Watched, then continued: the first game comes back where it was, and the second is put aside in its turn.
  await entry.locator('.save-replay').click();
  await page.locator('#replay').waitFor();
  await page.reload();
  await page.locator('.saved-games li .save-continue').click();
  await page.locator('.local-table').waitFor();
  await expect.poll(() => readSave(page).then((s) => s?.hash)).toBe(first.hash);
  await page.reload();
  await expect.poll(() => page.locator('.saved-games li').count()).toBe(1);
  expect(await page.locator('.saved-games li .save-name').textContent()).toBe('Solo game');

  // Deleted, asked on the page first ("Keep it" keeps it).
  await page.locator('.saved-games li .save-delete').click();
  await page.locator('.saved-games li .ask-no').click();
  expect(await page.locator('.saved-games li').count()).toBe(1);
  await page.locator('.saved-games li .save-delete').click();
  await page.locator('.saved-games li .ask-yes').click();
  await expect.poll(() => page.locator('.saved-games').count()).toBe(0);
  await page.reload();
  expect(await page.locator('.saved-games').count()).toBe(0);
  expect(await page.locator('#continue').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
}, 180_000);
