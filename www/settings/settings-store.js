// The words and rules as this browser remembers them (localStorage): each setting read back only if
// it has the right kind, else its default, so a damaged or blocked storage still leaves a working app.
import { QU_LETTERS } from '../core/catalog.js';
import { keep, recall } from '../core/storage.js';
import { DEFAULTS } from './settings-link.js';

/** @typedef {import('./settings-link.js').LinkSettings} Settings the words and rules in use */

const STORAGE_KEY = 'words-settings';

/**
 * The settings remembered in this browser (the defaults where nothing, or something damaged, is kept).
 * @returns {Settings}
 */
export function rememberedSettings() {
  try {
    const stored = recall(STORAGE_KEY);
    if (!stored || typeof stored !== 'object') return { ...DEFAULTS };
    const pick = (/** @type {keyof Settings} */ key, /** @type {(v: unknown) => boolean} */ ok) => (ok(stored[key]) ? stored[key] : DEFAULTS[key]);
    return {
      dict: pick('dict', (v) => typeof v === 'string'),
      scoring: pick('scoring', (v) => typeof v === 'string'),
      qu: pick('qu', (v) => /** @type {readonly unknown[]} */ (QU_LETTERS).includes(v)),
      allowed: pick('allowed', (v) => typeof v === 'string'),
      banned: pick('banned', (v) => typeof v === 'string'),
    };
  } catch {
    return { ...DEFAULTS }; // storage blocked or damaged: the defaults, and the app still works
  }
}

/**
 * Remembers `settings` in this browser; false if the browser refused (private mode, full).
 * @param {Settings} settings
 */
export function keepSettings(settings) {
  return keep(STORAGE_KEY, settings);
}
