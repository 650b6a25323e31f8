// The grid a photo's read found, drawn over the photo: each die's quad (dashed where its tile is to
// be checked) and the letter read on its top-left corner, leaving the die's own letter in view.
import { tileLabel } from '../board/board-editor.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The grid found (each die's quad) and the letters read, over the photo; marked tiles dashed.
 * @param {SVGSVGElement} overlay the photo's overlay (what was drawn found before is replaced)
 * @param {import('./photo.js').Scan} scan
 */
export function drawFoundGrid(overlay, scan) {
  overlay.setAttribute('viewBox', `0 0 ${scan.width} ${scan.height}`);
  overlay.querySelector('.found-grid')?.remove();
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', 'found-grid');
  for (const tile of scan.tiles) {
    const polygon = document.createElementNS(SVG, 'polygon');
    polygon.setAttribute('points', tile.quad.map((p) => p.join(',')).join(' '));
    polygon.setAttribute('class', tile.doubtful ? 'die doubtful' : 'die');
    // The letter read sits on the die's top-left corner (as read), leaving the die's own letter in view.
    const [[x0, y0], [x1, y1], , [x3, y3]] = tile.quad;
    const side = Math.hypot(x1 - x0, y1 - y0);
    const letter = document.createElementNS(SVG, 'text');
    letter.setAttribute('x', String(x0 + 0.15 * (x1 - x0 + x3 - x0)));
    letter.setAttribute('y', String(y0 + 0.15 * (y1 - y0 + y3 - y0)));
    letter.setAttribute('font-size', String(Math.max(8, side * 0.32)));
    letter.textContent = tile.text === '' ? '?' : tileLabel(tile.text);
    group.append(polygon, letter);
  }
  overlay.prepend(group);
}
