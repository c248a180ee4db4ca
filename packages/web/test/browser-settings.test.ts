import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startGame, startHarness, type Harness } from './harness';

/*
 * Issue #24 items 4 and 5 in a real browser: the settings in one panel, remembered (text size, colour-blind-safe
 * seat colours with patterns, animations, which warnings ask), the game's menu (settings, a copy kept among the
 * saved games, leaving asked on the page), and the sounds — none before the page's first click or key, then
 * the cues of what happens through the real Web Audio layer.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 300_000);
afterAll(async () => { await h?.close(); });

const sounds = (page: Page) => page.evaluate(() => [...(window.everrainSounds ?? [])]);

it('the settings panel changes text size, seat colours and animations, remembered; a warning kind turned off no longer asks', async () => {
  const { page, errors } = await openPage(h);
  await startGame(page, 'settings-1');
  // Placement: the first answer places the ship, so the turn begins.
  await page.locator('.prompt .answer').first().click();
  await page.locator('.turn .end-turn').waitFor();

  await page.click('#settings-button');
  await page.locator('#settings-panel').waitFor();
  await page.selectOption('#set-text-size', '130');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20.8px');
  await page.selectOption('#set-palette', 'colour-blind');
  await page.selectOption('#set-animation', 'off');
  expect(await page.evaluate(() => document.documentElement.classList.contains('reduced-motion'))).toBe(true);
  await page.keyboard.press('Escape');
  await page.locator('#settings-panel').waitFor({ state: 'detached' });
  // The ship's sail in the colour-blind-safe set, with its seat's pattern over it.
  expect(await page.locator('g.ship[data-seat="0"] .ship-art rect').first().getAttribute('fill')).toBe('#E69F00');
  expect(await page.locator('g.ship[data-seat="0"] .seat-pattern').getAttribute('data-pattern')).toBe('stripes');

  // Ending a turn with Fresh Orders unissued asks first…
  await page.click('.turn .end-turn');
  await page.locator('[data-testid=trap-confirm]').waitFor();
  await page.click('[data-testid=trap-confirm] button:not(.anyway)');
  // …until that warning is turned off: then the turn ends at once.
  await page.click('#settings-button');
  await page.uncheck('#set-warn-ordersUnused');
  await page.click('#settings-done');
  const before = Number(await page.locator('.local-table').getAttribute('data-version'));
  await page.click('.turn .end-turn');
  await expect.poll(async () => Number(await page.locator('.local-table').getAttribute('data-version'))).toBeGreaterThan(before);
  expect(await page.locator('[data-testid=trap-confirm]').count()).toBe(0);

  // Remembered after a reload.
  await page.reload();
  await page.locator('#continue').click();
  await page.locator('.local-table').waitFor();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20.8px');
  await page.click('#settings-button');
  expect(await page.locator('#set-palette').inputValue()).toBe('colour-blind');
  expect(await page.locator('#set-animation').inputValue()).toBe('off');
  expect(await page.locator('#set-warn-ordersUnused').isChecked()).toBe(false);
  expect(await page.locator('#set-warn-strainSlays').isChecked()).toBe(true);
  await page.click('#settings-done');
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

it('the menu keeps a copy among the saved games and asks on the page before leaving', async () => {
  const { page, errors } = await openPage(h);
  await startGame(page, 'settings-2');
  await page.locator('.prompt .answer').first().click();
  await page.click('#menu');
  await page.locator('#game-menu').waitFor();
  await page.click('#menu-keep');
  await expect.poll(() => page.locator('#menu-kept').textContent()).toMatch(/^Kept: Solo game — round \d+\.$/);
  await page.click('#menu-leave');
  await page.click('#menu-leave-no');
  expect(await page.locator('.local-table').count()).toBe(1);
  await page.click('#menu-leave');
  await page.click('#menu-leave-yes');
  await page.locator('#new-game').waitFor();
  expect(await page.locator('.saved-games li .save-name').textContent()).toMatch(/^Solo game — round \d+$/);
  expect(await page.locator('#continue').count(), 'the game itself is still the one on the go').toBe(1);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

it('no sound before the first click or key; then the cues of what happens play through Web Audio, and none with Sound off', async () => {
  const { page, errors } = await openPage(h);
  // Clicks made in script (no pointer, no key: no user gesture) start the game and place the ship.
  const guide = page.locator('#guided');
  if (await guide.count()) await guide.setChecked(false);
  await page.fill('input#seed', 'sounds-1');
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('#new-game')!.click());
  await page.locator('.local-table').waitFor();
  await page.locator('.prompt .answer').first().waitFor();
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('.prompt .answer')!.click());
  await page.locator('.turn .end-turn').waitFor();
  // The ship was placed (an event that sounds), but the page has had no click yet: silence.
  expect(await page.locator('g.ship[data-seat="0"]').count()).toBe(1);
  expect(await sounds(page)).toEqual([]);

  // The person's own clicks: the audio opens, and ending the turn sounds (a new turn, the sea's dice and weather).
  await page.click('.turn .end-turn');
  await page.click('[data-testid=confirm-anyway]');
  await expect.poll(() => sounds(page).then((s) => s.length)).toBeGreaterThan(0);
  const cues = ['dice', 'cannon', 'hit', 'waves', 'weather', 'death', 'elder', 'turn'];
  expect((await sounds(page)).every((c) => cues.includes(c))).toBe(true);

  // Sound off: the next moves are silent.
  await page.click('#settings-button');
  await page.uncheck('#set-sound');
  await page.click('#settings-done');
  const heard = (await sounds(page)).length;
  const before = Number(await page.locator('.local-table').getAttribute('data-version'));
  await page.click('.turn .end-turn');
  await page.click('[data-testid=confirm-anyway]');
  await expect.poll(async () => Number(await page.locator('.local-table').getAttribute('data-version'))).toBeGreaterThan(before);
  expect((await sounds(page)).length).toBe(heard);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

it('a greyed Undo says why: its wrapper\'s title, for screen readers, and on U or a click', async () => {
  const { page, errors } = await openPage(h);
  await startGame(page, 'undo-why');
  await page.locator('.prompt .answer').first().waitFor();
  expect(await page.locator('#undo').isDisabled()).toBe(true);
  const why = await page.locator('.undo-wrap').getAttribute('title');
  expect(why).toBeTruthy();
  expect(await page.locator('#undo-why').textContent()).toBe(why);
  expect(await page.locator('#undo').getAttribute('aria-describedby')).toBe('undo-why');
  await page.locator('.local-table').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('u');
  await expect.poll(() => page.locator('.local-table [role=alert]').first().textContent()).toBe(`Undo is not possible now: ${why}`);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
