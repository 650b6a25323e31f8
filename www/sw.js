// The service worker, a template: the build replaces the three placeholders just below (each
// written exactly once in this file) with every asset path of the site, a hash of all their
// contents, and the heavy assets to fetch after activation. Unreplaced (a plain static server) it
// caches nothing and passes every request to the network.
const PRECACHE = self.__PRECACHE__ || [];
const VERSION = self.__VERSION__ || 'dev';
const LAZY = self.__LAZY__ || [];

const CACHE_PREFIX = 'boggle-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const INDEX = 'index.html';

const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener('install', (event) => {
  // Every file of this version, fetched past the HTTP cache so the set is consistent. A new
  // version then waits until the page asks it to take over (see sw-client.js).
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((path) => new Request(scoped(path), { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
  // Heavy, optional assets: cached in the background so they do not hold up the install.
  if (LAZY.length) cacheLazyAssets();
});

async function cacheLazyAssets() {
  const cache = await caches.open(CACHE);
  for (const path of LAZY) {
    const request = new Request(scoped(path), { cache: 'reload' });
    if (await cache.match(request)) continue;
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response);
    } catch {
      // Offline or gone: fetched on first use instead.
    }
  }
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.kind === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  // Every page address (any #board= or ?playSeconds=) is the one app shell.
  const cached = request.mode === 'navigate' ? await cache.match(scoped(INDEX)) : await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && LAZY.some((path) => scoped(path) === request.url)) cache.put(request, response.clone());
  return response;
}
