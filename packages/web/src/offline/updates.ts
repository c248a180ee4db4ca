import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/*
 * Installable and offline (issue #24 item 13): the page registers the build's service worker (sw.js, written by
 * offline/offline-build.ts), which keeps every file of the build so solo and hot-seat play load with no network.
 * It also asks the server which build it serves (version.json): a newer one is fetched into the service worker
 * and the page reloads into it — at once on the start screen and in online play (whose game lives on the
 * server), or at the person's click in a local game (saved after every move). If it cannot, it says why.
 */

export type UpdateState =
  | { readonly kind: 'current' }
  | { readonly kind: 'updating' }
  /** A newer build is ready; the page waits for the person (a local game is on the table). */
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly why: string };

let state: UpdateState = { kind: 'current' };
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;
/** While a local game or replay is on the table, a newer build waits for the person's click. */
let held = false;

function announce(next: UpdateState): void {
  state = next;
  for (const l of [...listeners]) l();
}

/** The build this page is (written into index.html by the build; absent when served by `vite` in development). */
export function pageBuild(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="everrain-build"]')?.content ?? null;
}

/** Registers the service worker and starts looking for newer builds: on load, on coming back online or into view, and every half hour. */
export function startOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext || !pageBuild()) return;
  navigator.serviceWorker.register('/sw.js').then((r) => {
    registration = r;
    void check();
  }, () => {});
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  window.addEventListener('online', () => void check());
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') void check(); });
  window.setInterval(() => void check(), 30 * 60_000);
}

/** Holds a newer build back while a local game is on the table (true), or lets it in at once (false). */
export function holdUpdates(hold: boolean): void {
  held = hold;
  if (!hold && state.kind === 'ready') takeOver();
}

/** The newest build the server serves, or null when it cannot be asked (offline, or no server). */
async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { build?: unknown };
    return typeof body.build === 'string' ? body.build : null;
  } catch {
    return null;
  }
}

/** Waits until the registration's new worker has installed (or failed). */
function installed(r: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const look = (): void => {
      const worker = r.waiting ?? r.installing;
      if (!worker) { reject(new Error('no new version was found')); return; }
      if (worker.state === 'installed') { resolve(worker); return; }
      if (worker.state === 'redundant') { reject(new Error('the new version could not be stored')); return; }
      worker.addEventListener('statechange', look, { once: true });
    };
    look();
  });
}

/** Compares this page's build with the server's; a newer one is installed and taken over (or offered). */
export async function check(): Promise<void> {
  const mine = pageBuild();
  if (!mine || !registration || state.kind === 'updating' || reloading) return;
  const served = await servedBuild();
  if (served === null) return;
  if (served === mine) {
    // The page is the server's build: a worker of it waiting behind an older one takes over, no reload needed.
    registration.waiting?.postMessage('skip-waiting');
    return;
  }
  announce({ kind: 'updating' });
  try {
    await registration.update();
    await installed(registration);
    announce({ kind: 'ready' });
    if (!held) takeOver();
  } catch (error) {
    announce({ kind: 'failed', why: error instanceof Error ? error.message : 'the update failed' });
  }
}

/** The ready build takes over and the page reloads into it. */
function takeOver(): void {
  const worker = registration?.waiting;
  if (!worker) { window.location.reload(); return; }
  reloading = true;
  worker.postMessage('skip-waiting');
}

/** The update's line, when there is something to say: updating, ready (with the click that loads it), or why it could not. */
export function UpdateNotice() {
  const [, tick] = useState(0);
  useEffect(() => {
    const l = () => tick((n) => n + 1);
    listeners.add(l);
    return () => { listeners.delete(l); };
  }, []);
  if (state.kind === 'current') return null;
  return h('p', { class: 'update-notice', role: 'status', id: 'update-notice' },
    state.kind === 'updating' ? 'A newer version of the game is on the server: loading it…'
      : state.kind === 'ready' ? [h('span', null, 'A newer version of the game is ready. '), h('button', { type: 'button', id: 'update-now', onClick: takeOver }, 'Load it now'), h('span', null, ' (your game is saved)')]
        : `A newer version of the game is on the server, but it could not be loaded (${state.why}): reload the page to try again.`);
}
