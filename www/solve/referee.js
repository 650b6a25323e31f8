// The word referee: Rust's ruling on a word (Referee::rule, RequestKind.ruling: the same answer
// `boggle check` prints) put in words under the board, in the tapped word's place (word-details.js):
// whether it counts and why, each list's say (every dictionary the worker holds in the board's
// language, a player's own list too, and the house list), its path or why it is not on the board,
// and buttons that allow or ban it for the house (the settings' house list, so everything is judged
// again).

import { language, localize, localizeParts, t } from '../l10n/l10n.js';

function upper(letters) {
  return letters ? letters[0].toUpperCase() + letters.slice(1) : letters;
}

/** `items` joined in the interface's language: "A, B or C". */
function orList(items) {
  return new Intl.ListFormat(language(), { type: 'disjunction' }).format(items);
}

/**
 * The ruling's lines, as messages (`[id, args]` each, l10n.js): the verdict's and the board's.
 * @param {object} ruling Rust's Ruling
 * @param {object} board { tiles: string[] (each cell's letters, `qu` for Qu), cols }
 * @param {(name: string) => string} title a list's name as the settings show it
 */
export function describeRuling(ruling, board, title) {
  const cell = (i) => t('referee-cell', { tile: upper(board.tiles[i] ?? ''), row: Math.floor(i / board.cols) + 1, col: (i % board.cols) + 1 });
  const inUse = ruling.lists.find((l) => l.inUse);
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
  const notOnBoard = {
    missing: () => t('referee-missing', { missing: orList(why.letters.map((c) => c.toUpperCase())) }),
    'inside-face': () => t('referee-inside-face', { letter: why.letter.toUpperCase(), faces: orList(why.faces.map(upper)) }),
    'too-few': () => why.shortages.map((s) => t('referee-too-few', { needs: s.needs, has: s.has, letter: s.letter.toUpperCase() })).join('; '),
    'tile-twice': () => t('referee-tile-twice', { cell: cell(why.cell) }),
    'not-connected': () => t('referee-not-connected'),
    'gave-up': () => t('referee-search-gave-up'),
  };
  const where = ruling.path
    ? ['referee-path', { cell: cell(ruling.path[0]), path: ruling.path.map((i) => upper(board.tiles[i] ?? '')).join(' → ') }]
    : ['referee-not-on-board', { why: (notOnBoard[why?.kind] ?? notOnBoard['not-connected'])() }];
  return { verdict, board: [where] };
}

/** The lists' say, as items (a message each): each list held, the ones of the language not downloaded yet, the house's. */
export function listItems(ruling, title, notHeld) {
  const items = ruling.lists.map((l) => ({ message: ['referee-list', { list: title(l.name), held: l.has ? 'yes' : 'no', inUse: l.inUse ? 'yes' : 'no' }], has: l.has }));
  for (const name of notHeld.filter((n) => !ruling.lists.some((l) => l.name === n))) {
    items.push({ message: ['referee-not-held', { list: title(name) }], has: null });
  }
  if (ruling.house) items.push({ message: ['referee-house-say', { say: ruling.house }], has: ruling.house === 'allowed' });
  return items;
}

/** A house list's text with `words` taken out (any case), its other words and lines as they were. */
export function withoutWord(text, words) {
  const gone = new Set(words.map((w) => w.toLowerCase()));
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
 */
export function houseListWith({ allowed, banned }, word, shown, say) {
  const words = [word, ...(shown ? shown.split(' / ') : [])];
  const add = (text) => [text.trimEnd(), shown?.split(' / ')[0] ?? word].filter(Boolean).join('\n');
  const lists = { allowed: withoutWord(allowed, words), banned: withoutWord(banned, words) };
  if (say) lists[say] = add(lists[say]);
  return lists;
}

/**
 * The referee's part of the word's place: the verdict, the board, the lists, the house buttons. A
 * verdict that the word does not count goes in `top`, under the word and above its meaning (what a
 * player asks first); "Counts" only repeats the points beside the word, so it leads `container`.
 * @param {{top: HTMLElement, container: HTMLElement}} places both emptied, then filled
 * @param {object} ruling Rust's Ruling
 * @param {object} parts { board, title, notHeld, onHouse: (say: "allowed" | "banned" | null) => void }
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
