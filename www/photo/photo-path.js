// A tapped word's path drawn on the photo itself: the dice it takes outlined and joined in order
// through the quads the reader found, so a family can check a word against the real board on the
// table; and the same path in words under the photo, for keyboard and screen reader users.
import { tileLabel } from '../board/board-editor.js';
import { localize, onLanguageChange, plain, t } from '../l10n/l10n.js';

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('./photo.js').Point} Point */

/**
 * The centre of a die's quad (four [x, y] corners in photo pixels).
 * @param {Point[]} quad
 * @returns {Point}
 */
function centre(quad) {
  return quad.reduce(/** @param {Point} sum @param {Point} corner @returns {Point} */ ([sx, sy], [x, y]) => [sx + x / 4, sy + y / 4], /** @type {Point} */ ([0, 0]));
}

/**
 * What a path on the photo is drawn in and with.
 * @typedef {object} PhotoPathParts
 * @property {SVGSVGElement} overlay the photo's overlay, in photo pixels
 * @property {HTMLElement} caption where the path is said in words
 * @property {import('../board/board-editor.js').BoardEditor} editor the board as it is now (tiles fixed by hand too)
 */

export class PhotoPath {
  /** @param {PhotoPathParts} parts */
  constructor({ overlay, caption, editor }) {
    this.overlay = overlay;
    this.caption = caption;
    this.editor = editor;
    /** The board read from the photo ({ rows, cols, tiles: [{ quad }] }), or null while there is none to draw on. @type {import('./photo.js').Scan | null} */
    this.scan = null;
    /** @type {number[] | null} */
    this.path = null;
    onLanguageChange(() => this.draw());
  }

  /**
   * The read whose dice a path is drawn through; null while the grid is being moved or after a failure.
   * @param {import('./photo.js').Scan | null} scan
   */
  setScan(scan) {
    this.scan = scan;
    this.draw();
  }

  /**
   * Draws the path of a tapped word (cell indices); null clears it.
   * @param {number[] | null} path
   */
  show(path) {
    this.path = path;
    this.draw();
  }

  draw() {
    this.overlay.querySelector('.photo-path')?.remove();
    const { scan, path, editor } = this;
    // A board edited to another size since the read no longer matches the photo's dice.
    const fits = scan && path && scan.rows === editor.rows && scan.cols === editor.cols && path.every((i) => scan.tiles[i]);
    this.caption.hidden = !fits;
    if (!fits || !scan || !path) {
      plain(this.caption, '');
      return;
    }
    const quads = path.map((i) => scan.tiles[i].quad);
    const side = Math.hypot(quads[0][1][0] - quads[0][0][0], quads[0][1][1] - quads[0][0][1]);
    const group = document.createElementNS(SVG, 'g');
    group.setAttribute('class', 'photo-path');
    for (const [order, quad] of quads.entries()) {
      const die = document.createElementNS(SVG, 'polygon');
      die.setAttribute('points', quad.map((p) => p.join(',')).join(' '));
      die.setAttribute('class', order === 0 ? 'path-die path-first' : 'path-die');
      group.append(die);
    }
    const centres = quads.map(centre);
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('points', centres.map((c) => c.join(',')).join(' '));
    line.setAttribute('class', 'path-joins');
    line.setAttribute('stroke-width', String(Math.max(2, side * 0.12)));
    group.append(line);
    for (const [order, [x, y]] of centres.entries()) {
      const step = document.createElementNS(SVG, 'text');
      step.setAttribute('x', String(x));
      step.setAttribute('y', String(y));
      step.setAttribute('font-size', String(Math.max(8, side * 0.3)));
      step.textContent = String(order + 1);
      group.append(step);
    }
    this.overlay.append(group);

    const word = path.map((i) => editor.tiles[i]).join('');
    const steps = path.map((i) => t('photo-path-step', { tile: tileLabel(editor.tiles[i]), row: Math.floor(i / scan.cols) + 1, col: (i % scan.cols) + 1 }));
    localize(this.caption, 'photo-path', { word, path: steps.join(' → ') });
  }
}
