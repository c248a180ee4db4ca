import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, awaitedSeat, hexKey, hexTypeAt, legalActions, RandomSource, reachablePoses, sailPlan, seedRng, type GameState } from '@everrain/engine';
import { openPage, startHarness, type Harness } from './harness';
import { newSession, play, toSave, type Session } from '../src/session';

/*
 * Issue #24 item 3, sailing you can see: hovering a hex the ship can sail to shows the way there (the hexes it
 * passes), the facing at the end and the cost, and a Port on the way where the voyage stops first for its
 * visit; from a Port whose bow faces nowhere open, the hexes are still offered (a free facing comes first) and a
 * click sails there. Positions are found on the node side in seeded games and loaded as saves.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 300_000);
afterAll(async () => { await h?.close(); });

/** A seeded solo game played at random on the node side until `stop` holds at the seat's turn with points in hand. */
function playedUntil(prefix: string, stop: (s: GameState) => boolean): Session {
  for (let g = 0; g < 80; g++) {
    const made = newSession({ players: 1, length: 'short', rules: {} }, `${prefix}-${g}`);
    if (typeof made === 'string') throw new Error(made);
    let s = made;
    const rng = new RandomSource(seedRng(`${prefix}-bot-${g}`));
    for (let i = 0; i < 600 && !s.state.outcome; i++) {
      if (s.state.turn && s.state.pending.length === 0 && s.state.turn.navigationPoints >= 2 && stop(s.state)) return s;
      const legal = legalActions(s.state);
      const navigate = legal.find((a) => a.type === 'issueNavigationOrder');
      const pick = navigate && rng.int(0, 2) === 0 ? navigate : rng.pick(legal);
      const next = play(s, pick);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
  }
  throw new Error(`${prefix}: no game reached the position`);
}

async function load(page: Page, session: Session): Promise<void> {
  await page.evaluate((save) => localStorage.setItem('everrain-save', save), JSON.stringify(toSave(session)));
  await page.reload();
  await page.locator('#continue').click();
  await page.locator('.local-table').waitFor();
}

const me = (s: GameState) => s.players[awaitedSeat(s) ?? 0]!;

it('from a Port whose bow faces no open sea, the reachable hexes are offered, previewed and sailed to', async () => {
  // In a Port, the ship's bow facing the map's edge or land: no step ahead is legal, only free facings.
  const session = playedUntil('sail-port', (s) => {
    const p = me(s);
    return p.position !== null && hexTypeAt(s, p.position.hex) === 'port' && !legalActions(s).some((a) => a.type === 'sail' && a.step === 'ahead')
      && reachablePoses(s, p, s.turn!.navigationPoints).some((r) => hexKey(r.hex) !== hexKey(p.position!.hex));
  });
  const state = session.state;
  const p = me(state);
  const target = reachablePoses(state, p, state.turn!.navigationPoints).find((r) => hexKey(r.hex) !== hexKey(p.position!.hex))!;
  const key = hexKey(target.hex);
  const { page, errors } = await open();
  await load(page, session);
  const hex = page.locator(`g.hex[data-hex="${key}"]`);
  expect(await hex.getAttribute('class')).toContain('reachable');
  await hex.hover();
  await expect.poll(() => page.locator('.marks-area .mark-area.route').count()).toBeGreaterThan(0);
  expect(await page.locator(`.marks-pieces [data-mark=focus][data-hex="${key}"]`).textContent()).toMatch(/ends facing .* · \d+ points?/);
  const before = Number(await page.locator('.local-table').getAttribute('data-version'));
  await hex.click();
  await expect.poll(async () => Number(await page.locator('.local-table').getAttribute('data-version'))).toBeGreaterThan(before);
  await expect.poll(() => page.locator('g.ship[data-seat="0"]').getAttribute('style')).toBeTruthy();
  const plan = sailPlan(state, p, state.turn!.navigationPoints, target.hex)!;
  // The first move is the free facing in the Port (never a turn the engine does not offer there).
  expect(plan.moves[0]?.type).toBe('face');
  expect(errors).toEqual([]);
  await page.close();

  async function open() { return openPage(h); }
}, 120_000);

it('a hex whose way passes a Port not yet visited says the voyage stops there first, on the hex and in its preview', async () => {
  const session = playedUntil('sail-stop', (s) => {
    const p = me(s);
    const reach = p.position === null ? [] : reachablePoses(s, p, s.turn!.navigationPoints);
    return reach.some((r) => r.stop !== undefined && reach.every((o) => hexKey(o.hex) !== hexKey(r.hex) || o.stop !== undefined));
  });
  const state = session.state;
  const p = me(state);
  const reach = reachablePoses(state, p, state.turn!.navigationPoints);
  // A hex every way to which stops at a Port (so the voyage a click makes stops there).
  const target = reach.find((r) => r.stop !== undefined && reach.every((o) => hexKey(o.hex) !== hexKey(r.hex) || o.stop !== undefined))!;
  expect(target).toBeDefined();
  const key = hexKey(target.hex);
  const { page, errors } = await openPage(h);
  await load(page, session);
  const hex = page.locator(`g.hex[data-hex="${key}"]`);
  expect(await hex.locator('title').textContent()).toMatch(/stopping on the way at .* for its visit/);
  await hex.hover();
  const stop = sailPlan(state, p, state.turn!.navigationPoints, target.hex)!.stop!;
  await expect.poll(() => page.locator(`.marks-pieces [data-mark=focus][data-hex="${hexKey(stop)}"]`).textContent()).toMatch(/stops here first: .*, a visit/);
  expect(errors).toEqual([]);
  await page.close();
  void apply;
}, 120_000);
