// Boards made to order and the board of the day. "Random board" rolls any board, or one of the
// difficulty chosen (remembered): Rust rolls in the worker until a board falls in the band, within
// a budget of rolls, and says why when none did. The board of the day is the same on every device
// on a date: Rust seeds it from the person's calendar date, the size and the language, and picks a
// normal or easy roll. A note above the words says what the board on screen is (its difficulty, or
// the board of the day and its date) while it is there; the board of the day gets a row of its own
// in the history (a game played on it is marked too).
import { RequestKind } from '../worker/protocol.js';
import { gameForSide } from './board-size.js';
import { addGames, keep, recall } from '../core/storage.js';
import { localize, onLanguageChange, plain, t } from '../l10n/l10n.js';

const KEPT = 'random-difficulty';

/**
 * A message: its id and arguments (l10n's localize takes them).
 * @typedef {[string, Parameters<typeof localize>[2]?]} Said
 */

/**
 * The board of the day as the worker makes it (`boardOfTheDay`), with the size it is for.
 * @typedef {object} DayBoard
 * @property {string} board
 * @property {string} date YYYY-MM-DD
 * @property {number} rows
 * @property {number} cols
 * @property {number} minLen
 * @property {string} dictionary
 * @property {number} totalScore
 * @property {number} wordCount
 */

/**
 * What BoardOrder is given by the page (app.js).
 * @typedef {object} BoardOrderParts
 * @property {Pick<import('../worker/worker-bridge.js').WorkerBridge, 'call'>} bridge only its calls (app.js hands a proxy, as the bridge is made later)
 * @property {(id: string) => HTMLElement} byId
 * @property {() => string | null} dice the dice of the game picked (null: a custom size)
 * @property {() => {rows: number, cols: number}} size the board size picked
 * @property {() => string} boardText the board in the grid, as the grid writes it
 * @property {(text: string, failure: string) => Promise<boolean>} loadBoard shows board text in the grid
 * @property {(text: string) => void} setStatus
 * @property {() => string} readyMessage the status line when nothing is going on
 * @property {(text: string) => void} showAlert
 * @property {(error: unknown, what: string) => void} reportFailure
 */

/** The local calendar date as `YYYY-MM-DD` (the board of the day changes at the person's midnight). */
export function localDate(now = new Date()) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * `2026-11-27` as a moment (its local midnight), for a message to say in words (Fluent's DATETIME).
 * @param {string} date
 */
export function dayMoment(date) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

/**
 * The board of the day as a message's arguments ("Board of the day, Friday, 27 November 2026 (4×4)").
 * @param {string} date
 * @param {number} rows
 * @param {number} cols
 */
export function dayArgs(date, rows, cols) {
  return { date: dayMoment(date), rows, cols };
}

export class BoardOrder {
  /** @param {BoardOrderParts} deps */
  constructor(deps) {
    this.deps = deps;
    this.bridge = deps.bridge;
    this.size = deps.size;
    const { byId } = deps;
    this.select = /** @type {HTMLSelectElement} */ (byId('random-difficulty'));
    this.note = byId('board-note');
    const kept = recall(KEPT);
    if ([...this.select.options].some((o) => o.value === kept)) this.select.value = kept;
    this.select.addEventListener('change', () => keep(KEPT, this.select.value));
    /** @type {number | null} Rolls allowed for a board of a difficulty: null for Rust's budget (the tests ask for fewer). */
    this.tries = null;
    /** @type {{ board: string, said: Said } | null} The board last made to order and what it is (the note shows while it is on the grid). */
    this.made = null;
    // The note's words follow the language; its date is said again in it.
    onLanguageChange(() => this.showNote(this.deps.boardText()));
  }

  /**
   * The difficulty chosen: "easy", "normal", "hard", or "" for any roll (the picker's options).
   * @returns {'' | 'easy' | 'normal' | 'hard'}
   */
  difficulty() {
    return /** @type {'' | 'easy' | 'normal' | 'hard'} */ (this.select.value);
  }

  /**
   * A board rolled from `dice` at the difficulty chosen: { board, said } (said: what it is, a message
   * `[id, args]`, or null). Rejects with the worker's message when no roll within its budget was of that difficulty.
   * @param {string} dice
   * @returns {Promise<{ board: string, said: Said | null }>}
   */
  async roll(dice) {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const difficulty = this.difficulty();
    if (!difficulty) return { board: await this.bridge.call(RequestKind.random, { dice, seed }), said: null };
    const made = await this.bridge.call(RequestKind.randomToOrder, { dice, seed, difficulty, tries: this.tries });
    return { board: made.board, said: ['order-said', { difficulty: made.difficulty, words: made.wordCount }] };
  }

  /**
   * Today's board of the day for the size picked: { board, date, rows, cols, … }. Rejects with a message
   * a person can act on when the size has none (a custom size).
   * @returns {Promise<DayBoard>}
   */
  async dayBoard() {
    const { rows, cols } = this.size();
    if (rows !== cols || !gameForSide(rows)) {
      throw new Error(t('order-no-day-size', { rows, cols }));
    }
    const date = localDate();
    const made = await this.bridge.call(RequestKind.boardOfTheDay, { side: rows, date });
    return { ...made, date: made.date ?? date, rows, cols };
  }

  /** "Random board": a board of the difficulty chosen into the grid, said so; a miss says why. */
  async rollRandom() {
    const { dice, loadBoard, boardText, setStatus, readyMessage, showAlert, reportFailure } = this.deps;
    if (!dice()) {
      showAlert(t('order-needs-game'));
      return;
    }
    // The first ask with a dictionary whose bands are measured takes up to a second and a half.
    if (this.difficulty()) setStatus(t('order-rolling'));
    try {
      const { board, said } = await this.roll(/** @type {string} */ (dice()));
      if (await loadBoard(board, t('order-random-unshown'))) this.mark(boardText(), said);
    } catch (error) {
      setStatus(readyMessage());
      reportFailure(error, t('order-no-random'));
    }
  }

  /** "Board of the day": today's for the size picked into the grid, said so, and kept in the history. */
  async openDay() {
    const { loadBoard, boardText, setStatus, readyMessage, reportFailure } = this.deps;
    setStatus(t('order-finding-day'));
    try {
      const day = await this.dayBoard();
      if (!(await loadBoard(day.board, t('order-day-unshown')))) return;
      await this.opened({ ...day, board: boardText() });
    } catch (error) {
      setStatus(readyMessage());
      reportFailure(error, t('order-no-day'));
    }
  }

  /**
   * Says what the board in the grid (`board`, as the grid writes it) is (`said`: a message `[id, args]`), while it stays there.
   * @param {string} board
   * @param {Said | null} said
   */
  mark(board, said) {
    this.made = said ? { board, said } : null;
    this.showNote(board);
  }

  /**
   * Shows that the board in the grid is `day`'s board and keeps its row in the history (once a day).
   * @param {DayBoard} day
   */
  async opened(day) {
    this.mark(day.board, ['order-day-note', dayArgs(day.date, day.rows, day.cols)]);
    try {
      await addGames([{
        id: `day-${day.date}-${day.rows}x${day.cols}-${day.dictionary}`,
        at: new Date().toISOString(),
        kind: 'day',
        day: day.date,
        board: day.board,
        rows: day.rows,
        cols: day.cols,
        minLen: day.minLen,
        dictionary: day.dictionary,
        score: 0,
        maxScore: day.totalScore,
        wordCount: day.wordCount,
      }]);
    } catch {
      // No history in this browser (private mode): the board is still shown and said to be the day's.
    }
  }

  /**
   * The note shows only while the board it is about is the one in the grid.
   * @param {string} boardText
   */
  showNote(boardText) {
    const on = this.made?.board === boardText;
    this.note.hidden = !on;
    if (on && this.made) localize(this.note, ...this.made.said);
    else plain(this.note, '');
  }
}
