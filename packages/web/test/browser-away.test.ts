import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { activeBoarding, activeExpedition, crewDef, legalActions, RandomSource, seedRng, type Action, type GameState, type RuleOptions } from '@everrain/engine';
import { enemyWhere } from '@everrain/text';
import { openPage, readSave, screenshot, shots, startHarness, type Harness } from './harness';
import { newSession, play, toSave, type SaveFile } from '../src/session';

/**
 * Issue 15, item 1: the drawn "away" boards in a real game. A seeded game, played on the node side by a seeded
 * random player that takes the action asked for whenever it is legal, is played until an Exhaustive Expedition
 * (the Island board) or a boarding (the boarded enemy ship) is under way with crew standing on that board; the
 * game is loaded through the import input as a save and the drawn board is checked on screen.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness('dist-away'); }, 180_000);
afterAll(async () => { await h?.close(); });

interface AwayPlan { readonly save: SaveFile; readonly state: GameState }

/**
 * Plays seeded games `${prefix}-0..` with the rules given: `prefer` picks the action to take when it offers one
 * (otherwise a random one, ending the turn now and then, never trading) until `found` holds at a pending decision.
 */
function planAway(prefix: string, rules: Partial<RuleOptions>, prefer: (s: GameState, legal: readonly Action[], rng: RandomSource) => Action | undefined,
  found: (s: GameState) => boolean, tries = 40, maxActions = 800): AwayPlan {
  for (let g = 0; g < tries; g++) {
    let s = newSession({ players: 1, length: 'short', rules }, `${prefix}-${g}`);
    if (typeof s === 'string') throw new Error(s);
    const rng = new RandomSource(seedRng(`${prefix}-bot-${g}`));
    for (let n = 0; n < maxActions && !s.state.outcome; n++) {
      if (s.state.pending.length > 0 && found(s.state)) return { save: toSave(s), state: s.state };
      const legal = legalActions(s.state);
      const useful = legal.filter((a) => a.type !== 'trade' && a.type !== 'transfer');
      const end = useful.find((a) => a.type === 'endTurn');
      const pick = prefer(s.state, legal, rng) ?? (end && rng.int(0, 5) === 0 ? end : rng.pick(useful.length ? useful : legal));
      const next = play(s, pick);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
  }
  throw new Error(`no game ${prefix}-0..${tries - 1} reaches the state asked for`);
}

const SHORE = 0;

/** A crew member's short name as the drawings write it (the first word). */
const shortName = (s: GameState, crewId: string): string => {
  const c = s.players.flatMap((p) => p.crew).find((m) => m.id === crewId);
  return c ? crewDef(s.catalog, c.token).name.split(' ')[0] ?? '' : '';
};

/** The smallest on-screen font size (CSS px, after the SVG's scaling) of the texts drawn in `selector`. */
async function smallestText(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => Math.min(...[...document.querySelectorAll<SVGTextElement>(`${sel} text`)].filter((t) => t.textContent)
    .map((t) => (t.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize))), selector);
}

/** Readable at a glance: no word on a drawn board smaller than this many CSS pixels. */
const MIN_TEXT_PX = 9;

async function load(save: SaveFile, name: string) {
  const { page, errors } = await openPage(h);
  const file = join(shots, `${name}.json`);
  writeFileSync(file, JSON.stringify(save));
  await page.setInputFiles('#import', file);
  await expect.poll(() => readSave(page).then((s) => s?.hash), { timeout: 15_000 }).toBe(save.hash);
  return { page, errors };
}

describe('the away boards in a real game', () => {
  it('an Exhaustive Expedition under way: the Island board, its nodes and paths, the crew ashore, in the SVG and in words', async () => {
    // Launch an expedition whenever one is offered (with every crew member it offers), then walk crew inland at
    // random, revealing tokens, until a crew member stands on a node past the shore with a token turned up.
    const plan = planAway('away-island', { exhaustiveExpeditions: true },
      (_s, legal, rng) => {
        const launch = legal.filter((a) => a.type === 'exhaustiveExpedition');
        if (launch.length) return launch.reduce((a, b) => (('crew' in b && 'crew' in a && b.crew.length > a.crew.length) ? b : a));
        const steps = legal.filter((a) => a.type === 'expeditionStep' && (a.node !== null || a.reveal));
        return steps.length ? rng.pick(steps) : undefined;
      },
      (s) => { const x = activeExpedition(s); return !!x && s.pending[0]?.kind === 'expedition' && x.crew.some((c) => c.node !== SHORE) && x.revealed.length > 0; });
    const x = activeExpedition(plan.state)!;
    const board = plan.state.catalog.board.islandBoards[x.board]!;
    const { page, errors } = await load(plan.save, 'away-island');
    const section = page.locator('section[aria-label="The Island board"]');
    await section.waitFor();
    await expect.poll(() => section.locator('h3').textContent()).toContain(board.name);
    // Every node of the board drawn once, a path line for each pair of neighbours.
    await expect.poll(() => section.locator('svg.island-map g.node').count()).toBe(board.nodes.length);
    const paths = board.nodes.reduce((n, node) => n + node.adjacent.filter((a) => a > node.node).length, 0);
    expect(await section.locator('svg.island-map line.path').count()).toBe(paths);
    // The crew standing inland: their node is drawn occupied with their names, and said in words.
    const inland = x.crew.filter((c) => c.node !== SHORE);
    for (const c of inland) {
      const index = board.nodes.findIndex((n) => n.node === c.node);
      const node = section.locator('svg.island-map g.node').nth(index);
      expect(await node.getAttribute('class')).toContain('occupied');
      expect(await node.textContent()).toContain(shortName(plan.state, c.crew));
      await section.locator('details.away-words summary').click();
      const words = section.locator(`ol.island-nodes li[data-node="${c.node}"]`);
      await expect.poll(() => words.textContent()).toContain(`Node ${c.node}`);
      expect(await words.getAttribute('class')).toContain('occupied');
    }
    // A token turned up is said in words; one face down says so.
    const shown = x.revealed[0]!;
    expect(await section.locator(`ol.island-nodes li[data-node="${shown}"]`).textContent()).toContain('token:');
    const hidden = board.nodes.find((n) => x.tokens[String(n.node)] && !x.revealed.includes(n.node));
    if (hidden) expect(await section.locator(`ol.island-nodes li[data-node="${hidden.node}"]`).textContent()).toContain('a face-down token');
    // The board is on screen, not clipped away.
    const box = await section.locator('svg.island-map').boundingBox();
    expect(box && box.width > 150 && box.height > 100).toBe(true);
    expect(await smallestText(page, 'svg.island-map')).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'away-island');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a boarding under way: the enemy ship drawn with its zones, the crew and the defenders there, in the SVG and in words', async () => {
    // Board an enemy ship whenever one is offered, then play at random until a crew member stands on its deck.
    const plan = planAway('away-boarding', { boarding: true },
      (_s, legal) => legal.find((a) => a.type === 'board'),
      (s) => { const b = activeBoarding(s); return !!b && s.players[b.seat]!.crew.some((c) => c.position.area === 'deck' && c.position.zone >= 10); });
    const b = activeBoarding(plan.state)!;
    const layout = plan.state.catalog.shipBoard.enemyShipBoards[b.board]!;
    const { page, errors } = await load(plan.save, 'away-boarding');
    const section = page.locator('section[aria-label="The enemy ship being boarded"]');
    await section.waitFor();
    await expect.poll(() => section.locator('h3').textContent()).toContain(layout.name);
    const zones = section.locator('svg.away-ship g.enemy-zone');
    await expect.poll(() => zones.count()).toBe(layout.zones.length);
    const svgName = await section.locator('svg.away-ship').getAttribute('aria-label');
    for (const z of layout.zones) expect(svgName).toContain(z.name);
    // Each crew member on the enemy deck drawn in their zone and listed in words there.
    await section.locator('details.away-words summary').click();
    const aboard = plan.state.players[b.seat]!.crew.filter((c) => c.position.area === 'deck' && c.position.zone >= 10);
    expect(aboard.length).toBeGreaterThan(0);
    for (const c of aboard) {
      const zone = c.position.area === 'deck' ? c.position.zone : -1;
      expect(await section.locator(`svg.away-ship g.enemy-zone[data-zone="${zone}"] .away-crew`).textContent()).toContain(shortName(plan.state, c.id));
      expect(await section.locator(`.away-zone[data-zone="${zone}"] .crew-token`).allTextContents()).toContain(crewDef(plan.state.catalog, c.token).name);
    }
    // The defenders on that deck are drawn too (with the skull).
    const defenders = plan.state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === b.seat && e.position.zone >= 10);
    for (const e of defenders) {
      if (e.position.area !== 'deck') continue;
      expect(await section.locator(`svg.away-ship g.enemy-zone[data-zone="${e.position.zone}"] .away-foe`).textContent()).toContain('☠');
    }
    // Where a defender stands is said by its zone's name on the enemy deck (in the log, the prompt, the CLI).
    for (const e of defenders) {
      const at = e.position.area === 'deck' ? e.position.zone : -1;
      const zone = layout.zones.find((z) => z.zone === at);
      expect(enemyWhere(plan.state, e)).toContain(zone?.name ?? 'a zone of the enemy deck');
    }
    const box = await section.locator('svg.away-ship').boundingBox();
    expect(box && box.width > 200 && box.height > 40).toBe(true);
    expect(await smallestText(page, 'svg.away-ship')).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'away-boarding');
    expect(errors).toEqual([]);
    await page.close();
  });
});
