// The word referee: Rust's ruling on a word (Referee::rule, RequestKind.ruling: the same answer
// `boggle check` prints) put in words under the board, in the tapped word's place (word-details.js):
// whether it counts and why, each list's say (every dictionary the worker holds in the board's
// language, a player's own list too, and the house list), its path or why it is not on the board,
// and buttons that allow or ban it for the house (the settings' house list, so everything is judged
// again).

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function points(n) {
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

function upper(letters) {
  return letters ? letters[0].toUpperCase() + letters.slice(1) : letters;
}

/** `two Es`, `one X`. */
function letterCount(n, letter) {
  return `${COUNTS[n] ?? n} ${letter.toUpperCase()}${n === 1 ? '' : 's'}`;
}

function orList(items) {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The ruling's lines in English.
 * @param {object} ruling Rust's Ruling
 * @param {object} board { tiles: string[] (each cell's letters, `qu` for Qu), cols }
 * @param {(name: string) => string} title a list's name as the settings show it
 */
export function describeRuling(ruling, board, title) {
  const cell = (i) => `${upper(board.tiles[i] ?? '')} in row ${Math.floor(i / board.cols) + 1}, column ${(i % board.cols) + 1}`;
  const inUse = ruling.lists.find((l) => l.inUse);
  const reasons = {
    counts: () => `Counts: ${points(ruling.score)}.`,
    'too-short': () => `Does not count: too short (${ruling.letters} ${ruling.letters === 1 ? 'letter' : 'letters'}; ${ruling.minLen}+ count).`,
    banned: () => 'Does not count: banned by the house list.',
    'not-a-word': () => `Does not count: not in ${inUse ? title(inUse.name) : 'the dictionary'}${ruling.house ? '' : ' or the house list'}.`,
    'not-on-board': () => 'Does not count: not on the board.',
    'gave-up': () => 'Does not count: it could not be looked for on this board (too many ways to try).',
  };
  const worth = ruling.verdict !== 'counts' && ruling.worth ? ` Its length would score ${points(ruling.worth)}.` : '';
  const verdict = (reasons[ruling.verdict] ?? reasons['not-on-board'])() + worth;
  const why = ruling.notOnBoard;
  const notOnBoard = {
    missing: () => `no tile has ${orList(why.letters.map((c) => c.toUpperCase()))}`,
    'inside-face': () => `the board has ${why.letter.toUpperCase()} only in ${orList(why.faces.map(upper))}`,
    'too-few': () => why.shortages.map((s) => `it needs ${letterCount(s.needs, s.letter)}; the board has ${letterCount(s.has, s.letter)}`).join('; '),
    'tile-twice': () => `it can only be traced by using the ${cell(why.cell)} twice`,
    'not-connected': () => 'its letters are there, but not next to each other in its order',
    'gave-up': () => 'too many ways to try: the search stopped',
  };
  const board_ = ruling.path
    ? `On the board, from the ${cell(ruling.path[0])}: ${ruling.path.map((i) => upper(board.tiles[i] ?? '')).join(' → ')}.`
    : `Not on the board: ${(notOnBoard[why?.kind] ?? notOnBoard['not-connected'])()}.`;
  return { verdict, board: board_ };
}

/** The lists' say, as items: each list held, the ones of the language not downloaded yet, the house's. */
export function listItems(ruling, title, notHeld) {
  const items = ruling.lists.map((l) => ({ text: `${l.has ? 'In' : 'Not in'} ${title(l.name)}${l.inUse ? ' (in use)' : ''}`, has: l.has }));
  for (const name of notHeld.filter((n) => !ruling.lists.some((l) => l.name === n))) {
    items.push({ text: `${title(name)}: not downloaded yet (choose it once to check it here)`, has: null });
  }
  if (ruling.house) items.push({ text: `${ruling.house === 'allowed' ? 'Allowed' : 'Banned'} by your house list`, has: ruling.house === 'allowed' });
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
 * The referee's part of the word's place: the verdict, the lists, the board, the house buttons.
 * @param {HTMLElement} container emptied and filled
 * @param {object} ruling Rust's Ruling
 * @param {object} parts { board, title, notHeld, onHouse: (say: "allowed" | "banned" | null) => void }
 */
export function renderRuling(container, ruling, { board, title, notHeld, onHouse }) {
  const { verdict, board: where } = describeRuling(ruling, board, title);
  const verdictLine = Object.assign(document.createElement('p'), { className: 'referee-verdict', textContent: verdict });
  verdictLine.dataset.verdict = ruling.verdict;
  const lists = document.createElement('ul');
  lists.className = 'referee-lists';
  lists.setAttribute('aria-label', 'Word lists');
  for (const item of listItems(ruling, title, notHeld)) {
    const li = Object.assign(document.createElement('li'), { textContent: item.text });
    li.dataset.has = String(item.has);
    lists.append(li);
  }
  const whereLine = Object.assign(document.createElement('p'), { className: 'referee-board', textContent: where });
  const house = document.createElement('div');
  house.className = 'referee-house';
  house.setAttribute('role', 'group');
  house.setAttribute('aria-label', 'Our house list');
  const button = (say, on, label, undo) => {
    const b = Object.assign(document.createElement('button'), { type: 'button', textContent: on ? undo : label });
    b.dataset.say = say;
    b.addEventListener('click', () => onHouse(on ? null : say));
    return b;
  };
  house.append(
    button('allowed', ruling.house === 'allowed', 'Allow for our house', 'Remove from allowed'),
    button('banned', ruling.house === 'banned', 'Ban for our house', 'Remove from banned'),
  );
  container.replaceChildren(verdictLine, whereLine, lists, house);
}
