import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { defaultContent } from '@everrain/content';
import { startServer, type RunningServer } from '../../server/src/server';
import { SqliteStore } from '../../server/src/sqlite-store';
import { MailCatcher } from '../../server/test/notify-fixtures';
import { builtClient, launchChromium } from './harness';
import { ONLINE_TABLE } from './online-fixture';

/*
 * Issue #23 item 3 from the page: a seat's person asks for mail on their turn in the game's panel, confirms it
 * from the mail a real SMTP server (smtp-server, on loopback) received, hides the tab (the page tells the server
 * it is away), and the turn passing to them brings one mail with the game's link and an unsubscribe link.
 */

let server: RunningServer;
let mail: MailCatcher;
let browser: Browser;

beforeAll(async () => {
  mail = await MailCatcher.start();
  const db = join(mkdtempSync(join(tmpdir(), 'everrain-away-')), 'games.sqlite');
  server = await startServer({
    store: new SqliteStore(db), content: defaultContent(), webDir: await builtClient(), botDelayMs: 0, bots: { threads: 0 }, createsPerMinute: 10_000,
    limits: { perSecond: 200, burst: 400 }, notify: { smtpUrl: mail.url, mailFrom: 'The Everrain <everrain@example.org>', delayMs: 0, pollMs: 200, idleAfterMs: 60_000 },
  });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mail?.close();
});

async function open(link: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(link);
  await page.locator(ONLINE_TABLE).waitFor();
  return { page, errors };
}

const awaited = (page: Page) => page.evaluate(() => {
  const s = window.everrainOnline!.snapshot();
  return s.view.pending[0]?.seat ?? s.view.turn?.seat ?? null;
});

it('mail on your turn: asked for on the page, confirmed from the mail, sent when the turn comes while the tab is hidden', async () => {
  const response = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, names: ['Ann', 'Bo'] }) });
  const made = (await response.json()) as { seats: { link: string }[] };
  const first = await open(made.seats[0]!.link);
  const second = await open(made.seats[1]!.link);
  const mover = (await awaited(first.page)) === 0 ? first : second;
  const waiter = mover === first ? second : first;
  const waiterName = waiter === first ? 'Ann' : 'Bo';
  const address = `${waiterName.toLowerCase()}@example.org`;

  // The person who waits asks for mail in the game's panel; a confirmation link is mailed first.
  await waiter.page.click('#log-button');
  await waiter.page.locator('#away-notices summary').click();
  await waiter.page.fill('#away-email', address);
  await waiter.page.click('#away-email-save');
  await expect.poll(() => waiter.page.locator('#away-email-status').textContent()).toContain(`A confirmation link was sent to ${address}`);
  await expect.poll(() => mail.to(address).length).toBe(1);
  const confirm = /https?:\/\/\S+\/api\/notify\/confirm\?token=[\w-]+/.exec(mail.to(address)[0]!.text)?.[0];
  expect(confirm, 'the confirmation mail carries its link').toBeDefined();
  const tab = await waiter.page.context().newPage();
  await tab.goto(confirm!);
  expect(await tab.locator('body').textContent()).toMatch(/confirmed/i);
  await tab.close();
  await expect.poll(() => waiter.page.locator('#away-email-status').textContent()).toContain(`Mail goes to ${address}`);

  // The waiting person's tab is hidden: the page tells the server, which mails the turn when it comes.
  await waiter.page.evaluate(() => window.everrainTest!.setHidden(true));
  for (let n = 0; n < 60 && (await awaited(mover.page)) !== (mover === first ? 1 : 0); n++) {
    const end = mover.page.locator('.turn .end-turn');
    if (await end.count()) {
      await end.click();
      const anyway = mover.page.locator('[data-testid=confirm-anyway]');
      if (await anyway.count()) await anyway.click();
    } else {
      const answer = mover.page.locator('.prompt .answer:visible').first();
      if (await answer.count()) await answer.click();
    }
    await mover.page.waitForTimeout(100);
  }
  await expect.poll(() => mail.to(address).length, { timeout: 15_000 }).toBe(2);
  const turn = mail.to(address)[1]!;
  expect(turn.subject).toMatch(/your turn/i);
  expect(turn.text).toContain(`/?game=`);
  expect(turn.text).not.toMatch(/#key=/);
  expect(turn.text).toMatch(/\/api\/notify\/unsubscribe\?token=/);
  expect(turn.headers.get('list-unsubscribe')).toMatch(/unsubscribe/);
  expect([...first.errors, ...second.errors]).toEqual([]);
}, 180_000);
