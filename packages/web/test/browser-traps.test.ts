import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeAction, warningsText } from '@everrain/text';
import { legalActions, revealedHexes, stateHash, warningsFor, type Action, type GameState, type WarningKind } from '@everrain/engine';
import { Driver, openPage, readSave, screenshot, shots, startGame, startHarness, type Harness } from './harness';
import { planReveal, step } from './plans';
import { planTrap, planUntil, type StatePlan } from './trap-plans';
import { withoutPayment } from '../src/panels/fleeting';
import { crewFor, improvementChoices, repairChoices, shipwrightActions } from '../src/panels/shipwright-choice';

/**
 * Issue 15, items 3 and 5 as a player meets them (D142–D145): each trap the engine warns of asks to confirm
 * before it is played (Go back keeps the game as it was), the guide points at controls that exist and moves on
 * when its goal is impossible, the Shipwright asks in two steps, and the Fleeting Order is a toggle.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness('dist-traps'); }, 180_000);
afterAll(async () => { await h?.close(); });

/** Opens the page on a planned game, loaded from its save file through the start screen. */
async function loadPlan(plan: StatePlan, name: string): Promise<{ page: Page; errors: string[]; d: Driver }> {
  const { page, errors } = await openPage(h);
  const file = join(shots, `${name}.json`);
  writeFileSync(file, JSON.stringify(plan.save));
  await page.setInputFiles('#import', file);
  await expect.poll(() => readSave(page).then((s) => s?.hash), { timeout: 15_000 }).toBe(plan.save.hash);
  const d = await Driver.attach(page);
  await d.shown();
  return { page, errors, d };
}

/** The control a player would press for the action: the turn panel's own button, else the action list's. */
async function press(page: Page, state: GameState, action: Action): Promise<void> {
  if (action.type === 'endTurn') return page.locator('.turn button.end-turn').click();
  if (action.type === 'issueNavigationOrder') return page.locator('.turn button[data-guide="navigate"]').click();
  const list = page.locator('details.all-actions');
  if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await list.locator('> summary').click();
  const text = describeAction(state, action);
  const group = list.locator('details.group').filter({ has: page.getByRole('button', { name: text, exact: true }) }).first();
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('> summary').click();
  await list.getByRole('button', { name: text, exact: true }).first().click();
}

const KINDS: readonly WarningKind[] = ['ordersUnused', 'navigationPointsLost', 'navigationOrderBuysNothing', 'strainSlays', 'fatiguedCrewSpace'];

describe('a trap asks to confirm (D142)', () => {
  for (const kind of KINDS) {
    it(`${kind}: the warning shows, Go back keeps the game, "anyway" plays it`, async () => {
      const plan = planTrap(kind);
      const { page, errors, d } = await loadPlan(plan, `trap-${kind}`);
      const said = warningsText(d.state, plan.action);
      expect(said.length).toBeGreaterThan(0);
      // Shown before anything is pressed, beside the turn panel's own button where it has one.
      if (plan.action.type === 'endTurn' || plan.action.type === 'issueNavigationOrder') {
        const beside = plan.action.type === 'endTurn' ? '.turn-row.end' : '.turn';
        await expect.poll(() => page.locator(`${beside} [data-testid="trap-warning"]`).allTextContents()).toEqual(expect.arrayContaining(said.map((t) => `⚠ ${t}`)));
      }
      await press(page, d.state, plan.action);
      const confirm = page.locator('[data-testid="trap-confirm"]');
      await confirm.waitFor();
      expect(await confirm.locator('[data-testid="confirm-warning"]').allTextContents()).toEqual(said);
      // The keyboard is in the confirm step, and its first control goes back.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('trap-confirm');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-cancel');
      await screenshot(page, `trap-${kind}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => confirm.count()).toBe(0);
      expect((await readSave(page))?.hash, 'going back plays nothing').toBe(stateHash(d.state));
      // Again, and this time meant.
      await press(page, d.state, plan.action);
      await page.locator('[data-testid="confirm-anyway"]').click();
      d.state = step(d.state, plan.action);
      await d.followed();
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('Tab+Enter after an action never ends the turn: End your turn is last, and its confirm step starts on Go back', async () => {
    const plan = planReveal({ players: 1, length: 'short', rules: {} });
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before.slice(0, 2));
    const ended = async () => (await readSave(page))!.actions.some((a) => (a as Action).type === 'endTurn');
    for (let i = 0; i < 3; i++) {
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-type') === 'endTurn'), 'the keyboard is not on an End turn control').toBe(false);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-type') === 'endTurn')).toBe(false);
    }
    // On End your turn itself, Enter and Enter again only reach the confirm step and go back.
    expect(warningsFor(d.state, { type: 'endTurn', seat: 0 }).length).toBeGreaterThan(0);
    await page.locator('.turn button.end-turn').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="trap-confirm"]').waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="trap-confirm"]').count()).toBe(0);
    expect(await ended()).toBe(false);
    // The keyboard goes back once the confirm step has closed (Confirm.tsx focuses it in a task of its own).
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('end-turn') ?? false), { message: 'back where the player was' }).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the guide (D143)', () => {
  it('points at a control that exists, step after step, and passes over "Visit a Port" while no Port can be visited', async () => {
    const plan = planReveal({ players: 1, length: 'short', rules: {} });
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed, 1, true);
    const d = await Driver.attach(page, plan.seed);
    const tour = page.locator('#tour');
    const seen = new Set<string>();
    const pointsAtSomething = async () => {
      const target = await tour.getAttribute('data-target');
      expect(target, 'the step names a control').toBeTruthy();
      const el = page.locator(`[data-guide="${target}"]`).first();
      await expect.poll(() => el.isVisible(), { message: `the control "${target}" is on the screen` }).toBe(true);
      // Drawn as pointed at: an outline on the control itself.
      expect(await el.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('dashed');
      seen.add((await tour.getAttribute('data-step'))!);
    };
    await pointsAtSomething();
    for (const a of plan.before) {
      await d.act(a);
      await pointsAtSomething();
    }
    // "Show me" takes the keyboard to the control.
    await page.click('#tour-show-me');
    const target = await tour.getAttribute('data-target');
    expect(await page.evaluate((t) => !!document.activeElement?.closest(`[data-guide="${t}"]`) || document.activeElement?.getAttribute('data-guide') === t, target)).toBe(true);
    // Sail and reveal: then no Port is in reach, so the guide goes on to ending the turn, and says the Port will come.
    await d.act(legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'ahead')!);
    await d.act(legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'reveal')!);
    await d.answerPending();
    expect(legalActions(d.state).some((a) => a.type === 'engageService')).toBe(false);
    await expect.poll(() => tour.getAttribute('data-step')).toBe('end');
    await pointsAtSomething();
    expect(await tour.textContent()).toMatch(new RegExp(`Visit a Port — when ${revealedHexes(d.state).some((x) => x.type === 'port') ? 'you sail into a Port' : 'a Port \\(P\\) is revealed'}`));
    expect([...seen]).toEqual(expect.arrayContaining(['place', 'crow', 'navigate', 'end']));
    await screenshot(page, 'guide-points');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('never suggests the Navigation Order that would buy nothing (the Rough Sea trap)', async () => {
    const plan = planTrap('navigationOrderBuysNothing');
    const { page, errors } = await loadPlan(plan, 'guide-rough-sea');
    await page.click('#guide-toggle');
    const tour = page.locator('#tour');
    await tour.waitFor();
    expect(await tour.getAttribute('data-step')).not.toBe('navigate');
    expect(await tour.textContent()).not.toContain('Press "Issue a Navigation Order"');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('fewer, clearer choices', () => {
  it('the Shipwright asks in two steps — repairs, then Improvements — then who goes (D144)', async () => {
    const plan = planUntil('shipwright', (s, legal) => (s.pending.length === 0 ? (shipwrightActions(legal).length >= 8 ? legal.find((a) => a.type === 'engageService' && a.service === 'shipwright') : undefined) : undefined), 40, 600);
    const { page, errors, d } = await loadPlan(plan, 'shipwright');
    const actions = shipwrightActions(legalActions(d.state));
    const card = page.locator('.port-board article[data-service="shipwright"]');
    const repairs = repairChoices(actions);
    const buttonsBefore = await card.locator('button').count();
    expect(buttonsBefore, 'one step at a time, not every combination').toBeLessThan(actions.length);
    if (repairs.length > 1) await card.locator(`button[data-repairs="${repairs[repairs.length - 1]}"]`).click();
    const repair = repairs.length > 1 ? repairs[repairs.length - 1]! : repairs[0]!;
    const seen = improvementChoices(actions, repair);
    expect(await card.locator('button[data-improvements]').count()).toBe(seen.length);
    const pick = seen[Math.min(2, seen.length - 1)]!;
    await card.locator(`button[data-improvements="${pick}"]`).click();
    expect(await card.locator(`button[data-improvements="${pick}"]`).getAttribute('aria-pressed')).toBe('true');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'shipwright-two-step');
    const go = crewFor(actions, repair, pick);
    const send = card.locator('button[data-type="engageService"]');
    expect(await send.count()).toBe(go.length);
    await send.first().click();
    d.state = step(d.state, go[0]!);
    await d.followed();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the action list shows each action once, and the toggle pays with a Fleeting Order (D145)', async () => {
    const plan = planUntil('fleeting', (s, legal) => (s.pending.length > 0 ? undefined
      : legal.find((a) => 'fleeting' in a && a.fleeting && a.type === 'issueCrewOrder' && legal.some((b) => b !== a && withoutPayment(b) === withoutPayment(a)))), 40, 800);
    const { page, errors, d } = await loadPlan(plan, 'fleeting');
    const fleeting = plan.action;
    const fresh = legalActions(d.state).find((b) => b !== fleeting && withoutPayment(b) === withoutPayment(fleeting))!;
    const list = page.locator('details.all-actions');
    await list.locator('> summary').click();
    // Once, paid with a Fresh Order; the Fleeting twin is not listed until the toggle is on.
    expect(await list.getByRole('button', { name: describeAction(d.state, fresh), exact: true }).count()).toBe(1);
    expect(await list.getByRole('button', { name: describeAction(d.state, fleeting), exact: true }).count()).toBe(0);
    await list.getByLabel(/Pay with a Fleeting Order/).check();
    expect(await list.getByRole('button', { name: describeAction(d.state, fresh), exact: true }).count()).toBe(0);
    const before = d.state.players[0]!.orders.fleeting;
    await press(page, d.state, fleeting);
    if (warningsFor(d.state, fleeting).length) await page.locator('[data-testid="confirm-anyway"]').click();
    d.state = step(d.state, fleeting);
    await d.followed();
    expect(d.state.players[0]!.orders.fleeting).toBe(before - 1);
    // The toggle is for one action: it is off again.
    const toggle = list.getByLabel(/Pay with a Fleeting Order/);
    expect((await toggle.count()) === 0 || !(await toggle.isChecked())).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
