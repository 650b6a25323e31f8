// "Keep all definitions offline" (in the Dictionary settings): every shard of the English definitions
// (defs/en/<letter>.txt) fetched once, so the service worker keeps each in its cache (sw.js checks a
// file fetched on demand against the build's manifest and caches it) and a tapped word of any letter
// has its meaning without a connection. The total size is shown before anything is downloaded; the
// choice is remembered, and at each start the shards are asked for again: the service worker answers
// those it holds from its cache, so only a shard an update changed is downloaded.

const STORAGE_KEY = 'boggle-definitions-offline';
const SHARDS = new URL('./defs/en/', import.meta.url);
/** Shards fetched at once: enough to fill the line, few enough to show steady progress. */
const AT_ONCE = 3;
/** How long to wait for the service worker to take charge of the page before saying it cannot keep files. */
const CONTROL_MS = 10_000;

const $ = (id) => document.getElementById(id);

function megabytes(bytes) {
  return `${(bytes / 1e6).toLocaleString('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

function remembered() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** The service worker in charge of this page, or null when there is none (none supported, or not yet). */
async function controller() {
  const sw = navigator.serviceWorker;
  if (!sw) return null;
  if (sw.controller) return sw.controller;
  const taken = new Promise((resolve) => sw.addEventListener('controllerchange', () => resolve(sw.controller), { once: true }));
  return Promise.race([taken, new Promise((resolve) => setTimeout(() => resolve(sw.controller), CONTROL_MS))]);
}

class OfflineDefinitions {
  constructor() {
    this.box = $('defs-offline-keep');
    this.label = $('defs-offline-size');
    this.status = $('defs-offline-status');
    this.progress = $('defs-offline-progress');
    /** `{a: bytes, …}` once read. */
    this.sizes = null;
    this.running = null;
    this.box.checked = remembered();
    this.box.addEventListener('change', () => this.changed());
    $('word-settings')?.addEventListener('toggle', (event) => {
      if (event.target.open) this.readSizes().catch(() => {});
    });
    window.addEventListener('online', () => {
      if (this.box.checked) this.download();
    });
    if (this.box.checked) this.download();
  }

  async readSizes() {
    if (this.sizes) return this.sizes;
    const response = await fetch(new URL('sizes.json', SHARDS));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const sizes = await response.json();
    const total = Object.values(sizes).reduce((sum, n) => sum + n, 0);
    this.sizes = sizes;
    this.label.textContent = ` (${Object.keys(sizes).length} files, ${megabytes(total)})`;
    return sizes;
  }

  changed() {
    remember(this.box.checked);
    if (this.box.checked) {
      this.download();
    } else {
      this.progress.hidden = true;
      this.status.textContent = 'Definitions are downloaded one letter at a time again, when a word is tapped. Those already kept stay until the next update.';
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
      this.status.textContent = `The list of definitions could not be downloaded (${error.message}): it is tried again when you are online.`;
      return;
    }
    if (!(await controller())) {
      this.status.textContent = 'This browser cannot keep files offline here (no service worker): definitions are downloaded when a word is tapped.';
      return;
    }
    const letters = Object.keys(sizes);
    const total = letters.reduce((sum, l) => sum + sizes[l], 0);
    let done = 0;
    let bytes = 0;
    const failed = [];
    const show = () => {
      this.progress.max = total;
      this.progress.value = bytes;
      this.progress.hidden = false;
      this.status.textContent = `Keeping definitions offline: ${done} of ${letters.length} files, ${megabytes(bytes)} of ${megabytes(total)}…`;
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
          failed.push(`${letter} (${error.message})`);
        }
        done += 1;
        if (this.box.checked) show();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, next));
    if (!this.box.checked) return;
    this.progress.hidden = failed.length === 0;
    this.status.textContent = failed.length
      ? `${letters.length - failed.length} of ${letters.length} files kept; not yet: ${failed.join(', ')}. They are tried again when you are online.`
      : `All ${letters.length} files of definitions (${megabytes(total)}) are kept on this device: every word's meaning works offline.`;
  }
}

if ($('defs-offline-keep')) new OfflineDefinitions();
