// What a tile is, apart from the grid that shows it: its label in a cell (`Qu`, `Th`, a filled
// square for the blank), a cell's spoken name, the board text the engine and the address use, one
// tile's text told from a whole board's, and the tiles a typed character stands for in the
// dictionary's language (ä, ñ, a plain Q).

// Tiles the engine accepts besides single letters (typed as `[th]` or chosen by button) and the blank.
import { BLANK } from '../core/catalog.js';
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
export function cellName(row, col, tile) {
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
export function isSingleTileText(text) {
  return /^\s*(\[[a-z]{1,2}\]?|\[|[\p{L}#])\s*$/iu.test(text);
}

/**
 * The tiles a typed character stands for in the board's language (one, or two where the
 * language writes a letter as two: German ä is a then e), or null.
 * @param {BoardLanguage} language
 * @param {string} char
 * @returns {string[] | null}
 */
export function tilesInLanguage({ letters, plainQ, folds }, char) {
  if (char === 'q') return [plainQ ? 'q' : 'qu'];
  if (char === BLANK || /[a-z]/.test(char) || letters.includes(char)) return [char];
  // Entries of an accented letter and its tiles' letters; every letter here is one UTF-16 unit.
  const entry = folds.split(' ').find((e) => e.length > 1 && e[0] === char);
  return entry ? [...entry.slice(1)] : null;
}
