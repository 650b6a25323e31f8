// The board grid the person types into: one text input per cell, the tiles kept in an array that
// is the single source of truth (the inputs only display it). Knows tiles and keys, not words.
// The board can be shown turned by quarter turns (for a player on another side of the table): the
// tiles and every index stay as they are, only the cells are laid out (and named, typed in and
// moved between with the arrow keys) in the order the turned board shows them.

// What a tile is (its label, its name, the board text, the tiles a character stands for):
// board-tiles.js; what is typed in the cells: cell-typing.js.
import { BLANK } from '../core/catalog.js';
import { boardText, cellName, tileLabel, tilesInLanguage } from './board-tiles.js';
import { CellTyping } from './cell-typing.js';

// The tile names the rest of the page imports from the editor.
export { boardText, tileLabel };

/** @typedef {import('./board-tiles.js').BoardLanguage} BoardLanguage */

/**
 * What the editor tells its owner.
 * @typedef {object} BoardEditorHooks
 * @property {() => void} onChange a tile changed (or the size did)
 * @property {(text: string) => void} onPasteBoard a whole board was pasted into a cell
 * @property {(message: string) => void} onMessage something to tell the person (a rejected key)
 * @property {() => void} onSubmit Enter was pressed in a cell
 */

export class BoardEditor {
  /**
   * @param {HTMLElement} grid the container the cells go in
   * @param {BoardEditorHooks} hooks
   */
  constructor(grid, hooks) {
    this.grid = grid;
    this.hooks = hooks;
    this.rows = 0;
    this.cols = 0;
    /** @type {string[]} each cell's tile ('' when empty), row-major */
    this.tiles = [];
    /** @type {{ index: number, letters: string } | null} The cell where `[` was typed and the letters typed since, until `]`. */
    this.pendingBracket = null;
    this.lastFocused = 0;
    this.readOnly = false;
    /** @type {BoardLanguage} The dictionary's language's tiles: { letters (beyond a-z), plainQ, folds (`ée äae …`: é is e, ä the tiles a e) }. */
    this.language; // declared for the checker (reads nothing): setLanguage sets it
    this.setLanguage(); // English until the dictionary says otherwise (settings.js, from the Rust catalog)
    /** @type {HTMLDivElement[]} */
    this.cells = [];
    /** @type {HTMLInputElement[]} */
    this.inputs = [];
    /** Quarter turns clockwise the board is shown at (0 to 3). */
    this.turn = 0;
    // What is typed, pasted and pressed in the cells (cell-typing.js).
    const typing = new CellTyping(this);
    grid.addEventListener('keydown', (event) => typing.onKeyDown(event));
    grid.addEventListener('beforeinput', (event) => typing.onBeforeInput(event));
    grid.addEventListener('input', (event) => typing.onInput(event));
    grid.addEventListener('paste', (event) => typing.onPaste(event));
    grid.addEventListener('focusin', (event) => {
      const index = this.indexOf(event.target);
      if (index >= 0) {
        this.lastFocused = index;
        this.inputs[index].select();
      }
    });
  }

  get size() {
    return this.rows * this.cols;
  }

  isFull() {
    return this.tiles.length > 0 && this.tiles.every(Boolean);
  }

  firstEmpty() {
    return this.tiles.findIndex((tile) => !tile);
  }

  text() {
    return boardText(this.rows, this.cols, this.tiles, this.language.plainQ);
  }

  /**
   * Follows the dictionary's language: its letters are typed (ä, ñ), its accents folded, its Q.
   * @param {Partial<BoardLanguage>} [language]
   */
  setLanguage({ letters = '', plainQ = false, folds = '' } = {}) {
    this.language = { letters, plainQ, folds };
  }

  /**
   * The tiles a typed character stands for in the board's language (one, or two where the
   * language writes a letter as two: German ä is a then e), or null.
   * @param {string} char
   * @returns {string[] | null}
   */
  tilesFor(char) {
    return tilesInLanguage(this.language, char);
  }

  /**
   * Replaces the board. `tiles` may be shorter than rows*cols (the rest stay empty). Another board
   * is shown upright again; the same one (a replay) keeps its turn.
   * @param {number} rows
   * @param {number} cols
   * @param {readonly string[]} [tiles]
   */
  setBoard(rows, cols, tiles = []) {
    const sizeChanged = rows !== this.rows || cols !== this.cols;
    const next = Array.from({ length: rows * cols }, (_, i) => tiles[i] || '');
    const turned = this.turn !== 0 && (sizeChanged || next.some((tile, i) => tile !== this.tiles[i]));
    if (turned) this.turn = 0;
    this.rows = rows;
    this.cols = cols;
    this.tiles = next;
    this.pendingBracket = null;
    if (sizeChanged || turned) this.build();
    else this.renderAll();
    this.hooks.onChange();
  }

  /** The board's size as shown: rows and columns swap on a quarter turn. */
  shownSize() {
    return this.turn % 2 ? { rows: this.cols, cols: this.rows } : { rows: this.rows, cols: this.cols };
  }

  /**
   * The tile shown at row `r`, column `c` (from 0) of the turned board: its index.
   * @param {number} r
   * @param {number} c
   */
  indexAt(r, c) {
    const { rows, cols } = this;
    switch (this.turn) {
      case 1: return (rows - 1 - c) * cols + r;
      case 2: return (rows - 1 - r) * cols + (cols - 1 - c);
      case 3: return c * cols + (cols - 1 - r);
      default: return r * cols + c;
    }
  }

  /**
   * Where the tile at `index` is shown: { row, col } from 0.
   * @param {number} index
   */
  positionOf(index) {
    const { rows: shownRows, cols: shownCols } = this.shownSize();
    for (let r = 0; r < shownRows; r++) for (let c = 0; c < shownCols; c++) if (this.indexAt(r, c) === index) return { row: r, col: c };
    return { row: 0, col: 0 };
  }

  /** Every index in the order the turned board shows them, row by row. */
  shownOrder() {
    const { rows, cols } = this.shownSize();
    /** @type {number[]} */
    const order = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) order.push(this.indexAt(r, c));
    return order;
  }

  /** Shows the board turned a quarter turn further clockwise; the focus stays on its tile. */
  rotate() {
    const focused = this.indexOf(document.activeElement);
    this.turn = (this.turn + 1) % 4;
    this.layOut();
    this.renderAll();
    if (focused >= 0) this.inputs[focused].focus();
  }

  clear() {
    this.setBoard(this.rows, this.cols);
  }

  /** @param {boolean} readOnly */
  setReadOnly(readOnly) {
    this.readOnly = readOnly;
    this.grid.classList.toggle('read-only', readOnly);
    for (const input of this.inputs) input.readOnly = readOnly;
  }

  /** @param {number} index */
  focusCell(index) {
    const input = this.inputs[Math.max(0, Math.min(index, this.inputs.length - 1))];
    if (input) input.focus();
  }

  /**
   * Puts a tile in the cell last focused (the tile buttons use this) and moves on.
   * @param {string} tile
   */
  putTileInLastFocused(tile) {
    if (this.readOnly) return;
    this.setTile(this.lastFocused, tile);
    this.advance(this.lastFocused);
  }

  build() {
    this.grid.replaceChildren();
    this.cells = [];
    this.inputs = [];
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < this.size; i++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.dataset.index = String(i);
      const input = document.createElement('input');
      input.type = 'text';
      input.className = 'cell-input';
      input.autocomplete = 'off';
      input.spellcheck = false;
      input.setAttribute('autocapitalize', 'characters');
      input.setAttribute('autocorrect', 'off');
      input.setAttribute('enterkeyhint', 'next');
      input.readOnly = this.readOnly;
      const step = document.createElement('span');
      step.className = 'step';
      step.setAttribute('aria-hidden', 'true');
      cell.append(input, step);
      fragment.append(cell);
      this.cells.push(cell);
      this.inputs.push(input);
    }
    this.layOut();
    this.renderAll();
  }

  /** Puts the cells in the grid in the order the board is shown (so Tab follows what is seen). */
  layOut() {
    const { rows, cols } = this.shownSize();
    this.grid.style.setProperty('--cols', String(cols));
    this.grid.style.setProperty('--rows', String(rows));
    this.grid.append(...this.shownOrder().map((index) => this.cells[index]));
  }

  renderAll() {
    for (let i = 0; i < this.size; i++) this.renderCell(i);
  }

  /** @param {number} index */
  renderCell(index) {
    const input = this.inputs[index];
    const tile = this.tiles[index];
    const pending = this.pendingBracket && this.pendingBracket.index === index;
    input.value = pending ? `[${this.pendingBracket?.letters}` : tileLabel(tile);
    const { row, col } = this.positionOf(index);
    input.setAttribute('aria-label', cellName(row + 1, col + 1, tile));
    const cell = this.cells[index];
    cell.classList.toggle('blank', tile === BLANK);
    cell.classList.toggle('multi', tile.length > 1);
    cell.classList.toggle('pending', Boolean(pending));
  }

  /**
   * @param {number} index
   * @param {string} tile
   */
  setTile(index, tile) {
    if (this.pendingBracket && this.pendingBracket.index === index) this.pendingBracket = null;
    this.tiles[index] = tile;
    this.renderCell(index);
    this.hooks.onChange();
  }

  /**
   * The next cell as the board is shown (reading order), or -1 after the last.
   * @param {number} index
   */
  nextOf(index) {
    const order = this.shownOrder();
    const at = order.indexOf(index);
    return at + 1 < order.length ? order[at + 1] : -1;
  }

  /** @param {number} index */
  advance(index) {
    const next = this.nextOf(index);
    if (next >= 0) this.focusCell(next);
    else this.inputs[index].select();
  }

  /**
   * The index of the cell whose input `element` is, or -1.
   * @param {EventTarget | null} element
   */
  indexOf(element) {
    return this.inputs.indexOf(/** @type {HTMLInputElement} */ (element));
  }
}
