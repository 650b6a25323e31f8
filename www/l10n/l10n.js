// The app in the player's language (English, Français, Deutsch, Español, Italiano) with Mozilla's
// Fluent; ARCHITECTURE.md, "the interface's languages". The page is written in English, and a script's
// English is Fluent's too, from locales/en built into the first load (say.js). Another language loads
// l10n-dom.js and its .ftl files, and translates the page. A script shows a message with `localize(element, id, args)`, not
// `textContent`, so a change of language translates it where it is; `t(id, args)` is the string alone.
import { recall, keep } from '../core/storage.js';
import { byScript, hasEnglish, saidEnglish, shown, t, tSaid, useLanguage } from './say.js';

export { currentBundle, language, saidEnglish, shown, t, tReport, tSaid } from './say.js';
/** @typedef {import('./say.js').Args} Args */
/** @typedef {import('./say.js').Said} Said */

/** One .ftl file per area and language (locales/<lang>/<area>.ftl); a new area is a new name here. */
export const AREAS = Object.freeze(['app', 'photo', 'solve', 'referee', 'settings', 'play', 'together', 'score', 'history', 'errors']);
const KEY = 'language';
/** The languages the interface speaks: the settings' list, which the site build writes from www/locales. */
const languages = () => [...document.querySelectorAll('#language-select option')].map((o) => /** @type {HTMLOptionElement} */ (o).value).filter(Boolean);

/** @type {Set<(lang: string) => void>} */
const listeners = new Set();
/** @type {Promise<void>} */
let settled = Promise.resolve();

/** The language of the browser's first preference that the app speaks, else English. */
export function browserLanguage() {
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (languages().includes(base)) return base;
  }
  return 'en';
}

/** The language chosen in the settings ('': the browser's). */
export function chosenLanguage() {
  const kept = recall(KEY);
  return languages().includes(kept) ? kept : '';
}

/**
 * Shows the message `id` with `args` in `element`, and keeps it translated when the language changes.
 * @param {HTMLElement} element
 * @param {string} id
 * @param {Args} [args]
 * @param {string} [text] `t(id, args)`, when the caller has it already
 */
export function localize(element, id, args, text = t(id, args)) {
  element.dataset.l10nId = id;
  if (args) element.dataset.l10nArgs = JSON.stringify(args);
  else delete element.dataset.l10nArgs;
  element.textContent = text;
  byScript.add(element);
  shown.set(element, element.textContent);
}

/**
 * Shows what Rust said (see `tSaid`) in `element`, and keeps it translated when the language changes.
 * @param {HTMLElement} element
 * @param {unknown} said
 */
export function localizeSaid(element, said) {
  const shape = /** @type {Said | null | undefined} */ (typeof said === 'object' ? said : undefined);
  if (!shape?.l10n) return plain(element, tSaid(said));
  // The worker's own words are the page's messages, English included.
  if (hasEnglish(shape.l10n.id) && !shape.report?.length) return localize(element, shape.l10n.id, shape.l10n.args);
  element.dataset.l10nId = shape.l10n.id;
  element.dataset.l10nArgs = JSON.stringify(shape.l10n.args ?? {});
  element.textContent = tSaid(said);
  // Its English is what was said, as it was said.
  byScript.delete(element);
  saidEnglish.set(element, shape.message);
  shown.set(element, element.textContent);
}

/**
 * Several messages in `element`, spaces between: `[id, args]` each in a span of its own, what Rust said
 * (`{ message, l10n }`) too, a string as it is.
 * @param {HTMLElement} element
 * @param {unknown[]} parts each `[id, args]`, what Rust said, or a string
 */
export function localizeParts(element, parts) {
  plain(element, '');
  element.append(...parts.flatMap((part, i) => {
    const span = document.createElement('span');
    if (Array.isArray(part)) localize(span, String(part[0]), /** @type {Args | undefined} */ (part[1]));
    else if (typeof part !== 'string') localizeSaid(span, part);
    return i ? [' ', typeof part === 'string' ? part : span] : [typeof part === 'string' ? part : span];
  }));
}

/**
 * Plain text (a word, a name) in `element`: no message, so a change of language leaves it.
 * @param {HTMLElement} element
 * @param {string} text
 */
export function plain(element, text) {
  byScript.delete(element);
  delete element.dataset.l10nId;
  delete element.dataset.l10nArgs;
  element.textContent = text;
}

/**
 * `listener(lang)` after every change of language, once the page is translated.
 * @param {(lang: string) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

/** Settles once the language being switched to is on screen. */
export const translated = () => settled;

/**
 * Switches the interface to `lang` ('': the browser's), remembered when `remember`.
 * @param {string} lang
 * @param {{ remember?: boolean }} [options]
 */
export function setLanguage(lang, { remember = true } = {}) {
  if (remember) keep(KEY, lang);
  const wanted = languages().includes(lang) ? lang : browserLanguage();
  settled = settled.then(() => apply(wanted)).catch((error) => {
    // Offline with nothing cached, or a broken file: the page stays as it was, and says so.
    console.error(`the ${wanted} interface could not be loaded`, error);
  });
  return settled;
}

/** @param {string} lang */
async function apply(lang) {
  const dom = await import('./l10n-dom.js');
  useLanguage(lang, lang === 'en' ? null : await dom.loadBundle(lang, AREAS));
  dom.translateWithin(document);
  document.documentElement.lang = lang;
  document.title = t('app-title');
  for (const listener of listeners) listener(lang);
}

/** At start: the language chosen, else the browser's; English is in the first load (say.js). */
export function startLocalization() {
  const lang = chosenLanguage() || browserLanguage();
  if (lang !== 'en') setLanguage(lang, { remember: false });
}

/**
 * The settings' language list (`select`): the choice remembered, and applied without a reload.
 * @param {HTMLSelectElement} select
 */
export function wireLanguagePicker(select) {
  select.value = chosenLanguage();
  select.addEventListener('change', () => setLanguage(select.value));
}

