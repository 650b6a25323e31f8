// The service worker, a template: the build (xtask/src/site.rs) replaces the four placeholders just
// below, each written exactly once in this file, with the build's name, the manifest (every file of
// the site but this one, with its SHA-256), the heavy files cached only once the app works, and the
// files cached only when the app first asks for them (other dictionaries, definitions).
// Unreplaced (a plain static server) it caches nothing and passes every request to the network.
//
// No page ever runs a mix of two builds:
// - A build's files live under v/<build>/ and name each other relatively, so a page and its worker
//   only ever ask for files of their own build; only index.html and the manifest/icons have fixed
//   names, and a navigation always gets this build's index.html whole.
// - Every file is checked against the manifest before it is cached; one mismatch (the server half
//   way through a deployment, a proxy's stale copy) fails the install, and the browser tries again
//   on a later visit. The precached set is written only once all of it has been checked.
// - A build's cache stays as long as an open tab says it runs that build: after an update, a tab
//   still on the old build keeps getting the old files (its worker restarted, the photo module
//   loaded for the first time) until it reloads.

/**
 * This service worker's global scope and events, as this file uses them. The tsconfig's libs are the
 * page's ("dom"; adding "webworker" would give every page file the workers' globals), so the few worker
 * types needed are written here, and `self` is cast to them once as `sw` (the same object).
 * @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} SwExtendableEvent
 * @typedef {SwExtendableEvent & { request: Request, respondWith(response: Promise<Response>): void }} SwFetchEvent
 * @typedef {SwExtendableEvent & { data: { kind?: string } | null }} SwMessageEvent what a page posts (sw/sw-client.js)
 * @typedef {{ postMessage(message: unknown, transfer: Transferable[]): void }} SwClient
 * @typedef {{ claim(): Promise<void>, matchAll(options: { type: 'window', includeUncontrolled: boolean }): Promise<SwClient[]> }} SwClients
 * @typedef {{ install: SwExtendableEvent, activate: SwExtendableEvent, message: SwMessageEvent, fetch: SwFetchEvent }} SwEvents
 * @typedef {object} SwScope
 * @property {ServiceWorkerRegistration} registration
 * @property {SwClients} clients
 * @property {() => Promise<void>} skipWaiting
 * @property {{ origin: string }} location
 * @property {<K extends keyof SwEvents>(type: K, listener: (event: SwEvents[K]) => void) => void} addEventListener
 */
const sw = /** @type {SwScope} */ (/** @type {unknown} */ (self));

// The four slots the build fills, as globals for the type checker, which reads `self` as the global object
// (its properties are the global vars): unfilled, each is undefined, as an unset property of `self` was.
/** @type {string | undefined} */
var __BUILD__;
/** @type {Record<string, string> | undefined} the path of each file of the build to its SHA-256 */
var __ASSETS__;
/** @type {string[] | undefined} */
var __LAZY__;
/** @type {string[] | undefined} */
var __ON_DEMAND__;

const BUILD = self.__BUILD__ || 'dev';
const ASSETS = self.__ASSETS__ || {};
const LAZY = self.__LAZY__ || [];
const ON_DEMAND = self.__ON_DEMAND__ || [];

const CACHE_PREFIX = 'boggle-';
const CACHE = `${CACHE_PREFIX}${BUILD}`;
const INDEX = 'index.html';
/** Kept with each cached file: the digest it was checked against, so a later build reuses it. */
const DIGEST_HEADER = 'x-boggle-sha256';
/** How long a tab has to say which build it runs before old caches are all kept, to be safe. */
const ANSWER_MS = 3000;
const enabled = BUILD !== 'dev';

const scoped = (/** @type {string} */ path) => new URL(path, sw.registration.scope).href;
const pathOf = (/** @type {string} */ url) => url.slice(sw.registration.scope.length);
const lazy = new Set(LAZY);
const onDemand = new Set(ON_DEMAND);
const core = Object.keys(ASSETS).filter((path) => !lazy.has(path) && !onDemand.has(path));

sw.addEventListener('install', (event) => {
  // Only what typing needs (~1 MB) blocks the install, so the app works offline as soon as
  // possible after the first visit and a slow download of the photo module cannot fail it; the
  // photo module and the model are fetched afterwards, in the waitUntil of the page's 'hello'.
  if (enabled) event.waitUntil(precache());
});

sw.addEventListener('activate', (event) => {
  // Nothing is deleted here: tabs of the old build may still be open (see dropUnusedCaches). And
  // nothing slow either, as fetches wait for activation to finish.
  if (enabled) event.waitUntil(sw.clients.claim());
});

sw.addEventListener('message', (event) => {
  const kind = event.data && event.data.kind;
  if (kind === 'skip-waiting') sw.skipWaiting();
  // Every page says hello once it has a service worker: a moment to fetch the photo module (kept
  // alive by waitUntil, unlike work started from 'activate' without it) and to drop caches no open
  // tab uses any more.
  if (kind === 'hello' && enabled) event.waitUntil(Promise.all([cacheLazy(), dropUnusedCaches()]));
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!enabled || request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(answer(request));
});

/** This build's cache, opened once: every answer needs it, and opening it is a round trip. */
/** @type {Promise<Cache> | null} */
let ownCache = null;
const openOwnCache = () => (ownCache ??= caches.open(CACHE));

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answer(request) {
  const cache = await openOwnCache();
  // Every page address (any #board= or ?playSeconds=) is this build's app shell.
  // (A file of the build opened as a page, such as a licence text, is that file.)
  if (request.mode === 'navigate' && !(pathOf(request.url.split('#')[0]) in ASSETS)) return (await cache.match(scoped(INDEX))) || fetch(request);
  const own = await cache.match(request);
  if (own) return own;
  const path = pathOf(request.url);
  // A file of another build, asked for by a tab still running it: its name pins its contents.
  if (path.startsWith('v/') && !path.startsWith(`v/${BUILD}/`)) {
    const other = await caches.match(request);
    if (other) return other;
  }
  if (lazy.has(path) || onDemand.has(path)) {
    // The photo module before it was cached in the background, or a dictionary or definitions
    // asked for the first time: fetched (or taken from an older build's cache if unchanged),
    // checked and cached now, so it works offline from then on.
    const response = reuse(await checkedByDigest(), path) || (await fetchChecked(path));
    await cache.put(scoped(path), response.clone());
    return response;
  }
  return fetch(request);
}

/** The build's typing files into its cache, all checked, or the install fails. */
async function precache() {
  const reusable = await checkedByDigest();
  const responses = await Promise.all(core.map((path) => reuse(reusable, path) || fetchChecked(path)));
  const cache = await openOwnCache();
  await Promise.all(core.map((path, i) => cache.put(scoped(path), responses[i])));
  // Dictionaries and definitions an older build had fetched stay offline when they did not change.
  await Promise.all(ON_DEMAND.map((path) => reuse(reusable, path)).map((response, i) => response && cache.put(scoped(ON_DEMAND[i]), response)));
  // A cache deleted while this ran (an older worker's clean-up) would leave the build half served.
  const stored = await caches.open(CACHE);
  for (const path of core) {
    if (!(await stored.match(scoped(path)))) throw new Error(`${path} did not stay cached`);
  }
}

/** @type {Promise<void> | null} */
let lazyRun = null;

/** The photo module and the model, all or none, each checked. Offline or gone: fetched on first use. */
function cacheLazy() {
  lazyRun ??= (async () => {
    const cache = await openOwnCache();
    const missing = [];
    for (const path of LAZY) if (!(await cache.match(scoped(path)))) missing.push(path);
    if (!missing.length) return;
    const reusable = await checkedByDigest();
    const responses = await Promise.all(missing.map((path) => reuse(reusable, path) || fetchChecked(path)));
    await Promise.all(missing.map((path, i) => cache.put(scoped(path), responses[i])));
  })()
    .catch(() => {})
    .finally(() => {
      lazyRun = null;
    });
  return lazyRun;
}

/**
 * Deletes the caches of other builds once every open tab has said which build it runs and none runs
 * theirs. A tab that does not answer (frozen, or a page from before builds answered) keeps them all.
 */
async function dropUnusedCaches() {
  // A newer worker being installed or waiting owns a cache no tab runs yet.
  if (sw.registration.installing || sw.registration.waiting) return;
  const others = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
  if (!others.length) return;
  const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const builds = await Promise.all(tabs.map(askBuild));
  if (builds.includes(null)) return;
  const inUse = new Set(builds.map((build) => `${CACHE_PREFIX}${build}`));
  await Promise.all(others.filter((name) => !inUse.has(name)).map((name) => caches.delete(name)));
}

/**
 * The build `client` (a tab) says it runs, or null when it does not answer in time.
 * @param {SwClient} client
 * @returns {Promise<string | null>}
 */
function askBuild(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data?.build === 'string' ? event.data.build : null);
    };
    client.postMessage({ kind: 'which-build' }, [channel.port2]);
  });
}

/**
 * `path` as a response to cache, if its SHA-256 is the manifest's. The copy the page just
 * downloaded (the browser's HTTP cache) is taken first, so a first visit does not download the
 * app twice; only when that copy is missing or not this build's is the network asked.
 * @param {string} path
 * @returns {Promise<Response>}
 */
async function fetchChecked(path) {
  return (await fetchWith(path, 'force-cache').catch(() => null)) ?? fetchWith(path, 'reload');
}

/**
 * @param {string} path
 * @param {RequestCache} cacheMode
 * @returns {Promise<Response>}
 */
async function fetchWith(path, cacheMode) {
  const response = await fetch(new Request(scoped(path), { cache: cacheMode }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  const digest = await sha256(body);
  if (digest !== ASSETS[path]) throw new Error(`${path} is not the file of build ${BUILD}`);
  // The body is decoded already: its encoding and length headers would now be wrong.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(DIGEST_HEADER, digest);
  return new Response(body, { status: 200, statusText: 'OK', headers });
}

/** Files already checked into any build's cache, by digest: a file an update did not change is not downloaded again. */
async function checkedByDigest() {
  const wanted = new Set(Object.values(ASSETS));
  /** @type {Map<string, Response>} */
  const found = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const digest = response && response.headers.get(DIGEST_HEADER);
      if (digest && wanted.has(digest) && !found.has(digest)) found.set(digest, /** @type {Response} */ (response)); // there, as it has a digest
    }
  }
  return found;
}

/**
 * @param {Map<string, Response>} reusable
 * @param {string} path
 */
function reuse(reusable, path) {
  const response = reusable.get(ASSETS[path]);
  return response && response.clone(); // two paths may hold the same bytes
}

/** @param {ArrayBuffer} buffer */
async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
