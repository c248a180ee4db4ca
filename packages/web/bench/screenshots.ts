/**
 * Screenshots of the browser game's main screens, for the docs and for before/after comparisons (issue #24):
 * the start screen; a solo game at its start (placing the ship), the same with the guide on; a Port decision
 * (the Marketplace); an enemy turn's playback (End turn clicked into an Enemy Phase); a tutorial lesson (lesson 4,
 * enemies On Deck and Frays, opened from "Learn to play"); and the end of a game —
 * each at 1280×720, 1920×1080 and a phone's 390×844 (touch). The games are played on the node side by the
 * heuristic bot and loaded through the save slot, with reduced motion, so every run of the same build shows
 * the same screens. JPEG (quality 70) keeps the folder small.
 *
 * Run: `npx tsx packages/web/bench/screenshots.ts [--out docs/screenshots/now] [--format png]` (ONLY=port takes one shot).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { toSave, type Session, type Setup } from '../src/session';
import { playedSession as played } from '../test/played';
import { beforeEnemyPhase } from '../test/screen-checks';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '..');
const repoRoot = resolve(webRoot, '../..');

function argValue(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

interface Screen { readonly name: string; readonly width: number; readonly height: number; readonly phone: boolean }
const SCREENS: readonly Screen[] = [
  { name: '1280x720', width: 1280, height: 720, phone: false },
  { name: '1920x1080', width: 1920, height: 1080, phone: false },
  { name: '390x844', width: 390, height: 844, phone: true },
];

interface Shot {
  readonly name: string;
  readonly session: Session | null;
  readonly guided?: boolean;
  /** What to do once the game is on screen, before the picture. */
  readonly then?: (page: Page) => Promise<void>;
}

async function endTurn(page: Page): Promise<void> {
  await page.locator("button.end-turn").click();
  // An End turn the engine warns of asks to confirm first (D142).
  const confirm = page.locator('[data-testid=confirm-anyway]');
  await page.locator('.playback, [data-testid=confirm-anyway]').first().waitFor();
  if (await confirm.count()) await confirm.click();
  await page.locator('.playback').waitFor();
}

/** Opens a lesson of the tutorial from the start screen. */
function openLesson(n: number): (page: Page) => Promise<void> {
  return async (page) => {
    await page.locator('#lessons-open').click();
    await page.locator(`#lesson-${n}`).click();
    await page.locator('.game').waitFor();
  };
}

function shotsToTake(): Shot[] {
  const solo: Setup = { players: 1, length: 'short', rules: {} };
  return [
    { name: 'menu', session: null },
    { name: 'start', session: played(solo, 'shots-solo', () => true) },
    { name: 'guide', session: played(solo, 'shots-solo', () => true), guided: true },
    { name: 'port', session: played(solo, 'shots-solo', (s) => s.state.pending[0]?.kind === 'market') },
    { name: 'enemy-playback', session: played(solo, 'shots-solo', beforeEnemyPhase), then: endTurn },
    { name: 'lesson', session: null, then: openLesson(4) },
    { name: 'end', session: played(solo, 'shots-solo', () => false) },
  ];
}

async function take(browser: Browser, url: string, screen: Screen, shot: Shot, out: string): Promise<void> {
  const page = await browser.newPage({
    viewport: { width: screen.width, height: screen.height }, reducedMotion: 'reduce',
    ...(screen.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
  page.setDefaultTimeout(20_000);
  await page.goto(url);
  await page.evaluate(({ save, guided }) => {
    localStorage.clear();
    if (save) localStorage.setItem('everrain-save', save);
    localStorage.setItem('everrain-guided', guided ? '1' : '0');
  }, { save: shot.session ? JSON.stringify(toSave(shot.session)) : null, guided: !!shot.guided });
  await page.reload();
  if (shot.session) {
    // A finished game is offered as its end screen, not as "Continue".
    await page.locator('#continue, #last-game').first().click();
    await page.locator('.game').waitFor();
  }
  await shot.then?.(page);
  await page.waitForTimeout(300);
  const png = argValue('--format', 'jpeg') === 'png';
  const file = join(out, `${screen.name}-${shot.name}.${png ? 'png' : 'jpg'}`);
  await page.screenshot(png ? { path: file } : { path: file, type: 'jpeg', quality: 70 });
  process.stderr.write(`${file}\n`);
  await page.close();
}

async function main(): Promise<void> {
  const out = resolve(repoRoot, argValue('--out', 'docs/screenshots/now'));
  mkdirSync(out, { recursive: true });
  const outDir = 'dist-screenshots';
  await build({ root: webRoot, logLevel: 'error', build: { outDir } });
  const server = await preview({ root: webRoot, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0] ?? '';
  const executablePath = execFileSync(join(repoRoot, 'scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const shots = shotsToTake();
    for (const screen of SCREENS) for (const shot of shots.filter((s) => !process.env.ONLY || s.name === process.env.ONLY)) await take(browser, url, screen, shot, out);
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
