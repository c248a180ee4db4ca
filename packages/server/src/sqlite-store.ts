import Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { checkSqliteFileBeforeOpen, quickCheckFailure, sqliteOpenFailure } from './store-open';
import { CONFIRM_TOKEN_KEPT_MS, OUTBOX_KEPT_MS, TOKEN_KEPT_MS, outboxOf, presenceOf, subscriptionOf, tokenOf, type NotifySubRow, type NotifyTokenRow, type OutboxRow, type PresenceDbRow } from './notify-rows';
import type { AppendResult, ChatLine, DueTimers, GameSummary, NewOutboxEntry, NotifySubscription, NotifyToken, OutboxEntry, PresenceChange, PresenceRow, SeatKeys, Snapshot, Store, StoredAction, StoredGame, StoredSeat, TurnClockState } from './store';
import { pausedTurn } from './turn-time';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  rematch_of TEXT,
  next_game TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  awaited TEXT NOT NULL DEFAULT '[]',
  over INTEGER NOT NULL DEFAULT 0,
  result TEXT,
  updated_at INTEGER NOT NULL,
  fingerprint TEXT
);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  key_hash BLOB NOT NULL,
  left_game INTEGER NOT NULL DEFAULT 0,
  bot TEXT,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  version INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  client_id TEXT NOT NULL,
  action TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, version),
  UNIQUE (game_id, seat, client_id)
);
CREATE TABLE IF NOT EXISTS chat (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT NOT NULL REFERENCES games(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at INTEGER NOT NULL
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
  at INTEGER NOT NULL
);
`;

// ---- Notices away from the page and presence (issue #23 items 3 and 6, D165): tables, writes, rows ----
const NOTIFY_SCHEMA = `
CREATE TABLE IF NOT EXISTS notify_subs (
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  email TEXT,
  email_confirmed INTEGER NOT NULL DEFAULT 0,
  webhook TEXT,
  always INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS notify_tokens (
  hash BLOB PRIMARY KEY,
  purpose TEXT NOT NULL,
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS notify_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  version INTEGER NOT NULL,
  deadline INTEGER,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued',
  claimed_until INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  done_at INTEGER
);
CREATE INDEX IF NOT EXISTS notify_outbox_due ON notify_outbox (state, due_at);
CREATE INDEX IF NOT EXISTS notify_tokens_age ON notify_tokens (created_at);
CREATE TABLE IF NOT EXISTS notify_presence (
  game_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  node TEXT NOT NULL,
  looking INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, node)
);
`;

const NOTIFY_WRITES = {
  notifySave: `INSERT INTO notify_subs (game_id, seat, email, email_confirmed, webhook, always) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (game_id, seat) DO UPDATE SET email = excluded.email, email_confirmed = excluded.email_confirmed, webhook = excluded.webhook, always = excluded.always`,
  notifyToken: 'INSERT INTO notify_tokens (hash, purpose, game_id, seat, channel, target, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  notifyTokenPrune: 'DELETE FROM notify_tokens WHERE (purpose = \'confirm\' AND created_at < ?) OR created_at < ?',
  notifySupersede: 'DELETE FROM notify_outbox WHERE game_id = ? AND seat = ? AND kind = ? AND channel = ? AND state = \'queued\'',
  notifyQueue: 'INSERT INTO notify_outbox (game_id, seat, kind, version, deadline, channel, target, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  notifyClaim: 'UPDATE notify_outbox SET state = \'claimed\', claimed_until = ?, attempts = attempts + 1 WHERE id = ? AND state = ? AND attempts = ?',
  notifyDone: 'UPDATE notify_outbox SET state = ?, done_at = ?, claimed_until = NULL WHERE id = ?',
  notifyRetry: 'UPDATE notify_outbox SET state = \'queued\', due_at = ?, claimed_until = NULL WHERE id = ?',
  notifyPrune: 'DELETE FROM notify_outbox WHERE state IN (\'sent\', \'dropped\', \'failed\') AND done_at < ?',
  presenceSet: 'INSERT OR REPLACE INTO notify_presence (game_id, seat, node, looking, at) VALUES (?, ?, ?, ?, ?)',
  presenceDrop: 'DELETE FROM notify_presence WHERE game_id = ? AND seat = ? AND node = ?',
  presenceBeat: 'UPDATE notify_presence SET at = ? WHERE node = ?',
  presenceClear: 'DELETE FROM notify_presence WHERE node = ? OR ? IS NULL',
} as const;

// ---- end of the notices' block ----

/** Columns added for claimed seats and the host's key (D163), to files made before. */
const CLAIM_COLUMNS: readonly (readonly [string, string, string])[] = [
  ['seats', 'owners', 'TEXT'], ['seats', 'device_link', 'BLOB'], ['seats', 'revoked', 'TEXT'], ['seats', 'keys_version', 'INTEGER NOT NULL DEFAULT 0'],
  ['games', 'host_hash', 'BLOB'], ['games', 'ended_at', 'INTEGER'],
];

// ---- Turn clocks and expiry (issue #23 item 4, D164): columns, statements, rows ----
/** Columns added for turn clocks and stand-in bots, to files made before: their games have no limit, their turn is "since the last action". */
const CLOCK_COLUMNS: readonly (readonly [string, string, string])[] = [
  ['games', 'turn_limit_ms', 'INTEGER'], ['games', 'turn_version', 'INTEGER'], ['games', 'awaited_since', 'INTEGER'], ['games', 'deadline', 'INTEGER'],
  ['games', 'remind_at', 'INTEGER'], ['games', 'paused_left', 'INTEGER'], ['games', 'remind_left', 'INTEGER'], ['seats', 'stand_in', 'INTEGER NOT NULL DEFAULT 0'],
];
const CLOCK_INDEXES = `
CREATE INDEX IF NOT EXISTS games_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_remind_at ON games (remind_at) WHERE remind_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_updated_at ON games (updated_at);
CREATE INDEX IF NOT EXISTS notify_tokens_by_game ON notify_tokens (game_id);
CREATE INDEX IF NOT EXISTS notify_outbox_by_game ON notify_outbox (game_id);
`;
const CLOCK_WRITES = {
  turnLimit: 'UPDATE games SET turn_limit_ms = ? WHERE id = ?',
  // A turn's clock is written when the turn is new (its version differs from the stored one): a later action of the same turn leaves its deadline, and a claimed reminder, alone.
  turnState: 'UPDATE games SET turn_version = ?, awaited_since = ?, deadline = ?, remind_at = ?, paused_left = ?, remind_left = ? WHERE id = ? AND turn_version IS NOT ?',
  clockSet: 'UPDATE games SET deadline = ?, remind_at = ?, paused_left = ?, remind_left = ? WHERE id = ?',
  claimDeadline: 'UPDATE games SET deadline = NULL WHERE id = ? AND deadline = ?',
  claimReminder: 'UPDATE games SET remind_at = NULL WHERE id = ? AND remind_at = ?',
  standIn: 'UPDATE seats SET bot = ?, stand_in = 1 WHERE game_id = ? AND seat = ? AND bot IS NULL',
  standInLeaves: 'UPDATE seats SET bot = NULL, stand_in = 0 WHERE game_id = ? AND seat = ? AND stand_in = 1',
  deleteActions: 'DELETE FROM actions WHERE game_id = ?',
  deleteSeats: 'DELETE FROM seats WHERE game_id = ?',
  deleteChat: 'DELETE FROM chat WHERE game_id = ?',
  deleteSnapshots: 'DELETE FROM snapshots WHERE game_id = ?',
  // The game's notices (D165) go with it: its subscriptions, links, messages not sent, presence.
  deleteNotifySubs: 'DELETE FROM notify_subs WHERE game_id = ?',
  deleteNotifyTokens: 'DELETE FROM notify_tokens WHERE game_id = ?',
  deleteNotifyOutbox: 'DELETE FROM notify_outbox WHERE game_id = ?',
  deleteNotifyPresence: 'DELETE FROM notify_presence WHERE game_id = ?',
  deleteGame: 'DELETE FROM games WHERE id = ?',
} as const;
interface ClockRow {
  turn_limit_ms: number | null; turn_version: number | null; awaited_since: number | null; deadline: number | null;
  remind_at: number | null; paused_left: number | null; remind_left: number | null;
}
/** The turn clock of a stored row (a row from before clocks: its turn began with its last action). */
function clockOf(row: ClockRow & { version: number; updated_at: number }): TurnClockState {
  return { version: row.turn_version ?? row.version, since: row.awaited_since ?? row.updated_at, deadline: row.deadline, remindAt: row.remind_at, pausedLeft: row.paused_left, remindLeft: row.remind_left };
}
/** The statements that write a summary's turn clock (none if it carries none). */
function turnOps(game: string, s: GameSummary): Op[] {
  const t = s.turn;
  return t ? [['turnState', t.version, t.since, t.deadline, t.remindAt, t.pausedLeft, t.remindLeft, game, t.version]] : [];
}
// ---- end of turn clocks' block ----

/** A list of key hashes as stored (JSON of base64), and back. */
export function hashesText(hashes: readonly Buffer[] | null | undefined): string | null {
  return hashes ? JSON.stringify(hashes.map((h) => h.toString('base64'))) : null;
}
export function hashesOf(text: string | null): Buffer[] | null {
  if (text === null) return null;
  const parsed = JSON.parse(text) as unknown;
  return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string').map((h) => Buffer.from(h, 'base64')) : null;
}

/** Every statement that writes: run by the writer thread (or inline, for an in-memory store). */
const WRITES = {
  insertGame: 'INSERT INTO games (id, options, seed, created_at, rematch_of, next_game, version, awaited, over, result, updated_at, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  insertSeat: 'INSERT INTO seats (game_id, seat, name, key_hash, left_game, owners, revoked) VALUES (?, ?, ?, ?, ?, ?, ?)',
  hostHash: 'UPDATE games SET host_hash = ? WHERE id = ?',
  seatKeys: 'UPDATE seats SET key_hash = ?, owners = ?, device_link = ?, revoked = ?, keys_version = keys_version + 1 WHERE game_id = ? AND seat = ? AND keys_version = ?',
  endGame: 'UPDATE games SET ended_at = ?, over = 1, result = COALESCE(result, \'ended\') WHERE id = ?',
  insertAction: 'INSERT INTO actions (game_id, version, seat, client_id, action, at) VALUES (?, ?, ?, ?, ?, ?)',
  summary: 'UPDATE games SET version = ?, awaited = ?, over = ?, result = ?, updated_at = ? WHERE id = ?',
  seatName: 'UPDATE seats SET name = ? WHERE game_id = ? AND seat = ?',
  seatLeft: 'UPDATE seats SET left_game = ? WHERE game_id = ? AND seat = ?',
  seatBot: 'UPDATE seats SET bot = ? WHERE game_id = ? AND seat = ?',
  nextGame: 'UPDATE games SET next_game = ? WHERE id = ? AND next_game IS NULL',
  addChat: 'INSERT INTO chat (game_id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)',
  saveSnapshot: 'INSERT OR REPLACE INTO snapshots (game_id, version, state) VALUES (?, ?, ?)',
  health: 'INSERT OR REPLACE INTO health (node, token, at) VALUES (?, ?, ?)',
  healthPrune: 'DELETE FROM health WHERE at < ?',
  ...CLOCK_WRITES,
  ...NOTIFY_WRITES,
} as const;
type Op = [keyof typeof WRITES, ...(string | number | null | Buffer)[]];

interface GameRow {
  id: string; options: string; seed: string; created_at: number; rematch_of: string | null; next_game: string | null;
  version: number; awaited: string; over: number; result: string | null; updated_at: number; fingerprint: string | null;
  host_hash: Buffer | null; ended_at: number | null;
}
type GameRowWithClock = GameRow & ClockRow;
interface SeatRow {
  game_id: string; seat: number; name: string; key_hash: Buffer; left_game: number; bot: string | null;
  owners: string | null; device_link: Buffer | null; revoked: string | null; keys_version: number; stand_in?: number;
}
interface ActionRow { game_id: string; version: number; seat: number; client_id: string; action: string; at: number }

/**
 * The store in one SQLite file: WAL journal with synchronous=FULL, so a committed transaction survives a
 * crash of the process or of the machine. better-sqlite3 is synchronous; each method does its work at once
 * and returns a settled promise (the interface is async for PostgreSQL).
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly q;
  private readonly inline: Map<string, Database.Statement>;
  /** Appends run in a writer thread (a file store), so the event loop goes on during their fsync. */
  private readonly writer: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextWrite = 0;
  /** Writes sent to the writer thread and not yet answered. */
  private readonly unsettled = new Set<Promise<void>>();
  /** Why the writer thread stopped, if it did: every write after fails at once. */
  private writerGone: Error | null = null;
  private readonly node = randomUUID();

  /**
   * Opens (or makes) the file. A file that is there but empty, damaged (PRAGMA quick_check) or not a
   * database is refused with a StoreRefused naming it and what to do, and left as it was.
   */
  constructor(file: string, options: { readonly writerThread?: boolean } = {}) {
    checkSqliteFileBeforeOpen(file);
    let opened: Database.Database | null = null;
    try {
      opened = new Database(file);
      const damage = quickCheckFailure(file, opened.pragma('quick_check') as { quick_check: string }[]);
      if (damage) throw damage;
      opened.pragma('journal_mode = WAL');
    } catch (error) {
      try { opened?.close(); } catch { /* already unusable */ }
      throw sqliteOpenFailure(file, error);
    }
    this.db = opened;
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    // A file made before seats had bots (D105) gets the column.
    if (!(this.db.prepare('SELECT name FROM pragma_table_info(\'seats\')').all() as { name: string }[]).some((c) => c.name === 'bot')) this.db.exec('ALTER TABLE seats ADD COLUMN bot TEXT');
    // A file made before games recorded their fingerprint (D162) gets the column; its games keep none.
    if (!(this.db.prepare('SELECT name FROM pragma_table_info(\'games\')').all() as { name: string }[]).some((c) => c.name === 'fingerprint')) this.db.exec('ALTER TABLE games ADD COLUMN fingerprint TEXT');
    // A file made before seats were claimed (D163) gets the columns; its seats are unclaimed, its games have no host key.
    for (const [table, column, declared] of CLAIM_COLUMNS) {
      if (!(this.db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).some((c) => c.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${declared}`);
    }
    // A file made before turn clocks (D164) gets their columns and indexes.
    for (const [table, column, declared] of CLOCK_COLUMNS) {
      if (!(this.db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).some((c) => c.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${declared}`);
    }
    this.db.exec(NOTIFY_SCHEMA);
    this.db.exec(CLOCK_INDEXES);
    const db = this.db;
    this.inline = new Map(Object.entries(WRITES).map(([name, sql]) => [name, db.prepare(sql)]));
    this.q = {
      game: db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?'),
      seats: db.prepare<[string], SeatRow>('SELECT * FROM seats WHERE game_id = ? ORDER BY seat'),
      actions: db.prepare<[string, number], ActionRow>('SELECT * FROM actions WHERE game_id = ? AND version > ? ORDER BY version'),
      chat: db.prepare<[string, number], ChatLine>('SELECT seat, name, text, at FROM (SELECT * FROM chat WHERE game_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id'),
      snapshot: db.prepare<[string], Snapshot>('SELECT version, state FROM snapshots WHERE game_id = ? ORDER BY version DESC LIMIT 1'),
    };
    if ((options.writerThread ?? true) && file !== ':memory:' && file !== '') {
      this.writer = new Worker(new URL('./sqlite-writer.js', import.meta.url), { workerData: { file, writes: WRITES } });
      this.writer.on('message', ({ id, error }: { id: number; error?: string }) => {
        const w = this.waiting.get(id);
        this.waiting.delete(id);
        if (error) w?.reject(new Error(error));
        else w?.resolve();
      });
      this.writer.on('error', (error) => {
        for (const w of this.waiting.values()) w.reject(error);
        this.waiting.clear();
      });
      this.writer.on('exit', () => {
        this.writerGone ??= new Error('The SQLite writer thread stopped: nothing more can be stored.');
        for (const w of this.waiting.values()) w.reject(this.writerGone);
        this.waiting.clear();
      });
      this.writer.unref();
    }
  }

  /** Runs write statements in one transaction, durably: in the writer thread if there is one. */
  private write(ops: readonly Op[]): Promise<void> {
    if (!this.writer) {
      this.db.transaction(() => {
        for (const [name, ...args] of ops) this.inline.get(name)!.run(...args);
      })();
      return Promise.resolve();
    }
    if (this.writerGone) return Promise.reject(this.writerGone);
    const id = this.nextWrite++;
    const done = new Promise<void>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.writer.postMessage({ id, ops });
    const settled = done.then(() => {}, () => {});
    this.unsettled.add(settled);
    void settled.then(() => this.unsettled.delete(settled));
    return done;
  }

  async createGame(g: StoredGame): Promise<void> {
    const s = g.summary;
    await this.write([
      ['insertGame', g.id, g.options, g.seed, g.createdAt, g.rematchOf, g.nextGame, s.version, JSON.stringify(s.awaited), s.over ? 1 : 0, s.result, s.updatedAt, g.fingerprint ?? null],
      ...g.seats.map((seat): Op => ['insertSeat', g.id, seat.seat, seat.name, seat.keyHash, seat.left ? 1 : 0, hashesText(seat.owners), hashesText(seat.revoked ?? [])]),
      ...(g.hostHash ? [['hostHash', g.hostHash, g.id] as Op] : []),
      ...(g.turnLimitMs ? [['turnLimit', g.turnLimitMs, g.id] as Op] : []),
      ...turnOps(g.id, s),
    ]);
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const row = this.q.game.get(id);
    return row ? this.toGame(row) : null;
  }

  async loadGames(ids: readonly string[]): Promise<StoredGame[]> {
    const out: StoredGame[] = [];
    for (const id of ids) {
      const row = this.q.game.get(id);
      if (row) out.push(this.toGame(row));
    }
    return out;
  }

  async loadActions(id: string, afterVersion: number): Promise<StoredAction[]> {
    return this.q.actions.all(id, afterVersion).map((r) => ({ game: r.game_id, version: r.version, seat: r.seat, clientId: r.client_id, action: r.action, at: r.at }));
  }

  async appendActions(actions: readonly StoredAction[], summaries: ReadonlyMap<string, GameSummary>): Promise<AppendResult> {
    // One process owns the file: nothing can have stored these versions first.
    await this.write([
      ...actions.map((a): Op => ['insertAction', a.game, a.version, a.seat, a.clientId, a.action, a.at]),
      ...[...summaries].map(([id, s]): Op => ['summary', s.version, JSON.stringify(s.awaited), s.over ? 1 : 0, s.result, s.updatedAt, id]),
      ...[...summaries].flatMap(([id, s]) => turnOps(id, s)),
    ]);
    return { rejected: [] };
  }

  async setSeat(game: string, seat: number, change: { readonly name?: string; readonly left?: boolean; readonly bot?: string | null }): Promise<void> {
    const ops: Op[] = [];
    if (change.name !== undefined) ops.push(['seatName', change.name, game, seat]);
    if (change.left !== undefined) ops.push(['seatLeft', change.left ? 1 : 0, game, seat]);
    if (change.bot !== undefined) ops.push(['seatBot', change.bot, game, seat]);
    await this.write(ops);
  }

  async setSeatKeys(game: string, seat: number, keysVersion: number, keys: SeatKeys): Promise<boolean> {
    // One process owns the file, and a room changes a seat's keys one change at a time: the count read here stands.
    const now = this.db.prepare<[string, number], { keys_version: number }>('SELECT keys_version FROM seats WHERE game_id = ? AND seat = ?').get(game, seat);
    if (!now || now.keys_version !== keysVersion) return false;
    await this.write([['seatKeys', keys.keyHash, hashesText(keys.owners), keys.deviceLink, hashesText(keys.revoked), game, seat, keysVersion]]);
    return true;
  }

  endGame(game: string, at: number): Promise<void> {
    return this.write([['endGame', at, game]]);
  }

  async setNextGame(game: string, next: string): Promise<string> {
    await this.write([['nextGame', next, game]]);
    return this.q.game.get(game)?.next_game ?? next;
  }

  addChat(game: string, line: ChatLine): Promise<void> {
    return this.write([['addChat', game, line.seat, line.name, line.text, line.at]]);
  }

  async recentChat(game: string, limit: number): Promise<ChatLine[]> {
    return this.q.chat.all(game, limit);
  }

  saveSnapshot(game: string, snapshot: Snapshot): Promise<void> {
    return this.write([['saveSnapshot', game, snapshot.version, snapshot.state]]);
  }

  async latestSnapshot(game: string): Promise<Snapshot | null> {
    return this.q.snapshot.get(game) ?? null;
  }

  async checkHealth(): Promise<boolean> {
    const token = randomUUID();
    const now = Date.now();
    await this.write([['health', this.node, token, now], ['healthPrune', now - 86_400_000]]);
    return (this.db.prepare<[string], { token: string }>('SELECT token FROM health WHERE node = ?').get(this.node))?.token === token;
  }

  // ---- Notices away from the page and presence (issue #23 items 3 and 6, D165) ----
  private readonly notifyReads = new Map<string, Database.Statement>();

  /** A read statement of the notices', prepared once. */
  private read<A extends unknown[], R>(sql: string): Database.Statement<A, R> {
    let statement = this.notifyReads.get(sql);
    if (!statement) this.notifyReads.set(sql, (statement = this.db.prepare(sql)));
    return statement as unknown as Database.Statement<A, R>;
  }

  async loadNotify(game: string, seat: number): Promise<NotifySubscription | null> {
    const row = this.read<[string, number], NotifySubRow>('SELECT * FROM notify_subs WHERE game_id = ? AND seat = ?').get(game, seat);
    return row ? subscriptionOf(row) : null;
  }

  saveNotify(sub: NotifySubscription): Promise<void> {
    return this.write([['notifySave', sub.game, sub.seat, sub.email, sub.emailConfirmed ? 1 : 0, sub.webhook, sub.always ? 1 : 0]]);
  }

  addNotifyToken(t: NotifyToken): Promise<void> {
    return this.write([['notifyToken', t.hash, t.purpose, t.game, t.seat, t.channel, t.target, t.createdAt], ['notifyTokenPrune', t.createdAt - CONFIRM_TOKEN_KEPT_MS, t.createdAt - TOKEN_KEPT_MS]]);
  }

  async findNotifyToken(hash: Buffer): Promise<NotifyToken | null> {
    const row = this.read<[Buffer], NotifyTokenRow>('SELECT * FROM notify_tokens WHERE hash = ?').get(hash);
    return row ? tokenOf(row) : null;
  }

  queueNotices(entries: readonly NewOutboxEntry[], supersede: boolean): Promise<void> {
    return this.write(entries.flatMap((e): Op[] => [
      ...(supersede ? [['notifySupersede', e.game, e.seat, e.kind, e.channel] as Op] : []),
      ['notifyQueue', e.game, e.seat, e.kind, e.version, e.deadline, e.channel, e.target, e.dueAt],
    ]));
  }

  async claimNotices(now: number, until: number, limit: number): Promise<OutboxEntry[]> {
    // One process owns the file and claims from one poll at a time; the claim is still checked on the row.
    const due = this.read<[number, number, number], OutboxRow>(
      'SELECT * FROM notify_outbox WHERE (state = \'queued\' AND due_at <= ?) OR (state = \'claimed\' AND claimed_until <= ?) ORDER BY due_at, id LIMIT ?').all(now, now, limit);
    if (due.length === 0) return [];
    await this.write(due.map((r): Op => ['notifyClaim', until, r.id, r.state, r.attempts]));
    const ids = due.map((r) => Number(r.id));
    const claimed = this.read<[string, number], OutboxRow>('SELECT * FROM notify_outbox WHERE id IN (SELECT value FROM json_each(?)) AND state = \'claimed\' AND claimed_until = ? ORDER BY due_at, id').all(JSON.stringify(ids), until);
    return claimed.map(outboxOf);
  }

  settleNotice(id: number, settled: { readonly state: 'sent' | 'dropped' | 'failed'; readonly at: number } | { readonly retryAt: number }): Promise<void> {
    if ('retryAt' in settled) return this.write([['notifyRetry', settled.retryAt, id]]);
    return this.write([['notifyDone', settled.state, settled.at, id], ['notifyPrune', settled.at - OUTBOX_KEPT_MS]]);
  }

  setPresence(node: string, changes: readonly PresenceChange[]): Promise<void> {
    return this.write(changes.map((c): Op => (c.looking === null ? ['presenceDrop', c.game, c.seat, node] : ['presenceSet', c.game, c.seat, node, c.looking ? 1 : 0, c.at])));
  }

  heartbeatPresence(node: string, at: number): Promise<void> {
    return this.write([['presenceBeat', at, node]]);
  }

  async loadPresence(game: string, freshSince: number): Promise<PresenceRow[]> {
    return this.read<[string, number], PresenceDbRow>('SELECT * FROM notify_presence WHERE game_id = ? AND at >= ?').all(game, freshSince).map(presenceOf);
  }

  clearPresence(node: string | null): Promise<void> {
    return this.write([['presenceClear', node, node]]);
  }
  // ---- end of the notices' block ----

  async close(): Promise<void> {
    // Writes already sent (a snapshot saved after its version was acknowledged, say) finish first.
    await Promise.all([...this.unsettled]);
    this.writerGone ??= new Error('The store is closed.');
    await this.writer?.terminate();
    this.db.close();
  }

  private toGame(gameRow: GameRow): StoredGame {
    const row = gameRow as GameRowWithClock;
    const seats: StoredSeat[] = this.q.seats.all(row.id).map((s) => ({
      seat: s.seat, name: s.name, keyHash: s.key_hash, left: s.left_game === 1, bot: s.bot ?? null,
      owners: hashesOf(s.owners), deviceLink: s.device_link ?? null, revoked: hashesOf(s.revoked) ?? [], keysVersion: s.keys_version ?? 0, standIn: s.stand_in === 1,
    }));
    return {
      id: row.id, options: row.options, seed: row.seed, createdAt: row.created_at, seats, rematchOf: row.rematch_of, nextGame: row.next_game, fingerprint: row.fingerprint ?? null,
      hostHash: row.host_hash ?? null, endedAt: row.ended_at ?? null, turnLimitMs: row.turn_limit_ms ?? null,
      summary: { version: row.version, awaited: JSON.parse(row.awaited) as number[], over: row.over === 1, result: row.result, updatedAt: row.updated_at, turn: clockOf(row) },
    };
  }

  // ---- Turn clocks and expiry (issue #23 item 4, D164) ----
  // One process owns the file and runs one poll at a time: what it reads here is still so when its write lands.

  async claimTimers(now: number, limit: number): Promise<DueTimers> {
    type Due = { id: string; turn: number; at: number };
    const deadlines = this.db.prepare<[number, number], Due>('SELECT id, COALESCE(turn_version, version) AS turn, deadline AS at FROM games WHERE deadline IS NOT NULL AND deadline <= ? ORDER BY deadline LIMIT ?').all(now, limit);
    const reminders = this.db.prepare<[number, number], Due>('SELECT id, COALESCE(turn_version, version) AS turn, remind_at AS at FROM games WHERE remind_at IS NOT NULL AND remind_at <= ? ORDER BY remind_at LIMIT ?').all(now, limit);
    if (deadlines.length + reminders.length > 0) {
      await this.write([...deadlines.map((d): Op => ['claimDeadline', d.id, d.at]), ...reminders.map((r): Op => ['claimReminder', r.id, r.at])]);
    }
    const due = (d: Due) => ({ game: d.id, turn: d.turn, at: d.at });
    return { deadlines: deadlines.map(due), reminders: reminders.map(due) };
  }

  async pauseClock(game: string, paused: boolean, now: number): Promise<TurnClockState | null> {
    const row = this.q.game.get(game) as GameRowWithClock | undefined;
    if (!row || row.turn_limit_ms === null) return null;
    const clock = pausedTurn(clockOf(row), row.turn_limit_ms, paused, now);
    await this.write([['clockSet', clock.deadline, clock.remindAt, clock.pausedLeft, clock.remindLeft, game]]);
    return clock;
  }

  async standIn(game: string, seat: number, bot: string): Promise<boolean> {
    const row = this.db.prepare<[string, number], { bot: string | null }>('SELECT bot FROM seats WHERE game_id = ? AND seat = ?').get(game, seat);
    if (!row || row.bot !== null) return false;
    await this.write([['standIn', bot, game, seat]]);
    return true;
  }

  async standInLeaves(game: string, seat: number): Promise<boolean> {
    const row = this.db.prepare<[string, number], { stand_in: number }>('SELECT stand_in FROM seats WHERE game_id = ? AND seat = ?').get(game, seat);
    if (!row || row.stand_in !== 1) return false;
    await this.write([['standInLeaves', game, seat]]);
    return true;
  }

  async standInGames(limit: number): Promise<string[]> {
    return this.db.prepare<[number], { id: string }>('SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.stand_in = 1 AND g.over = 0 LIMIT ?').all(limit).map((r) => r.id);
  }

  async expireGames(finishedBefore: number, abandonedBefore: number, limit: number): Promise<string[]> {
    const ids = this.db.prepare<[number, number, number], { id: string }>(
      'SELECT id FROM games WHERE (over = 1 AND COALESCE(ended_at, updated_at) < ?) OR (over = 0 AND updated_at < ?) LIMIT ?').all(finishedBefore, abandonedBefore, limit).map((r) => r.id);
    for (const id of ids) {
      await this.write([
        ['deleteActions', id], ['deleteSeats', id], ['deleteChat', id], ['deleteSnapshots', id],
        ['deleteNotifySubs', id], ['deleteNotifyTokens', id], ['deleteNotifyOutbox', id], ['deleteNotifyPresence', id], ['deleteGame', id],
      ]);
    }
    return ids;
  }
  // ---- end of turn clocks' block ----
}
