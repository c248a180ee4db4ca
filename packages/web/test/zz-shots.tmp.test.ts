import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, hexKey, legalActions, type Action, type GameEvent, type GameState } from '@everrain/engine';
import { Driver, readSave, screenshot, startGame, startHarness, type Harness } from './harness';
import { startState } from './plans';

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
  h = await startHarness('dist-playback-shots');
}, 180_000);
afterAll(async () => { await h?.close(); });

/** A page with animations on (the playback plays by itself) and the given playback speed already chosen. */
async function open(speed?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
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


describe('shots', () => {
  it('takes shots', async () => {
    const { page } = await open('slow');
    await page.setViewportSize({ width: 1280, height: 720 });
    const d = await upToTheEnemyPhase(page);
    await d.act(plan.end);
    await page.click('#playback-pause');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await screenshot(page, 'pb-step0');
    for (let g = 0; g < 20; g++) {
      if (await page.locator('.pb-step.current [data-kind=enemyMoved]').count()) break;
      await page.keyboard.press(' ');
      await page.waitForTimeout(100);
      if (g === 1) await screenshot(page, 'pb-step-roll');
    }
    await page.waitForTimeout(900);
    await screenshot(page, 'pb-step-moved');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    await screenshot(page, 'pb-done');
    await page.locator('.playback.done summary').click();
    await screenshot(page, 'pb-done-open');
    await page.close();
  }, 120000);
});
