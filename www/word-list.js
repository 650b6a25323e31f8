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
   */
  constructor(list, showPath) {
    this.list = list;
    this.showPath = showPath;
    this.words = [];
    /** The word tapped or clicked last: its path stays drawn when the pointer leaves. */
    this.selected = null;
    list.addEventListener('click', (event) => {
      const button = event.target.closest('button.word');
      if (!button) return;
      const word = this.wordOf(button);
      this.select(this.selected === word ? null : word);
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
    this.selected = word;
    for (const button of this.list.querySelectorAll('button.word')) {
      button.setAttribute('aria-pressed', String(this.wordOf(button) === word));
    }
    this.restore();
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
    this.restore();
  }
}
