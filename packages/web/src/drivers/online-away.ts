/**
 * An online seat's notices away from the page (issue #23 item 3), as the server keeps them: an e-mail address
 * (mailed only once confirmed by a link sent to it), a webhook (a Discord or Slack channel), and "always"
 * (notify even while looking at the game). And what the page tells the server of its person: looking at the
 * game (visible, with input within the server's idle time) or away — the server notifies only the away.
 */
export interface AwaySettings {
  readonly email: { readonly address: string; readonly confirmed: boolean } | null;
  readonly webhook: string | null;
  readonly always: boolean;
  /** False when the server has no SMTP server configured (it then refuses an address). */
  readonly emailAvailable: boolean;
}

/** A change the person asks for: each field given changes that setting (null removes it). */
export interface AwayChange {
  readonly email?: string | null;
  readonly webhook?: string | null;
  readonly always?: boolean;
}

/** How long without input counts as away, until the server says (its `idleAfterMs`). */
export const DEFAULT_IDLE_MS = 5 * 60_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's `notify` object read, or null if it is not one. */
export function awaySettingsOf(v: unknown): AwaySettings | null {
  if (!isObject(v) || typeof v.always !== 'boolean') return null;
  const email = isObject(v.email) && typeof v.email.address === 'string' && typeof v.email.confirmed === 'boolean' ? { address: v.email.address, confirmed: v.email.confirmed } : null;
  return { email, webhook: typeof v.webhook === 'string' ? v.webhook : null, always: v.always, emailAvailable: v.emailAvailable !== false };
}

/** The seat's side of the notices over the game's socket; `send` answers false while the socket is down. */
export class AwayLink {
  private current: AwaySettings | null = null;
  private idleMs = DEFAULT_IDLE_MS;
  /** What the page last found (looking or away), and what the server was last told on this connection. */
  private looking = true;
  private told: boolean | null = null;

  constructor(private readonly send: (message: object) => boolean, private readonly changed: () => void) {}

  settings(): AwaySettings | null {
    return this.current;
  }

  /** The server's idle time: no input for this long counts as away. */
  idleAfterMs(): number {
    return this.idleMs;
  }

  /** A welcome (a new connection counts as looking until told otherwise): the settings, the idle time, and the page's state again if away. */
  welcomed(m: Record<string, unknown>): void {
    if (typeof m.idleAfterMs === 'number' && m.idleAfterMs > 0) this.idleMs = m.idleAfterMs;
    const settings = awaySettingsOf(m.notify);
    if (settings) this.current = settings;
    this.told = true;
    this.tell();
    this.changed();
  }

  /** The server's answer to a change (or a confirmation opened elsewhere). */
  heard(m: Record<string, unknown>): void {
    const settings = awaySettingsOf(m);
    if (!settings) return;
    this.current = settings;
    this.changed();
  }

  /** The page's finding: the person is looking at the game, or away. Told to the server when it changes. */
  setLooking(looking: boolean): void {
    this.looking = looking;
    this.tell();
  }

  /** Asks the server to change the settings; false if not connected (nothing sent). */
  change(change: AwayChange): boolean {
    return this.send({ t: 'notify', ...change });
  }

  private tell(): void {
    if (this.told === this.looking) return;
    if (this.send({ t: 'activity', looking: this.looking })) this.told = this.looking;
  }
}
