import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { defaultContent } from '@everrain/content';
import { startServer, type RunningServer } from '../../server/src/server';
import { SqliteStore } from '../../server/src/sqlite-store';
import { shots, webRoot } from './harness';

/*
 * Online play end to end (issue #14 item 9): the real game server (in this process, an ephemeral port, a
 * temporary SQLite file) serving a production build of the page; two browser contexts (two people, each
 * with their own storage) join one 2-seat game by their invitation links and take turns; one reloads in
 * the middle and plays on, the other's connection drops and comes back; both end on the same public state.
 * Its own build folder (dist-online), so it may run beside the other browser tests.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  await build({ root: webRoot, logLevel: 'error', build: { outDir: 'dist-online' } });
  const db = join(mkdtempSync(join(tmpdir(), 'everrain-online-')), 'games.sqlite');
  server = await startServer({ store: new SqliteStore(db), content: defaultContent(), webDir: join(webRoot, 'dist-online'), botDelayMs: 0, createsPerMinute: 1000 });
  const executablePath = execFileSync(join(webRoot, '../../scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
  browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'] });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function person(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

const version = async (page: Page): Promise<number> => Number(await page.locator('.online-game').getAttribute('data-version'));

/** Whether this page is offered actions now (the server's legal list for its seat is not empty). */
const offered = async (page: Page): Promise<boolean> => (await page.locator('.all-actions button.action').count()) > 0;

/** Clicks one of the offered actions (ending the turn now and then, so the seats alternate); returns the version it was made on. */
async function actOnce(page: Page, n: number): Promise<number> {
  const before = await version(page);
  await page.evaluate((i) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')];
    const end = buttons.find((b) => b.dataset.type === 'endTurn');
    const pick = end && i % 3 === 2 ? end : buttons[(i * 2654435761) % buttons.length];
    pick?.click();
  }, n);
  // A trap's confirm step (D142): this player means it.
  const anyway = page.locator('[data-testid="confirm-anyway"]');
  await expect.poll(async () => {
    if (await anyway.count()) await anyway.click();
    return version(page);
  }, { timeout: 15_000 }).toBeGreaterThan(before);
  return before;
}

/** The public state a page shows: the server's view (less whose it is) and the log's text. */
async function publicState(page: Page): Promise<{ view: string; log: string }> {
  return page.evaluate(() => {
    const snap = window.everrainTable!.snapshot;
    const { viewer: _viewer, ...rest } = snap.view!;
    return { view: JSON.stringify(rest), log: document.querySelector('.log')?.textContent ?? '' };
  });
}

describe('online play in the browser', () => {
  it('two people join one game by their links, take turns live, one reloads and plays on, and both see the same game', async () => {
    const ann = await person();
    const bo = await person();
    await ann.page.goto(server.url);
    await ann.page.click('#play-online');
    await ann.page.selectOption('#online-players', '2');
    await ann.page.fill('#online-name-0', 'Ann');
    await ann.page.fill('#online-name-1', 'Bo');
    await ann.page.click('#create-online');
    await ann.page.locator('.invite-link').nth(1).waitFor();
    const links = await ann.page.locator('.invite-link').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(links).toHaveLength(2);
    // The key rides in the fragment only (never sent to the server, nor in logs).
    expect(links.every((l) => /\?game=[\w-]+&seat=\d#key=[\w-]{43}$/.test(l))).toBe(true);
    await ann.page.goto(links[0]!);
    await bo.page.goto(links[1]!);
    for (const p of [ann.page, bo.page]) await p.locator('.online-game').waitFor();
    // Taken into storage, the key leaves the address bar.
    expect(bo.page.url()).not.toContain('#key=');
    expect(await ann.page.locator('.online-game').getAttribute('data-seat')).toBe('0');
    expect(await bo.page.locator('.online-game').getAttribute('data-seat')).toBe('1');
    // Each sees the other connected.
    await expect.poll(() => ann.page.locator('.presence li.connected').count()).toBe(2);

    const acted = [0, 0];
    let reloaded = false;
    let dropped: Page | null = null;
    for (let n = 0; n < 120 && (acted[0]! < 4 || acted[1]! < 4 || !reloaded || !dropped); n++) {
      const seat = (await offered(ann.page)) ? 0 : (await offered(bo.page)) ? 1 : null;
      if (seat === null) {
        await ann.page.waitForTimeout(100);
        continue;
      }
      const actor = seat === 0 ? ann.page : bo.page;
      const other = seat === 0 ? bo.page : ann.page;
      if (!dropped && reloaded) {
        // The other's connection drops while this seat plays: it comes back by itself with what it missed.
        await other.evaluate(() => window.everrainTable!.drop());
        dropped = other;
      }
      const made = (await actOnce(actor, n)) + 1;
      acted[seat]! += 1;
      await expect.poll(() => version(other), { timeout: 15_000 }).toBeGreaterThanOrEqual(made);
      if (!reloaded && acted[1]! >= 2) {
        // Bo reloads mid-game: the stored invitation rejoins the same seat, with the game as it stands.
        const at = await version(bo.page);
        await bo.page.reload();
        await bo.page.locator('.online-game').waitFor();
        expect(await bo.page.locator('.online-game').getAttribute('data-seat')).toBe('1');
        expect(await version(bo.page)).toBe(at);
        reloaded = true;
      }
    }
    console.log(`online e2e: ${acted[0]} + ${acted[1]} actions by the two pages, version ${await version(ann.page)}`);
    expect(acted[0], 'Ann played').toBeGreaterThanOrEqual(4);
    expect(acted[1], 'Bo played, before and after reloading').toBeGreaterThanOrEqual(4);
    expect(reloaded).toBe(true);
    expect(await dropped!.evaluate(() => window.everrainTable!.snapshot.reconnects), 'the dropped connection came back by itself').toBe(1);
    for (const p of [ann.page, bo.page]) await expect.poll(() => p.locator('#net-status').textContent()).toBe('connected');
    await ann.page.screenshot({ path: join(shots, 'online-ann.png') });
    // Both pages show the same public state, and the server's log holds every move.
    const [a, b] = [await publicState(ann.page), await publicState(bo.page)];
    expect(a.view).toBe(b.view);
    expect(a.log).toBe(b.log);
    const game = new URL(links[0]!).searchParams.get('game')!;
    expect((await server.host.store.loadActions(game, 0)).length).toBe(await version(ann.page));

    // The creator gives Bo's seat to the heuristic bot from the page: it plays it, its reasons in both logs.
    await ann.page.locator('.presence li[data-seat="1"] select.give-bot').selectOption('heuristic');
    await bo.page.locator('.bot-turn').waitFor();
    for (let n = 0; n < 60 && (await ann.page.locator('.log li.bot-reason').count()) === 0; n++) {
      if (await offered(ann.page)) await actOnce(ann.page, 2);
      else await ann.page.waitForTimeout(100);
    }
    expect(await ann.page.locator('.log li.bot-reason').count()).toBeGreaterThan(0);
    await bo.page.screenshot({ path: join(shots, 'online-bo-bot.png') });
    expect(await bo.page.locator('.all-actions button.action').count(), 'a seat a bot plays offers its person nothing').toBe(0);
    expect([...ann.errors, ...bo.errors]).toEqual([]);
    await ann.context.close();
    await bo.context.close();
  });

  it('"my games" lists the games this browser holds, its turn first', async () => {
    const p = await person();
    await p.page.goto(`${server.url}/?online`);
    await p.page.selectOption('#online-players', '1');
    await p.page.click('#create-online');
    await p.page.locator('.invites').waitFor();
    await p.page.screenshot({ path: join(shots, 'online-lobby.png') });
    await expect.poll(() => p.page.locator('.my-games li.your-turn').count()).toBeGreaterThanOrEqual(1);
    await p.page.locator('.my-games li.your-turn a').first().click();
    await p.page.locator('.online-game').waitFor();
    expect(await offered(p.page)).toBe(true);
    // Sailing several hexes by one click on the map: the page sends the path's actions one after the other,
    // each on the version the last one made (and the server accepts every one).
    let sailed = false;
    for (let n = 0; n < 60 && !sailed; n++) {
      const far = await p.page.evaluate(() => {
        const hexes = [...document.querySelectorAll<SVGGElement>('g.hex[data-cost]')].map((g) => ({ key: g.dataset.hex!, cost: Number(g.dataset.cost) }));
        return hexes.sort((a, b) => b.cost - a.cost)[0] ?? null;
      });
      if (far && far.cost >= 2) {
        const before = await version(p.page);
        await p.page.evaluate((key) => document.querySelector(`g.hex[data-hex="${key}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true })), far.key);
        await expect.poll(() => version(p.page)).toBeGreaterThanOrEqual(before + 2);
        expect(await p.page.locator('.online-game [role="alert"]').count()).toBe(0);
        sailed = true;
      } else if (await offered(p.page)) {
        const before = await version(p.page);
        // Anything but ending the turn (which would spend the Navigation points unused).
        await p.page.evaluate((i) => {
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')].filter((b) => b.dataset.type !== 'endTurn');
          buttons[i % buttons.length]?.click();
        }, n);
        // A trap's confirm step (D142): this player means it.
        const anyway = p.page.locator('[data-testid="confirm-anyway"]');
        await expect.poll(async () => {
          if (await anyway.count()) await anyway.click();
          return version(p.page);
        }).toBeGreaterThan(before);
      } else await p.page.waitForTimeout(100);
    }
    expect(sailed, 'a path of several hexes was sailed by one click').toBe(true);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
