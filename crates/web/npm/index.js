// boggle-wasm: the Boggle solver compiled to WebAssembly, with the ENABLE2K dictionary.
// `await Boggle.load()` fetches (in a browser) or reads (in Node) the wasm and the dictionary beside
// this file, once; then `solve`, `check`, `summary` and the board helpers run synchronously.
// Arguments are checked here, before they cross to wasm, where `undefined` would become the text
// "undefined" and NaN or -1 a board size of 0 or 4294967295: a wrong type is a TypeError, a number
// out of range a RangeError, each naming the argument and what it was given.
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

/** A value as a message shows it: strings quoted, the rest as JavaScript writes them. */
function shown(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value); // undefined, null, NaN, numbers, booleans, symbols
}

function stringArg(name, value, what) {
  if (typeof value !== 'string') throw new TypeError(`boggle-wasm: ${name} must be ${what}, not ${shown(value)}`);
  return value;
}

const boardArg = (board) => stringArg('board', board, "board text (a string such as 'alex ande ravi erda')");

function optionsArg(options) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object' || Array.isArray(options)) throw new TypeError(`boggle-wasm: options must be an object such as { minLen: 4 }, not ${shown(options)}`);
  return options;
}

function minLenArg(options) {
  const minLen = optionsArg(options)?.minLen;
  if (minLen === undefined || minLen === null) return undefined;
  if (typeof minLen !== 'number') throw new TypeError(`boggle-wasm: minLen must be a number, not ${shown(minLen)}`);
  if (!Number.isInteger(minLen) || minLen < 1 || minLen > MAX_MIN_LEN) {
    throw new RangeError(`boggle-wasm: minLen must be a whole number from 1 to ${MAX_MIN_LEN}, not ${minLen}`);
  }
  return minLen;
}

/** A board's rows or columns: a whole number; the solver says which sizes a board can have. */
function sideArg(name, value) {
  if (typeof value !== 'number') throw new TypeError(`boggle-wasm: ${name} must be a number, not ${shown(value)}`);
  if (!Number.isInteger(value) || value < 0 || value > 2 ** 32 - 1) throw new RangeError(`boggle-wasm: ${name} must be a whole number of tiles, not ${value}`);
  return value;
}

/** The solver with its dictionary. Make one with `await Boggle.load()` and keep it. */
export class Boggle {
  /** The wasm engine; null once `free()` gave its memory back. */
  #engine;

  constructor(engine) {
    if (!(engine instanceof Engine)) throw new TypeError('boggle-wasm: use `await Boggle.load()`');
    this.#engine = engine;
  }

  /** The engine, or a clear error after `free()` (wasm-bindgen would say "null pointer passed to rust"). */
  #live() {
    if (!this.#engine) throw new Error('boggle-wasm: this Boggle was freed (free() was called); load another with `await Boggle.load()`');
    return this.#engine;
  }

  /**
   * Loads the wasm (once per page or process) and a dictionary: by default the ENABLE2K `.lex` file
   * shipped beside this module; `options.dictionary` may name another serialised dictionary.
   */
  static async load(options = {}) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw new TypeError(`boggle-wasm: load options must be an object such as { dictionary: url }, not ${shown(options)}`);
    }
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
    return this.#live().wordCount;
  }

  /** Every word on the board, best score first then alphabetical, each with one path. Throws on bad board text. */
  solve(board, options) {
    const engine = this.#live();
    return engine.solve(boardArg(board), minLenArg(options));
  }

  /** A player's word: in the dictionary? long enough? on the board, and where? */
  check(board, word, options) {
    const engine = this.#live();
    return engine.check(boardArg(board), stringArg('word', word, 'a string'), minLenArg(options));
  }

  /** The word count and total score only (faster: no strings cross from wasm). */
  summary(board, options) {
    const engine = this.#live();
    return engine.summary(boardArg(board), minLenArg(options));
  }

  /** `'word'`, `'prefix'` (some word begins with it) or `'neither'`. */
  lookup(text) {
    const engine = this.#live();
    return engine.lookup(stringArg('text', text, 'a string'));
  }

  /** The board's size and tiles; throws an Error naming the row and column at fault. */
  parseBoard(text) {
    this.#live();
    return parseBoard(boardArg(text));
  }

  /** Board text rolled from a real dice set, the same for the same seed everywhere. */
  randomBoard(dice = 'new', seed = Math.floor(Math.random() * 2 ** 32)) {
    this.#live();
    if (typeof dice !== 'string') throw new TypeError(`boggle-wasm: dice must be a string, one of ${DICE_SETS.join(', ')}, not ${shown(dice)}`);
    if (!DICE_SETS.includes(dice)) throw new RangeError(`boggle-wasm: dice is one of ${DICE_SETS.join(', ')}, not ${shown(dice)}`);
    if (typeof seed !== 'number') throw new TypeError(`boggle-wasm: seed must be a number, not ${shown(seed)}`);
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new RangeError(`boggle-wasm: seed is a whole number from 0 to 2^32 - 1, not ${seed}`);
    return randomBoard(dice, seed);
  }

  /** The official rules for a board size (the minimum word length: 3 on 4x4, 4 on larger boards). */
  officialRules(rows, cols) {
    this.#live();
    sideArg('rows', rows);
    sideArg('cols', cols);
    try {
      return officialRules(rows, cols);
    } catch (error) {
      // The solver's own limits (2 to 8 tiles a side), in its words.
      throw new RangeError(`boggle-wasm: ${error.message}`);
    }
  }

  /** Frees the dictionary's wasm memory; the object is unusable afterwards (a second call does nothing). */
  free() {
    this.#engine?.free();
    this.#engine = null;
  }
}
