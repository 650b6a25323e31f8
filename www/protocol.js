// The one definition of the messages between the page and the solver worker (worker.js), and the
// bridge the page talks through. Every request carries an id; the worker answers each id exactly
// once, so callers get plain promises instead of polling; a request not answered in time (by kind)
// means a hung worker, which the bridge terminates and replaces. The worker itself imports only the
// constants from this module.

/** What the page can ask the worker. `args` shapes are listed next to each kind. */
export const RequestKind = Object.freeze({
  /** { board: string, minLen?: number } -> the engine's solve result */
  solve: 'solve',
  /**
   * { board: string, word: string, minLen?: number } -> { word, inDictionary, house?: "allowed" | "banned"
   * (the house list's say, when it has one), longEnough, searched, gaveUp, path, score }
   */
  check: 'check',
  /**
   * { board: string, word: string, minLen?: number } -> the referee's ruling (Rust's `Ruling`): { word, shown?,
   * lists: [{ name, has, inUse }], house: "allowed" | "banned" | null, inDictionary, letters, minLen, longEnough,
   * path: number[] | null, notOnBoard: { kind: "missing" | "inside-face" | "too-few" | "tile-twice" |
   * "not-connected" | "gave-up", … } | null, worth, score, verdict (as a round's: "counts", "too-short", …) }
   */
  ruling: 'ruling',
  /** { text: string } -> "word" | "prefix" | "neither" */
  lookup: 'lookup',
  /** { text: string } -> { rows, cols, tiles, text } */
  parse: 'parse',
  /**
   * { board: string, lists: string[] (each player's list as typed), minLen?: number } -> a judged round:
   * { minLen, players: [{ words: [{ word, verdict, score, worth, path, sharedWith }], score, counted }],
   * winners: number[], missed: [{ word, score, path }], wordCount, totalScore }; `verdict` is "counts",
   * "cancelled", "repeated", "too-short", "not-a-word", "not-on-board" or "gave-up".
   */
  judgeRound: 'judge-round',
  /**
   * { board: string, minLen?: number } -> { minLen, wordCount, byLength: [{ letters, words, points }],
   * tiles: number[] (words through each cell), approximate }
   */
  hints: 'hints',
  /** { dice: string, seed: number } -> board text */
  random: 'random',
  /**
   * { dice: string, seed: number, difficulty: "easy" | "normal" | "hard", tries?: number } -> { board (text),
   * wordCount, totalScore, difficulty, rolls }: rolled until a board falls in the band (by the dictionary and
   * house rules in use), within Rust's budget of rolls (or `tries`, when fewer); past it, a rejection whose
   * message says why and what to try.
   */
  randomToOrder: 'random-to-order',
  /**
   * { side: 4 | 5 | 6, date: "YYYY-MM-DD" (the person's calendar date) } -> { board, wordCount, totalScore,
   * difficulty, rolls, date }: the board of the day in the dice of the dictionary's language, the same on
   * every device on that date (a normal or easy roll).
   */
  boardOfTheDay: 'board-of-the-day',
  /** { rows: number, cols: number } -> { minLen } under the house rules in force */
  rules: 'rules',
  /** {} -> { dictionaries: [{ name, title, language, rule, source, licence }], scorings: [{ name, description }] } */
  catalog: 'catalog',
  /**
   * { name: string } -> { name, wordCount }: solves with that dictionary from now on, downloading it
   * (dict/<name>.lex) the first time; the service worker keeps it offline after that.
   */
  dictionary: 'dictionary',
  /**
   * A player's own list. buildList: { bytes: ArrayBuffer (text or .lex), language } -> { id ("mine-…", from its
   * words), language, words, leftOutLines, report, lex: Uint8Array (to keep) }, built within Rust's bounds and
   * kept beside the built-in dictionaries, or a rejection saying why; keepList: { id, lex } -> null (a list
   * built before); dropList: { id } -> false while it is in use.
   */
  buildList: 'build-list',
  keepList: 'keep-list',
  dropList: 'drop-list',
  /** { scoring: string, qu: 1 | 2 } -> null: the house rules of every later solve and check */
  houseRules: 'house-rules',
  /** { allowed: string, banned: string } -> { allowed, banned, leftOut: [string], leftOutCount } */
  houseList: 'house-list',
  /**
   * { word: string } -> { word, headword, senses: [{ partOfSpeech, gloss }] } | null (English; the shard
   * defs/en/<first letter>.txt is downloaded on first use)
   */
  define: 'define',
  /**
   * { bytes: ArrayBuffer } (a picture file, transferred; the worker decodes it with the browser's decoder
   * and shrinks it to 2048 px on the long side, or hands JPEG/PNG bytes to Rust) -> a recognised board:
   * { rows, cols, board, tiles: [{ text, confidence, runnerUp, runnerUpConfidence, choices: [{ text, confidence }],
   * doubtful, quad, crop }], wholeBoardDoubt, advice: [{ name, message }], cropSide, look, latticesRead, micros,
   * width, height, corners }
   * (`crop`: the die as the reader saw it, cropSide x cropSide grey levels; `quad`, `corners`: pixels of the photo
   * as read, `width` x `height`, upright; `advice`: what to change before retaking, when a tile is marked). A
   * photo without a board rejects with a RequestError whose `details` say what was found: { width, height,
   * guess: { rows, cols, corners } | null, found: a board as above read inside the guess | null,
   * advice?: [{ name, message }] }.
   * The first photo request loads the photo module and the letter model.
   */
  scanImage: 'scan-image',
  /**
   * { picture: Blob } -> { format, width, height } read by Rust from the file's header alone (upright), or a
   * rejection with Rust's message for a picture too large, too small or not a picture. The page asks before it
   * shows a picture: shown, a 400 KB PNG of 20000 x 20000 would be decoded whole, gigabytes.
   */
  photoSize: 'photo-size',
  /**
   * { bytes: ArrayBuffer, rows, cols, corners: [x1, y1, … x4, y4] } (the same picture again, the grid's outer
   * corners as a person marked them in the photo's pixels as scanImage read it) -> the board read there, as
   * scanImage gives it (`look` "marked").
   */
  scanMarked: 'scan-marked',
  /** { width, height, rgba: ArrayBuffer } (a camera frame, transferred) -> the same as scanImage */
  scanPixels: 'scan-pixels',
  /** { width, height, rgba: ArrayBuffer } (a small preview frame) -> { grid: { rows, cols, cells: quads } | null, advice: [{ name, message }] } */
  findGrid: 'find-grid',
  /** {} -> never answers: the worker throws outside any handler. A test hook for the crash path. */
  crash: 'crash',
});

/** What the worker posts back. */
export const ResponseKind = Object.freeze({
  /** { kind, wordCount, dictionary, timings } once the engine is built. */
  ready: 'ready',
  /** { kind, message } when the wasm or the dictionary could not be loaded: nothing will work. */
  initError: 'init-error',
  /** { kind, id, value } */
  result: 'result',
  /**
   * { kind, id, message, details? } a request failed (for example a malformed board); the worker is fine.
   * `details`: what a photo request found before failing (see scanImage).
   */
  error: 'error',
});

/**
 * A request the worker rejected: the message is meant for the person (e.g. names the bad cell); `details`
 * is what a failed photo request found (see scanImage), or null.
 */
export class RequestError extends Error {
  constructor(message, details = null) {
    super(message);
    this.name = 'RequestError';
    this.details = details;
  }
}

/** The worker died while this request was in flight; the bridge has already started a new one. */
export class WorkerCrashedError extends Error {
  constructor(message = 'The solver stopped unexpectedly and was restarted.') {
    super(message);
    this.name = 'WorkerCrashedError';
  }
}

/** The worker did not answer in time and was replaced by a new one, losing nothing the page holds. */
export class WorkerTimeoutError extends WorkerCrashedError {
  constructor(message) {
    super(message);
    this.name = 'WorkerTimeoutError';
  }
}

/**
 * How long one request may take, in milliseconds, before the worker is presumed hung, terminated and
 * restarted. Typing requests take milliseconds (the solver stops itself after a step budget, well under a
 * second); photo requests include, the first time, downloading and compiling the photo module and model.
 */
export const REQUEST_TIMEOUT_MS = Object.freeze({
  default: 10_000,
  // Downloads on first use: a dictionary is up to 1.2 MB gzipped.
  [RequestKind.dictionary]: 60_000,
  [RequestKind.define]: 30_000,
  // Rust stops a list's build at 45 s and says so; this leaves room for a slow phone to answer.
  [RequestKind.buildList]: 60_000,
  // The first ask with a dictionary other than ENABLE2K measures its bands (2,000 rolls) before rolling.
  [RequestKind.randomToOrder]: 30_000,
  [RequestKind.boardOfTheDay]: 30_000,
  [RequestKind.scanImage]: 90_000,
  [RequestKind.photoSize]: 90_000,
  [RequestKind.scanPixels]: 90_000,
  [RequestKind.scanMarked]: 90_000,
  [RequestKind.findGrid]: 90_000,
});

/** What each request is, in words for a message ("… took too long (checking a word)"). */
const DOING = {
  [RequestKind.solve]: 'solving the board',
  [RequestKind.check]: 'checking a word',
  [RequestKind.ruling]: 'checking a word',
  [RequestKind.judgeRound]: 'judging the lists',
  [RequestKind.hints]: 'counting the words',
  [RequestKind.lookup]: 'looking up a word',
  [RequestKind.parse]: 'reading a board',
  [RequestKind.random]: 'rolling a board',
  [RequestKind.randomToOrder]: 'rolling a board of that difficulty',
  [RequestKind.boardOfTheDay]: 'finding the board of the day',
  [RequestKind.rules]: 'looking up the rules',
  [RequestKind.buildList]: 'building your word list',
  [RequestKind.keepList]: 'loading your word list',
  [RequestKind.scanImage]: 'reading the photo',
  [RequestKind.photoSize]: 'reading the photo',
  [RequestKind.scanPixels]: 'reading the photo',
  [RequestKind.scanMarked]: 'reading the photo inside the corners',
  [RequestKind.findGrid]: 'finding the board in the camera picture',
};

/** The worker cannot start at all (no module workers, wasm or dictionary failed to load). */
export class WorkerUnavailableError extends Error {
  constructor(message) {
    super(message);
    this.name = 'WorkerUnavailableError';
  }
}

/**
 * Starts a module worker, or reports that this browser cannot. Browsers without module workers
 * never read the `type` option, which is how we tell them apart without a second test worker
 * (that one would need a blob: or data: URL, which the Content-Security-Policy forbids).
 */
export function startModuleWorker(url) {
  let typeWasRead = false;
  const options = {
    get type() {
      typeWasRead = true;
      return 'module';
    },
  };
  const worker = new Worker(url, options);
  if (!typeWasRead) {
    worker.terminate();
    throw new WorkerUnavailableError(
      'This browser cannot run module workers, which the solver needs. Please update it ' +
        '(any current Chrome, Edge, Firefox or Safari works).',
    );
  }
  return worker;
}

/**
 * The page's handle on the solver worker: queues calls until the worker is ready, matches answers
 * to calls by id, turns worker errors into rejected promises, and replaces a crashed or hung worker.
 */
export class WorkerBridge {
  /**
   * @param {() => Worker} createWorker starts a fresh worker (called again after a crash)
   * @param {object} hooks
   * @param {(info: {wordCount:number, dictionary:string, timings:object, restarted:boolean}) => void} [hooks.onReady]
   * @param {(error: Error) => void} [hooks.onCrash] the worker died or hung (a WorkerTimeoutError); a new one is starting
   * @param {(error: Error) => void} [hooks.onUnavailable] the worker cannot start; calls now reject
   */
  constructor(createWorker, hooks = {}) {
    this.createWorker = createWorker;
    this.hooks = hooks;
    this.nextId = 1;
    /** @type {Map<number, {resolve: Function, reject: Function}>} */
    this.pending = new Map();
    /** Calls made before the worker is ready, in order: [{id, message}]. */
    this.queue = [];
    this.worker = null;
    this.isReady = false;
    this.unavailable = null;
    this.crashTimes = [];
    this.startCount = 0;
    /** When set, every request's time limit in milliseconds (the browser tests shorten it). */
    this.timeoutOverrideMs = null;
    this.start();
  }

  /**
   * Sends one request; resolves with the worker's value or rejects with one of the errors above.
   * `transfer` lists buffers in `args` to hand over rather than copy (photos, camera frames).
   * `options.timeoutMs` replaces the kind's time limit (REQUEST_TIMEOUT_MS).
   */
  call(kind, args = {}, transfer = [], options = {}) {
    if (this.unavailable) return Promise.reject(this.unavailable);
    const id = this.nextId++;
    const timeoutMs = options.timeoutMs ?? this.timeoutOverrideMs ?? REQUEST_TIMEOUT_MS[kind] ?? REQUEST_TIMEOUT_MS.default;
    const message = { id, kind, args, transfer };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, kind, timeoutMs, deadline: Infinity, timer: null });
      if (this.isReady) this.post(message);
      else this.queue.push(message);
    });
  }

  post({ id, kind, args, transfer }) {
    // The clock starts when the worker gets the request, not while it is queued for a starting worker.
    const entry = this.pending.get(id);
    if (entry) {
      entry.deadline = Date.now() + entry.timeoutMs;
      entry.timer = setTimeout(() => this.onTimeout(id), entry.timeoutMs);
    }
    this.worker.postMessage({ id, kind, args }, transfer);
  }

  /**
   * A request ran out of time. The worker does one piece of work at a time, so a quick request sent
   * while a slow one (a photo) is in progress may wait for it: it gets until the slow one's deadline.
   * Past that, the worker is presumed hung: terminated, its requests rejected, and a new one started.
   */
  onTimeout(id) {
    const entry = this.pending.get(id);
    if (!entry) return;
    let latest = entry.deadline;
    for (const [otherId, other] of this.pending) {
      if (otherId < id && other.deadline > latest) latest = other.deadline;
    }
    const wait = latest - Date.now();
    if (wait > 0) {
      entry.timer = setTimeout(() => this.onTimeout(id), wait);
      return;
    }
    const seconds = Number((entry.timeoutMs / 1000).toPrecision(3));
    const error = new WorkerTimeoutError(
      `The solver took more than ${seconds} s (${DOING[entry.kind] ?? entry.kind}) and was restarted. ` +
        'Your board and the words you found are kept.',
    );
    this.replaceWorker(this.worker, error);
  }

  /** Asks the worker to die as if it had crashed (a test hook; harmless: a new worker starts). */
  simulateCrash() {
    if (this.worker) this.worker.postMessage({ id: 0, kind: RequestKind.crash, args: {} });
  }

  start() {
    this.isReady = false;
    this.startCount += 1;
    let worker;
    try {
      worker = this.createWorker();
    } catch (error) {
      this.giveUp(error instanceof WorkerUnavailableError ? error : new WorkerUnavailableError(String(error.message || error)));
      return;
    }
    this.worker = worker;
    worker.addEventListener('message', (event) => this.onMessage(worker, event.data));
    worker.addEventListener('error', (event) => {
      // Handled here, so it is not also reported as an uncaught page error.
      event.preventDefault();
      this.onCrash(worker, event.message || 'the solver worker failed');
    });
    worker.addEventListener('messageerror', () => this.onCrash(worker, 'a message could not be read'));
  }

  onMessage(worker, data) {
    if (worker !== this.worker || !data) return;
    switch (data.kind) {
      case ResponseKind.ready: {
        this.isReady = true;
        const queued = this.queue;
        this.queue = [];
        for (const message of queued) this.post(message);
        this.hooks.onReady?.({
          wordCount: data.wordCount,
          dictionary: data.dictionary,
          timings: data.timings,
          restarted: this.startCount > 1,
        });
        break;
      }
      case ResponseKind.initError:
        this.giveUp(new WorkerUnavailableError(data.message));
        break;
      case ResponseKind.result:
        this.settle(data.id, (p) => p.resolve(data.value));
        break;
      case ResponseKind.error:
        this.settle(data.id, (p) => p.reject(new RequestError(data.message, data.details ?? null)));
        break;
      default:
        break;
    }
  }

  settle(id, how) {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    how(entry);
  }

  onCrash(worker, reason) {
    this.replaceWorker(worker, new WorkerCrashedError(`The solver stopped unexpectedly (${reason}) and was restarted.`));
  }

  /** Ends `worker` (crashed or hung), rejects what it was doing with `error`, and starts a new one. */
  replaceWorker(worker, error) {
    if (worker !== this.worker || !worker) return;
    worker.terminate();
    this.worker = null;
    this.rejectAll(error);
    // A worker that dies or hangs again and again (say, out of memory at start) would loop forever:
    // stop after three failures within a minute and say so instead.
    const now = Date.now();
    this.crashTimes = this.crashTimes.filter((t) => now - t < 60_000).concat(now);
    if (this.crashTimes.length > 3) {
      this.giveUp(new WorkerUnavailableError('The solver keeps failing; please reload the page.'));
      return;
    }
    this.hooks.onCrash?.(error);
    this.start();
  }

  giveUp(error) {
    this.unavailable = error;
    this.isReady = false;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.rejectAll(error);
    this.hooks.onUnavailable?.(error);
  }

  rejectAll(error) {
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.queue = [];
    for (const entry of pending) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
  }
}
