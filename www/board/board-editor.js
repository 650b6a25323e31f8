// The board grid the person types into: one text input per cell, the tiles kept in an array that
// is the single source of truth (the inputs only display it). Knows tiles and keys, not words.
// The board can be shown turned by quarter turns (for a player on another side of the table): the
// tiles and every index stay as they are, only the cells are laid out (and named, typed in and
// moved between with the arrow keys) in the order the turned board shows them.

// Tiles the engine accepts besides single letters (typed as `[th]` or chosen by button) and the blank.
import { BLANK, MULTI_LETTER_TILES } from '../core/catalog.js';
import { t } from '../l10n/l10n.js';

/**
 * The dictionary's language's tiles, as the editor types them: `letters` typed beyond a-z (ä, ñ),
 * `plainQ` (the dice have a plain Q: French), `folds` (`ée äae …`: é is e, ä the tiles a e).
 * @typedef {object} BoardLanguage
 * @property {string} letters
 * @property {boolean} plainQ
 * @property {string} folds
 */

/**
 * What the editor tells its owner.
 * @typedef {object} BoardEditorHooks
 * @property {() => void} onChange a tile changed (or the size did)
 * @property {(text: string) => void} onPasteBoard a whole board was pasted into a cell
 * @property {(message: string) => void} onMessage something to tell the person (a rejected key)
 * @property {() => void} onSubmit Enter was pressed in a cell
 */

/**
 * How a tile looks in a cell: `A`, `Qu`, `Th`, and a filled square for a blank.
 * @param {string} tile
 */
export function tileLabel(tile) {
  if (!tile) return '';
  if (tile === BLANK) return '■';
  return tile[0].toUpperCase() + tile.slice(1);
}

/**
 * A cell's name: its row, column and tile, letters spelled out so "Th" is not read as a word.
 * @param {number} row
 * @param {number} col
 * @param {string} tile
 */
function cellName(row, col, tile) {
  const kind = !tile ? 'empty' : tile === BLANK ? 'blank' : 'letters';
  return t('cell-label', { row, col, tile: kind, spelled: tile.toUpperCase().split('').join(' ') });
}

/**
 * The board text the engine and the URL use: rows joined by `/`, brackets for two-letter tiles;
 * `q` is the Qu tile, except where the dice have a plain Q (`plainQ`: French), where Qu is `[qu]`.
 * @param {number} rows
 * @param {number} cols
 * @param {readonly string[]} tiles
 * @param {boolean} [plainQ]
 */
export function boardText(rows, cols, tiles, plainQ = false) {
  const token = (/** @type {string} */ tile) => (tile === 'qu' && !plainQ ? 'q' : tile.length > 1 ? `[${tile}]` : tile);
  const lines = [];
  for (let r = 0; r < rows; r++) lines.push(tiles.slice(r * cols, r * cols + cols).map(token).join(''));
  return lines.join('/');
}

/**
 * True when `text` is one tile as someone would type it into a cell, not a whole board.
 * @param {string} text
 */
function isSingleTileText(text) {
  return /^\s*(\[[a-z]{1,2}\]?|\[|[\p{L}#])\s*$/iu.test(text);
}

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
    grid.addEventListener('keydown', (event) => this.onKeyDown(event));
    grid.addEventListener('beforeinput', (event) => this.onBeforeInput(event));
    grid.addEventListener('input', (event) => this.onInput(event));
    grid.addEventListener('paste', (event) => this.onPaste(event));
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
    const { letters, plainQ, folds } = this.language;
    if (char === 'q') return [plainQ ? 'q' : 'qu'];
    if (char === BLANK || /[a-z]/.test(char) || letters.includes(char)) return [char];
    // Entries of an accented letter and its tiles' letters; every letter here is one UTF-16 unit.
    const entry = folds.split(' ').find((e) => e.length > 1 && e[0] === char);
    return entry ? [...entry.slice(1)] : null;
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

  /** @param {KeyboardEvent} event */
  onKeyDown(event) {
    const index = this.indexOf(event.target);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    // The arrows move as the board is shown, turned or not.
    const { row, col } = this.positionOf(index);
    const shown = this.shownSize();
    const move = (/** @type {number} */ r, /** @type {number} */ c) => {
      event.preventDefault();
      if (r >= 0 && r < shown.rows && c >= 0 && c < shown.cols) this.focusCell(this.indexAt(r, c));
    };
    switch (event.key) {
      case 'ArrowLeft': return move(row, col - 1);
      case 'ArrowRight': return move(row, col + 1);
      case 'ArrowUp': return move(row - 1, col);
      case 'ArrowDown': return move(row + 1, col);
      case 'Home': return move(0, 0);
      case 'End': return move(shown.rows - 1, shown.cols - 1);
      case 'Enter':
        event.preventDefault();
        this.hooks.onSubmit();
        return;
      case 'Backspace':
      case 'Delete': {
        event.preventDefault();
        if (this.readOnly) return;
        const pending = this.pendingBracket && this.pendingBracket.index === index;
        if (pending || this.tiles[index] || event.key === 'Delete') {
          this.pendingBracket = null;
          this.setTile(index, '');
        } else {
          const order = this.shownOrder();
          const before = order[order.indexOf(index) - 1];
          if (before !== undefined) {
            this.setTile(before, '');
            this.focusCell(before);
          }
        }
        return;
      }
      default:
        return;
    }
  }

  /** @param {InputEvent} event */
  onBeforeInput(event) {
    const index = this.indexOf(event.target);
    if (index < 0) return;
    // Typing is interpreted here, not by the input: a cell holds one tile, not free text.
    if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') {
      if (!event.cancelable) return; // handled in onInput instead (some IME keyboards)
      event.preventDefault();
      if (!this.readOnly && event.data) this.type(index, event.data);
    } else if (event.inputType.startsWith('delete')) {
      // Backspace and Delete are handled in onKeyDown; soft keyboards may only send this.
      event.preventDefault();
      if (!this.readOnly) this.setTile(index, '');
    }
  }

  /**
   * Fallback for input that could not be cancelled: read what the browser put in the field.
   * @param {Event} event
   */
  onInput(event) {
    const index = this.indexOf(event.target);
    if (index < 0) return;
    const { value } = this.inputs[index]; // the event's target: a cell's input
    const shown = tileLabel(this.tiles[index]);
    const typed = value.startsWith(shown) ? value.slice(shown.length) : value;
    this.renderCell(index);
    if (!this.readOnly && typed) this.type(index, typed);
  }

  /** @param {ClipboardEvent} event */
  onPaste(event) {
    const index = this.indexOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    if (this.readOnly) return;
    const text = event.clipboardData ? event.clipboardData.getData('text') : '';
    if (!text.trim()) return;
    if (isSingleTileText(text)) this.type(index, text.trim());
    else this.hooks.onPasteBoard(text);
  }

  /**
   * Interprets typed characters starting at cell `index`: letters fill and move on.
   * @param {number} index
   * @param {string} text
   */
  type(index, text) {
    if (text.length > 1 && !isSingleTileText(text) && /[\s/]/.test(text.trim())) {
      this.hooks.onPasteBoard(text);
      return;
    }
    let at = index;
    for (const char of text.toLowerCase()) {
      const pending = this.pendingBracket && this.pendingBracket.index === at ? this.pendingBracket : null;
      if (pending) {
        if (char === ']') {
          if (MULTI_LETTER_TILES.includes(pending.letters)) {
            this.setTile(at, pending.letters);
            this.advance(at);
            if (this.nextOf(at) >= 0) at = this.nextOf(at);
          } else {
            this.pendingBracket = null;
            this.renderCell(at);
            const tiles = MULTI_LETTER_TILES.map((tile) => `[${tile}]`);
            this.hooks.onMessage(`[${pending.letters}] is not a tile: use ${tiles.slice(0, -1).join(' ')} or ${tiles.at(-1)}.`);
          }
        } else if (/[a-z]/.test(char) && pending.letters.length < 2) {
          pending.letters += char;
          this.renderCell(at);
        } else {
          this.pendingBracket = null;
          this.renderCell(at);
          this.hooks.onMessage('A two-letter tile is typed like [th].');
        }
        continue;
      }
      if (char === '[') {
        this.pendingBracket = { index: at, letters: '' };
        this.renderCell(at);
      } else if (this.tilesFor(char)) {
        for (const [i, tile] of /** @type {string[]} */ (this.tilesFor(char)).entries()) {
          // A second tile needs a next cell: on the last one, only the first goes in.
          if (i > 0 && this.nextOf(at) < 0) break;
          if (i > 0) at = this.nextOf(at);
          this.setTile(at, tile);
          this.advance(at);
        }
        if (this.nextOf(at) >= 0) at = this.nextOf(at);
      } else if (!/\s/.test(char)) {
        this.hooks.onMessage(`“${char}” is not a tile: type a letter, q for Qu, [th] for a two-letter tile, or # for a blank.`);
      }
    }
  }
}
