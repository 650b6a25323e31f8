// A list of words as buttons that show their path on the board when hovered, focused or tapped.
// Used for the solver's results and for the words missed in a game.

export const SORTS = {
  score: (a, b) => b.score - a.score || b.word.length - a.word.length || compareWords(a, b),
  length: (a, b) => b.word.length - a.word.length || compareWords(a, b),
  alpha: (a, b) => compareWords(a, b),
};

function compareWords(a, b) {
  return a.word < b.word ? -1 : a.word > b.word ? 1 : 0;
}

export class WordList {
  /**
   * @param {HTMLOListElement} list
   * @param {(path: number[] | null) => void} showPath draws a path, or clears it with null
   * @param {(list: WordList) => void} [onSelect] a word was chosen (lists shown together unselect theirs)
   * @param {(word: object, panel: HTMLElement) => void} [define] fills the panel shown under a chosen word
   *   (its definition)
   */
  constructor(list, showPath, onSelect = null, define = null) {
    this.list = list;
    this.showPath = showPath;
    this.onSelect = onSelect;
    this.define = define;
    this.words = [];
    /** The word tapped or clicked last: its path stays drawn when the pointer leaves. */
    this.selected = null;
    list.addEventListener('click', (event) => {
      const button = event.target.closest('button.word');
      if (!button) return;
      const word = this.wordOf(button);
      this.select(this.selected === word ? null : word);
      if (this.selected) this.onSelect?.(this);
    });
    list.addEventListener('mouseover', (event) => {
      const button = event.target.closest('button.word');
      if (button) this.showPath(this.wordOf(button).path);
    });
    list.addEventListener('mouseleave', () => this.restore());
    list.addEventListener('focusin', (event) => {
      const button = event.target.closest('button.word');
      if (button) this.showPath(this.wordOf(button).path);
    });
    list.addEventListener('focusout', (event) => {
      if (!list.contains(event.relatedTarget)) this.restore();
    });
  }

  wordOf(button) {
    return this.words[Number(button.dataset.index)];
  }

  /** Shows the selected word's path again, or nothing. */
  restore() {
    this.showPath(this.selected ? this.selected.path : null);
  }

  select(word) {
    this.unselect(word);
    this.restore();
  }

  /** Marks `word` (or none) as chosen without drawing anything: another list took over the board. */
  unselect(word = null) {
    this.selected = word;
    this.list.querySelector('.definition')?.remove();
    for (const button of this.list.querySelectorAll('button.word')) {
      const chosen = this.wordOf(button) === word;
      button.setAttribute('aria-pressed', String(chosen));
      if (chosen && this.define) {
        const panel = document.createElement('div');
        panel.className = 'definition';
        panel.setAttribute('aria-live', 'polite');
        button.after(panel);
        this.define(word, panel);
      }
    }
  }

  /** Replaces the list with `words` ({word, score, path}), already sorted and filtered. */
  render(words) {
    const keep = this.selected && words.find((w) => w.word === this.selected.word);
    this.words = words;
    this.selected = keep || null;
    const fragment = document.createDocumentFragment();
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
      text.textContent = entry.word;
      const score = document.createElement('span');
      score.className = 'word-score';
      score.textContent = String(entry.score);
      score.setAttribute('aria-label', `${entry.score} ${entry.score === 1 ? 'point' : 'points'}`);
      button.append(text, score);
      item.append(button);
      fragment.append(item);
    });
    this.list.replaceChildren(fragment);
    if (this.selected && this.define) this.select(this.selected);
    else this.restore();
  }
}

/**
 * Words grouped by length, longest first, each group a heading and its own list; choosing a word in
 * one list unchooses the others'. `container` gets the groups; `label` names them ("Words you found").
 */
export class GroupedWordLists {
  constructor(container, showPath, label) {
    Object.assign(this, { container, showPath, label });
    this.lists = [];
  }

  render(words) {
    const byLength = new Map();
    for (const w of [...words].sort(SORTS.alpha)) {
      const letters = w.word.length;
      if (!byLength.has(letters)) byLength.set(letters, []);
      byLength.get(letters).push(w);
    }
    const onSelect = (chosen) => {
      for (const list of this.lists) if (list !== chosen) list.unselect();
    };
    this.lists = [];
    const groups = [...byLength.entries()].sort((a, b) => b[0] - a[0]).map(([letters, group]) => {
      const section = document.createElement('div');
      section.className = 'word-group';
      const heading = document.createElement('h4');
      heading.textContent = `${letters} letters (${group.length})`;
      const list = document.createElement('ol');
      list.className = 'word-list';
      list.setAttribute('aria-label', `${this.label}: ${letters} letters`);
      section.append(heading, list);
      const wordList = new WordList(list, this.showPath, onSelect);
      wordList.render(group);
      this.lists.push(wordList);
      return section;
    });
    this.container.replaceChildren(...groups);
  }

  /** Every word shown, in order (tests and copying). */
  get words() {
    return this.lists.flatMap((l) => l.words);
  }
}
