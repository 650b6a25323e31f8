// The interface's words, with no page to show them on: the language now, its Fluent bundle, `t` and
// `tSaid` that say a message. English is a Fluent bundle too, built as this module loads from
// locales/en (the site build joins its files into english.js), so the first `t()` already has it and
// every language's plurals and numbers are Fluent's. l10n.js (the page) and l10n-dom.js (the page
// translated) both stand on this file, so neither imports the other back.
import { FluentBundle, FluentResource } from '../lib/fluent-bundle/index.js';
import { ENGLISH_FTL } from './english.js';

/** @typedef {import('../lib/fluent-bundle/index.js').FluentBundle} Bundle */
/** A message's arguments, as Fluent takes them. @typedef {Record<string, string | number | Date>} Args */
/** What Rust said (`boggle_board::Localized`), or the worker: its English, and its id and arguments. @typedef {{ message?: string, l10n?: { id: string, args?: Args }, report?: { id: string, args?: Args }[] }} Said */

/**
 * `lang`'s Fluent bundle of the .ftl `texts`; a file's syntax errors are logged, its other messages kept.
 * @param {string} lang
 * @param {string[]} texts
 * @returns {Bundle}
 */
export function bundleOf(lang, texts) {
  // No bidi isolation marks around values: every language here is written left to right.
  const made = new FluentBundle(lang, { useIsolating: false });
  for (const text of texts) {
    const errors = made.addResource(new FluentResource(text));
    if (errors.length) console.error(`locales/${lang}: ${errors.join('; ')}`);
  }
  return made;
}

/** English: every message a script or the page shows (not Rust's own, which says its English itself). */
const english = bundleOf('en', [ENGLISH_FTL]);
let current = 'en';
/** The FluentBundle of `current`. */
let bundle = english;
/** The text each element was last given here: a script that wrote its own since owns it (left alone). */
export const shown = new WeakMap();
/** The elements a script gave a message (`localize`), whose English is the message's, not the page's. */
export const byScript = new WeakSet();
/** The language the interface is in now, and its FluentBundle. */
export const language = () => current;
export const currentBundle = () => bundle;

/**
 * `id` with `args` formatted by `from`, or null if it lacks the message or cannot format it.
 * @param {Bundle} from
 * @param {string} id
 * @param {Args | undefined} args
 */
function formatted(from, id, args) {
  const message = from.getMessage(id);
  if (!message?.value) return null;
  /** @type {Error[]} */
  const errors = [];
  const text = from.formatPattern(message.value, args, errors);
  return errors.length ? null : text;
}

/**
 * The message `id` with `args` in the current language (English when a translation lacks it).
 * @param {string} id
 * @param {Args} [args]
 * @returns {string}
 */
export function t(id, args = {}) {
  const text = (bundle === english ? null : formatted(bundle, id, args)) ?? formatted(english, id, args);
  if (text === null) throw new Error(`no English for the message ${id}`);
  return text;
}

/** Whether English has the message `id` (a script's or the page's). @param {string} id */
export const hasEnglish = (id) => english.hasMessage(id);

/**
 * Switches the words to `lang`, said with `messages` (its FluentBundle; null for English).
 * @param {string} lang
 * @param {Bundle | null} messages
 */
export function useLanguage(lang, messages) {
  bundle = messages ?? english;
  current = lang;
}

/**
 * What Rust or the worker said (an error thrown, a piece of advice): `{ message, l10n }`. Rust's `message` is
 * its English (the CLI's words) and `l10n` its message id and arguments in locales/<lang>/errors.ftl
 * (`boggle_board::Localized`), so English says it as Rust did; the worker's (protocol.js's `said`) are the
 * page's own messages, said from the bundle in English too. A string, or an Error without `l10n`, is its text.
 * @param {unknown} said anything thrown or answered: a `Said`, an Error, a string
 * @returns {string}
 */
export function tSaid(said) {
  if (typeof said === 'string') return said;
  const shape = /** @type {Said | null | undefined} */ (typeof said === 'object' ? said : undefined);
  const { id, args } = shape?.l10n ?? {};
  const text = shape && id ? (bundle === english ? null : formatted(bundle, id, args)) ?? formatted(english, id, args) : null;
  // A word list's error may carry what it left out, which its English says in brackets.
  if (shape && text !== null) return shape.report?.length ? `${text} (${tReport(shape.report, '')})` : text;
  return String(shape?.message ?? '');
}

/** Each element showing what Rust said, with its English: the text to go back to in English. */
export const saidEnglish = new WeakMap();

/**
 * What a word list left out: `inEnglish` (Rust's `ListReport` as words) in English, else its messages
 * (`ListReport::messages`: the count, then each reason) joined as the English joins them.
 * @param {{ id: string, args?: Args }[] | undefined} messages
 * @param {string} inEnglish
 */
export function tReport(messages, inEnglish) {
  if (current === 'en' || !messages?.length || messages.some((m) => !bundle.getMessage(m.id))) return inEnglish;
  const [count, ...reasons] = messages.map((l10n) => tSaid({ l10n, message: '' }));
  return `${count} ${reasons.join('; ')}`;
}
