// Registers the service worker (sw.js) and tells the page when a new version is ready. A new
// version only takes over when the person says so, and that page then reloads at once. Other open
// tabs keep running their own build, served from its cache, which sw.js keeps while any tab says it
// runs that build (this file answers for the page); they offer the reload too.

/** This page's build: its scripts live in v/<build>/ (see xtask/src/site.rs). */
const BUILD = /\/v\/([0-9a-f]+)\//.exec(import.meta.url)?.[1] ?? 'dev';

/**
 * @param {object} hooks
 * @param {(apply: () => void) => void} hooks.onUpdateReady a new version is installed; `apply` switches to it
 * @param {(error: Error) => void} hooks.onError registration failed (the app still works online)
 */
export function registerServiceWorker({ onUpdateReady, onError }) {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => {
    if (event.data?.kind === 'which-build' && event.ports[0]) event.ports[0].postMessage({ build: BUILD });
  });
  container.startMessages();
  let reloading = false;
  let switchRequested = false;
  let hadController = Boolean(container.controller);
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  container.addEventListener('controllerchange', () => {
    // The first install also changes the controller (clients.claim): nothing to offer then. When
    // another tab switched to a new version, this one keeps its own build until the person reloads.
    if (switchRequested) reload();
    else if (hadController) onUpdateReady(reload);
    hadController = true;
    sayHello();
  });
  /** @param {ServiceWorker} waiting */
  const offer = (waiting) => {
    onUpdateReady(() => {
      // Accepted in another tab meanwhile: the new version is already in charge.
      if (waiting.state === 'activated') {
        reload();
        return;
      }
      switchRequested = true;
      waiting.postMessage({ kind: 'skip-waiting' });
    });
  };
  container
    .register('./sw.js') // against the page: sw.js stands at the site's root
    .then((registration) => {
      // An update found on an earlier visit may already be waiting.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
      sayHello();
    })
    .catch((error) => onError(error));
}

/** Lets the active service worker cache the photo module and drop caches no tab uses (sw.js). */
function sayHello() {
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ kind: 'hello' }));
}
