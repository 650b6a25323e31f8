// The app in the player's language (English, Français, Deutsch, Español, Italiano) with Mozilla's
// Fluent; ARCHITECTURE.md, "the interface's languages". English costs nothing: the page is written in
// English and a script's English is ENGLISH below. Another language loads l10n-dom.js, Fluent and its
// .ftl files, and translates the page. A script shows a message with `localize(element, id, args)`, not
// `textContent`, so a change of language translates it where it is; `t(id, args)` is the string alone.
import { recall, keep } from './storage.js';
import { SAID } from './protocol.js';

/** One .ftl file per area and language (locales/<lang>/<area>.ftl); a new area is a new name here. */
export const AREAS = Object.freeze(['app', 'photo', 'solve', 'referee', 'settings', 'play', 'score', 'history', 'errors']);
const KEY = 'language';
/** The languages the interface speaks: the settings' list, which the site build writes from www/locales. */
const languages = () => [...document.querySelectorAll('#language-select option')].map((o) => o.value).filter(Boolean);

let current = 'en';
/** The FluentBundle of `current`, or null for English. */
let bundle = null;
/** The text each element was last given here: a script that wrote its own since owns it (left alone). */
export const shown = new WeakMap();
const listeners = new Set();
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

/** The language the interface is in now, and its FluentBundle (null for English). */
export const language = () => current;
export const currentBundle = () => bundle;

/** The message `id` with `args` in the current language (English when a translation lacks it). */
export function t(id, args = {}) {
  const message = bundle?.getMessage(id);
  if (message?.value) {
    const errors = [];
    const text = bundle.formatPattern(message.value, args, errors);
    if (!errors.length) return text;
  }
  const english = ENGLISH[id];
  if (english === undefined) throw new Error(`no English for the message ${id}`);
  return typeof english === 'function' ? english(args) : english;
}

/** Shows the message `id` with `args` in `element`, and keeps it translated when the language changes. */
export function localize(element, id, args) {
  element.dataset.l10nId = id;
  if (args) element.dataset.l10nArgs = JSON.stringify(args);
  else delete element.dataset.l10nArgs;
  element.textContent = t(id, args);
  shown.set(element, element.textContent);
}

/**
 * What Rust said (an error it threw, a piece of advice): `{ message, l10n }`, `message` its English (the
 * CLI's words) and `l10n` its message id and arguments in locales/<lang>/errors.ftl (`boggle_board::Localized`).
 * A string, or a message without `l10n` (the worker's own), is said as it is.
 */
export function tSaid(said) {
  const { id, args } = said?.l10n ?? {};
  const message = id ? bundle?.getMessage(id) : null;
  if (message?.value) {
    const errors = [];
    const text = bundle.formatPattern(message.value, args, errors);
    // A word list's error may carry what it left out, which its English says in brackets.
    if (!errors.length) return said.report?.length ? `${text} (${tReport(said.report, '')})` : text;
  }
  return typeof said === 'string' ? said : String(said?.message ?? '');
}

/** Each element showing what Rust said, with its English: the text to go back to in English. */
export const saidEnglish = new WeakMap();

/** Shows what Rust said (see `tSaid`) in `element`, and keeps it translated when the language changes. */
export function localizeSaid(element, said) {
  if (!said?.l10n) return plain(element, tSaid(said));
  element.dataset.l10nId = said.l10n.id;
  element.dataset.l10nArgs = JSON.stringify(said.l10n.args ?? {});
  element.textContent = tSaid(said);
  saidEnglish.set(element, said.message);
  shown.set(element, element.textContent);
}

/**
 * What a word list left out: `english` (Rust's `ListReport` as words) in English, else its messages
 * (`ListReport::messages`: the count, then each reason) joined as the English joins them.
 */
export function tReport(messages, english) {
  if (!bundle || !messages?.length || messages.some((m) => !bundle.getMessage(m.id))) return english;
  const [count, ...reasons] = messages.map((l10n) => tSaid({ l10n, message: '' }));
  return `${count} ${reasons.join('; ')}`;
}

/**
 * Several messages in `element`, spaces between: `[id, args]` each in a span of its own, what Rust said
 * (`{ message, l10n }`) too, a string as it is.
 */
export function localizeParts(element, parts) {
  plain(element, '');
  element.append(...parts.flatMap((part, i) => {
    const span = document.createElement('span');
    if (Array.isArray(part)) localize(span, ...part);
    else if (typeof part !== 'string') localizeSaid(span, part);
    return i ? [' ', typeof part === 'string' ? part : span] : [typeof part === 'string' ? part : span];
  }));
}

/** Plain text (a word, a name) in `element`: no message, so a change of language leaves it. */
export function plain(element, text) {
  delete element.dataset.l10nId;
  delete element.dataset.l10nArgs;
  element.textContent = text;
}

/** `listener(lang)` after every change of language, once the page is translated. */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

/** Settles once the language being switched to is on screen. */
export const translated = () => settled;

/** Switches the interface to `lang` ('': the browser's), remembered when `remember`. */
export function setLanguage(lang, { remember = true } = {}) {
  if (remember) keep(KEY, lang);
  const wanted = languages().includes(lang) ? lang : browserLanguage();
  settled = settled.then(() => apply(wanted)).catch((error) => {
    // Offline with nothing cached, or a broken file: the page stays as it was, and says so.
    console.error(`the ${wanted} interface could not be loaded`, error);
  });
  return settled;
}

async function apply(lang) {
  const dom = await import('./l10n-dom.js');
  bundle = lang === 'en' ? null : await dom.loadBundle(lang, AREAS);
  current = lang;
  dom.translateWithin(document);
  document.documentElement.lang = lang;
  document.title = t('app-title');
  for (const listener of listeners) listener(lang);
}

/** At start: the language chosen, else the browser's; English needs nothing loaded. */
export function startLocalization() {
  const lang = chosenLanguage() || browserLanguage();
  if (lang !== 'en') setLanguage(lang, { remember: false });
}

/** The settings' language list (`select`): the choice remembered, and applied without a reload. */
export function wireLanguagePicker(select) {
  select.value = chosenLanguage();
  select.addEventListener('change', () => setLanguage(select.value));
}

// ---- English -------------------------------------------------------------------------------------
// The English of every message a script shows (locales/en/*.ftl says the same, for translators: a test
// formats both and holds them equal); a tapped word's ruling and definition add theirs (l10n-en-words.js).
export const n = (count, one, many) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
export const num = (x) => (typeof x === 'number' ? x.toLocaleString('en') : x);

/** Adds the English of messages a module loaded later shows. */
export const addEnglish = (more) => Object.assign(ENGLISH, more);

export const ENGLISH = {
  'app-title': 'Boggle Solver',
  // app.ftl: what the worker and its bridge say (protocol.js)
  ...SAID,
  // app.ftl: messages
  'alert-dismiss': 'Dismiss',
  'alert-reload': 'Reload',
  failure: ({ what, reason }) => `${what}: ${reason}`,
  'status-ready-solve': 'Ready: scan, photograph or type a board.',
  'status-ready': 'Ready.',
  'status-ready-score': 'Ready: put the board in, then each player’s words.',
  'status-restarting': 'Restarting the solver…',
  'status-restarted': 'The solver was restarted and is ready again.',
  'status-unavailable': 'The solver is not available.',
  'alert-unavailable': ({ reason }) => `The solver could not start: ${reason}`,
  'status-offline-unavailable': ({ reason }) => `Offline use is not available: ${reason}`,
  'board-pasted-unread': 'The pasted board could not be read',
  'board-too-big': ({ what, max, rows, cols }) => `${what}: boards up to ${num(max)}×${num(max)} are supported (this one is ${num(rows)}×${num(cols)}).`,
  'board-turned': ({ turn }) =>
    `The board is shown ${['upright', 'turned a quarter turn clockwise', 'upside down', 'turned a quarter turn anticlockwise'][turn] ?? 'upright'}.`,
  'cell-label': ({ row, col, tile, spelled }) => `Row ${num(row)}, column ${num(col)}: ${{ empty: 'empty', blank: 'blank' }[tile] ?? spelled}`,
  // solve.ftl
  'summary-cells-left': ({ left }) => `Fill the board to see its words: ${n(left, 'cell', 'cells')} to go.`,
  'summary-solving': 'Solving…',
  'summary-unsolved': 'This board could not be solved.',
  'summary-no-solver': 'Words cannot be found without the solver.',
  'summary-solved': ({ words, points, filtered, shown, minLen }) =>
    `${n(words, 'word', 'words')}, ${n(points, 'point', 'points')}${filtered === 'yes' ? ` (${num(shown)} shown)` : ''}, of ${num(minLen)}+ letters.`,
  'summary-stopped': ({ steps }) => `The search stopped after ${num(steps)} steps, so some words may be missing.`,
  'summary-house-stopped': ({ steps }) => `The house list’s words were looked for in ${num(steps)} steps, the most allowed, so some of them may be missing.`,
  'status-solved': ({ words, points }) => `Solved: ${n(words, 'word', 'words')}, ${n(points, 'point', 'points')}.`,
  'status-check-doubts': ({ tiles }) => (tiles === 1 ? 'Check the marked tile from the photo.' : `Check the ${num(tiles)} marked tiles from the photo.`),
  'status-cell-empty': ({ cell }) => `Cell ${num(cell)} is empty: fill every cell to solve.`,
  'solve-failed': 'The board could not be solved',
  'length-all': 'All',
  'length-letters': ({ letters }) => `${num(letters)} letters`,
  'length-found': ({ found, words }) => `${num(found)} of ${num(words)}`,
  'length-unit-words': ({ words }) => (words === 1 ? ' word' : ' words'),
  'length-unit-found': ' found',
  'check-board-first': 'Fill the board first.',
  'check-failed': 'The word could not be checked',
  'check-restarted': ({ word }) => `“${word}” could not be checked: the solver was restarted. Try again.`,
  'check-banned': ({ word }) => `“${word}” is banned by the house list.`,
  'check-not-in-dictionary': ({ word }) => `“${word}” is not in the dictionary.`,
  'check-gave-up': ({ word, house }) =>
    `“${word}” ${house === 'allowed' ? 'is allowed by the house list' : 'is in the dictionary'}, but the search for it on this board gave up (too many ways to try).`,
  'check-on-board': ({ word, house, points }) =>
    `“${word}” is on the board: ${n(points, 'point', 'points')}${house === 'allowed' ? ' (allowed by the house list)' : ''}.`,
  'check-listed': ({ word, house, onBoard }) =>
    `“${word}” ${onBoard === 'yes' ? 'is on the board' : 'is not on the board'} and ${house === 'allowed' ? 'is allowed by the house list' : 'is in the dictionary'}.`,
  'check-too-short': 'It is also shorter than the minimum length.',
  'word-points-unit': ({ points }) => (points === 1 ? ' point' : ' points'),
  'word-details-head': ({ letters, points }) => `: ${n(letters, 'letter', 'letters')}${points === 'none' ? '' : `, ${n(points, 'point', 'points')}`}`,
  'heat-description': ({ lines }) => `Words through each tile, row by row: ${lines}.`,
  'heat-row': ({ row, counts }) => `row ${num(row)}: ${counts}`,
  unspellable: ({ count, dictionary, tiles, where }) => `${dictionary} cannot spell the ${tiles} ${count === 1 ? 'tile' : 'tiles'} (${where}): no words are listed.`,
  'unspellable-choose': ({ count, dictionaries }) => `Choose ${dictionaries} in “Dictionary and house rules”, or change the ${count === 1 ? 'tile' : 'tiles'}.`,
  'unspellable-change': ({ count }) => (count === 1 ? 'Change the tile.' : 'Change the tiles.'),
  'unspellable-this-dictionary': 'This dictionary',
  'cell-position': ({ row, col }) => `row ${num(row)}, column ${num(col)}`,
  // settings.ftl
  'dictionary-note': ({ title, words, house, fromLink }) =>
    `Dictionary: ${title}${words ? `, ${num(words)} words` : ''}${{ yours: ', with your house list', link: ', with a house list' }[house] ?? ''}${fromLink === 'yes' ? ' (from the link)' : ''}.`,
};
