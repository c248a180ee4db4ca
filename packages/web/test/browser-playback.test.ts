import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, hexKey, legalActions, type Action, type GameEvent, type GameState } from '@everrain/engine';
import { eventText } from '@everrain/text';
import { Driver, readSave, startGame, startHarness, type Harness } from './harness';
import { content, startState } from './plans';

/**
 * The enemy's turn played out (issue #15, item 2), as a player sees it: after ending a turn into an Enemy
 * Phase its steps come one at a time, the map marks an enemy ship sailing, Skip shows the end, the speed
 * is remembered, the dice tray keeps the last roll across a round, and a move made meanwhile is not lost.
 */

const SETUP = { players: 1, length: 'short', rules: {} } as const;
const WAIT = { timeout: 15_000, interval: 25 } as const;

interface SailPlan {
  readonly seed: string;
  /** Ending every turn (first answer to every decision) until the next End Turn... */
  readonly before: readonly Action[];
  /** ...which runs an Enemy Phase in which an enemy ship sails At Sea. */
  readonly end: Action;
  readonly events: readonly GameEvent[];
}

/** A seeded solo game in which ending a turn, within a few, brings an Enemy Phase where an enemy ship sails. */
function planSail(prefix = 'playback', tries = 40, maxActions = 16): SailPlan {
  for (let i = 0; i < tries; i++) {
    const seed = `${prefix}-${i}`;
    let s: GameState = startState(SETUP, seed);
    const before: Action[] = [];
    while (!s.outcome && before.length < maxActions) {
      const legal = legalActions(s);
      const a = legal.find((x) => x.type === 'endTurn') ?? legal.find((x) => x.type === 'answerDenizen' && !x.accept) ?? legal[0]!;
      const r = apply(s, a);
      if (!r.ok) break;
      if (a.type === 'endTurn' && r.state.pending.length === 0 && r.events.some((e) => e.kind === 'enemyMoved' && e.data?.hex)) return { seed, before, end: a, events: r.events };
      before.push(a);
      s = r.state;
    }
  }
  throw new Error(`no seed ${prefix}-0..${tries - 1} has an enemy ship sailing within ${maxActions} actions`);
}

let h: Harness;
let plan: SailPlan;
beforeAll(async () => {
  plan = planSail();
  h = await startHarness('dist-playback');
}, 180_000);
afterAll(async () => { await h?.close(); });

/** A page with animations on (the playback plays by itself) and the given playback speed already chosen. */
async function open(speed?: string, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<{ page: Page; errors: string[] }> {
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(h.url);
  await page.evaluate((s) => { localStorage.clear(); if (s) localStorage.setItem('everrain-playback-speed', s); }, speed ?? null);
  await page.reload();
  return { page, errors };
}

/** Plays the plan up to the End Turn that brings the Enemy Phase (not yet clicked). */
async function upToTheEnemyPhase(page: Page): Promise<Driver> {
  await startGame(page, plan.seed, 1);
  const d = await Driver.attach(page, plan.seed);
  await d.actAll(plan.before);
  return d;
}

const stepOnScreen = (page: Page) => page.locator('.playback:not(.done)').getAttribute('data-step').then(Number);

describe('the enemy\'s turn played out', () => {
  it('shows the Enemy Phase one step at a time, marks the enemy ship sailing on the map, and Skip shows the end', async () => {
    const { page, errors } = await open('slow');
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    const panel = page.locator('.playback:not(.done)');
    await panel.waitFor();
    const total = Number(await panel.getAttribute('data-steps'));
    expect(total, 'the Enemy Phase has several steps').toBeGreaterThan(2);
    // One by one: only the steps so far are listed; Space (on no control) shows the next at once.
    expect(await page.locator('.pb-step').count()).toBe((await stepOnScreen(page)) + 1);
    // Paused, the steps wait for Next: the test steps through them at its own pace.
    await page.click('#playback-pause');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const sailed = plan.events.find((e) => e.kind === 'enemyMoved' && e.data?.hex)!;
    const from = hexKey(sailed.data!.from as { q: number; r: number });
    const to = hexKey(sailed.data!.hex as { q: number; r: number });
    for (let guard = 0; guard < total; guard++) {
      if (await page.locator('.pb-step.current [data-kind=enemyMoved]').count()) break;
      const before = await stepOnScreen(page);
      await page.keyboard.press(' ');
      await expect.poll(() => stepOnScreen(page), WAIT).toBe(before + 1);
      expect(await page.locator('.pb-step').count()).toBe((await stepOnScreen(page)) + 1);
    }
    await expect.poll(() => page.locator('.pb-step.current [data-kind=enemyMoved]').count(), WAIT).toBe(1);
    // The map draws the ship's move from the hex it left to the one it reached.
    await expect.poll(() => page.locator(`svg.board .map-mark.move[data-from="${from}"][data-to="${to}"]`).count(), WAIT).toBe(1);
    // The live region says the step in words.
    expect(await page.locator('.playback [aria-live]').textContent()).toContain(eventText(sailed, content));
    await page.click('#playback-skip');
    await page.locator('.playback.done').waitFor();
    await expect.poll(() => page.locator('.map-mark').count(), WAIT).toBe(0);
    // The end: every step is in the list, and the tray shows the rolls of the Enemy Phase (its last 8).
    await page.locator('.playback.done summary').click();
    await expect.poll(() => page.locator('.playback.done .pb-step').count(), WAIT).toBe(total);
    const phase = plan.events.find((e) => e.kind === 'enemyPhaseStarted')!;
    await expect.poll(() => page.locator('.dice .roll').count(), WAIT).toBe(Math.min(8, plan.events.filter((e) => e.kind === 'dieRolled' && e.seq > phase.seq).length));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('keeps the dice of the Enemy Phase in the tray once the next round has begun', async () => {
    const { page, errors } = await open('fast');
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    expect(d.state.round, 'a new round has begun').toBeGreaterThan(plan.events.find((e) => e.kind === 'enemyPhaseStarted')!.round);
    await page.keyboard.press('Escape');
    await page.locator('.playback.done').waitFor();
    await expect.poll(() => page.locator('.dice.empty').count(), WAIT).toBe(0);
    expect(await page.locator('.dice .dice-heading').textContent()).toContain('Enemy Phase');
    // A move in the new round that rolls nothing leaves them there.
    const nav = legalActions(d.state).find((a) => a.type === 'issueNavigationOrder');
    if (nav) await d.act(nav);
    await expect.poll(() => page.locator('.dice .roll').count(), WAIT).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('never loses a move made while the playback runs: the new move ends the old playback', async () => {
    const { page, errors } = await open('slow');
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    await page.locator('.playback:not(.done)').waitFor();
    const step = await stepOnScreen(page);
    expect(step).toBeLessThan(Number(await page.locator('.playback').getAttribute('data-steps')) - 1);
    // A move at once, mid-playback: Driver.act clicks it and waits until the page's save holds it.
    const move = legalActions(d.state).find((a) => a.type === 'issueNavigationOrder') ?? legalActions(d.state)[0]!;
    await d.act(move);
    expect((await readSave(page))!.actions.length).toBe(plan.before.length + 2);
    // The old playback is gone (its marks too); the move's own result is in "Just now".
    await expect.poll(() => page.locator('.playback:not(.done)').count(), WAIT).toBe(0);
    await expect.poll(() => page.locator('.map-mark').count(), WAIT).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('remembers the playback speed the player chose', async () => {
    const { page, errors } = await open();
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    await page.locator('#playback-speed').selectOption('fast');
    expect(await page.evaluate(() => localStorage.getItem('everrain-playback-speed'))).toBe('fast');
    // Reload (the game continues from its save) and end the next turn: the playback comes at the chosen speed.
    await page.reload();
    await page.click('#continue');
    const again = await Driver.attach(page, plan.seed);
    const end = legalActions(again.state).find((a) => a.type === 'endTurn');
    expect(end, 'the next turn can be ended').toBeDefined();
    await again.act(end!);
    await expect.poll(() => page.locator('#playback-speed').inputValue(), WAIT).toBe('fast');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('with reduced motion lists every step at once, and steps through them on demand', async () => {
    const { page, errors } = await open(undefined, 'reduce');
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    const listed = page.locator('.playback.done details[open] .pb-step');
    await expect.poll(() => listed.count(), WAIT).toBeGreaterThan(2);
    const total = await listed.count();
    // Nothing plays by itself: no step is on screen alone and nothing is drawn over the map.
    expect(await page.locator('.playback:not(.done)').count()).toBe(0);
    expect(await page.locator('.map-mark').count()).toBe(0);
    await page.click('#playback-replay');
    await expect.poll(() => stepOnScreen(page), WAIT).toBe(0);
    await page.click('#playback-next');
    await expect.poll(() => stepOnScreen(page), WAIT).toBe(1);
    expect(await page.locator('.pb-step').count()).toBe(2);
    expect(Number(await page.locator('.playback').getAttribute('data-steps'))).toBe(total);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("plays back a bot seat's moves too, the bot waiting for its playback before it moves again", async () => {
    // Normal speed: a playback of two steps or more lasts longer than the bot's pause between moves.
    const { page, errors } = await open('normal');
    await page.selectOption('select#players', '2');
    await page.selectOption('select#seat-kind-1', 'heuristic');
    await startGame(page, 'playback-crew', 2);
    const look = () => page.evaluate(() => {
      const pb = document.querySelector<HTMLElement>('.playback:not(.done)');
      const playing = pb?.dataset.mode === 'playing';
      return {
        bot: !!document.querySelector('.bot-turn'),
        move: playing ? pb!.dataset.move ?? null : null,
        step: playing ? Number(pb!.dataset.step) : -1,
        steps: playing ? Number(pb!.dataset.steps) : 0,
      };
    });
    let watched = 0;
    for (let i = 0; i < 400 && watched < 1; i++) {
      if (await page.locator('.outcome').count()) break;
      const a = await look();
      if (a.bot) {
        if (a.move && a.steps >= 2 && a.step === 0) {
          // Follow this playback: it must reach its last step before the bot's next move replaces it.
          let seen = a;
          await expect.poll(async () => {
            seen = await look();
            return seen.move !== a.move || seen.step === a.steps - 1;
          }, { timeout: 20_000, interval: 50 }).toBe(true);
          expect(seen.move, 'the bot waited for the playback of its move').toBe(a.move);
          watched += 1;
        } else await page.waitForTimeout(50);
        continue;
      }
      const clicked = await page.evaluate(() => {
        // Ending a turn with Orders to spare asks first (D142): this test means it.
        const anyway = document.querySelector<HTMLButtonElement>('[data-testid=confirm-anyway]');
        if (anyway) { anyway.click(); return true; }
        const end = document.querySelector<HTMLButtonElement>('button.action[data-type=endTurn]') ?? document.querySelector<HTMLButtonElement>('button.action');
        end?.click();
        return !!end;
      });
      if (!clicked) await page.waitForTimeout(100);
    }
    expect(watched, 'a playback of the bot seat\'s move played while the bot was at the helm').toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
