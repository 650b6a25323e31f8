// Game-night codes in the camera (issue 52): a preview frame's QR codes read in the worker (zxing-wasm,
// RequestKind.readCodes) and each one's kind told by Rust: readRound reads a round's code, and refuses a
// player's words or the standings as another kind of our own codes (`code-wrong-kind`), anything else as
// not ours. The camera (photo.js) decides what to do with each.
import { RequestKind } from '../worker/protocol.js';

/** @typedef {import('../pkg/boggle_web.js').TogetherRound} TogetherRound */

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
 * The QR codes in a frame, told apart. The frame's pixels are copied, not transferred: the grid search
 * is sent the same frame after this.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {{ width: number, height: number, rgba: ArrayBuffer }} pixels
 * @returns {Promise<ScannedCode[]>}
 */
export async function readFrameCodes(bridge, { width, height, rgba }) {
  const copy = rgba.slice(0);
  const texts = await bridge.call(RequestKind.readCodes, { width, height, rgba: copy }, [copy]);
  return Promise.all([...new Set(texts)].map((text) => codeKind(bridge, text)));
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
