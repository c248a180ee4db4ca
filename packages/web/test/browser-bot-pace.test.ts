import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness';

/*
 * Issue #24 item 10: bots that keep pace at one table. The search bot thinks in a Web Worker (the page's own
 * thread stays free), within a budget of samples; the table says it is thinking; "Skip ahead to my turn" lets
 * the bots move without their pause until a person is to act.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 300_000);
afterAll(async () => { await h?.close(); });

it('the search bot thinks off the page\'s thread, says so, and "Skip ahead" brings the person\'s turn', async () => {
  const { page, errors } = await openPage(h);
  await page.selectOption('select#players', '3');
  await page.selectOption('#seat-kind-0', 'search');
  await page.selectOption('#seat-kind-1', 'heuristic');
  const guide = page.locator('#guided');
  if (await guide.count()) await guide.setChecked(false);
  await page.fill('input#seed', 'bot-pace-1');
  await page.click('#new-game');
  await page.locator('.local-table').waitFor();
  // The person plays seat 3: whenever it is theirs, a move; otherwise the bots play.
  let thinkingSeen = false;
  let searchSeen = false;
  let searchMoves = 0;
  for (let n = 0; n < 200 && searchMoves < 3; n++) {
    if (await page.locator('#bot-thinking').count()) thinkingSeen = true;
    const notes = await page.evaluate(() => [...document.querySelectorAll('.bot-last')].map((p) => p.textContent ?? ''));
    if (notes.some((t) => t.startsWith('Seat 1 (search)'))) searchSeen = true;
    const mine = page.locator('.prompt .answer:visible, .turn .end-turn:visible');
    if (await mine.count()) {
      await mine.first().click();
      const anyway = page.locator('[data-testid=confirm-anyway]');
      if (await anyway.count()) await anyway.click();
      searchMoves += 1;
    }
    await page.waitForTimeout(50);
  }
  // The worker's script was loaded by the page, and the table showed the search thinking.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  expect(scripts.some((s) => /bot-worker/.test(s)), 'the search runs in its own worker').toBe(true);
  expect(thinkingSeen, 'the table says the bot is thinking').toBe(true);

  // Skip ahead: once the bots are to move, one click and the person's turn comes without the bots' pauses.
  for (let n = 0; n < 100 && (await page.locator('#fast-forward').count()) === 0; n++) {
    const mine = page.locator('.prompt .answer:visible, .turn .end-turn:visible');
    if (await mine.count()) {
      await mine.first().click();
      const anyway = page.locator('[data-testid=confirm-anyway]');
      if (await anyway.count()) await anyway.click();
    }
    await page.waitForTimeout(50);
  }
  await page.click('#fast-forward');
  await page.locator('.prompt .answer:visible, .turn .end-turn:visible').first().waitFor({ timeout: 60_000 });
  expect(searchSeen, 'the search bot\'s moves came back with their reasons').toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}, 240_000);
