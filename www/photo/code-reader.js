// Game-night codes in the camera (issue 52): a preview frame's QR codes read in the worker (zxing-wasm,
// RequestKind.readCodes) and each one's kind told by Rust: readRound reads a round's code, and refuses a
// player's words or the standings as another kind of our own codes (`code-wrong-kind`), anything else as
// not ours. The camera (photo.js) decides what to do with each.
import { RequestKind } from '../worker/protocol.js';

/** @typedef {import('../together/boggle_together_web.js').TogetherRound} TogetherRound */

/**
 * A QR code the camera read: `kind` "round" (with the round it holds), "answer" (a player's "My words"),
 * "standings", or "foreign" (a URL, another app's code, a code of ours damaged or from a newer app:
 * `refusal` is Rust's refusal, to say).
 * @typedef {object} ScannedCode
 * @property {'round' | 'answer' | 'standings' | 'foreign'} kind
 * @property {string} text the code's text as read
 * @property {TogetherRound | null} round
 * @property {unknown} refusal
 */

/**
 * A frame's codes: those read, and whether a code was seen that could not be read (too far, too blurred).
 * @typedef {{ codes: ScannedCode[], unread: boolean }} ScannedFrame
 */

/**
 * The camera opened for codes only (Score a game's "Scan a player"): no board is looked for; each new code
 * read goes to `take`, which answers what to say in the status line (the camera stays open for the next).
 * @typedef {object} CodeScan
 * @property {string} title the dialog's title, a message id
 * @property {(code: ScannedCode) => Promise<unknown[]>} take what the code did, as the status line's parts (each
 *   `[id, args]`, what Rust said, or a string: l10n.js's localizeParts)
 */


/**
 * The codes the camera's frames hold, for what it was opened for: the ordinary Scan (a code of ours closes it,
 * a stranger's is said) or codes only (each one handed to the CodeScan's `take`). Each code is taken once
 * while the camera is open, however many frames show it.
 */
export class CodeWatch {
  /** @param {import('../worker/worker-bridge.js').WorkerBridge} bridge */
  constructor(bridge) {
    this.bridge = bridge;
    /** Open for codes only (Scan a player), or null: the ordinary Scan, boards and codes. @type {CodeScan | null} */
    this.scan = null;
    /** @type {Set<string>} */
    this.seen = new Set();
    /** The QR reader failed to load: the ordinary Scan goes on reading boards without it. */
    this.failed = false;
  }

  /**
   * The camera opens (again): nothing seen yet.
   * @param {CodeScan | null} scan
   */
  open(scan) {
    this.scan = scan;
    this.seen = new Set();
    this.failed = false;
  }

  /**
   * A frame's codes; none once the reader failed to load in the ordinary Scan (codes only: the failure, thrown).
   * @param {{ width: number, height: number, rgba: ArrayBuffer }} pixels
   * @returns {Promise<ScannedFrame>}
   */
  async read(pixels) {
    const none = { codes: [], unread: false };
    if (this.failed) return none;
    try {
      return await readFrameCodes(this.bridge, pixels);
    } catch (error) {
      if (this.scan) throw error;
      this.failed = true;
      return none;
    }
  }

  /**
   * What a frame's codes did: `say`, the status line's parts (or null), and `close`, a code of ours the ordinary
   * Scan closes the camera for (or null). A code seen but not read, and nothing else new, asks for the phone
   * to be held closer.
   * @param {ScannedFrame} frame
   * @returns {Promise<{ say: unknown[] | null, close: ScannedCode | null }>}
   */
  async next({ codes, unread }) {
    /** @type {unknown[] | null} */
    let say = null;
    for (const code of codes) {
      if (this.seen.has(code.text)) continue;
      this.seen.add(code.text);
      if (this.scan) say = await this.scan.take(code);
      else if (code.kind === 'foreign') say = [['camera-code-foreign']];
      else return { say: null, close: code };
    }
    return { say: say ?? (unread ? [['camera-code-closer']] : null), close: null };
  }
}

/**
 * The QR codes in a frame, told apart. The frame's pixels are copied, not transferred: the grid search
 * is sent the same frame after this.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {{ width: number, height: number, rgba: ArrayBuffer }} pixels
 * @returns {Promise<ScannedFrame>}
 */
export async function readFrameCodes(bridge, { width, height, rgba }) {
  const copy = rgba.slice(0);
  const { texts, unread } = await bridge.call(RequestKind.readCodes, { width, height, rgba: copy }, [copy]);
  return { codes: await Promise.all([...new Set(texts)].map((text) => codeKind(bridge, text))), unread };
}

/**
 * What a code's text is, as Rust reads it.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {string} text
 * @returns {Promise<ScannedCode>}
 */
export async function codeKind(bridge, text) {
  try {
    const round = await bridge.call(RequestKind.readRound, { text });
    return { kind: 'round', text, round, refusal: null };
  } catch (error) {
    const l10n = /** @type {{ l10n?: { id?: unknown, args?: { found?: unknown } } | null } | null} */ (error)?.l10n;
    const found = l10n?.id === 'code-wrong-kind' ? l10n.args?.found : null;
    if (found === 'answer' || found === 'standings') return { kind: found, text, round: null, refusal: null };
    return { kind: 'foreign', text, round: null, refusal: error };
  }
}
