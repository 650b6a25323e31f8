// Forming a word by sliding a finger (or the mouse, or a pen) across the tiles. The grid captures the
// pointer, so the word keeps growing wherever the finger goes; a tile joins the word only when it
// touches the last one and is not used yet; sliding back onto the tile before the last takes the last
// one off. A tile is hit only well inside its box (the middle 70%), so cutting across a corner for a
// diagonal does not pick up the tiles beside it. Knows tiles and cells, not words: the caller judges.

/** The share of a tile's width, around its centre, that a finger must reach to take the tile. */
const HIT_SHARE = 0.7;

/**
 * What a swipe asks of the board and tells the game.
 * @typedef {object} SwipeHooks
 * @property {() => HTMLElement[]} cells the cell elements, row-major
 * @property {() => { rows: number, cols: number }} size
 * @property {(cell: number) => boolean} usable the tile can be part of a word (not a blank)
 * @property {() => boolean} enabled swiping is on (a game is running)
 * @property {(path: number[]) => void} onChange the path so far (empty when a swipe is dropped)
 * @property {(path: number[]) => void} onWord the finger was lifted on a path of one tile or more
 */

export class SwipeInput {
  /**
   * @param {HTMLElement} grid the board's grid (its cells are `editor.cells`)
   * @param {SwipeHooks} hooks
   */
  constructor(grid, hooks) {
    this.grid = grid;
    this.hooks = hooks;
    /** @type {number[]} */
    this.path = [];
    /** The pointer drawing the word, or null. @type {number | null} */
    this.pointer = null;
    /** @type {DOMRect[]} */
    this.boxes = [];
    grid.addEventListener('pointerdown', (event) => this.down(event));
    grid.addEventListener('pointermove', (event) => this.move(event));
    grid.addEventListener('pointerup', (event) => this.up(event));
    grid.addEventListener('pointercancel', (event) => this.cancel(event));
    grid.addEventListener('lostpointercapture', (event) => this.cancel(event));
  }

  /** @param {PointerEvent} event */
  down(event) {
    if (!this.hooks.enabled() || this.pointer !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Measured once a swipe: the board does not move under the finger.
    this.boxes = this.hooks.cells().map((cell) => cell.getBoundingClientRect());
    // The first tile is taken anywhere in its box; later ones only well inside.
    const cell = this.hit(event, 1);
    if (cell < 0 || !this.hooks.usable(cell)) return;
    event.preventDefault(); // no focus, text selection or scrolling: the finger is drawing
    this.pointer = event.pointerId;
    this.grid.setPointerCapture(event.pointerId);
    this.path = [cell];
    this.hooks.onChange(this.path);
  }

  /** @param {PointerEvent} event */
  move(event) {
    if (event.pointerId !== this.pointer) return;
    event.preventDefault();
    // Fast swipes deliver several positions per event: take each, so no tile is skipped.
    const points = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    let changed = false;
    for (const point of points.length ? points : [event]) changed = this.visit(this.hit(point)) || changed;
    if (changed) this.hooks.onChange(this.path);
  }

  /**
   * Takes `cell` into the path, or backs up to it; true if the path changed.
   * @param {number} cell
   */
  visit(cell) {
    const path = this.path;
    if (cell < 0 || cell === path[path.length - 1]) return false;
    if (cell === path[path.length - 2]) {
      path.pop();
      return true;
    }
    if (path.includes(cell) || !this.adjacent(path[path.length - 1], cell) || !this.hooks.usable(cell)) return false;
    path.push(cell);
    return true;
  }

  /** @param {PointerEvent} event */
  up(event) {
    if (event.pointerId !== this.pointer) return;
    const path = this.path;
    this.reset(event);
    if (path.length) this.hooks.onWord(path);
  }

  /** @param {PointerEvent} event */
  cancel(event) {
    if (event.pointerId !== this.pointer) return;
    this.reset(event);
    this.hooks.onChange([]);
  }

  /** @param {PointerEvent} event */
  reset(event) {
    this.pointer = null;
    this.path = [];
    if (this.grid.hasPointerCapture?.(event.pointerId)) this.grid.releasePointerCapture(event.pointerId);
  }

  /**
   * @param {number} a
   * @param {number} b
   */
  adjacent(a, b) {
    const { cols } = this.hooks.size();
    return Math.abs((a % cols) - (b % cols)) <= 1 && Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) <= 1;
  }

  /**
   * The cell whose inner hit area (`share` of its box) holds the point, or -1.
   * @param {{ clientX: number, clientY: number }} point
   */
  hit({ clientX, clientY }, share = HIT_SHARE) {
    const margin = (1 - share) / 2;
    return this.boxes.findIndex((box) => {
      const dx = box.width * margin;
      const dy = box.height * margin;
      return clientX >= box.left + dx && clientX <= box.right - dx && clientY >= box.top + dy && clientY <= box.bottom - dy;
    });
  }
}
