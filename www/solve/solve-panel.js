// The Solve panel's words: solving a full board (only the newest board's answer is shown), the summary
// and the list with its sort, filter and length, the minimum word length, and checking one word.
import { RequestKind } from '../worker/protocol.js';
import { RequestError, WorkerCrashedError, WorkerTimeoutError } from '../worker/worker-bridge.js';
import { tileLabel } from '../board/board-editor.js';
import { MIN_WORD_LENGTH } from '../core/catalog.js';
import { SORTS } from '../ui/word-list.js';
import { LastCell } from '../board/last-cell.js';
import { language, localize, localizeParts, t } from '../l10n/l10n.js';

/**
 * A word of a solve result as Rust gives it: its tiles' letters, how it is written when that differs
 * (`shown`), its points and the cells it runs through.
 * @typedef {object} SolvedWord
 * @property {string} word
 * @property {string} [shown]
 * @property {number} score
 * @property {number[]} path
 */

/**
 * The engine's solve result (RequestKind.solve), as far as the page reads it.
 * @typedef {object} SolveResult
 * @property {SolvedWord[]} words
 * @property {number} wordCount
 * @property {number} totalScore
 * @property {number} minLen the minimum word length it was solved with
 * @property {number} micros
 * @property {{ text: string }} board the board as Rust read it
 * @property {number | null} [stoppedAfter] the solver's steps, when it stopped at its limit
 * @property {number | null} [houseStoppedAfter] the house list's steps, when it stopped at its limit
 */

/**
 * A message for localizeParts: `[id, args]`, or a plain string.
 * @typedef {[string, Record<string, string | number>?] | string} MessagePart
 */

/**
 * What this panel reads and writes of the page's state (app.js).
 * @typedef {object} SolveState
 * @property {SolveResult | null} result the last solve shown
 * @property {number | null} minLenOverride the minimum word length the person set (null: the official rule)
 * @property {number} solveGeneration counts solves asked, so only the newest is shown
 * @property {number | null} filledAt when the board was filled (performance.now()), for the test hook
 * @property {string | null} hungBoard a board whose solve hung the worker
 * @property {string} mode the mode on screen ('solve', 'play', …)
 */

/**
 * A solve shown, with its times (the test hook's record).
 * @typedef {object} SolveShown
 * @property {string} board
 * @property {number} micros
 * @property {number} wordCount
 * @property {number} totalScore
 * @property {number | null} filledToRenderedMs
 * @property {boolean} solvedAhead
 */

/**
 * The page's parts the Solve panel uses (app.js makes them).
 * @typedef {object} SolvePanelParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {import('./word-details.js').WordDetails} details where a checked word's ruling shows
 * @property {(id: string) => HTMLElement} byId the page's elements
 * @property {SolveState} state the page's state (app.js)
 * @property {import('../settings/settings.js').WordSettings} settings
 * @property {import('../ui/word-list.js').WordList} wordList
 * @property {import('../ui/path-overlay.js').PathOverlay} overlay
 * @property {import('../photo/photo-review.js').PhotoReview} photos
 * @property {() => import('./solve-extras.js').SolveExtras} extras a function: the modes are made after this panel
 * @property {(text: string) => void} setStatus
 * @property {(parts: MessagePart[]) => void} sayParts the status as messages (l10n.js's localizeParts)
 * @property {(error: unknown, what: string) => void} reportFailure
 * @property {(solve: SolveShown) => void} onSolved a solve was shown, with its times (the test hook)
 */

export class SolvePanel {
  /** @param {SolvePanelParts} parts the page's parts (see app.js) */
  constructor({ bridge, editor, details, byId, state, settings, wordList, overlay, photos, extras, setStatus, sayParts, reportFailure, onSolved }) {
    this.bridge = bridge;
    this.editor = editor;
    this.details = details;
    this.state = state;
    this.settings = settings;
    this.wordList = wordList;
    this.overlay = overlay;
    this.photos = photos;
    this.extras = extras;
    this.setStatus = setStatus;
    this.sayParts = sayParts;
    this.reportFailure = reportFailure;
    this.onSolved = onSolved;
    this.el = {
      summary: byId('summary'),
      sort: /** @type {HTMLSelectElement} */ (byId('sort')),
      filter: /** @type {HTMLInputElement} */ (byId('filter')),
      minLen: /** @type {HTMLInputElement} */ (byId('min-len')),
      checkForm: /** @type {HTMLFormElement} */ (byId('check-form')),
      checkWord: /** @type {HTMLInputElement} */ (byId('check-word')),
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

  /**
   * Uses words of `n`+ letters (null: the game's official rule) and solves again.
   * @param {number | null} n
   */
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
      const rules = /** @type {{ minLen: number }} */ (await this.bridge.call(RequestKind.rules, { rows: editor.rows, cols: editor.cols }));
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

  /**
   * Shows `board`'s answer: its words, their counts and the extras (`solvedAhead`: by anticipate).
   * @param {SolveResult} result
   * @param {string} board
   * @param {number | null} filledAt
   * @param {boolean} solvedAhead
   */
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

  /**
   * Solves the board; `explicit` (the person asked) says which cell is empty if it is not full.
   * @param {boolean} explicit
   */
  async solveNow(explicit) {
    const { state, editor, el } = this;
    if (!editor.isFull()) {
      if (explicit) {
        const empty = editor.firstEmpty();
        this.setStatus(t('status-cell-empty', { cell: empty + 1 }));
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
    localize(el.summary, 'summary-solving');
    try {
      await this.settings.applied.catch(() => {}); // a dictionary being switched to is used for this board
      // Solved ahead and on its way, it comes before a solve asked now would.
      const result = /** @type {SolveResult} */ ((await ahead?.later) ?? (await this.bridge.call(RequestKind.solve, { board, minLen: this.minLen() })));
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
      if (unspellable) el.summary.textContent = unspellable;
      else localize(el.summary, 'summary-unsolved');
      if (unspellable) this.setStatus(unspellable);
      else this.reportFailure(error, t('solve-failed'));
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
    const where = cells.map(({ index }) => editor.positionOf(index)).map(({ row, col }) => t('cell-position', { row: row + 1, col: col + 1 }));
    const dictionaries = /** @type {Array<{ title: string, letters?: string }>} */ (settings.catalog?.dictionaries ?? []);
    const having = dictionaries.filter((d) => cells.every(({ tile }) => (d.letters ?? '').includes(tile))).map((d) => d.title);
    const dictionary = settings.current()?.title ?? t('unspellable-this-dictionary');
    /** @type {(items: string[], type: 'conjunction' | 'disjunction') => string} */
    const list = (items, type) => new Intl.ListFormat(language(), { type }).format(items);
    const count = tiles.length;
    const instead = having.length ? t('unspellable-choose', { count, dictionaries: list(having, 'disjunction') }) : t('unspellable-change', { count });
    return `${t('unspellable', { count, dictionary, tiles: list(tiles, 'conjunction'), where: where.join('; ') })} ${instead}`;
  }

  /** Shows the last result with the sort, filter and length picked. */
  render() {
    const { el } = this;
    const result = this.state.result;
    if (!result) return;
    const filter = el.filter.value.trim().toLowerCase();
    const letters = this.extras().letters;
    const words = result.words.filter((w) => (!filter || w.word.includes(filter)) && (!letters || w.word.length === letters)).sort(SORTS[/** @type {keyof typeof SORTS} */ (el.sort.value)] || SORTS.score);
    this.wordList.render(words);
    const counts = { words: result.wordCount, points: result.totalScore };
    /** @type {MessagePart[]} */
    const summary = [['summary-solved', { ...counts, filtered: filter || letters ? 'yes' : 'no', shown: words.length, minLen: result.minLen }]];
    // Only a custom dictionary can make the solver stop at its step limit, but say so if it does.
    if (result.stoppedAfter) summary.push(['summary-stopped', { steps: result.stoppedAfter }]);
    if (result.houseStoppedAfter) summary.push(['summary-house-stopped', { steps: result.houseStoppedAfter }]);
    for (const cell of this.editor.cells) cell.classList.remove('unspellable');
    localizeParts(el.summary, summary);
    // The summary changes on every key; only a finished solve is announced.
    const doubts = this.photos.doubtCount;
    this.sayParts([['status-solved', counts], ...(doubts ? /** @type {MessagePart[]} */ ([['status-check-doubts', { tiles: doubts }]]) : [])]);
  }

  /** @param {SubmitEvent} event */
  async checkWord(event) {
    const { el, editor } = this;
    event.preventDefault();
    const word = el.checkWord.value.trim().toLowerCase();
    if (!word) return;
    if (!editor.isFull()) {
      localize(el.checkResult, 'check-board-first');
      return;
    }
    try {
      const check = /** @type {WordCheck} */ (await this.bridge.call(RequestKind.check, { board: editor.text(), word, minLen: this.minLen() }));
      localizeParts(el.checkResult, describeCheck(check));
      el.checkResult.dataset.outcome = check.path && check.inDictionary && check.longEnough ? 'found' : 'missing';
      this.overlay.show(check.path);
      // The referee's whole ruling in the word's place under the board (its path drawn even if it is no word).
      this.wordList.unselect();
      this.details.show({ word: check.word, shown: check.shown, score: check.score || null, path: check.path });
    } catch (error) {
      // The word stays in the box, so trying again is one key.
      if (error instanceof WorkerCrashedError) localize(el.checkResult, 'check-restarted', { word });
      this.reportFailure(error, t('check-failed'));
    }
  }
}

/**
 * Rust's check of one word (RequestKind.check).
 * @typedef {object} WordCheck
 * @property {string} word
 * @property {string} [shown]
 * @property {boolean} inDictionary
 * @property {'allowed' | 'banned'} [house] the house list's say, when it has one
 * @property {boolean} longEnough
 * @property {boolean} gaveUp
 * @property {number[] | null} path
 * @property {number} score
 */

/**
 * Rust's check in words; `house` ("allowed" or "banned") is the house list's say, when it has one.
 * @param {WordCheck} check
 * @returns {MessagePart[]}
 */
function describeCheck({ word, inDictionary, house, longEnough, gaveUp, path, score }) {
  /** @type {MessagePart[]} */
  const tooShort = longEnough ? [] : [['check-too-short']];
  const listed = house === 'allowed' ? 'allowed' : 'none';
  if (house === 'banned') return [['check-banned', { word }], ...tooShort];
  // Only dictionary words are looked for on the board: anything else is answered at once.
  if (!inDictionary) return [['check-not-in-dictionary', { word }], ...tooShort];
  if (gaveUp) return [['check-gave-up', { word, house: listed }], ...tooShort];
  if (path && longEnough) return [['check-on-board', { word, house: listed, points: score }]];
  return [['check-listed', { word, house: listed, onBoard: path ? 'yes' : 'no' }], ...tooShort];
}
