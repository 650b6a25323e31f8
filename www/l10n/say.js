// The interface's words, with no page to show them on: the language now, its Fluent bundle (none for
// English), `t` and `tSaid` that say a message, and the English every script's message falls back to.
// l10n.js (the page) and l10n-dom.js (the page translated) both stand on this file, so neither imports
// the other back.
import { SAID } from '../worker/protocol.js';

let current = 'en';
/** The FluentBundle of `current`, or null for English. */
let bundle = null;
/** The text each element was last given here: a script that wrote its own since owns it (left alone). */
export const shown = new WeakMap();
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

/** Switches the words to `lang`, said with `messages` (its FluentBundle; null for English). */
export function useLanguage(lang, messages) {
  bundle = messages;
  current = lang;
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

/**
 * What a word list left out: `english` (Rust's `ListReport` as words) in English, else its messages
 * (`ListReport::messages`: the count, then each reason) joined as the English joins them.
 */
export function tReport(messages, english) {
  if (!bundle || !messages?.length || messages.some((m) => !bundle.getMessage(m.id))) return english;
  const [count, ...reasons] = messages.map((l10n) => tSaid({ l10n, message: '' }));
  return `${count} ${reasons.join('; ')}`;
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
