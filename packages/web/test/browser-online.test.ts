import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import WebSocket from 'ws';
import { defaultContent } from '@everrain/content';
import { canonicalJson, createGame, view } from '@everrain/engine';
import type { RunningServer } from '../../server/src/server';
import { shots, launchChromium } from './harness';
import { onlineServer, ONLINE_TABLE, openOnlineTable, personIn } from './online-fixture';

/*
 * Online play end to end (issue #14 item 9, issue #22 item 4): the real game server (in this process, an
 * ephemeral port, a temporary SQLite file: online-fixture.ts) serving the run's client build; browser
 * contexts (people, each with their own storage) join games by their invitation links. Two people play a
 * game to its end (bots finish it), chat both ways, one reloads, a connection drops with a click made
 * meanwhile, another goes silent and the heartbeat notices; then the finished game's replay, and a rematch.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await onlineServer();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

const person = () => personIn(browser);

const version = async (page: Page): Promise<number> => Number(await page.locator(ONLINE_TABLE).getAttribute('data-version'));

/** Whether this page is offered actions now (the server's legal list for its seat is not empty). */
const offered = async (page: Page): Promise<boolean> => (await page.locator('.all-actions button.action').count()) > 0;

/** Clicks one of the offered actions (ending the turn now and then, so the seats alternate), in the page itself. */
async function clickAction(page: Page, n: number): Promise<void> {
  await page.evaluate((i) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')];
    const end = buttons.find((b) => b.dataset.type === 'endTurn');
    const pick = end && i % 3 === 2 ? end : buttons[(i * 2654435761) % buttons.length];
    pick?.click();
  }, n);
}

/** Plays one offered action and waits for the server to make it; returns the version it was made on. */
async function actOnce(page: Page, n: number): Promise<number> {
  const before = await version(page);
  await clickAction(page, n);
  await confirmed(page, before);
  return before;
}

/** Waits for the page's version to pass `before`, saying "do it anyway" to a trap's confirm step (D142) if asked. */
async function confirmed(page: Page, before: number): Promise<void> {
  const anyway = page.locator('[data-testid="confirm-anyway"]');
  await expect.poll(async () => {
    if (await anyway.count()) await anyway.click();
    return version(page);
  }, { timeout: 20_000 }).toBeGreaterThan(before);
}

/** Plays an offered action other than ending the turn (which would spend the Navigation points unused) and waits for it. */
async function playOn(page: Page, n: number): Promise<void> {
  const before = await version(page);
  await page.evaluate((i) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')].filter((b) => b.dataset.type !== 'endTurn');
    buttons[i % buttons.length]?.click();
  }, n);
  await confirmed(page, before);
}

/** The public state a page shows: the server's view (less whose it is and the catalog) and the log's text. */
async function publicState(page: Page): Promise<{ view: string; log: string }> {
  return page.evaluate(() => {
    const { viewer: _viewer, catalog: _catalog, ...rest } = window.everrainOnline!.snapshot().view;
    return { view: JSON.stringify(rest), log: document.querySelector('.log')?.textContent ?? '' };
  });
}

describe('online play in the browser', () => {
  it('two people play a game to its end by their links: turns, chat both ways, a reload, a drop with a click made meanwhile, a silent connection; then its replay and a rematch', async () => {
    const ann = await person();
    const bo = await person();
    const watcher = await person();
    // Made from the lobby, as a person would.
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
    const game = new URL(links[0]!).searchParams.get('game')!;
    await ann.page.goto(links[0]!);
    await bo.page.goto(links[1]!);
    await watcher.page.goto(`${server.url}/?game=${game}`);
    for (const p of [ann.page, bo.page, watcher.page]) await p.locator(ONLINE_TABLE).waitFor();
    // Taken into storage, the key leaves the address bar.
    expect(bo.page.url()).not.toContain('#key=');
    expect(await ann.page.locator(ONLINE_TABLE).getAttribute('data-seat')).toBe('0');
    expect(await bo.page.locator(ONLINE_TABLE).getAttribute('data-seat')).toBe('1');
    // Each sees the other connected, by name; nobody is "Seat 2".
    await expect.poll(() => ann.page.locator('.presence li.connected').count()).toBe(2);
    expect(await ann.page.locator('.presence').textContent()).toContain('Bo');
    expect(await bo.page.locator('.presence').textContent()).toMatch(/Ann — connected.*Bo \(you\)/);
    expect(await ann.page.locator('.presence-dots li').evaluateAll((li) => li.map((l) => l.getAttribute('title')))).toEqual(['Ann (you): connected', 'Bo: connected']);
    expect(await ann.page.locator(ONLINE_TABLE).textContent()).not.toMatch(/Seat 2/);

    // Chat both ways, beside the log; a line said while Bo's log is closed shows in his header as unread until he opens it.
    await ann.page.click('#log-button');
    await ann.page.fill('#chat-input', 'Fair winds, Bo');
    await ann.page.press('#chat-input', 'Enter');
    await expect.poll(() => bo.page.locator('.chat-lines').textContent()).toContain('Ann: Fair winds, Bo');
    await expect.poll(() => bo.page.locator('#log-button .unread').textContent()).toBe('1');
    await ann.page.fill('#chat-input', 'Your turn soon');
    await ann.page.press('#chat-input', 'Enter');
    await expect.poll(() => bo.page.locator('#log-button .unread').textContent()).toBe('2');
    expect(await ann.page.locator('#log-button .unread').count(), 'her own lines are never unread').toBe(0);
    await bo.page.click('#log-button');
    await expect.poll(() => bo.page.locator('#log-button .unread').count()).toBe(0);
    await bo.page.fill('#chat-input', 'And to you, Ann');
    await bo.page.click('#chat-send');
    await expect.poll(() => ann.page.locator('.chat-lines').textContent()).toContain('Bo: And to you, Ann');
    expect(await ann.page.locator('#log-button .unread').count(), 'Ann has the chat open: nothing unread').toBe(0);
    await bo.page.click('#log-close');
    await ann.page.click('#log-close');
    // The spectator reads the chat and the game, and may do nothing.
    await expect.poll(() => watcher.page.locator('.chat-lines').textContent()).toContain('Bo: And to you, Ann');
    expect(await watcher.page.locator('#chat-input').count()).toBe(0);
    expect(await watcher.page.locator('.online-wait h2').textContent()).toBe('Watching');

    const acted = [0, 0];
    let reloaded = false;
    let dropped = false;
    let clickedOffline = false;
    for (let n = 0; n < 160 && (acted[0]! < 4 || acted[1]! < 4 || !reloaded || !dropped || !clickedOffline); n++) {
      const seat = (await offered(ann.page)) ? 0 : (await offered(bo.page)) ? 1 : null;
      if (seat === null) {
        await ann.page.waitForTimeout(100);
        continue;
      }
      const actor = seat === 0 ? ann.page : bo.page;
      const other = seat === 0 ? bo.page : ann.page;
      if (!dropped && reloaded) {
        // The other's connection drops while this seat plays: it comes back by itself with what it missed.
        await other.evaluate(() => window.everrainOnline!.drop());
        dropped = true;
      }
      let made: number;
      if (dropped && !clickedOffline && acted[seat]! >= 3) {
        // A click made while the connection is down is sent when it comes back (the game has not moved meanwhile).
        const before = await version(actor);
        const reconnects = await actor.evaluate(() => window.everrainOnline!.reconnects);
        await actor.evaluate((i) => {
          window.everrainOnline!.drop();
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')].filter((b) => b.dataset.type !== 'endTurn');
          (buttons[i % buttons.length] ?? document.querySelector<HTMLButtonElement>('.all-actions button.action'))!.click();
        }, n);
        await confirmed(actor, before);
        expect(await actor.evaluate(() => window.everrainOnline!.reconnects)).toBe(reconnects + 1);
        expect(await actor.locator('.online-table [role="alert"]').count()).toBe(0);
        clickedOffline = true;
        made = before + 1;
      } else made = (await actOnce(actor, n)) + 1;
      acted[seat]! += 1;
      await expect.poll(() => version(other), { timeout: 20_000 }).toBeGreaterThanOrEqual(made);
      if (!reloaded && acted[1]! >= 2) {
        // Bo reloads mid-game: the stored invitation rejoins the same seat, with the game as it stands.
        const at = await version(bo.page);
        await bo.page.reload();
        await bo.page.locator(ONLINE_TABLE).waitFor();
        expect(await bo.page.locator(ONLINE_TABLE).getAttribute('data-seat')).toBe('1');
        expect(await version(bo.page)).toBe(at);
        // The chat is still there.
        expect(await bo.page.locator('.chat-lines').textContent()).toContain('Ann: Fair winds, Bo');
        reloaded = true;
      }
    }
    console.log(`online e2e: ${acted[0]} + ${acted[1]} actions by the two pages, version ${await version(ann.page)}`);
    expect(acted[0], 'Ann played').toBeGreaterThanOrEqual(4);
    expect(acted[1], 'Bo played, before and after reloading').toBeGreaterThanOrEqual(4);
    expect(reloaded && dropped && clickedOffline).toBe(true);
    for (const p of [ann.page, bo.page]) await expect.poll(() => p.locator('#net-status').textContent()).toBe('connected');

    // A connection that goes silent without closing (a dead network): the heartbeat notices it within seconds and reconnects.
    const silentFrom = Date.now();
    const before = await bo.page.evaluate(() => window.everrainOnline!.reconnects);
    await bo.page.evaluate(() => window.everrainOnline!.mute());
    await expect.poll(() => bo.page.evaluate(() => window.everrainOnline!.reconnects), { timeout: 20_000 }).toBe(before + 1);
    await expect.poll(() => bo.page.locator('#net-status').textContent()).toBe('connected');
    console.log(`online e2e: a silent connection was noticed and replaced after ${Date.now() - silentFrom} ms`);
    expect(Date.now() - silentFrom).toBeLessThan(15_000);

    // Both pages show the same public state, and the server's log holds every move.
    const [a, b] = [await publicState(ann.page), await publicState(bo.page)];
    expect(a.view).toBe(b.view);
    expect(a.log).toBe(b.log);
    expect((await server.host.store.loadActions(game, 0)).length).toBe(await version(ann.page));
    await ann.page.screenshot({ path: join(shots, 'online-ann.png') });

    // Bots finish the game: Bo gives his seat to the search bot and Ann hers to the random bot, from the seats beside the log
    // (Bo's seat is his since he opened his link: D163; Ann, the host, may not give a seat someone is at to a bot).
    await ann.page.click('#log-button');
    expect(await ann.page.locator('.presence li[data-seat="1"] select.give-bot').count(), 'the host cannot hand a present player\'s seat to a bot').toBe(0);
    await bo.page.click('#log-button');
    await bo.page.locator('.presence li[data-seat="1"] select.give-bot').selectOption('search');
    await bo.page.click('#log-close');
    await ann.page.locator('.presence li[data-seat="0"] select.give-bot').selectOption('random');
    await expect.poll(() => ann.page.locator('.log li.bot-reason').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await bo.page.locator('.all-actions button.action').count(), 'a seat a bot plays offers its person nothing').toBe(0);
    for (const p of [ann.page, bo.page, watcher.page]) await p.locator('.outcome').waitFor({ timeout: 240_000 });
    await bo.page.screenshot({ path: join(shots, 'online-over.png') });
    console.log(`online e2e: the game ended at version ${await version(ann.page)}`);

    // The finished game's replay from its link (the server gives its record only now).
    await ann.page.click('#log-close');
    await ann.page.click('#watch-replay');
    await expect.poll(() => ann.page.url()).toContain('&replay');
    await ann.page.locator('#replay').waitFor({ timeout: 30_000 });
    expect(await ann.page.locator('[role="alert"]').count()).toBe(0);
    await ann.page.screenshot({ path: join(shots, 'online-replay.png') });
    await ann.page.goBack();
    await ann.page.locator('.outcome').waitFor();

    // A rematch: Bo asks and goes to it; Ann is told and joins it; same seats, a new game from its start.
    expect(await bo.page.locator('#play-again').textContent()).toBe('Rematch (same seats, a new seed)');
    await bo.page.click('#play-again');
    await expect.poll(() => new URL(bo.page.url()).searchParams.get('game')).not.toBe(game);
    await bo.page.locator(ONLINE_TABLE).waitFor();
    const next = new URL(bo.page.url()).searchParams.get('game')!;
    expect(await version(bo.page)).toBe(0);
    await expect.poll(() => ann.page.locator('.notice').textContent()).toContain('A rematch is ready');
    await ann.page.click('#play-again');
    await expect.poll(() => new URL(ann.page.url()).searchParams.get('game')).toBe(next);
    await expect.poll(() => version(ann.page)).toBe(0);
    expect(await ann.page.locator(ONLINE_TABLE).getAttribute('data-seat')).toBe('0');
    await expect.poll(() => ann.page.locator('.presence li.connected').count()).toBe(2);
    await expect.poll(() => ann.page.locator('.presence-dots li[data-seat="1"]').getAttribute('title')).toBe('Bo: connected');

    // "My games" offers the finished game's replay.
    await bo.page.goto(`${server.url}/?online`);
    await bo.page.locator('.my-games a.watch-replay').first().click();
    await bo.page.locator('#replay').waitFor({ timeout: 30_000 });

    expect([...ann.errors, ...bo.errors, ...watcher.errors]).toEqual([]);
    for (const p of [ann, bo, watcher]) await p.context.close();
  });

  it('a seeded online game opens at seat 1 through the fixture: the same game the engine makes with that seed', async () => {
    const p = await person();
    const made = await openOnlineTable({ browser }, p.page, { players: 2, seed: 'fixture-7', length: 'short' });
    expect(made.links).toHaveLength(2);
    expect(await p.page.locator(ONLINE_TABLE).getAttribute('data-seat')).toBe('0');
    const shown = JSON.parse((await publicState(p.page)).view) as object;
    const local = createGame({ players: 2, length: 'short', rules: {}, content: defaultContent() }, 'fixture-7');
    if (!local.ok) throw new Error(local.error.message);
    const { viewer: _viewer, catalog: _catalog, ...expected } = view(local.state, 0);
    expect(canonicalJson(shown)).toBe(canonicalJson(JSON.parse(JSON.stringify(expected)) as object));
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('"my games" lists the games this browser holds, its turn first; a path of several hexes is sailed by one click; a click made offline after the game moved on is refused, visibly', async () => {
    const p = await person();
    await p.page.goto(`${server.url}/?online`);
    await p.page.selectOption('#online-players', '1');
    await p.page.click('#create-online');
    await p.page.locator('.invites').waitFor();
    await p.page.screenshot({ path: join(shots, 'online-lobby.png') });
    await expect.poll(() => p.page.locator('.my-games li.your-turn').count()).toBeGreaterThanOrEqual(1);
    await p.page.locator('.my-games li.your-turn a').first().click();
    await p.page.locator(ONLINE_TABLE).waitFor();
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
        expect(await p.page.locator('.online-table [role="alert"]').count()).toBe(0);
        sailed = true;
      } else if (await offered(p.page)) await playOn(p.page, n);
      else await p.page.waitForTimeout(100);
    }
    expect(sailed, 'a path of several hexes was sailed by one click').toBe(true);

    // Undo online, by the server's rule: once the page offers it, it takes the move back as a new version, and says so.
    let undone = false;
    for (let n = 0; n < 40 && !undone; n++) {
      if (await p.page.locator('#undo:not([disabled])').count()) {
        // A click may send several moves (a voyage's steps): undo is asked once the last of them is shown back.
        await expect.poll(() => p.page.evaluate(() => window.everrainOnline!.sending())).toBe(false);
        const before = await version(p.page);
        const events = await p.page.evaluate(() => window.everrainOnline!.snapshot().events.length);
        await p.page.click('#undo');
        await expect.poll(() => version(p.page)).toBe(before + 1);
        await expect.poll(() => p.page.locator('.notice').textContent()).toContain('You took back your last move.');
        expect(await p.page.evaluate(() => window.everrainOnline!.snapshot().events.length)).toBeLessThanOrEqual(events);
        undone = true;
      } else if (await offered(p.page)) await playOn(p.page, n);
      else await p.page.waitForTimeout(100);
    }
    expect(undone, 'undo was offered and took a move back').toBe(true);

    // Offline, a click waits, said so; meanwhile the same seat plays from elsewhere (another tab), so when the
    // connection comes back the waiting move is not sent but refused, visibly; nothing is played twice.
    const game = new URL(p.page.url()).searchParams.get('game')!;
    const key = await p.page.evaluate((g) => (JSON.parse(localStorage.getItem('everrain-online-seats') ?? '[]') as { game: string; key: string }[]).find((s) => s.game === g)!.key, game);
    await p.context.setOffline(true);
    await p.page.evaluate(() => window.everrainOnline!.drop());
    await expect.poll(() => p.page.locator('#net-status').textContent()).toBe('reconnecting…');
    const offlineAt = await version(p.page);
    await clickAction(p.page, 1);
    const anyway = p.page.locator('[data-testid="confirm-anyway"]');
    if (await anyway.count()) await anyway.click();
    await expect.poll(() => p.page.locator('.notice').textContent()).toContain('Not connected: your move will be sent');
    const tab = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
    const heard: { t: string; [k: string]: unknown }[] = [];
    tab.on('message', (d) => heard.push(JSON.parse(String(d)) as { t: string }));
    await new Promise((resolve) => tab.once('open', resolve));
    tab.send(JSON.stringify({ t: 'hello', game, seat: 0, key }));
    await expect.poll(() => heard.find((m) => m.t === 'welcome')).toBeTruthy();
    const welcome = heard.find((m) => m.t === 'welcome') as unknown as { version: number; legal: object[] };
    expect(welcome.version).toBe(offlineAt);
    tab.send(JSON.stringify({ t: 'act', id: 'other-tab', version: welcome.version, action: welcome.legal[0] }));
    await expect.poll(() => heard.some((m) => m.t === 'ack')).toBe(true);
    tab.close();
    await p.context.setOffline(false);
    await expect.poll(() => p.page.locator('.online-table [role="alert"]').textContent(), { timeout: 20_000 }).toContain('moved on while the connection was down');
    expect(await version(p.page)).toBe(offlineAt + 1);
    expect((await server.host.store.loadActions(game, 0)).length, 'the waiting move was not sent').toBe(offlineAt + 1);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
