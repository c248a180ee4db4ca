/**
 * Screenshots of the browser game's main screens at 1280×720, for the docs and for before/after comparisons:
 * the start screen, a solo game at its start, a solo game mid-voyage (after an Enemy Phase), a 2-seat hot-seat
 * game, and the end of a game. The games are played on the node side by the heuristic bot and loaded through
 * the save slot, so every run of the same build shows the same screens.
 *
 * Run: `npx tsx packages/web/bench/screenshots.ts [--out docs/screenshots/now]`
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { toSave, type Session, type Setup } from '../src/session';
import { afterEnemyPhase, playedSession as played } from '../test/played';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '..');
const repoRoot = resolve(webRoot, '../..');

function argValue(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
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
  const solo: Setup = { players: 1, length: 'short', rules: {} };
  const pair: Setup = { players: 2, length: 'short', rules: {} };
  const shots: { name: string; session: Session | null }[] = [
    { name: 'start', session: null },
    { name: 'solo-start', session: played(solo, 'shots-solo', () => true) },
    { name: 'solo-mid', session: played(solo, 'shots-solo', afterEnemyPhase(3)) },
    { name: 'hotseat-2', session: played(pair, 'shots-pair', afterEnemyPhase(2)) },
    { name: 'end', session: played(solo, 'shots-solo', () => false) },
  ];
  try {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
      await page.goto(url);
      await page.evaluate((save) => {
        localStorage.clear();
        if (save) localStorage.setItem('everrain-save', save);
      }, shot.session ? JSON.stringify(toSave(shot.session)) : null);
      await page.reload();
      if (shot.session) {
        // A finished game is offered as its end screen, not as "Continue".
        await page.locator('#continue, #last-game').first().click();
        await page.locator('.game').waitFor({ timeout: 20_000 });
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `${shot.name}.png`) });
      process.stderr.write(`${shot.name}.png\n`);
      await page.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
