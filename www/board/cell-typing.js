// What is typed, pasted and pressed in the board's cells (board-editor.js holds the tiles): a letter
// fills its cell and moves on, `q` is Qu, `[th]` a two-letter tile, `#` a blank; a whole board
// pasted or typed into a cell goes to the owner; the arrows, Home and End move as the board is shown
// (turned or not), Backspace and Delete empty a cell; soft keyboards and IMEs that cannot be
// cancelled are read back from the field.
import { MULTI_LETTER_TILES } from '../core/catalog.js';
import { isSingleTileText, tileLabel } from './board-tiles.js';

export class CellTyping {
  /** @param {import('./board-editor.js').BoardEditor} editor the grid whose cells are typed in */
  constructor(editor) {
    this.editor = editor;
  }

  /** @param {KeyboardEvent} event */
  onKeyDown(event) {
    const { editor } = this;
    const index = editor.indexOf(event.target);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    // The arrows move as the board is shown, turned or not.
    const { row, col } = editor.positionOf(index);
    const shown = editor.shownSize();
    const move = (/** @type {number} */ r, /** @type {number} */ c) => {
      event.preventDefault();
      if (r >= 0 && r < shown.rows && c >= 0 && c < shown.cols) editor.focusCell(editor.indexAt(r, c));
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
        editor.hooks.onSubmit();
        return;
      case 'Backspace':
      case 'Delete': {
        event.preventDefault();
        if (editor.readOnly) return;
        const pending = editor.pendingBracket && editor.pendingBracket.index === index;
        if (pending || editor.tiles[index] || event.key === 'Delete') {
          editor.pendingBracket = null;
          editor.setTile(index, '');
        } else {
          const order = editor.shownOrder();
          const before = order[order.indexOf(index) - 1];
          if (before !== undefined) {
            editor.setTile(before, '');
            editor.focusCell(before);
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
    const { editor } = this;
    const index = editor.indexOf(event.target);
    if (index < 0) return;
    // Typing is interpreted here, not by the input: a cell holds one tile, not free text.
    if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') {
      if (!event.cancelable) return; // handled in onInput instead (some IME keyboards)
      event.preventDefault();
      if (!editor.readOnly && event.data) this.type(index, event.data);
    } else if (event.inputType.startsWith('delete')) {
      // Backspace and Delete are handled in onKeyDown; soft keyboards may only send this.
      event.preventDefault();
      if (!editor.readOnly) editor.setTile(index, '');
    }
  }

  /**
   * Fallback for input that could not be cancelled: read what the browser put in the field.
   * @param {Event} event
   */
  onInput(event) {
    const { editor } = this;
    const index = editor.indexOf(event.target);
    if (index < 0) return;
    const { value } = editor.inputs[index]; // the event's target: a cell's input
    const shown = tileLabel(editor.tiles[index]);
    const typed = value.startsWith(shown) ? value.slice(shown.length) : value;
    editor.renderCell(index);
    if (!editor.readOnly && typed) this.type(index, typed);
  }

  /** @param {ClipboardEvent} event */
  onPaste(event) {
    const { editor } = this;
    const index = editor.indexOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    if (editor.readOnly) return;
    const text = event.clipboardData ? event.clipboardData.getData('text') : '';
    if (!text.trim()) return;
    if (isSingleTileText(text)) this.type(index, text.trim());
    else editor.hooks.onPasteBoard(text);
  }

  /**
   * Interprets typed characters starting at cell `index`: letters fill and move on.
   * @param {number} index
   * @param {string} text
   */
  type(index, text) {
    const { editor } = this;
    if (text.length > 1 && !isSingleTileText(text) && /[\s/]/.test(text.trim())) {
      editor.hooks.onPasteBoard(text);
      return;
    }
    let at = index;
    for (const char of text.toLowerCase()) {
      const pending = editor.pendingBracket && editor.pendingBracket.index === at ? editor.pendingBracket : null;
      if (pending) {
        if (char === ']') {
          if (MULTI_LETTER_TILES.includes(pending.letters)) {
            editor.setTile(at, pending.letters);
            editor.advance(at);
            if (editor.nextOf(at) >= 0) at = editor.nextOf(at);
          } else {
            editor.pendingBracket = null;
            editor.renderCell(at);
            const tiles = MULTI_LETTER_TILES.map((tile) => `[${tile}]`);
            editor.hooks.onMessage(`[${pending.letters}] is not a tile: use ${tiles.slice(0, -1).join(' ')} or ${tiles.at(-1)}.`);
          }
        } else if (/[a-z]/.test(char) && pending.letters.length < 2) {
          pending.letters += char;
          editor.renderCell(at);
        } else {
          editor.pendingBracket = null;
          editor.renderCell(at);
          editor.hooks.onMessage('A two-letter tile is typed like [th].');
        }
        continue;
      }
      if (char === '[') {
        editor.pendingBracket = { index: at, letters: '' };
        editor.renderCell(at);
      } else if (editor.tilesFor(char)) {
        for (const [i, tile] of /** @type {string[]} */ (editor.tilesFor(char)).entries()) {
          // A second tile needs a next cell: on the last one, only the first goes in.
          if (i > 0 && editor.nextOf(at) < 0) break;
          if (i > 0) at = editor.nextOf(at);
          editor.setTile(at, tile);
          editor.advance(at);
        }
        if (editor.nextOf(at) >= 0) at = editor.nextOf(at);
      } else if (!/\s/.test(char)) {
        editor.hooks.onMessage(`“${char}” is not a tile: type a letter, q for Qu, [th] for a two-letter tile, or # for a blank.`);
      }
    }
  }
}
