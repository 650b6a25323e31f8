// The solver worker: loads the wasm engine and the dictionary once, then answers the requests
// defined in protocol.js. The photo module (a second, much larger wasm with the letter model) is
// loaded the first time a photo arrives, so typing never waits for it; game night's codes (a third)
// the first time Play together asks. All the work happens in
// Rust; this file only routes messages.
import { RequestKind, ResponseKind, said } from './protocol.js';
import { DEFAULT_DICTIONARY, DICTIONARIES } from '../core/catalog.js';
import { togetherRoutes } from './together-routes.js';
import { readCodes } from './qr-reader.js';

/**
 * @typedef {import('./protocol.js').Requests} Requests
 * @typedef {import('../pkg/boggle_web.js').Engine} Engine
 * @typedef {typeof import('../pkg/boggle_web.js')} SolverModule
 * @typedef {typeof import('../vision/boggle_vision_web.js')} VisionModule
 * @typedef {import('../vision/boggle_vision_web.js').Scanner} Scanner
 * @typedef {import('../vision/boggle_vision_web.js').Scan} Scan
 * @typedef {import('../vision/boggle_vision_web.js').Guess} Guess
 */
/**
 * Every request but the crash hook, answered by a handler of its own: its args and its answer are the
 * protocol's (Requests), the answer sent when its promise settles.
 * @typedef {Exclude<keyof Requests, 'crash'>} HandledKind
 * @typedef {{ [K in HandledKind]: (args: Requests[K]['args']) => Requests[K]['result'] | Promise<Requests[K]['result']> }} Handlers
 */
/**
 * A handler as the message listener calls it: with the args the page sent, which the protocol says fit its kind.
 * @typedef {(args: unknown) => unknown} AnyHandler
 */
/**
 * A request as the bridge posts it (worker-bridge.js).
 * @typedef {{ id: number, kind: string, args: unknown }} IncomingRequest
 */
/**
 * This worker's global scope, as this file uses it: the tsconfig's libs are the page's ("dom"), which has
 * no DedicatedWorkerGlobalScope, so `self` is cast to this once (it is the same object).
 * @typedef {object} SolverWorkerScope
 * @property {(message: unknown) => void} postMessage
 * @property {(type: 'message', listener: (event: MessageEvent<IncomingRequest>) => void) => void} addEventListener
 */
/**
 * Whatever a `catch` receives, seen through the fields this file reads: an Error; Rust's, with its message id
 * and arguments (`l10n`) and a list's report; the photo module's, with what it found (see failureDetails); or
 * a plain value wasm threw, whose fields are all undefined.
 * @typedef {{ message?: unknown, l10n?: unknown, report?: unknown, width?: unknown, height?: unknown,
 *   guess?: Guess | null, found?: Scan | null, advice?: unknown } | null | undefined} Caught
 */

const workerScope = /** @type {SolverWorkerScope} */ (/** @type {unknown} */ (self));

/** Dictionaries (dict/<name>.lex) but the default and definition shards are fetched the first time they are used. */
const dictionaryUrl = (/** @type {string} */ name) => `../dict/${encodeURIComponent(name)}.lex`;
const DICTIONARY_URL = dictionaryUrl(DEFAULT_DICTIONARY);
const DICTIONARY_NAME = DICTIONARIES[DEFAULT_DICTIONARY];
const definitionsUrl = (/** @type {string} */ shard) => `../defs/en/${shard}.txt`;
const VISION_MODULE = '../vision/boggle_vision_web.js';
const MODEL_URL = '../model/letters.nnef.tar';
/**
 * Photos are read at most this many pixels on the long side: plenty for the dice (the board is found at
 * 720 and each die is cut at 64), and a 12- or 50-megapixel photo is decoded and shrunk by the
 * browser's own image decoder instead of being copied whole into WebAssembly.
 */
const PHOTO_SIDE = 2048;
/** The most a player's own word list may take to build (Rust's cap is 45 s). */
const LIST_BUDGET_MS = 30_000;

const startedAt = performance.now();
/** @type {Engine | null} */
let engine = null;
/** @type {SolverModule | null} */
let wasm = null;
/** The engine: handlers only run once start() has built it (the message listener answers until then). */
const builtEngine = () => /** @type {Engine} */ (engine);
/** The solver's module, loaded before the engine was built from it. */
const loadedWasm = () => /** @type {SolverModule} */ (wasm);

/** @type {Handlers} */
const handlers = {
  [RequestKind.solve]: ({ board, minLen }) => builtEngine().solve(board, minLen ?? undefined),
  [RequestKind.solveEach]: ({ boards, minLen }) => {
    // A board that ran out of steps (a hostile list) stops the rest: they are solved if they come.
    let stopped = false;
    return boards.map((board) => {
      if (stopped) return null;
      try {
        const result = builtEngine().solve(String(board), minLen ?? undefined);
        stopped = result.stoppedAfter != null;
        return result;
      } catch {
        return null; // asked for again when it is the board: the answer then says why
      }
    });
  },
  [RequestKind.check]: ({ board, word, minLen }) => builtEngine().check(board, word, minLen ?? undefined),
  [RequestKind.ruling]: ({ board, word, minLen }) => builtEngine().ruling(board, String(word), minLen ?? undefined),
  [RequestKind.judgeRound]: ({ board, lists, minLen }) => builtEngine().judgeRound(board, lists, minLen ?? undefined),
  [RequestKind.hints]: ({ board, minLen }) => builtEngine().hints(board, minLen ?? undefined),
  // Rust answers one of the three words the protocol lists.
  [RequestKind.lookup]: ({ text }) => /** @type {Requests['lookup']['result']} */ (builtEngine().lookup(text)),
  // Read and rolled in the dictionary's language: its tiles, its dice.
  [RequestKind.parse]: ({ text }) => builtEngine().parseBoard(text),
  [RequestKind.random]: ({ dice, seed }) => builtEngine().randomBoard(dice, seed >>> 0),
  [RequestKind.randomToOrder]: ({ dice, seed, difficulty, tries }) => builtEngine().randomToOrder(dice, seed >>> 0, String(difficulty), tries ?? undefined),
  [RequestKind.boardOfTheDay]: ({ side, date }) => builtEngine().boardOfTheDay(side, String(date)),
  [RequestKind.rules]: ({ rows, cols }) => builtEngine().rules(rows, cols),
  [RequestKind.catalog]: () => ({ dictionaries: loadedWasm().dictionaries(), scorings: loadedWasm().scorings() }),
  [RequestKind.dictionary]: ({ name }) => useDictionary(name),
  [RequestKind.houseRules]: ({ scoring, qu }) => {
    builtEngine().setHouseRules(scoring, qu);
    return null;
  },
  [RequestKind.houseList]: ({ allowed, banned }) => builtEngine().setHouseList(allowed, banned),
  [RequestKind.define]: ({ word }) => define(word),
  [RequestKind.buildList]: ({ bytes, language }) => {
    const built = builtEngine().addWordList(new Uint8Array(bytes), String(language), LIST_BUDGET_MS);
    return { ...built, lex: builtEngine().dictionaryBytes(built.id) };
  },
  [RequestKind.keepList]: ({ id, lex }) => {
    if (!builtEngine().hasDictionary(id)) builtEngine().keepDictionary(String(id), new Uint8Array(lex));
    return null;
  },
  [RequestKind.dropList]: ({ id }) => builtEngine().dropDictionary(String(id)),
  ...togetherRoutes(builtEngine),
  [RequestKind.recognizeImage]: async ({ bytes }) => {
    const reader = await photoReader();
    const pixels = await decodeInBrowser(reader, bytes);
    return pixels
      ? reader.recognizePixels(pixels.width, pixels.height, pixels.rgba)
      : reader.recognizeImage(new Uint8Array(bytes));
  },
  [RequestKind.photoSize]: async ({ picture }) => {
    const reader = await photoReader();
    return reader.photoSize(new Uint8Array(await picture.slice(0, reader.headerBytes).arrayBuffer()));
  },
  [RequestKind.recognizeMarked]: async ({ bytes, rows, cols, corners }) => {
    const reader = await photoReader();
    // Decoded exactly as recognizeImage decoded it, so the corners are in the same pixels.
    const pixels = await decodeInBrowser(reader, bytes);
    const xy = new Float64Array(corners);
    return pixels
      ? reader.recognizeMarked(pixels.width, pixels.height, pixels.rgba, rows, cols, xy)
      : reader.recognizeMarkedImage(new Uint8Array(bytes), rows, cols, xy);
  },
  [RequestKind.recognizePixels]: async ({ width, height, rgba }) => (await photoReader()).recognizePixels(width, height, new Uint8Array(rgba)),
  [RequestKind.findGrid]: async ({ width, height, rgba }) => (await photoReader()).findLattice(width, height, new Uint8Array(rgba)),
  [RequestKind.readCodes]: ({ width, height, rgba }) => readCodes(width, height, rgba),
};

/** @type {Promise<Scanner> | null} */
let scannerPromise = null;

/**
 * Switches the engine to a dictionary of the catalog (downloading it the first time) or a list kept before.
 * @param {string} name
 * @returns {Promise<Requests['dictionary']['result']>}
 */
async function useDictionary(name) {
  if (builtEngine().useDictionary(name)) return { name: builtEngine().dictionary, wordCount: builtEngine().wordCount };
  if (!loadedWasm().dictionaries().some((d) => d.name === name)) throw new Error(`There is no dictionary named “${name}”.`);
  const bytes = await download(dictionaryUrl(name), 'dictionary', { name });
  try {
    builtEngine().addDictionary(name, bytes);
  } catch (error) {
    throw said('dictionary-damaged', { name, reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  return { name: builtEngine().dictionary, wordCount: builtEngine().wordCount };
}

/** Definition shards parsed so far, by first letter. @type {Map<string, import('../pkg/boggle_web.js').Definitions>} */
const shards = new Map();

/**
 * @param {string} word
 * @returns {Promise<Requests['define']['result']>}
 */
async function define(word) {
  const shard = loadedWasm().definitionShard(word);
  if (!shard) return null;
  if (!shards.has(shard)) {
    const bytes = await download(definitionsUrl(shard), 'definitions');
    shards.set(shard, new (loadedWasm().Definitions)(new TextDecoder().decode(bytes)));
  }
  return /** @type {import('../pkg/boggle_web.js').Definitions} */ (shards.get(shard)).lookup(word);
}

/** What a failed download says, by what it fetched: unreachable, or answered with an HTTP error. */
const DOWNLOAD_FAILED = {
  dictionary: { offline: 'download-dictionary-offline', http: 'download-dictionary-http' },
  definitions: { offline: 'download-definitions-offline', http: 'download-definitions-http' },
};

/**
 * `url`'s bytes; `what` (`dictionary`, with `args.name`, or `definitions`) names it in the failure's message.
 * @param {string} url
 * @param {keyof typeof DOWNLOAD_FAILED} what
 * @param {import('./protocol.js').SaidArgs} [args]
 * @returns {Promise<Uint8Array>}
 */
async function download(url, what, args = {}) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw said(DOWNLOAD_FAILED[what].offline, { ...args, reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  if (!response.ok) throw said(DOWNLOAD_FAILED[what].http, { ...args, status: response.status });
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The picture as RGBA pixels, upright (EXIF orientation applied) and at most PHOTO_SIDE on its long
 * side; null when this browser cannot decode it here, so the Rust decoder reads it or says why not.
 * First Rust reads its size from the header (`photoSize`, the check `boggle recognize` makes) and throws
 * its message for a picture too large or too small before the browser decodes a pixel: a 400 KB PNG of
 * 20000 x 20000 would take gigabytes. A large picture is decoded straight to the size needed.
 * @param {Scanner} reader
 * @param {ArrayBuffer} bytes
 * @returns {Promise<{ width: number, height: number, rgba: Uint8Array } | null>}
 */
async function decodeInBrowser(reader, bytes) {
  const header = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, reader.headerBytes));
  const size = reader.photoSize(header);
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  /** @type {ImageBitmapOptions} */
  const options = { imageOrientation: 'from-image' };
  if (Math.max(size.width, size.height) > PHOTO_SIDE) {
    // Only the long side: the browser keeps the picture's proportions, whichever way it turns it upright.
    options[size.width >= size.height ? 'resizeWidth' : 'resizeHeight'] = PHOTO_SIDE;
    options.resizeQuality = 'high';
  }
  let bitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes]), options);
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    // A new canvas of a valid size always has a 2D context.
    const context = /** @type {OffscreenCanvasRenderingContext2D} */ (new OffscreenCanvas(width, height).getContext('2d'));
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    return { width, height, rgba: new Uint8Array(data.buffer) };
  } finally {
    bitmap.close();
  }
}

/** The photo reader, reading the dice of the dictionary's language (French has a plain Q). */
async function photoReader() {
  const reader = await scanner();
  reader.setLanguage(builtEngine().language);
  return reader;
}

/** The photo module's Scanner (the letter model, optimised once), loaded on first use. */
function scanner() {
  scannerPromise ??= loadScanner().catch((error) => {
    scannerPromise = null; // offline now, perhaps online on the next try
    throw error;
  });
  return scannerPromise;
}

/** @returns {Promise<Scanner>} */
async function loadScanner() {
  /** @type {VisionModule} */
  let vision;
  /** @type {Uint8Array} */
  let model;
  try {
    vision = await import(VISION_MODULE);
    await vision.default();
    const response = await fetch(MODEL_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    model = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw said('photo-reader-unloaded', { reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  return new vision.Scanner(model);
}

// Messages arrive before the engine is built only if the page ignores the ready message; the
// bridge queues until then, so answering them with an error is enough.
workerScope.addEventListener('message', (event) => {
  const { id, kind, args } = event.data;
  if (kind === RequestKind.crash) {
    // Thrown outside the try below on purpose: this is what a real crash looks like to the page.
    setTimeout(() => {
      throw new Error('crash requested by the page');
    });
    return;
  }
  const handler = /** @type {Partial<Record<string, AnyHandler>>} */ (/** @type {unknown} */ (handlers))[kind];
  if (!handler || !engine) {
    workerScope.postMessage({ kind: ResponseKind.error, id, message: engine ? `unknown request "${kind}"` : 'the solver is not ready' });
    return;
  }
  answer(id, handler, args);
});

/**
 * @param {number} id
 * @param {AnyHandler} handler
 * @param {unknown} args
 */
async function answer(id, handler, args) {
  try {
    workerScope.postMessage({ kind: ResponseKind.result, id, value: await handler(args) });
  } catch (error) {
    // Rust's errors carry their message id and arguments (`l10n`), a list's its report: the page says them in the person's language.
    const { l10n = null, report = null } = /** @type {Caught} */ (error) ?? {};
    workerScope.postMessage({ kind: ResponseKind.error, id, message: String(/** @type {Caught} */ (error)?.message ?? error), l10n, report, details: failureDetails(/** @type {Caught} */ (error)) });
    // A trap leaves the wasm instance in an unknown state: die, so the bridge starts a fresh one.
    if (error instanceof WebAssembly.RuntimeError) setTimeout(() => { throw error; });
  }
}

/**
 * What a photo that could not be read showed (set by the photo module on its Error), or null.
 * @param {Caught} error
 */
function failureDetails(error) {
  if (typeof error?.width !== 'number') return null;
  const { width, height, guess = null, found = null, advice } = /** @type {NonNullable<Caught>} */ (error);
  return { width, height, guess, found, ...(Array.isArray(advice) ? { advice } : {}) };
}

async function start() {
  // The dictionary downloads while the wasm compiles: neither waits for the other.
  const dictionary = fetch(DICTIONARY_URL).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  dictionary.catch(() => {}); // reported below, once the wasm is in
  try {
    wasm = await import('../pkg/boggle_web.js');
    await wasm.default();
  } catch (error) {
    throw said('start-wasm-failed', { reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  const wasmReadyAt = performance.now();
  let bytes;
  try {
    bytes = await dictionary;
  } catch (error) {
    throw said('start-dictionary-unloaded', { reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  const dictionaryFetchedAt = performance.now();
  try {
    engine = new wasm.Engine(bytes);
  } catch (error) {
    throw said('start-dictionary-damaged', { reason: String(/** @type {Caught} */ (error)?.message ?? error) });
  }
  const engineReadyAt = performance.now();
  workerScope.postMessage({
    kind: ResponseKind.ready,
    wordCount: engine.wordCount,
    dictionary: DICTIONARY_NAME,
    // Milliseconds, measured here so the page's own busy-ness does not blur them.
    timings: {
      wasmLoad: wasmReadyAt - startedAt,
      dictionaryFetch: dictionaryFetchedAt - wasmReadyAt,
      dictionaryBuild: engineReadyAt - dictionaryFetchedAt,
      dictionaryReady: engineReadyAt - wasmReadyAt,
      total: engineReadyAt - startedAt,
    },
  });
}

start().catch((error) => {
  workerScope.postMessage({ kind: ResponseKind.initError, message: String(/** @type {Caught} */ (error)?.message ?? error), l10n: /** @type {Caught} */ (error)?.l10n ?? null });
});
