import { useEffect, useState } from 'preact/hooks';
import type { OnlineDriver } from '../drivers/online';
import { lookingNow, VISIBILITY_EVENT } from '../table/turn-signals';

/**
 * Tells the server whether this seat's person is looking at the game (issue #23 item 3): the page visible and
 * with input within the server's idle time. The server mails or posts a turn only to the away (unless "always").
 */
export function useActivityReport(driver: OnlineDriver | null): void {
  useEffect(() => {
    if (!driver) return;
    const check = (): void => driver.away.setLooking(lookingNow(driver.away.idleAfterMs()));
    const period = Math.max(250, Math.min(15_000, driver.away.idleAfterMs() / 4));
    const timer = window.setInterval(check, period);
    const input = ['pointerdown', 'keydown', 'touchstart'] as const;
    document.addEventListener('visibilitychange', check);
    window.addEventListener(VISIBILITY_EVENT, check);
    for (const type of input) window.addEventListener(type, check, { passive: true });
    const off = driver.subscribe(check);
    check();
    return () => {
      off();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener(VISIBILITY_EVENT, check);
      for (const type of input) window.removeEventListener(type, check);
    };
  }, [driver]);
}

/**
 * "When it is your turn and you are away": an e-mail address (the server mails a confirmation link first and
 * mails turns only once it is opened), a Discord or Slack webhook for the game's channel, and "also while I am
 * looking". Each message the server sends carries its own unsubscribe link.
 */
export function AwayNotices(props: { driver: OnlineDriver }) {
  const { driver } = props;
  const settings = driver.away.settings();
  const [email, setEmail] = useState('');
  const [webhook, setWebhook] = useState('');
  if (!settings) return null;
  const send = (change: Parameters<OnlineDriver['away']['change']>[0]): void => {
    driver.away.change(change);
  };
  return (
    <details class="away-notices" id="away-notices">
      <summary>Tell me when it is my turn, away from this page</summary>
      <div class="away-row">
        {settings.email
          ? <p id="away-email-status">
            {settings.email.confirmed ? <>Mail goes to <strong>{settings.email.address}</strong> when it is your turn.</> : <>A confirmation link was sent to <strong>{settings.email.address}</strong>: open it to get mail.</>}
            {' '}<button type="button" id="away-email-stop" onClick={() => send({ email: null })}>Stop the mail</button>
          </p>
          : settings.emailAvailable
          ? <form onSubmit={(e) => { e.preventDefault(); if (email.trim()) send({ email: email.trim() }); }}>
            <label for="away-email">E-mail</label>{' '}
            <input id="away-email" type="email" maxLength={254} value={email} placeholder="you@example.org" onInput={(e) => setEmail(e.currentTarget.value)} />{' '}
            <button type="submit" id="away-email-save">Send me a confirmation link</button>
          </form>
          : <p class="hint">This server sends no e-mail.</p>}
      </div>
      <div class="away-row">
        {settings.webhook
          ? <p id="away-webhook-status">Turns are posted to <code>{shortUrl(settings.webhook)}</code>. <button type="button" id="away-webhook-stop" onClick={() => send({ webhook: null })}>Stop posting</button></p>
          : <form onSubmit={(e) => { e.preventDefault(); if (webhook.trim()) send({ webhook: webhook.trim() }); }}>
            <label for="away-webhook">Discord or Slack webhook</label>{' '}
            <input id="away-webhook" type="url" maxLength={2048} value={webhook} placeholder="https://discord.com/api/webhooks/…" onInput={(e) => setWebhook(e.currentTarget.value)} />{' '}
            <button type="submit" id="away-webhook-save">Post my turns there</button>
          </form>}
      </div>
      <label class="check" title="Otherwise nothing is sent while this page is open, visible and in use">
        <input type="checkbox" id="away-always" checked={settings.always} onChange={(e) => send({ always: e.currentTarget.checked })} /> Also while I am looking at the game
      </label>
    </details>
  );
}

/** A webhook's address without its secret path: its host and the start of its path. */
function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname.slice(0, 16)}…`;
  } catch {
    return url.slice(0, 32);
  }
}
