// The board's last empty cell, solved ahead. A solve asked for when a key fills the board is answered
// only after the browser has drawn that key (Chromium runs the frame after an input before any other
// task): 17-50 ms on the bench, one frame late. So when a single cell is left, the worker solves the
// board once for each tile one key can put there, and the key that fills it shows its words at once,
// in the same frame as its letter. The answers hold only while nothing the worker judges by changed.
import { RequestKind } from './protocol.js';
import { boardText } from './board-editor.js';
import { BLANK } from './catalog.js';

/**
 * The largest board solved ahead, in tiles: 27 answers for a 5x5 board are about 300 KB to copy from
 * the worker (15 ms on this project's machine, between two keys); a 6x6 board's would be three times that.
 */
const MOST_TILES_AHEAD = 25;
const KEYS = 'abcdefghijklmnopqrstuvwxyz';

export class LastCell {
  /**
   * @param {import('./worker-bridge.js').WorkerBridge} bridge
   * @param {{applied: Promise}} settings the word settings (settings.js): `applied` is replaced at each change
   */
  constructor(bridge, settings) {
    Object.assign(this, { bridge, settings });
    /** The answers being fetched or fetched: { applied, epoch, minLen, answers: Map<board text, result> | null }. */
    this.ahead = null;
  }

  /** Forgets what was solved ahead. */
  clear() {
    this.ahead = null;
  }

  /**
   * With exactly one empty cell on `editor`'s board, asks the worker for the board with each tile
   * that cell can take from one key (a letter of the language, q as its Q tile, # as a blank).
   */
  async anticipate(editor, minLen) {
    this.ahead = null;
    const empty = editor.tiles.flatMap((tile, index) => (tile ? [] : [index]));
    if (empty.length !== 1 || editor.size > MOST_TILES_AHEAD) return;
    const keyed = [...KEYS, ...editor.language.letters, BLANK].map((key) => editor.tilesFor(key));
    const tiles = [...new Set(keyed.filter((t) => t?.length === 1).map(([tile]) => tile))];
    const { rows, cols, language } = editor;
    const boards = tiles.map((tile) => boardText(rows, cols, editor.tiles.with(empty[0], tile), language.plainQ));
    const { applied } = this.settings;
    const ahead = { applied, epoch: null, minLen, answers: null };
    this.ahead = ahead;
    await applied.catch(() => {}); // asked for under the settings being applied, as a solve is
    if (this.ahead !== ahead) return;
    ahead.epoch = this.bridge.answersEpoch;
    try {
      const results = await this.bridge.call(RequestKind.solveEach, { boards, minLen });
      if (this.ahead === ahead) ahead.answers = new Map(boards.flatMap((board, i) => (results[i] ? [[board, results[i]]] : [])));
    } catch {
      if (this.ahead === ahead) this.ahead = null; // the board is solved when filled, as without this
    }
  }

  /**
   * The answer solved ahead for `board` with `minLen`, once: null when there is none, or when the
   * settings changed or a dictionary, list or rule was sent to the worker since it was asked for.
   */
  take(board, minLen) {
    const ahead = this.ahead;
    this.ahead = null;
    const current = ahead?.answers && ahead.applied === this.settings.applied && ahead.epoch === this.bridge.answersEpoch;
    return current && ahead.minLen === minLen ? (ahead.answers.get(board) ?? null) : null;
  }
}
