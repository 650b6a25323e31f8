// boggle-wasm: the Boggle solver compiled to WebAssembly, with the ENABLE2K dictionary.
// `await Boggle.load()` fetches (in a browser) or reads (in Node) the wasm and the dictionary beside
// this file, once; then `solve`, `check`, `summary` and the board helpers run synchronously.
import init, { Engine, officialRules, parseBoard, randomBoard } from './boggle_web.js';

const WASM = new URL('./boggle_web_bg.wasm', import.meta.url);
const DICTIONARY = new URL('./enable2k.lex', import.meta.url);
/** The longest word a board can hold (64 tiles of up to two letters). */
const MAX_MIN_LEN = 128;
const DICE_SETS = ['new', 'classic', 'big', 'big-2012', 'super-big'];

let wasmReady = null;

/** The bytes behind a URL: `fetch` for http(s) and data, the file system for `file:` (Node). */
async function bytesOf(url) {
  if (url.protocol === 'file:') {
    // Named through a variable, with the bundlers' ignore comments, so a browser bundle leaves it alone.
    const nodeFs = 'node:fs/promises';
    const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ nodeFs);
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`boggle-wasm: cannot load ${url} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A string as a URL: relative to the page in a browser, to the working directory in Node. */
function urlOf(source) {
  if (source instanceof URL) return source;
  const base = globalThis.location?.href ?? `file://${globalThis.process?.cwd?.() ?? ''}/`;
  return new URL(source, base);
}

/** The bytes of a source: a URL (or a string URL), an ArrayBuffer or a typed array; `fallback` if none. */
async function resolve(source, fallback) {
  if (source === undefined) return bytesOf(fallback);
  if (source instanceof URL || typeof source === 'string') return bytesOf(urlOf(source));
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  throw new TypeError('boggle-wasm: a wasm or dictionary source is a URL, a string URL, an ArrayBuffer or a typed array');
}

function minLenArg(options) {
  const minLen = options?.minLen;
  if (minLen === undefined || minLen === null) return undefined;
  if (!Number.isInteger(minLen) || minLen < 1 || minLen > MAX_MIN_LEN) {
    throw new RangeError(`boggle-wasm: minLen must be a whole number from 1 to ${MAX_MIN_LEN}, not ${minLen}`);
  }
  return minLen;
}

/** The solver with its dictionary. Make one with `await Boggle.load()` and keep it. */
export class Boggle {
  #engine;

  constructor(engine) {
    if (!(engine instanceof Engine)) throw new TypeError('boggle-wasm: use `await Boggle.load()`');
    this.#engine = engine;
  }

  /**
   * Loads the wasm (once per page or process) and a dictionary: by default the ENABLE2K `.lex` file
   * shipped beside this module; `options.dictionary` may name another serialised dictionary.
   */
  static async load(options = {}) {
    // Over http(s) wasm-bindgen's `init` fetches the URL itself and compiles while it streams in.
    const wasm = options.wasm ?? WASM;
    const streamed = (wasm instanceof URL || typeof wasm === 'string') && urlOf(wasm).protocol !== 'file:';
    wasmReady ??= (streamed ? Promise.resolve(urlOf(wasm)) : resolve(wasm, WASM))
      .then((source) => init({ module_or_path: source }))
      .catch((error) => {
        wasmReady = null;
        throw error;
      });
    const [dictionary] = await Promise.all([resolve(options.dictionary, DICTIONARY), wasmReady]);
    return new Boggle(new Engine(dictionary));
  }

  /** How many words the dictionary holds (173,498 for ENABLE2K). */
  get dictionarySize() {
    return this.#engine.wordCount;
  }

  /** Every word on the board, best score first then alphabetical, each with one path. Throws on bad board text. */
  solve(board, options) {
    return this.#engine.solve(String(board), minLenArg(options));
  }

  /** A player's word: in the dictionary? long enough? on the board, and where? */
  check(board, word, options) {
    return this.#engine.check(String(board), String(word), minLenArg(options));
  }

  /** The word count and total score only (faster: no strings cross from wasm). */
  summary(board, options) {
    return this.#engine.summary(String(board), minLenArg(options));
  }

  /** `'word'`, `'prefix'` (some word begins with it) or `'neither'`. */
  lookup(text) {
    return this.#engine.lookup(String(text));
  }

  /** The board's size and tiles; throws an Error naming the row and column at fault. */
  parseBoard(text) {
    return parseBoard(String(text));
  }

  /** Board text rolled from a real dice set, the same for the same seed everywhere. */
  randomBoard(dice = 'new', seed = Math.floor(Math.random() * 2 ** 32)) {
    if (!DICE_SETS.includes(dice)) throw new RangeError(`boggle-wasm: dice is one of ${DICE_SETS.join(', ')}, not ${dice}`);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new RangeError('boggle-wasm: seed is a whole number from 0 to 2^32 - 1');
    return randomBoard(dice, seed);
  }

  /** The official rules for a board size (the minimum word length: 3 on 4x4, 4 on larger boards). */
  officialRules(rows, cols) {
    return officialRules(rows, cols);
  }

  /** Frees the dictionary's wasm memory; the object is unusable afterwards. */
  free() {
    this.#engine.free();
  }
}
