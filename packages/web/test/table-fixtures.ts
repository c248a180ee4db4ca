import type { Page } from 'playwright-core';
import type { GameLength } from '@everrain/engine';
import { newSession, toSave, type Session } from '../src/session';
import type { Harness } from './harness';

/** The seeded game a table check opens: the same seat count, seed and length through every driver. */
export interface SeededGame {
  readonly players: number;
  readonly seed: string;
  readonly length: GameLength;
}

/**
 * Opens the one table on `page` through one driver, at the start of the seeded game, seen from its first seat.
 * Resolves once the table is on screen; what it returns (if anything) may have a `close()` to call afterwards.
 */
export type TableFixture = (h: Harness, page: Page, game: SeededGame) => Promise<unknown>;

/** The local driver: the seeded game loaded as a save from the browser's storage ("Continue"). */
export const openLocalTable: TableFixture = async (h, page, game) => {
  const session = newSession({ players: game.players, length: game.length, rules: {} }, game.seed) as Session;
  await page.goto(h.url);
  await page.evaluate((save) => {
    localStorage.clear();
    localStorage.setItem('everrain-save', save);
  }, JSON.stringify(toSave(session)));
  await page.reload();
  await page.click('#continue');
  await page.locator('.game.one-screen').waitFor();
};
