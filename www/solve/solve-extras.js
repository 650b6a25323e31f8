// The Solve panel's breakdown and exports: the words by length (buttons that list only one length),
// the heat map of words through each tile (both as Rust counts them: RequestKind.hints), and the
// word list copied or downloaded as text.
import { RequestKind } from '../worker/protocol.js';
import { shownWord } from '../ui/word-list.js';
import { LengthBreakdown } from './hints.js';
import { t } from '../l10n/l10n.js';

/** @typedef {import('./solve-panel.js').SolveResult} SolveResult */

/**
 * Rust's hints for a board (RequestKind.hints): the words by length and the words through each cell.
 * @typedef {object} Hints
 * @property {number} minLen
 * @property {number} wordCount
 * @property {import('./hints.js').LengthCount[]} byLength
 * @property {number[]} tiles words through each cell
 * @property {boolean} approximate
 */

/**
 * The page's parts the Solve panel's extras use (app.js makes them).
 * @typedef {object} SolveExtrasParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('./hints.js').HeatMap} heat
 * @property {(id: string) => HTMLElement} byId
 * @property {() => void} onLengthPicked the length filter changed: render the list again
 * @property {(text: string) => void} setStatus
 */

export class SolveExtras {
  /** @param {SolveExtrasParts} deps */
  constructor({ bridge, heat, byId, onLengthPicked, setStatus }) {
    this.bridge = bridge;
    this.heat = heat;
    this.setStatus = setStatus;
    this.heatToggle = /** @type {HTMLInputElement} */ (byId('solve-heat'));
    this.lengths = new LengthBreakdown(byId('solve-lengths'), onLengthPicked);
    /** @type {Hints | null} */
    this.hints = null;
    this.generation = 0;
    /** @type {SolveResult | null} */
    this.result = null;
    this.heatToggle.addEventListener('change', () => this.showHeat());
    byId('words-copy').addEventListener('click', () => this.copy());
    byId('words-download').addEventListener('click', () => this.download());
  }

  /** The length chosen, or null for every length. */
  get letters() {
    return this.lengths.picked;
  }

  /**
   * A new solve result (or null when the board is not full).
   * @param {SolveResult | null} result
   */
  async update(result) {
    const generation = ++this.generation;
    this.result = result;
    if (!result) {
      this.hints = null;
      this.lengths.render([]);
      this.heat.clear();
      return;
    }
    try {
      const hints = /** @type {Hints} */ (await this.bridge.call(RequestKind.hints, { board: result.board.text, minLen: result.minLen }));
      if (generation !== this.generation) return;
      this.hints = hints;
      this.lengths.render(hints.byLength);
      this.showHeat();
    } catch {
      // Only extra information: the words themselves are shown already.
    }
  }

  showHeat() {
    this.heat.show(this.heatToggle.checked && this.hints ? this.hints.tiles : null);
  }

  /** Leaving the Solve mode: the board is someone else's now. */
  hide() {
    this.heat.clear();
  }

  /** The words as text, one a line with its points (called only with a result). */
  text() {
    const { words, board, wordCount, totalScore } = /** @type {SolveResult} */ (this.result);
    const lines = words.map((w) => `${shownWord(w)}\t${w.score}`);
    return `${t('words-export-head', { board: board.text, count: wordCount, points: totalScore })}\n${lines.join('\n')}\n`;
  }

  async copy() {
    if (!this.result) return this.setStatus(t('words-copy-empty'));
    try {
      await navigator.clipboard.writeText(this.text());
      this.setStatus(t('words-copied', { count: this.result.wordCount }));
    } catch {
      this.setStatus(t('words-copy-failed'));
    }
  }

  download() {
    if (!this.result) return this.setStatus(t('words-download-empty'));
    const url = URL.createObjectURL(new Blob([this.text()], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `boggle-${this.result.board.text.replace(/[^a-z]+/gi, '-')}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
