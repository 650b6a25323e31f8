// How the QR reader reads a camera frame (qr-reader.js in the worker; crates/qr/bench/zxing.mjs measures the
// same): as the camera gave it, and, only when that pass saw a code it could not read, again at twice the
// size. A code held far away has modules of 3-5 pixels, too few for ZXing to read through blur; at 2x they are
// 6-10 (docs/round.md, "Decoder": 2 more of 240 views read, 3 more of a held-out 300; of 205 photos of
// boards, none asks for the second pass, so scanning a board costs nothing more).

/**
 * What the reader is asked for: QR codes only (no time spent on other formats), trying harder (turned and
 * tilted views; the figures of docs/round.md were measured so), a few codes a frame, and the codes seen but
 * not read (they call for the second pass).
 */
const QR_READ_OPTIONS = Object.freeze({ formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4, returnErrors: true });

/**
 * zxing-wasm's `readBarcodes`, as this file uses it.
 * @typedef {(frame: { width: number, height: number, data: Uint8ClampedArray, colorSpace: 'srgb' }, options: typeof QR_READ_OPTIONS) => Promise<{ text: string, isValid: boolean }[]>} ReadBarcodes
 */

/**
 * The passes, in order: each one's scale, and whether it is tried after what the passes before it found.
 * @type {readonly { scale: 1 | 2, after: (found: { isValid: boolean }[]) => boolean }[]}
 */
const PASSES = [
  { scale: 1, after: () => true },
  { scale: 2, after: (found) => found.length > 0 && !found.some((code) => code.isValid) },
];

/**
 * What a frame held: the text of every QR code read in it, and whether a code was seen that no pass could read
 * (the camera then asks the person to hold the phone closer).
 * @typedef {{ texts: string[], unread: boolean }} FrameCodes
 */

/**
 * The QR codes of an RGBA frame.
 * @param {ReadBarcodes} readBarcodes
 * @param {number} width
 * @param {number} height
 * @param {ArrayBuffer | Uint8ClampedArray} rgba
 * @returns {Promise<FrameCodes>}
 */
export async function readFrame(readBarcodes, width, height, rgba) {
  /** @type {{ text: string, isValid: boolean }[]} */
  let found = [];
  let seen = false;
  for (const { scale, after } of PASSES) {
    if (!after(found)) break;
    const data = scale === 1 ? new Uint8ClampedArray(rgba) : enlarged(width, height, rgba);
    found = await readBarcodes({ width: scale * width, height: scale * height, data, colorSpace: 'srgb' }, QR_READ_OPTIONS);
    seen ||= found.length > 0;
  }
  const texts = found.filter((code) => code.isValid).map((code) => code.text);
  return { texts, unread: seen && !texts.length };
}

/**
 * `rgba` (width x height) enlarged to 2·width x 2·height, grey: bilinear, integer weights (3/4 and 1/4 each
 * way), grey out because the reader reads grey.
 * @param {number} width
 * @param {number} height
 * @param {ArrayBuffer | Uint8ClampedArray} rgba
 * @returns {Uint8ClampedArray}
 */
function enlarged(width, height, rgba) {
  const src = rgba instanceof Uint8ClampedArray ? rgba : new Uint8ClampedArray(rgba);
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) grey[i] = (src[p] * 77 + src[p + 1] * 150 + src[p + 2] * 29) >> 8;
  // Across: each source pixel becomes two, 3/4 of itself and 1/4 of the neighbour on that side (times 4).
  const across = new Uint16Array(2 * width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const out = 2 * row;
    for (let x = 0; x < width; x++) {
      const here = 3 * grey[row + x];
      across[out + 2 * x] = here + grey[row + Math.max(0, x - 1)];
      across[out + 2 * x + 1] = here + grey[row + Math.min(width - 1, x + 1)];
    }
  }
  // Down: the same between rows (times 4 again, so /16 with rounding).
  const w2 = 2 * width;
  const big = new Uint8ClampedArray(4 * w2 * 2 * height);
  for (let y = 0; y < height; y++) {
    const here = y * w2;
    const above = Math.max(0, y - 1) * w2;
    const below = Math.min(height - 1, y + 1) * w2;
    const top = 2 * y * w2 * 4;
    const bottom = top + w2 * 4;
    for (let x = 0; x < w2; x++) {
      const a = (3 * across[here + x] + across[above + x] + 8) >> 4;
      const b = (3 * across[here + x] + across[below + x] + 8) >> 4;
      const t = top + 4 * x;
      const u = bottom + 4 * x;
      big[t] = big[t + 1] = big[t + 2] = a;
      big[t + 3] = 255;
      big[u] = big[u + 1] = big[u + 2] = b;
      big[u + 3] = 255;
    }
  }
  return big;
}
