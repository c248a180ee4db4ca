import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { replay, stateHash } from '@everrain/engine';
import { openPage, readSave, startGame, startHarness, type Harness } from './harness';

/*
 * Bots as crewmates in the browser (issue #13 item 2): a seat set to a bot on the start screen plays
 * itself after a short pause, its one-line reasons in the log, while the person plays the other seat.
 * Its own build folder (dist-crew), so it may run beside browser.test.ts.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness('dist-crew');
}, 240_000);

afterAll(async () => {
  await h?.close();
});

describe('bot seats in the browser', () => {
  it('a person captains seat 1 while the heuristic bot sails seat 2, its reasons in the log', async () => {
    const { page, errors } = await openPage(h);
    await page.selectOption('select#players', '2');
    await page.selectOption('select#seat-kind-1', 'heuristic');
    await startGame(page, 'crewmates', 2);
    let humanClicks = 0;
    let botTurnsSeen = 0;
    for (let i = 0; i < 400; i++) {
      const reasons = await page.locator('.log li.bot-reason').count();
      if (reasons >= 6 && humanClicks >= 4) break;
      if (await page.locator('.outcome').count()) break;
      // Read in one go: the bot's turn may end between two separate reads, and the person's buttons appear.
      const screen = await page.evaluate(() => ({ botTurn: !!document.querySelector('.bot-turn'), actions: document.querySelectorAll('button.action').length }));
      if (screen.botTurn) {
        botTurnsSeen += 1;
        // While the bot is at the helm the person is offered nothing to click for it.
        expect(screen.actions).toBe(0);
        await page.waitForTimeout(200);
        continue;
      }
      const clicked = await page.evaluate((n) => {
        // A trap's confirm step (D142): the person means it.
        const anyway = document.querySelector<HTMLButtonElement>('[data-testid=confirm-anyway]');
        if (anyway) { anyway.click(); return true; }
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.action')].filter((b) => !b.textContent?.startsWith('Trade'));
        const end = buttons.find((b) => b.dataset.type === 'endTurn');
        const pool = end && n % 3 === 2 ? [end] : buttons;
        const pick = pool[(n * 2654435761) % Math.max(1, pool.length)];
        pick?.click();
        return !!pick;
      }, i);
      if (clicked) humanClicks += 1;
      else await page.waitForTimeout(100);
    }
    const reasons = await page.locator('.log li.bot-reason').allTextContents();
    expect(reasons.length, 'the bot moved and said why').toBeGreaterThanOrEqual(6);
    expect(reasons.every((r) => /^Seat 2 \(heuristic\): \S/.test(r))).toBe(true);
    expect(botTurnsSeen, 'the page showed the bot at the helm').toBeGreaterThan(0);
    // Both seats' moves are in the game the page keeps, and it replays to the page's state.
    await expect.poll(async () => {
      const save = await readSave(page);
      return save ? save.actions.filter((a) => a.seat === 1).length : 0;
    }, { timeout: 10_000 }).toBeGreaterThanOrEqual(reasons.length);
    const save = (await readSave(page))!;
    expect(save.actions.some((a) => a.seat === 0)).toBe(true);
    expect((save.setup as unknown as Record<string, unknown>).crew).toBeUndefined();
    expect((save as unknown as Record<string, unknown>).bots, 'the save keeps which seats bots play (D100)').toEqual([null, 'heuristic']);
    const replayed = replay({ ...save.setup, content: defaultContent() }, save.seed, save.actions);
    expect(replayed.ok && stateHash(replayed.state)).toBe(save.hash);
    // Reloaded and continued, the game still has its bot in seat 2 (D100): it sails on, saying why.
    await page.reload();
    await page.click('#continue');
    await page.locator('.game').waitFor();
    for (let i = 0; i < 300 && (await page.locator('.log li.bot-reason').count()) === 0; i++) {
      if (await page.locator('.outcome').count()) break;
      if (await page.locator('.bot-turn').count()) { await page.waitForTimeout(200); continue; }
      await page.evaluate((n) => {
        const anyway = document.querySelector<HTMLButtonElement>('[data-testid=confirm-anyway]');
        if (anyway) { anyway.click(); return; }
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.action')].filter((b) => !b.textContent?.startsWith('Trade'));
        const end = buttons.find((b) => b.dataset.type === 'endTurn');
        (end && n % 3 === 2 ? end : buttons[(n * 2654435761) % Math.max(1, buttons.length)])?.click();
      }, i);
    }
    const after = await page.locator('.log li.bot-reason').allTextContents();
    expect(after.length, 'the reloaded game\'s bot moved').toBeGreaterThan(0);
    expect(after.every((r) => /^Seat 2 \(heuristic\): \S/.test(r))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
  it('the search bot is offered on the start screen and sails its seats, saying where its search overrode or kept a choice', async () => {
    const { page, errors } = await openPage(h);
    await page.selectOption('select#players', '2');
    const offered = await page.locator('select#seat-kind-0 option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toContain('search');
    await page.selectOption('select#seat-kind-0', 'search');
    await page.selectOption('select#seat-kind-1', 'search');
    await startGame(page, 'crew-search', 2);
    // Nobody but the bots: the game plays itself. A searched decision's reason carries its samples' means.
    await expect.poll(async () => {
      const reasons = await page.locator('.log li.bot-reason').allTextContents();
      return reasons.some((r) => /^Seat [12] \(search\): .+ — weighed against \d+ other choices? in \d+ imagined futures?/.test(r));
    }, { timeout: 120_000, interval: 500 }).toBe(true);
    const reasons = await page.locator('.log li.bot-reason').allTextContents();
    expect(reasons.every((r) => /^Seat [12] \(search\): \S/.test(r))).toBe(true);
    const save = (await readSave(page))!;
    expect((save as unknown as Record<string, unknown>).bots).toEqual(['search', 'search']);
    const replayed = replay({ ...save.setup, content: defaultContent() }, save.seed, save.actions);
    expect(replayed.ok).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
