// The QR reader in the worker: zxing-wasm (ZXing-C++ as wasm), chosen by measurement over rqrr and
// BarcodeDetector (docs/round.md, "Decoder"). Loaded with the camera's first frame, never with the page: its
// module and its 946 KB wasm come from this origin (vision/zxing/, xtask/src/site/vendor.rs), never from the
// package's default CDN, which the CSP would refuse and which is not there offline.
import { said } from './protocol.js';
import { readFrame } from './qr-passes.js';

const QR_READER_MODULE = '../vision/zxing/reader/index.js';
const QR_READER_WASM = new URL('../vision/zxing/zxing_reader.wasm', import.meta.url).href;

/**
 * zxing-wasm's reader module, as this file uses it (the package's declarations are not shipped: they reach
 * for @types/emscripten).
 * @typedef {object} QrReaderModule
 * @property {(options: { overrides: { locateFile: (path: string, prefix: string) => string }, fireImmediately: true }) => Promise<unknown>} prepareZXingModule
 * @property {import('./qr-passes.js').ReadBarcodes} readBarcodes
 */

/** @type {Promise<QrReaderModule> | null} */
let loading = null;

/**
 * The QR codes of an RGBA frame (qr-passes.js).
 * @param {number} width
 * @param {number} height
 * @param {ArrayBuffer} rgba
 * @returns {Promise<import('./qr-passes.js').FrameCodes>}
 */
export async function readCodes(width, height, rgba) {
  const reader = await qrReader();
  return readFrame(reader.readBarcodes, width, height, rgba);
}

/** The reader, loaded once; a failed load is tried again on the next frame (offline now, perhaps online then). */
function qrReader() {
  loading ??= load().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** @returns {Promise<QrReaderModule>} */
async function load() {
  try {
    /** @type {QrReaderModule} */
    const reader = await import(QR_READER_MODULE);
    await reader.prepareZXingModule({
      overrides: { locateFile: (path, prefix) => (path.endsWith('.wasm') ? QR_READER_WASM : prefix + path) },
      fireImmediately: true,
    });
    return reader;
  } catch (error) {
    const { message } = /** @type {{ message?: unknown } | null | undefined} */ (error) ?? {};
    throw said('qr-reader-unloaded', { reason: String(message ?? error) });
  }
}
