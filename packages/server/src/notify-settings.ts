import type { Clock } from './clock';
import { hashKey } from './credentials';
import { BucketsByKey } from './limits';
import type { Outbox } from './notify-outbox';
import { checkWebhook, type Resolve } from './notify-webhook';
import type { NotifySubscription, NotifyToken, Store } from './store';

/*
 * A seat's notification settings (issue #23 item 3, D165): an e-mail address (stored unconfirmed and sent a
 * confirmation link; mail other than that goes only to a confirmed address, so nobody can make the server mail
 * strangers), a webhook (checked: no private or loopback address), and "always" (notify even while looking).
 * The confirmation and unsubscribe links' tokens are random, stored hashed, and act only while the seat's
 * setting is still the address or URL they were sent to.
 */

/** What a seat is told of its settings (`{ t: 'notify', … }`, and the welcome's `notify`). */
export interface NotifyState {
  readonly email: { readonly address: string; readonly confirmed: boolean } | null;
  readonly webhook: string | null;
  readonly always: boolean;
  /** Whether this server can send mail at all (an SMTP server configured). */
  readonly emailAvailable: boolean;
}

export interface NotifyChange {
  readonly email?: string | null | undefined;
  readonly webhook?: string | null | undefined;
  readonly always?: boolean | undefined;
}

export type ChangeAnswer = { readonly ok: true; readonly state: NotifyState } | { readonly ok: false; readonly code: string; readonly message: string };

/** A confirmation link works this long. */
export const CONFIRM_VALID_MS = 7 * 86_400_000;
/** Confirmation mails one seat may cause: a few at once, then one every 8 hours. */
const CONFIRMATIONS_AT_ONCE = 3;

export function emptySubscription(game: string, seat: number): NotifySubscription {
  return { game, seat, email: null, emailConfirmed: false, webhook: null, always: false };
}

export class Subscriptions {
  private readonly confirmations: BucketsByKey;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly emailAvailable: boolean,
    private readonly webhookAllowPrivate: boolean,
    private readonly resolve: Resolve | undefined,
  ) {
    this.confirmations = new BucketsByKey(CONFIRMATIONS_AT_ONCE, 1 / (8 * 3600), clock);
  }

  stateOf(sub: NotifySubscription | null): NotifyState {
    return {
      email: sub?.email ? { address: sub.email, confirmed: sub.emailConfirmed } : null,
      webhook: sub?.webhook ?? null,
      always: sub?.always ?? false,
      emailAvailable: this.emailAvailable,
    };
  }

  async state(game: string, seat: number): Promise<NotifyState> {
    return this.stateOf(await this.store.loadNotify(game, seat));
  }

  /** A seat's change: every field checked before anything is stored (a refusal changes nothing). */
  async change(game: string, seat: number, m: NotifyChange): Promise<ChangeAnswer> {
    const before = (await this.store.loadNotify(game, seat)) ?? emptySubscription(game, seat);
    const email = m.email === undefined ? before.email : m.email === null ? null : m.email.trim();
    const newAddress = email !== null && email !== before.email;
    const resend = email !== null && email === before.email && m.email !== undefined && !before.emailConfirmed;
    if (m.email !== undefined && m.email !== null && !this.emailAvailable) {
      return { ok: false, code: 'email-unavailable', message: 'This server sends no e-mail (its host configured no mail server): use a webhook, or the page\'s own notifications.' };
    }
    if ((newAddress || resend) && !this.confirmations.get(`${game}:${seat}`).ready()) {
      return { ok: false, code: 'rate-limited', message: 'Too many confirmation mails for this seat: try again in a few hours.' };
    }
    let webhook = before.webhook;
    if (m.webhook !== undefined) {
      if (m.webhook === null) webhook = null;
      else {
        const checked = await checkWebhook(m.webhook.trim(), this.webhookAllowPrivate, this.resolve);
        if (!checked.ok) return { ok: false, code: 'webhook-refused', message: checked.message };
        webhook = checked.target.url.href;
      }
    }
    const after: NotifySubscription = {
      game, seat, email, webhook,
      emailConfirmed: email !== null && !newAddress && before.emailConfirmed,
      always: m.always ?? before.always,
    };
    await this.store.saveNotify(after);
    if ((newAddress || resend) && email !== null) {
      this.confirmations.get(`${game}:${seat}`).take();
      await this.outbox.queueConfirmation(game, seat, email);
      this.outbox.kick();
    }
    return { ok: true, state: this.stateOf(after) };
  }

  /** The token behind a link, if it is one of `purpose`'s and still acts (its setting unchanged; a confirmation within its time). */
  private async tokenFor(token: string, purpose: NotifyToken['purpose']): Promise<{ token: NotifyToken; sub: NotifySubscription } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const found = await this.store.findNotifyToken(hashKey(token));
    if (!found || found.purpose !== purpose) return null;
    if (purpose === 'confirm' && this.clock.now() - found.createdAt > CONFIRM_VALID_MS) return null;
    const sub = (await this.store.loadNotify(found.game, found.seat)) ?? emptySubscription(found.game, found.seat);
    return { token: found, sub };
  }

  /** A confirmation link opened: the address is confirmed (if the seat still has it). Null: not a working link. */
  async confirm(token: string): Promise<{ game: string; seat: number; changed: boolean } | null> {
    const found = await this.tokenFor(token, 'confirm');
    if (!found || found.sub.email !== found.token.target) return null;
    if (found.sub.emailConfirmed) return { game: found.token.game, seat: found.token.seat, changed: false };
    await this.store.saveNotify({ ...found.sub, emailConfirmed: true });
    return { game: found.token.game, seat: found.token.seat, changed: true };
  }

  /**
   * An unsubscribe link: `apply` false only looks (the page with its button); true removes the address or the
   * webhook it was sent to. Null: not a link this server made; `already`: the setting is no longer that.
   */
  async unsubscribe(token: string, apply: boolean): Promise<{ game: string; seat: number; channel: NotifyToken['channel']; already: boolean } | null> {
    const found = await this.tokenFor(token, 'unsubscribe');
    if (!found) return null;
    const { token: t, sub } = found;
    const current = t.channel === 'email' ? sub.email : sub.webhook;
    const answer = { game: t.game, seat: t.seat, channel: t.channel, already: current !== t.target };
    if (!apply || answer.already) return answer;
    await this.store.saveNotify(t.channel === 'email' ? { ...sub, email: null, emailConfirmed: false } : { ...sub, webhook: null });
    return answer;
  }
}
