import { createHash } from 'node:crypto';
import WebSocket from 'ws';

/** Any message from the server (the protocol's server side is documented in packages/server/README.md). */
export type Msg = { t: string; [key: string]: unknown };

/** A minimal protocol client over `ws`, for tests and the load generator. Keeps every message it gets. */
export class Client {
  readonly received: Msg[] = [];
  readonly raw: string[] = [];
  private waiters: { test: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  closed: { code: number; reason: string } | null = null;
  onMessage: ((m: Msg) => void) | null = null;

  private constructor(readonly socket: WebSocket, private readonly keepAll: boolean) {
    socket.on('message', (data) => {
      const text = data.toString();
      const m = JSON.parse(text) as Msg;
      if (this.keepAll) {
        this.raw.push(text);
        this.received.push(m);
      }
      this.onMessage?.(m);
      this.waiters = this.waiters.filter((w) => (w.test(m) ? (w.resolve(m), false) : true));
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  static open(url: string, keepAll = true): Promise<Client> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Client(socket, keepAll)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(test: (m: Msg) => boolean, timeoutMs = 10_000): Promise<Msg> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => { clearTimeout(timer); resolve(m); } });
    });
  }

  /** Sends a message and waits for the first answer that `test` accepts. */
  ask(message: unknown, test: (m: Msg) => boolean, timeoutMs?: number): Promise<Msg> {
    const answer = this.next(test, timeoutMs);
    this.send(message);
    return answer;
  }

  whenClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('not closed')), timeoutMs);
      this.socket.once('close', (code, reason) => { clearTimeout(timer); resolve({ code, reason: reason.toString() }); });
    });
  }

  close(): void {
    this.socket.close();
  }
}

export interface CreatedGame {
  game: string;
  seats: { seat: number; key: string; link: string }[];
  spectate: string;
  /** The host's key (D163). */
  host: string;
}

/**
 * The key a test client claims an invitation with (D163): derived from the invitation, so every test (and
 * every process of one) that opens the same invitation again shows the same claim and gets the seat back.
 */
export function claimKey(invitation: string): string {
  return createHash('sha256').update(`test-claim:${invitation}`).digest('base64url');
}

export async function createGame(url: string, body: object): Promise<CreatedGame> {
  const response = await fetch(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`create: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedGame;
}

/**
 * Connects and says hello; resolves with the client and its welcome. A seat's key goes with the claim key
 * derived from it (`next`, unless the hello has one), so opening an invitation again rejoins its seat.
 */
export async function join(url: string, hello: object, keepAll = true): Promise<{ client: Client; welcome: Msg }> {
  const client = await Client.open(url, keepAll);
  const { key, next } = hello as { key?: unknown; next?: unknown };
  const claim = typeof key === 'string' && next === undefined && /^[\w-]{43}$/.test(key) ? { next: claimKey(key) } : {};
  const welcome = await client.ask({ t: 'hello', ...hello, ...claim }, (m) => m.t === 'welcome' || m.t === 'refused');
  return { client, welcome };
}
