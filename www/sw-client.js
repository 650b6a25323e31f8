// Registers the service worker (sw.js) and tells the page when a new version is waiting. A new
// version only takes over when the person says so, and the page then reloads at once: the page
// never runs a mix of old and new files.

/**
 * @param {object} hooks
 * @param {(apply: () => void) => void} hooks.onUpdateReady a new version is installed; `apply` switches to it
 * @param {(error: Error) => void} hooks.onError registration failed (the app still works online)
 */
export function registerServiceWorker({ onUpdateReady, onError }) {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  let switchRequested = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also changes the controller (clients.claim); only a switch the person
    // asked for reloads.
    if (switchRequested && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  const offer = (waiting) => {
    onUpdateReady(() => {
      switchRequested = true;
      waiting.postMessage({ kind: 'skip-waiting' });
    });
  };
  navigator.serviceWorker
    .register('./sw.js')
    .then((registration) => {
      // An update found on an earlier visit may already be waiting.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
    })
    .catch((error) => onError(error));
}
