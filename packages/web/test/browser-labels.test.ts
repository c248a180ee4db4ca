import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions } from '@everrain/engine';
import { toSave, type Session, type Setup } from '../src/session';
import { join } from 'node:path';
import { openPage, shots, startHarness, type Harness } from './harness';
import { playedSession } from './played';

/*
 * Pieces never hide names (issue #24 item 8): on seeded boards — ships in Ports, enemies, wrecks, Destinations,
 * Explored tokens, facing arrows — no piece or token's box overlaps a place name's banner (a name under facing
 * arrows is written over them instead), and no Explored token overlaps a ship's seat badge.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 240_000);
afterAll(async () => { await h?.close(); });

type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly what: string };

/** The overlaps on the board now, as "what × what" (the area shared, in CSS pixels, above half a pixel). */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = (selector: string): Box[] => [...document.querySelectorAll<SVGGraphicsElement>(selector)].map((el) => {
      const r = el.getBoundingClientRect();
      const what = `${el.getAttribute('class') ?? el.tagName}${el.closest('[data-hex]')?.getAttribute('data-hex') ?? ''} ${el.closest('.banner')?.textContent ?? ''}`.trim();
      return { x: r.x, y: r.y, width: r.width, height: r.height, what };
    });
    const shared = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
    const found: string[] = [];
    const check = (as: Box[], bs: Box[]) => { for (const a of as) for (const b of bs) if (shared(a, b) > 0.5) found.push(`${a.what} × ${b.what} (${shared(a, b).toFixed(1)} px², ${JSON.stringify([a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height].map(Math.round))})`); };
    // Banners under the pieces' layer: no piece, token or arrow may cover them.
    check(boxes('.labels:not(.over-arrows) .banner rect'), boxes('g.ship .ship-art, g.ship .ship-seat-disc, .marker, .explored-token, .facing-arrow'));
    check(boxes('.explored-token'), boxes('.ship-seat-disc'));
    return found;
  });
}

/** A board a seeded game reached, loaded in the page ("Continue"). */
async function load(page: Page, session: Session): Promise<void> {
  await page.evaluate((save) => { localStorage.clear(); localStorage.setItem('everrain-save', save); }, JSON.stringify(toSave(session)));
  await page.reload();
  await page.click('#continue');
  await page.locator('.board .labels').first().waitFor();
}

const setup = (players: number): Setup => ({ players, length: 'short', rules: {} });

/** Boards with names and pieces on them: a ship turning in a Port (facing arrows), later rounds with more on the map. */
const BOARDS: readonly (readonly [string, () => Session])[] = [
  ['a ship in a Port, turning', () => playedSession(setup(1), 'labels-port', (s) => s.state.round > 1 && s.state.turn !== null && !s.state.pending[0]
    && legalActions(s.state).some((a) => a.type === 'face') && s.state.tokens.explored.length > 0)],
  ['round 4, two ships', () => playedSession(setup(2), 'labels-2', (s) => s.state.round >= 4 && !!s.state.turn && !s.state.pending[0])],
  ['round 6, three ships', () => playedSession(setup(3), 'labels-3', (s) => s.state.round >= 6 && !!s.state.turn && !s.state.pending[0])],
  ['an enemy at sea', () => playedSession(setup(1), 'm3', (s) => !!s.state.turn && !s.state.pending[0] && s.state.enemies.some((e) => e.position.area === 'sea'))],
];

it('no piece or token covers a place name, and no Explored token a ship\'s seat badge, on seeded boards', async () => {
  const { page, errors } = await openPage(h);
  await page.setViewportSize({ width: 1280, height: 720 });
  const found: string[] = [];
  let banners = 0;
  for (const [name, made] of BOARDS) {
    await load(page, made());
    banners += await page.locator('.labels .banner').count();
    for (const o of await overlaps(page)) found.push(`${name}: ${o}`);
    await page.locator('.board').screenshot({ path: join(shots, `labels-${name.replace(/\W+/g, '-')}.png`) });
  }
  expect(banners, 'the boards have names to check').toBeGreaterThan(8);
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
