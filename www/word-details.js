// A tapped word, in one fixed place under the board (#word-details, a box of fixed height): the word,
// its points and letters, a note (whose list it is on, why it does not count) and its meaning
// (definitions.js, loaded the first time). The lists themselves never open anything, so no word moves.

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

export class WordDetails {
  /**
   * @param {object} parts
   * @param {(id: string) => HTMLElement} parts.byId
   * @param {import('./protocol.js').WorkerBridge} parts.bridge
   * @param {() => string} parts.language the dictionary's language (BCP 47): definitions exist for English
   */
  constructor({ byId, bridge, language }) {
    Object.assign(this, { bridge, language });
    this.hint = byId('word-details-hint');
    this.body = byId('word-details-body');
    /** The word shown, or null. */
    this.word = null;
  }

  /**
   * Shows `entry` ({ word, shown?, score, note? }): `score` null for a word that does not count,
   * `note` a line of its own (a player's list, a verdict). Its letters are the tiles' (German öl is
   * O-E-L, three), its name as it is written.
   */
  show({ word, shown = null, score = null, note = '' }) {
    this.word = word;
    const head = document.createElement('p');
    head.className = 'word-details-head';
    const strong = document.createElement('strong');
    strong.textContent = shown ?? word;
    const points = score === null ? '' : `, ${plural(score, 'point', 'points')}`;
    head.append(strong, `: ${plural([...word].length, 'letter', 'letters')}${points}${note ? `. ${note}` : ''}`);
    // A panel of its own each time: an answer that comes after another word was tapped finds it gone.
    const meaning = document.createElement('div');
    meaning.className = 'definition';
    this.body.replaceChildren(head, meaning);
    this.body.hidden = false;
    this.hint.hidden = true;
    this.body.parentElement.scrollTop = 0;
    import('./definitions.js').then((m) => m.showDefinition({ bridge: this.bridge, panel: meaning, word, language: this.language() }));
  }

  clear() {
    this.word = null;
    this.body.replaceChildren();
    this.body.hidden = true;
    this.hint.hidden = false;
  }
}
