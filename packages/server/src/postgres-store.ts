import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONFIRM_TOKEN_KEPT_MS, outboxOf, presenceOf, subscriptionOf, tokenOf, OUTBOX_KEPT_MS, TOKEN_KEPT_MS, type OutboxRow } from './notify-rows';
import type { AppendResult, ChatLine, DueTimers, GameSummary, NewOutboxEntry, NotifySubscription, NotifyToken, OutboxEntry, PresenceChange, PresenceRow, RemoteChange, SeatKeys, Snapshot, Store, StoredAction, StoredGame, StoredSeat, TurnClockState } from './store';
import { pausedTurn } from './turn-time';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  rematch_of TEXT,
  next_game TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  awaited TEXT NOT NULL DEFAULT '[]',
  over BOOLEAN NOT NULL DEFAULT FALSE,
  result TEXT,
  updated_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  key_hash BYTEA NOT NULL,
  left_game BOOLEAN NOT NULL DEFAULT FALSE,
  bot TEXT,
  PRIMARY KEY (game_id, seat)
);
ALTER TABLE seats ADD COLUMN IF NOT EXISTS bot TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS fingerprint TEXT;
ALTER TABLE seats ADD COLUMN IF NOT EXISTS owners BYTEA[];
ALTER TABLE seats ADD COLUMN IF NOT EXISTS device_link BYTEA;
ALTER TABLE seats ADD COLUMN IF NOT EXISTS revoked BYTEA[] NOT NULL DEFAULT '{}';
ALTER TABLE seats ADD COLUMN IF NOT EXISTS keys_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN IF NOT EXISTS host_hash BYTEA;
ALTER TABLE games ADD COLUMN IF NOT EXISTS ended_at BIGINT;
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  version INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  client_id TEXT NOT NULL,
  action TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (game_id, version),
  UNIQUE (game_id, seat, client_id)
);
CREATE TABLE IF NOT EXISTS chat (
  id BIGSERIAL PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, id);
CREATE TABLE IF NOT EXISTS snapshots (
  game_id TEXT NOT NULL REFERENCES games(id),
  version INTEGER NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (game_id, version)
);
CREATE TABLE IF NOT EXISTS health (
  node TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  at BIGINT NOT NULL
);
-- Notices away from the page and presence (issue #23 items 3 and 6, D165)
CREATE TABLE IF NOT EXISTS notify_subs (
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  email TEXT,
  email_confirmed BOOLEAN NOT NULL DEFAULT FALSE,
  webhook TEXT,
  always BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS notify_tokens (
  hash BYTEA PRIMARY KEY,
  purpose TEXT NOT NULL,
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS notify_outbox (
  id BIGSERIAL PRIMARY KEY,
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  version INTEGER NOT NULL,
  deadline BIGINT,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  due_at BIGINT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued',
  claimed_until BIGINT,
  attempts INTEGER NOT NULL DEFAULT 0,
  done_at BIGINT
);
CREATE INDEX IF NOT EXISTS notify_outbox_due ON notify_outbox (state, due_at);
CREATE INDEX IF NOT EXISTS notify_tokens_age ON notify_tokens (created_at);
CREATE TABLE IF NOT EXISTS notify_presence (
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  node TEXT NOT NULL,
  looking BOOLEAN NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (game_id, seat, node)
);
`;

// ---- Turn clocks and expiry (issue #23 item 4, D164): columns and rows ----
/** Added to databases made before: their games have no limit, their turn is "since the last action". */
const CLOCK_SCHEMA = `
ALTER TABLE games ADD COLUMN IF NOT EXISTS turn_limit_ms BIGINT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS turn_version INTEGER;
ALTER TABLE games ADD COLUMN IF NOT EXISTS awaited_since BIGINT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS deadline BIGINT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS remind_at BIGINT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS paused_left BIGINT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS remind_left BIGINT;
ALTER TABLE seats ADD COLUMN IF NOT EXISTS stand_in BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX IF NOT EXISTS games_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_remind_at ON games (remind_at) WHERE remind_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_updated_at ON games (updated_at);
CREATE INDEX IF NOT EXISTS notify_tokens_by_game ON notify_tokens (game_id);
CREATE INDEX IF NOT EXISTS notify_outbox_by_game ON notify_outbox (game_id);
`;
interface ClockRow {
  turn_limit_ms?: string | null; turn_version?: number | null; awaited_since?: string | null; deadline?: string | null;
  remind_at?: string | null; paused_left?: string | null; remind_left?: string | null;
}
const numberOrNull = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
/** The turn clock of a stored row (a row from before clocks: its turn began with its last action). */
function clockOf(row: ClockRow & { version: number; updated_at: string }): TurnClockState {
  return {
    version: row.turn_version ?? row.version, since: numberOrNull(row.awaited_since) ?? Number(row.updated_at), deadline: numberOrNull(row.deadline),
    remindAt: numberOrNull(row.remind_at), pausedLeft: numberOrNull(row.paused_left), remindLeft: numberOrNull(row.remind_left),
  };
}
/** Writes the summaries' turn clocks, each only where the turn is new (a later action of the same turn leaves its deadline, and a claimed reminder, alone). */
async function writeTurns(c: pg.PoolClient, summaries: readonly (readonly [string, GameSummary])[]): Promise<void> {
  const turns = summaries.flatMap(([id, s]) => (s.turn ? [[id, s.turn] as const] : []));
  if (turns.length === 0) return;
  await c.query(
    `UPDATE games g SET turn_version = u.turn, awaited_since = u.since, deadline = u.deadline, remind_at = u.remind_at, paused_left = u.paused_left, remind_left = u.remind_left
     FROM unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[]) AS u(id, turn, since, deadline, remind_at, paused_left, remind_left)
     WHERE g.id = u.id AND g.turn_version IS DISTINCT FROM u.turn`,
    [turns.map(([id]) => id), turns.map(([, t]) => t.version), turns.map(([, t]) => t.since), turns.map(([, t]) => t.deadline), turns.map(([, t]) => t.remindAt), turns.map(([, t]) => t.pausedLeft), turns.map(([, t]) => t.remindLeft)]);
}
// ---- end of turn clocks' block ----

/** The NOTIFY channel every node listens on: payload JSON `{ node, change }` (a RemoteChange). */
const CHANNEL = 'everrain_actions';
/** Any fixed number: the advisory lock that keeps two nodes starting at once from creating the schema together. */
const SCHEMA_LOCK = 1_493_000_014;

interface GameRow {
  id: string; options: string; seed: string; created_at: string; rematch_of: string | null; next_game: string | null;
  version: number; awaited: string; over: boolean; result: string | null; updated_at: string; fingerprint?: string | null;
  host_hash?: Buffer | null; ended_at?: string | null;
}
interface SeatRow {
  game_id: string; seat: number; name: string; key_hash: Buffer; left_game: boolean; bot: string | null;
  owners?: Buffer[] | null; device_link?: Buffer | null; revoked?: Buffer[] | null; keys_version?: number; stand_in?: boolean;
}
interface ActionRow { game_id: string; version: number; seat: number; client_id: string; action: string; at: string }

/**
 * The store in PostgreSQL (node-postgres), for several server processes sharing the games. A commit is
 * durable when it returns (PostgreSQL's default `synchronous_commit = on`, fsync'd WAL).
 *
 * Two nodes may both accept an action on the same version of a game; the database decides. `appendActions`
 * locks the games' rows (in id order, so two nodes never deadlock), keeps a game's actions only if they follow
 * on from the stored version, and leaves the rest out (its `rejected`): that node lost the race, catches up
 * from the log and refuses its action as stale. The (game, version) primary key is the backstop. Each
 * commit NOTIFYs the other nodes, which catch their rooms up (`subscribe`).
 */
export class PostgresStore implements Store {
  /** This process, in NOTIFY payloads (its own notifications are ignored). */
  readonly node = randomUUID();
  private listener: pg.Client | null = null;
  private readonly subscribers: ((change: RemoteChange) => void)[] = [];
  private closing = false;

  private constructor(private readonly url: string, private readonly pool: pg.Pool) {}

  static async open(url: string, o: { readonly poolSize?: number } = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: o.poolSize ?? 8 });
    pool.on('error', (error) => console.error('everrain server: an idle PostgreSQL connection failed', error.message));
    const store = new PostgresStore(url, pool);
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      await client.query(CLOCK_SCHEMA);
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    } finally {
      client.release();
    }
    await store.listen();
    return store;
  }

  /** A dedicated connection LISTENing for other nodes' commits; reconnects (and tells subscribers to catch up) if it drops. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      let notice: { node: string; change: RemoteChange };
      try {
        notice = JSON.parse(n.payload ?? '') as { node: string; change: RemoteChange };
      } catch {
        return;
      }
      if (notice.node === this.node) return;
      for (const fn of this.subscribers) fn(notice.change);
    });
    client.on('error', (error) => {
      if (this.closing) return;
      console.error('everrain server: the PostgreSQL LISTEN connection failed; reconnecting', error.message);
      this.listener = null;
      void client.end().catch(() => {});
      const retry = (): void => {
        if (this.closing) return;
        this.listen().then(() => { for (const fn of this.subscribers) fn({ kind: 'missed' }); }, () => setTimeout(retry, 1000).unref());
      };
      setTimeout(retry, 200).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  subscribe(fn: (change: RemoteChange) => void): void {
    this.subscribers.push(fn);
  }

  /** A NOTIFY payload: delivered to the other nodes when (and only if) the transaction commits. */
  private notice(change: RemoteChange): string {
    return JSON.stringify({ node: this.node, change });
  }

  /** Runs `work` in one transaction on one connection. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async createGame(g: StoredGame): Promise<void> {
    const s = g.summary;
    await this.transaction(async (c) => {
      await c.query('INSERT INTO games (id, options, seed, created_at, rematch_of, next_game, version, awaited, over, result, updated_at, fingerprint, host_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
        [g.id, g.options, g.seed, g.createdAt, g.rematchOf, g.nextGame, s.version, JSON.stringify(s.awaited), s.over, s.result, s.updatedAt, g.fingerprint ?? null, g.hostHash ?? null]);
      for (const seat of g.seats) {
        await c.query('INSERT INTO seats (game_id, seat, name, key_hash, left_game, bot, owners, revoked) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [g.id, seat.seat, seat.name, seat.keyHash, seat.left, seat.bot ?? null, seat.owners ? [...seat.owners] : null, [...(seat.revoked ?? [])]]);
      }
      if (g.turnLimitMs) await c.query('UPDATE games SET turn_limit_ms = $1 WHERE id = $2', [g.turnLimitMs, g.id]);
      await writeTurns(c, [[g.id, s]]);
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    return (await this.loadGames([id]))[0] ?? null;
  }

  async loadGames(ids: readonly string[]): Promise<StoredGame[]> {
    if (ids.length === 0) return [];
    const games = await this.pool.query<GameRow & ClockRow>('SELECT * FROM games WHERE id = ANY($1)', [ids]);
    const seats = await this.pool.query<SeatRow>('SELECT * FROM seats WHERE game_id = ANY($1) ORDER BY game_id, seat', [ids]);
    const byGame = new Map(ids.map((id): [string, StoredSeat[]] => [id, []]));
    for (const s of seats.rows) {
      byGame.get(s.game_id)?.push({ seat: s.seat, name: s.name, keyHash: s.key_hash, left: s.left_game, bot: s.bot ?? null, owners: s.owners ?? null, deviceLink: s.device_link ?? null, revoked: s.revoked ?? [], keysVersion: s.keys_version ?? 0, standIn: s.stand_in ?? false });
    }
    const rows = new Map(games.rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      return [{
        id: row.id, options: row.options, seed: row.seed, createdAt: Number(row.created_at), seats: byGame.get(id) ?? [], rematchOf: row.rematch_of, nextGame: row.next_game, fingerprint: row.fingerprint ?? null,
        hostHash: row.host_hash ?? null, endedAt: row.ended_at === null || row.ended_at === undefined ? null : Number(row.ended_at), turnLimitMs: numberOrNull(row.turn_limit_ms),
        summary: { version: row.version, awaited: JSON.parse(row.awaited) as number[], over: row.over, result: row.result, updatedAt: Number(row.updated_at), turn: clockOf(row) },
      }];
    });
  }

  async loadActions(id: string, afterVersion: number): Promise<StoredAction[]> {
    const result = await this.pool.query<ActionRow>('SELECT * FROM actions WHERE game_id = $1 AND version > $2 ORDER BY version', [id, afterVersion]);
    return result.rows.map((r) => ({ game: r.game_id, version: r.version, seat: r.seat, clientId: r.client_id, action: r.action, at: Number(r.at) }));
  }

  /**
   * Appends the actions of the games whose stored version they follow on from, with those games' summaries,
   * in one transaction, and notifies the other nodes; the other games' ids come back as `rejected`.
   */
  async appendActions(actions: readonly StoredAction[], summaries: ReadonlyMap<string, GameSummary>): Promise<AppendResult> {
    if (actions.length === 0) return { rejected: [] };
    const first = new Map<string, number>();
    for (const a of actions) if (!first.has(a.game)) first.set(a.game, a.version);
    const ids = [...first.keys()].sort();
    return this.transaction(async (c) => {
      const locked = await c.query<{ id: string; version: number }>('SELECT id, version FROM games WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
      const stored = new Map(locked.rows.map((r) => [r.id, r.version]));
      const rejected = ids.filter((id) => stored.get(id) !== first.get(id)! - 1);
      const lost = new Set(rejected);
      const kept = actions.filter((a) => !lost.has(a.game));
      if (kept.length > 0) {
        await c.query(
          'INSERT INTO actions (game_id, version, seat, client_id, action, at) SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[])',
          [kept.map((a) => a.game), kept.map((a) => a.version), kept.map((a) => a.seat), kept.map((a) => a.clientId), kept.map((a) => a.action), kept.map((a) => a.at)],
        );
        const won = [...summaries].filter(([id]) => !lost.has(id) && first.has(id));
        await c.query(
          `UPDATE games g SET version = u.version, awaited = u.awaited, over = u.over, result = u.result, updated_at = u.updated_at
           FROM unnest($1::text[], $2::int[], $3::text[], $4::bool[], $5::text[], $6::bigint[]) AS u(id, version, awaited, over, result, updated_at) WHERE g.id = u.id`,
          [won.map(([id]) => id), won.map(([, s]) => s.version), won.map(([, s]) => JSON.stringify(s.awaited)), won.map(([, s]) => s.over), won.map(([, s]) => s.result), won.map(([, s]) => s.updatedAt)],
        );
        await writeTurns(c, won);
        await c.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANNEL, won.map(([id, s]) => this.notice({ kind: 'actions', game: id, version: s.version }))]);
      }
      return { rejected };
    });
  }

  async setSeat(game: string, seat: number, change: { readonly name?: string; readonly left?: boolean; readonly bot?: string | null }): Promise<void> {
    // A bot given (a name) or taken back (null) is told apart from no change to the bot by $7.
    await this.pool.query(
      `WITH changed AS (UPDATE seats SET name = COALESCE($1, name), left_game = COALESCE($2, left_game), bot = CASE WHEN $7 THEN $8 ELSE bot END WHERE game_id = $3 AND seat = $4 RETURNING 1)
       SELECT pg_notify($5, $6) FROM changed`,
      [change.name ?? null, change.left ?? null, game, seat, CHANNEL, this.notice({ kind: 'game', game }), change.bot !== undefined, change.bot ?? null]);
  }

  async setSeatKeys(game: string, seat: number, keysVersion: number, keys: SeatKeys): Promise<boolean> {
    // Stored only on the count it was made on: of two nodes changing one seat's keys at once, one wins.
    const changed = await this.pool.query(
      `WITH changed AS (UPDATE seats SET key_hash = $1, owners = $2, device_link = $3, revoked = $4, keys_version = keys_version + 1
         WHERE game_id = $5 AND seat = $6 AND keys_version = $7 RETURNING 1)
       SELECT pg_notify($8, $9) FROM changed`,
      [keys.keyHash, keys.owners ? [...keys.owners] : null, keys.deviceLink, [...keys.revoked], game, seat, keysVersion, CHANNEL, this.notice({ kind: 'game', game })]);
    return (changed.rowCount ?? 0) > 0;
  }

  async endGame(game: string, at: number): Promise<void> {
    await this.pool.query(
      `WITH changed AS (UPDATE games SET ended_at = $1, over = TRUE, result = COALESCE(result, 'ended') WHERE id = $2 RETURNING 1)
       SELECT pg_notify($3, $4) FROM changed`, [at, game, CHANNEL, this.notice({ kind: 'game', game })]);
  }

  async setNextGame(game: string, next: string): Promise<string> {
    return this.transaction(async (c) => {
      const changed = await c.query('UPDATE games SET next_game = $1 WHERE id = $2 AND next_game IS NULL', [next, game]);
      if (changed.rowCount) {
        await c.query('SELECT pg_notify($1, $2)', [CHANNEL, this.notice({ kind: 'game', game })]);
        return next;
      }
      const row = await c.query<{ next_game: string | null }>('SELECT next_game FROM games WHERE id = $1', [game]);
      return row.rows[0]?.next_game ?? next;
    });
  }

  async addChat(game: string, line: ChatLine): Promise<void> {
    await this.pool.query(
      'WITH added AS (INSERT INTO chat (game_id, seat, name, text, at) VALUES ($1, $2, $3, $4, $5) RETURNING 1) SELECT pg_notify($6, $7) FROM added',
      [game, line.seat, line.name, line.text, line.at, CHANNEL, this.notice({ kind: 'chat', game, line })]);
  }

  async recentChat(game: string, limit: number): Promise<ChatLine[]> {
    const result = await this.pool.query<{ seat: number; name: string; text: string; at: string }>(
      'SELECT seat, name, text, at FROM (SELECT * FROM chat WHERE game_id = $1 ORDER BY id DESC LIMIT $2) AS recent ORDER BY id', [game, limit]);
    return result.rows.map((r) => ({ seat: r.seat, name: r.name, text: r.text, at: Number(r.at) }));
  }

  async saveSnapshot(game: string, snapshot: Snapshot): Promise<void> {
    // Two nodes may both save the same version (the same state: the engine is deterministic).
    await this.pool.query('INSERT INTO snapshots (game_id, version, state) VALUES ($1, $2, $3) ON CONFLICT (game_id, version) DO NOTHING', [game, snapshot.version, snapshot.state]);
  }

  async latestSnapshot(game: string): Promise<Snapshot | null> {
    const result = await this.pool.query<Snapshot>('SELECT version, state FROM snapshots WHERE game_id = $1 ORDER BY version DESC LIMIT 1', [game]);
    return result.rows[0] ?? null;
  }

  async checkHealth(): Promise<boolean> {
    const token = randomUUID();
    const now = Date.now();
    await this.transaction(async (c) => {
      await c.query('INSERT INTO health (node, token, at) VALUES ($1, $2, $3) ON CONFLICT (node) DO UPDATE SET token = $2, at = $3', [this.node, token, now]);
      await c.query('DELETE FROM health WHERE at < $1', [now - 86_400_000]);
    });
    const result = await this.pool.query<{ token: string }>('SELECT token FROM health WHERE node = $1', [this.node]);
    return result.rows[0]?.token === token;
  }

  // ---- Turn clocks and expiry (issue #23 item 4, D164) ----
  // Each claim clears what it claims in the same statement, under the rows' locks: of several nodes, one gets it.

  async claimTimers(now: number, limit: number): Promise<DueTimers> {
    const claim = async (column: 'deadline' | 'remind_at') => (await this.pool.query<{ id: string; turn: number; at: string }>(
      `UPDATE games g SET ${column} = NULL
       FROM (SELECT id, ${column} AS at FROM games WHERE ${column} IS NOT NULL AND ${column} <= $1 ORDER BY ${column} LIMIT $2 FOR UPDATE SKIP LOCKED) d
       WHERE g.id = d.id RETURNING g.id, COALESCE(g.turn_version, g.version) AS turn, d.at`, [now, limit])).rows.map((r) => ({ game: r.id, turn: r.turn, at: Number(r.at) }));
    return { deadlines: await claim('deadline'), reminders: await claim('remind_at') };
  }

  async pauseClock(game: string, paused: boolean, now: number): Promise<TurnClockState | null> {
    return this.transaction(async (c) => {
      const row = (await c.query<GameRow & ClockRow>('SELECT * FROM games WHERE id = $1 FOR UPDATE', [game])).rows[0];
      const limit = numberOrNull(row?.turn_limit_ms);
      if (!row || limit === null) return null;
      const clock = pausedTurn(clockOf(row), limit, paused, now);
      await c.query('UPDATE games SET deadline = $1, remind_at = $2, paused_left = $3, remind_left = $4 WHERE id = $5', [clock.deadline, clock.remindAt, clock.pausedLeft, clock.remindLeft, game]);
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, this.notice({ kind: 'game', game })]);
      return clock;
    });
  }

  async standIn(game: string, seat: number, bot: string): Promise<boolean> {
    const changed = await this.pool.query(
      `WITH changed AS (UPDATE seats SET bot = $1, stand_in = TRUE WHERE game_id = $2 AND seat = $3 AND bot IS NULL RETURNING 1)
       SELECT pg_notify($4, $5) FROM changed`, [bot, game, seat, CHANNEL, this.notice({ kind: 'game', game })]);
    return (changed.rowCount ?? 0) > 0;
  }

  async standInLeaves(game: string, seat: number): Promise<boolean> {
    const changed = await this.pool.query(
      `WITH changed AS (UPDATE seats SET bot = NULL, stand_in = FALSE WHERE game_id = $1 AND seat = $2 AND stand_in RETURNING 1)
       SELECT pg_notify($3, $4) FROM changed`, [game, seat, CHANNEL, this.notice({ kind: 'game', game })]);
    return (changed.rowCount ?? 0) > 0;
  }

  async standInGames(limit: number): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>('SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.stand_in AND NOT g.over LIMIT $1', [limit]);
    return result.rows.map((r) => r.id);
  }

  async expireGames(finishedBefore: number, abandonedBefore: number, limit: number): Promise<string[]> {
    const deleted: string[] = [];
    for (let i = 0; i < limit; i++) {
      const id = await this.transaction(async (c) => {
        const row = (await c.query<{ id: string }>(
          `SELECT id FROM games WHERE (over AND COALESCE(ended_at, updated_at) < $1) OR (NOT over AND updated_at < $2) LIMIT 1 FOR UPDATE SKIP LOCKED`, [finishedBefore, abandonedBefore])).rows[0];
        if (!row) return null;
        // Its notices (D165) go with it: subscriptions, links, messages not sent, presence.
        for (const table of ['actions', 'seats', 'chat', 'snapshots', 'notify_subs', 'notify_tokens', 'notify_outbox', 'notify_presence']) await c.query(`DELETE FROM ${table} WHERE game_id = $1`, [row.id]);
        await c.query('DELETE FROM games WHERE id = $1', [row.id]);
        await c.query('SELECT pg_notify($1, $2)', [CHANNEL, this.notice({ kind: 'game', game: row.id })]);
        return row.id;
      });
      if (id === null) break;
      deleted.push(id);
    }
    return deleted;
  }
  // ---- end of turn clocks' block ----

  // ---- Notices away from the page and presence (issue #23 items 3 and 6, D165) ----
  async loadNotify(game: string, seat: number): Promise<NotifySubscription | null> {
    const result = await this.pool.query<Parameters<typeof subscriptionOf>[0]>('SELECT * FROM notify_subs WHERE game_id = $1 AND seat = $2', [game, seat]);
    const row = result.rows[0];
    return row ? subscriptionOf(row) : null;
  }

  async saveNotify(sub: NotifySubscription): Promise<void> {
    await this.pool.query(
      `WITH saved AS (INSERT INTO notify_subs (game_id, seat, email, email_confirmed, webhook, always) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game_id, seat) DO UPDATE SET email = $3, email_confirmed = $4, webhook = $5, always = $6 RETURNING 1)
       SELECT pg_notify($7, $8) FROM saved`,
      [sub.game, sub.seat, sub.email, sub.emailConfirmed, sub.webhook, sub.always, CHANNEL, this.notice({ kind: 'notify', game: sub.game, seat: sub.seat })]);
  }

  async addNotifyToken(t: NotifyToken): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('INSERT INTO notify_tokens (hash, purpose, game_id, seat, channel, target, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [t.hash, t.purpose, t.game, t.seat, t.channel, t.target, t.createdAt]);
      await c.query('DELETE FROM notify_tokens WHERE (purpose = \'confirm\' AND created_at < $1) OR created_at < $2', [t.createdAt - CONFIRM_TOKEN_KEPT_MS, t.createdAt - TOKEN_KEPT_MS]);
    });
  }

  async findNotifyToken(hash: Buffer): Promise<NotifyToken | null> {
    const result = await this.pool.query<Parameters<typeof tokenOf>[0]>('SELECT * FROM notify_tokens WHERE hash = $1', [hash]);
    const row = result.rows[0];
    return row ? tokenOf(row) : null;
  }

  async queueNotices(entries: readonly NewOutboxEntry[], supersede: boolean): Promise<void> {
    if (entries.length === 0) return;
    await this.transaction(async (c) => {
      for (const e of entries) {
        if (supersede) await c.query('DELETE FROM notify_outbox WHERE game_id = $1 AND seat = $2 AND kind = $3 AND channel = $4 AND state = \'queued\'', [e.game, e.seat, e.kind, e.channel]);
        await c.query('INSERT INTO notify_outbox (game_id, seat, kind, version, deadline, channel, target, due_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [e.game, e.seat, e.kind, e.version, e.deadline, e.channel, e.target, e.dueAt]);
      }
    });
  }

  async claimNotices(now: number, until: number, limit: number): Promise<OutboxEntry[]> {
    // Rows another node is claiming at this moment are skipped, not waited for: each message goes to one node.
    const result = await this.pool.query<OutboxRow>(
      `UPDATE notify_outbox SET state = 'claimed', claimed_until = $2, attempts = attempts + 1
       WHERE id IN (SELECT id FROM notify_outbox WHERE (state = 'queued' AND due_at <= $1) OR (state = 'claimed' AND claimed_until <= $1)
                    ORDER BY due_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`, [now, until, limit]);
    return result.rows.map(outboxOf).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  }

  async settleNotice(id: number, settled: { readonly state: 'sent' | 'dropped' | 'failed'; readonly at: number } | { readonly retryAt: number }): Promise<void> {
    if ('retryAt' in settled) {
      await this.pool.query('UPDATE notify_outbox SET state = \'queued\', due_at = $1, claimed_until = NULL WHERE id = $2', [settled.retryAt, id]);
      return;
    }
    await this.transaction(async (c) => {
      await c.query('UPDATE notify_outbox SET state = $1, done_at = $2, claimed_until = NULL WHERE id = $3', [settled.state, settled.at, id]);
      await c.query('DELETE FROM notify_outbox WHERE state IN (\'sent\', \'dropped\', \'failed\') AND done_at < $1', [settled.at - OUTBOX_KEPT_MS]);
    });
  }

  async setPresence(node: string, changes: readonly PresenceChange[]): Promise<void> {
    if (changes.length === 0) return;
    const set = changes.filter((c) => c.looking !== null);
    const gone = changes.filter((c) => c.looking === null);
    await this.transaction(async (c) => {
      if (set.length > 0) {
        await c.query(
          `INSERT INTO notify_presence (game_id, seat, node, looking, at) SELECT g, s, $3, l, a FROM unnest($1::text[], $2::int[], $4::bool[], $5::bigint[]) AS u(g, s, l, a)
           ON CONFLICT (game_id, seat, node) DO UPDATE SET looking = excluded.looking, at = excluded.at`,
          [set.map((x) => x.game), set.map((x) => x.seat), node, set.map((x) => x.looking), set.map((x) => x.at)]);
      }
      if (gone.length > 0) {
        await c.query('DELETE FROM notify_presence USING unnest($1::text[], $2::int[]) AS u(g, s) WHERE game_id = u.g AND seat = u.s AND node = $3', [gone.map((x) => x.game), gone.map((x) => x.seat), node]);
      }
      await c.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANNEL, [...new Set(changes.map((x) => x.game))].map((game) => this.notice({ kind: 'presence', game }))]);
    });
  }

  async heartbeatPresence(node: string, at: number): Promise<void> {
    await this.pool.query('UPDATE notify_presence SET at = $1 WHERE node = $2', [at, node]);
  }

  async loadPresence(game: string, freshSince: number): Promise<PresenceRow[]> {
    const result = await this.pool.query<Parameters<typeof presenceOf>[0]>('SELECT * FROM notify_presence WHERE game_id = $1 AND at >= $2', [game, freshSince]);
    return result.rows.map(presenceOf);
  }

  async clearPresence(node: string | null): Promise<void> {
    // The games it was at are told, so their other nodes stop showing its seats as connected.
    await this.transaction(async (c) => {
      const gone = await c.query<{ game_id: string }>('DELETE FROM notify_presence WHERE node = $1 OR $1 IS NULL RETURNING game_id', [node]);
      for (const game of new Set(gone.rows.map((r) => r.game_id))) await c.query('SELECT pg_notify($1, $2)', [CHANNEL, this.notice({ kind: 'presence', game })]);
    });
  }
  // ---- end of the notices' block ----

  async close(): Promise<void> {
    this.closing = true;
    await this.listener?.end().catch(() => {});
    await this.pool.end();
  }
}
