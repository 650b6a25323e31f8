// The Solve panel's words: solving a full board (only the newest board's answer is shown), the summary
// and the list with its sort, filter and length, the minimum word length, and checking one word.
import { RequestKind } from './protocol.js';
import { RequestError, WorkerCrashedError, WorkerTimeoutError } from './worker-bridge.js';
import { tileLabel } from './board-editor.js';
import { MIN_WORD_LENGTH } from './catalog.js';
import { SORTS } from './word-list.js';
import { LastCell } from './last-cell.js';

export class SolvePanel {
  /**
   * @param {object} parts the page's parts (see app.js)
   * @param {import('./worker-bridge.js').WorkerBridge} parts.bridge
   * @param {import('./board-editor.js').BoardEditor} parts.editor
   * @param {import('./word-details.js').WordDetails} parts.details where a checked word's ruling shows
   * @param {(id: string) => HTMLElement} parts.byId the page's elements
   * @param {object} parts.state the page's state (app.js): result, minLenOverride, solveGeneration, filledAt, hungBoard, mode
   * @param {import('./settings.js').WordSettings} parts.settings
   * @param {import('./word-list.js').WordList} parts.wordList
   * @param {import('./path-overlay.js').PathOverlay} parts.overlay
   * @param {import('./photo-review.js').PhotoReview} parts.photos
   * @param {() => import('./solve-extras.js').SolveExtras} parts.extras a function: the modes are made after this panel
   * @param {(text: string) => void} parts.setStatus
   * @param {(error: Error, what: string) => void} parts.reportFailure
   * @param {(solve: object) => void} parts.onSolved a solve was shown, with its times (the test hook)
   */
  constructor({ bridge, editor, details, byId, state, settings, wordList, overlay, photos, extras, setStatus, reportFailure, onSolved }) {
    Object.assign(this, { bridge, editor, details, state, settings, wordList, overlay, photos, extras, setStatus, reportFailure, onSolved });
    this.el = {
      summary: byId('summary'),
      sort: byId('sort'),
      filter: byId('filter'),
      minLen: byId('min-len'),
      checkForm: byId('check-form'),
      checkWord: byId('check-word'),
      checkResult: byId('check-result'),
    };
    this.el.minLen.min = String(MIN_WORD_LENGTH.min);
    this.el.minLen.max = String(MIN_WORD_LENGTH.max);
    this.lastCell = new LastCell(bridge, settings);
  }

  wire() {
    this.el.sort.addEventListener('change', () => this.render());
    this.el.filter.addEventListener('input', () => this.render());
    this.el.minLen.addEventListener('change', () => {
      const n = Math.round(Number(this.el.minLen.value));
      this.setMinLen(Number.isFinite(n) && n >= MIN_WORD_LENGTH.min ? Math.min(n, MIN_WORD_LENGTH.max) : null);
    });
    this.el.checkForm.addEventListener('submit', (event) => this.checkWord(event));
  }

  /** The minimum word length to ask the worker for: undefined means the game's official rule. */
  minLen() {
    return this.state.minLenOverride ?? undefined;
  }

  /** Uses words of `n`+ letters (null: the game's official rule) and solves again. */
  setMinLen(n) {
    this.state.minLenOverride = n;
    if (n === null) this.showOfficialMinLen();
    else this.el.minLen.value = String(n);
    this.solveIfFull();
  }

  /** Shows the official minimum length of the board's size, unless the person set one. */
  async showOfficialMinLen() {
    const { state, editor } = this;
    if (state.minLenOverride !== null) return;
    try {
      const rules = await this.bridge.call(RequestKind.rules, { rows: editor.rows, cols: editor.cols });
      if (state.minLenOverride === null) this.el.minLen.value = String(rules.minLen);
    } catch {
      // Only informative; the solve result carries the rule too.
    }
  }

  solveIfFull() {
    const { state, editor } = this;
    // A board whose solve hung the worker is not sent again by itself (the Solve button still does).
    if (state.mode === 'solve' && editor.isFull() && editor.text() !== state.hungBoard) this.solveNow(false);
  }

  /** With one cell left to fill, has the boards it can make solved ahead (last-cell.js). */
  anticipate() {
    if (this.state.mode === 'solve') this.lastCell.anticipate(this.editor, this.minLen());
  }

  /** Shows `board`'s answer: its words, their counts and the extras (`solvedAhead`: by anticipate). */
  show(result, board, filledAt, solvedAhead) {
    const { state, el } = this;
    state.result = result;
    if (state.minLenOverride === null) el.minLen.value = String(result.minLen);
    this.render();
    this.extras().update(result);
    const renderedAt = performance.now();
    this.onSolved({
      board,
      micros: result.micros,
      wordCount: result.wordCount,
      totalScore: result.totalScore,
      filledToRenderedMs: filledAt === null ? null : renderedAt - filledAt,
      solvedAhead,
    });
    state.filledAt = null;
  }

  /** Solves the board; `explicit` (the person asked) says which cell is empty if it is not full. */
  async solveNow(explicit) {
    const { state, editor, el } = this;
    if (!editor.isFull()) {
      if (explicit) {
        const empty = editor.firstEmpty();
        this.setStatus(`Cell ${empty + 1} is empty: fill every cell to solve.`);
        editor.focusCell(empty);
      }
      return;
    }
    const generation = ++state.solveGeneration;
    const board = editor.text();
    const filledAt = state.filledAt;
    const ahead = this.lastCell.take(board, this.minLen());
    if (ahead?.now) {
      this.show(ahead.now, board, filledAt, true);
      return;
    }
    el.summary.textContent = 'Solving…';
    try {
      await this.settings.applied.catch(() => {}); // a dictionary being switched to is used for this board
      // Solved ahead and on its way, it comes before a solve asked now would.
      const result = (await ahead?.later) ?? (await this.bridge.call(RequestKind.solve, { board, minLen: this.minLen() }));
      if (generation !== state.solveGeneration) return;
      this.show(result, board, filledAt, false);
    } catch (error) {
      if (error instanceof WorkerTimeoutError) state.hungBoard = board;
      if (generation !== state.solveGeneration) return;
      // Nothing of the board before stays: no words, no counts by length, no heat.
      state.result = null;
      this.wordList.render([]);
      this.extras().update(null);
      const unspellable = error instanceof RequestError ? this.unspellable() : '';
      el.summary.textContent = unspellable || 'This board could not be solved.';
      if (unspellable) this.setStatus(unspellable);
      else this.reportFailure(error, 'The board could not be solved');
    }
  }

  /**
   * Why the dictionary in use cannot read the board, when a tile is one its language has no face
   * for (an Ñ left from Spanish, once English is chosen): one message naming the tile and where it
   * is, and the dictionaries that have it. Empty when that is not why.
   */
  unspellable() {
    const { editor, settings } = this;
    const cells = editor.tiles.map((tile, index) => ({ tile, index })).filter(({ tile }) => [...tile].length === 1 && tile !== '#' && editor.tilesFor(tile)?.join('') !== tile);
    for (const cell of editor.cells) cell.classList.toggle('unspellable', cells.some((c) => editor.cells[c.index] === cell));
    if (!cells.length) return '';
    const tiles = [...new Set(cells.map((c) => tileLabel(c.tile)))];
    const where = cells.map(({ index }) => editor.positionOf(index)).map(({ row, col }) => `row ${row + 1}, column ${col + 1}`);
    const having = (settings.catalog?.dictionaries ?? []).filter((d) => cells.every(({ tile }) => (d.letters ?? '').includes(tile))).map((d) => d.title);
    const name = settings.current()?.title ?? 'This dictionary';
    const them = tiles.length === 1 ? `the ${tiles[0]} tile` : `the ${tiles.slice(0, -1).join(', ')} and ${tiles.at(-1)} tiles`;
    const change = `change the ${tiles.length === 1 ? 'tile' : 'tiles'}`;
    const instead = having.length ? `Choose ${having.join(' or ')} in “Dictionary and house rules”, or ${change}.` : `${change[0].toUpperCase()}${change.slice(1)}.`;
    return `${name} cannot spell ${them} (${where.join('; ')}): no words are listed. ${instead}`;
  }

  /** Shows the last result with the sort, filter and length picked. */
  render() {
    const { el } = this;
    const result = this.state.result;
    if (!result) return;
    const filter = el.filter.value.trim().toLowerCase();
    const letters = this.extras().letters;
    const words = result.words.filter((w) => (!filter || w.word.includes(filter)) && (!letters || w.word.length === letters)).sort(SORTS[el.sort.value] || SORTS.score);
    this.wordList.render(words);
    const count = `${result.wordCount} ${result.wordCount === 1 ? 'word' : 'words'}`;
    const points = `${result.totalScore} ${result.totalScore === 1 ? 'point' : 'points'}`;
    const shown = filter || letters ? ` (${words.length} shown)` : '';
    // Only a custom dictionary can make the solver stop at its step limit, but say so if it does.
    const stopped = result.stoppedAfter ? ` The search stopped after ${result.stoppedAfter.toLocaleString('en')} steps, so some words may be missing.` : '';
    const houseStopped = result.houseStoppedAfter
      ? ` The house list’s words were looked for in ${result.houseStoppedAfter.toLocaleString('en')} steps, the most allowed, so some of them may be missing.`
      : '';
    for (const cell of this.editor.cells) cell.classList.remove('unspellable');
    el.summary.textContent = `${count}, ${points}${shown}, of ${result.minLen}+ letters.${stopped}${houseStopped}`;
    // The summary changes on every key; only a finished solve is announced.
    const doubts = this.photos.doubtCount;
    this.setStatus(`Solved: ${count}, ${points}.${doubts ? ` Check the ${doubts} marked ${doubts === 1 ? 'tile' : 'tiles'} from the photo.` : ''}`);
  }

  async checkWord(event) {
    const { el, editor } = this;
    event.preventDefault();
    const word = el.checkWord.value.trim().toLowerCase();
    if (!word) return;
    if (!editor.isFull()) {
      el.checkResult.textContent = 'Fill the board first.';
      return;
    }
    try {
      const check = await this.bridge.call(RequestKind.check, { board: editor.text(), word, minLen: this.minLen() });
      el.checkResult.textContent = describeCheck(check);
      el.checkResult.dataset.outcome = check.path && check.inDictionary && check.longEnough ? 'found' : 'missing';
      this.overlay.show(check.path);
      // The referee's whole ruling in the word's place under the board (its path drawn even if it is no word).
      this.wordList.unselect();
      this.details.show({ word: check.word, shown: check.shown, score: check.score || null, path: check.path });
    } catch (error) {
      // The word stays in the box, so trying again is one key.
      if (error instanceof WorkerCrashedError) el.checkResult.textContent = `“${word}” could not be checked: the solver was restarted. Try again.`;
      this.reportFailure(error, 'The word could not be checked');
    }
  }
}

/** Rust's check in words; `house` ("allowed" or "banned") is the house list's say, when it has one. */
function describeCheck({ word, inDictionary, house, longEnough, gaveUp, path, score }) {
  const tooShort = longEnough ? '' : ' It is also shorter than the minimum length.';
  if (house === 'banned') return `“${word}” is banned by the house list.${tooShort}`;
  // Only dictionary words are looked for on the board: anything else is answered at once.
  if (!inDictionary) return `“${word}” is not in the dictionary.${tooShort}`;
  const listed = house === 'allowed' ? 'is allowed by the house list' : 'is in the dictionary';
  if (gaveUp) return `“${word}” ${listed}, but the search for it on this board gave up (too many ways to try).${tooShort}`;
  if (path && longEnough) return `“${word}” is on the board: ${score} ${score === 1 ? 'point' : 'points'}${house === 'allowed' ? ' (allowed by the house list)' : ''}.`;
  const onBoard = path ? 'is on the board' : 'is not on the board';
  return `“${word}” ${onBoard} and ${listed}.${tooShort}`;
}
