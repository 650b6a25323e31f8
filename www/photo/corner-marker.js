// The four outer corners of a board's grid on a photo, as handles a person moves (touch and mouse through
// pointer events; keyboard: each handle is focusable and moves with the arrow keys, Shift for bigger
// steps), with the grid they make drawn between them. Corners are kept in the photo's pixels as the
// photo module read it (`width` x `height`), so they go back to Rust as they are.

import { onLanguageChange, t } from '../l10n/l10n.js';

/** The corners in the order Rust takes them, each with its message (locales/en/photo.ftl). */
const CORNERS = [
  { name: 'top-left', label: 'corner-top-left' },
  { name: 'top-right', label: 'corner-top-right' },
  { name: 'bottom-right', label: 'corner-bottom-right' },
  { name: 'bottom-left', label: 'corner-bottom-left' },
];
/** Arrow keys move a handle this many screen pixels, and this many times more with Shift. */
const KEY_STEP_PX = 1;
const SHIFT_FACTOR = 10;
/** Where the handles start when nothing was found: a centred square this share of the shorter side. */
const START_SHARE = 0.6;
/**
 * A grid found smaller than this share of the shorter side (a far board) starts grown about its centre to it:
 * four handles on a few pixels would lie on one another, too close for a finger to tell apart.
 */
const MIN_START_SHARE = 0.3;
const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('./photo.js').Point} Point */

export class CornerMarker {
  /**
   * @param {HTMLElement} stage the box exactly over the shown photo (position: relative); handles go in it
   * @param {SVGSVGElement} svg an overlay of the stage the grid lines are drawn in
   * @param {string} helpId the id of the text saying how to move the handles
   */
  constructor(stage, svg, helpId) {
    this.stage = stage;
    this.svg = svg;
    this.width = 1;
    this.height = 1;
    this.rows = 4;
    this.cols = 4;
    /** The four corners, in photo pixels, in CORNERS' order. @type {Point[]} */
    this.corners = [];
    this.handles = CORNERS.map((corner, index) => {
      const handle = document.createElement('button');
      handle.type = 'button';
      handle.className = `corner-handle corner-${corner.name}`;
      handle.setAttribute('aria-describedby', helpId);
      handle.hidden = true;
      handle.addEventListener('pointerdown', (event) => this.grab(event, index));
      handle.addEventListener('keydown', (event) => this.onKey(event, index));
      stage.append(handle);
      return handle;
    });
    /** The handle being dragged, and where on it it was grabbed. @type {{ index: number, pointerId: number, dx: number, dy: number } | null} */
    this.drag = null;
    onLanguageChange(() => this.active && this.render());
  }

  get active() {
    return !this.handles[0].hidden;
  }

  /**
   * Shows the handles on a `width` x `height` photo at `corners` ([[x, y] x 4] in photo pixels, or null for
   * a centred square) and the `rows` x `cols` grid between them.
   * @param {number} width
   * @param {number} height
   * @param {Point[] | null} corners
   * @param {number} rows
   * @param {number} cols
   */
  show(width, height, corners, rows, cols) {
    this.width = width;
    this.height = height;
    this.corners = corners ? grown(corners, MIN_START_SHARE * Math.min(width, height)).map(([x, y]) => [this.clampX(x), this.clampY(y)]) : centredSquare(width, height);
    this.handles.forEach((handle) => {
      handle.hidden = false;
    });
    this.setSize(rows, cols);
  }

  hide() {
    this.handles.forEach((handle) => {
      handle.hidden = true;
    });
    this.svg.querySelector('.marked-grid')?.remove();
  }

  /**
   * @param {number} rows
   * @param {number} cols
   */
  setSize(rows, cols) {
    this.rows = rows;
    this.cols = cols;
    this.render();
  }

  /** The corners as the photo module takes them: [x1, y1, … x4, y4] in photo pixels. */
  flat() {
    return this.corners.flat();
  }

  /** @param {number} x */
  clampX(x) {
    return Math.max(0, Math.min(this.width, x));
  }

  /** @param {number} y */
  clampY(y) {
    return Math.max(0, Math.min(this.height, y));
  }

  /** Photo pixels per screen pixel, as the photo is shown now. */
  photoPerScreen() {
    const rect = this.stage.getBoundingClientRect();
    return rect.width > 0 ? this.width / rect.width : 1;
  }

  /**
   * A handle grabbed: it follows the pointer until let go.
   * @param {PointerEvent} event
   * @param {number} index
   */
  grab(event, index) {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = this.handles[index];
    handle.focus();
    handle.setPointerCapture(event.pointerId);
    // Where on the handle it was grabbed, so the corner does not jump under the finger.
    const [x, y] = this.toPhoto(event.clientX, event.clientY);
    this.drag = { index, pointerId: event.pointerId, dx: this.corners[index][0] - x, dy: this.corners[index][1] - y };
    /** @param {PointerEvent} e */
    const move = (e) => {
      if (!this.drag || e.pointerId !== this.drag.pointerId) return;
      const [px, py] = this.toPhoto(e.clientX, e.clientY);
      this.moveTo(index, px + this.drag.dx, py + this.drag.dy);
    };
    /** @param {PointerEvent} e */
    const end = (e) => {
      if (this.drag && e.pointerId !== this.drag.pointerId) return;
      /** The handle being dragged, and where on it it was grabbed. @type {{ index: number, pointerId: number, dx: number, dy: number } | null} */
    this.drag = null;
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }

  /**
   * @param {KeyboardEvent} event
   * @param {number} index
   */
  onKey(event, index) {
    /** @type {Record<string, Point>} */
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const step = KEY_STEP_PX * (event.shiftKey ? SHIFT_FACTOR : 1) * this.photoPerScreen();
    const [x, y] = this.corners[index];
    this.moveTo(index, x + move[0] * step, y + move[1] * step);
  }

  /**
   * A point of the screen in photo pixels.
   * @param {number} clientX
   * @param {number} clientY
   * @returns {Point}
   */
  toPhoto(clientX, clientY) {
    const rect = this.stage.getBoundingClientRect();
    return [((clientX - rect.left) / rect.width) * this.width, ((clientY - rect.top) / rect.height) * this.height];
  }

  /**
   * @param {number} index
   * @param {number} x
   * @param {number} y
   */
  moveTo(index, x, y) {
    this.corners[index] = [this.clampX(x), this.clampY(y)];
    this.render();
  }

  render() {
    this.handles.forEach((handle, index) => {
      const [x, y] = this.corners[index];
      const across = (100 * x) / this.width;
      const down = (100 * y) / this.height;
      handle.style.left = `${across}%`;
      handle.style.top = `${down}%`;
      handle.setAttribute('aria-label', t('corner-handle', { where: t(CORNERS[index].label), across: Math.round(across), down: Math.round(down) }));
    });
    this.drawGrid();
  }

  /** The rows x cols grid the corners make, drawn as the board's perspective places it. */
  drawGrid() {
    this.svg.querySelector('.marked-grid')?.remove();
    const map = squareToQuad(/** @type {Quad} */ (this.corners));
    if (!map) return;
    const group = document.createElementNS(SVG, 'g');
    group.setAttribute('class', 'marked-grid');
    /**
     * @param {Point} a a point of the unit square
     * @param {Point} b
     */
    const line = (a, b) => {
      const element = document.createElementNS(SVG, 'line');
      const [x1, y1] = map(...a);
      const [x2, y2] = map(...b);
      Object.entries({ x1, y1, x2, y2 }).forEach(([k, v]) => element.setAttribute(k, String(v)));
      group.append(element);
    };
    for (let c = 0; c <= this.cols; c++) line([c / this.cols, 0], [c / this.cols, 1]);
    for (let r = 0; r <= this.rows; r++) line([0, r / this.rows], [1, r / this.rows]);
    this.svg.append(group);
  }
}

/** @typedef {[Point, Point, Point, Point]} Quad four corners: top-left, top-right, bottom-right, bottom-left */

/**
 * `corners` scaled about their centre so that their extent is at least `least` photo pixels either way.
 * @param {Point[]} corners
 * @param {number} least
 * @returns {Point[]}
 */
function grown(corners, least) {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (extent >= least) return corners;
  const [cx, cy] = [xs.reduce((a, b) => a + b) / 4, ys.reduce((a, b) => a + b) / 4];
  const k = least / Math.max(extent, 1e-6);
  return corners.map(([x, y]) => /** @type {Point} */ ([cx + (x - cx) * k, cy + (y - cy) * k]));
}

/**
 * @param {number} width
 * @param {number} height
 * @returns {Point[]}
 */
function centredSquare(width, height) {
  const side = START_SHARE * Math.min(width, height);
  const [x0, y0] = [(width - side) / 2, (height - side) / 2];
  return [[x0, y0], [x0 + side, y0], [x0 + side, y0 + side], [x0, y0 + side]];
}

/**
 * The projective map from the unit square (u across, v down) onto the quadrilateral `corners` (top-left,
 * top-right, bottom-right, bottom-left), or null when they make none; only for drawing the grid.
 * @param {Quad} corners
 * @returns {((u: number, v: number) => Point) | null}
 */
function squareToQuad([[x0, y0], [x1, y1], [x2, y2], [x3, y3]]) {
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const den = dx1 * dy2 - dx2 * dy1;
  if (Math.abs(den) < 1e-9) return null;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  const [a, b, c] = [x1 - x0 + g * x1, x3 - x0 + h * x3, x0];
  const [d, e, f] = [y1 - y0 + g * y1, y3 - y0 + h * y3, y0];
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
  };
}
