import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { builtClient, webRoot } from './harness';
import { ONLINE_TABLE } from './online-fixture';
import { freePort } from '../../server/test/helpers';

/*
 * The README's "Host a game for friends", on the internet (issue #23 item 1), followed by a test: Debian's
 * nginx (scripts/ensure-nginx.sh installs it when missing) runs docs/nginx-everrain.conf — the documented
 * file itself, its ports and certificate paths substituted — as its own instance (its own prefix and
 * configuration in a temporary folder, in the foreground, on free loopback ports; never the system's
 * service), with a self-signed certificate made here by openssl, in front of the compiled server
 * (`node build.mjs`, run with `node`, as `npm start` does) given `--public-url`. Chromium, told to accept
 * that certificate and to resolve the documented name everrain.example.org to loopback, creates a game from
 * the lobby, opens the invitation links the server gives (they must name the public https address), and two
 * people play moves over wss: through the proxy: each is acknowledged (the mover's version goes on) and seen
 * by the other.
 */

const repo = join(webRoot, '../..');
const serverDir = join(repo, 'packages/server');
const NAME = 'everrain.example.org';

let dir = '';
let buildDir = '';
let nginx: ChildProcess | null = null;
let server: ChildProcess | null = null;
let browser: Browser | null = null;
let publicUrl = '';
let plainPort = 0;
let nginxLog = '';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Replaces `from` (which must be in `text`, or the documented file has changed under the test) by `to`. */
function substitute(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`docs/nginx-everrain.conf no longer has ${String(from)}: update the test with the documented file`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`), to);
}

/** Starts the compiled server with the public URL; resolves with its local port. */
function startServer(out: string, web: string): Promise<number> {
  const child = spawn(process.execPath, [join(out, 'main.js'), '--port', '0', '--db', join(dir, 'games.sqlite'), '--web', web, '--public-url', publicUrl, '--trust-proxy', '127.0.0.1', '--bot-delay', '0', '--rate', '200', '--creates-per-minute', '1000'], { stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (d: Buffer): void => {
      out += d.toString();
      const port = /The Everrain server: http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the compiled server exited (${code}) before listening: ${out}`)));
  });
}

beforeAll(async () => {
  const nginxPath = execFileSync(join(repo, 'scripts/ensure-nginx.sh'), { encoding: 'utf8' }).trim();
  dir = mkdtempSync(join(tmpdir(), 'everrain-proxy-'));
  // nginx's workers may run as another user (nobody, under root): they must reach the prefix and temp folders.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'temp'), { mode: 0o777 });
  chmodSync(join(dir, 'temp'), 0o777);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${NAME}`, '-addext', `subjectAltName=DNS:${NAME}`,
    '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')], { stdio: 'ignore' });

  const tlsPort = await freePort();
  plainPort = await freePort();
  publicUrl = `https://${NAME}:${tlsPort}`;
  const web = await builtClient();
  buildDir = mkdtempSync(join(serverDir, '.build-proxy-'));
  execFileSync(process.execPath, [join(serverDir, 'build.mjs'), buildDir], { stdio: 'inherit' });
  const serverPort = await startServer(buildDir, web);

  // The documented file, as a host would install it, with this run's ports and certificate.
  let site = readFileSync(join(repo, 'docs/nginx-everrain.conf'), 'utf8');
  site = substitute(site, 'server 127.0.0.1:8080;', `server 127.0.0.1:${serverPort};`);
  site = substitute(site, /^\s*listen \[::\].*$/m, '');
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${plainPort};`);
  site = substitute(site, 'listen 443 ssl;', `listen 127.0.0.1:${tlsPort} ssl;`);
  site = substitute(site, `/etc/letsencrypt/live/${NAME}/fullchain.pem`, join(dir, 'fullchain.pem'));
  site = substitute(site, `/etc/letsencrypt/live/${NAME}/privkey.pem`, join(dir, 'privkey.pem'));
  writeFileSync(join(dir, 'everrain.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives a site (the http block that includes it), less what needs root.
  const temp = join(dir, 'temp');
  nginxLog = join(dir, 'error.log');
  writeFileSync(join(dir, 'nginx.conf'), `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${nginxLog} info;
events { worker_connections 256; }
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${join(dir, 'everrain.conf')};
}
`);
  let nginxOut = '';
  nginx = spawn(nginxPath, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', nginxLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (d: Buffer) => { nginxOut += d.toString(); });
  nginx.stderr!.on('data', (d: Buffer) => { nginxOut += d.toString(); });
  const exited = new Promise<never>((_, reject) => nginx!.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${nginxOut}`))));
  const ready = (async () => {
    while (!(await accepts(tlsPort))) await new Promise((r) => setTimeout(r, 50));
  })();
  await Promise.race([ready, exited]);

  const executablePath = execFileSync(join(repo, 'scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
  browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
      `--host-resolver-rules=MAP ${NAME} 127.0.0.1`, '--ignore-certificate-errors'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  nginx?.kill('SIGTERM');
  server?.kill('SIGTERM');
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function person(): Promise<{ context: BrowserContext; page: Page; errors: string[]; sockets: string[] }> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  const sockets: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('websocket', (ws) => sockets.push(ws.url()));
  return { context, page, errors, sockets };
}

const version = async (page: Page): Promise<number> => Number(await page.locator(ONLINE_TABLE).getAttribute('data-version'));
const offered = async (page: Page, type?: string): Promise<number> => page.locator(`.all-actions button.action${type ? `[data-type="${type}"]` : ''}`).count();

/** Clicks an offered action (`endTurn`, or any other when null) and waits until the server has made it. */
async function play(page: Page, type: 'endTurn' | null): Promise<number> {
  const before = await version(page);
  await page.evaluate((t) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.all-actions button.action')];
    (t ? buttons.find((b) => b.dataset.type === t) : buttons.find((b) => b.dataset.type !== 'endTurn'))?.click();
  }, type);
  const anyway = page.locator('[data-testid="confirm-anyway"]');
  await expect.poll(async () => {
    if (await anyway.count()) await anyway.click();
    return version(page);
  }, { timeout: 20_000, message: 'the move is acknowledged through the proxy' }).toBeGreaterThan(before);
  return version(page);
}

describe('hosting behind a TLS reverse proxy (docs/nginx-everrain.conf)', () => {
  it('serves the game over https, gives invitation links naming the public URL, and two people play over wss: through nginx', async () => {
    // Plain http is sent on to https.
    const plain = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: plainPort, path: '/', headers: { host: NAME } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      }).once('error', reject);
    });
    expect(plain).toEqual({ status: 301, location: `https://${NAME}/` });

    const ann = await person();
    const bo = await person();
    await ann.page.goto(publicUrl);
    await ann.page.click('#play-online');
    await ann.page.selectOption('#online-players', '2');
    await ann.page.click('#create-online');
    await ann.page.locator('.invite-link').nth(1).waitFor();
    const links = await ann.page.locator('.invite-link').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.startsWith(`${publicUrl}/?game=`), `${link} names the public URL`).toBe(true);

    await ann.page.goto(links[0]!);
    await bo.page.goto(links[1]!);
    for (const p of [ann.page, bo.page]) await p.locator(ONLINE_TABLE).waitFor({ timeout: 30_000 });
    for (const p of [ann, bo]) expect(p.sockets).toContain(`wss://${NAME}:${new URL(publicUrl).port}/ws`);

    // Moves by whoever the game awaits (a move, then the end of that turn, then the other's move): each is
    // acknowledged through the proxy (the mover's version goes on) and seen by the other.
    const people = [ann.page, bo.page];
    for (const step of ['move', 'endTurn', 'move'] as const) {
      await expect.poll(async () => (await offered(ann.page)) + (await offered(bo.page)), { message: 'someone is offered moves' }).toBeGreaterThan(0);
      const mover = (await offered(ann.page)) > 0 ? ann.page : bo.page;
      const other = people.find((p) => p !== mover)!;
      const made = await play(mover, step === 'endTurn' && (await offered(mover, 'endTurn')) > 0 ? 'endTurn' : null);
      await expect.poll(() => version(other), { message: `the other person sees the ${step}` }).toBe(made);
    }

    expect([...ann.errors, ...bo.errors]).toEqual([]);
    // The sockets went through nginx: once closed, its log has their upgrades (101) on /ws.
    await ann.context.close();
    await bo.context.close();
    await expect.poll(() => readFileSync(join(dir, 'access.log'), 'utf8').match(/"GET \/ws HTTP\/1\.1" 101/g)?.length ?? 0, { message: 'nginx logged the WebSocket upgrades' }).toBeGreaterThanOrEqual(2);
  });
});
