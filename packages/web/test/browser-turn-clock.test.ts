import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { ManualClock } from '../../server/src/clock';
import type { RunningServer } from '../../server/src/server';
import { shots, launchChromium } from './harness';
import { onlineServer, ONLINE_TABLE, personIn } from './online-fixture';

/*
 * Absent players in the browser (issue #23 item 4, D164): a game made from the lobby with a turn limit (a
 * custom one out of bounds is refused there), "My games" and the table's header say whose turn it is and the
 * time left; the host pauses and resumes the clock; when the time runs out a stand-in bot plays the seat,
 * said in the chat by the table; the person's return (a reload: their hello) takes the seat back. The
 * server's clock is a ManualClock the test moves (from now, so the page's own clock agrees); its heartbeats
 * are far apart, so moving it by a day drops no connection.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: RunningServer;
let browser: Browser;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await onlineServer({ clock, turnClocks: { pollMs: 365 * DAY }, limits: { perSecond: 200, burst: 400, heartbeatMs: 3650 * DAY }, notify: { pollMs: 365 * DAY, presenceHeartbeatMs: 365 * DAY } });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

const person = () => personIn(browser);

/** The header's clock as said (its sentence: the header shows the time left alone, the sentence for screen readers and in its title). */
const headerClock = (page: Page) => page.locator('#turn-clock').getAttribute('aria-label');
const tableLines = (page: Page) => page.locator('.chat-lines li.table-line').allTextContents();

describe('turn clocks in the browser (D164)', () => {
  it('a game with a 24 h limit from the lobby: the time left in My games and the header; the host pauses and resumes; a stand-in plays an absent seat until its person comes back', async () => {
    const ann = await person();
    const bo = await person();
    await ann.page.goto(`${server.url}/?online`);
    await ann.page.selectOption('#online-players', '2');
    await ann.page.fill('#online-name-0', 'Ann');
    await ann.page.fill('#online-name-1', 'Bo');
    // A custom limit out of bounds is refused in the lobby, and makes no game.
    await ann.page.selectOption('#online-turn-limit', 'custom');
    await ann.page.fill('#online-turn-hours', '0');
    await ann.page.click('#create-online');
    await expect.poll(() => ann.page.locator('[role="alert"]').textContent()).toContain('whole number of hours from 1 to 720');
    expect(await ann.page.locator('.invites').count()).toBe(0);
    await ann.page.selectOption('#online-turn-limit', '24');
    await ann.page.click('#create-online');
    await ann.page.locator('.invite-link').nth(1).waitFor();
    const links = await ann.page.locator('.invite-link').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const game = new URL(links[0]!).searchParams.get('game')!;
    const room = (await server.host.room(game))!;
    expect(room.turnLimitMs).toBe(24 * HOUR);
    const seat = room.clockView().awaited[0]!;
    const [awaitedName, otherName] = seat === 0 ? ['Ann', 'Bo'] : ['Bo', 'Ann'];
    // My games: whose turn and the time left (the creator holds both seats' invitations until they are opened).
    await expect.poll(() => ann.page.locator('.my-games .turn-line').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^your turn since just now — 24 h left$/)]));
    expect(await ann.page.locator('.my-games .turn-line').allTextContents()).toEqual(expect.arrayContaining([`${awaitedName}'s turn just now — 24 h left`]));

    await ann.page.goto(links[0]!);
    await bo.page.goto(links[1]!);
    for (const p of [ann.page, bo.page]) await p.locator(ONLINE_TABLE).waitFor();
    const [waited, waiting] = seat === 0 ? [ann, bo] : [bo, ann];
    await expect.poll(() => headerClock(waited.page)).toBe('Your turn — 24 h left');
    await expect.poll(() => headerClock(waiting.page)).toBe(`${awaitedName}'s turn — 24 h left`);
    expect(await waiting.page.locator('#turn-clock').textContent()).toBe('24 h left');

    // The host (the creator's browser) pauses the clock for a holiday, beside the log where End game is.
    await ann.page.click('#log-button');
    expect(await ann.page.locator('#turn-clock-line').textContent()).toBe(`${seat === 0 ? 'Your' : 'Bo\'s'} turn — 24 h left (24 hours a turn)`);
    await ann.page.click('#pause-clock');
    for (const p of [ann.page, bo.page]) await expect.poll(() => headerClock(p)).toMatch(/— clock paused, 24 h left$/);
    await expect.poll(() => tableLines(ann.page)).toEqual([expect.stringContaining('The host paused the turn clock')]);
    clock.advance(10 * DAY);
    await server.host.turnClocks.poll();
    expect((await server.host.store.loadGame(game))!.seats.every((s) => s.bot === null)).toBe(true);
    await ann.page.click('#resume-clock');
    for (const p of [ann.page, bo.page]) await expect.poll(() => headerClock(p)).toMatch(/— 24 h left$/);
    await ann.page.screenshot({ path: join(shots, 'online-turn-clock.png') });

    // The awaited seat's person leaves; their time runs out: a stand-in plays their seat, said by the table.
    await waited.page.goto('about:blank');
    clock.advance(25 * HOUR);
    await server.host.turnClocks.poll();
    await expect.poll(() => tableLines(waiting.page)).toContain(`The turn's time ran out for ${awaitedName}: a bot plays their seat until they come back.`);
    await expect.poll(() => waiting.page.locator('.presence').textContent()).toContain(`${awaitedName} — a stand-in heuristic bot (the turn's time ran out)`);
    await expect.poll(() => headerClock(waiting.page), { timeout: 30_000 }).toBe('Your turn — 24 h left');

    // Their person comes back (their browser keeps the seat's key): the stand-in leaves the seat.
    const back = waited;
    await back.page.goto(`${server.url}/?game=${game}&seat=${seat}`);
    await back.page.locator(ONLINE_TABLE).waitFor();
    await expect.poll(() => waiting.page.locator('.presence').textContent()).toContain(`${awaitedName} — connected`);
    await expect.poll(() => tableLines(waiting.page)).toContain(`${awaitedName} is back: the stand-in bot leaves their seat.`);
    expect(await headerClock(back.page)).toBe(`${otherName}'s turn — 24 h left`);
    expect([...ann.errors, ...bo.errors]).toEqual([]);
    for (const p of [ann, bo]) await p.context.close();
  });
});
