/*
 * The Everrain's service worker (issue #24 item 13), written by the build (offline-build.ts fills in BUILD and
 * FILES): it keeps every file of one build, so solo and hot-seat games load and play with no network. Pages
 * are asked of the network first (a newer build on the server wins; after 4 s, or with no answer, the kept
 * page); the build's files, whose names change with their content, come from the cache. The game server's API
 * and socket, the build's version file and this script always go to the network. A new build waits until the
 * page asks it to take over (`skip-waiting`), so a page never runs half of one build and half of another.
 */
const BUILD = '__BUILD__';
const FILES = __FILES__;
const CACHE = `everrain-${BUILD}`;
const NETWORK_ONLY = /^\/(api\/|ws$|version\.json$|sw\.js$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('everrain-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
});

function page(request) {
  const network = fetch(request);
  const late = new Promise((resolve) => setTimeout(resolve, 4000));
  const kept = () => caches.open(CACHE).then((cache) => cache.match('/index.html'));
  return Promise.race([network, late.then(() => null)])
    // No answer yet, or a proxy's error page while the game server is down: the kept page.
    .then((response) => (response && response.status < 500 ? response : kept().then((hit) => hit ?? response ?? network)))
    .catch(() => kept().then((hit) => hit ?? Response.error()));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(request)).then((hit) => hit ?? fetch(request)));
});
