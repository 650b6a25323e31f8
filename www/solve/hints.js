// Hints and the breakdown of a board, as Rust counted them (RequestKind.hints): the words by length
// as a row of buttons (each filters a list to that length; during a game each shows how many of them
// are found), and the heat map: how many words pass through each tile, shaded on the board itself.
import { localize, plain, t } from '../l10n/l10n.js';

/** Heat levels: a tile's share of the busiest tile's count, in five steps (0 is no word at all). */
const LEVELS = 4;

/**
 * One length of Rust's breakdown (RequestKind.hints' `byLength`): how many words have `letters` letters.
 * @typedef {{ letters: number, words: number, points?: number }} LengthCount
 */

export class LengthBreakdown {
  /**
   * @param {HTMLElement} container where the buttons go (a role=group with a label)
   * @param {((letters: number | null) => void) | null} [onPick] a length was chosen (null: all lengths)
   */
  constructor(container, onPick = null) {
    this.container = container;
    this.onPick = onPick;
    /** @type {number | null} */
    this.picked = null;
    container.addEventListener('click', (event) => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('button[data-letters]'));
      if (!button || !this.onPick) return;
      const letters = button.dataset.letters === 'all' ? null : Number(button.dataset.letters);
      this.pick(letters === this.picked ? null : letters);
    });
  }

  /** @param {number | null} letters */
  pick(letters) {
    this.picked = letters;
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (this.container.querySelectorAll('button[data-letters]'))) {
      const value = button.dataset.letters === 'all' ? null : Number(button.dataset.letters);
      button.setAttribute('aria-pressed', String(value === this.picked));
    }
    this.onPick?.(letters);
  }

  /**
   * Shows `byLength` ([{letters, words}]); with `found` (a Map letters -> count) each reads
   * "found of total". Keeps the picked length when it still exists.
   * @param {LengthCount[]} byLength
   * @param {Map<number, number> | null} [found]
   */
  render(byLength, found = null) {
    if (!byLength.some((c) => c.letters === this.picked)) this.picked = null;
    if (!byLength.length) {
      this.container.replaceChildren(); // no board, no words: nothing to count
      return;
    }
    const total = byLength.reduce((sum, c) => sum + c.words, 0);
    /** @type {Array<{ letters: number | 'all', words: number }>} */
    const entries = [{ letters: 'all', words: total }, ...byLength];
    this.container.replaceChildren(
      ...entries.map(({ letters, words }) => {
        const have = found ? (letters === 'all' ? [...found.values()].reduce((a, b) => a + b, 0) : found.get(letters) ?? 0) : null;
        const node = document.createElement(this.onPick ? 'button' : 'span');
        node.className = 'length-chip';
        if (have !== null && have === words && words > 0) node.classList.add('complete');
        if (this.onPick) {
          /** @type {HTMLButtonElement} */ (node).type = 'button';
          node.dataset.letters = String(letters);
          node.setAttribute('aria-pressed', String((letters === 'all' ? null : letters) === this.picked));
        }
        // The name is the text shown ("3 letters 37", "3 letters 2 of 37"), so a voice command that
        // says what it sees reaches it; the words it counts are said to screen readers only.
        const name = document.createElement('span');
        name.className = 'length-name';
        if (letters === 'all') localize(name, 'length-all');
        else localize(name, 'length-letters', { letters });
        const n = document.createElement('span');
        n.className = 'length-count';
        if (have === null) n.textContent = String(words);
        else localize(n, 'length-found', { found: have, words });
        const unit = document.createElement('span');
        unit.className = 'visually-hidden';
        if (have === null) localize(unit, 'length-unit-words', { words });
        else localize(unit, 'length-unit-found');
        node.append(name, ' ', n, unit);
        return node;
      }),
    );
  }
}

/** The heat map on the board's cells: `data-words` (the count, drawn in a corner) and `data-heat`. */
export class HeatMap {
  /**
   * @param {HTMLElement} grid the board's grid
   * @param {() => HTMLElement[]} cells its cells, row-major
   * @param {HTMLElement} description a visually hidden element that says the counts in words
   */
  constructor(grid, cells, description) {
    this.grid = grid;
    this.cells = cells;
    this.description = description;
    /** @type {number[] | null} */
    this.counts = null;
  }

  /**
   * Shades each cell by `counts` (words through it), or clears the map when null.
   * @param {number[] | null} shown
   */
  show(shown) {
    this.counts = shown;
    // Read only where `on`: then there are counts, one per cell.
    const counts = /** @type {number[]} */ (shown);
    const cells = this.cells();
    const on = Boolean(shown && shown.length === cells.length);
    this.grid.classList.toggle('heat', on);
    const most = on ? Math.max(1, ...counts) : 1;
    cells.forEach((cell, i) => {
      if (!on) {
        delete cell.dataset.words;
        delete cell.dataset.heat;
        return;
      }
      cell.dataset.words = String(counts[i]);
      cell.dataset.heat = String(counts[i] === 0 ? 0 : Math.max(1, Math.ceil((counts[i] / most) * LEVELS)));
    });
    if (on) localize(this.description, 'heat-description', { lines: rows(counts, cells.length, this.grid).join('; ') });
    else plain(this.description, '');
  }

  clear() {
    this.show(null);
  }
}

/**
 * The counts row by row, in words ("row 1: 3, 0, 5, 2").
 * @param {number[]} counts
 * @param {number} size the board's cells
 * @param {HTMLElement} grid
 */
function rows(counts, size, grid) {
  const cols = Number(grid.style.getPropertyValue('--cols')) || Math.round(Math.sqrt(size));
  const out = [];
  for (let r = 0; r * cols < size; r++) out.push(t('heat-row', { row: r + 1, counts: counts.slice(r * cols, r * cols + cols).join(', ') }));
  return out;
}
