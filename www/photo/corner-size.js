// The board size of the corners marked by hand on a photo: one of the games' sizes, or rows and
// columns of one's own (2 to 8); a change resizes the grid being marked.
import { limitSides } from '../board/board-size.js';
import { GAMES } from '../core/catalog.js';

/** The sizes the games' dice fill, by the size picker's names for them (rows, x, columns). */
const SIZES = Object.fromEntries(Object.values(GAMES).map(({ rows, cols }) => [`${rows}x${cols}`, [rows, cols]]));

export class CornerSize {
  /**
   * @param {(id: string) => HTMLElement} byId the page's elements
   * @param {(rows: number, cols: number) => void} onChange the size was changed by hand
   */
  constructor(byId, onChange) {
    this.size = /** @type {HTMLSelectElement} */ (byId('corner-size'));
    this.customSize = byId('corner-custom');
    this.rowsInput = /** @type {HTMLInputElement} */ (byId('corner-rows'));
    this.colsInput = /** @type {HTMLInputElement} */ (byId('corner-cols'));
    limitSides(this.rowsInput, this.colsInput);
    const changed = () => {
      this.customSize.hidden = this.size.value !== 'custom';
      const [rows, cols] = this.marked();
      onChange(rows, cols);
    };
    this.size.addEventListener('change', changed);
    this.rowsInput.addEventListener('change', changed);
    this.colsInput.addEventListener('change', changed);
  }

  /**
   * Shows `rows` x `cols`: a game's size, or the custom rows and columns.
   * @param {number} rows
   * @param {number} cols
   */
  show(rows, cols) {
    const key = `${rows}x${cols}`;
    this.size.value = SIZES[key] ? key : 'custom';
    this.rowsInput.value = String(rows);
    this.colsInput.value = String(cols);
    this.customSize.hidden = this.size.value !== 'custom';
  }

  /** @returns {number[]} the rows and columns marked */
  marked() {
    if (SIZES[this.size.value]) return SIZES[this.size.value];
    /** @param {HTMLInputElement} input */
    const side = (input) => Math.max(2, Math.min(8, Math.round(Number(input.value)) || 4));
    return [side(this.rowsInput), side(this.colsInput)];
  }
}
