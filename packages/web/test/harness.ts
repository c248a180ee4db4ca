import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { describeAction } from '@everrain/text';
import { hexKey, legalActions, replay, stateHash, warningsFor, type Action, type GameState, type Hex } from '@everrain/engine';
import { plainActions, withoutPayment } from '../src/panels/fleeting';
import { gameOptions, startState, step, type WebSetup } from './plans';
import { builtByAnother, claimBuild, markBuilt } from './shared-build';

/**
 * One production build, one `vite preview` server on a free port and one headless Chromium for the
 * whole browser suite, and the helpers that drive the page the way a player would.
 */

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Screenshots and exported saves (git-ignored). */
export const shots = join(webRoot, 'test-output');

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * The run's one client build (shared-build.ts): made by the first test file that asks, awaited by the others.
 * Without the shared folder (a script outside vitest), `outDir` is built for this caller alone.
 */
async function sharedBuild(outDir: string): Promise<string> {
  let shared: string | undefined;
  try {
    shared = inject('webBuild');
  } catch {
    shared = undefined;
  }
  if (!shared) {
    await build({ root: webRoot, logLevel: 'error', build: { outDir } });
    return outDir;
  }
  const dir = join(webRoot, shared);
  if (!claimBuild(dir)) {
    await builtByAnother(dir);
    return shared;
  }
  try {
    await build({ root: webRoot, logLevel: 'error', build: { outDir: shared } });
    markBuilt(dir, null);
  } catch (e) {
    markBuilt(dir, String(e));
    throw e;
  }
  return shared;
}

/** The folder (absolute) holding the run's one client build, built now if no test file has built it yet (a server can serve it). */
export async function builtClient(outDir = 'dist'): Promise<string> {
  return join(webRoot, await sharedBuild(outDir));
}

/** Debian's Chromium (installed by scripts/ensure-chromium.sh when missing), headless, for a test file. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = execFileSync(join(webRoot, '../../scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** One preview of the run's shared client build and one headless Chromium for a test file. */
export async function startHarness(outDir = 'dist'): Promise<Harness> {
  mkdirSync(shots, { recursive: true });
  outDir = await sharedBuild(outDir);
  const server: PreviewServer = await preview({ root: webRoot, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0] ?? '';
  const browser = await launchChromium();
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** Waits long enough for a re-render, never for a fixed time. */
const WAIT = { timeout: 15_000, interval: 25 } as const;

/** A page with its errors collected: an uncaught error in the app fails the test that caused it. `device`: a phone's viewport and touch, say. */
export async function openPage(h: Harness, device: Parameters<Browser['newPage']>[0] = {}): Promise<{ page: Page; errors: string[] }> {
  // Reduced motion: dice and ships drawn at rest, so screenshots show faces rather than a tumble.
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, reducedMotion: 'reduce', ...device });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // No page of the game opens a browser dialog (issue #24 item 9): one would be an error of the page.
  page.on('dialog', (dialog) => {
    errors.push(`a browser dialog was opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(h.url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return { page, errors };
}

/** Fills the start screen (old or new markup) and starts a game; the guided tour stays off unless asked for. */
export async function startGame(page: Page, seed: string, players = 1, guided = false): Promise<void> {
  const guide = page.locator('#guided');
  if (await guide.count()) await guide.setChecked(guided);
  const select = (await page.locator('select#players').count()) ? page.locator('select#players') : page.locator('select').first();
  await select.selectOption(String(players));
  const seedInput = (await page.locator('input#seed').count()) ? page.locator('input#seed') : page.locator('input:not([type])').first();
  await seedInput.fill(seed);
  await page.click('#new-game');
  // The game's code may still be loading after the click: wait for the game to be on screen.
  await page.locator('.game').waitFor({ timeout: 15_000 });
}

export interface SaveFile {
  readonly format: string;
  readonly setup: WebSetup;
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly hash: string;
}

/** The game the page keeps in localStorage (whatever the key): its setup, seed, actions and state hash. */
export async function readSave(page: Page): Promise<SaveFile | null> {
  return page.evaluate(() => {
    // The game on the go first (saved games put aside are kept under keys of their own).
    const keys = ['everrain-save', ...Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))];
    for (const key of keys) {
      const text = key === null ? null : localStorage.getItem(key);
      if (!text || !text.includes('everrain-save')) continue;
      try {
        const data = JSON.parse(text) as { format?: string };
        if (data.format === 'everrain-save') return data as never;
      } catch {
        // not ours
      }
    }
    return null;
  });
}

/** Replays a save on the node side: the state the page should be showing. */
export function stateOf(save: SaveFile): GameState {
  const result = replay(gameOptions(save.setup), save.seed, save.actions);
  if (!result.ok) throw new Error(`the page's save does not replay: ${result.error.message}`);
  expect(stateHash(result.state), 'the page and the engine agree on the state').toBe(save.hash);
  return result.state;
}

/** What the legal actions should read as, one line each (the Fleeting duplicates folded away, D145). */
function expectedTexts(state: GameState): string[] {
  return [...new Set(plainActions(legalActions(state), false).shown.map((a) => `${a.type}|${describeAction(state, a)}`))].sort();
}

async function domTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button.action')].map((b) => `${b.dataset.type ?? ''}|${(b.textContent ?? '').trim()}`));
  return [...new Set(texts)].sort();
}

/**
 * Plays a game in the page while stepping the same game with the engine: each action is played by
 * clicking the button whose text is `describeAction(state, action)`, and after each the page's saved
 * game must hash to the engine's state.
 */
export class Driver {
  state: GameState;
  constructor(readonly page: Page, readonly setup: WebSetup, readonly seed: string) {
    this.state = startState(setup, seed);
  }

  /** Starts following the game the page is showing now (after a reload, an import, a click on the map). */
  static async attach(page: Page, seed?: string): Promise<Driver> {
    await expect.poll(async () => {
      const s = await readSave(page);
      return !!s && (seed === undefined || s.seed === seed);
    }, { ...WAIT, message: `the page saves the game it shows${seed ? ` (seed ${seed})` : ''}` }).toBe(true);
    const save = (await readSave(page))!;
    const d = new Driver(page, save.setup, save.seed);
    d.state = stateOf(save);
    return d;
  }

  async sync(): Promise<GameState> {
    const save = await readSave(this.page);
    if (!save) throw new Error('the page keeps no saved game');
    this.state = stateOf(save);
    return this.state;
  }

  /** Waits until the page lists exactly the legal actions of the engine's state. */
  async shown(): Promise<void> {
    const want = expectedTexts(this.state);
    await expect.poll(() => domTexts(this.page), { ...WAIT, message: 'the page lists the legal actions' }).toEqual(want);
  }

  /** Clicks the action's button (the fallback list may be collapsed: then the click is dispatched) and follows it. */
  async act(action: Action): Promise<string> {
    await this.shown();
    const legal = legalActions(this.state);
    // An action the list folds with its Fresh twin: paid with a Fleeting Order through the toggle.
    if ('fleeting' in action && action.fleeting && legal.some((a) => a !== action && withoutPayment(a) === withoutPayment(action) && 'fleeting' in a && !a.fleeting)) {
      await this.page.locator('#pay-fleeting').evaluate((box) => { if (!(box as HTMLInputElement).checked) (box as HTMLInputElement).click(); });
    }
    const text = describeAction(this.state, action);
    const same = legal.filter((a) => a.type === action.type && describeAction(this.state, a) === text);
    const nth = Math.max(0, same.findIndex((a) => JSON.stringify(a) === JSON.stringify(action)));
    const handle = await this.page.evaluateHandle(({ type, text, nth }) => {
      const matches = [...document.querySelectorAll<HTMLButtonElement>('button.action')]
        .filter((b) => b.dataset.type === type && (b.textContent ?? '').trim() === text);
      return matches[nth] ?? matches[0] ?? null;
    }, { type: action.type, text, nth });
    const button = handle.asElement();
    if (!button) throw new Error(`no button reads "${text}"`);
    if (await button.isVisible()) await button.click();
    else await button.evaluate((b) => (b as HTMLButtonElement).click());
    await handle.dispose();
    // A trap the engine warns of asks to confirm first (D142): the driver means it.
    if (warningsFor(this.state, action).length > 0) await this.page.locator('[data-testid=confirm-anyway]').click();
    this.state = step(this.state, action);
    await this.followed();
    return text;
  }

  async actAll(actions: readonly Action[]): Promise<void> {
    for (const a of actions) await this.act(a);
  }

  /** Waits until the page's saved game is the engine's state. */
  async followed(): Promise<void> {
    const want = stateHash(this.state);
    await expect.poll(async () => (await readSave(this.page))?.hash, { ...WAIT, message: 'the page plays the same action' }).toBe(want);
  }

  /** After a click that plays actions the page chooses (a map click, a crew chip and a zone): adopt them once `done` holds. */
  async adopt(done: (s: GameState) => boolean, message: string): Promise<GameState> {
    const before = this.state;
    await expect.poll(async () => {
      const save = await readSave(this.page);
      if (!save || save.hash === stateHash(before)) return false;
      return done(stateOf(save));
    }, { ...WAIT, message }).toBe(true);
    return this.sync();
  }

  /** Answers the pending decisions with their first answer (a Denizen: leave them be), by clicking. */
  async answerPending(until: (s: GameState) => boolean = (s) => s.pending.length === 0): Promise<void> {
    for (let guard = 0; !until(this.state) && !this.state.outcome && guard < 50; guard++) {
      const legal = legalActions(this.state);
      await this.act(legal.find((a) => a.type === 'answerDenizen' && !a.accept) ?? legal[0]!);
    }
  }
}

/** The hex on the map (the new markup's `data-hex`, else the `<title>` that starts with its key). */
export async function hexElement(page: Page, hex: Hex) {
  const key = hexKey(hex);
  const byData = page.locator(`g[data-hex="${key}"]`);
  if (await byData.count()) return byData;
  return page.locator('g.hex').filter({ has: page.locator('title', { hasText: new RegExp(`^${key}:`) }) });
}

/** Clicks a map element; an SVG shape under another one (a marker) still gets the event. */
export async function clickMap(target: ReturnType<Page['locator']>): Promise<void> {
  try {
    await target.click({ timeout: 3_000 });
  } catch {
    await target.dispatchEvent('click');
  }
}

/** Whether the drawn ship of a seat sits inside a hex on the screen. */
export async function shipDrawnIn(page: Page, hex: Hex, seat = 0): Promise<boolean> {
  const ship = page.locator(`g.ship[data-seat="${seat}"]`).or(page.locator('g.ship').nth(seat)).first();
  const cell = await hexElement(page, hex);
  const [s, c] = [await ship.boundingBox(), await cell.first().boundingBox()];
  if (!s || !c) return false;
  const x = s.x + s.width / 2;
  const y = s.y + s.height / 2;
  return x > c.x && x < c.x + c.width && y > c.y && y < c.y + c.height;
}

/** Who stands in which On Deck zone, as the page draws it: "zone:crew" (ids where the markup gives them, else names). */
export async function crewOnDeck(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll<HTMLElement>('.zone').forEach((zone, i) => {
      zone.querySelectorAll<HTMLElement>('button.crew').forEach((b) => out.push(`${zone.dataset.zone ?? i}:${b.dataset.crew ?? (b.textContent ?? '').trim()}`));
    });
    return out.sort();
  });
}

/** The same, from the engine's state (zone numbers and crew ids). */
export function crewOnDeckOf(state: GameState, seat = 0): string[] {
  return (state.players[seat]?.crew ?? [])
    .flatMap((c) => (c.position.area === 'deck' ? [`${c.position.zone}:${c.id}`] : []))
    .sort();
}

/** The text of the game log. */
export async function logText(page: Page): Promise<string> {
  return (await page.locator('.log').first().textContent()) ?? '';
}

/** The round the page says it is (the first "Round N" outside the log). */
export async function shownRound(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const places = [...document.querySelectorAll<HTMLElement>('.tracks, .round, header, .status')];
    for (const el of [...places, document.body]) {
      const clone = el.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('.log').forEach((l) => l.remove());
      const m = /Round\s+(\d+)/.exec(clone.textContent ?? '');
      if (m) return Number(m[1]);
    }
    return null;
  });
}

/** A player's coin as the page shows it (the purse line, else the ship panel). */
export async function shownCoin(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-coin]');
    if (el?.dataset.coin) return Number(el.dataset.coin);
    const dd = document.querySelector<HTMLElement>('[data-testid=coin]');
    if (dd?.textContent) return Number(dd.textContent.trim());
    const text = document.querySelector('.purse')?.textContent ?? document.querySelector('.shipboard')?.textContent ?? '';
    const m = /Coin\D{0,3}(\d+)/i.exec(text) ?? /(\d+)\s*coin/i.exec(text);
    return m ? Number(m[1]) : null;
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots, `${name}.png`) });
}
