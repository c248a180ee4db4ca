import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/*
 * The server's command line (issue #23 item 1): every option as a flag, the ones a host is most likely to set
 * as environment variables too. A flag wins over its variable, the EVERRAIN_ variable over the plain one.
 * Bad input is one line saying what is wrong (OptionError); main.ts prints it and exits 2.
 */

/** packages/server: src/options.ts and the compiled dist/main.js both sit one folder below it. */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository's root, where the README says the game's SQLite file lives. */
export const REPO_ROOT = resolve(serverDir, '../..');
export const DEFAULT_DB = resolve(REPO_ROOT, 'everrain.sqlite');
/** Where the file landed before issue #23 (the server's working directory under `npm start -w`). */
export const EARLIER_DB = resolve(serverDir, 'everrain.sqlite');

/**
 * The SQLite file when none is given: the repository's root — or, if only a file from before issue #23 exists
 * (packages/server/everrain.sqlite), that one, so a host's running games are not left behind; with a notice.
 */
export function defaultDb(exists: (file: string) => boolean = existsSync): { readonly db: string; readonly notice: string | null } {
  if (!exists(DEFAULT_DB) && exists(EARLIER_DB)) {
    return { db: EARLIER_DB, notice: `Using the games stored at ${EARLIER_DB} (where earlier versions kept them); move it to ${DEFAULT_DB} or give --db to choose.` };
  }
  return { db: DEFAULT_DB, notice: null };
}
export const DEFAULT_WEB = resolve(serverDir, '../web/dist');
export const DEFAULT_PORT = 8080;
/** Loopback: nobody else can reach a server started without --host (see README, "Host a game for friends"). */
export const DEFAULT_HOST = '127.0.0.1';

export class OptionError extends Error {}

const DAY_MS = 86_400_000;

export interface ServerCommand {
  readonly help: boolean;
  readonly host: string;
  readonly port: number;
  /** Where players reach the server (https://games.example.org), origin only; null: the address a request came to. */
  readonly publicUrl: string | null;
  /** The SQLite file, absolute. */
  readonly db: string;
  /** Said at start about the file chosen (defaultDb), or null. */
  readonly dbNotice: string | null;
  /** A postgres:// URL, or null for the SQLite file. */
  readonly store: string | null;
  readonly web: string;
  readonly snapshotEvery: number;
  readonly createsPerMinute: number;
  readonly createsPerDay: number;
  readonly testHooks: boolean;
  readonly botDelayMs: number;
  readonly botThreads: number;
  readonly botSamples: number;
  readonly allowSeeds: boolean;
  readonly rate: number;
  /** The caps a public server needs (issue #23 item 5, limits.ts); every other limit is a startServer option. */
  readonly gamesPerMinute: number;
  readonly connectionsPerAddress: number;
  readonly connections: number;
  readonly spectators: number;
  /** Whom to believe about a client's address behind a proxy: false, true, or the proxy's address(es). */
  readonly trustProxy: boolean | string;
  /** Notices away from the page (D165): SMTP (smtp:// or smtps://, null: no e-mail), its From, the times, webhooks' reach. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string | null;
  readonly notifyDelayMs: number;
  readonly idleAfterMs: number;
  readonly notifyPollMs: number;
  readonly webhookAllowPrivate: boolean;
  /** Turn clocks and expiry (D164): the poll's period, the reminder's point, how long finished and abandoned games are kept. */
  readonly clockPollMs: number;
  readonly remindWhenLeft: number;
  readonly expireFinishedMs: number;
  readonly expireAbandonedMs: number;
  /** A game nobody is connected to leaves memory after this long (ms); it stays in the store and is loaded again on its next message. */
  readonly unloadAfterMs: number;
}

export const USAGE = `The Everrain game server: serves the game and hosts online games.

  npm start -- [options]          (from the repository's root: builds, then runs node packages/server/dist/main.js)

  --host ADDRESS        address to listen on (env EVERRAIN_HOST or HOST; default ${DEFAULT_HOST}, this machine only;
                        0.0.0.0 lets others on your network in)
  --port N              port (env EVERRAIN_PORT or PORT; default ${DEFAULT_PORT}; 0 picks a free one)
  --public-url URL      the address players use, e.g. https://everrain.example.org behind a TLS proxy
                        (env EVERRAIN_PUBLIC_URL or PUBLIC_URL); invitation links name it
  --db FILE             the SQLite file (env EVERRAIN_DB; default everrain.sqlite in the repository's root)
  --store URL           a postgres:// URL instead of the SQLite file (env EVERRAIN_STORE)
  --web DIR             the built web client (default packages/web/dist)
  --bot-delay MS        pause before a bot seat moves (default 800)
  --bot-threads N       bot decisions at once (default 1)
  --bot-samples N       a search bot's samples per decision (default 4)
  --rate N              messages a second one connection may send (default 20)
  --creates-per-minute N  new games one address may create a minute (default 60)
  --creates-per-day N   new games one address may create a day (default 1000)
  --snapshot-every N    actions between stored snapshots (default 200)
  --allow-seeds         let a new game be given a chosen seed
  --games-per-minute N  new games in all a minute (default 300)
  --connections-per-address N  connections one address may hold (default 50)
  --connections N       connections in all (default 10000)
  --spectators N        spectators per game (default 100)
  --trust-proxy ADDR    the reverse proxy's address, whose X-Forwarded-For names the player (env
                        EVERRAIN_TRUST_PROXY; e.g. 127.0.0.1 behind a local nginx; true trusts any)
  --smtp-url URL        the mail server for turn e-mails: smtp://host:587 or smtps://user:password@host
                        (env EVERRAIN_SMTP_URL or SMTP_URL; none: players may choose webhooks only)
  --mail-from ADDRESS   the mails' sender, e.g. "The Everrain <everrain@example.org>" (env EVERRAIN_MAIL_FROM
                        or MAIL_FROM; needed with --smtp-url)
  --notify-delay S      seconds a turn notice waits before it is sent (default 60; a quick answer needs none)
  --idle-after S        seconds without input after which an open page counts as away (default 300)
  --notify-poll S       seconds between looks for notices due (default 5)
  --webhook-allow-private  let webhooks reach private and loopback addresses (default: public ones only)
  --clock-poll S        how often turn deadlines, reminders and expired games are looked for, in seconds
                        (env EVERRAIN_CLOCK_POLL; default 30)
  --remind-at-left PCT  a turn's reminder goes when this percentage of its time limit is left (env
                        EVERRAIN_REMIND_AT_LEFT; default 25; 0: no reminders)
  --expire-finished-days N   finished games (and their replays) are deleted N days after they end (env
                        EVERRAIN_EXPIRE_FINISHED_DAYS; default 30)
  --expire-abandoned-days N  games nobody moved in for N days are deleted (env EVERRAIN_EXPIRE_ABANDONED_DAYS;
                        default 90)
  --unload-after MS     a game nobody is connected to leaves memory after this long, and is loaded from the
                        store again on its next message (default 300000, five minutes)
  --help                this text`;

type Env = Readonly<Record<string, string | undefined>>;

function integer(name: string, text: string, min: number, max: number): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new OptionError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

/** The origin of a public URL (no trailing slash); refuses what would make broken links. */
export function publicOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new OptionError(`--public-url must be a full address such as https://everrain.example.org, not "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OptionError(`--public-url must start with https:// or http://, not "${text}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new OptionError(`--public-url must be an origin only (scheme, host and port: the game is served from /), not "${text}"`);
  }
  return url.origin;
}

/** Reads the command line and the environment; throws OptionError (one line) on anything it cannot use. */
export function parseServerCommand(argv: readonly string[], env: Env = process.env, cwd: string = env.INIT_CWD ?? process.cwd(), exists: (file: string) => boolean = existsSync): ServerCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        host: { type: 'string' },
        port: { type: 'string' },
        'public-url': { type: 'string' },
        db: { type: 'string' },
        store: { type: 'string' },
        web: { type: 'string' },
        'snapshot-every': { type: 'string', default: '200' },
        'creates-per-minute': { type: 'string', default: '60' },
        'creates-per-day': { type: 'string', default: '1000' },
        'test-hooks': { type: 'boolean', default: false },
        'bot-delay': { type: 'string', default: '800' },
        'bot-threads': { type: 'string', default: '1' },
        'bot-samples': { type: 'string', default: '4' },
        'allow-seeds': { type: 'boolean', default: false },
        rate: { type: 'string', default: '20' },
        'games-per-minute': { type: 'string', default: '300' },
        'connections-per-address': { type: 'string', default: '50' },
        connections: { type: 'string', default: '10000' },
        spectators: { type: 'string', default: '100' },
        'trust-proxy': { type: 'string' },
        'smtp-url': { type: 'string' },
        'mail-from': { type: 'string' },
        'notify-delay': { type: 'string', default: '60' },
        'idle-after': { type: 'string', default: '300' },
        'notify-poll': { type: 'string', default: '5' },
        'webhook-allow-private': { type: 'boolean', default: false },
        'clock-poll': { type: 'string' },
        'remind-at-left': { type: 'string' },
        'expire-finished-days': { type: 'string' },
        'expire-abandoned-days': { type: 'string' },
        'unload-after': { type: 'string', default: '300000' },
      },
    }));
  } catch (error) {
    // node's messages are one line already; say how to see the options.
    const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
    throw new OptionError(`${message.replace(/\. To specify a positional argument.*$/, '')} (--help lists the options)`);
  }
  const pick = (flag: string | undefined, ...names: string[]): string | undefined => {
    if (flag !== undefined) return flag;
    for (const name of names) {
      const v = env[name];
      if (v !== undefined && v !== '') return v;
    }
    return undefined;
  };
  const host = pick(values.host, 'EVERRAIN_HOST', 'HOST') ?? DEFAULT_HOST;
  if (!/^[A-Za-z0-9.:_[\]-]+$/.test(host)) throw new OptionError(`--host must be an address or a host name such as 0.0.0.0, not "${host}"`);
  const portText = pick(values.port, 'EVERRAIN_PORT', 'PORT');
  const publicText = pick(values['public-url'], 'EVERRAIN_PUBLIC_URL', 'PUBLIC_URL');
  const dbText = pick(values.db, 'EVERRAIN_DB');
  const store = pick(values.store, 'EVERRAIN_STORE') ?? null;
  if (store !== null && !/^postgres(ql)?:\/\//.test(store)) throw new OptionError(`--store must be a postgres:// URL (or left out for the SQLite file --db), not "${store}"`);
  const rate = integer('rate', values.rate, 1, 1_000_000);
  const smtpUrl = pick(values['smtp-url'], 'EVERRAIN_SMTP_URL', 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) throw new OptionError(`--smtp-url must be an smtp:// or smtps:// address, e.g. smtps://user:password@mail.example.org, not "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}"`);
  const mailFrom = pick(values['mail-from'], 'EVERRAIN_MAIL_FROM', 'MAIL_FROM') ?? null;
  if (smtpUrl !== null && mailFrom === null) throw new OptionError('--smtp-url needs --mail-from (or EVERRAIN_MAIL_FROM): the address the turn mails come from');
  const fallback = defaultDb(exists);
  return {
    help: values.help,
    host,
    port: portText === undefined ? DEFAULT_PORT : integer('port', portText, 0, 65535),
    publicUrl: publicText === undefined ? null : publicOrigin(publicText),
    db: dbText === undefined ? fallback.db : isAbsolute(dbText) ? dbText : resolve(cwd, dbText),
    dbNotice: dbText === undefined ? fallback.notice : null,
    store,
    web: values.web === undefined ? DEFAULT_WEB : resolve(cwd, values.web),
    snapshotEvery: integer('snapshot-every', values['snapshot-every'], 0, 1_000_000),
    createsPerMinute: integer('creates-per-minute', values['creates-per-minute'], 1, 1_000_000),
    createsPerDay: integer('creates-per-day', values['creates-per-day'], 1, 1_000_000_000),
    testHooks: values['test-hooks'],
    botDelayMs: integer('bot-delay', values['bot-delay'], 0, 3_600_000),
    botThreads: integer('bot-threads', values['bot-threads'], 0, 64),
    botSamples: integer('bot-samples', values['bot-samples'], 1, 10_000),
    allowSeeds: values['allow-seeds'],
    rate,
    gamesPerMinute: integer('games-per-minute', values['games-per-minute'], 1, 1_000_000),
    connectionsPerAddress: integer('connections-per-address', values['connections-per-address'], 1, 1_000_000),
    connections: integer('connections', values.connections, 1, 10_000_000),
    spectators: integer('spectators', values.spectators, 0, 1_000_000),
    trustProxy: trustProxyOf(pick(values['trust-proxy'], 'EVERRAIN_TRUST_PROXY') ?? ''),
    smtpUrl,
    mailFrom,
    notifyDelayMs: 1000 * integer('notify-delay', values['notify-delay'], 0, 86_400),
    idleAfterMs: 1000 * integer('idle-after', values['idle-after'], 10, 86_400),
    notifyPollMs: 1000 * integer('notify-poll', values['notify-poll'], 1, 3_600),
    webhookAllowPrivate: values['webhook-allow-private'],
    clockPollMs: integer('clock-poll', pick(values['clock-poll'], 'EVERRAIN_CLOCK_POLL') ?? '30', 1, 3600) * 1000,
    remindWhenLeft: integer('remind-at-left', pick(values['remind-at-left'], 'EVERRAIN_REMIND_AT_LEFT') ?? '25', 0, 99) / 100,
    expireFinishedMs: integer('expire-finished-days', pick(values['expire-finished-days'], 'EVERRAIN_EXPIRE_FINISHED_DAYS') ?? '30', 1, 36_500) * DAY_MS,
    expireAbandonedMs: integer('expire-abandoned-days', pick(values['expire-abandoned-days'], 'EVERRAIN_EXPIRE_ABANDONED_DAYS') ?? '90', 1, 36_500) * DAY_MS,
    unloadAfterMs: integer('unload-after', values['unload-after'], 0, 2_147_483_647),
  };
}

function trustProxyOf(text: string): boolean | string {
  return text === 'true' ? true : text === '' || text === 'false' ? false : text;
}

/** One line for a failure to listen, with what to do; null for errors this cannot explain. */
export function listenFailure(error: unknown, host: string, port: number): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const where = `${host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is taken on ${host} (another program, or another Everrain server, is using it): choose another with --port, e.g. npm start -- --port ${port === 65535 ? 8081 : port + 1} (or EVERRAIN_PORT=${port === 65535 ? 8081 : port + 1}).`;
    case 'EACCES':
      return `Not allowed to listen on ${where} (ports below 1024 need privileges): choose a port from 1024 up with --port, and put a reverse proxy in front for 80/443 (README, "Host a game for friends").`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine: choose one it has with --host (0.0.0.0 for all of them, 127.0.0.1 for this machine only).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host name ${host} does not resolve: give an address with --host (0.0.0.0 for all of this machine's, 127.0.0.1 for this machine only).`;
    default:
      return null;
  }
}
