// Boards made to order and the board of the day. "Random board" rolls any board, or one of the
// difficulty chosen (remembered): Rust rolls in the worker until a board falls in the band, within
// a budget of rolls, and says why when none did. The board of the day is the same on every device
// on a date: Rust seeds it from the person's calendar date, the size and the language, and picks a
// normal or easy roll. A note above the words says what the board on screen is (its difficulty, or
// the board of the day and its date) while it is there; the board of the day gets a row of its own
// in the history (a game played on it is marked too).
import { RequestKind } from './protocol.js';
import { GAME_FOR_SIDE } from './catalog.js';
import { addGames, keep, recall } from './storage.js';

const KEPT = 'random-difficulty';
const DIFFICULTY_WORDS = { easy: 'An easy board', normal: 'A normal board', hard: 'A hard board' };

/** The local calendar date as `YYYY-MM-DD` (the board of the day changes at the person's midnight). */
export function localDate(now = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** `2026-11-27` in words, in the person's language: "Friday, 27 November 2026". */
export function dateInWords(date) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** What the board of the day is called on screen: "Board of the day, Friday, 27 November 2026 (4×4)". */
export function dayTitle(date, rows, cols) {
  return `Board of the day, ${dateInWords(date)} (${rows}×${cols})`;
}

export class BoardOrder {
  /**
   * @param {object} deps
   * @param {import('./worker-bridge.js').WorkerBridge} deps.bridge
   * @param {(id: string) => HTMLElement} deps.byId
   * @param {() => string | null} deps.dice the dice of the game picked (null: a custom size)
   * @param {() => {rows: number, cols: number}} deps.size the board size picked
   * @param {() => string} deps.boardText the board in the grid, as the grid writes it
   * @param {(text: string, failure: string) => Promise<boolean>} deps.loadBoard shows board text in the grid
   * @param {(text: string) => void} deps.setStatus
   * @param {() => string} deps.readyMessage the status line when nothing is going on
   * @param {(text: string) => void} deps.showAlert
   * @param {(error: Error, what: string) => void} deps.reportFailure
   */
  constructor(deps) {
    this.deps = deps;
    this.bridge = deps.bridge;
    this.size = deps.size;
    const { byId } = deps;
    this.select = byId('random-difficulty');
    this.note = byId('board-note');
    const kept = recall(KEPT);
    if ([...this.select.options].some((o) => o.value === kept)) this.select.value = kept;
    this.select.addEventListener('change', () => keep(KEPT, this.select.value));
    /** Rolls allowed for a board of a difficulty: null for Rust's budget (the tests ask for fewer). */
    this.tries = null;
    /** The board last made to order and what it is: { board, text } (the note shows while it is on the grid). */
    this.made = null;
  }

  /** The difficulty chosen: "easy", "normal", "hard", or "" for any roll. */
  difficulty() {
    return this.select.value;
  }

  /**
   * A board rolled from `dice` at the difficulty chosen: { board, said } (said: what it is, in words, or
   * ''). Rejects with the worker's message when no roll within its budget was of that difficulty.
   */
  async roll(dice) {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const difficulty = this.difficulty();
    if (!difficulty) return { board: await this.bridge.call(RequestKind.random, { dice, seed }), said: '' };
    const made = await this.bridge.call(RequestKind.randomToOrder, { dice, seed, difficulty, tries: this.tries });
    return { board: made.board, said: `${DIFFICULTY_WORDS[made.difficulty]}: ${made.wordCount.toLocaleString('en')} words by this dictionary.` };
  }

  /**
   * Today's board of the day for the size picked: { board, date, title, … }. Rejects with a message
   * a person can act on when the size has none (a custom size).
   */
  async dayBoard() {
    const { rows, cols } = this.size();
    if (rows !== cols || !GAME_FOR_SIDE[rows]) {
      throw new Error(`There is a board of the day for each game’s size, not for ${rows}×${cols}: pick a game`);
    }
    const date = localDate();
    const made = await this.bridge.call(RequestKind.boardOfTheDay, { side: rows, date });
    return { ...made, rows, cols, title: dayTitle(made.date, rows, cols) };
  }

  /** "Random board": a board of the difficulty chosen into the grid, said so; a miss says why. */
  async rollRandom() {
    const { dice, loadBoard, boardText, setStatus, readyMessage, showAlert, reportFailure } = this.deps;
    if (!dice()) {
      showAlert('Random boards are rolled with a real game’s dice: pick a game other than Custom size.');
      return;
    }
    // The first ask with a dictionary whose bands are measured takes up to a second and a half.
    if (this.difficulty()) setStatus('Rolling a board of that difficulty…');
    try {
      const { board, said } = await this.roll(dice());
      if (await loadBoard(board, 'The random board could not be shown')) this.mark(boardText(), said);
    } catch (error) {
      setStatus(readyMessage());
      reportFailure(error, 'No random board');
    }
  }

  /** "Board of the day": today's for the size picked into the grid, said so, and kept in the history. */
  async openDay() {
    const { loadBoard, boardText, setStatus, readyMessage, reportFailure } = this.deps;
    setStatus('Finding the board of the day…');
    try {
      const day = await this.dayBoard();
      if (!(await loadBoard(day.board, 'The board of the day could not be shown'))) return;
      await this.opened({ ...day, board: boardText() });
    } catch (error) {
      setStatus(readyMessage());
      reportFailure(error, 'No board of the day');
    }
  }

  /** Says what the board in the grid (`board`, as the grid writes it) is, while it stays there. */
  mark(board, text) {
    this.made = text ? { board, text } : null;
    this.showNote(board);
  }

  /** Shows that the board in the grid is `day`'s board and keeps its row in the history (once a day). */
  async opened(day) {
    this.mark(day.board, `${day.title}: the same board for everyone today.`);
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

  /** The note shows only while the board it is about is the one in the grid. */
  showNote(boardText) {
    const on = this.made?.board === boardText;
    this.note.hidden = !on;
    this.note.textContent = on ? this.made.text : '';
  }
}
