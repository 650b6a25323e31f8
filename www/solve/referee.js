// The word referee: Rust's ruling on a word (Referee::rule, RequestKind.ruling: the same answer
// `boggle check` prints) put in words under the board, in the tapped word's place (word-details.js):
// whether it counts and why, each list's say (every dictionary the worker holds in the board's
// language, a player's own list too, and the house list), its path or why it is not on the board,
// and buttons that allow or ban it for the house (the settings' house list, so everything is judged
// again).

import { language, localize, localizeParts, t } from '../l10n/l10n.js';

/** @typedef {import('./solve-panel.js').MessagePart} MessagePart */

/**
 * How a round judges a word (Rust's `Verdict`, kebab-case).
 * @typedef {'counts' | 'cancelled' | 'repeated' | 'too-short' | 'banned' | 'not-a-word' | 'not-on-board' | 'gave-up'} Verdict
 */

/** @typedef {{ kind: 'missing', letters: string[] }} NotOnBoardMissing no tile has these letters */
/** @typedef {{ kind: 'inside-face', letter: string, faces: string[] }} NotOnBoardInsideFace a letter only inside a longer face */
/** @typedef {{ kind: 'too-few', shortages: Array<{ letter: string, needs: number, has: number }>, path: number[] | null }} NotOnBoardTooFew */
/** @typedef {{ kind: 'tile-twice', path: number[], cell: number }} NotOnBoardTileTwice */

/**
 * Why no path spells the word (Rust's `NotOnBoard`, tagged by `kind`).
 * @typedef {NotOnBoardMissing | NotOnBoardInsideFace | NotOnBoardTooFew | NotOnBoardTileTwice
 *   | { kind: 'not-connected' } | { kind: 'gave-up' }} NotOnBoard
 */

/**
 * The referee's ruling on a word (Rust's `Ruling`, RequestKind.ruling).
 * @typedef {object} Ruling
 * @property {string} word spelled in its tiles' letters
 * @property {string} [shown] how it is written, where that differs
 * @property {Array<{ name: string, has: boolean, inUse: boolean }>} lists each list's say
 * @property {'allowed' | 'banned' | null} house the house list's say
 * @property {boolean} inDictionary
 * @property {number} letters its length by the house rules
 * @property {number} minLen
 * @property {boolean} longEnough
 * @property {number[] | null} path
 * @property {NotOnBoard | null} notOnBoard
 * @property {number} worth
 * @property {number} score
 * @property {Verdict} verdict
 */

/**
 * The board a ruling is described on: each cell's letters (`qu` for Qu) and its width.
 * @typedef {{ tiles: string[], cols: number }} RulingBoard
 */

/** @typedef {'allowed' | 'banned' | null} HouseSay a house list's say on a word (null: none) */

/** @param {string} letters */
function upper(letters) {
  return letters ? letters[0].toUpperCase() + letters.slice(1) : letters;
}

/**
 * `items` joined in the interface's language: "A, B or C".
 * @param {string[]} items
 */
function orList(items) {
  return new Intl.ListFormat(language(), { type: 'disjunction' }).format(items);
}

/**
 * The ruling's lines, as messages (`[id, args]` each, l10n.js): the verdict's and the board's.
 * @param {Ruling} ruling Rust's Ruling
 * @param {RulingBoard} board each cell's letters (`qu` for Qu), and the board's width
 * @param {(name: string) => string} title a list's name as the settings show it
 * @returns {{ verdict: MessagePart[], board: MessagePart[] }}
 */
export function describeRuling(ruling, board, title) {
  /** @param {number} i */
  const cell = (i) => t('referee-cell', { tile: upper(board.tiles[i] ?? ''), row: Math.floor(i / board.cols) + 1, col: (i % board.cols) + 1 });
  const inUse = ruling.lists.find((l) => l.inUse);
  /** @type {Record<string, () => MessagePart>} */
  const reasons = {
    counts: () => ['referee-counts', { points: ruling.score }],
    'too-short': () => ['referee-too-short', { letters: ruling.letters, minLen: ruling.minLen }],
    banned: () => ['referee-banned'],
    'not-a-word': () => ['referee-not-a-word', { list: inUse ? title(inUse.name) : t('referee-the-dictionary'), house: ruling.house ? 'listed' : 'none' }],
    'not-on-board': () => ['referee-not-on-board-verdict'],
    'gave-up': () => ['referee-gave-up'],
  };
  const verdict = [(reasons[ruling.verdict] ?? reasons['not-on-board'])()];
  if (ruling.verdict !== 'counts' && ruling.worth) verdict.push(['referee-worth', { points: ruling.worth }]);
  const why = ruling.notOnBoard;
  // Each reason reads only the fields of its own kind.
  const missing = /** @type {NotOnBoardMissing} */ (why);
  const insideFace = /** @type {NotOnBoardInsideFace} */ (why);
  const tooFew = /** @type {NotOnBoardTooFew} */ (why);
  const tileTwice = /** @type {NotOnBoardTileTwice} */ (why);
  /** @type {Record<string, () => string>} */
  const notOnBoard = {
    missing: () => t('referee-missing', { missing: orList(missing.letters.map((c) => c.toUpperCase())) }),
    'inside-face': () => t('referee-inside-face', { letter: insideFace.letter.toUpperCase(), faces: orList(insideFace.faces.map(upper)) }),
    'too-few': () => tooFew.shortages.map((s) => t('referee-too-few', { needs: s.needs, has: s.has, letter: s.letter.toUpperCase() })).join('; '),
    'tile-twice': () => t('referee-tile-twice', { cell: cell(tileTwice.cell) }),
    'not-connected': () => t('referee-not-connected'),
    'gave-up': () => t('referee-search-gave-up'),
  };
  /** @type {MessagePart} */
  const where = ruling.path
    ? ['referee-path', { cell: cell(ruling.path[0]), path: ruling.path.map((i) => upper(board.tiles[i] ?? '')).join(' → ') }]
    : ['referee-not-on-board', { why: (notOnBoard[why?.kind ?? ''] ?? notOnBoard['not-connected'])() }];
  return { verdict, board: [where] };
}

/**
 * The lists' say, as items (a message each): each list held, the ones of the language not downloaded yet, the house's.
 * @param {Ruling} ruling
 * @param {(name: string) => string} title a list's name as the settings show it
 * @param {string[]} notHeld the names of the language's lists not downloaded yet
 * @returns {Array<{ message: [string, Record<string, string | number>], has: boolean | null }>}
 */
export function listItems(ruling, title, notHeld) {
  /** @type {Array<{ message: [string, Record<string, string | number>], has: boolean | null }>} */
  const items = ruling.lists.map((l) => ({ message: ['referee-list', { list: title(l.name), held: l.has ? 'yes' : 'no', inUse: l.inUse ? 'yes' : 'no' }], has: l.has }));
  for (const name of notHeld.filter((n) => !ruling.lists.some((l) => l.name === n))) {
    items.push({ message: ['referee-not-held', { list: title(name) }], has: null });
  }
  if (ruling.house) items.push({ message: ['referee-house-say', { say: ruling.house }], has: ruling.house === 'allowed' });
  return items;
}

/**
 * A house list's text with `words` taken out (any case), its other words and lines as they were.
 * @param {string} text
 * @param {string[]} words
 */
export function withoutWord(text, words) {
  const gone = new Set(words.map((w) => w.toLowerCase()));
  /** @param {string} token */
  const bare = (token) => token.toLowerCase().replace(/^[\p{P}\d]+|[\p{P}\d]+$/gu, '');
  return text
    .split('\n')
    .map((line) => {
      const tokens = line.split(/[\s,;]+/).filter(Boolean);
      if (!tokens.some((t) => gone.has(bare(t)))) return line;
      const kept = tokens.filter((t) => !gone.has(bare(t)));
      return kept.length ? kept.join(line.includes(',') ? ', ' : ' ') : null; // a line of only the word goes
    })
    .filter((line) => line !== null)
    .join('\n');
}

/**
 * The house list with `word` allowed, banned or neither (`say` "allowed", "banned" or null): taken off
 * both lists first (as written and as its tiles spell it), then added to the one chosen.
 * @param {{ allowed: string, banned: string }} lists the house list as the settings hold it
 * @param {string} word in its tiles' letters
 * @param {string | null | undefined} shown how it is written, where that differs
 * @param {HouseSay} say
 * @returns {{ allowed: string, banned: string }}
 */
export function houseListWith({ allowed, banned }, word, shown, say) {
  const words = [word, ...(shown ? shown.split(' / ') : [])];
  /** @param {string} text */
  const add = (text) => [text.trimEnd(), shown?.split(' / ')[0] ?? word].filter(Boolean).join('\n');
  const lists = { allowed: withoutWord(allowed, words), banned: withoutWord(banned, words) };
  if (say) lists[say] = add(lists[say]);
  return lists;
}

/**
 * What the referee's part needs besides the ruling.
 * @typedef {object} RulingParts
 * @property {RulingBoard} board the board the word was judged on
 * @property {(name: string) => string} title a list's name as the settings show it
 * @property {string[]} notHeld the names of the language's lists not downloaded yet
 * @property {(say: HouseSay) => void} onHouse a house button was pressed: the say to give the word
 */

/**
 * The referee's part of the word's place: the verdict, the board, the lists, the house buttons. A
 * verdict that the word does not count goes in `top`, under the word and above its meaning (what a
 * player asks first); "Counts" only repeats the points beside the word, so it leads `container`.
 * @param {{top: HTMLElement, container: HTMLElement}} places both emptied, then filled
 * @param {Ruling} ruling Rust's Ruling
 * @param {RulingParts} parts
 */
export function renderRuling({ top, container }, ruling, { board, title, notHeld, onHouse }) {
  const { verdict, board: where } = describeRuling(ruling, board, title);
  const verdictLine = Object.assign(document.createElement('p'), { className: 'referee-verdict' });
  localizeParts(verdictLine, verdict);
  verdictLine.dataset.verdict = ruling.verdict;
  const lists = document.createElement('ul');
  lists.className = 'referee-lists';
  lists.setAttribute('aria-label', t('referee-lists'));
  for (const item of listItems(ruling, title, notHeld)) {
    const li = document.createElement('li');
    localize(li, ...item.message);
    li.dataset.has = String(item.has);
    lists.append(li);
  }
  const whereLine = Object.assign(document.createElement('p'), { className: 'referee-board' });
  localizeParts(whereLine, where);
  const house = document.createElement('div');
  house.className = 'referee-house';
  house.setAttribute('role', 'group');
  house.setAttribute('aria-label', t('referee-house'));
  /**
   * @param {'allowed' | 'banned'} say
   * @param {boolean} on the word has that say now (the button takes it back)
   * @param {string} label
   * @param {string} undo
   */
  const button = (say, on, label, undo) => {
    const b = Object.assign(document.createElement('button'), { type: 'button' });
    localize(b, on ? undo : label);
    b.dataset.say = say;
    b.addEventListener('click', () => onHouse(on ? null : say));
    return b;
  };
  house.append(
    button('allowed', ruling.house === 'allowed', 'referee-allow', 'referee-unallow'),
    button('banned', ruling.house === 'banned', 'referee-ban', 'referee-unban'),
  );
  const counts = ruling.verdict === 'counts';
  top.replaceChildren(...(counts ? [] : [verdictLine]));
  container.replaceChildren(...(counts ? [verdictLine] : []), whereLine, lists, house);
}
