import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { warningsText } from '@everrain/text';
import { activeFray, enemyDef, hexKey, legalActions, revealedHexes, stateHash, tileDef, type Action, type GameState } from '@everrain/engine';
import {
  clickMap, crewOnDeck, crewOnDeckOf, Driver, hexElement, logText, openPage, readSave, screenshot, shipDrawnIn, shots,
  shownCoin, shownRound, startGame, startHarness, type Harness,
} from './harness';
import { innRest, planFray, planPort, planReveal, planSave, type WebSetup } from './plans';

/*
 * End-to-end tests in real headless Chromium against the production build (`vite build` + `vite preview`).
 * Each situation (a tile to reveal, a Port, an enemy On Deck, a game to save) is found on the node side by
 * a bounded search over seeds with a fixed prefix (packages/web/test/plans.ts, a few milliseconds), then
 * played in the page by clicking, for each planned action, the button that reads describeAction(state,
 * action) — or the map and the crew chips where the interface offers them — while the engine steps the same
 * game alongside and checks the page's saved game hashes to the same state after every click.
 * Screenshots of the main screens go to packages/web/test-output/ (git-ignored).
 */

let h: Harness;
/** The setup the start screen gives a solo game by default, read from the page's own save. */
let setup: WebSetup;

beforeAll(async () => {
  h = await startHarness();
  const { page } = await openPage(h);
  await startGame(page, 'probe');
  // expect.poll only works inside a test: wait with the page instead.
  await page.waitForFunction(() => Object.values(localStorage).some((v) => v.includes('everrain-save')));
  setup = (await readSave(page))!.setup;
  expect(setup.players).toBe(1);
  await page.close();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const me = (s: GameState) => s.players[0]!;

/** Moves a crew member to an On Deck zone: crew chip then zone where the interface has them, else the Crew Order's button. */
async function orderCrew(d: Driver, crew: string, zone: number): Promise<void> {
  const chip = d.page.locator(`button.crew[data-crew="${crew}"]`);
  const target = d.page.locator(`.zone[data-zone="${zone}"]`);
  if ((await chip.count()) && (await target.count())) {
    await chip.first().click();
    // The zone offers a "Move here" button once a crew member is selected; else the zone itself takes the click.
    const here = target.first().locator('button.move-here');
    if (await here.count()) await here.first().click();
    else await target.first().click({ position: { x: 4, y: 4 } });
    await d.adopt((s) => me(s).crew.some((c) => c.id === crew && c.position.area === 'deck' && c.position.zone === zone), `the crew chip and the zone order ${crew} to zone ${zone}`);
    return;
  }
  const order = legalActions(d.state).find((a) => a.type === 'issueCrewOrder' && !a.fleeting && a.crew === crew && a.to.area === 'deck' && a.to.zone === zone);
  if (!order) throw new Error(`no Crew Order takes ${crew} to zone ${zone}`);
  await d.act(order);
}

/** The page shows the crew On Deck where the engine has them (by crew id with the new markup, else zone by zone). */
async function expectCrewShown(page: Page, state: GameState): Promise<void> {
  const byId = (await page.locator('button.crew[data-crew]').count()) > 0;
  const project = (entries: string[]) => (byId ? entries : entries.map((e) => e.split(':')[0]!));
  await expect.poll(async () => project(await crewOnDeck(page)), { timeout: 10_000, message: 'the ship board shows the crew where the engine has them' })
    .toEqual(project(crewOnDeckOf(state)));
}

/** Sails the ship to a hex: a click on the map where it marks the hex reachable, else the Sail button. */
async function sailTo(d: Driver, target: { q: number; r: number }, cost: number, fallback: Action): Promise<void> {
  const key = hexKey(target);
  if (await d.page.locator('g[data-hex]').count()) {
    const cell = d.page.locator(`g[data-hex="${key}"]`);
    await expect.poll(() => cell.getAttribute('class'), { timeout: 10_000 }).toMatch(/\breachable\b/);
    expect(Number(await cell.getAttribute('data-cost')), 'the map shows what sailing there costs').toBe(cost);
    await clickMap(cell);
    await d.adopt((s) => hexKey(me(s).position!.hex) === key, `the ship sails to the clicked hex ${key}`);
  } else {
    await d.act(fallback);
  }
  expect(hexKey(me(d.state).position!.hex)).toBe(key);
  await expect.poll(() => shipDrawnIn(d.page, target), { timeout: 10_000, message: `the ship is drawn on ${key}` }).toBe(true);
}

describe('the game in a real browser', () => {
  it("starts a solo game and moves a crew member to the Crow's Nest", async () => {
    const { page, errors } = await openPage(h);
    await screenshot(page, 'start');
    await startGame(page, 'browser-one');
    const d = await Driver.attach(page, 'browser-one');
    expect(d.state.players).toHaveLength(1);
    await d.act(legalActions(d.state).find((a) => a.type === 'placeShip')!);
    await expect.poll(() => page.locator('.waiting').first().textContent()).toMatch(/turn|decide/i);
    const crew = me(d.state).crew[0]!.id;
    const nest = d.state.catalog.shipBoard.zones.find((z) => z.symbols.includes('crowsNest'))!.zone;
    await orderCrew(d, crew, nest);
    expect(me(d.state).crew.find((c) => c.id === crew)?.position).toEqual({ area: 'deck', zone: nest });
    await expect.poll(() => page.locator('.zone', { hasText: "Crow's Nest" }).locator('button.crew').count()).toBe(1);
    await expectCrewShown(page, d.state);
    await screenshot(page, 'game');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sails to a hex clicked on the map, then reveals the tile ahead', async () => {
    const plan = planReveal(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before);
    const ahead = legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'ahead')!;
    await sailTo(d, plan.sailTo, 1, ahead);

    const key = hexKey(plan.reveal);
    const cell = await hexElement(page, plan.reveal);
    expect(await cell.first().locator('title').textContent()).toMatch(/unrevealed/);
    const revealsBefore = revealedHexes(d.state).length;
    const tile = tileDef(d.state.catalog, d.state.map.stack[0]!);
    if (await page.locator('g[data-hex]').count()) {
      await expect.poll(() => cell.first().getAttribute('class'), { timeout: 10_000 }).toMatch(/\brevealable\b/);
      await clickMap(cell.first());
      await d.adopt((s) => revealedHexes(s).some((x) => hexKey(x.hex) === key), `clicking ${key} reveals its tile`);
    } else {
      await d.act(legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'reveal')!);
    }
    expect(revealedHexes(d.state).length).toBeGreaterThan(revealsBefore);
    expect(d.state.map.placed).toContain(tile.id);
    await expect.poll(() => cell.first().locator('title').textContent(), { timeout: 10_000, message: 'the map draws the new tile' }).not.toMatch(/unrevealed/);
    await expect.poll(() => logText(page)).toContain(`reveals ${tile.name}`);
    expect(hexKey(me(d.state).position!.hex), 'revealing does not move the ship').toBe(hexKey(plan.sailTo));
    await screenshot(page, 'board');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issues a Navigation Order and sails with one click on a hex the map marks before any Order, and one undo takes both back', async () => {
    const plan = planReveal(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    // Everything the plan does but the Navigation Order: the map already shows where one would take the ship.
    await d.actAll(plan.before.filter((a) => a.type !== 'issueNavigationOrder'));
    const start = me(d.state).position!.hex;
    const freshBefore = me(d.state).orders.fresh.navigation;
    const cell = (await hexElement(page, plan.sailTo)).first();
    await expect.poll(() => cell.getAttribute('class'), { timeout: 10_000 }).toMatch(/\breachable\b.*\bpreview\b|\bpreview\b.*\breachable\b/);
    expect(await cell.getAttribute('aria-label')).toMatch(/issue a Navigation Order, then sail here/);
    await clickMap(cell);
    await d.adopt((s) => hexKey(me(s).position!.hex) === hexKey(plan.sailTo), 'one click issues the Order and sails');
    expect(me(d.state).orders.fresh.navigation).toBe(freshBefore - 1);
    await page.click('#undo');
    await d.adopt((s) => hexKey(me(s).position!.hex) === hexKey(start), 'one undo takes the sail and the Order back');
    expect(me(d.state).orders.fresh.navigation).toBe(freshBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('warns beside End your turn of the Navigation points it would lose, as the engine says (D113)', async () => {
    const plan = planReveal(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before.filter((a) => a.type !== 'issueNavigationOrder'));
    const warning = page.locator('.turn-row.end [data-testid="trap-warning"]');
    // No points to lose yet (Orders the next recovery gives back anyway may be warned of, D141).
    expect((await warning.allTextContents()).filter((t) => /Navigation points? unspent/.test(t)), 'no points to lose yet').toEqual([]);
    await page.click('.turn button.primary-action[data-type="issueNavigationOrder"]');
    await d.adopt((s) => (s.turn?.navigationPoints ?? 0) > 0, 'the Navigation Order gives points');
    const end = legalActions(d.state).find((a) => a.type === 'endTurn')!;
    const said = warningsText(d.state, end);
    expect(said.length, 'the engine warns of the points left').toBeGreaterThan(0);
    await expect.poll(() => warning.allTextContents(), { timeout: 10_000 }).toEqual(said.map((t) => `⚠ ${t}`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays with the keyboard: a skip link first leads to the actions, and a highlighted hex takes the focus and Enter sails there', async () => {
    const plan = planReveal(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before);
    const firstFocusable = await page.evaluate(() => document.querySelector<HTMLElement>('.game a[href], .game button, .game [tabindex="0"]')?.textContent ?? '');
    expect(firstFocusable, 'the first stop in the game is the skip link').toMatch(/Skip to your actions/);
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('#actions') !== null), 'the skip link lands in the action panel').toBe(true);
    const cell = (await hexElement(page, plan.sailTo)).first();
    await cell.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-hex') ?? null), 'the hex can hold the focus').toBe(hexKey(plan.sailTo));
    await page.keyboard.press('Enter');
    await d.adopt((s) => hexKey(me(s).position!.hex) === hexKey(plan.sailTo), 'Enter on the hex sails there');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sails into a Port and sends a crew member to the Inn to rest', async () => {
    const plan = planPort(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before);
    await sailTo(d, plan.port, 1, legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'ahead')!);
    await expect.poll(() => logText(page)).toContain(`reaches the Port of ${plan.portName}`);
    await d.answerPending();
    const rest = innRest(d.state);
    expect(rest, 'the Inn offers a Rest').toBeDefined();
    const coin = me(d.state).coin;
    await expect.poll(() => shownCoin(page)).toBe(coin);
    await screenshot(page, 'port');
    await d.act(rest!);
    expect(me(d.state).coin).toBe(coin - 10);
    await expect.poll(() => shownCoin(page), { message: 'the purse shows the Rest paid' }).toBe(coin - 10);
    await expect.poll(() => logText(page)).toMatch(new RegExp(`goes to the Inn of ${plan.portName}: Rest`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('orders a crew member into the zone of an enemy that came aboard: a Fray, with its dice', async () => {
    const plan = planFray(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.before);
    const enemy = d.state.enemies.find((e) => e.position.area === 'deck' && e.position.zone === plan.zone)!;
    expect(enemy, 'an enemy is On Deck').toBeDefined();
    const name = enemyDef(d.state.catalog, enemy.card).name;
    const zone = (await page.locator(`.zone[data-zone="${plan.zone}"]`).count()) ? page.locator(`.zone[data-zone="${plan.zone}"]`) : page.locator('.zone').nth(plan.zone);
    await expect.poll(() => zone.first().textContent(), { message: 'the enemy is drawn in its zone' }).toContain(name);
    await orderCrew(d, plan.charge.crew, plan.zone);
    await expect.poll(() => logText(page), { message: 'the log tells of the Fray' }).toMatch(new RegExp(`A Fray breaks out in Zone ${plan.zone}`));
    await expect.poll(() => page.locator('.dice .die').count(), { message: "the Fray's dice are drawn" }).toBeGreaterThan(0);
    if (d.state.pending[0]) {
      // The Fray waits on the players (Omens to convert, Trauma to spread): the page puts the question to them.
      await expect.poll(() => page.locator('.prompt').first().isVisible(), { message: 'a pending decision shows as a prompt' }).toBe(true);
    }
    await screenshot(page, 'fight');
    await d.answerPending((s) => activeFray(s) === null && s.pending.length === 0);
    await expect.poll(() => logText(page)).toMatch(new RegExp(`The Fray in Zone ${plan.zone} is over`));
    const hits = Number(/The crew land (\d+) hits?/.exec(await logText(page))?.[1] ?? NaN);
    expect(hits, 'the log counts the hits').toBeGreaterThanOrEqual(0);
    const after = d.state.enemies.find((e) => e.id === enemy.id);
    if (hits > 0) expect(!after || after.trauma > enemy.trauma, 'the hits hurt the enemy').toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('undoes an action that revealed nothing, and keeps the game across a page reload', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'browser-two');
    const d = await Driver.attach(page, 'browser-two');
    await d.act(legalActions(d.state).find((a) => a.type === 'placeShip')!);
    const before = crewOnDeckOf(d.state);
    const order = legalActions(d.state).find((a) => a.type === 'issueCrewOrder' && !a.fleeting && a.to.area === 'deck')!;
    await d.act(order);
    await expectCrewShown(page, d.state);
    expect(crewOnDeckOf(d.state)).toHaveLength(before.length + 1);
    await expect.poll(() => page.locator('#undo').isEnabled()).toBe(true);
    await page.click('#undo');
    await d.adopt((s) => crewOnDeckOf(s).length === before.length, 'undo takes the Crew Order back');
    await expectCrewShown(page, d.state);
    await d.act(order);
    const hash = stateHash(d.state);
    await page.reload();
    await page.click('#continue');
    const back = await Driver.attach(page);
    expect(stateHash(back.state)).toBe(hash);
    await expectCrewShown(page, back.state);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('exports a save file, and after a reload loads it through the import input at the same point', async () => {
    const plan = planSave(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    await d.actAll(plan.actions);
    await d.shown();
    const layout = await crewOnDeck(page);
    expect(layout.length).toBeGreaterThanOrEqual(2);
    expect(await shownRound(page)).toBe(plan.round);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const file = join(shots, 'exported-save.json');
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format: string; seed: string; actions: unknown[]; hash: string };
    expect(saved.format).toBe('everrain-save');
    expect(saved.seed).toBe(plan.seed);
    expect(saved.actions).toHaveLength(plan.actions.length);
    expect(saved.hash).toBe(stateHash(d.state));

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('#new-game').waitFor();
    expect(await page.locator('#continue').count(), 'nothing left to continue: the game comes from the file').toBe(0);
    await page.setInputFiles('#import', file);
    await expect.poll(() => readSave(page).then((s) => s?.hash), { timeout: 10_000 }).toBe(saved.hash);
    const loaded = await Driver.attach(page);
    await loaded.shown();
    expect(await crewOnDeck(page)).toEqual(layout);
    expect(await shownRound(page)).toBe(plan.round);
    expect(loaded.state.round).toBe(plan.round);

    // The loaded game goes on: one more Crew Order, played and saved.
    const next = legalActions(loaded.state).find((a) => a.type === 'issueCrewOrder' && !a.fleeting && a.to.area === 'deck')
      ?? legalActions(loaded.state).find((a) => a.type === 'endTurn')!;
    await loaded.act(next);
    expect((await readSave(page))?.actions).toHaveLength(plan.actions.length + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a bad save file with a clear message', async () => {
    const { page } = await openPage(h);
    await page.setInputFiles('#import', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"nope"}') });
    await expect.poll(() => page.locator('[role=alert]').first().textContent()).toMatch(/not an Everrain save file/);
    await page.close();
  });

  it('opens the Reference Manual from the game', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'manual');
    const d = await Driver.attach(page, 'manual');
    await d.act(legalActions(d.state).find((a) => a.type === 'placeShip')!);
    await page.click('#manual-button');
    const manual = page.locator('[role=dialog]#manual');
    await expect.poll(() => manual.isVisible()).toBe(true);
    expect(((await manual.textContent()) ?? '').length).toBeGreaterThan(200);
    await screenshot(page, 'manual');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the guided first game explains beside the board, follows the play, and can be skipped', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'guided', 1, true);
    const tour = page.locator('#tour');
    await expect.poll(() => tour.isVisible()).toBe(true);
    const first = await tour.textContent();
    // Not modal: the game under it takes clicks, and the guide moves on with the play.
    const d = await Driver.attach(page, 'guided');
    await d.act(legalActions(d.state).find((a) => a.type === 'placeShip')!);
    await expect.poll(() => tour.textContent(), { message: 'the guide moves to its next step' }).not.toBe(first);
    await screenshot(page, 'guided');
    await page.click('#tour-skip');
    await expect.poll(() => tour.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a bot using only the board and the panels (never the list) plays seeded games with every rules option to their end, without a page error', async () => {
    const decisions = new Set<string>();
    for (const [seed, players] of [['panels-1', 1], ['panels-2', 2]] as const) {
      const { page, errors } = await openPage(h);
      await page.selectOption('select#players', String(players));
      await page.fill('input#seed', seed);
      await page.click('.rules-options summary');
      for (const box of await page.locator('.rules-options input[type=checkbox]').all()) await box.check();
      await page.click('#new-game');
      await page.locator('.game').waitFor();
      let clicks = 0;
      for (; clicks < 3000; clicks++) {
        const done = await page.evaluate((n) => {
          if (document.querySelector('.outcome')) return { over: true, decision: null };
          const decision = document.querySelector<HTMLElement>('.prompt')?.dataset.decision ?? null;
          // What a player sees and clicks: prompts, the turn panel, the Port board, cards, "Move here", the map, the crew.
          const buttons = [...document.querySelectorAll<HTMLElement>('.prompt button, .turn button, .card-actions button, button.move-here, .trap-confirm button')];
          const hexes = [...document.querySelectorAll<SVGGElement>('g.offered')];
          const crew = n % 3 === 0 ? [...document.querySelectorAll<HTMLElement>('.turn button.crew')] : [];
          const pool: Element[] = [...buttons.filter((b) => b.dataset.type !== 'endTurn' || n % 4 === 0), ...hexes, ...crew];
          if (pool.length === 0) pool.push(...buttons);
          // A mixed hash of the click's number: n * 2654435761 alone is n mod 6 (the multiplier is 1 mod 6), so with five
          // facing buttons and End your turn offered on every fourth click it never ended a turn of free turns in a Port.
          let x = Math.imul(n + 1, 0x9e3779b1) >>> 0;
          x = Math.imul(x ^ (x >>> 15), 0x85ebca6b) >>> 0;
          x = (x ^ (x >>> 13)) >>> 0;
          const pick = pool[x % Math.max(1, pool.length)];
          pick?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          return { over: false, decision, clicked: !!pick };
        }, clicks);
        if (done.decision) decisions.add(done.decision);
        if (done.over) break;
        expect(errors, `no page error by click ${clicks} of ${seed}`).toEqual([]);
      }
      console.log(`panels bot: ${seed} took ${clicks} clicks`);
      // Where it stood if it did not end: the prompt and what it could click.
      const stuck = await page.evaluate(() => `${document.querySelector('.prompt')?.textContent?.slice(0, 200) ?? 'no prompt'} | ${[...document.querySelectorAll<HTMLElement>('.prompt button, .turn button, .card-actions button, button.move-here, .trap-confirm button')].map((b) => b.textContent?.trim().slice(0, 30)).join(' / ')} | offered hexes ${document.querySelectorAll('g.offered').length}`);
      expect(await page.locator('.outcome').count(), `${seed} reaches its end through the panels alone (at the end: ${stuck})`).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(decisions.size, `prompts met: ${[...decisions].join(', ')}`).toBeGreaterThan(3);
  });

  it('a bot clicking the legal actions plays a seeded short game through the interface to its end', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'browser-bot');
    // One round trip per action: the page picks a button the way a seeded random bot would and clicks it.
    let clicks = 0;
    let sawDice = false;
    for (; clicks < 5000; clicks++) {
      const left = await page.evaluate((n) => {
        if (document.querySelector('.outcome')) return -1;
        // A trap's confirm step (D142): this bot means it.
        const anyway = document.querySelector<HTMLButtonElement>('[data-testid=confirm-anyway]');
        if (anyway) { anyway.click(); return 1; }
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.action')];
        const useful = buttons.filter((b) => !b.textContent?.startsWith('Trade'));
        const end = useful.find((b) => b.dataset.type === 'endTurn');
        const pool = end && n % 5 === 0 ? [end] : useful.length ? useful : buttons;
        const pick = pool[(n * 2654435761) % pool.length];
        pick?.click();
        return buttons.length;
      }, clicks);
      if (left === -1) break;
      expect(left, 'a running game always offers an action').toBeGreaterThan(0);
      if (!sawDice && clicks % 10 === 0) sawDice = (await page.locator('.dice .die').count()) > 0;
    }
    expect(sawDice, 'rolls are shown as dice').toBe(true);
    expect(await page.locator('.outcome').count()).toBe(1);
    // The page saves when the browser is idle: wait for the save to catch up with the end.
    await expect.poll(async () => {
      const save = await readSave(page);
      return save ? (await Driver.attach(page)).state.outcome !== null : false;
    }, { timeout: 10_000, message: 'the saved game is over too' }).toBe(true);
    await screenshot(page, 'game-over');
    expect(errors).toEqual([]);
    await page.close();
  });
});
