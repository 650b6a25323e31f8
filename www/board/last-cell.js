// The board's last empty cell, solved ahead. A solve asked for when a key fills the board is answered
// only after the browser has drawn that key (Chromium runs the frame after an input before any other
// task): 17-50 ms on the bench, one frame late. So when a single cell is left, the worker solves the
// board once for each tile one key can put there, and the key that fills it shows its words at once,
// in the same frame as its letter. The answers hold only while nothing the worker judges by changed.
import { RequestKind } from '../worker/protocol.js';
import { boardText } from './board-editor.js';
import { BLANK } from '../core/catalog.js';

/**
 * The largest board solved ahead, in tiles: 27 answers for a 5x5 board are about 300 KB to copy from
 * the worker (15 ms on this project's machine, between two keys); a 6x6 board's would be three times that.
 */
const MOST_TILES_AHEAD = 25;
const KEYS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A board's solve result, as the bridge gives the worker's answer (worker/protocol.js's `solve`).
 * @typedef {import('../worker/protocol.js').Requests['solve']['result']} SolveAnswer
 */

/**
 * The boards solved ahead, for the settings `applied` and the bridge's answers `epoch` they were asked under.
 * @typedef {object} Ahead
 * @property {Promise<unknown>} applied
 * @property {string | null} epoch
 * @property {number | undefined} minLen
 * @property {string[]} boards
 * @property {Map<string, SolveAnswer> | null} answers by board text; null while not back yet
 * @property {Promise<Map<string, SolveAnswer>>} [asked]
 * @property {boolean} [dropped] another board came first: not asked for if not asked yet
 */

export class LastCell {
  /**
   * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
   * @param {{applied: Promise<unknown>}} settings the word settings (settings.js): `applied` is replaced at each change
   */
  constructor(bridge, settings) {
    this.bridge = bridge;
    this.settings = settings;
    /**
     * @type {Ahead | null} The boards solved ahead: { applied, epoch, minLen, boards, asked: Promise, answers: Map<board text,
     * result> | null (not back yet), dropped? }.
     */
    this.ahead = null;
  }

  /**
   * With exactly one empty cell on `editor`'s board, asks the worker for the board with each tile
   * that cell can take from one key (a letter of the language, q as its Q tile, # as a blank).
   * @param {import('./board-editor.js').BoardEditor} editor
   * @param {number | undefined} minLen undefined: the game's official rule
   */
  anticipate(editor, minLen) {
    if (this.ahead) this.ahead.dropped = true; // another board now: not asked for if not asked yet
    this.ahead = null;
    const empty = editor.tiles.flatMap((tile, index) => (tile ? [] : [index]));
    if (empty.length !== 1 || editor.size > MOST_TILES_AHEAD) return;
    const keyed = [...KEYS, ...editor.language.letters, BLANK].map((key) => editor.tilesFor(key));
    const tiles = [...new Set(/** @type {string[][]} */ (keyed.filter((t) => t?.length === 1)).map(([tile]) => tile))];
    const { rows, cols, language } = editor;
    const boards = tiles.map((tile) => {
      const filled = [...editor.tiles];
      filled[empty[0]] = tile;
      return boardText(rows, cols, filled, language.plainQ);
    });
    /** @type {Ahead} */
    const ahead = { applied: this.settings.applied, epoch: null, minLen, boards, answers: null };
    ahead.asked = this.ask(ahead);
    this.ahead = ahead;
  }

  /**
   * The answers for `ahead`'s boards (a Map by board text; empty if the worker failed).
   * @param {Ahead} ahead
   * @returns {Promise<Map<string, SolveAnswer>>}
   */
  async ask(ahead) {
    await ahead.applied.catch(() => {}); // asked for under the settings being applied, as a solve is
    if (ahead.dropped) return (ahead.answers = new Map());
    ahead.epoch = this.bridge.answersEpoch;
    try {
      const results = await this.bridge.call(RequestKind.solveEach, { boards: ahead.boards, minLen: ahead.minLen });
      ahead.answers = new Map(ahead.boards.flatMap((board, i) => (results[i] ? [/** @type {[string, SolveAnswer]} */ ([board, results[i]])] : [])));
    } catch {
      ahead.answers = new Map(); // the board is solved when filled, as without this
    }
    return ahead.answers;
  }

  /**
   * What was solved ahead for `board` with `minLen`, once: `{ now }`, its answer, when it is back;
   * `{ later }`, a promise of it (or of null), while it is on its way, sooner than a solve asked now,
   * which the worker would take after it; or null. An answer holds only while the settings are the
   * same and no dictionary, list or rule was sent to the worker since it was asked for.
   * @param {string} board
   * @param {number | undefined} minLen
   * @returns {{ now: SolveAnswer, later?: undefined } | { now?: undefined, later: Promise<SolveAnswer | null> } | null}
   */
  take(board, minLen) {
    const ahead = this.ahead;
    this.ahead = null;
    if (!ahead || ahead.minLen !== minLen || !ahead.boards.includes(board)) return null;
    const holds = () => ahead.applied === this.settings.applied && ahead.epoch === this.bridge.answersEpoch;
    if (!ahead.answers) return { later: /** @type {Promise<Map<string, SolveAnswer>>} */ (ahead.asked).then((answers) => (holds() ? (answers.get(board) ?? null) : null)) };
    const now = holds() ? ahead.answers.get(board) : null;
    return now ? { now } : null;
  }
}
