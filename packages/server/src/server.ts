import websocket from '@fastify/websocket';
import { stateHash, type ContentSet } from '@everrain/engine';
import type { BotLimitsOption } from './bot-seats';
import Fastify, { type FastifyInstance } from 'fastify';
import { Connection, DEFAULT_LIMITS, type ConnectionLimits } from './connection';
import { finishedSave } from './finished-save';
import { Host } from './host';
import { linkOrigin } from './links';
import { createRequest, myGamesRequest, WS_MAX_PAYLOAD } from './protocol';
import { actionTimes } from './stats';
import { serveStatic } from './static-files';
import type { Store } from './store';

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
  readonly limits?: Partial<ConnectionLimits>;
  /** New games one address may create per minute. */
  readonly createsPerMinute?: number;
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
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly host: Host;
  readonly url: string;
  close(): Promise<void>;
}

/** One process, one port: the web client, the HTTP API (games, lobby) and the game WebSocket (/ws). */
export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const host = new Host(o.store, { content: o.content, snapshotEvery: o.snapshotEvery ?? 0, ...(o.unloadAfterMs !== undefined ? { unloadAfterMs: o.unloadAfterMs } : {}), ...(o.onFatal ? { onFatal: o.onFatal } : {}), ...(o.botDelayMs !== undefined ? { botDelayMs: o.botDelayMs } : {}) });
  if (o.bots) host.bots.configure(o.bots);
  const limits = { ...DEFAULT_LIMITS, ...o.limits };
  const app = Fastify({ bodyLimit: 16 * 1024, logger: false });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });

  const creates = new Map<string, number[]>();
  const perMinute = o.createsPerMinute ?? 60;

  app.post('/api/games', async (request, reply) => {
    const now = Date.now();
    const recent = (creates.get(request.ip) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMinute) return reply.code(429).send({ error: 'Too many new games from this address; wait a minute.' });
    recent.push(now);
    creates.set(request.ip, recent);
    const body = createRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: `Not a valid game: ${body.error.issues[0]?.message ?? ''}` });
    if (body.data.seed !== undefined && !o.allowSeeds) return reply.code(400).send({ error: 'This server gives every game a fresh seed: a chosen one would let its chooser know every face-down card.' });
    const made = await host.create(body.data);
    if (!made.ok) return reply.code(400).send({ error: made.message });
    const origin = linkOrigin({ publicUrl: o.publicUrl ?? null, protocol: request.protocol, hostHeader: request.headers.host, bound: o.host ?? '127.0.0.1' });
    // The key rides in the fragment: browsers never send it to a server, nor in a Referer.
    const seats = made.keys.map((key, seat) => ({ seat, key, link: `${origin}/?game=${made.game}&seat=${seat}#key=${key}` }));
    return { game: made.game, seats, spectate: `${origin}/?game=${made.game}` };
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
    if (!room) return reply.code(404).send({ error: 'There is no such game.' });
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
  }

  /** For a load balancer: 200 while this process serves and its store answers. */
  app.get('/api/health', async (_request, reply) => {
    try {
      await host.store.loadGame('health-check');
      return { ok: true, rooms: host.loadedRooms() };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  /** Server-side action times since the last call (arrival → ack sent), for the load generator. */
  app.get('/api/stats', async () => ({ actions: actionTimes.take(), rooms: host.loadedRooms(), commits: host.committer.stats, bots: host.bots.stats }));

  app.get('/ws', { websocket: true }, (socket) => {
    new Connection(socket, host, limits);
  });

  serveStatic(app, o.webDir ?? null);

  const address = await app.listen({ port: o.port ?? 0, host: o.host ?? '127.0.0.1' });
  return {
    app,
    host,
    url: address,
    async close() {
      await app.close();
      await host.close();
    },
  };
}
