// The solver worker: loads the wasm engine and the dictionary once, then answers the requests
// defined in protocol.js. The photo module (a second, much larger wasm with the letter model) is
// loaded the first time a photo arrives, so typing never waits for it. All the work happens in
// Rust; this file only routes messages.
import { RequestKind, ResponseKind, said } from './protocol.js';
import { DEFAULT_DICTIONARY, DICTIONARIES } from '../core/catalog.js';

/** Dictionaries (dict/<name>.lex) but the default and definition shards are fetched the first time they are used. */
const dictionaryUrl = (name) => `../dict/${encodeURIComponent(name)}.lex`;
const DICTIONARY_URL = dictionaryUrl(DEFAULT_DICTIONARY);
const DICTIONARY_NAME = DICTIONARIES[DEFAULT_DICTIONARY];
const definitionsUrl = (shard) => `../defs/en/${shard}.txt`;
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
let engine = null;
let wasm = null;

const handlers = {
  [RequestKind.solve]: ({ board, minLen }) => engine.solve(board, minLen ?? undefined),
  [RequestKind.solveEach]: ({ boards, minLen }) => {
    // A board that ran out of steps (a hostile list) stops the rest: they are solved if they come.
    let stopped = false;
    return boards.map((board) => {
      if (stopped) return null;
      try {
        const result = engine.solve(String(board), minLen ?? undefined);
        stopped = result.stoppedAfter != null;
        return result;
      } catch {
        return null; // asked for again when it is the board: the answer then says why
      }
    });
  },
  [RequestKind.check]: ({ board, word, minLen }) => engine.check(board, word, minLen ?? undefined),
  [RequestKind.ruling]: ({ board, word, minLen }) => engine.ruling(board, String(word), minLen ?? undefined),
  [RequestKind.judgeRound]: ({ board, lists, minLen }) => engine.judgeRound(board, lists, minLen ?? undefined),
  [RequestKind.hints]: ({ board, minLen }) => engine.hints(board, minLen ?? undefined),
  [RequestKind.lookup]: ({ text }) => engine.lookup(text),
  // Read and rolled in the dictionary's language: its tiles, its dice.
  [RequestKind.parse]: ({ text }) => engine.parseBoard(text),
  [RequestKind.random]: ({ dice, seed }) => engine.randomBoard(dice, seed >>> 0),
  [RequestKind.randomToOrder]: ({ dice, seed, difficulty, tries }) => engine.randomToOrder(dice, seed >>> 0, String(difficulty), tries ?? undefined),
  [RequestKind.boardOfTheDay]: ({ side, date }) => engine.boardOfTheDay(side, String(date)),
  [RequestKind.rules]: ({ rows, cols }) => engine.rules(rows, cols),
  [RequestKind.catalog]: () => ({ dictionaries: wasm.dictionaries(), scorings: wasm.scorings() }),
  [RequestKind.dictionary]: ({ name }) => useDictionary(name),
  [RequestKind.houseRules]: ({ scoring, qu }) => {
    engine.setHouseRules(scoring, qu);
    return null;
  },
  [RequestKind.houseList]: ({ allowed, banned }) => engine.setHouseList(allowed, banned),
  [RequestKind.define]: ({ word }) => define(word),
  [RequestKind.buildList]: ({ bytes, language }) => {
    const built = engine.addWordList(new Uint8Array(bytes), String(language), LIST_BUDGET_MS);
    return { ...built, lex: engine.dictionaryBytes(built.id) };
  },
  [RequestKind.keepList]: ({ id, lex }) => {
    if (!engine.hasDictionary(id)) engine.keepDictionary(String(id), new Uint8Array(lex));
    return null;
  },
  [RequestKind.dropList]: ({ id }) => engine.dropDictionary(String(id)),
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
};

let scannerPromise = null;

/** Switches the engine to a dictionary of the catalog (downloading it the first time) or a list kept before. */
async function useDictionary(name) {
  if (engine.useDictionary(name)) return { name: engine.dictionary, wordCount: engine.wordCount };
  if (!wasm.dictionaries().some((d) => d.name === name)) throw new Error(`There is no dictionary named “${name}”.`);
  const bytes = await download(dictionaryUrl(name), 'dictionary', { name });
  try {
    engine.addDictionary(name, bytes);
  } catch (error) {
    throw said('dictionary-damaged', { name, reason: String(error?.message ?? error) });
  }
  return { name: engine.dictionary, wordCount: engine.wordCount };
}

/** Definition shards parsed so far, by first letter. */
const shards = new Map();

async function define(word) {
  const shard = wasm.definitionShard(word);
  if (!shard) return null;
  if (!shards.has(shard)) {
    const bytes = await download(definitionsUrl(shard), 'definitions');
    shards.set(shard, new wasm.Definitions(new TextDecoder().decode(bytes)));
  }
  return shards.get(shard).lookup(word);
}

/** `url`'s bytes; `what` (`dictionary`, with `args.name`, or `definitions`) names it in the failure's message. */
async function download(url, what, args = {}) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw said(`download-${what}-offline`, { ...args, reason: String(error?.message ?? error) });
  }
  if (!response.ok) throw said(`download-${what}-http`, { ...args, status: response.status });
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The picture as RGBA pixels, upright (EXIF orientation applied) and at most PHOTO_SIDE on its long
 * side; null when this browser cannot decode it here, so the Rust decoder reads it or says why not.
 * First Rust reads its size from the header (`photoSize`, the check `boggle recognize` makes) and throws
 * its message for a picture too large or too small before the browser decodes a pixel: a 400 KB PNG of
 * 20000 x 20000 would take gigabytes. A large picture is decoded straight to the size needed.
 */
async function decodeInBrowser(reader, bytes) {
  const header = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, reader.headerBytes));
  const size = reader.photoSize(header);
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
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
    const context = new OffscreenCanvas(width, height).getContext('2d');
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
  reader.setLanguage(engine.language);
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

async function loadScanner() {
  let vision;
  let model;
  try {
    vision = await import(VISION_MODULE);
    await vision.default();
    const response = await fetch(MODEL_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    model = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw said('photo-reader-unloaded', { reason: String(error?.message ?? error) });
  }
  return new vision.Scanner(model);
}

// Messages arrive before the engine is built only if the page ignores the ready message; the
// bridge queues until then, so answering them with an error is enough.
self.addEventListener('message', (event) => {
  const { id, kind, args } = event.data;
  if (kind === RequestKind.crash) {
    // Thrown outside the try below on purpose: this is what a real crash looks like to the page.
    setTimeout(() => {
      throw new Error('crash requested by the page');
    });
    return;
  }
  const handler = handlers[kind];
  if (!handler || !engine) {
    self.postMessage({ kind: ResponseKind.error, id, message: engine ? `unknown request "${kind}"` : 'the solver is not ready' });
    return;
  }
  answer(id, handler, args);
});

async function answer(id, handler, args) {
  try {
    self.postMessage({ kind: ResponseKind.result, id, value: await handler(args) });
  } catch (error) {
    // Rust's errors carry their message id and arguments (`l10n`), a list's its report: the page says them in the person's language.
    const { l10n = null, report = null } = error ?? {};
    self.postMessage({ kind: ResponseKind.error, id, message: String(error?.message ?? error), l10n, report, details: failureDetails(error) });
    // A trap leaves the wasm instance in an unknown state: die, so the bridge starts a fresh one.
    if (error instanceof WebAssembly.RuntimeError) setTimeout(() => { throw error; });
  }
}

/** What a photo that could not be read showed (set by the photo module on its Error), or null. */
function failureDetails(error) {
  if (typeof error?.width !== 'number') return null;
  const { width, height, guess = null, found = null, advice } = error;
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
    throw said('start-wasm-failed', { reason: String(error?.message ?? error) });
  }
  const wasmReadyAt = performance.now();
  let bytes;
  try {
    bytes = await dictionary;
  } catch (error) {
    throw said('start-dictionary-unloaded', { reason: String(error?.message ?? error) });
  }
  const dictionaryFetchedAt = performance.now();
  try {
    engine = new wasm.Engine(bytes);
  } catch (error) {
    throw said('start-dictionary-damaged', { reason: String(error?.message ?? error) });
  }
  const engineReadyAt = performance.now();
  self.postMessage({
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
  self.postMessage({ kind: ResponseKind.initError, message: String(error?.message ?? error), l10n: error?.l10n ?? null });
});
