// "Keep all definitions offline" (in the Dictionary settings): every shard of the English definitions
// (defs/en/<letter>.txt) fetched once, so the service worker keeps each in its cache (sw.js checks a
// file fetched on demand against the build's manifest and caches it) and a tapped word of any letter
// has its meaning without a connection. The total size is shown before anything is downloaded; the
// choice is remembered, and at each start the shards are asked for again: the service worker answers
// those it holds from its cache, so only a shard an update changed is downloaded.
import { forget, keep, recall } from '../core/storage.js';
import { localize } from '../l10n/l10n.js';

const STORAGE_KEY = 'definitions-offline';
const SHARDS = new URL('../defs/en/', import.meta.url);
/** Shards fetched at once: enough to fill the line, few enough to show steady progress. */
const AT_ONCE = 3;
/** How long to wait for the service worker to take charge of the page before saying it cannot keep files. */
const CONTROL_MS = 10_000;

/** @param {string} id */
const $ = (id) => document.getElementById(id);

/**
 * Bytes in megabytes (the messages show them to one decimal, in the interface's language).
 * @param {number} bytes
 */
const megabytes = (bytes) => bytes / 1e6;

const remembered = () => recall(STORAGE_KEY) === 'on';

/**
 * Remembers the choice (storage blocked: it lasts for this visit).
 * @param {boolean} on
 */
function remember(on) {
  if (on) keep(STORAGE_KEY, 'on');
  else forget(STORAGE_KEY);
}

/**
 * The service worker in charge of this page, or null when there is none (none supported, or not yet).
 * @returns {Promise<ServiceWorker | null>}
 */
async function controller() {
  const sw = navigator.serviceWorker;
  if (!sw) return null;
  if (sw.controller) return sw.controller;
  /** @type {Promise<ServiceWorker | null>} */
  const taken = new Promise((resolve) => sw.addEventListener('controllerchange', () => resolve(sw.controller), { once: true }));
  return Promise.race([taken, new Promise(/** @param {(worker: ServiceWorker | null) => void} resolve */ (resolve) => setTimeout(() => resolve(sw.controller), CONTROL_MS))]);
}

class OfflineDefinitions {
  constructor() {
    // Made only when the settings have the box (the last line of this module), and the rest with it.
    this.box = /** @type {HTMLInputElement} */ ($('defs-offline-keep'));
    this.label = /** @type {HTMLElement} */ ($('defs-offline-size'));
    this.status = /** @type {HTMLElement} */ ($('defs-offline-status'));
    this.progress = /** @type {HTMLProgressElement} */ ($('defs-offline-progress'));
    /** `{a: bytes, …}` once read. @type {Record<string, number> | null} */
    this.sizes = null;
    /** The download under way, if one is. @type {Promise<void> | null} */
    this.running = null;
    this.box.checked = remembered();
    this.box.addEventListener('change', () => this.changed());
    $('word-settings')?.addEventListener('toggle', (event) => {
      if (/** @type {HTMLDetailsElement} */ (event.target).open) this.readSizes().catch(() => {});
    });
    window.addEventListener('online', () => {
      if (this.box.checked) this.download();
    });
    if (this.box.checked) this.download();
  }

  /** @returns {Promise<Record<string, number>>} */
  async readSizes() {
    if (this.sizes) return this.sizes;
    const response = await fetch(new URL('sizes.json', SHARDS));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    /** @type {Record<string, number>} */
    const sizes = await response.json();
    const total = Object.values(sizes).reduce((sum, n) => sum + n, 0);
    this.sizes = sizes;
    localize(this.label, 'defs-offline-size', { count: Object.keys(sizes).length, size: megabytes(total) });
    return sizes;
  }

  changed() {
    remember(this.box.checked);
    if (this.box.checked) {
      this.download();
    } else {
      this.progress.hidden = true;
      localize(this.status, 'defs-offline-off');
    }
  }

  download() {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async run() {
    let sizes;
    try {
      sizes = await this.readSizes();
    } catch (error) {
      localize(this.status, 'defs-offline-list-failed', { reason: /** @type {Error} */ (error).message });
      return;
    }
    if (!(await controller())) {
      localize(this.status, 'defs-offline-no-worker');
      return;
    }
    const letters = Object.keys(sizes);
    const total = letters.reduce((sum, l) => sum + sizes[l], 0);
    let done = 0;
    let bytes = 0;
    /** @type {string[]} */
    const failed = [];
    const show = () => {
      this.progress.max = total;
      this.progress.value = bytes;
      this.progress.hidden = false;
      localize(this.status, 'defs-offline-progress', { done, count: letters.length, size: megabytes(bytes), total: megabytes(total) });
    };
    show();
    const queue = [...letters];
    const next = async () => {
      for (let letter = queue.shift(); letter !== undefined && this.box.checked; letter = queue.shift()) {
        try {
          const response = await fetch(new URL(`${letter}.txt`, SHARDS));
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          await response.arrayBuffer();
          bytes += sizes[letter];
        } catch (error) {
          failed.push(`${letter} (${/** @type {Error} */ (error).message})`);
        }
        done += 1;
        if (this.box.checked) show();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, next));
    if (!this.box.checked) return;
    this.progress.hidden = failed.length === 0;
    if (failed.length) localize(this.status, 'defs-offline-partial', { kept: letters.length - failed.length, count: letters.length, missing: failed.join(', ') });
    else localize(this.status, 'defs-offline-done', { count: letters.length, size: megabytes(total) });
  }
}

if ($('defs-offline-keep')) new OfflineDefinitions();
