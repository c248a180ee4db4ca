import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableDriver, TableSnapshot } from '../drivers/driver';
import { changeSettings, settings, useSettings, type Settings } from '../screens/settings';
import { playCue } from '../sound/audio';

/*
 * "Your turn" in the page (issue #23 item 3), for an online game only (the seat is this browser's; a hot-seat
 * game at one screen would chime at every seat change): when the turn comes to this seat — the driver's
 * `legal` goes from empty to non-empty for `seat` — the tab's title and icon say so (until it is no longer
 * this seat's turn), a soft chime plays (the Sound setting), and a browser notification is shown when the
 * person asked for one, while the page is hidden or has had no input for IDLE_MS (or always, by choice).
 */

/** How long without input (pointer, keys, wheel, touch) counts as away. */
export const IDLE_MS = 5 * 60_000;

export const TITLE_MARK = '● Your turn — ';

/** Whether the snapshot asks this browser's seat to act. */
export function isMyTurn(snap: Pick<TableSnapshot, 'seat' | 'legal' | 'view' | 'replay'>): boolean {
  return snap.seat !== null && snap.legal.length > 0 && !snap.view.outcome && !snap.replay;
}

/** The tab's title: the base, marked while it is this seat's turn. */
export function turnTitle(base: string, mine: boolean): string {
  const plain = base.startsWith(TITLE_MARK) ? base.slice(TITLE_MARK.length) : base;
  return mine ? `${TITLE_MARK}${plain}` : plain;
}

/**
 * Follows the snapshots: `see` says 'arrived' when the turn comes (not on every update while it stays), 'left'
 * when it goes, else null. The first snapshot seen only sets the state: a page just opened on its turn is looked at.
 */
export class TurnWatch {
  private mine: boolean | null = null;
  see(snap: Pick<TableSnapshot, 'seat' | 'legal' | 'view' | 'replay'>): 'arrived' | 'left' | null {
    const now = isMyTurn(snap);
    const before = this.mine;
    this.mine = now;
    if (before === null || before === now) return null;
    return now ? 'arrived' : 'left';
  }
}

/** Whether the person counts as away: the page hidden, or no input for IDLE_MS. */
export function isAway(o: { hidden: boolean; idleMs: number; idleLimitMs?: number }): boolean {
  return o.hidden || o.idleMs >= (o.idleLimitMs ?? IDLE_MS);
}

/** Whether the turn's arrival shows a browser notification. */
export function shouldNotify(o: { notify: boolean; always: boolean; permission: string; hidden: boolean; idleMs: number; idleLimitMs?: number }): boolean {
  if (!o.notify || o.permission !== 'granted') return false;
  return o.always || isAway(o);
}

// ---- The page's side: visibility (with the test hook), input, title, icon, chime, notification. ----

export interface EverrainTestHook {
  /** Overrides document.visibilityState for the turn signals (null: the document's again). */
  setHidden(hidden: boolean | null): void;
  /** The notifications the page showed (their titles and bodies), for tests. */
  readonly notified: string[];
}

declare global {
  interface Window { everrainTest?: EverrainTestHook }
}

let hiddenOverride: boolean | null = null;
let lastInput = Date.now();
let installed = false;

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const touch = (): void => { lastInput = Date.now(); };
  for (const type of ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const) window.addEventListener(type, touch, { passive: true, capture: true });
  window.everrainTest ??= {
    setHidden: (hidden) => {
      hiddenOverride = hidden;
      window.dispatchEvent(new Event(VISIBILITY_EVENT));
    },
    notified: [],
  };
}

/** Fired on the window when the test hook changes the page's visibility (the document fires visibilitychange itself). */
export const VISIBILITY_EVENT = 'everrain-visibility';

/** How long since the person's last input (pointer, keys, wheel, touch) on this page. */
export function idleFor(): number {
  install();
  return Date.now() - lastInput;
}

/** Whether the person is looking at the page: visible, with input within `idleLimitMs`. */
export function lookingNow(idleLimitMs: number): boolean {
  return !isAway({ hidden: pageHidden(), idleMs: idleFor(), idleLimitMs });
}

export function pageHidden(): boolean {
  return hiddenOverride ?? (typeof document !== 'undefined' && document.visibilityState === 'hidden');
}

function notificationPermission(): string {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const iconLinks = (): HTMLLinkElement[] => [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
const originalIcons = new Map<HTMLLinkElement, { href: string; type: string }>();
let badged: Promise<string> | null = null;

/** The game's icon with a badge (a bright dot in its corner), drawn on a canvas into a data: URL. */
function badgedIcon(): Promise<string> {
  badged ??= new Promise<string>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const ctx = canvas.getContext('2d');
    if (!ctx) { resolve('/favicon.svg'); return; }
    const finish = (): void => {
      ctx.beginPath();
      ctx.arc(46, 18, 16, 0, Math.PI * 2);
      ctx.fillStyle = '#e4572e';
      ctx.fill();
      ctx.lineWidth = 4;
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      resolve(canvas.toDataURL('image/png'));
    };
    const img = new Image();
    img.onload = () => { ctx.drawImage(img, 0, 0, 64, 64); finish(); };
    img.onerror = finish;
    img.src = '/favicon.svg';
  });
  return badged;
}

function setBadge(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (!on) {
    for (const [link, was] of originalIcons) { link.href = was.href; link.type = was.type; }
    originalIcons.clear();
    document.documentElement.removeAttribute('data-turn-badge');
    return;
  }
  document.documentElement.setAttribute('data-turn-badge', '');
  void badgedIcon().then((url) => {
    if (!document.documentElement.hasAttribute('data-turn-badge')) return;
    for (const link of iconLinks()) {
      if (!originalIcons.has(link)) originalIcons.set(link, { href: link.getAttribute('href') ?? '', type: link.type });
      link.href = url;
      link.type = 'image/png';
    }
  });
}

/** The "your turn" chime, through the table's sounds (Web Audio; silent until the page's first click). */
export function chime(): void {
  const s = settings();
  playCue('turn', s.volume);
}

function notify(body: string): void {
  window.everrainTest?.notified.push(`Your turn — ${body}`);
  try {
    const n = new Notification('Your turn — The Everrain', { body, tag: 'everrain-turn', icon: '/favicon.svg' });
    n.onclick = () => { window.focus(); n.close(); };
  } catch {
    // Some browsers allow notifications from a service worker only: the title and the icon still say so.
  }
}

/**
 * The table's hook: the turn's signals for an online game's seat (other drivers: nothing). The title and the
 * icon follow the turn; the chime and the notification come once, when it arrives.
 */
export function useTurnSignals(snap: TableSnapshot, kind: TableDriver['kind']): void {
  const online = kind === 'online';
  const watch = useRef(new TurnWatch());
  const prefs = useSettings();
  const prefsRef = useRef<Settings>(prefs);
  prefsRef.current = prefs;
  const mine = online && isMyTurn(snap);
  useEffect(() => {
    if (!online) return;
    install();
    const change = watch.current.see(snap);
    if (change !== 'arrived') return;
    const p = prefsRef.current;
    if (p.sound) chime();
    if (shouldNotify({ notify: p.notify, always: p.notifyAlways, permission: notificationPermission(), hidden: pageHidden(), idleMs: Date.now() - lastInput })) {
      const pending = snap.view.pending.length > 0;
      notify(pending ? 'A decision waits for you.' : `Round ${snap.view.round}: the turn is yours.`);
    }
  }, [snap, online]);
  useEffect(() => {
    if (!online) return;
    document.title = turnTitle(document.title, mine);
    setBadge(mine);
  }, [mine, online]);
  useEffect(() => () => {
    if (!online) return;
    document.title = turnTitle(document.title, false);
    setBadge(false);
  }, [online]);
}

/** The header's controls for online play: Sound, and the notification (asked for by a click, never on load). */
export function TurnSignalControls() {
  const s = useSettings();
  const [permission, setPermission] = useState(notificationPermission);
  const ask = (): void => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then((p) => {
      setPermission(p);
      changeSettings({ notify: p === 'granted' });
    });
  };
  const granted = permission === 'granted';
  return h('span', { class: 'turn-signals' },
    h('button', { type: 'button', id: 'sound-toggle', 'aria-pressed': s.sound, onClick: () => changeSettings({ sound: !s.sound }), title: 'A soft chime when it becomes your turn' }, s.sound ? 'Sound on' : 'Sound off'),
    permission === 'unsupported' ? null
      : permission === 'denied' ? h('span', { class: 'hint', id: 'notify-denied' }, 'Notifications blocked by the browser')
        : granted && s.notify
          ? h('span', { class: 'notify-on' },
            h('button', { type: 'button', id: 'notify-toggle', 'aria-pressed': true, onClick: () => changeSettings({ notify: false }) }, 'Notify on'),
            h('label', { title: 'Also while you are looking at the page' },
              h('input', { type: 'checkbox', id: 'notify-always', checked: s.notifyAlways, onChange: (e: Event) => changeSettings({ notifyAlways: (e.currentTarget as HTMLInputElement).checked }) }), ' always'))
          // Short on screen (the header is one line at 1280 px); the whole ask in its name and tooltip.
          : h('button', { type: 'button', id: 'notify-ask', 'aria-label': 'Notify me when it is my turn', title: 'Notify me when it is my turn (a browser notification while this tab is hidden or idle)', onClick: granted ? () => changeSettings({ notify: true }) : ask }, 'Notify me'));
}
