// The board sizes: the games (each one's dice and the size they roll, from the catalog Rust's dice
// sets write at build), the custom size, and the game picker kept in step with the board in the grid.
import { GAMES, GAME_FOR_SIDE, MAX_SIDE, MIN_SIDE } from '../core/catalog.js';

/**
 * Makes number boxes for a board's side take the sides a board may have.
 * @param {...HTMLElement} inputs number boxes (min and max are set on them)
 */
export function limitSides(...inputs) {
  for (const input of inputs) Object.assign(input, { min: String(MIN_SIDE), max: String(MAX_SIDE) });
}

/**
 * A side typed in a custom size box, made a whole number in range (4 if it is not a number).
 * @param {unknown} value
 */
export function clampSide(value) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.max(MIN_SIDE, Math.min(MAX_SIDE, n)) : 4;
}

/**
 * A game of the catalog: its board size and title.
 * @typedef {{ readonly rows: number, readonly cols: number, readonly title: string }} Game
 */

/**
 * The catalog's game of dice `name`, or undefined (a custom size, or any other text).
 * @param {string} name
 * @returns {Game | undefined}
 */
export const gameNamed = (name) => /** @type {Readonly<Record<string, Game>>} */ (GAMES)[name];

/**
 * The usual game for a square board of `side`, or undefined when there is none.
 * @param {number} side
 * @returns {string | undefined}
 */
export const gameForSide = (side) => /** @type {Readonly<Record<string, string>>} */ (GAME_FOR_SIDE)[side];

export class GamePicker {
  /** @param {(id: string) => HTMLElement} byId the page's elements: #game and the custom size boxes */
  constructor(byId) {
    this.game = /** @type {HTMLSelectElement} */ (byId('game'));
    this.customSize = byId('custom-size');
    this.customRows = /** @type {HTMLInputElement} */ (byId('custom-rows'));
    this.customCols = /** @type {HTMLInputElement} */ (byId('custom-cols'));
    limitSides(this.customRows, this.customCols);
  }

  /**
   * The dice of the game picked, or null for a custom size.
   * @returns {string | null}
   */
  dice() {
    return gameNamed(this.game.value) ? this.game.value : null;
  }

  /**
   * The board size picked: the game's, or the custom size.
   * @returns {{ rows: number, cols: number, title?: string }}
   */
  size() {
    const game = gameNamed(this.game.value);
    if (game) return game;
    return { rows: clampSide(this.customRows.value), cols: clampSide(this.customCols.value) };
  }

  /**
   * Makes the picker agree with a board of this size (keeping the current game if it fits).
   * @param {number} rows
   * @param {number} cols
   */
  selectForSize(rows, cols) {
    const current = this.size();
    if (current.rows === rows && current.cols === cols) return;
    const game = rows === cols ? gameForSide(rows) : undefined;
    this.game.value = game || 'custom';
    this.customRows.value = String(rows);
    this.customCols.value = String(cols);
    this.customSize.hidden = this.game.value !== 'custom';
  }

  /**
   * Calls `onPick` when a game or a custom size is picked; the custom boxes show only for Custom.
   * @param {() => void} onPick
   */
  onPick(onPick) {
    for (const input of [this.game, this.customRows, this.customCols]) {
      input.addEventListener('change', () => {
        this.customSize.hidden = this.game.value !== 'custom';
        onPick();
      });
    }
  }
}
