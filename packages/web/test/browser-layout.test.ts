import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, awaitedSeat, legalActions, type GameEvent } from '@everrain/engine';
import { gameEndText } from '@everrain/text';
import { toSave, type Session, type Setup } from '../src/session';
import { Driver, openPage, readSave, shots, startGame, startHarness, stateOf, type Harness } from './harness';
import { afterEnemyPhase, playedSession } from './played';

/*
 * Issue #15 items 4, 6, 7 and 10 as a player meets them: one screen at 1280×720 (the map, the turn panel and
 * the active ship board above the fold, the log in a drawer), hot-seat with names and a hand-off screen, and
 * the end of a game. Its own build folder (dist-layout), so it may run beside the other browser tests.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness('dist-layout');
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const solo: Setup = { players: 1, length: 'short', rules: {} };
const pair: Setup = { players: 2, length: 'short', rules: {} };

/** A page at 1280×720 with a saved game (and settings) in its storage, at the start screen. */
async function withSave(session: Session | null, settings: Record<string, string> = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(h);
  await opened.page.setViewportSize({ width: 1280, height: 720 });
  await opened.page.evaluate(({ save, settings }) => {
    localStorage.clear();
    if (save) localStorage.setItem('everrain-save', save);
    for (const [k, v] of Object.entries(settings)) localStorage.setItem(k, v);
  }, { save: session ? JSON.stringify(toSave(session)) : null, settings });
  await opened.page.reload();
  return opened;
}

async function continueGame(page: Page): Promise<void> {
  await page.click('#continue');
  await page.locator('.game').waitFor();
}

interface Seen { readonly top: number; readonly bottom: number; readonly visible: boolean }

/**
 * Where an element is on screen, and whether a player sees its top: the point just inside the middle of
 * its top edge is the element itself (not clipped by a scroll box, not covered by something else).
 */
async function seen(page: Page, selector: string): Promise<Seen | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + Math.min(12, r.height / 2);
    const hit = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
    return { top: r.top, bottom: r.bottom, visible: !!hit && el.contains(hit) };
  }, selector);
}

/** The screen at 1280×720 fails the test if the page scrolls, or the map, the panel or the ship board is out of sight. */
async function expectOneScreen(page: Page, name: string, panel: string): Promise<void> {
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(shots, `layout-${name}.png`) });
  const scroll = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, viewport: window.innerHeight }));
  expect(scroll.page, `${name}: the page itself does not scroll at 1280×720`).toBeLessThanOrEqual(scroll.viewport + 1);
  for (const [what, selector, need] of [['the map', '.board', 300], ['the turn panel', panel, 100], ['the active ship board', '.shipboard', 150]] as const) {
    const box = await seen(page, selector);
    expect(box, `${name}: ${what} is on the page`).not.toBeNull();
    expect(box!.visible, `${name}: ${what} is visible (its top is not scrolled away or covered)`).toBe(true);
    expect(Math.min(box!.bottom, box!.top + need), `${name}: at least ${need}px of ${what} above the fold`).toBeLessThanOrEqual(720);
  }
}

describe('one screen at 1280×720 (issue #15 item 4)', () => {
  it('the map, the turn panel and the active ship board are above the fold, guided or not, solo and hot-seat', async () => {
    const cases: { name: string; session: Session; guided: boolean; panel: string }[] = [
      { name: 'solo-start-guided', session: playedSession(solo, 'layout-solo', () => true), guided: true, panel: '.prompt' },
      { name: 'solo-mid-guided', session: playedSession(solo, 'layout-solo', afterEnemyPhase(3)), guided: true, panel: '.turn' },
      { name: 'solo-mid', session: playedSession(solo, 'layout-solo', afterEnemyPhase(3)), guided: false, panel: '.turn' },
      { name: 'hotseat-2', session: playedSession(pair, 'layout-pair', afterEnemyPhase(2)), guided: false, panel: '.turn' },
      { name: 'end', session: playedSession(solo, 'layout-solo', () => false), guided: false, panel: '.outcome' },
    ];
    for (const c of cases) {
      const { page, errors } = await withSave(c.session, { 'everrain-guided': c.guided ? '1' : '0' });
      await page.locator('#continue, #last-game').first().click();
      await page.locator(c.panel).first().waitFor();
      await expectOneScreen(page, c.name, c.panel);
      // The header stays in sight and says whose turn it is.
      expect((await seen(page, '.topbar'))?.visible).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('narrow screens stack the map, the panel and the ship board, and nothing is wider than the screen', async () => {
    const { page, errors } = await withSave(playedSession(solo, 'layout-solo', afterEnemyPhase(3)));
    await page.setViewportSize({ width: 600, height: 900 });
    await continueGame(page);
    await page.locator('.turn').waitFor();
    await page.screenshot({ path: join(shots, 'layout-narrow.png'), fullPage: true });
    const layout = await page.evaluate(() => {
      const top = (s: string) => document.querySelector(s)!.getBoundingClientRect().top;
      return { map: top('.board'), panel: top('.turn'), ship: top('.shipboard'), width: document.documentElement.scrollWidth };
    });
    expect(layout.map).toBeLessThan(layout.panel);
    expect(layout.panel).toBeLessThan(layout.ship);
    expect(layout.width).toBeLessThanOrEqual(600);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the log is a drawer: opened by its button or L, closed by its button or Escape, focus handed back', async () => {
    const { page, errors } = await withSave(playedSession(solo, 'layout-solo', afterEnemyPhase(3)));
    await continueGame(page);
    const drawer = page.locator('#log-drawer');
    expect(await drawer.isVisible(), 'the log starts closed').toBe(false);
    const focusIn = () => page.evaluate(() => !!document.activeElement?.closest('#log-drawer'));
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    // Keyboard.
    await page.keyboard.press('l');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await focusIn(), 'focus moves into the open drawer').toBe(true);
    expect(await page.locator('#log-drawer .log li').count()).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await focusedId(), 'focus goes back to the Log button').toBe('log-button');
    // Mouse.
    await page.click('#log-button');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await page.locator('#log-button').getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: join(shots, 'layout-log-drawer.png') });
    await page.click('#log-close');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await focusedId()).toBe('log-button');
    expect(await page.locator('#log-button').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The game with names at its seats, as the start screen would make it. */
const named = (s: Session, names: string[]): Session => ({ ...s, names });

describe('hot-seat with people in it (issue #15 item 6)', () => {
  it('names from the start screen are kept in the save and shown; the hand-off screen hides the board until the next person says so', async () => {
    const { page, errors } = await withSave(null);
    await page.selectOption('select#players', '2');
    await page.fill('#seat-name-0', 'Ann');
    await page.fill('#seat-name-1', 'Bea');
    await page.locator('#handoff').setChecked(true);
    await startGame(page, 'layout-hotseat', 2);
    const handoff = page.locator('#handoff-screen');
    await handoff.waitFor();
    const save = await readSave(page);
    expect((save as unknown as { names?: string[] }).names).toEqual(['Ann', 'Bea']);
    const first = awaitedSeat(stateOf(save!)) ?? 0;
    const who = ['Ann', 'Bea'][first]!;
    expect(await handoff.textContent()).toContain(`Pass the device to ${who}`);
    expect(await page.locator('.board').count(), 'the board is hidden until the next person is there').toBe(0);
    expect(await page.locator('#handoff-screen').ariaSnapshot()).toContain(`button "I am ${who}"`);
    expect(await page.evaluate(() => document.activeElement?.id), 'the keyboard is on "I am …"').toBe('handoff-ready');
    expect(await page.locator('button.action').count()).toBe(0);
    await page.click('#handoff-ready');
    await page.locator('.board').waitFor();
    expect(await page.locator('.topbar .waiting').textContent()).toContain(who);
    expect(await page.locator('.prompt h2').textContent()).toContain(who);
    // The choice is remembered for the next game.
    expect(await page.evaluate(() => localStorage.getItem('everrain-handoff'))).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('between turns of different people the board is hidden and the next person named', async () => {
    // A turn whose end passes the device to the other seat.
    const session = named(playedSession(pair, 'layout-pass', (s) => {
      const end = s.state.turn && !s.state.pending[0] ? legalActions(s.state).find((a) => a.type === 'endTurn') : undefined;
      if (!end || s.state.round < 1) return false;
      const after = apply(s.state, end);
      return after.ok && awaitedSeat(after.state) !== null && awaitedSeat(after.state) !== end.seat;
    }), ['Ann', 'Bea']);
    const seat = session.state.turn!.seat;
    const names = ['Ann', 'Bea'];
    const { page, errors } = await withSave(session, { 'everrain-handoff': '1' });
    await continueGame(page);
    await page.locator('#handoff-screen').waitFor();
    expect(await page.locator('#handoff-screen').textContent()).toContain(names[seat]);
    await page.click('#handoff-ready');
    const d = await Driver.attach(page);
    await d.act(legalActions(d.state).find((a) => a.type === 'endTurn')!);
    const next = awaitedSeat(d.state)!;
    expect(next).not.toBe(seat);
    await page.locator('#handoff-screen').waitFor();
    expect(await page.locator('#handoff-screen').textContent()).toContain(`Pass the device to ${names[next]}`);
    expect(await page.locator('.board').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'layout-handoff.png') });
    await page.click(`#handoff-ready`);
    await page.locator('.board').waitFor();
    expect(await page.locator('.topbar .waiting').textContent()).toContain(names[next]);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#actions')), { message: 'the keyboard is on their turn' }).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the same seat playing twice in a row across a round is called out', async () => {
    const turns = (s: Session) => s.events.filter((e: GameEvent) => e.kind === 'turnStarted');
    const session = named(playedSession(pair, 'layout-again', (s) => {
      const t = turns(s);
      const [a, b] = [t[t.length - 2], t[t.length - 1]];
      return !!a && !!b && a.seat === b.seat && b.round > a.round && s.state.turn?.seat === b.seat && !s.state.pending[0];
    }), ['Ann', 'Bea']);
    const seat = session.state.turn!.seat;
    const { page, errors } = await withSave(session);
    await continueGame(page);
    const callout = page.locator('.plays-again');
    await callout.waitFor();
    expect(await callout.textContent()).toContain(`${['Ann', 'Bea'][seat]} plays again: first in round ${session.state.round}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the end of a game (issue #15 item 7)', () => {
  it('shows the race, what decided it and statistics per seat; Play again deals the same game anew; a finished game is not offered as Continue', async () => {
    const over = named(playedSession(pair, 'layout-end', () => false), ['Ann', 'Bea']);
    expect(over.state.outcome).not.toBeNull();
    const { page, errors } = await withSave(over);
    await page.locator('#new-game').waitFor();
    expect(await page.locator('#continue').count(), 'a finished game is not offered as Continue').toBe(0);
    await page.click('#last-game');
    const end = page.locator('.outcome');
    await end.waitFor();
    const state = over.state;
    // How it ended, in the text package's words for the end event's data.
    expect(await end.textContent()).toContain(gameEndText(over.events, state.outcome!, state.catalog));
    // The race, from the events: each token's line ends where the engine's final state has it.
    const lines = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll<SVGElement>('svg.race [data-token]')].map((l) => [l.dataset.token, l.dataset.last])));
    expect(lines).toEqual({ player: String(state.tracks.playerDiscovery), enemy: String(state.tracks.enemyDiscovery), elderOne: String(state.tracks.elderOne) });
    expect(await page.locator('svg.race').getAttribute('aria-label')).toContain(`${state.round} round`);
    // Statistics: a row per seat, by name.
    const rows = await page.locator('table.seat-stats tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Ann');
    expect(rows[1]).toContain('Bea');
    expect(await page.locator('.turning-points li').count()).toBeGreaterThan(0);
    // What a screen reader finds: the chart as an image with its words, the table with its headers, the buttons by name.
    const tree = await end.ariaSnapshot();
    expect(tree).toMatch(/img "The race over \d+ rounds?: at the end the Player Discovery token was on space/);
    expect(tree).toContain('columnheader "Coin earned"');
    expect(tree).toContain('rowheader');
    for (const name of ['Play again with this seed', 'New game', 'Watch the replay']) expect(tree).toContain(`button "${name}"`);
    await page.screenshot({ path: join(shots, 'layout-end.png') });
    // Play again: the same setup and seed, a fresh game.
    await page.click('#play-again');
    await expect.poll(async () => (await readSave(page))?.actions.length).toBe(0);
    const again = (await readSave(page))!;
    expect(again.seed).toBe(over.seed);
    expect(again.setup).toEqual(over.setup);
    expect((again as unknown as { names?: string[] }).names).toEqual(['Ann', 'Bea']);
    await expect.poll(() => page.locator('.outcome').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
