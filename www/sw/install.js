// The "Install the app" button, where the browser offers installing (its beforeinstallprompt event):
// invisible otherwise, and again once the app is installed. Its place is held all along (the
// `unavailable` class is `visibility: hidden`: out of sight, focus and the accessibility tree), so
// showing it moves nothing. On an iPhone or iPad, whose browsers never offer it, the button says how
// instead: Share, then "Add to Home Screen" (#install-hint).
import { t } from '../l10n/l10n.js';

/**
 * The browser's install offer (Chromium's BeforeInstallPromptEvent, which the DOM types lack).
 * @typedef {Event & { prompt: () => Promise<unknown> }} InstallPromptEvent
 */

/**
 * @param {HTMLElement} button
 * @param {boolean} available
 */
function setAvailable(button, available) {
  button.classList.toggle('unavailable', !available);
}

/**
 * An iPhone or iPad not yet running the app from its home screen, in a browser with no install prompt.
 * @param {Navigator & { standalone?: boolean }} [nav] Safari's `standalone` is not in the DOM types
 * @param {Window} [win]
 */
export function needsInstallHint(nav = navigator, win = window) {
  const apple = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const installed = nav.standalone === true || win.matchMedia('(display-mode: standalone)').matches;
  return apple && !installed && !('onbeforeinstallprompt' in win);
}

/**
 * @param {HTMLElement} button
 * @param {(text: string) => void} setStatus
 */
export function offerInstall(button, setStatus) {
  /** @type {InstallPromptEvent | null} */
  let prompt = null;
  const hint = /** @type {HTMLElement} */ (document.getElementById('install-hint'));
  if (needsInstallHint()) {
    setAvailable(button, true);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', 'install-hint');
    /** @type {HTMLElement} */ (document.getElementById('install-hint-close')).addEventListener('click', () => {
      hint.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      button.focus();
    });
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown from our button instead of the browser's own bar
    prompt = /** @type {InstallPromptEvent} */ (event);
    setAvailable(button, true);
  });
  window.addEventListener('appinstalled', () => {
    prompt = null;
    setAvailable(button, false);
    setStatus(t('install-done'));
  });
  button.addEventListener('click', async () => {
    if (!prompt) {
      if (!needsInstallHint()) return;
      hint.hidden = !hint.hidden;
      button.setAttribute('aria-expanded', String(!hint.hidden));
      return;
    }
    const offered = prompt;
    prompt = null;
    setAvailable(button, false);
    await offered.prompt();
  });
}
