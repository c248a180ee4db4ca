import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import type { RunningServer } from '../../server/src/server';
import { launchChromium } from './harness';
import { onlineServer, ONLINE_TABLE, personIn } from './online-fixture';

/*
 * Issue #23 item 2 on screen, and item 3's start screen: a game made in the lobby by its host, a seat claimed by
 * a friend, then the host's powers clicked as a person would — re-invite the seat (the friend's old device is
 * told, the new link claims it on a new one), the seat's person adds another device of theirs, the host ends the
 * game for everyone. Before that, the start screen lists the game waiting for this browser.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await onlineServer();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** A person (personIn), for whom a browser dialog would be an error: the host's powers ask on the page. */
async function person(): Promise<{ page: Page; errors: string[] }> {
  const p = await personIn(browser);
  p.page.on('dialog', (d) => { p.errors.push(`a browser dialog: ${d.message()}`); void d.dismiss(); });
  return p;
}

/** Opens the log drawer (the seats and the host's controls sit above the log). */
async function openSeats(page: Page): Promise<void> {
  if (!(await page.locator('.log-drawer .presence').isVisible())) await page.click('#log-button');
  await page.locator('.log-drawer .presence').waitFor();
}

const seatOf = (page: Page) => page.evaluate(() => window.everrainOnline!.snapshot().seat);

it('the start screen lists the online game waiting for this browser; the host re-invites a claimed seat, its person adds a device, the host ends the game', async () => {
  const ann = await person();
  await ann.page.goto(`${server.url}/?online`);
  await ann.page.selectOption('#online-players', '2');
  await ann.page.fill('#online-name-0', 'Ann');
  await ann.page.fill('#online-name-1', 'Bo');
  await ann.page.click('#create-online');
  await ann.page.locator('.invites').waitFor();
  const game = await ann.page.evaluate(() => (JSON.parse(localStorage.getItem('everrain-online-hosted') ?? '[]') as { game: string }[])[0]!.game);
  const boLink = await ann.page.locator('.invites li[data-seat="1"] input.invite-link').inputValue();

  // The start screen: the game is listed as waiting for this browser (it holds both invitations so far).
  await ann.page.goto(`${server.url}/`);
  await ann.page.locator('.waiting-online li').first().waitFor();
  expect(await ann.page.locator('.waiting-online').textContent()).toContain('Ann, Bo');
  expect(await ann.page.locator('.waiting-online a').first().getAttribute('href')).toContain(`game=${game}`);

  await ann.page.goto(`${server.url}/?game=${game}&seat=0`);
  await ann.page.locator(ONLINE_TABLE).waitFor();
  const bo = await person();
  await bo.page.goto(boLink);
  await bo.page.locator(ONLINE_TABLE).waitFor();
  expect(await seatOf(bo.page)).toBe(1);
  await expect.poll(() => ann.page.locator('.presence-dots li.connected').count()).toBe(2);

  // Re-invite: Bo lost his device. The old one is told its key no longer plays; the new link claims the seat.
  await openSeats(ann.page);
  expect(await ann.page.locator('.presence li[data-seat="0"] button.reinvite').count(), 'no re-invite of the host\'s own seat').toBe(0);
  await ann.page.click('.presence li[data-seat="1"] button.reinvite');
  await ann.page.click('.presence li[data-seat="1"] .ask-first .ask-yes');
  const fresh = ann.page.locator('.presence li[data-seat="1"] .new-invite input.invite-link');
  await fresh.waitFor();
  const newLink = await fresh.inputValue();
  expect(newLink).not.toBe(boLink);
  await expect.poll(() => bo.page.locator(`${ONLINE_TABLE} [role="alert"]`).textContent()).toContain('re-invited this seat');
  const boAgain = await person();
  await boAgain.page.goto(boLink);
  await expect.poll(() => boAgain.page.locator('[role="alert"]').first().textContent(), { message: 'the old invitation no longer opens the seat' }).toMatch(/re-invited|no longer/i);
  await boAgain.page.goto(newLink);
  await boAgain.page.locator(ONLINE_TABLE).waitFor();
  expect(await seatOf(boAgain.page)).toBe(1);

  // Another device of Bo's: a link he makes, opened once on it, plays the same seat.
  await openSeats(boAgain.page);
  await boAgain.page.click('#add-device');
  const device = boAgain.page.locator('#device-link');
  await device.waitFor();
  const phone = await person();
  await phone.page.goto(await device.inputValue());
  await phone.page.locator(ONLINE_TABLE).waitFor();
  expect(await seatOf(phone.page)).toBe(1);
  await openSeats(phone.page);
  expect(await phone.page.locator('.presence li[data-seat="1"]').textContent()).toContain('Bo (you)');

  // The host ends the game: every table says so and offers no move.
  await openSeats(ann.page);
  await ann.page.click('#end-game');
  await ann.page.click('#end-game-no');
  // Asked on the page; "Play on" leaves the game as it was.
  expect(await ann.page.locator('button#end-game').count()).toBe(1);
  expect(await ann.page.locator(`${ONLINE_TABLE} .notice`).count()).toBe(0);
  await ann.page.click('#end-game');
  await ann.page.click('#end-game-yes');
  for (const p of [ann, boAgain, phone]) {
    await expect.poll(() => p.page.locator(`${ONLINE_TABLE} .notice`).textContent()).toContain('The host ended this game');
    expect(await p.page.locator('.all-actions button.action').count()).toBe(0);
  }
  for (const p of [ann, bo, boAgain, phone]) expect(p.errors).toEqual([]);
}, 180_000);
