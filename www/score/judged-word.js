// A word of a player's list in Score a game as judged: its verdict (Rust's id, `judged.verdict`) in words,
// and the button that shows it, which opens the word's details: a disputed word is the one the referee is for.
import { shownWord } from '../ui/word-list.js';
import { language, localize, plain, t } from '../l10n/l10n.js';

/**
 * A word of a player's list as Rust judged it (RequestKind.judgeRound).
 * @typedef {object} JudgedWord
 * @property {string} word in its tiles' letters
 * @property {string} [shown] how it is written, where that differs
 * @property {string} verdict Rust's id: "counts", "cancelled", "repeated", "too-short", …
 * @property {number} score
 * @property {number} worth
 * @property {number[] | null} path
 * @property {number[]} sharedWith the other players whose lists have it
 */

/** @typedef {[string, Record<string, string | number>?]} Message a message `[id, args]` (l10n.js) */

/**
 * Each verdict Rust gives a word (`judged.verdict`) in words: a message `[id, args]`.
 * @type {Record<string, (w: JudgedWord, names: string[], minLen: number) => Message>}
 */
const REASONS = {
  counts: () => ['score-why-counts'],
  cancelled: (w, names) => ['score-why-cancelled', { names: listOf(w.sharedWith.map((p) => names[p])) }],
  repeated: () => ['score-why-repeated'],
  'too-short': (w, names, minLen) => ['score-why-too-short', { minLen }],
  banned: () => ['score-why-banned'],
  'not-a-word': () => ['score-why-not-a-word'],
  'not-on-board': () => ['score-why-not-on-board'],
  'gave-up': () => ['score-why-gave-up'],
};

/**
 * Names as a list in the current language ("Anna and Ben"); a number in it.
 * @param {string[]} names
 */
export const listOf = (names) => new Intl.ListFormat(language(), { type: 'conjunction' }).format(names);
/** @param {number} value */
export const number = (value) => value.toLocaleString(language());

/**
 * A judged word's item in its player's list: a button with its verdict in words.
 * @param {JudgedWord} word
 * @param {number} index its place in the list
 * @param {string[]} names the players' names, for whose lists cancelled it
 * @param {number} minLen the round's minimum length
 */
export function judgedItem(word, index, names, minLen) {
  const item = document.createElement('li');
  // Every word is a button, those that do not count too: a disputed word is the one the referee is for.
  const node = document.createElement('button');
  node.className = `judged-word ${word.verdict}`;
  node.type = 'button';
  node.dataset.index = String(index);
  node.setAttribute('aria-pressed', 'false');
  node.dataset.verdict = word.verdict;
  const text = document.createElement('span');
  text.className = 'judged-text';
  text.textContent = shownWord(word);
  const why = document.createElement('span');
  why.className = 'judged-why';
  const message = word.verdict !== 'counts' && REASONS[word.verdict]?.(word, names, minLen);
  if (message) localize(why, ...message);
  else plain(why, word.verdict === 'counts' ? `+${number(word.score)}` : word.verdict); // an unknown verdict: Rust's id
  node.append(text, ' ', why);
  item.append(node);
  return item;
}

/**
 * A judged word's verdict in words (Rust's id for one this page does not know yet).
 * @param {JudgedWord} word
 * @param {string[]} names
 * @param {number} minLen
 * @returns {string}
 */
export const verdictText = (word, names, minLen) => (REASONS[word.verdict] ? t(...REASONS[word.verdict](word, names, minLen)) : word.verdict);
