/**
 * The browser game's figures for `npm run bench`:
 *  - the gzipped size of the JavaScript the first page loads (and of its CSS), from a fresh production build;
 *  - the time from an action's click to the first frame painted with its result, read from the page's own
 *    Chromium performance measures (`everrain:action-to-screen`, see src/table/perf.ts) while a seeded bot clicks
 *    the legal actions of solo short games in headless Chromium at 1280×720, animations off (the system's
 *    "reduce motion", which the game follows).
 *
 * Run: `npx tsx packages/web/bench/browser-bench.ts [--actions 200] [--seed bench] [--web-root dir]`
 * (`--web-root` builds another copy of the web package; only for trying the bench out).
 * Prints a Markdown table on stdout; progress goes to stderr. Exits non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { ACTION_TO_RENDER, ACTION_TO_SCREEN } from '../src/table/perf';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const GZIP_LEVEL = 9;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
const VIEWPORT = { width: 1280, height: 720 };
/** How long one action may take to show its `everrain:action-to-screen` measure before it counts as missing. */
const MEASURE_TIMEOUT_MS = 10_000;

interface Options {
  readonly actions: number;
  readonly seed: string;
  readonly webRoot: string;
  /** Where to write a CPU profile of the page while it plays the actions (Chrome's .cpuprofile), if anywhere. */
  readonly profile: string | null;
  /** Where to write a Chromium trace of the page's rendering (style, layout, paint) while it plays, if anywhere. */
  readonly trace: string | null;
}

function parseOptions(argv: readonly string[]): Options {
  let actions = 200;
  let seed = 'bench';
  let webRoot = resolve(here, '..');
  let profile: string | null = null;
  let trace: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--actions' && value) { actions = Math.max(1, Math.floor(Number(value)) || 200); i++; }
    else if (arg === '--seed' && value) { seed = value; i++; }
    else if (arg === '--web-root' && value) { webRoot = resolve(value); i++; }
    else if (arg === '--profile' && value) { profile = resolve(value); i++; }
    else if (arg === '--trace' && value) { trace = resolve(value); i++; }
    else throw new Error(`browser bench: unknown argument ${arg ?? ''} (known: --actions <n>, --seed <text>, --web-root <dir>, --profile <file.cpuprofile>, --trace <file.json>)`);
  }
  return { actions, seed, webRoot, profile, trace };
}

// ---------------------------------------------------------------- first-page weight

interface Weight {
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
}

function weigh(outDir: string, files: Iterable<string>): Weight {
  const list = [...files].sort();
  let raw = 0;
  let gzip = 0;
  for (const file of list) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: GZIP_LEVEL }).length;
  }
  return { files: list, raw, gzip };
}

/** Attribute values of the tags in `html` that match `tag` and carry every attribute in `needs`. */
function tagAttributes(html: string, tag: string, needs: Record<string, string>, wanted: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const attrs = new Map<string, string>();
    for (const a of match[0].matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs.set(a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    }
    if (Object.entries(needs).every(([k, v]) => attrs.get(k)?.toLowerCase() === v)) {
      const value = attrs.get(wanted);
      if (value) out.push(value);
    }
  }
  return out;
}

/** A site-absolute or relative URL of the build, as a path inside outDir. */
function buildPath(url: string, from = ''): string {
  const clean = url.split(/[?#]/)[0]!;
  return clean.startsWith('/') ? clean.slice(1) : posix.normalize(posix.join(posix.dirname(from), clean));
}

/**
 * The JavaScript the first page loads: the module entries, the modulepreloads, and every chunk they
 * import statically (`import … from "./x.js"` / `import "./x.js"`; dynamic `import("./x.js")` is not followed).
 */
function firstPageFiles(outDir: string): { js: Set<string>; css: Set<string> } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const js = new Set<string>();
  const queue = [
    ...tagAttributes(html, 'script', { type: 'module' }, 'src'),
    ...tagAttributes(html, 'link', { rel: 'modulepreload' }, 'href'),
  ].map((u) => buildPath(u));
  const css = new Set(tagAttributes(html, 'link', { rel: 'stylesheet' }, 'href').map((u) => buildPath(u)));
  if (queue.length === 0) throw new Error('browser bench: the built index.html loads no module script');
  while (queue.length) {
    const file = queue.shift()!;
    if (js.has(file)) continue;
    js.add(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"']+?\.m?js)\1/g)) {
      const chunk = buildPath(m[2]!, file);
      if (existsSync(join(outDir, chunk))) queue.push(chunk);
    }
  }
  return { js, css };
}

// ---------------------------------------------------------------- action to screen

/** mulberry32: a small seeded generator, so that every run clicks the same actions. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353), h = (h << 13) | (h >>> 19);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills in the start screen (solo, short, the given seed, no guided tour) and starts the game. */
async function startGame(page: Page, seed: string): Promise<void> {
  await page.locator('#new-game').waitFor({ timeout: 15_000 });
  const players = page.getByLabel(/^\s*Players\b/).first();
  await ((await players.count()) ? players : page.locator('select').first()).selectOption('1');
  const length = page.getByLabel(/^\s*Game length\b/).first();
  if (await length.count()) await length.selectOption('short');
  const seedInput = page.getByLabel(/^\s*Seed\b/).first();
  await ((await seedInput.count()) ? seedInput : page.locator('input:not([type])').first()).fill(seed);
  const guided = page.locator('#guided');
  if (await guided.count()) await guided.setChecked(false);
  await page.click('#new-game');
  await page.locator('button.action').first().waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {
    throw new Error(`browser bench: the game with seed ${seed} did not start (no button.action 15 s after clicking #new-game)`);
  });
}

/** Leaves a finished game for the start screen. */
async function backToMenu(page: Page): Promise<void> {
  const back = page.locator('.outcome button', { hasText: /menu/i });
  if (await back.count()) {
    await back.first().click();
    return;
  }
  // Menu opens the game's menu; leaving is asked on the page.
  await page.click('#menu');
  await page.click('#menu-leave');
  await page.click('#menu-leave-yes');
}

interface Timings {
  readonly durations: number[];
  /** Each action's part before the frame: the page's work until the DOM shows the result (ACTION_TO_RENDER). */
  readonly renders: number[];
  readonly missing: number;
  readonly games: number;
  readonly finished: number;
  readonly types: Map<string, number>;
}

async function playActions(page: Page, options: Options): Promise<Timings> {
  const random = seededRandom(options.seed);
  const durations: number[] = [];
  const renders: number[] = [];
  const types = new Map<string, number>();
  let missing = 0;
  let missingInARow = 0;
  let games = 1;
  let finished = 0;
  await startGame(page, `${options.seed}-1`);
  for (let n = 0; durations.length + missing < options.actions; n++) {
    // The page lists the visible action buttons; the bench picks one: preferably not a Trade (`transfer`),
    // the end of the turn every fifth action when it is offered, else a seeded choice.
    const offered = await page.evaluate(() => {
      if (document.querySelector('.outcome')) return null;
      // The plain list of every legal action sits in a collapsed panel: open it so its buttons can be clicked.
      for (const d of document.querySelectorAll<HTMLDetailsElement>('details.all-actions, details.all-actions details')) d.open = true;
      return [...document.querySelectorAll<HTMLButtonElement>('button.action')]
        .map((b, index) => ({ index, type: b.dataset.type ?? '', visible: b.checkVisibility() && !b.disabled }))
        .filter((b) => b.visible);
    });
    if (offered === null) {
      finished += 1;
      games += 1;
      if (games > options.actions) throw new Error('browser bench: games keep ending without actions');
      await backToMenu(page);
      await startGame(page, `${options.seed}-${games}`);
      continue;
    }
    if (offered.length === 0) throw new Error('browser bench: a running game shows no visible action button');
    const useful = offered.filter((b) => b.type !== 'transfer');
    const end = useful.find((b) => b.type === 'endTurn');
    const pool = end && n % 5 === 4 ? [end] : useful.length ? useful : offered;
    const pick = pool[Math.floor(random() * pool.length)]!;
    const before = await page.evaluate((name) => performance.getEntriesByName(name, 'measure').length, ACTION_TO_SCREEN);
    await page.locator('button.action').nth(pick.index).click({ timeout: MEASURE_TIMEOUT_MS });
    // A trap's confirm step (D142): the bench means it; the measure starts when the action is played.
    const anyway = page.locator('[data-testid="confirm-anyway"]');
    if (await anyway.count()) await anyway.click({ timeout: MEASURE_TIMEOUT_MS });
    try {
      await page.waitForFunction(
        ([name, count]) => performance.getEntriesByName(name, 'measure').length > count,
        [ACTION_TO_SCREEN, before] as const,
        { timeout: MEASURE_TIMEOUT_MS },
      );
    } catch {
      missing += 1;
      missingInARow += 1;
      if (missingInARow >= 3) {
        throw new Error(`browser bench: no '${ACTION_TO_SCREEN}' measure after 3 clicks in a row: does the page call markActionStart() and markScreenUpdated() (src/table/perf.ts)?`);
      }
      continue;
    }
    missingInARow = 0;
    const [duration, render] = await page.evaluate((names) => names.map((name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN), [ACTION_TO_SCREEN, ACTION_TO_RENDER]);
    durations.push(duration ?? Number.NaN);
    renders.push(render ?? Number.NaN);
    types.set(pick.type, (types.get(pick.type) ?? 0) + 1);
  }
  return { durations, renders, missing, games, finished, types };
}

/** Chromium's main-thread durations (Performance.getMetrics, seconds) between two readings, per action, in ms. */
function mainThreadShare(before: Record<string, number>, after: Record<string, number>, actions: number): string {
  const per = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, actions);
  const script = per('ScriptDuration');
  const style = per('RecalcStyleDuration');
  const layout = per('LayoutDuration');
  const rest = per('TaskDuration') - script - style - layout;
  return `script ${ms(script)}, style ${ms(style)}, layout ${ms(layout)}, the rest ${ms(rest)}`;
}

/** Nearest-rank percentile of sorted values. */
/**
 * A two-seat game, the search bot at seat 1 and a person at seat 2 who ends each turn at once ("Skip ahead" makes
 * the bot's pauses none): each whole bot turn's thinking in the worker (the page records each decision's, by round
 * and seat), sorted. Stops after `turns` bot turns or a minute.
 */
async function botTurns(page: Page, seed: string, turns = 12): Promise<number[]> {
  await backToStart(page);
  await page.selectOption('select#players', '2');
  await page.selectOption('#seat-kind-0', 'search');
  const guided = page.locator('#guided');
  if (await guided.count()) await guided.setChecked(false);
  await page.fill('input#seed', `${seed}-bot`);
  await page.click('#new-game');
  await page.locator('.local-table').waitFor({ timeout: 15_000 });
  const until = performance.now() + 60_000;
  for (;;) {
    const done = await page.evaluate(() => new Set((window.everrainBotThinking ?? []).map((t) => t.turn)).size);
    if (done > turns || performance.now() > until) break;
    const skip = page.locator('#fast-forward:not([disabled])');
    if (await skip.count()) await skip.click().catch(() => undefined);
    const mine = page.locator('.prompt .answer:visible, .turn .end-turn:visible');
    if (await mine.count()) {
      await mine.first().click().catch(() => undefined);
      const anyway = page.locator('[data-testid=confirm-anyway]');
      if (await anyway.count()) await anyway.click().catch(() => undefined);
    }
    await page.waitForTimeout(20);
  }
  const decisions = await page.evaluate(() => window.everrainBotThinking ?? []);
  const byTurn = new Map<string, number>();
  for (const d of decisions) byTurn.set(d.turn, (byTurn.get(d.turn) ?? 0) + d.ms);
  return [...byTurn.values()].sort((a, b) => a - b);
}

/** Back to the start screen from wherever the page is. */
async function backToStart(page: Page): Promise<void> {
  if (await page.locator('#new-game').count()) return;
  if (await page.locator('.outcome').count()) await backToMenu(page);
  else {
    await page.click('#menu');
    await page.click('#menu-leave');
    await page.click('#menu-leave-yes');
  }
  await page.locator('#new-game').waitFor({ timeout: 15_000 });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

// ---------------------------------------------------------------- main

function launchChromium(): Promise<Browser> {
  let executablePath: string;
  try {
    executablePath = execFileSync(join(repoRoot, 'scripts/ensure-chromium.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch (error) {
    throw new Error(`browser bench: chromium is missing and scripts/ensure-chromium.sh could not install it (apt-get install chromium, or set CHROMIUM_PATH): ${(error as Error).message}`);
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch((error: unknown) => {
    throw new Error(`browser bench: Chromium at ${executablePath} did not start: ${(error as Error).message.split('\n')[0]}`);
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const began = performance.now();
  const outDir = mkdtempSync(join(tmpdir(), 'everrain-web-bench-'));
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  try {
    process.stderr.write(`browser bench: building ${options.webRoot} into ${outDir}\n`);
    await build({ root: options.webRoot, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const first = firstPageFiles(outDir);
    const js = weigh(outDir, first.js);
    const css = weigh(outDir, first.css);
    // The rest is loaded on demand (the game itself, fetched while the start screen waits), with the bot
    // worker's entry and the service worker at the build's root: every JavaScript file of the build.
    const lazy = [
      ...readdirSync(join(outDir, 'assets')).map((f) => `assets/${f}`),
      ...readdirSync(outDir),
    ].filter((f) => f.endsWith('.js') && !first.js.has(f));
    const allJs = weigh(outDir, [...first.js, ...lazy]);

    server = await preview({ root: options.webRoot, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('browser bench: vite preview reports no local address');
    browser = await launchChromium();
    // Animations off, as issue #24 measures it: the system's "reduce motion", which the game follows (no glides,
    // no dice rolling); with them on, a move's frames are the animation's, not the action's.
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    // A new game over a saved one asks to confirm: the bench always does.
    page.on('dialog', (dialog) => void dialog.accept());
    page.on('pageerror', (error) => { pageErrors.push(error.message); process.stderr.write(`browser bench: page error: ${error.message}\n`); });

    // Cross-check the static analysis with what the browser really fetches for the first page.
    const fetched = new Set<string>();
    const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === 'script') fetched.add(buildPath(new URL(response.url()).pathname));
    };
    page.on('response', onResponse);
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => localStorage.clear());
    await page.reload({ waitUntil: 'load' });
    page.off('response', onResponse);
    const unexpected = [...fetched].filter((f) => !first.js.has(f) && !lazy.includes(f));
    if (unexpected.length) process.stderr.write(`browser bench: the first page also fetched ${unexpected.join(', ')}, which the build analysis missed\n`);

    process.stderr.write(`browser bench: playing ${options.actions} actions at ${url}\n`);
    const playStart = performance.now();
    const metrics = await page.context().newCDPSession(page);
    await metrics.send('Performance.enable');
    const mainThread = async () => Object.fromEntries((await metrics.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const threadBefore = await mainThread();
    const cdp = options.profile ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (options.trace) await browser.startTracing(page, { path: options.trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    const timings = await playActions(page, options);
    const threadAfter = await mainThread();
    if (options.trace) {
      await browser.stopTracing();
      process.stderr.write(`browser bench: the page's rendering trace while playing is in ${options.trace}\n`);
    }
    if (cdp && options.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(options.profile, JSON.stringify(profile));
      process.stderr.write(`browser bench: the page's CPU profile while playing is in ${options.profile}\n`);
    }
    const playSeconds = (performance.now() - playStart) / 1000;
    const sorted = [...timings.durations].sort((a, b) => a - b);
    const version = browser.version();
    process.stderr.write('browser bench: a search-bot seat thinking, off the page\'s thread\n');
    const thinking = await botTurns(page, options.seed);

    const rows: [string, string][] = [
      [`browser game, JavaScript of the first page (gzip -${GZIP_LEVEL})`, `${kB(js.gzip)} (${js.files.length} file${js.files.length === 1 ? '' : 's'}, ${kB(js.raw)} raw)`],
      [`browser game, CSS of the first page (gzip -${GZIP_LEVEL})`, `${kB(css.gzip)} (${kB(css.raw)} raw)`],
      [`browser game, all its JavaScript: the first page, the game it loads on demand, the bot worker and the service worker (gzip -${GZIP_LEVEL})`, `${kB(allJs.gzip)} (${allJs.files.length} file${allJs.files.length === 1 ? '' : 's'}, ${kB(allJs.raw)} raw)`],
      [`action to updated screen, median (${sorted.length} actions)`, ms(percentile(sorted, 50))],
      ['action to updated screen, p95', ms(percentile(sorted, 95))],
      ['action to updated screen, max', ms(sorted.at(-1) ?? Number.NaN)],
      ['of it, the page\'s work until the DOM shows the result (before the frame\'s wait and paint), median', ms(percentile([...timings.renders].sort((a, b) => a - b), 50))],
    ];
    rows.push(['the page\'s main thread per action played, as Chromium counts it (script, style, layout; the rest of its tasks: paint, commit, the bench\'s own calls)', mainThreadShare(threadBefore, threadAfter, timings.durations.length)]);
    if (timings.missing) rows.push(['actions without a measure (timed out)', String(timings.missing)]);
    rows.push([`a search-bot seat's thinking for a whole turn, in its Web Worker (${thinking.length} turns; the aim ≤ 1.5 s)`,
      thinking.length ? `median ${ms(percentile(thinking, 50))}, max ${ms(thinking.at(-1) ?? Number.NaN)}` : 'not measured']);
    console.log(`Browser bench ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · Chromium ${version} headless, ${VIEWPORT.width}×${VIEWPORT.height}`);
    console.log('| measure | value |\n| --- | --- |');
    for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
    const mix = [...timings.types].sort((a, b) => b[1] - a[1]).map(([t, c]) => `${t} ${c}`).join(', ');
    console.log(`\n(${timings.games} solo short game${timings.games === 1 ? '' : 's'} with seeds ${options.seed}-1…, ${timings.finished} played to the end; actions clicked: ${mix}; `
      + `${playSeconds.toFixed(1)} s of play, ${((performance.now() - began) / 1000).toFixed(1)} s in all. kB = 1000 bytes.)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(pageErrors.length ? `${message}\n(the page threw: ${pageErrors.slice(0, 3).join(' | ')})` : message);
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await new Promise<void>((done) => server!.httpServer.close(() => done()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
