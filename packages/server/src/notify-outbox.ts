import type { Clock, Timer } from './clock';
import { hashKey, newKey } from './credentials';
import type { Mailer } from './notify-mail';
import type { Presence } from './notify-presence';
import { checkWebhook, postWebhook, type Resolve } from './notify-webhook';
import { webhookBody, wordsFor, type MessageKind } from './notify-words';
import type { Notice, Notices } from './notices';
import type { NewOutboxEntry, NotifySubscription, OutboxEntry, Store } from './store';

/*
 * The outbox (issue #23 item 3, D165). `queue` writes one row per confirmed channel of the seat, due after a
 * grace (--notify-delay: whoever answers quickly needs no mail). Every node polls on the server's clock and
 * claims due rows in the store — one node gets each — then, at send time, drops a message whose reason passed
 * (the seat moved or is no longer awaited, it unsubscribed) or whose person is looking at the game on any node
 * (unless they chose "always"); else sends it and marks it sent. A failure is tried again later, a few times,
 * then given up (logged). Rows are in the store, so a restart loses none.
 */

export const DEFAULT_NOTIFY_DELAY_MS = 60_000;
export const DEFAULT_NOTIFY_POLL_MS = 5_000;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** Waits before the 2nd, 3rd, 4th and 5th tries; after the 5th the message is given up. */
export const RETRY_AFTER_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** A claim lapses after this (a node that stopped mid-send): another node may then try the message. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export interface OutboxOptions {
  readonly delayMs: number;
  readonly pollMs: number;
  readonly webhookAllowPrivate: boolean;
  readonly webhookTimeoutMs: number;
  /** Host name → addresses (the system's DNS by default). */
  readonly resolve?: Resolve;
}

/** The links a message carries: the server's public origin (--public-url), the seat's game address (no key). */
export interface LinkMaker {
  origin(): string;
}

export function gameLink(origin: string, game: string, seat: number): string {
  return `${origin}/?game=${encodeURIComponent(game)}&seat=${seat}`;
}

/** The channels a notice goes to: a confirmed address, a webhook. */
function channelsOf(sub: NotifySubscription): { channel: 'email' | 'webhook'; target: string }[] {
  return [
    ...(sub.email !== null && sub.emailConfirmed ? [{ channel: 'email' as const, target: sub.email }] : []),
    ...(sub.webhook !== null ? [{ channel: 'webhook' as const, target: sub.webhook }] : []),
  ];
}

export class Outbox implements Notices {
  private running: Promise<void> = Promise.resolve();
  /** Notices being written to the store. */
  private readonly queuing = new Set<Promise<void>>();
  private readonly timer: Timer;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly presence: Presence,
    private readonly mailer: Mailer | null,
    private readonly links: LinkMaker,
    private readonly o: OutboxOptions,
  ) {
    this.timer = clock.every(o.pollMs, () => this.kick());
  }

  queue(notice: Notice): Promise<void> {
    // Due counted from when the notice was given (the store's answer may come a moment later).
    const queued = this.write(notice, this.clock.now() + this.o.delayMs);
    this.queuing.add(queued);
    return queued.finally(() => this.queuing.delete(queued));
  }

  private async write(notice: Notice, dueAt: number): Promise<void> {
    const sub = await this.store.loadNotify(notice.game, notice.seat);
    if (!sub) return;
    const entries = channelsOf(sub).map((c): NewOutboxEntry => ({ game: notice.game, seat: notice.seat, kind: notice.kind, version: notice.version, deadline: notice.deadline ?? null, dueAt, ...c }));
    if (entries.length > 0) await this.store.queueNotices(entries, notice.kind === 'your-turn' || notice.kind === 'reminder');
  }

  /** An address's confirmation, sent at once (not subject to looking: the person just asked for it). */
  queueConfirmation(game: string, seat: number, address: string): Promise<void> {
    return this.store.queueNotices([{ game, seat, kind: 'confirm', version: 0, deadline: null, channel: 'email', target: address, dueAt: this.clock.now() }], true);
  }

  /** Polls now (after any poll still running). */
  kick(): void {
    if (this.closed) return;
    this.running = this.running.then(() => this.poll()).catch((error: unknown) => console.error('everrain server: the notices\' outbox could not be read', error));
  }

  /** Resolves once the notices given and the polls asked for so far are done. */
  async settled(): Promise<void> {
    await Promise.all([...this.queuing].map((q) => q.catch(() => {})));
    await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timer.cancel();
    await this.running;
  }

  private async poll(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.store.claimNotices(now, now + CLAIM_MS, BATCH);
      for (const entry of claimed) await this.deliver(entry);
      if (claimed.length < BATCH || this.closed) return;
    }
  }

  private async deliver(entry: OutboxEntry): Promise<void> {
    try {
      const why = await this.dropReason(entry);
      if (why !== null) return await this.store.settleNotice(entry.id, { state: 'dropped', at: this.clock.now() });
      await this.send(entry);
      await this.store.settleNotice(entry.id, { state: 'sent', at: this.clock.now() });
    } catch (error) {
      const wait = RETRY_AFTER_MS[entry.attempts - 1];
      const what = `a ${entry.kind} ${entry.channel === 'email' ? 'mail' : 'webhook'} for game ${entry.game} seat ${entry.seat + 1}`;
      const reason = error instanceof Error ? error.message : String(error);
      if (wait === undefined) {
        console.error(`everrain server: gave up ${what} after ${entry.attempts} tries: ${reason}`);
        await this.store.settleNotice(entry.id, { state: 'failed', at: this.clock.now() }).catch(() => {});
      } else {
        console.error(`everrain server: ${what} failed (try ${entry.attempts}), trying again in ${Math.round(wait / 1000)} s: ${reason}`);
        await this.store.settleNotice(entry.id, { retryAt: this.clock.now() + wait }).catch(() => {});
      }
    }
  }

  /** Why a message is no longer to be sent, or null to send it. */
  private async dropReason(entry: OutboxEntry): Promise<string | null> {
    const sub = await this.store.loadNotify(entry.game, entry.seat);
    const still = entry.channel === 'email' ? sub?.email === entry.target && (entry.kind === 'confirm' ? !sub.emailConfirmed : sub.emailConfirmed) : sub?.webhook === entry.target;
    if (!sub || !still) return 'the setting changed';
    if (entry.kind === 'confirm') return null;
    const game = await this.store.loadGame(entry.game);
    if (!game) return 'no such game';
    const seat = game.seats[entry.seat];
    if (entry.kind === 'your-turn' || entry.kind === 'reminder') {
      if (game.summary.over || !game.summary.awaited.includes(entry.seat) || seat?.bot) return 'the seat is no longer awaited';
      // The seat moved since (and may be awaited again: that made its own notice).
      if ((await this.store.loadActions(entry.game, entry.version)).some((a) => a.seat === entry.seat)) return 'the seat moved';
    }
    if (!sub.always && (await this.presence.looking(entry.game, entry.seat))) return 'the person is looking';
    return null;
  }

  private async send(entry: OutboxEntry): Promise<void> {
    const game = await this.store.loadGame(entry.game);
    const origin = this.links.origin();
    const unsubscribe = await this.token(entry, 'unsubscribe');
    const unsubscribeLink = `${origin}/api/notify/unsubscribe?token=${unsubscribe}`;
    const confirmLink = entry.kind === 'confirm' ? `${origin}/api/notify/confirm?token=${await this.token(entry, 'confirm')}` : undefined;
    const link = gameLink(origin, entry.game, entry.seat);
    const words = wordsFor({
      kind: entry.kind as MessageKind, names: game?.seats.map((s) => s.name) ?? [], seat: entry.seat, result: game?.summary.result ?? null,
      deadline: entry.deadline, now: this.clock.now(), gameLink: link, unsubscribeLink, ...(confirmLink ? { confirmLink } : {}),
    });
    if (entry.channel === 'email') {
      if (!this.mailer) throw new Error('no SMTP server is configured (--smtp-url)');
      return this.mailer.send({ to: entry.target, subject: words.subject, text: words.text, unsubscribe: unsubscribeLink });
    }
    // Checked again now: the name may resolve elsewhere than when it was given.
    const checked = await checkWebhook(entry.target, this.o.webhookAllowPrivate, this.o.resolve);
    if (!checked.ok) throw new Error(checked.message);
    await postWebhook(checked.target, webhookBody(words, link, unsubscribeLink), this.o.webhookTimeoutMs, this.clock);
  }

  /** A new random token for the message's link, stored hashed before the message goes. */
  private async token(entry: OutboxEntry, purpose: 'confirm' | 'unsubscribe'): Promise<string> {
    const token = newKey();
    await this.store.addNotifyToken({ hash: hashKey(token), purpose, game: entry.game, seat: entry.seat, channel: entry.channel, target: entry.target, createdAt: this.clock.now() });
    return token;
  }
}
