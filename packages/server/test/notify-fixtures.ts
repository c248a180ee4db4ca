import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { RunningServer } from '../src/server';
import { createGame, join, type Client, type Msg } from './client';

/*
 * The notices' tests' own receivers (D165): a real SMTP server (smtp-server) and a real HTTP receiver for
 * webhooks, both on loopback, keeping what they are sent; and a table of two seats whose turn can be passed.
 */

export interface ReceivedMail {
  readonly to: string[];
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
}

/** A mail's headers (unfolded, names lower-case) and its text body (quoted-printable or base64 decoded). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text = encoding === 'quoted-printable'
    ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
    : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to, headers, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

export class MailCatcher {
  readonly mails: ReceivedMail[] = [];
  private constructor(private readonly server: SMTPServer, readonly url: string) {}

  static async start(): Promise<MailCatcher> {
    let catcher: MailCatcher | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          catcher!.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    catcher = new MailCatcher(server, `smtp://127.0.0.1:${port}`);
    return catcher;
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export class HookReceiver {
  readonly bodies: Record<string, unknown>[] = [];
  /** The statuses of the next answers (then 204); a 3xx names `redirectTo` as its Location. */
  readonly answers: number[] = [];
  redirectTo = '';
  private constructor(private readonly server: Server, readonly url: string) {}

  static async start(): Promise<HookReceiver> {
    let receiver: HookReceiver | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        receiver!.bodies.push({ ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as object), contentType: req.headers['content-type'], path: req.url });
        const status = receiver!.answers.shift() ?? 204;
        res.writeHead(status, status >= 300 && status < 400 ? { location: receiver!.redirectTo } : {}).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new HookReceiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/everrain`);
    return receiver;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

type Position = { version: number; legal: { type?: string }[]; view: { turn: { seat: number } | null; pending: { seat?: number }[] } };

/** The seat a position awaits: the open decision's, else the turn's. */
export function awaitedSeat(p: Position): number | null {
  return p.view.pending[0]?.seat ?? p.view.turn?.seat ?? null;
}

export interface Table {
  readonly game: string;
  readonly host: string;
  readonly clients: Client[];
  readonly welcomes: Msg[];
  /** The seat the game awaits first. */
  readonly first: number;
}

/** A two-seat game, Ana and Ben, both connected. */
export async function table(server: RunningServer): Promise<Table> {
  const made = await createGame(server.url, { players: 2, names: ['Ana', 'Ben'] });
  const joined = [await join(server.url, { game: made.game, seat: 0, key: made.seats[0]!.key }), await join(server.url, { game: made.game, seat: 1, key: made.seats[1]!.key })];
  const first = awaitedSeat(joined[0]!.welcome as unknown as Position)!;
  return { game: made.game, host: made.host, clients: joined.map((j) => j.client), welcomes: joined.map((j) => j.welcome), first };
}

/** The awaited seat plays its turn out (ending it as soon as it may) until the game awaits the other seat; its version. */
export async function passTurn(t: Table): Promise<number> {
  let moving: number | undefined;
  for (let n = 0; n < 300; n++) {
    const seats = await Promise.all(t.clients.map((c) => c.ask({ t: 'sync' }, (m) => m.t === 'welcome') as unknown as Promise<Position>));
    const at = seats[0]!;
    const seat = awaitedSeat(at)!;
    const mine = seats[seat]!;
    if (n > 0 && seat !== moving) return at.version;
    moving ??= seat;
    const action = mine.legal.find((x) => x.type === 'endTurn') ?? mine.legal[0];
    const answer = await t.clients[seat]!.ask({ t: 'act', id: `p${mine.version}`, version: mine.version, action }, (m) => m.t === 'ack' || m.t === 'refused');
    expect(answer.t).toBe('ack');
  }
  throw new Error('the turn did not pass in 300 actions');
}

/** The links in a text: every http(s) address. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}
