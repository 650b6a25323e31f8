// A list of words as buttons that show their path on the board when hovered, focused or tapped, and
// a tapped word's details in one fixed place (word-details.js): nothing opens inside the list, so no
// word moves. The list is one Tab stop: the arrow keys move between its words (a roving tabindex,
// up and down by the rows the screen shows), Home and End to the first and last.
// Used for the solver's results, the words of a finished game and the words nobody found.
import { language, localize, t } from '../l10n/l10n.js';

/**
 * A word as a list shows it: the solver's (or a round's) word, its score and its path on the board.
 * @typedef {object} ListedWord
 * @property {string} word the letters its tiles spell (the word's key)
 * @property {string | null} [shown] how it is written, where that differs
 * @property {number} score
 * @property {number[] | null} [path] cell indices in order
 * @property {string} [note] what the details say of it
 */

/** @typedef {(a: ListedWord, b: ListedWord) => number} WordOrder */

/** The word button an event happened in, if any. */
const wordButton = (/** @type {Event} */ event) => /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (event.target).closest('button.word'));

/**
 * A word as it is written: Rust's `shown` where that differs from the letters its tiles spell
 * (German `öl` for the tiles O-E-L), else the word. The tiles' letters stay the word's key.
 * @param {{ word: string, shown?: string | null }} entry
 */
export function shownWord(entry) {
  return entry.shown ?? entry.word;
}

/** @type {{ score: WordOrder, length: WordOrder, alpha: WordOrder }} */
export const SORTS = {
  score: (a, b) => b.score - a.score || b.word.length - a.word.length || compareWords(a, b),
  length: (a, b) => b.word.length - a.word.length || compareWords(a, b),
  alpha: (a, b) => compareWords(a, b),
};

/** @type {WordOrder} */
function compareWords(a, b) {
  return a.word < b.word ? -1 : a.word > b.word ? 1 : 0;
}

export class WordList {
  /**
   * @param {HTMLOListElement} list
   * @param {(path: number[] | null | undefined) => void} showPath draws a path, or clears it with null (or undefined)
   * @param {((list: WordList) => void) | null} [onSelect] a word was chosen (lists shown together unselect theirs)
   * @param {import('../solve/word-details.js').WordDetails | null} [details] where a chosen word's details show
   */
  constructor(list, showPath, onSelect = null, details = null) {
    this.list = list;
    this.showPath = showPath;
    this.onSelect = onSelect;
    this.details = details;
    /** @type {ListedWord[]} */
    this.words = [];
    /** @type {ListedWord | null} The word tapped or clicked last: its path stays drawn when the pointer leaves. */
    this.selected = null;
    /** The index of the button that is the list's Tab stop. */
    this.stop = 0;
    list.addEventListener('click', (event) => {
      const button = wordButton(event);
      if (!button) return;
      const word = this.wordOf(button);
      this.select(this.selected === word ? null : word);
      if (this.selected) this.onSelect?.(this);
    });
    list.addEventListener('mouseover', (event) => {
      const button = wordButton(event);
      if (button) this.showPath(this.wordOf(button).path);
    });
    list.addEventListener('mouseleave', () => this.restore());
    list.addEventListener('focusin', (event) => {
      const button = wordButton(event);
      if (!button) return;
      this.setStop(Number(button.dataset.index));
      this.showPath(this.wordOf(button).path);
    });
    list.addEventListener('focusout', (event) => {
      if (!list.contains(/** @type {Node | null} */ (event.relatedTarget))) this.restore();
    });
    list.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** @param {HTMLElement} button */
  wordOf(button) {
    return this.words[Number(button.dataset.index)];
  }

  /** Shows the selected word's path again, or nothing. */
  restore() {
    this.showPath(this.selected ? this.selected.path : null);
  }

  /** @param {ListedWord | null} word */
  select(word) {
    this.unselect(word);
    if (word) this.details?.show(word);
    else this.details?.clear();
    this.restore();
  }

  /**
   * Marks `word` (or none) as chosen without drawing anything: another list took over the board.
   * @param {ListedWord | null} [word]
   */
  unselect(word = null) {
    this.selected = word;
    for (const button of this.buttons()) button.setAttribute('aria-pressed', String(this.wordOf(button) === word));
  }

  /** The words' buttons, in order. */
  buttons() {
    return /** @type {NodeListOf<HTMLButtonElement>} */ (this.list.querySelectorAll('button.word'));
  }

  /**
   * Makes the button at `index` the list's one Tab stop.
   * @param {number} index
   */
  setStop(index) {
    const buttons = this.buttons();
    if (!buttons.length) return;
    this.stop = Math.max(0, Math.min(index, buttons.length - 1));
    buttons.forEach((button, i) => (button.tabIndex = i === this.stop ? 0 : -1));
  }

  /**
   * Arrow keys, Home and End move the focus between the words, as they are laid out on screen.
   * @param {KeyboardEvent} event
   */
  onKey(event) {
    const button = wordButton(event);
    if (!button || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = [...this.buttons()];
    const at = buttons.indexOf(button);
    const columns = Math.max(1, buttons.findIndex((b) => b.offsetTop !== buttons[0].offsetTop) === -1 ? buttons.length : buttons.findIndex((b) => b.offsetTop !== buttons[0].offsetTop));
    /** @type {Record<string, number | undefined>} */
    const moves = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + columns,
      ArrowUp: at - columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = buttons[Math.max(0, Math.min(to, buttons.length - 1))];
    target.focus();
  }

  /**
   * Replaces the list with `words` ({word, shown?, score, path}), already sorted and filtered.
   * @param {ListedWord[]} words
   */
  render(words) {
    const keep = this.selected && words.find((w) => w.word === this.selected?.word);
    const stopWord = this.words[this.stop]?.word;
    // A chosen word no longer listed takes its details with it, unless the referee there just changed
    // its house say (it was banned: its ruling stays, and its path with it).
    const held = this.selected && !keep && this.details ? this.details.gone(this.selected.word) : false;
    this.words = words;
    this.selected = keep || null;
    const fragment = document.createDocumentFragment();
    // One Fluent format a score, not a word: 150 of them are a millisecond of typing to words on screen.
    /** @type {Map<number, string>} */
    const units = new Map();
    words.forEach((entry, index) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'word';
      button.dataset.index = String(index);
      button.dataset.word = entry.word;
      button.setAttribute('aria-pressed', String(entry === this.selected));
      const text = document.createElement('span');
      text.className = 'word-text';
      text.textContent = shownWord(entry);
      const score = document.createElement('span');
      score.className = 'word-score';
      score.textContent = String(entry.score);
      const unit = document.createElement('span');
      unit.className = 'visually-hidden';
      // In the interface's language, inside a list marked as the dictionary's (settings.js).
      unit.lang = language();
      if (!units.has(entry.score)) units.set(entry.score, t('word-points-unit', { points: entry.score }));
      localize(unit, 'word-points-unit', { points: entry.score }, units.get(entry.score));
      button.append(text, ' ', score, unit);
      item.append(button);
      fragment.append(item);
    });
    this.list.replaceChildren(fragment);
    // The Tab stop stays on the word it was on, if it is still listed.
    const stop = words.findIndex((w) => w.word === (this.selected?.word ?? stopWord));
    this.setStop(stop >= 0 ? stop : 0);
    if (!held) this.restore();
  }
}

/**
 * Words grouped by length, longest first, each group a heading and its own list (one Tab stop each);
 * choosing a word in one list unchooses the others'. `container` gets the groups; `label` names them
 * ("Words you found").
 */
export class GroupedWordLists {
  /**
   * `label()`: the lists' name in the current language ("Words you found"); `siblings`: every list
   * shown with these (the other groups' too), unchosen when one is chosen.
   * @param {HTMLElement} container
   * @param {(path: number[] | null | undefined) => void} showPath
   * @param {() => string} label
   * @param {import('../solve/word-details.js').WordDetails | null} [details]
   * @param {(() => WordList[]) | null} [siblings]
   */
  constructor(container, showPath, label, details = null, siblings = null) {
    this.container = container;
    this.showPath = showPath;
    this.label = label;
    this.details = details;
    this.siblings = siblings;
    /** @type {WordList[]} */
    this.lists = [];
  }

  /** @param {ListedWord[]} words */
  render(words) {
    /** @type {Map<number, ListedWord[]>} */
    const byLength = new Map();
    for (const w of [...words].sort(SORTS.alpha)) {
      const letters = w.word.length;
      if (!byLength.has(letters)) byLength.set(letters, []);
      /** @type {ListedWord[]} */ (byLength.get(letters)).push(w);
    }
    const onSelect = (/** @type {WordList} */ chosen) => {
      for (const list of this.siblings?.() ?? this.lists) if (list !== chosen) list.unselect();
    };
    this.lists = [];
    const groups = [...byLength.entries()].sort((a, b) => b[0] - a[0]).map(([letters, group]) => {
      const section = document.createElement('div');
      section.className = 'word-group';
      const heading = document.createElement('h4');
      localize(heading, 'play-group-heading', { letters, words: group.length });
      const list = document.createElement('ol');
      list.className = 'word-list';
      list.dataset.letters = String(letters);
      section.append(heading, list);
      const wordList = new WordList(list, this.showPath, onSelect, this.details);
      wordList.render(group);
      this.lists.push(wordList);
      return section;
    });
    this.container.replaceChildren(...groups);
    this.relabel();
  }

  /** Names each group's list ("Words you found: 5 letters") in the current language. */
  relabel() {
    for (const list of /** @type {NodeListOf<HTMLOListElement>} */ (this.container.querySelectorAll('ol[data-letters]'))) {
      list.setAttribute('aria-label', t('play-group-label', { list: this.label(), letters: Number(list.dataset.letters) }));
    }
  }

  /** Every word shown, in order (tests and copying). */
  get words() {
    return this.lists.flatMap((l) => l.words);
  }
}
