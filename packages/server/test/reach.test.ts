import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { linkOrigin, reachLines, reachableHost } from '../src/links';
import { DEFAULT_DB, DEFAULT_HOST, defaultDb, EARLIER_DB, listenFailure, OptionError, parseServerCommand, REPO_ROOT } from '../src/options';

/*
 * Reaching friends (issue #23 item 1): the options as flags and variables, the links' address, and the
 * compiled server (build.mjs → node, no tsx) saying a taken port in one line.
 */

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LAN = (): string[] => ['192.168.1.23', '10.0.0.5'];

describe('the server\'s node flags', () => {
  it('npm start (the root\'s and the server package\'s) runs node with SERVER_NODE_FLAGS, as the load bench\'s server does', () => {
    for (const file of ['../../../package.json', '../package.json']) {
      const start = (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
      const node = /\bnode ((?:--\S+ )*)\S*dist\/main\.js$/.exec(start);
      expect(node, start).not.toBeNull();
      expect(node![1]!.trim().split(' ').filter(Boolean)).toEqual([...SERVER_NODE_FLAGS]);
    }
  });
});

describe('the server\'s options', () => {
  it('take flags, then EVERRAIN_ variables, then the plain ones, then the defaults', () => {
    const none = parseServerCommand([], {}, '/somewhere', () => false);
    expect(none).toMatchObject({ host: DEFAULT_HOST, port: 8080, publicUrl: null, db: DEFAULT_DB, store: null });
    expect(DEFAULT_DB).toBe(join(REPO_ROOT, 'everrain.sqlite'));
    const env = { HOST: '10.1.1.1', PORT: '9000', PUBLIC_URL: 'https://plain.example', EVERRAIN_PORT: '9001' };
    expect(parseServerCommand([], env, '/w')).toMatchObject({ host: '10.1.1.1', port: 9001, publicUrl: 'https://plain.example' });
    expect(parseServerCommand(['--port', '8081', '--host', '0.0.0.0', '--public-url', 'https://games.example.org/'], env, '/w'))
      .toMatchObject({ host: '0.0.0.0', port: 8081, publicUrl: 'https://games.example.org' });
    expect(parseServerCommand(['--db', 'games.sqlite'], { EVERRAIN_DB: '/x/y.sqlite' }, '/w').db).toBe('/w/games.sqlite');
    expect(parseServerCommand([], { EVERRAIN_DB: 'rel.sqlite' }, '/w').db).toBe('/w/rel.sqlite');
  });

  it('keep using a file from before issue #23 (packages/server/everrain.sqlite) when the root has none, and say so', () => {
    expect(defaultDb(() => false)).toEqual({ db: DEFAULT_DB, notice: null });
    expect(defaultDb((f) => f === EARLIER_DB)).toEqual({ db: EARLIER_DB, notice: expect.stringContaining(DEFAULT_DB) });
    expect(defaultDb(() => true).db).toBe(DEFAULT_DB);
    expect(parseServerCommand([], {}, '/w', (f) => f === EARLIER_DB)).toMatchObject({ db: EARLIER_DB, dbNotice: expect.any(String) });
    expect(parseServerCommand(['--db', 'x.sqlite'], {}, '/w', (f) => f === EARLIER_DB)).toMatchObject({ db: '/w/x.sqlite', dbNotice: null });
  });

  it('refuse bad input in one line', () => {
    const bad = [['--port', '80a'], ['--port', '70000'], ['8081'], ['--nope'], ['--public-url', 'games.example.org'], ['--public-url', 'https://x.org/everrain'],
      ['--public-url', 'ftp://x.org'], ['--host', 'a b'], ['--store', 'mysql://x'], ['--rate', '0']];
    for (const args of bad) {
      let error: unknown = null;
      try {
        parseServerCommand(args, {}, '/w');
      } catch (e) {
        error = e;
      }
      expect(error, args.join(' ')).toBeInstanceOf(OptionError);
      expect((error as Error).message, args.join(' ')).not.toContain('\n');
    }
  });

  it('explain a port that cannot be had, with what to do', () => {
    expect(listenFailure({ code: 'EADDRINUSE' }, '127.0.0.1', 8080)).toMatch(/^Port 8080 is taken on 127\.0\.0\.1 .*--port 8081/);
    expect(listenFailure({ code: 'EACCES' }, '0.0.0.0', 80)).toMatch(/ports below 1024/);
    expect(listenFailure(new Error('other'), '127.0.0.1', 8080)).toBeNull();
  });
});

describe('the links\' address', () => {
  it('is the public URL when there is one, else the address the request came to', () => {
    expect(linkOrigin({ publicUrl: 'https://games.example.org', protocol: 'http', hostHeader: '127.0.0.1:8080', bound: '127.0.0.1' })).toBe('https://games.example.org');
    expect(linkOrigin({ publicUrl: null, protocol: 'http', hostHeader: '192.168.1.23:8080', bound: '0.0.0.0', addresses: LAN })).toBe('http://192.168.1.23:8080');
    expect(linkOrigin({ publicUrl: null, protocol: 'http', hostHeader: 'box.local:8080', bound: '0.0.0.0', addresses: LAN })).toBe('http://box.local:8080');
    expect(linkOrigin({ publicUrl: null, protocol: 'http', hostHeader: '127.0.0.1:8080', bound: '127.0.0.1', addresses: LAN })).toBe('http://127.0.0.1:8080');
  });

  it('is never loopback when the server listens beyond this machine', () => {
    for (const header of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080']) {
      expect(linkOrigin({ publicUrl: null, protocol: 'http', hostHeader: header, bound: '0.0.0.0', addresses: LAN })).toBe('http://192.168.1.23:8080');
      expect(linkOrigin({ publicUrl: null, protocol: 'http', hostHeader: header, bound: '10.0.0.5', addresses: LAN })).toBe('http://10.0.0.5:8080');
    }
    expect(reachableHost('::', LAN)).toBe('192.168.1.23');
    expect(reachableHost('fd00::5', LAN)).toBe('[fd00::5]');
    expect(reachLines({ bound: '0.0.0.0', port: 8080, publicUrl: null, addresses: LAN })[0]).toContain('http://192.168.1.23:8080');
    expect(reachLines({ bound: '127.0.0.1', port: 8080, publicUrl: null, addresses: LAN })[0]).toContain('--host 0.0.0.0');
  });
});

describe('the compiled server', () => {
  let out = '';
  let dir = '';
  let holder: Server | null = null;
  beforeAll(() => {
    out = mkdtempSync(join(serverDir, '.build-reach-'));
    dir = mkdtempSync(join(tmpdir(), 'everrain-reach-'));
    execFileSync(process.execPath, [join(serverDir, 'build.mjs'), out], { stdio: 'inherit' });
  }, 120_000);
  afterAll(() => {
    holder?.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  function run(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string; stop(): void }> {
    const child = spawn(process.execPath, [join(out, 'main.js'), '--db', join(dir, 'games.sqlite'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    return new Promise((resolveRun) => {
      const done = (code: number | null): void => resolveRun({ code, stdout, stderr, stop: () => child.kill('SIGTERM') });
      child.once('exit', (code) => done(code));
      child.stdout.on('data', () => {
        if (/The Everrain server: .*\n.*\n/.test(stdout)) done(null);
      });
    });
  }

  it('starts with node alone, prints where it listens, where the games are stored and who can reach it; makes links from --public-url', async () => {
    const started = await run(['--port', '0'], { EVERRAIN_PUBLIC_URL: 'https://games.example.org', PORT: '1' });
    try {
      expect(started.code).toBeNull();
      expect(started.stdout).toContain(`(store: ${join(dir, 'games.sqlite')})`);
      expect(started.stdout).toContain('Players reach it at https://games.example.org');
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(started.stdout)![0];
      const made = (await (await fetch(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: 2, length: 'short' }) })).json()) as { seats: { link: string }[]; spectate: string };
      expect(made.seats.map((s) => s.link.slice(0, 32))).toEqual(['https://games.example.org/?game=', 'https://games.example.org/?game=']);
      expect(made.spectate.startsWith('https://games.example.org/?game=')).toBe(true);
    } finally {
      started.stop();
    }
  });

  it('says a taken port in one line, with how to choose another, and exits non-zero', async () => {
    holder = createServer();
    const port = await new Promise<number>((r) => holder!.listen(0, '127.0.0.1', () => r((holder!.address() as { port: number }).port)));
    const failed = await run([], { EVERRAIN_PORT: String(port) });
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^everrain server: Port ${port} is taken on 127\\.0\\.0\\.1 .*--port`))]);
  });

  it('says a bad option in one line and exits 2', async () => {
    const failed = await run(['8081']);
    expect(failed.code).toBe(2);
    expect(failed.stderr.trim().split('\n')).toHaveLength(1);
  });
});
