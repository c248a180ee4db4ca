import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickMap, openPage, screenshot, startGame, startHarness, webRoot, type Harness } from './harness';

/*
 * The tutorial (issue #24 item 6) in headless Chromium against the production build: the start screen lists the
 * lessons, each opens its scenario's position at the table with a guide card whose counter ("Lesson 3 of 7 ·
 * step 2 of 4") follows what the player reads and does, and the card stays inside the window after "Show me" and
 * after a move. The lessons' cards are read from their scenario files (scenarios/lessons).
 */

interface LessonFile { readonly lesson: { readonly number: number; readonly title: string; readonly cards: readonly { readonly show?: string; readonly until?: string }[] } }
const folder = join(webRoot, '../../scenarios/lessons');
const lessons = readdirSync(folder).filter((f) => f.endsWith('.json')).sort()
  .map((f) => (JSON.parse(readFileSync(join(folder, f), 'utf8')) as LessonFile).lesson);

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 240_000);
afterAll(async () => { await h?.close(); });

const counter = (page: Page) => page.locator('[data-testid="lesson-count"]').textContent();

/** Whether the whole guide card lies inside the window. */
async function guideInView(page: Page): Promise<boolean> {
  return page.locator('#lesson-guide').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

/** Opens lesson `n` from the lessons' list (the start screen's entry, or the guide's "All lessons"). */
async function openLesson(page: Page, n: number): Promise<void> {
  if (await page.locator('#lesson-guide').count()) await page.click('#lesson-guide #lesson-list');
  else if (!(await page.locator('.lesson-list').count())) await page.click('#lessons-open');
  await page.locator('.lesson-list').waitFor();
  await page.click(`#lesson-${n}`);
  await page.locator('#lesson-guide').waitFor();
  await page.locator('.game').waitFor();
}

describe('the tutorial', () => {
  it('lists the lessons and opens each at its first step, the guide card in view after "Show me"', async () => {
    const { page, errors } = await openPage(h);
    await page.click('#lessons-open');
    await page.locator('.lesson-list').waitFor();
    expect(await page.locator('.lesson-list button').allTextContents()).toEqual(lessons.map((l) => expect.stringContaining(l.title)));
    expect(lessons).toHaveLength(7);
    await screenshot(page, 'lessons-list');
    for (const lesson of lessons) {
      await openLesson(page, lesson.number);
      expect(await counter(page)).toBe(`Lesson ${lesson.number} of 7 · step 1 of ${lesson.cards.length} — ${lesson.title}`);
      expect(await guideInView(page), `lesson ${lesson.number}: the guide card is in the window`).toBe(true);
      // Every card's highlight is a selector the page can read.
      const selectors = lesson.cards.flatMap((c) => (c.show ? [c.show] : []));
      expect(await page.evaluate((list) => list.filter((sel) => { try { document.querySelector(sel); return false; } catch { return true; } }), selectors)).toEqual([]);
      const first = lesson.cards[0]!;
      if (first.show) {
        expect(await page.locator(first.show).count(), `lesson ${lesson.number}: "${first.show}" is on the table`).toBeGreaterThan(0);
        await page.click('#lesson-show-me');
        expect(await guideInView(page), `lesson ${lesson.number}: the guide card stays in the window after "Show me"`).toBe(true);
      }
      await screenshot(page, `lesson-${lesson.number}-start`);
    }
    // A lesson is never saved: the browser's save slot is left to the player's own game.
    expect(await page.evaluate(() => localStorage.getItem('everrain-save'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('goes on as the player reads and does what each lesson asks, and offers the next lesson', async () => {
    const { page, errors } = await openPage(h);
    await openLesson(page, 1);
    const one = lessons[0]!;
    expect(await counter(page)).toBe(`Lesson 1 of 7 · step 1 of ${one.cards.length} — ${one.title}`);
    await page.click('#lesson-next');
    expect(await counter(page)).toBe(`Lesson 1 of 7 · step 2 of ${one.cards.length} — ${one.title}`);
    // The Crew Order the card asks for: Abel Marsh to the Crow's Nest.
    await page.click('#lesson-show-me');
    await page.click('button.crew[data-crew="crew-3"]');
    await page.locator('.destinations button', { hasText: "Crow's Nest" }).first().click();
    await expect.poll(() => counter(page)).toBe(`Lesson 1 of 7 · step 3 of ${one.cards.length} — ${one.title}`);
    expect(await guideInView(page), 'the guide card stays in the window after a move').toBe(true);
    await page.click('#lesson-show-me');
    await page.click('[data-guide="navigate"]');
    await expect.poll(() => counter(page)).toBe(`Lesson 1 of 7 · done — ${one.title}`);
    await page.click('#lesson-next-lesson');
    await expect.poll(() => counter(page)).toBe(`Lesson 2 of 7 · step 1 of ${lessons[1]!.cards.length} — ${lessons[1]!.title}`);
    // Lesson 2: a Navigation Order, the tile ahead revealed, then a click on the map sails onto it.
    const two = lessons[1]!;
    await page.click('[data-guide="navigate"]');
    await expect.poll(() => counter(page)).toBe(`Lesson 2 of 7 · step 2 of ${two.cards.length} — ${two.title}`);
    await page.click('[data-guide="reveal"]');
    await expect.poll(() => counter(page)).toBe(`Lesson 2 of 7 · step 3 of ${two.cards.length} — ${two.title}`);
    await screenshot(page, 'lesson-2-revealed');
    await page.locator('g[data-hex="-1,2"]').first().click();
    await expect.poll(() => counter(page)).toBe(`Lesson 2 of 7 · done — ${two.title}`);
    expect(await guideInView(page), 'the guide card stays in the window after sailing').toBe(true);
    // Folded to its counter line, and back.
    await page.click('#lesson-fold');
    expect(await page.locator('#lesson-guide h2').count()).toBe(0);
    await page.click('#lesson-fold');
    await page.locator('#lesson-guide h2').waitFor();

    await openLesson(page, 4);
    const four = lessons[3]!;
    await page.click('#lesson-next');
    expect(await counter(page)).toBe(`Lesson 4 of 7 · step 2 of ${four.cards.length} — ${four.title}`);
    await page.click('#lesson-show-me');
    expect(await guideInView(page)).toBe(true);
    // The Fray the card asks for: Abel Marsh goes in beside Cass Oakum.
    await page.locator('button.fight-here', { hasText: 'Abel Marsh' }).click();
    await expect.poll(() => counter(page)).toBe(`Lesson 4 of 7 · step 3 of ${four.cards.length} — ${four.title}`);
    expect(await page.locator('[data-guide="enemies"]').count(), 'the Drowned Man is gone').toBe(0);
    expect(await guideInView(page), 'the guide card stays in the window after the Fray').toBe(true);
    await screenshot(page, 'lesson-4-after-fray');

    // Lesson 3: the University; lesson 5: the Artillery, target first; lesson 6: the turn ended, the Act with it.
    await openLesson(page, 3);
    await page.click('#lesson-next');
    await page.locator('article[data-service="university"] button', { hasText: 'Abel Marsh' }).click();
    await expect.poll(() => counter(page)).toMatch(/^Lesson 3 of 7 · step 3 of 3/);
    await openLesson(page, 5);
    await page.click('#lesson-next');
    await clickMap(page.locator('g[data-hex="2,0"]').first());
    await page.locator('button[data-type="fireArtillery"]').first().click();
    await expect.poll(() => counter(page)).toMatch(/^Lesson 5 of 7 · step 3 of 3/);
    expect(await guideInView(page)).toBe(true);
    await openLesson(page, 6);
    await page.click('#lesson-next');
    await page.click('#lesson-next');
    await page.click('#lesson-show-me');
    await page.click('button.end-turn');
    await page.locator('[data-testid="confirm-anyway"]').click();
    await expect.poll(() => counter(page)).toMatch(/^Lesson 6 of 7 · done/);
    expect(await page.locator('section.tracks').textContent()).toContain('Act II');

    // Lesson 7: two cards to read, then the race won at the University.
    await openLesson(page, 7);
    const seven = lessons[6]!;
    await page.click('#lesson-next');
    await page.click('#lesson-next');
    expect(await counter(page)).toBe(`Lesson 7 of 7 · step 3 of ${seven.cards.length} — ${seven.title}`);
    await page.locator('article[data-service="university"] button', { hasText: 'Abel Marsh' }).click();
    await expect.poll(() => counter(page)).toBe(`Lesson 7 of 7 · done — ${seven.title}`);
    expect(await page.locator('#lesson-next-lesson').count(), 'no lesson after the last').toBe(0);
    expect(await guideInView(page), 'the guide card stays in the window over the end of the game').toBe(true);
    await screenshot(page, 'lesson-7-won');
    await page.click('#lesson-close');
    await page.locator('#new-game').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('everrain-save'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('leaves the game saved in the browser and the first-game guide\'s setting as they were', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'lessons-keep', 1, true);
    await page.waitForFunction(() => localStorage.getItem('everrain-save') !== null);
    await page.reload();
    const kept = () => page.evaluate(() => [localStorage.getItem('everrain-save'), localStorage.getItem('everrain-guided')]);
    const before = await kept();
    expect(before[1]).not.toBeNull();
    await openLesson(page, 1);
    // The first-game guide gives way to the lesson's card, and its switch is not offered while the lesson guides.
    expect(await page.locator('#tour').count()).toBe(0);
    expect(await page.locator('#guide-toggle').count()).toBe(0);
    // A lesson's position is set up, not played from a seed: it is not offered as a save file either.
    expect(await page.locator('#export').count()).toBe(0);
    await page.click('#menu');
    expect(await page.locator('#menu-keep').count()).toBe(0);
    await page.click('#menu');
    await page.click('#lesson-next');
    await page.click('button.crew[data-crew="crew-3"]');
    await page.locator('.destinations button', { hasText: "Crow's Nest" }).first().click();
    await expect.poll(() => counter(page)).toMatch(/· step 3 of/);
    await page.click('#lesson-guide #lesson-list');
    await page.click('#lessons-close');
    await page.locator('#continue').waitFor();
    expect(await kept()).toEqual(before);
    await page.click('#continue');
    await page.locator('#guide-toggle').waitFor();
    expect(errors).toEqual([]);
  });

  it('the first-game guide: "Show me" outlines the control without scrolling the guide\'s step out of view', async () => {
    const { page, errors } = await openPage(h);
    await page.setViewportSize({ width: 1280, height: 720 });
    await startGame(page, 'trial-solo', 1, true);
    await page.locator('g[data-hex="1,1"]').first().click();
    await page.getByRole('button', { name: 'Place your ship on the Calm Sea at 1,1 facing E' }).first().click();
    await expect.poll(() => page.locator('#tour').getAttribute('data-step')).toBe('crow');
    expect(await page.locator('#tour .tour-count').textContent()).toBe('Guide · step 2 of 7');
    for (const step of ['crow', 'navigate']) {
      await expect.poll(() => page.locator('#tour').getAttribute('data-step')).toBe(step);
      await page.click('#tour-show-me');
      expect(await stepInView(page), `"${step}": the guide's step is on screen after "Show me"`).toBe(true);
      if (step === 'crow') {
        await page.locator('[data-guide="crew-orders"] button', { hasText: 'Kit Lanyard' }).first().click();
        await page.locator('button', { hasText: /^Crow's Nest \(2\)$/ }).first().click();
      }
    }
    expect(await page.locator('#tour .tour-count').textContent()).toBe('Guide · step 3 of 7');
    expect(errors).toEqual([]);
  });
});

/** Whether the guide's step title lies inside the window and inside the scrolling box around it. */
async function stepInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('#tour h2');
    if (!el) return false;
    const r = el.getBoundingClientRect();
    let box: HTMLElement | null = el.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    const b = box ? box.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
    return r.top >= Math.max(0, b.top) - 1 && r.bottom <= Math.min(window.innerHeight, b.bottom) + 1;
  });
}
