import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advise, DEFAULT_BOT_BUDGET, heuristicBot, seatTurn } from '@everrain/bots';
import { awaitedSeat, hexKey, legalActions, view, type GameState } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { openPage, startHarness, type Harness } from './harness';
import { openOnlineTable } from './online-fixture';
import { openLocalTable, type SeededGame, type TableFixture } from './table-fixtures';
import { newSession, play, toSave, type Session } from '../src/session';

/*
 * "Ask the crew" (issue #25 item 4) through each driver of the one table: the person asks, the crew's advice
 * is the search's for that seat from its view (the same answer the bots package gives on the node side for
 * the same view, seed and budget), it is marked on the map, and "Do it" plays it.
 */
const FIXTURES: readonly (readonly [string, TableFixture])[] = [
  ['local', openLocalTable],
  ['online', openOnlineTable],
];
const GAME: SeededGame = { players: 2, seed: 'advice-table', length: 'short' };

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 240_000);
afterAll(async () => { await h?.close(); });

describe.each(FIXTURES)('Ask the crew through the %s driver', (name, fixture) => {
  it('gives the search\'s move for the seat, marks it on the table, and "Do it" plays it', async () => {
    const { page, errors } = await openPage(h);
    await page.setViewportSize({ width: 1280, height: 720 });
    const opened = await fixture(h, page, GAME);
    const state = (newSession({ players: GAME.players, length: GAME.length, rules: {} }, GAME.seed) as Session).state;
    const version = Number(await page.locator('.game').getAttribute('data-version'));
    await page.locator('#ask-crew').click();
    await page.locator('#crew-advice h3').waitFor({ timeout: 30_000 });
    // The same question on the node side: the seat's view, its legal actions, the table's seed for it.
    const expected = advise({ view: view(state, 0), seat: 0, legal: legalActions(state), seed: `${version}:0`, budget: DEFAULT_BOT_BUDGET });
    expect(await page.locator('#crew-advice h3').textContent()).toBe(`The crew would: ${describeAction(state, expected.action)}`);
    expect(await page.locator('#crew-advice .sureness').textContent()).not.toBe('');
    // At the start the seat places its ship: the hex advised is marked on the map, and its button in the prompt.
    if (expected.action.type !== 'placeShip') throw new Error(`${name}: the first decision is not the ship's placing`);
    await page.locator(`[data-mark="focus"][data-hex="${hexKey(expected.action.hex)}"]`).waitFor();
    expect(await page.locator('.prompt button[data-advised]').count()).toBe(1);
    await page.locator('#take-advice').click();
    await expect.poll(() => page.locator('.game').getAttribute('data-version'), { timeout: 15_000 }).not.toBe(String(version));
    // The advice is gone with the position it was for.
    expect(await page.locator('#crew-advice h3').count()).toBe(0);
    expect(await page.locator('[data-advised]').count()).toBe(0);
    expect(errors).toEqual([]);
    if (opened && typeof opened === 'object' && 'close' in opened && typeof opened.close === 'function') await (opened.close as () => Promise<void>)();
    await page.close();
  });
});

/** A seeded solo game played by the heuristic until a choice the crew weigh in sampled games is open. */
function atWeighedChoice(seed: string): Session {
  const weighed = new Set(['chooseOption', 'denizen', 'expedition', 'hireCrew', 'keepTreasure']);
  let s = newSession({ players: 1, length: 'short', rules: {} }, seed) as Session;
  const bot = heuristicBot(`${seed}-bot`);
  for (let i = 0; i < 3000 && !s.state.outcome; i++) {
    const state: GameState = s.state;
    const legal = legalActions(state);
    if (weighed.has(state.pending[0]?.kind ?? '') && legal.length > 1) return s;
    const next = play(s, bot.choose(seatTurn(state, awaitedSeat(state) ?? 0, legal)).action);
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  throw new Error(`${seed}: no weighed choice came up`);
}

it('weighs a card\'s choice in imagined futures and says how sure the crew is (local)', async () => {
  const session = atWeighedChoice('advice-weighed');
  const { page, errors } = await openPage(h);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(h.url);
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('everrain-save', save); }, JSON.stringify(toSave(session)));
  await page.reload();
  await page.click('#continue');
  await page.locator('.game.one-screen').waitFor();
  const version = Number(await page.locator('.game').getAttribute('data-version'));
  await page.locator('#ask-crew').click();
  await page.locator('#crew-advice h3').waitFor({ timeout: 30_000 });
  const state = session.state;
  const seat = awaitedSeat(state)!;
  const expected = advise({ view: view(state, seat), seat, legal: legalActions(state), seed: `${version}:${seat}`, budget: DEFAULT_BOT_BUDGET });
  expect(expected.samples).toBeGreaterThan(0);
  expect(await page.locator('#crew-advice h3').textContent()).toBe(`The crew would: ${describeAction(state, expected.action)}`);
  expect(await page.locator('#crew-advice .sureness').textContent()).toContain(`in ${expected.samples} imagined futures, it came out best in ${expected.agreeing}.`);
  expect(await page.locator('.prompt button[data-advised]').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});
