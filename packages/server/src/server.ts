import websocket from '@fastify/websocket';
import { stateHash, type ContentSet } from '@everrain/engine';
import type { BotLimitsOption } from './bot-seats';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { Connection, DEFAULT_LIMITS, type ConnectionLimits } from './connection';
import { SECURITY_HEADERS } from './headers';
import { addressKey, BucketsByKey, checkLimits, DEFAULT_SERVER_LIMITS, TokenBucket, type ServerLimits } from './limits';
import { finishedSave } from './finished-save';
import { Host } from './host';
import { linkOrigin } from './links';
import { notifyPages } from './notify-pages';
import { Notify, type NotifyOptions } from './notify-service';
import { createRequest, myGamesRequest, WS_MAX_PAYLOAD } from './protocol';
import { actionParts, actionTimes, commitTimes } from './stats';
import { loopDelay } from './loop-delay';
import { serveStatic } from './static-files';
import type { Store } from './store';
import type { Notices } from './notices';
import { DEFAULT_TURN_CLOCKS, type TurnClockOptions } from './turn-clocks';

export interface ServerOptions {
  readonly store: Store;
  readonly content: ContentSet;
  readonly port?: number;
  readonly host?: string;
  /** Where players reach the server (an https:// origin behind a TLS proxy): the links it makes name it (links.ts). */
  readonly publicUrl?: string | null;
  /** The built web client to serve (packages/web/dist); null to serve the API alone. */
  readonly webDir?: string | null;
  readonly snapshotEvery?: number;
  readonly unloadAfterMs?: number;
  /** Every limit and timeout (connection.ts, limits.ts); each left out has its default. */
  readonly limits?: Partial<ConnectionLimits & ServerLimits>;
  /** New games one address may create per minute (the same as `limits.gamesPerAddressPerMinute`). */
  readonly createsPerMinute?: number;
  /** The clock the limits and timeouts count with (tests give a ManualClock). */
  readonly clock?: Clock;
  /**
   * Behind a reverse proxy: whose X-Forwarded-For to believe for a client's address (Fastify's trustProxy:
   * true, or the proxy's addresses/CIDRs, comma-separated). Without it every client counts as the proxy's address.
   */
  readonly trustProxy?: boolean | string;
  /** Tests only: GET /api/games/:id/hash gives the durable state's hash (a fingerprint of secret state). */
  readonly testHooks?: boolean;
  readonly onFatal?: (error: unknown) => void;
  /** The pause before a server-side bot seat moves (ms; default 800, 0 in tests). */
  readonly botDelayMs?: number;
  /** The bot work the server runs: threads (decisions at once in all) and a search's budget of iterations. */
  readonly bots?: BotLimitsOption;
  /**
   * Whether a new game may be given a chosen seed (POST /api/games `seed`). Whoever chooses a seed can work
   * out every face-down card: for tests, and for players who agree to it. Default false.
   */
  readonly allowSeeds?: boolean;
  /** Notices away from the page (D165): SMTP, webhooks, the grace before sending, the idle time. */
  readonly notify?: NotifyOptions;
  /** Where the rooms' and turn clocks' notices go instead of the server's own delivery (tests record them); default: that delivery. */
  readonly notices?: Notices;
  /** Turn clocks and expiry (D164): the poll's period, the reminder's point, how long finished and abandoned games are kept. */
  readonly turnClocks?: Partial<TurnClockOptions>;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly host: Host;
  readonly url: string;
  /** Notices away from the page and presence across nodes (D165). */
  readonly notify: Notify;
  close(): Promise<void>;
}

/** One process, one port: the web client, the HTTP API (games, lobby) and the game WebSocket (/ws). */
export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const clock = o.clock ?? systemClock;
  const notify = new Notify(o.store, clock, o.notify ?? {});
  const host = new Host(o.store, {
    content: o.content, snapshotEvery: o.snapshotEvery ?? 0, clock, ...(o.unloadAfterMs !== undefined ? { unloadAfterMs: o.unloadAfterMs } : {}), ...(o.onFatal ? { onFatal: o.onFatal } : {}),
    ...(o.botDelayMs !== undefined ? { botDelayMs: o.botDelayMs } : {}), notices: o.notices ?? notify, ...(o.turnClocks ? { turnClocks: o.turnClocks } : {}),
  });
  if (o.bots) host.bots.configure(o.bots);
  const kept = { ...DEFAULT_TURN_CLOCKS, ...o.turnClocks };
  const limits = checkLimits({
    ...DEFAULT_LIMITS, ...DEFAULT_SERVER_LIMITS,
    ...(o.createsPerMinute !== undefined ? { gamesPerAddressPerMinute: o.createsPerMinute } : {}),
    ...o.limits,
  }, ['burst', 'strikes', 'spectatorsPerGame', 'connectionsPerAddress', 'connections', 'gamesPerAddressPerMinute', 'gamesPerAddressPerDay', 'gamesPerMinute']);
  const app = Fastify({
    bodyLimit: 16 * 1024,
    logger: false,
    trustProxy: o.trustProxy ?? false,
    // Node's own checks: a request's headers, and the whole request, within their time (looked at every timeoutCheckMs).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.timeoutCheckMs },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });

  // New games: a minute's and a day's worth per address, and a minute's worth for everyone together.
  const gamesPerMinute = new BucketsByKey(limits.gamesPerAddressPerMinute, limits.gamesPerAddressPerMinute / 60, clock);
  const gamesPerDay = new BucketsByKey(limits.gamesPerAddressPerDay, limits.gamesPerAddressPerDay / 86_400, clock);
  const gamesInAll = new TokenBucket(limits.gamesPerMinute, limits.gamesPerMinute / 60, clock);

  app.post('/api/games', async (request, reply) => {
    const who = addressKey(request.ip);
    const minute = gamesPerMinute.get(who);
    const day = gamesPerDay.get(who);
    if (!minute.ready()) return reply.code(429).header('retry-after', '60').send({ error: `Too many new games from this address (at most ${limits.gamesPerAddressPerMinute} a minute); wait a minute.` });
    if (!day.ready()) return reply.code(429).header('retry-after', '3600').send({ error: `Too many new games from this address today (at most ${limits.gamesPerAddressPerDay} a day).` });
    if (!gamesInAll.ready()) return reply.code(503).header('retry-after', '60').send({ error: 'This server is making as many new games as it can just now; try again in a minute.' });
    minute.take();
    day.take();
    gamesInAll.take();
    const body = createRequest.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      // Where the fault is (`turnLimit.hours: …`), so a client can say which field to fix.
      return reply.code(400).send({ error: `Not a valid game: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? ''}` });
    }
    if (body.data.seed !== undefined && !o.allowSeeds) return reply.code(400).send({ error: 'This server gives every game a fresh seed: a chosen one would let its chooser know every face-down card.' });
    const made = await host.create(body.data);
    if (!made.ok) return reply.code(400).send({ error: made.message });
    const origin = linkOrigin({ publicUrl: o.publicUrl ?? null, protocol: request.protocol, hostHeader: request.headers.host, bound: o.host ?? '127.0.0.1' });
    // The key rides in the fragment: browsers never send it to a server, nor in a Referer.
    const seats = made.keys.map((key, seat) => ({ seat, key, link: `${origin}/?game=${made.game}&seat=${seat}#key=${key}` }));
    // `host`: the creator's key for host powers that never play a seat (re-invite, bots for absent seats, end: D163).
    return { game: made.game, seats, spectate: `${origin}/?game=${made.game}`, host: made.host };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const room = /^[A-Za-z0-9_-]{8,32}$/.test(request.params.id) ? await host.room(request.params.id) : null;
    if (!room) return reply.code(404).send({ error: 'There is no such game.' });
    return { game: room.id, version: room.durable.version, seats: room.presence(), over: room.durable.state.outcome !== null, nextGame: room.nextGame };
  });

  /**
   * A finished game as a save file (the format every client reads: web/src/session.ts, the terminal), to
   * watch its replay. Never a running game's: its seed and moves would show every face-down card.
   */
  app.get<{ Params: { id: string } }>('/api/games/:id/replay', async (request, reply) => {
    const room = /^[A-Za-z0-9_-]{8,32}$/.test(request.params.id) ? await host.room(request.params.id) : null;
    // A finished game's replay is kept until the game expires (D164), then it is gone for good.
    if (!room) return reply.code(404).send({ error: `There is no such game: a finished game's replay is kept ${days(kept.expireFinishedMs)} after it ends, then deleted with the game.` });
    const save = await finishedSave(host.store, room);
    if (!save) return reply.code(409).send({ error: 'This game is not over: its replay opens once it ends.' });
    return save;
  });

  app.post('/api/my-games', async (request, reply) => {
    const body = myGamesRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'Send { seats: [{ game, seat, key }] }.' });
    return { games: await host.myGames(body.data.seats) };
  });

  if (o.testHooks) {
    app.get<{ Params: { id: string } }>('/api/games/:id/hash', async (request, reply) => {
      const room = await host.room(request.params.id);
      if (!room) return reply.code(404).send({});
      await host.committer.idle();
      return { version: room.durable.version, hash: stateHash(room.durable.state) };
    });
    /** The process's memory after a full garbage collection (when node runs with --expose-gc), and the rooms in memory: for the turn-a-day bench. */
    app.post('/api/test/memory', async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      return { collected: gc !== undefined, rooms: host.loadedRooms(), rss, heapUsed, external, arrayBuffers };
    });
  }

  /**
   * For a load balancer: 200 while this process serves and its store completes a round trip (a health row
   * written durably and read back) within healthTimeoutMs; 503 with the reason otherwise.
   */
  app.get('/api/health', async (_request, reply) => {
    let timedOut: (why: string) => void = () => {};
    const late = new Promise<string>((done) => { timedOut = done; });
    const timer = clock.after(limits.healthTimeoutMs, () => timedOut(`the store did not answer within ${limits.healthTimeoutMs} ms`));
    const check = host.store.checkHealth().then((ok) => (ok ? null : 'the store did not give back what was written'), (error: unknown) => `the store failed: ${error instanceof Error ? error.message : String(error)}`);
    const problem = await Promise.race([check, late]);
    timer.cancel();
    if (problem) return reply.code(503).send({ ok: false, error: problem });
    return { ok: true, rooms: host.loadedRooms() };
  });

  /**
   * For the load bench: server-side action times (arrival → ack sent) and the event loop's delay since the
   * last call, the rooms in memory, the group commits, the bots, the turn clocks, and the process's memory (bytes).
   */
  app.get('/api/stats', async () => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    return { actions: actionTimes.take(), parts: actionParts.take(), loop: loopDelay.take(), writes: commitTimes.take(), rooms: host.loadedRooms(), commits: host.committer.stats, bots: host.bots.stats, turnClocks: host.turnClocks.stats, memory: { rss, heapUsed, external, arrayBuffers } };
  });

  // Open WebSockets, per address and in all: one over either cap is told why and closed at once.
  const open = new Map<string, number>();
  let openInAll = 0;
  app.get('/ws', { websocket: true }, (socket, request) => {
    const who = addressKey(request.ip);
    const mine = open.get(who) ?? 0;
    const refusal = openInAll >= limits.connections
      ? { code: 1013, reason: 'server full', t: 'server-full', message: 'This server holds as many connections as it can; try again later.' }
      : mine >= limits.connectionsPerAddress
        ? { code: 4430, reason: 'too many connections', t: 'too-many-connections', message: `At most ${limits.connectionsPerAddress} connections from one address; close some.` }
        : null;
    if (refusal) {
      socket.send(JSON.stringify({ t: 'refused', id: null, code: refusal.t, message: refusal.message, version: null }));
      socket.close(refusal.code, refusal.reason);
      return;
    }
    open.set(who, mine + 1);
    openInAll++;
    socket.once('close', () => {
      openInAll--;
      const left = (open.get(who) ?? 1) - 1;
      if (left > 0) open.set(who, left);
      else open.delete(who);
    });
    new Connection(socket, host, limits, clock, notify);
  });

  notifyPages(app, notify);
  serveStatic(app, o.webDir ?? null);

  const address = await app.listen({ port: o.port ?? 0, host: o.host ?? '127.0.0.1' });
  // The links in messages: the public URL, else this server's address (a reachable one when it listens widely).
  notify.setOrigin(linkOrigin({ publicUrl: o.publicUrl ?? null, protocol: 'http', hostHeader: new URL(address).host, bound: o.host ?? '127.0.0.1' }));
  return {
    app,
    host,
    url: address,
    notify,
    async close() {
      await app.close();
      await notify.close();
      await host.close();
    },
  };
}

/** A length of time in days, for people ("30 days", "1 day", "12 hours"). */
function days(ms: number): string {
  const d = ms / 86_400_000;
  if (d >= 1) return `${Math.round(d * 10) / 10} day${d === 1 ? '' : 's'}`;
  const h = Math.round(ms / 3_600_000);
  return `${h} hour${h === 1 ? '' : 's'}`;
}
