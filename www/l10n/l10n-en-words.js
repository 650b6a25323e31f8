// The English of a tapped word's ruling (referee.js) and definition (definitions.js), as
// locales/en/referee.ftl says it: loaded with the first ruling, so the first screen does without it.
import { addEnglish, n, num } from './say.js';

/** `two Es`, `one X`, `no Ys` (from `least` up to nine in words). */
const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const letterCount = (count, letter, least) => `${(count >= least && COUNTS[count]) || num(count)} ${letter}${count === 1 ? '' : 's'}`;

export const WORD_ENGLISH = {
  'referee-cell': ({ tile, row, col }) => `${tile} in row ${num(row)}, column ${num(col)}`,
  'referee-counts': ({ points }) => `Counts: ${n(points, 'point', 'points')}.`,
  'referee-too-short': ({ letters, minLen }) => `Does not count: too short (${n(letters, 'letter', 'letters')}; ${num(minLen)}+ count).`,
  'referee-banned': 'Does not count: banned by the house list.',
  'referee-the-dictionary': 'the dictionary',
  'referee-not-a-word': ({ list, house }) => `Does not count: not in ${list}${house === 'listed' ? '' : ' or the house list'}.`,
  'referee-not-on-board-verdict': 'Does not count: not on the board.',
  'referee-gave-up': 'Does not count: it could not be looked for on this board (too many ways to try).',
  'referee-worth': ({ points }) => `Its length would score ${n(points, 'point', 'points')}.`,
  'referee-path': ({ cell, path }) => `On the board, from the ${cell}: ${path}.`,
  'referee-not-on-board': ({ why }) => `Not on the board: ${why}.`,
  'referee-missing': ({ missing }) => `no tile has ${missing}`,
  'referee-inside-face': ({ letter, faces }) => `the board has ${letter} only in ${faces}`,
  'referee-too-few': ({ needs, has, letter }) => `it needs ${letterCount(needs, letter, 1)}; the board has ${letterCount(has, letter, 0)}`,
  'referee-tile-twice': ({ cell }) => `it can only be traced by using the ${cell} twice`,
  'referee-not-connected': 'its letters are there, but not next to each other in its order',
  'referee-search-gave-up': 'too many ways to try: the search stopped',
  'referee-list': ({ list, held, inUse }) => `${held === 'yes' ? 'In' : 'Not in'} ${list}${inUse === 'yes' ? ' (in use)' : ''}`,
  'referee-not-held': ({ list }) => `${list}: not downloaded yet (choose it once to check it here)`,
  'referee-house-say': ({ say }) => `${say === 'allowed' ? 'Allowed' : 'Banned'} by your house list`,
  'referee-lists': 'Word lists',
  'referee-house': 'Our house list',
  'referee-allow': 'Allow for our house',
  'referee-unallow': 'Remove from allowed',
  'referee-ban': 'Ban for our house',
  'referee-unban': 'Remove from banned',
  'definition-looking': 'Looking it up…',
  'definition-english-only': ({ word }) =>
    `No definition: the app has definitions in English only (WordNet and GCIDE), none yet for this dictionary’s language. “${word}” is in its word list.`,
  'definition-failed': ({ reason }) => `The definition could not be loaded: ${reason}`,
  'definition-none': ({ word }) => `No definition of “${word}” in WordNet or GCIDE, nor of a word it is a form of (it is in the word list all the same).`,
  'definition-form-of': ({ word }) => `A form of “${word}”:`,
  'definition-source': ({ source }) => `Source: ${source}`,
};
addEnglish(WORD_ENGLISH);
