// The board sizes: the games (each one's dice and the size they roll), the custom size, and the game
// picker kept in step with the board in the grid.

/** The board size of each game (the values are the dice names randomBoard takes). */
export const GAMES = {
  new: { rows: 4, cols: 4 },
  classic: { rows: 4, cols: 4 },
  big: { rows: 5, cols: 5 },
  'big-2012': { rows: 5, cols: 5 },
  'super-big': { rows: 6, cols: 6 },
};
const SQUARE_GAME_BY_SIZE = { 4: 'new', 5: 'big', 6: 'super-big' };
/** The longest side a board may have, and the shortest. */
export const MAX_SIDE = 8;
export const MIN_SIDE = 2;

/** A side typed in a custom size box, made a whole number in range (4 if it is not a number). */
export function clampSide(value) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.max(MIN_SIDE, Math.min(MAX_SIDE, n)) : 4;
}

export class GamePicker {
  /** @param {(id: string) => HTMLElement} byId the page's elements: #game and the custom size boxes */
  constructor(byId) {
    this.game = byId('game');
    this.customSize = byId('custom-size');
    this.customRows = byId('custom-rows');
    this.customCols = byId('custom-cols');
  }

  /** The dice of the game picked, or null for a custom size. */
  dice() {
    return GAMES[this.game.value] ? this.game.value : null;
  }

  /** The board size picked: the game's, or the custom size. */
  size() {
    const game = GAMES[this.game.value];
    if (game) return game;
    return { rows: clampSide(this.customRows.value), cols: clampSide(this.customCols.value) };
  }

  /** Makes the picker agree with a board of this size (keeping the current game if it fits). */
  selectForSize(rows, cols) {
    const current = this.size();
    if (current.rows === rows && current.cols === cols) return;
    const game = rows === cols ? SQUARE_GAME_BY_SIZE[rows] : undefined;
    this.game.value = game || 'custom';
    this.customRows.value = String(rows);
    this.customCols.value = String(cols);
    this.customSize.hidden = this.game.value !== 'custom';
  }

  /** Calls `onPick` when a game or a custom size is picked; the custom boxes show only for Custom. */
  onPick(onPick) {
    for (const input of [this.game, this.customRows, this.customCols]) {
      input.addEventListener('change', () => {
        this.customSize.hidden = this.game.value !== 'custom';
        onPick();
      });
    }
  }
}
