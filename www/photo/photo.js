// Photo and camera input. A picture (chosen, taken, dropped or pasted) or camera frames go to the
// worker, which finds the board and reads its dice in Rust; this module only moves pixels, draws the
// live preview's grid and decides when the board is steady enough to capture.
import { RequestKind } from '../worker/protocol.js';
import { localize, localizeParts, t, tSaid } from '../l10n/l10n.js';
import { CodeWatch } from './code-reader.js';

export { receivePictures } from './picture-input.js';

/** A QR code the camera read, told apart (code-reader.js). @typedef {import('./code-reader.js').ScannedCode} ScannedCode */
/** The camera opened for codes only (code-reader.js). @typedef {import('./code-reader.js').CodeScan} CodeScan */

/** Pictures larger than this are refused before they are read into memory. */
const MAX_FILE_BYTES = 40 * 1024 * 1024;
/** Preview frames are scaled to this width for the grid search (fast, and enough to see dice). */
const PREVIEW_WIDTH = 640;
/** The grid must stay this still (corner movement as a share of the frame width) ... */
const STEADY_SHARE = 0.02;
/** ... over this many consecutive preview frames for the capture to happen by itself. */
const STEADY_FRAMES = 4;
/** How long the camera may take for a full-resolution still before the video frame is read instead. */
const STILL_TIMEOUT_MS = 4000;
/** What a QR code did stays in the status line this long while no board is in view (then "Point the camera…"). */
const CODE_SAID_MS = 4000;
/** JPEG quality of a captured frame kept as a picture (the pixels read are the frame's own). */
const CAPTURE_QUALITY = 0.92;

/**
 * What Rust said (advice, a reason): its English and its message id and arguments (l10n/say.js).
 * @typedef {{ name?: string, message: string, l10n?: { id: string, args?: Record<string, string | number> } }} Said
 */

/** @typedef {[number, number]} Point a pixel of the photo as read: [x, y] */

/** One die as the reader saw it (a Scan's `tiles`), as Rust declares it. @typedef {import('../vision/boggle_vision_web.js').ScanTile} ScanTile */

/** A board read from a picture (RequestKind.recognizeImage, recognizeMarked, recognizePixels), as Rust declares it. @typedef {import('../vision/boggle_vision_web.js').Scan} Scan */

/**
 * The grid a preview frame shows (RequestKind.findGrid): each die's quad.
 * @typedef {{ rows: number, cols: number, cells: Point[][] }} FrameGrid
 */

/** @typedef {{ width: number, height: number, rgba: ArrayBuffer }} Pixels a frame's RGBA pixels */

/**
 * Reads a picture file in the worker. Resolves with the recognised board; rejects with an Error
 * whose message tells the person what to do.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {File} file
 * @returns {Promise<Scan>}
 */
export async function recognizeFile(bridge, file) {
  refuseLargeFile(file);
  const bytes = await file.arrayBuffer();
  return bridge.call(RequestKind.recognizeImage, { bytes }, [bytes]);
}

/**
 * A picture file's { format, width, height } from its header, read in Rust; rejects with Rust's message for
 * a picture too large, too small or not a picture. Asked before the picture is shown.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {File} file
 * @returns {Promise<{ format: string, width: number, height: number }>}
 */
export async function photoSize(bridge, file) {
  refuseLargeFile(file);
  return bridge.call(RequestKind.photoSize, { picture: file });
}

/** @param {File} file */
function refuseLargeFile(file) {
  if (file.size > MAX_FILE_BYTES) {
    throw new Error(t('photo-too-large', { size: Math.round(file.size / 1048576), max: MAX_FILE_BYTES / 1048576 }));
  }
}

/**
 * The rear camera in a dialog: a live preview with the grid the worker finds drawn over it, captured
 * when the board holds still (or when the person taps Capture).
 */
export class CameraScanner {
  /**
   * @typedef {object} CameraParts
   * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
   * @property {HTMLDialogElement} dialog holding #camera-video, #camera-overlay, #camera-status, #camera-capture
   * @property {(scan: Scan, picture: Blob | null) => void} onScan a board was read from `picture` (the frame as a JPEG)
   * @property {(message: string) => void} onFailure the camera could not be used (the dialog is closed)
   * @property {(code: ScannedCode) => void} [onCode] a game-night code of ours was read (the dialog is closed)
   */
  /** @param {CameraParts} parts */
  constructor({ bridge, dialog, onScan, onFailure, onCode = () => {} }) {
    this.bridge = bridge;
    this.dialog = dialog;
    this.onScan = onScan;
    this.onFailure = onFailure;
    this.onCode = onCode;
    this.title = /** @type {HTMLElement} */ (dialog.querySelector('#camera-title'));
    /** The frames' QR codes, and what the camera was opened for. */
    this.codes = new CodeWatch(bridge);
    /** When a code's outcome was last said (performance.now()). */
    this.codeSaidAt = -Infinity;
    // The dialog's own parts (index.html).
    this.video = /** @type {HTMLVideoElement} */ (dialog.querySelector('#camera-video'));
    this.overlay = /** @type {HTMLCanvasElement} */ (dialog.querySelector('#camera-overlay'));
    this.status = /** @type {HTMLElement} */ (dialog.querySelector('#camera-status'));
    this.captureButton = /** @type {HTMLButtonElement} */ (dialog.querySelector('#camera-capture'));
    this.frame = document.createElement('canvas');
    /** @type {MediaStream | null} */
    this.stream = null;
    this.running = false;
    this.capturing = false;
    /** The last few grids found, to tell when the board holds still. @type {FrameGrid[]} */
    this.recent = [];
    /** How the last capture went (the test hook). @type {{ source: string, width: number, height: number, ms: number } | undefined} */
    this.lastCapture = undefined;
    this.captureButton.addEventListener('click', () => this.capture());
    /** @type {HTMLElement} */ (dialog.querySelector('#camera-close')).addEventListener('click', () => this.close());
    dialog.addEventListener('close', () => this.stop());
  }

  /**
   * Opens the camera: for a board or a game-night code (the Scan button), or with `codeScan` for codes only.
   * @param {CodeScan | null} [codeScan]
   */
  async open(codeScan = null) {
    this.codes.open(codeScan);
    localize(this.title, codeScan?.title ?? 'camera-title');
    this.captureButton.hidden = Boolean(codeScan);
    if (!navigator.mediaDevices?.getUserMedia) {
      this.onFailure(t('camera-unsupported'));
      return;
    }
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
      });
    } catch (error) {
      this.onFailure(cameraMessage(error));
      return;
    }
    this.dialog.showModal();
    this.video.srcObject = this.stream;
    await this.video.play().catch(() => {});
    this.setStatus(codeScan ? 'camera-point-code' : 'camera-loading');
    this.running = true;
    this.recent = [];
    this.loop();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
    this.stop();
  }

  stop() {
    this.running = false;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.video.srcObject = null;
    this.clearOverlay();
  }

  /**
   * The status line: the message `id`, then Rust's own words (`said`, its advice or reason) if any.
   * @param {string} id
   * @param {Record<string, string | number>} [args]
   * @param {Said | ''} [said]
   */
  setStatus(id, args, said = '') {
    if (said) localizeParts(this.status, [[id, args], said]);
    else localize(this.status, id, args);
  }

  /** One preview frame at a time: the next is taken only when the worker has answered the last. */
  async loop() {
    while (this.running && !this.capturing) {
      const width = this.video.videoWidth;
      const height = this.video.videoHeight;
      if (!width || !height) {
        await delay(50);
        continue;
      }
      const scale = Math.min(1, PREVIEW_WIDTH / width);
      const pixels = this.grab(Math.round(width * scale), Math.round(height * scale));
      // The same frame is read for QR codes (asked first: 2 ms at the median) and searched for a board.
      const codes = this.codes.read(pixels);
      /** @type {Promise<{ grid: FrameGrid | null, advice: Said[] }> | null} */
      const search = this.codes.scan ? null : this.bridge.call(RequestKind.findGrid, pixels, [pixels.rgba]);
      search?.catch(() => {}); // awaited below, unless a code closes the camera first
      /** @type {{ grid: FrameGrid | null, advice: Said[] }} */
      let frame;
      try {
        if (await this.tookCode(codes)) return;
        if (!search) {
          await delay(30);
          continue;
        }
        frame = await search;
      } catch (error) {
        this.close();
        this.onFailure(tSaid(error));
        return;
      }
      if (!this.running || this.capturing) return;
      this.drawGrid(frame.grid, 1 / scale, width, height);
      this.noteGrid(frame.grid, pixels.width, frame.advice);
      await delay(30); // leave the worker and the page some air between frames
    }
  }

  /**
   * What the frame's QR codes did: said in the status line; true when a code of ours closed the camera (the
   * ordinary Scan) or the camera was closed meanwhile.
   * @param {Promise<import('./code-reader.js').ScannedFrame>} reading
   */
  async tookCode(reading) {
    const { say, close } = await this.codes.next(await reading);
    if (!this.running) return true;
    if (say) {
      localizeParts(this.status, say);
      this.codeSaidAt = performance.now();
    }
    if (!close) return false;
    this.close();
    this.onCode(close);
    return true;
  }

  /**
   * Keeps the last few grids; a run of still ones captures by itself.
   * @param {FrameGrid | null} grid
   * @param {number} frameWidth
   * @param {Said[]} [advice]
   */
  noteGrid(grid, frameWidth, advice = []) {
    // Rust's advice to retake (too dark, blurry, glare, too far, cut off), live: the first that applies.
    /** @type {Said | ''} */
    const hint = advice.length ? { ...advice[0], message: `${advice[0].message}.` } : '';
    if (!grid) {
      this.recent = [];
      if (performance.now() - this.codeSaidAt > CODE_SAID_MS) this.setStatus('camera-point', undefined, hint);
      return;
    }
    const last = this.recent[this.recent.length - 1];
    const still = last && last.rows === grid.rows && last.cols === grid.cols && maxShift(last, grid) < STEADY_SHARE * frameWidth;
    this.recent = still ? [...this.recent, grid].slice(-STEADY_FRAMES) : [grid];
    this.setStatus('camera-found', { rows: grid.rows, cols: grid.cols }, hint);
    if (this.recent.length >= STEADY_FRAMES) this.capture();
  }

  /**
   * Reads the board: from the camera's full-resolution still where the browser can take one
   * (ImageCapture.takePhoto: 12 MP on most phones, against the video's 1920x1080 at best), else, or if
   * the still cannot be read, from the current video frame at full size, in which the preview found it.
   */
  async capture() {
    if (this.capturing || !this.video.videoWidth) return;
    this.capturing = true;
    this.captureButton.disabled = true;
    this.setStatus('camera-reading');
    const started = performance.now();
    // The frame first, before the next one is drawn: read if the still is not, and kept as its picture.
    const pixels = this.grab(this.video.videoWidth, this.video.videoHeight);
    /** @type {Promise<Blob | null>} */
    const framePicture = new Promise((resolve) => this.frame.toBlob(resolve, 'image/jpeg', CAPTURE_QUALITY));
    try {
      const still = await this.readStill();
      const { scan, picture, source } = still ?? {
        scan: /** @type {Scan} */ (await this.bridge.call(RequestKind.recognizePixels, pixels, [pixels.rgba])),
        picture: await framePicture,
        source: 'frame',
      };
      this.lastCapture = { source, width: scan.width, height: scan.height, ms: Math.round(performance.now() - started) };
      this.close();
      this.onScan(scan, picture);
    } catch (error) {
      // Not a board this time: say why and keep the preview running.
      localizeParts(this.status, [error, ['camera-retry']]);
      this.recent = [];
      if (this.running) {
        this.capturing = false;
        this.loop();
      }
    } finally {
      this.capturing = false;
      this.captureButton.disabled = false;
    }
  }

  /**
   * The board read from the camera's full-resolution still, or null where there is none or it did not read.
   * @returns {Promise<{ scan: Scan, picture: Blob, source: string } | null>}
   */
  async readStill() {
    const track = this.stream?.getVideoTracks()[0];
    if (typeof ImageCapture !== 'function' || !track) return null;
    try {
      const picture = await Promise.race([new ImageCapture(track).takePhoto(), delay(STILL_TIMEOUT_MS).then(() => null)]);
      if (!picture?.size) return null;
      const bytes = await picture.arrayBuffer();
      const scan = /** @type {Scan} */ (await this.bridge.call(RequestKind.recognizeImage, { bytes }, [bytes]));
      return { scan, picture, source: 'still' };
    } catch {
      return null;
    }
  }

  /**
   * The video's frame now, at `width` x `height`.
   * @param {number} width
   * @param {number} height
   * @returns {Pixels}
   */
  grab(width, height) {
    this.frame.width = width;
    this.frame.height = height;
    // A canvas always has a 2d context unless another kind was asked of it first.
    const context = /** @type {CanvasRenderingContext2D} */ (this.frame.getContext('2d', { willReadFrequently: true }));
    context.drawImage(this.video, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data.buffer;
    return { width, height, rgba };
  }

  clearOverlay() {
    const context = /** @type {CanvasRenderingContext2D} */ (this.overlay.getContext('2d'));
    context.clearRect(0, 0, this.overlay.width, this.overlay.height);
  }

  /**
   * Draws each die's quadrilateral over the video, in the video's own pixel space.
   * @param {FrameGrid | null} grid
   * @param {number} scale video pixels per preview pixel
   * @param {number} width
   * @param {number} height
   */
  drawGrid(grid, scale, width, height) {
    this.overlay.width = width;
    this.overlay.height = height;
    const context = /** @type {CanvasRenderingContext2D} */ (this.overlay.getContext('2d'));
    context.clearRect(0, 0, width, height);
    if (!grid) return;
    context.lineWidth = Math.max(2, width / 320);
    context.strokeStyle = '#ffd400';
    for (const quad of grid.cells) {
      context.beginPath();
      quad.forEach(([x, y], i) => (i ? context.lineTo(x * scale, y * scale) : context.moveTo(x * scale, y * scale)));
      context.closePath();
      context.stroke();
    }
  }
}

/**
 * How far the corners moved between two grids of the same size (preview pixels).
 * @param {FrameGrid} a
 * @param {FrameGrid} b
 */
function maxShift(a, b) {
  let worst = 0;
  a.cells.forEach((quad, i) => {
    quad.forEach(([x, y], j) => {
      const [u, v] = b.cells[i][j];
      worst = Math.max(worst, Math.hypot(x - u, y - v));
    });
  });
  return worst;
}

/** @param {unknown} error what getUserMedia threw (a DOMException, usually) */
function cameraMessage(error) {
  const { name, message } = /** @type {{ name?: string, message?: string } | null | undefined} */ (error) ?? {};
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t('camera-refused');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('camera-missing');
    case 'NotReadableError':
      return t('camera-busy');
    default:
      return t('camera-failed', { reason: message ?? String(error) });
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
