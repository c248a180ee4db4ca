import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { isPublicAddress } from '../src/notify-webhook';
import { OptionError, parseServerCommand } from '../src/options';
import { noticesAfterCommit } from '../src/notify-trigger';
import { wordsFor, type MessageKind } from '../src/notify-words';
import type { GameSummary } from '../src/store';
import type { RunningServer } from '../src/server';
import type { ServerOptions } from '../src/server';
import { join, type Client } from './client';
import { tempDb, testServer } from './helpers';
import { HookReceiver, linksIn, MailCatcher, passTurn, table, type ReceivedMail } from './notify-fixtures';

/*
 * Issue #23 item 3 (D165): turn notices away from the page, by e-mail through a real SMTP server and by
 * webhook to a real HTTP receiver, on the server's ManualClock (no waiting: time is moved, then the deliverer's
 * polls are awaited).
 */

const PUBLIC = 'https://everrain.example.org';
const GRACE = 60_000;
const FROM = 'The Everrain <everrain@example.org>';

let smtp: MailCatcher;
let hooks: HookReceiver;
const servers: RunningServer[] = [];

beforeAll(async () => {
  smtp = await MailCatcher.start();
  hooks = await HookReceiver.start();
});

afterAll(async () => {
  for (const s of servers) await s.close().catch(() => {});
  await smtp.close();
  await hooks.close();
});

type NotifyOptions = NonNullable<ServerOptions['notify']>;

/** A server on a ManualClock mailing through the test's SMTP server; connections never time out meanwhile. */
async function server(o: { notify?: Partial<NotifyOptions>; file?: string; clock?: ManualClock; smtp?: boolean } = {}): Promise<RunningServer & { clock: ManualClock }> {
  const clock = o.clock ?? new ManualClock();
  const mail = o.smtp === false ? {} : { smtpUrl: smtp.url, mailFrom: FROM };
  const s = await testServer({ clock, publicUrl: PUBLIC, limits: { heartbeatMs: 86_400_000, helloTimeoutMs: 86_400_000 }, notify: { ...mail, pollMs: 1000, ...o.notify } }, o.file ?? tempDb());
  servers.push(s);
  return Object.assign(s, { clock });
}

/** Moves the server's time on and waits for what it set off (presence writes, the deliverer's polls). */
async function pass(s: RunningServer & { clock: ManualClock }, ms: number): Promise<void> {
  await s.notify.settled();
  s.clock.advance(ms);
  await s.notify.settled();
}

const local = (s: RunningServer, link: string) => link.replace(PUBLIC, s.url);

/** The seat's address subscribed and confirmed through its confirmation mail's link; the confirmation mail. */
async function confirmed(s: RunningServer & { clock: ManualClock }, c: Client, address: string): Promise<ReceivedMail> {
  const before = smtp.to(address).length;
  expect(await c.ask({ t: 'notify', email: address }, (m) => m.t === 'notify' || m.t === 'refused')).toMatchObject({ t: 'notify', email: { address, confirmed: false } });
  await s.notify.settled();
  const mails = smtp.to(address);
  expect(mails).toHaveLength(before + 1);
  const mail = mails[mails.length - 1]!;
  const link = linksIn(mail.text).find((l) => l.includes('/api/notify/confirm?token='))!;
  const seatTold = c.next((m) => m.t === 'notify' && (m.email as { confirmed: boolean } | null)?.confirmed === true);
  const page = await fetch(local(s, link));
  expect(page.status).toBe(200);
  await seatTold;
  return mail;
}

/** How a seat's messages name its game: by the other seat's name. */
const withOther = (seat: number) => `(the game with ${seat === 0 ? 'Ben' : 'Ana'})`;
const turnMails = (address: string) => smtp.to(address).filter((m) => m.subject === 'Your turn in The Everrain');

describe('notices away from the page (D165)', () => {
  it('the welcome carries a seat\'s settings and the idle time; a spectator\'s carries no settings', async () => {
    const s = await server();
    const t = await table(s);
    expect(t.welcomes[0]).toMatchObject({ idleAfterMs: 300_000, notify: { email: null, webhook: null, always: false, emailAvailable: true } });
    const watcher = await join(s.url, { game: t.game });
    expect(watcher.welcome.idleAfterMs).toBe(300_000);
    expect(watcher.welcome).not.toHaveProperty('notify');
    for (const c of [...t.clients, watcher.client]) c.close();
  });

  it('an address gets mail only once confirmed; a turn passing to the away seat then sends one mail with the game\'s public link and an unsubscribe link, whose page and POST stop further mail', async () => {
    const s = await server();
    const t = await table(s);
    const away = 1 - t.first;
    const ben = t.clients[away]!;
    const address = `away-${t.game}@example.org`;
    ben.send({ t: 'activity', looking: false });
    // Subscribed: a confirmation mail, with its link and an unsubscribe link, both on the public URL.
    expect(await ben.ask({ t: 'notify', email: address }, (m) => m.t === 'notify' || m.t === 'refused')).toEqual({ t: 'notify', email: { address, confirmed: false }, webhook: null, always: false, emailAvailable: true });
    await s.notify.settled();
    const [confirmation] = smtp.to(address);
    expect(smtp.to(address)).toHaveLength(1);
    expect(confirmation!.subject).toBe('Confirm your address for The Everrain');
    expect(confirmation!.headers.get('from')).toContain('everrain@example.org');
    const links = linksIn(confirmation!.text);
    const confirmLink = links.find((l) => l.startsWith(`${PUBLIC}/api/notify/confirm?token=`));
    expect(confirmLink).toBeTruthy();
    expect(links.some((l) => l.startsWith(`${PUBLIC}/api/notify/unsubscribe?token=`))).toBe(true);

    // Unconfirmed: the turn passing to the seat sends nothing.
    await passTurn(t);
    await pass(s, GRACE + 5_000);
    expect(smtp.to(address)).toHaveLength(1);

    // The confirmation link: a page, and the seat's connection is told.
    const seatTold = ben.next((m) => m.t === 'notify' && (m.email as { confirmed: boolean } | null)?.confirmed === true);
    const page = await fetch(local(s, confirmLink!));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('Confirmed: you will get a mail when it is your turn in this game');
    expect(html).toContain(`href="${PUBLIC}/?game=${t.game}&amp;seat=${away}"`);
    expect(html).not.toMatch(/<script|style=/);
    expect(await seatTold).toMatchObject({ email: { address, confirmed: true } });

    // Ben plays his turn out, Ana hers: the turn passes to Ben, away from the page — one mail, after the grace.
    await passTurn(t);
    const version = await passTurn(t);
    await pass(s, GRACE - 10_000);
    expect(turnMails(address)).toHaveLength(0);
    await pass(s, 15_000);
    expect(turnMails(address)).toHaveLength(1);
    await pass(s, 10 * GRACE);
    expect(turnMails(address)).toHaveLength(1);
    const mail = turnMails(address)[0]!;
    const [line, ...rest] = mail.text.split('\n\n');
    expect(line).toBe(`It is your turn in The Everrain ${withOther(away)}.`);
    expect(line).not.toContain(t.game);
    const mailLinks = linksIn(mail.text);
    expect(mailLinks).toContain(`${PUBLIC}/?game=${t.game}&seat=${away}`);
    expect(mail.text).not.toMatch(/key=|#/);
    const unsubscribe = mailLinks.find((l) => l.startsWith(`${PUBLIC}/api/notify/unsubscribe?token=`))!;
    expect(rest.join('\n')).toContain(unsubscribe);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(version).toBeGreaterThan(0);

    // The unsubscribe link: GET only shows a button (a scanner's prefetch changes nothing)…
    const shown = await fetch(local(s, unsubscribe));
    expect(shown.status).toBe(200);
    const form = await shown.text();
    expect(form).toMatch(/<form method="post" action="\/api\/notify\/unsubscribe\?token=[\w-]+">/);
    expect(form).not.toMatch(/<script|style=/);
    expect((await s.host.store.loadNotify(t.game, away))?.email).toBe(address);
    // …the POST (the button, or a mail program's one-click) unsubscribes, and the seat is told.
    const off = ben.next((m) => m.t === 'notify' && m.email === null);
    const posted = await fetch(local(s, unsubscribe), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('Unsubscribed');
    await off;
    await passTurn(t);
    await passTurn(t);
    await pass(s, 2 * GRACE);
    expect(turnMails(address)).toHaveLength(1);
    // A link this server did not make is a 404 page.
    expect((await fetch(`${s.url}/api/notify/unsubscribe?token=${'x'.repeat(43)}`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${s.url}/api/notify/confirm?token=nothing`)).status).toBe(404);
    for (const c of t.clients) c.close();
  });

  it('a seat looking at the game gets no mail; the same seat hidden or idle gets it; with "always" it gets it while looking', async () => {
    const s = await server();
    const t = await table(s);
    const away = 1 - t.first;
    const ben = t.clients[away]!;
    const address = `looking-${t.game}@example.org`;
    await confirmed(s, ben, address);
    // Looking (from its hello on): nothing.
    await passTurn(t);
    await pass(s, GRACE + 5_000);
    expect(turnMails(address)).toHaveLength(0);
    // Hidden or idle (the page says so): the mail.
    await passTurn(t);
    ben.send({ t: 'activity', looking: false });
    await passTurn(t);
    await pass(s, GRACE + 5_000);
    expect(turnMails(address)).toHaveLength(1);
    // Looking again, but "always".
    ben.send({ t: 'activity', looking: true });
    expect(await ben.ask({ t: 'notify', always: true }, (m) => m.t === 'notify')).toMatchObject({ always: true, email: { address, confirmed: true } });
    await passTurn(t);
    await passTurn(t);
    await pass(s, GRACE + 5_000);
    expect(turnMails(address)).toHaveLength(2);
    for (const c of t.clients) c.close();
  });

  it('a notice whose seat moved before the grace ended is not sent; a game ended by its host tells the away seats it is over', async () => {
    const s = await server();
    const t = await table(s);
    const away = 1 - t.first;
    const ben = t.clients[away]!;
    const address = `stale-${t.game}@example.org`;
    await confirmed(s, ben, address);
    ben.send({ t: 'activity', looking: false });
    await passTurn(t);
    await pass(s, 20_000);
    // Ben moves within the grace (from another device, say): the notice is stale.
    await passTurn(t);
    await pass(s, 2 * GRACE);
    expect(turnMails(address)).toHaveLength(0);
    // The host ends the game: Ben, away, hears it is over.
    const watcher = await join(s.url, { game: t.game });
    watcher.client.send({ t: 'end', host: t.host });
    await watcher.client.next((m) => m.t === 'welcome' && typeof m.notice === 'string');
    await pass(s, GRACE + 5_000);
    const over = smtp.to(address).filter((m) => m.subject === 'Your game of The Everrain is over');
    expect(over).toHaveLength(1);
    expect(over[0]!.text).toContain(`Your game of The Everrain ${withOther(away)} is over. Its host ended it.`);
    for (const c of [...t.clients, watcher.client]) c.close();
  });

  it('a webhook to a loopback receiver is refused unless the host allows private addresses; allowed, it is POSTed JSON with content and text', async () => {
    const strict = await server({ notify: { resolve: async () => ['127.0.0.1'] } });
    const t = await table(strict);
    const ben = t.clients[1 - t.first]!;
    for (const url of [hooks.url, 'https://hooks.example.org/everrain', 'http://169.254.169.254/latest', 'http://[::1]:8080/x', 'ftp://example.org/x']) {
      const answer = await ben.ask({ t: 'notify', webhook: url }, (m) => m.t === 'notify' || m.t === 'refused');
      expect(answer).toMatchObject({ t: 'refused', code: 'webhook-refused' });
    }
    expect(await strict.host.store.loadNotify(t.game, 1 - t.first)).toBeNull();
    for (const c of t.clients) c.close();

    const open = await server({ notify: { webhookAllowPrivate: true } });
    const u = await table(open);
    const away = 1 - u.first;
    const bo = u.clients[away]!;
    expect(await bo.ask({ t: 'notify', webhook: hooks.url }, (m) => m.t === 'notify' || m.t === 'refused')).toMatchObject({ t: 'notify', webhook: hooks.url, email: null });
    bo.send({ t: 'activity', looking: false });
    const before = hooks.bodies.length;
    await passTurn(u);
    await pass(open, GRACE + 5_000);
    expect(hooks.bodies).toHaveLength(before + 1);
    const body = hooks.bodies[before] as { content: string; text: string; contentType: string; path: string };
    expect(body.contentType).toBe('application/json');
    expect(body.path).toBe('/hooks/everrain');
    // Slack's text escapes &, < and > (its own markup); it reads the same once unescaped.
    expect(body.text).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
    for (const text of [body.content, body.text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]) {
      expect(text).toContain(`It is your turn in The Everrain ${withOther(away)}.`);
      expect(text).toContain(`${PUBLIC}/?game=${u.game}&seat=${away}`);
      expect(text).toContain(`${PUBLIC}/api/notify/unsubscribe?token=`);
    }
    const unsubscribe = linksIn(body.content).find((l) => l.includes('/api/notify/unsubscribe'))!;
    const off = bo.next((m) => m.t === 'notify' && m.webhook === null);
    expect((await fetch(local(open, unsubscribe), { method: 'POST' })).status).toBe(200);
    await off;
    for (const c of u.clients) c.close();
  });

  it('a failed webhook is tried again later (1 min, then 5) and delivered once; a redirect is not followed, and after five tries the message is given up', async () => {
    const s = await server({ notify: { webhookAllowPrivate: true } });
    const t = await table(s);
    const away = 1 - t.first;
    const bo = t.clients[away]!;
    const flaky = `${hooks.url}/flaky`;
    expect(await bo.ask({ t: 'notify', webhook: flaky }, (m) => m.t === 'notify' || m.t === 'refused')).toMatchObject({ webhook: flaky });
    bo.send({ t: 'activity', looking: false });
    const to = (path: string) => hooks.bodies.filter((b) => b.path === path);
    hooks.answers.push(503, 500);
    await passTurn(t);
    await pass(s, GRACE + 1_000);
    expect(to('/hooks/everrain/flaky')).toHaveLength(1);
    await pass(s, 60_000);
    expect(to('/hooks/everrain/flaky')).toHaveLength(2);
    await pass(s, 4 * 60_000);
    expect(to('/hooks/everrain/flaky')).toHaveLength(2);
    await pass(s, 60_000);
    expect(to('/hooks/everrain/flaky')).toHaveLength(3);
    await pass(s, 24 * 3_600_000);
    expect(to('/hooks/everrain/flaky')).toHaveLength(3);

    // A receiver that redirects: never followed; tried five times in all, then given up.
    const moved = `${hooks.url}/moved`;
    hooks.redirectTo = `${hooks.url}/elsewhere`;
    hooks.answers.push(301, 301, 301, 301, 301);
    expect(await bo.ask({ t: 'notify', webhook: moved }, (m) => m.t === 'notify' || m.t === 'refused')).toMatchObject({ webhook: moved });
    await passTurn(t);
    await passTurn(t);
    for (let i = 0; i < 10; i++) await pass(s, 3_600_000);
    expect(to('/hooks/everrain/moved')).toHaveLength(5);
    expect(to('/hooks/everrain/elsewhere')).toHaveLength(0);
    expect(hooks.answers).toEqual([]);
    for (const c of t.clients) c.close();
  });

  it('what a stored version queues: "your turn" for each seat it newly awaits (not a bot\'s), "game over" for every seat once it ends', () => {
    const at = (version: number, awaited: number[], over = false): GameSummary => ({ version, awaited, over, result: over ? 'won' : null, updatedAt: 0 });
    const seats = [{ bot: null }, { bot: null }, { bot: 'heuristic' }];
    expect(noticesAfterCommit('g', seats, at(4, [0]), at(5, [1]))).toEqual([{ kind: 'your-turn', game: 'g', seat: 1, version: 5 }]);
    expect(noticesAfterCommit('g', seats, at(4, [0]), at(5, [0]))).toEqual([]);
    expect(noticesAfterCommit('g', seats, at(4, [0]), at(5, [0, 1, 2]))).toEqual([{ kind: 'your-turn', game: 'g', seat: 1, version: 5 }]);
    expect(noticesAfterCommit('g', seats, at(8, [1]), at(9, [], true)).map((n) => [n.kind, n.seat])).toEqual([['game-over', 0], ['game-over', 1], ['game-over', 2]]);
    expect(noticesAfterCommit('g', seats, at(9, [], true), at(10, [], true))).toEqual([]);
  });

  it('every kind of message in players\' words: the names at the table, the links, never an id, nothing left undefined', () => {
    const now = Date.UTC(2026, 10, 27, 9, 0);
    for (const kind of ['your-turn', 'reminder', 'bot-playing', 'game-over', 'confirm'] as MessageKind[]) {
      const words = wordsFor({ kind, names: ['Ana', 'Ben', 'Cy'], seat: 1, result: 'lost', deadline: now + 3 * 3_600_000, now, gameLink: `${PUBLIC}/?game=Gx1d&seat=1`, unsubscribeLink: `${PUBLIC}/api/notify/unsubscribe?token=T`, confirmLink: `${PUBLIC}/api/notify/confirm?token=C` });
      expect(words.subject, kind).toMatch(/The Everrain/);
      expect(words.line, kind).toContain('the game with Ana and Cy');
      expect(words.line.replace(/https:\/\/\S+/g, ''), kind).not.toMatch(/Gx1d|undefined|null|NaN/);
      expect(words.text, kind).toContain(`${PUBLIC}/?game=Gx1d&seat=1`);
      expect(words.text, kind).toContain(`${PUBLIC}/api/notify/unsubscribe?token=T`);
    }
    expect(wordsFor({ kind: 'reminder', names: ['Ana'], seat: 0, result: null, deadline: now + 3 * 3_600_000, now, gameLink: 'L', unsubscribeLink: 'U' }).line).toBe('It is still your turn in The Everrain (your solo game), and its time runs out in about 3 hours (Friday 27 November, 12:00 UTC): then a bot plays your seat until you come back.');
    expect(wordsFor({ kind: 'game-over', names: ['Ana', 'Ben'], seat: 0, result: 'lost', deadline: null, now, gameLink: 'L', unsubscribeLink: 'U' }).line).toBe('Your game of The Everrain (the game with Ben) is over. The crew lost.');
    expect(wordsFor({ kind: 'confirm', names: ['Ana', 'Ben'], seat: 0, result: null, deadline: null, now, gameLink: 'L', unsubscribeLink: 'U', confirmLink: 'C' }).line).toContain('Open this link to confirm: C');
  });

  it('webhooks reach public unicast addresses only (ipaddr.js\'s ranges)', () => {
    for (const inside of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '224.0.0.1', 'not-an-address']) expect(isPublicAddress(inside), inside).toBe(false);
    for (const outside of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect(isPublicAddress(outside), outside).toBe(true);
  });

  it('the options: SMTP and its sender from flags or the environment (the sender required with SMTP), the times in seconds, private webhooks off by default', () => {
    const none = parseServerCommand([], {});
    expect(none).toMatchObject({ smtpUrl: null, mailFrom: null, notifyDelayMs: 60_000, idleAfterMs: 300_000, notifyPollMs: 5_000, webhookAllowPrivate: false });
    expect(parseServerCommand([], { SMTP_URL: 'smtps://u:p@mail.example.org', EVERRAIN_MAIL_FROM: 'everrain@example.org' })).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.org', mailFrom: 'everrain@example.org' });
    expect(parseServerCommand(['--smtp-url', 'smtp://mail:587', '--mail-from', 'a@b.org', '--notify-delay', '5', '--idle-after', '120', '--webhook-allow-private'], { SMTP_URL: 'smtp://other' })).toMatchObject({ smtpUrl: 'smtp://mail:587', notifyDelayMs: 5_000, idleAfterMs: 120_000, webhookAllowPrivate: true });
    expect(() => parseServerCommand(['--smtp-url', 'smtp://mail:587'], {})).toThrow(/needs --mail-from/);
    expect(() => parseServerCommand(['--smtp-url', 'https://u:secret@mail', '--mail-from', 'a@b.org'], {})).toThrow(OptionError);
    expect(() => parseServerCommand(['--smtp-url', 'https://u:secret@mail', '--mail-from', 'a@b.org'], {})).not.toThrow(/secret/);
    expect(() => parseServerCommand(['--notify-delay', 'soon'], {})).toThrow(/--notify-delay must be a whole number/);
  });

  it('a queued message survives a restart on the same SQLite file and is delivered once after it', async () => {
    const file = tempDb();
    const first = await server({ file });
    const t = await table(first);
    const away = 1 - t.first;
    const address = `restart-${t.game}@example.org`;
    await confirmed(first, t.clients[away]!, address);
    t.clients[away]!.send({ t: 'activity', looking: false });
    await passTurn(t);
    await pass(first, 10_000);
    for (const c of t.clients) c.close();
    await first.close();
    expect(turnMails(address)).toHaveLength(0);
    const again = await server({ file, clock: new ManualClock(first.clock.now()) });
    await pass(again, GRACE);
    expect(turnMails(address)).toHaveLength(1);
    await pass(again, 10 * GRACE);
    expect(turnMails(address)).toHaveLength(1);
  });

  it('malformed or refused settings change nothing: a spectator, bad fields, a refused webhook beside a good address, e-mail on a server with no SMTP', async () => {
    const s = await server({ notify: { resolve: async () => ['10.0.0.7'] } });
    const t = await table(s);
    const seat = 1 - t.first;
    const ben = t.clients[seat]!;
    const address = `bad-${t.game}@example.org`;
    const cases: [object, string][] = [
      [{ t: 'notify', email: 'not an address' }, 'malformed'],
      [{ t: 'notify', email: 5 }, 'malformed'],
      [{ t: 'notify', always: 'yes' }, 'malformed'],
      [{ t: 'notify', webhook: '' }, 'malformed'],
      [{ t: 'notify', webhook: `https://example.org/${'x'.repeat(2100)}` }, 'malformed'],
      [{ t: 'notify', email: address, colour: 'red' }, 'malformed'],
      [{ t: 'notify', email: address, webhook: 'https://hooks.internal.example/x' }, 'webhook-refused'],
      [{ t: 'activity' }, 'malformed'],
      [{ t: 'activity', looking: 'no' }, 'malformed'],
    ];
    for (const [message, code] of cases) {
      const answer = await ben.ask(message, (m) => m.t === 'refused' || m.t === 'notify');
      expect(answer, JSON.stringify(message)).toMatchObject({ t: 'refused', code });
    }
    const watcher = await join(s.url, { game: t.game });
    expect(await watcher.client.ask({ t: 'notify', email: address }, (m) => m.t === 'refused' || m.t === 'notify')).toMatchObject({ t: 'refused', code: 'spectator' });
    await s.notify.settled();
    expect(await s.host.store.loadNotify(t.game, seat)).toBeNull();
    expect(smtp.to(address)).toHaveLength(0);
    for (const c of [...t.clients, watcher.client]) c.close();

    const noMail = await server({ smtp: false });
    const u = await table(noMail);
    expect(u.welcomes[0]).toMatchObject({ notify: { emailAvailable: false } });
    const refused = await u.clients[0]!.ask({ t: 'notify', email: address }, (m) => m.t === 'refused' || m.t === 'notify');
    expect(refused).toMatchObject({ t: 'refused', code: 'email-unavailable' });
    expect(String(refused.message)).toMatch(/no e-mail/);
    for (const c of u.clients) c.close();
  });
});


