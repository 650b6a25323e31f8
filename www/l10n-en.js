// The English of every message a script shows (locales/en/*.ftl has the same, for translators: the
// l10n test formats both and holds them equal). Here so an English page needs no Fluent at all; the
// English of a tapped word's ruling and definition comes with the first one (l10n-en-words.js).
export const n = (count, one, many) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
export const num = (x) => (typeof x === 'number' ? x.toLocaleString('en') : x);

/** Adds the English of messages a module loaded later shows. */
export const addEnglish = (more) => Object.assign(ENGLISH, more);

export const ENGLISH = {
  'app-title': 'Boggle Solver',
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
