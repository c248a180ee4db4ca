import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Driver, openPage, readSave, shots, startGame, startHarness, type Harness } from './harness';
import { planReveal } from './plans';
import { planUntil } from './trap-plans';

/**
 * Issue 15, item 10: keyboard and screen-reader checks. Every control on the game screen has an accessible name
 * (read from the accessibility tree) and is reached by Tab, and a turn is played with the keyboard alone.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness('dist-a11y'); }, 180_000);
afterAll(async () => { await h?.close(); });

/** Roles a player operates: each needs a name a screen reader can say. */
const CONTROLS = ['button', 'link', 'textbox', 'checkbox', 'radio', 'combobox', 'spinbutton', 'slider', 'switch', 'tab', 'menuitem', 'option'];

/** The controls in the accessibility tree without a name (the lines of `ariaSnapshot` with a role and no "name"). */
async function namelessControls(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const nameless = new RegExp(`^\\s*- (${CONTROLS.join('|')})(\\s*\\[[^\\]]*\\])*\\s*:?\\s*$`);
  return tree.split('\n').filter((line) => nameless.test(line));
}

/** Every visible control of the game screen that should be in the Tab order, marked with an id to find it by. */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex]:not([tabindex="-1"])';
    const out: string[] = [];
    document.querySelectorAll<HTMLElement | SVGElement>(selector).forEach((el, i) => {
      if (!el.closest('.game')) return;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[inert], [hidden]')) return;
      // Inside a closed <details> only its own summary is shown.
      for (let d = el.parentElement?.closest('details'); d; d = d.parentElement?.closest('details')) {
        if (!d.open && !(el.tagName === 'SUMMARY' && el.parentElement === d)) return;
      }
      el.dataset.a11y = String(i);
      out.push(`${i}:${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`);
    });
    return out;
  });
}

/** Presses Tab until the focus has been everywhere (or comes round again); the marked controls it reached. */
async function tabbedThrough(page: Page, limit: number): Promise<{ reached: Set<string>; strays: Set<string> }> {
  const reached = new Set<string>();
  const strays = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      return { id: el.dataset?.a11y ?? null, what: `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}` };
    });
    if (stop?.id) reached.add(stop.id);
    // A Tab stop that is no control (e.g. an SVG element made focusable by a focus listener alone) wastes a keypress.
    else if (stop) strays.add(stop.what);
  }
  return { reached, strays };
}

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function checkScreen(page: Page, what: string): Promise<void> {
  expect(await namelessControls(page), `${what}: every control has an accessible name`).toEqual([]);
  const controls = await markControls(page);
  expect(controls.length).toBeGreaterThan(5);
  const { reached, strays } = await tabbedThrough(page, controls.length + 60);
  const missed = controls.filter((c) => !reached.has(c.split(':')[0]!));
  expect(missed, `${what}: every control is reached by Tab`).toEqual([]);
  expect([...strays], `${what}: Tab stops only on controls`).toEqual([]);
}

describe('keyboard and screen reader', () => {
  it('every control of the game screen has a name and is reached by Tab: placing, a turn, the confirm step', async () => {
    const plan = planReveal({ players: 1, length: 'short', rules: {} });
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed, 1, true);
    await checkScreen(page, 'placing the ship');
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before);
    await checkScreen(page, 'a turn with Navigation points');
    await page.locator('.turn button.end-turn').click();
    await page.locator('[data-testid="trap-confirm"]').waitFor();
    await checkScreen(page, 'the confirm step');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in a Port with enemies aboard: the Port board, the Shipwright chooser and the Fray buttons have names and are reached by Tab', async () => {
    const plan = planUntil('a11y-port', (s, legal) => (s.pending.length === 0 && s.enemies.some((e) => e.position.area === 'deck')
      ? legal.find((a) => a.type === 'engageService' && a.service === 'shipwright') : undefined), 40, 800);
    const { page, errors } = await openPage(h);
    const file = join(shots, 'a11y-port.json');
    writeFileSync(file, JSON.stringify(plan.save));
    await page.setInputFiles('#import', file);
    await expect.poll(() => readSave(page).then((s) => s?.hash), { timeout: 15_000 }).toBe(plan.save.hash);
    await page.locator('.port-board [data-service="shipwright"]').waitFor();
    await page.locator('.turn .threats').waitFor();
    await checkScreen(page, 'a Port with enemies aboard');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a turn is played with the keyboard alone: place the ship, a Crew Order, a Navigation Order, end the turn through its confirm step', async () => {
    const plan = planReveal({ players: 1, length: 'short', rules: {} });
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const actions = async () => (await readSave(page))?.actions.length ?? 0;
    // The prompt takes the focus; its first answer places the ship.
    await tabTo(page, '.prompt button.answer');
    await page.keyboard.press('Enter');
    await expect.poll(actions).toBe(1);
    // A crew member, then where to send them.
    await tabTo(page, '.turn button.crew');
    await page.keyboard.press('Enter');
    await tabTo(page, '.turn .destinations button');
    await page.keyboard.press('Enter');
    await expect.poll(actions).toBe(2);
    await tabTo(page, '.turn button[data-guide="navigate"]');
    await page.keyboard.press('Enter');
    await expect.poll(actions).toBe(3);
    await tabTo(page, '.turn button.end-turn');
    await page.keyboard.press('Enter');
    // Points unspent: the confirm step; Go back comes first, "anyway" next.
    await page.locator('[data-testid="trap-confirm"]').waitFor();
    await tabTo(page, '[data-testid="confirm-anyway"]', 5);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await readSave(page))?.actions.some((a) => (a as { type: string }).type === 'endTurn')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
