import type { Clock } from './clock';
import { smtpMailer, type Mailer } from './notify-mail';
import { DEFAULT_NOTIFY_DELAY_MS, DEFAULT_NOTIFY_POLL_MS, DEFAULT_WEBHOOK_TIMEOUT_MS, Outbox } from './notify-outbox';
import { DEFAULT_PRESENCE_HEARTBEAT_MS, Presence } from './notify-presence';
import { Subscriptions, type NotifyState } from './notify-settings';
import type { Resolve } from './notify-webhook';
import type { Notice, Notices } from './notices';
import type { Store } from './store';

/*
 * Notices away from the page (issue #23 item 3) and presence across nodes (item 6), put together (D165): the
 * outbox and its deliverer (notify-outbox.ts), the seats' settings and links (notify-settings.ts), who is
 * looking where (notify-presence.ts). The Host queues notices through it (notices.ts's port).
 */

/** A connection with no input for this long counts as away (the page reports it: `activity`). */
export const DEFAULT_IDLE_AFTER_MS = 5 * 60_000;

export interface NotifyOptions {
  /** smtp:// or smtps:// (credentials in the URL); none: no e-mail. */
  readonly smtpUrl?: string | null;
  /** The mails' From (required with smtpUrl). */
  readonly mailFrom?: string | null;
  /** A notice waits this long before it is sent (a quick answer needs none). */
  readonly delayMs?: number;
  /** Told to pages: no input for this long counts as away. */
  readonly idleAfterMs?: number;
  /** How often each node looks for messages due. */
  readonly pollMs?: number;
  /** Let webhooks reach private and loopback addresses (tests; a host's own network). */
  readonly webhookAllowPrivate?: boolean;
  readonly webhookTimeoutMs?: number;
  readonly presenceHeartbeatMs?: number;
  /** Tests: host name → addresses instead of the system's DNS. */
  readonly resolve?: Resolve;
  /** Tests: a mailer instead of SMTP. */
  readonly mailer?: Mailer;
}

export class Notify implements Notices {
  readonly presence: Presence;
  readonly outbox: Outbox;
  readonly settings: Subscriptions;
  readonly idleAfterMs: number;
  private publicOrigin = '';
  private readonly mailer: Mailer | null;

  constructor(store: Store, clock: Clock, o: NotifyOptions = {}) {
    if (o.smtpUrl && !o.mailFrom) throw new Error('--smtp-url needs --mail-from: the address the mails come from.');
    this.mailer = o.mailer ?? (o.smtpUrl ? smtpMailer(o.smtpUrl, o.mailFrom!) : null);
    this.idleAfterMs = o.idleAfterMs ?? DEFAULT_IDLE_AFTER_MS;
    this.presence = new Presence(store, clock, o.presenceHeartbeatMs ?? DEFAULT_PRESENCE_HEARTBEAT_MS, store.subscribe !== undefined);
    this.outbox = new Outbox(store, clock, this.presence, this.mailer, { origin: () => this.publicOrigin }, {
      delayMs: o.delayMs ?? DEFAULT_NOTIFY_DELAY_MS,
      pollMs: o.pollMs ?? DEFAULT_NOTIFY_POLL_MS,
      webhookAllowPrivate: o.webhookAllowPrivate ?? false,
      webhookTimeoutMs: o.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
      ...(o.resolve ? { resolve: o.resolve } : {}),
    });
    this.settings = new Subscriptions(store, clock, this.outbox, this.mailer !== null, o.webhookAllowPrivate ?? false, o.resolve);
    store.subscribe?.((change) => {
      if (change.kind === 'notify') this.tellSeat(change.game, change.seat).catch((error: unknown) => console.error('everrain server: notification settings could not be read', error));
    });
  }

  /** Where the links in messages point (the public URL, or the address the server listens on). */
  setOrigin(origin: string): void {
    this.publicOrigin = origin;
  }

  origin(): string {
    return this.publicOrigin;
  }

  queue(notice: Notice): Promise<void> {
    return this.outbox.queue(notice);
  }

  /** The seat's connections on this node are told its settings as stored now. */
  async tellSeat(game: string, seat: number, state?: NotifyState): Promise<void> {
    const peers = this.presence.roomOf(game)?.seats[seat]?.peers;
    if (!peers || peers.size === 0) return;
    const told = { t: 'notify', ...(state ?? (await this.settings.state(game, seat))) };
    for (const p of peers) p.send(told);
  }

  /** What a welcome carries: the idle time, and for a seat its settings. */
  async welcomeFields(game: string, seat: number | null): Promise<{ idleAfterMs: number; notify?: NotifyState }> {
    if (seat === null) return { idleAfterMs: this.idleAfterMs };
    return { idleAfterMs: this.idleAfterMs, notify: await this.settings.state(game, seat) };
  }

  /** Resolves once the presence writes and outbox polls asked for so far are done (tests). */
  async settled(): Promise<void> {
    await this.presence.settled();
    await this.outbox.settled();
  }

  async close(): Promise<void> {
    await this.outbox.close();
    await this.presence.close();
    this.mailer?.close();
  }
}
