// The tiles of a board read from a photo that a person should check (Rust decides which: `doubtful`),
// marked on the board. Tapping (or tabbing to) a marked tile opens a sheet at the foot of the screen
// (the board stays in view above it, at its own size): the die enlarged from the colour photo, the
// faces it could be (the reader's top three, never "not a die") and a way to type;
// "All look right" accepts the rest. Also "What the reader saw": every die as the reader saw it.
import { tileLabel } from '../board/board-editor.js';
import { language, localize, localizeParts, localizeSaid, onLanguageChange, t } from '../l10n/l10n.js';

/** The enlarged die: this many CSS pixels a side, drawn at the screen's density. */
const DIE_SIDE = 112;
/** Room kept around the die's face when it is cut from the photo, as a share of its side. */
const DIE_MARGIN = 0.15;

/** @typedef {import('./photo.js').Scan} Scan */
/** @typedef {import('./photo.js').ScanTile & { index: number }} Doubt a marked tile and its cell */

/**
 * How sure the reader was (0.92), as a percentage in the interface's language ("92 %" in French).
 * @param {number} confidence
 */
const percent = (confidence) => new Intl.NumberFormat(language(), { style: 'percent' }).format(confidence);
/**
 * The same as a whole number, for a message (which writes the sign as its language does).
 * @param {number} confidence
 */
const wholePercent = (confidence) => Math.round(confidence * 100);

/**
 * The colour photo on screen, and the pixels Rust read of it (its quads are in those).
 * @typedef {{ image: HTMLImageElement, width: number, height: number }} ColourPhoto
 */

/**
 * What the tile check is made of and reports to (photo-review.js makes it).
 * @typedef {object} TileReviewParts
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {HTMLElement} boardWrap the board's band: the tile check (a sheet) is kept in it
 * @property {HTMLElement} bar #doubts, holding #doubts-text and #doubts-accept
 * @property {HTMLElement} scanTiles #scan-tiles, holding #scan-trace and #scan-tiles-grid
 * @property {() => ColourPhoto | null} picture the colour photo
 * @property {(text: string) => void} setStatus
 */

export class TileReview {
  /** @param {TileReviewParts} parts */
  constructor({ editor, boardWrap, bar, scanTiles, picture, setStatus }) {
    this.editor = editor;
    this.boardWrap = boardWrap;
    this.bar = bar;
    this.barText = /** @type {HTMLElement} */ (bar.querySelector('#doubts-text'));
    this.scanTiles = scanTiles;
    this.picture = picture;
    this.setStatus = setStatus;
    /** The marked tiles: [{index, text, confidence, choices, quad, crop}], `text` what the reader put there. @type {Doubt[]} */
    this.doubts = [];
    /** Why the reader marked every tile, `{name, message}` from Rust (`wholeBoardDoubt`), or null. @type {import('./photo.js').Said | null} */
    this.wholeBoard = null;
    this.cropSide = 0;
    /** The marked tile whose check is open, or null. @type {Doubt | null} */
    this.open = null;
    this.check = this.buildCheck();
    boardWrap.append(this.check);
    /** @type {HTMLElement} */ (bar.querySelector('#doubts-accept')).addEventListener('click', () => this.acceptAll());
    /** The cell whose check was closed with Escape: focus back on it does not reopen it, a click does. */
    this.quiet = -1;
    editor.grid.addEventListener('focusin', (event) => this.openFor(/** @type {Element} */ (event.target)));
    editor.grid.addEventListener('click', (event) => {
      this.quiet = -1;
      this.openFor(/** @type {Element} */ (event.target));
    });
    editor.grid.addEventListener('keydown', (event) => {
      // Tab from a checked cell goes into its choices; Escape closes them.
      if (!this.open || editor.indexOf(/** @type {Element} */ (event.target)) !== this.open.index) return;
      if (event.key === 'Tab' && !event.shiftKey) {
        event.preventDefault();
        /** @type {HTMLButtonElement} */ (this.check.querySelector('button')).focus();
      } else if (event.key === 'Escape') {
        this.quiet = this.open.index;
        this.close();
      }
    });
    /** @param {FocusEvent} event */
    const leaves = (event) => this.open && !this.check.contains(/** @type {Node | null} */ (event.relatedTarget)) && editor.inputs[this.open.index] !== event.relatedTarget;
    editor.grid.addEventListener('focusout', (event) => {
      if (editor.indexOf(/** @type {Element} */ (event.target)) === this.quiet) this.quiet = -1;
      if (leaves(event)) this.close();
    });
    this.check.addEventListener('focusout', (event) => leaves(event) && this.close());
    /** The read last shown, so a change of language says it again. @type {Scan | null} */
    this.scan = null;
    onLanguageChange(() => {
      this.render();
      if (this.scan && !this.scanTiles.hidden) this.renderSeen(this.scan);
      if (this.open) this.reopen();
    });
  }

  get count() {
    return this.doubts.length;
  }

  /**
   * A board read from `scan`: its doubtful tiles marked, and every die listed under "What the reader saw".
   * @param {Scan} scan
   */
  show(scan) {
    this.cropSide = scan.cropSide;
    this.doubts = scan.tiles.map((tile, index) => ({ index, ...tile })).filter((t) => t.doubtful);
    this.wholeBoard = scan.wholeBoardDoubt ?? null;
    this.scan = scan;
    this.render();
    this.renderSeen(scan);
  }

  /** Another board: nothing to check, nothing seen. */
  clear() {
    this.doubts = [];
    this.wholeBoard = null;
    this.render();
    this.scanTiles.hidden = true;
  }

  /** The board changed: a doubt goes once its cell no longer holds what the reader put there. */
  onBoardChange() {
    if (!this.doubts.length) return;
    this.doubts = this.doubts.filter((d) => this.editor.tiles[d.index] === d.text);
    this.render();
  }

  render() {
    const marked = new Set(this.doubts.map((d) => d.index));
    this.editor.cells.forEach((cell, index) => {
      cell.classList.toggle('doubtful', marked.has(index));
      // A marked tile opens its choices without the phone's keyboard covering them; "Type" brings it up.
      this.editor.inputs[index].inputMode = marked.has(index) ? 'none' : '';
    });
    if (this.open && !marked.has(this.open.index)) this.close();
    const n = this.doubts.length;
    this.bar.hidden = n === 0;
    localizeParts(this.barText, [['doubts-marked', { count: n }]]);
    if (this.wholeBoard) {
      // Why every tile is marked, in Rust's words.
      const why = Object.assign(document.createElement('span'), { className: 'doubts-why' });
      localizeSaid(why, this.wholeBoard);
      this.barText.append(' ', why);
    }
  }

  /** The first marked tile focused, which opens its check. */
  checkFirst() {
    if (this.doubts.length) this.editor.inputs[this.doubts[0].index].focus();
  }

  acceptAll() {
    const n = this.doubts.length;
    this.doubts = [];
    this.render();
    this.setStatus(t('doubts-accepted', { count: n }));
  }

  buildCheck() {
    const check = document.createElement('div');
    check.className = 'tile-check';
    check.id = 'tile-check';
    check.setAttribute('role', 'group');
    check.setAttribute('aria-labelledby', 'tile-check-title');
    check.hidden = true;
    // Keeps the focus on the cell while a choice is tapped (some browsers do not focus buttons on a tap).
    check.addEventListener('mousedown', (event) => event.preventDefault());
    check.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        this.closeAndFocus();
      } else if (event.key === 'Tab') {
        const buttons = [...check.querySelectorAll('button')];
        const at = buttons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
        if (event.shiftKey && at === 0) {
          event.preventDefault();
          this.closeAndFocus();
        } else if (!event.shiftKey && at === buttons.length - 1) {
          event.preventDefault();
          const next = this.editor.nextOf(/** @type {Doubt} */ (this.open).index);
          this.close();
          if (next >= 0) this.editor.focusCell(next);
        }
      }
    });
    return check;
  }

  /**
   * Opens the check for the cell `target` is, if it is marked.
   * @param {Element} target
   */
  openFor(target) {
    const index = this.editor.indexOf(target);
    const doubt = this.doubts.find((d) => d.index === index);
    if (!doubt || this.open?.index === index || this.quiet === index) return;
    this.showCheck(doubt);
  }

  /** The open check again, in the language now chosen (the focus stays where it is). */
  reopen() {
    const focused = this.check.contains(document.activeElement) ? [...this.check.querySelectorAll('button')].indexOf(/** @type {HTMLButtonElement} */ (document.activeElement)) : -1;
    this.showCheck(/** @type {Doubt} */ (this.open)); // called only while a check is open
    if (focused >= 0) this.check.querySelectorAll('button')[focused]?.focus();
  }

  /**
   * The check of the marked tile `doubt`: its die from the photo, the faces it could be, and Type.
   * @param {Doubt} doubt
   */
  showCheck(doubt) {
    const { index } = doubt;
    this.open = doubt;
    const shown = this.editor.positionOf(index);
    const [row, col] = [shown.row + 1, shown.col + 1];
    const title = document.createElement('p');
    title.id = 'tile-check-title';
    title.className = 'tile-check-title';
    if (doubt.text === '') localize(title, 'tile-check-title-unread', { row, col });
    else localize(title, 'tile-check-title', { row, col, tile: tileLabel(doubt.text), sure: wholePercent(doubt.confidence) });
    const choices = document.createElement('div');
    choices.className = 'tile-check-choices';
    for (const choice of doubt.choices) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tile-choice';
      button.dataset.tile = choice.text;
      const letter = document.createElement('span');
      letter.className = 'tile-choice-letter';
      letter.textContent = tileLabel(choice.text);
      const odds = document.createElement('span');
      odds.className = 'tile-choice-odds';
      odds.textContent = percent(choice.confidence);
      // Named by what it shows ("E 92%"), then how to take it, for screen readers only.
      const spoken = document.createElement('span');
      spoken.className = 'visually-hidden';
      localize(spoken, choice.text === doubt.text ? 'tile-choice-as-read' : 'tile-choice-likely');
      button.append(letter, ' ', odds, ' ', spoken);
      button.addEventListener('click', () => this.choose(doubt, choice.text));
      choices.append(button);
    }
    const type = document.createElement('button');
    type.type = 'button';
    type.className = 'tile-choice-type';
    const typeWord = document.createElement('span');
    localize(typeWord, 'tile-choice-type');
    const where = document.createElement('span');
    where.className = 'visually-hidden';
    localize(where, 'tile-choice-type-where', { row, col });
    type.append(typeWord, ' ', where);
    type.addEventListener('click', () => this.typeInto(doubt.index));
    choices.append(type);
    this.check.replaceChildren(title, this.dieImage(doubt, t('tile-check-die', { row, col })), choices);
    this.check.hidden = false;
    this.editor.inputs[index].setAttribute('aria-describedby', 'tile-check-title');
  }

  close() {
    if (!this.open) return;
    this.editor.inputs[this.open.index]?.removeAttribute('aria-describedby');
    this.open = null;
    this.check.hidden = true;
  }

  closeAndFocus() {
    const index = this.open?.index;
    this.close();
    if (index === undefined) return;
    this.quiet = index;
    this.editor.focusCell(index);
  }

  /**
   * The person chose `text` for the marked tile: it is checked; on to the next marked one.
   * @param {Doubt} doubt
   * @param {string} text
   */
  choose(doubt, text) {
    this.doubts = this.doubts.filter((d) => d !== doubt);
    this.close();
    this.editor.setTile(doubt.index, text);
    this.render();
    const next = this.doubts.find((d) => d.index > doubt.index) ?? this.doubts[0];
    if (next) this.editor.focusCell(next.index);
    else {
      this.editor.focusCell(doubt.index);
      this.setStatus(t('doubts-all-checked'));
    }
  }

  /**
   * Typing in the cell itself: the phone's keyboard is brought up for it.
   * @param {number} index
   */
  typeInto(index) {
    const input = this.editor.inputs[index];
    this.close();
    input.inputMode = '';
    input.blur();
    input.focus();
  }

  /**
   * The die cut from the colour photo along its quad, upright as read; the grey crop if there is no photo.
   * @param {Doubt} doubt
   * @param {string} label what screen readers are told it is
   */
  dieImage(doubt, label) {
    const picture = this.picture();
    if (!picture || !picture.image.naturalWidth) return cropImage(doubt.crop, this.cropSide, label, 'tile-check-die');
    const canvas = document.createElement('canvas');
    canvas.className = 'tile-check-die';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    const side = Math.round(DIE_SIDE * (window.devicePixelRatio || 1));
    canvas.width = side;
    canvas.height = side;
    // The photo as shown may be larger than the pixels Rust read (the worker shrinks big photos).
    const scale = picture.image.naturalWidth / picture.width;
    const [tl, tr, , bl] = doubt.quad.map(([x, y]) => [x * scale, y * scale]);
    // The die's top edge and left edge as vectors, widened by the margin on every side.
    const ux = [tr[0] - tl[0], tr[1] - tl[1]];
    const vy = [bl[0] - tl[0], bl[1] - tl[1]];
    const grow = 1 + 2 * DIE_MARGIN;
    const origin = [tl[0] - DIE_MARGIN * (ux[0] + vy[0]), tl[1] - DIE_MARGIN * (ux[1] + vy[1])];
    // Canvas (u, v) in [0, side]^2 shows photo point origin + (u * ux + v * vy) * grow / side: its inverse.
    const [a, b, c, d] = [(ux[0] * grow) / side, (ux[1] * grow) / side, (vy[0] * grow) / side, (vy[1] * grow) / side];
    const det = a * d - b * c;
    if (Math.abs(det) < 1e-9) return cropImage(doubt.crop, this.cropSide, label, 'tile-check-die');
    const [ia, ib, ic, id] = [d / det, -b / det, -c / det, a / det];
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.imageSmoothingQuality = 'high';
    context.setTransform(ia, ib, ic, id, -(ia * origin[0] + ic * origin[1]), -(ib * origin[0] + id * origin[1]));
    context.drawImage(picture.image, 0, 0);
    return canvas;
  }

  /**
   * Every die of the board as the reader saw it, laid out like the board, and how the board was found.
   * @param {Scan} scan
   */
  renderSeen(scan) {
    const trace = /** @type {HTMLElement} */ (this.scanTiles.querySelector('#scan-trace'));
    const grid = /** @type {HTMLElement} */ (this.scanTiles.querySelector('#scan-tiles-grid'));
    // Where the board was found, by the look's name.
    localize(trace, 'scan-trace', { where: scan.look || 'photo', count: scan.latticesRead });
    grid.style.setProperty('--cols', String(scan.cols));
    grid.replaceChildren(
      ...scan.tiles.map((tile, index) => {
        const row = Math.floor(index / scan.cols) + 1;
        const col = (index % scan.cols) + 1;
        const what = tile.text === '' ? t('scan-tile-unread') : t('scan-tile-read', { tile: tileLabel(tile.text), sure: wholePercent(tile.confidence) });
        const item = document.createElement('li');
        item.classList.toggle('doubtful', tile.doubtful);
        item.append(cropImage(tile.crop, scan.cropSide, t('scan-tile-label', { row, col, what })), document.createElement('br'), what);
        return item;
      }),
    );
    this.scanTiles.hidden = false;
  }
}

/**
 * A canvas showing a crop's grey levels (side x side, row-major), labelled for screen readers.
 * @param {number[] | null | undefined} grey
 * @param {number} side
 * @param {string} label
 */
function cropImage(grey, side, label, className = 'tile-crop') {
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  if (!side || !grey || grey.length !== side * side) return canvas;
  canvas.width = side;
  canvas.height = side;
  const image = new ImageData(side, side);
  for (let i = 0; i < grey.length; i += 1) image.data.set([grey[i], grey[i], grey[i], 255], 4 * i);
  /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).putImageData(image, 0, 0);
  return canvas;
}
