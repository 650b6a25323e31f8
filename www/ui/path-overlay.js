// Draws a word's path on the board: numbered cells (in the grid) plus a line with an arrow head
// through the cell centres (in an SVG laid over the grid). Measures the real cell boxes, so it
// follows whatever the CSS grid does at any screen size.

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Another drawing of the paths shown here (the photo review's, on the photo).
 * @typedef {{ showPath(path: number[] | null): void }} PathFollower
 */

export class PathOverlay {
  /**
   * @param {SVGSVGElement} svg positioned over `wrap`, same box
   * @param {HTMLElement} wrap the element holding the grid and the svg
   * @param {() => HTMLElement[]} cells the current cell elements, row-major
   */
  constructor(svg, wrap, cells) {
    this.svg = svg;
    this.wrap = wrap;
    this.cells = cells;
    /** @type {number[] | null} */
    this.path = null;
    /** @type {HTMLElement[]} the cells marked for the path drawn */
    this.lit = [];
    /** @type {PathFollower[]} Other drawings of the same path (the photo review's, on the photo). */
    this.followers = [];
    // The drawing is in pixels of the wrapper, so it must be redone when the layout changes.
    new ResizeObserver(() => this.draw()).observe(wrap);
  }

  /**
   * Shows `path` (cell indices in order), or clears the overlay when it is null/empty.
   * @param {number[] | null | undefined} path
   */
  show(path) {
    this.path = path && path.length ? path : null;
    this.draw();
    for (const follower of this.followers) follower.showPath(this.path);
  }

  /**
   * `follower.showPath(path)` is called with every path shown here (null when cleared).
   * @param {PathFollower} follower
   */
  follow(follower) {
    this.followers.push(follower);
  }

  clear() {
    this.show(null);
  }

  draw() {
    for (const cell of this.lit) {
      cell.classList.remove('on-path', 'path-start');
      cell.removeAttribute('data-step');
      const step = cell.querySelector('.step');
      if (step) step.textContent = '';
    }
    this.lit = [];
    this.svg.replaceChildren();
    const cells = this.cells();
    if (!this.path || this.path.some((index) => !cells[index])) return;

    const box = this.wrap.getBoundingClientRect();
    this.svg.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    const centres = this.path.map((index, order) => {
      const cell = cells[index];
      cell.classList.add('on-path');
      if (order === 0) cell.classList.add('path-start');
      cell.dataset.step = String(order + 1);
      /** @type {Element} */ (cell.querySelector('.step')).textContent = String(order + 1);
      this.lit.push(cell);
      const r = cell.getBoundingClientRect();
      return { x: r.left - box.left + r.width / 2, y: r.top - box.top + r.height / 2, size: r.width };
    });

    const size = centres[0].size;
    const defs = document.createElementNS(SVG, 'defs');
    const marker = document.createElementNS(SVG, 'marker');
    marker.setAttribute('id', 'path-arrow');
    marker.setAttribute('viewBox', '0 0 10 10');
    marker.setAttribute('refX', '6');
    marker.setAttribute('refY', '5');
    marker.setAttribute('markerWidth', '4');
    marker.setAttribute('markerHeight', '4');
    marker.setAttribute('orient', 'auto-start-reverse');
    const head = document.createElementNS(SVG, 'path');
    head.setAttribute('d', 'M 0 0 L 10 5 L 0 10 z');
    head.setAttribute('class', 'path-arrow-head');
    marker.append(head);
    defs.append(marker);
    this.svg.append(defs);

    const start = document.createElementNS(SVG, 'circle');
    start.setAttribute('cx', String(centres[0].x));
    start.setAttribute('cy', String(centres[0].y));
    start.setAttribute('r', String(size * 0.12));
    start.setAttribute('class', 'path-start-dot');
    this.svg.append(start);

    if (centres.length > 1) {
      // Each segment is shortened at its end so the arrow head stops short of the next letter.
      const line = document.createElementNS(SVG, 'polyline');
      const points = centres.map((c, i) => {
        if (i === 0) return `${c.x},${c.y}`;
        const prev = centres[i - 1];
        const dx = c.x - prev.x;
        const dy = c.y - prev.y;
        const length = Math.hypot(dx, dy) || 1;
        const cut = i === centres.length - 1 ? Math.min(size * 0.28, length / 2) : 0;
        return `${c.x - (dx / length) * cut},${c.y - (dy / length) * cut}`;
      });
      line.setAttribute('points', points.join(' '));
      line.setAttribute('class', 'path-line');
      line.setAttribute('stroke-width', String(Math.max(3, size * 0.09)));
      line.setAttribute('marker-end', 'url(#path-arrow)');
      this.svg.append(line);
    }
  }
}
