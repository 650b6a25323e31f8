// A photo being read, on screen from the moment it is chosen: the grid found and the letters read drawn
// over it, and when it cannot be read, never a dead end: what was found stays, the grid's corners can be
// marked by hand (with the board size: corner-size.js) and read again, another photo chosen, or the
// board typed. The grid found is drawn by found-grid.js.
import { RequestKind } from '../worker/protocol.js';
import { photoSize, recognizeFile } from './photo.js';
import { CornerMarker } from './corner-marker.js';
import { PhotoPath } from './photo-path.js';
import { TileReview } from './tile-review.js';
import { CornerSize } from './corner-size.js';
import { drawFoundGrid } from './found-grid.js';
import { localize, localizeSaid, t, tSaid } from '../l10n/l10n.js';

/** @typedef {import('./photo.js').Scan} Scan */
/** @typedef {import('./photo.js').Said} Said */

/**
 * What a failed read found (a RequestError's `details`, RequestKind.recognizeImage).
 * @typedef {object} ReadFailure
 * @property {number} width the photo's pixels as read, upright
 * @property {number} height
 * @property {{ rows: number, cols: number, corners: import('./photo.js').Point[] } | null} guess where the grid may be
 * @property {Scan | null} found a board read inside the guess
 * @property {Said[]} [advice]
 */

/**
 * The photo on screen: the file or frame, its object URL, and the pixels Rust read (0 until a read says).
 * @typedef {{ blob: Blob, url: string, width: number, height: number }} ShownPhoto
 */

/**
 * The page's parts the photo review uses (app.js makes them). Its members each do one thing; the
 * review's own parts (CornerMarker, PhotoPath, TileReview) are made here and typed as their classes.
 * @typedef {object} PhotoReviewParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {(id: string) => HTMLElement} byId the page's elements
 * @property {(rows: number, cols: number, tiles: string[]) => void} showBoard puts a board in the grid
 * @property {() => { rows: number, cols: number }} gameSize the size picked for typing
 * @property {(text: string) => void} setStatus the status line (words in the interface's language: l10n.js's `t`)
 * @property {(scan: Scan) => void} onScan a board was read into the grid (the test hook)
 * @property {() => void} chooseAnother opens the picture picker
 */

export class PhotoReview {
  /** @param {PhotoReviewParts} parts */
  constructor({ bridge, editor, byId, showBoard, gameSize, setStatus, onScan, chooseAnother }) {
    this.bridge = bridge;
    this.editor = editor;
    this.showBoard = showBoard;
    this.gameSize = gameSize;
    this.setStatus = setStatus;
    this.onScan = onScan;
    this.panel = byId('photo-review');
    this.heading = byId('photo-review-heading');
    this.message = byId('photo-message');
    this.advice = byId('photo-advice');
    this.stage = byId('photo-stage');
    this.image = /** @type {HTMLImageElement} */ (byId('photo-image'));
    this.overlay = /** @type {SVGSVGElement} */ (/** @type {Element} */ (byId('photo-overlay')));
    this.tools = byId('corner-tools');
    /** The board size of the corners marked (corner-size.js): a change resizes the grid being marked. */
    this.cornerSize = new CornerSize(byId, (rows, cols) => this.marker.setSize(rows, cols));
    /** @type {(id: string) => HTMLButtonElement} */
    const button = (id) => /** @type {HTMLButtonElement} */ (byId(id));
    this.buttons = { read: button('corner-read'), fix: button('photo-fix'), another: button('photo-another'), type: button('photo-type') };
    this.unfold = byId('photo-unfold');
    this.unfold.addEventListener('click', () => {
      this.opened = true;
      this.fold(false);
    });
    /** The person has opened the photo (to look, or to fix the grid): it stays open for this photo. */
    this.opened = false;
    this.marker = new CornerMarker(this.stage, this.overlay, 'corner-help');
    this.pathOnPhoto = new PhotoPath({ overlay: this.overlay, caption: byId('photo-path'), editor });
    this.tiles = new TileReview({
      editor,
      boardWrap: byId('board-band'),
      bar: byId('doubts'),
      scanTiles: byId('scan-tiles'),
      picture: () => this.picture(),
      setStatus,
    });
    /** The photo on screen: {blob, url, width, height} (width x height: the pixels Rust read), or null. @type {ShownPhoto | null} */
    this.photo = null;
    /** What a failed read found: the worker's details ({width, height, guess, found, advice}), or null. @type {ReadFailure | null} */
    this.failure = null;
    /** The last board read, whose corners "Fix the grid" starts from. @type {Scan | null} */
    this.lastScan = null;
    this.generation = 0;
    this.buttons.read.addEventListener('click', () => this.readMarked());
    this.buttons.fix.addEventListener('click', () => this.startMarking(this.lastScan?.corners, this.lastScan));
    this.buttons.another.addEventListener('click', chooseAnother);
    this.buttons.type.addEventListener('click', () => this.typeIt());
    // Not a picture the browser can show (a text file named .jpg): nothing to show or mark.
    this.image.addEventListener('error', () => {
      if (this.image.getAttribute('src')) this.stage.hidden = true;
    });
  }

  get doubtCount() {
    return this.tiles.count;
  }

  /** Opens the first marked tile's check. */
  checkDoubts() {
    this.tiles.checkFirst();
  }

  /** The colour photo for the tile check, once shown. */
  picture() {
    return this.photo?.width && this.image.complete ? { image: this.image, width: this.photo.width, height: this.photo.height } : null;
  }

  /**
   * A picture file: shown once Rust has read its size from the header (a picture too large is refused
   * before the browser decodes it to show it), then read in the worker.
   * @param {File} file
   */
  async readFile(file) {
    const generation = this.begin(null);
    try {
      await photoSize(this.bridge, file);
      if (generation !== this.generation) return;
      this.showPicture(file);
      const scan = await recognizeFile(this.bridge, file);
      if (generation === this.generation) this.showScan(scan);
    } catch (error) {
      if (generation === this.generation) this.showFailure(error);
    }
  }

  /**
   * A board the camera read, with the frame it read as a picture (or null).
   * @param {Scan} scan
   * @param {Blob | null} picture
   */
  showCaptured(scan, picture) {
    if (picture) this.begin(picture);
    else this.dismiss();
    this.showScan(scan);
  }

  /**
   * A read begins (`picture` shown, if given) with nothing found yet; returns its generation (a newer photo wins).
   * @param {Blob | null} picture
   */
  begin(picture) {
    this.generation += 1;
    this.reset();
    this.stage.hidden = true;
    if (picture) this.showPicture(picture);
    this.panel.hidden = false;
    this.panel.classList.add('reading');
    this.say('photo-reading');
    this.setStatus(t('photo-reading'));
    this.showButtons({});
    return this.generation;
  }

  /** @param {Blob} blob */
  showPicture(blob) {
    this.photo = { blob, url: URL.createObjectURL(blob), width: 0, height: 0 };
    this.image.src = this.photo.url;
    this.stage.hidden = false;
  }

  /** Another board (typed, random, pasted): the photo and its marks go. */
  dismiss() {
    this.generation += 1;
    this.reset();
    this.panel.hidden = true;
    this.tiles.clear();
  }

  reset() {
    if (this.photo) URL.revokeObjectURL(this.photo.url);
    this.photo = null;
    this.failure = null;
    this.lastScan = null;
    this.marker.hide();
    this.tools.hidden = true;
    this.overlay.replaceChildren();
    this.pathOnPhoto.setScan(null);
    this.advice.hidden = true;
    this.advice.replaceChildren();
    this.panel.classList.remove('reading', 'failed');
    this.fold(false);
    this.opened = false;
    this.image.removeAttribute('src');
  }

  /**
   * Folds the photo away (on a phone, css/photo.css) or shows it again.
   * @param {boolean} folded
   */
  fold(folded) {
    this.panel.classList.toggle('folded', folded);
    this.unfold.setAttribute('aria-expanded', String(!folded));
  }

  onBoardChange() {
    this.tiles.onBoardChange();
  }

  /**
   * A tapped word's path (cell indices), drawn on the photo's dice too; null clears it.
   * @param {number[] | null} path
   */
  showPath(path) {
    this.pathOnPhoto.show(path);
  }

  /**
   * The photo's message: `id` with `args` (l10n.js), marked as a failure when `failed`.
   * @param {string} id
   * @param {Record<string, string | number>} [args]
   */
  say(id, args, failed = false) {
    localize(this.message, id, args);
    this.panel.classList.toggle('failed', failed);
  }

  /**
   * Shows the ways on that apply now, hides the rest.
   * @param {{ fix?: boolean, another?: boolean, type?: boolean }} shown
   */
  showButtons({ fix = false, another = false, type = false }) {
    this.buttons.fix.hidden = !fix;
    this.buttons.another.hidden = !another;
    this.buttons.type.hidden = !type;
  }

  /**
   * A board read: into the grid, its doubtful tiles marked, the grid and letters drawn on the photo.
   * @param {Scan} scan
   */
  showScan(scan) {
    this.lastScan = scan;
    this.failure = null;
    this.marker.hide();
    this.tools.hidden = true;
    this.panel.classList.remove('reading');
    if (this.photo) Object.assign(this.photo, { width: scan.width, height: scan.height });
    this.drawFound(scan);
    // Paths are drawn on the dice of a photo on screen (a camera read may keep no picture).
    this.pathOnPhoto.setScan(this.photo ? scan : null);
    // An empty text is a cell the reader could not see as a die: left empty for the person to fill.
    this.showBoard(scan.rows, scan.cols, scan.tiles.map((t) => t.text));
    this.tiles.show(scan);
    this.onScan(scan);
    const n = this.tiles.count;
    this.say('photo-read', { rows: scan.rows, cols: scan.cols });
    this.setStatus(t('photo-read-status', { rows: scan.rows, cols: scan.cols, count: n }));
    // Rust gives advice only when a tile is marked: a photo taken again is then one way on.
    this.showAdvice(scan.advice);
    this.showButtons({ fix: Boolean(this.photo), another: true });
    const empty = this.editor.firstEmpty();
    if (empty >= 0) this.editor.focusCell(empty);
    // Nothing to check: the words matter now, and the photo is one tap away.
    this.fold(Boolean(this.photo) && !this.opened && n === 0 && empty < 0);
  }

  /**
   * Not read: the photo stays with what was found, and the ways on.
   * @param {unknown} error a RequestError whose `details` say what was found, or another failure
   */
  showFailure(error) {
    const details = /** @type {{ details?: ReadFailure | null } | null | undefined} */ (error)?.details ?? null;
    this.failure = details;
    this.panel.classList.remove('reading');
    this.say('photo-unread', { reason: tSaid(error) }, true);
    this.setStatus(t('photo-unread-status'));
    this.showAdvice(details?.advice);
    const canMark = Boolean(this.photo && details?.width);
    if (canMark && details && this.photo) {
      Object.assign(this.photo, { width: details.width, height: details.height });
      if (details.found) this.drawFound(details.found);
      this.startMarking(details.guess?.corners, details.guess);
    }
    this.showButtons({ another: true, type: true });
    this.heading.focus();
  }

  /** @param {Said[] | undefined} advice Rust's advice to retake, when it has some */
  showAdvice(advice) {
    const lines = Array.isArray(advice) ? advice : [];
    this.advice.replaceChildren(
      ...lines.map((said) => {
        const item = document.createElement('li');
        item.dataset.advice = String(said.name);
        localizeSaid(item, said);
        return item;
      }),
    );
    this.advice.hidden = lines.length === 0;
  }

  /**
   * The corner handles at `corners` (photo pixels) or on a centred square, and the size of `sized`.
   * @param {import('./photo.js').Point[] | null | undefined} corners
   * @param {{ rows: number, cols: number } | null | undefined} sized
   */
  startMarking(corners, sized) {
    if (!this.photo?.width) return;
    this.opened = true;
    this.fold(false);
    const { rows, cols } = sized?.rows ? sized : this.gameSize();
    this.cornerSize.show(rows, cols);
    this.tools.hidden = false;
    // The grid is being moved: a path follows it once it is read again.
    this.pathOnPhoto.setScan(null);
    this.overlay.setAttribute('viewBox', `0 0 ${this.photo.width} ${this.photo.height}`);
    this.marker.show(this.photo.width, this.photo.height, corners ?? null, rows, cols);
    this.buttons.fix.hidden = true;
    if (!this.failure) this.say('photo-mark-corners');
  }

  /** Reads the board inside the corners marked, from the same picture (kept here, sent again). */
  async readMarked() {
    if (!this.photo) return;
    const generation = ++this.generation;
    const [rows, cols] = this.cornerSize.marked();
    const corners = this.marker.flat();
    this.buttons.read.disabled = true;
    this.panel.classList.add('reading');
    this.say('photo-reading-marked', { rows, cols }, Boolean(this.failure));
    try {
      const bytes = await this.photo.blob.arrayBuffer();
      const scan = /** @type {Scan} */ (await this.bridge.call(RequestKind.recognizeMarked, { bytes, rows, cols, corners }, [bytes]));
      if (generation === this.generation) this.showScan(scan);
    } catch (error) {
      if (generation !== this.generation) return;
      this.panel.classList.remove('reading');
      this.say('photo-marked-unread', { reason: tSaid(error) }, true);
    } finally {
      this.buttons.read.disabled = false;
    }
  }

  /** Typing instead: the dice a failed read found are kept in the grid, the rest left empty. */
  typeIt() {
    const found = this.failure?.found;
    this.marker.hide();
    this.tools.hidden = true;
    if (found) {
      this.showBoard(found.rows, found.cols, found.tiles.map((t) => t.text));
      this.tiles.show(found);
    } else {
      const { rows, cols } = this.gameSize();
      this.showBoard(rows, cols, []);
    }
    this.say('photo-type-board');
    this.showButtons({ another: true });
    const empty = this.editor.firstEmpty();
    this.editor.focusCell(empty >= 0 ? empty : 0);
  }

  /**
   * The grid found and the letters read, over the photo (found-grid.js).
   * @param {Scan} scan
   */
  drawFound(scan) {
    drawFoundGrid(this.overlay, scan);
  }
}
