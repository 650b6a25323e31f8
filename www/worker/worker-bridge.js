// The page's side of the worker: the bridge every module talks through (a call is a promise; the
// worker answers each request id exactly once; a request not answered in time, by kind, means a hung
// worker, which the bridge terminates and replaces), and the errors a call can end in. The messages
// themselves are protocol.js's.
import { CHANGES_ANSWERS, REQUEST_TIMEOUT_MS, RequestKind, ResponseKind, said } from './protocol.js';

/**
 * A request the worker rejected, said with l10n.js's `tSaid`: the message is Rust's English (e.g. naming the bad
 * cell), `l10n` its message id and arguments, or the worker's own (protocol.js's `said`), `report` what a
 * word list left out (`tReport`); `details` is what a failed photo request found (see recognizeImage), or null.
 */
export class RequestError extends Error {
  /**
   * @param {string} message
   * @param {unknown} [details]
   * @param {{ l10n?: unknown, report?: unknown }} [said]
   */
  constructor(message, details = null, { l10n = null, report = null } = {}) {
    super(message);
    this.name = 'RequestError';
    this.details = details;
    this.l10n = l10n;
    this.report = report;
  }
}

/** The worker died while this request was in flight; the bridge has already started a new one. */
export class WorkerCrashedError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'WorkerCrashedError';
  }
}

/** The worker did not answer in time and was replaced by a new one, losing nothing the page holds. */
export class WorkerTimeoutError extends WorkerCrashedError {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'WorkerTimeoutError';
  }
}

/** The worker cannot start at all (no module workers, wasm or dictionary failed to load). */
export class WorkerUnavailableError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'WorkerUnavailableError';
  }
}

/**
 * Starts a module worker, or reports that this browser cannot. Browsers without module workers
 * never read the `type` option, which is how we tell them apart without a second test worker
 * (that one would need a blob: or data: URL, which the Content-Security-Policy forbids).
 * @param {string | URL} url
 * @returns {Worker}
 */
export function startModuleWorker(url) {
  let typeWasRead = false;
  /** @type {WorkerOptions} */
  const options = {
    /** @returns {'module'} */
    get type() {
      typeWasRead = true;
      return 'module';
    },
  };
  const worker = new Worker(url, options);
  if (!typeWasRead) {
    worker.terminate();
    throw said('no-module-workers', {}, WorkerUnavailableError);
  }
  return worker;
}

/**
 * A call in flight: how to settle its promise, its kind and time limit, and when it runs out.
 * @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void, kind: string, timeoutMs: number, deadline: number, timer: ReturnType<typeof setTimeout> | null }} PendingCall
 * @typedef {{ id: number, kind: string, args: object, transfer: Transferable[] }} OutgoingMessage
 */

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
    /** @type {Map<number, PendingCall>} */
    this.pending = new Map();
    /** Calls made before the worker is ready, in order. @type {OutgoingMessage[]} */
    this.queue = [];
    /** @type {Worker | null} */
    this.worker = null;
    this.isReady = false;
    /** @type {Error | null} */
    this.unavailable = null;
    /** @type {number[]} */
    this.crashTimes = [];
    this.startCount = 0;
    /** How many requests that change the worker's answers (CHANGES_ANSWERS) were sent. */
    this.answerChanges = 0;
    /** When set, every request's time limit in milliseconds (the browser tests shorten it). */
    /** @type {number | null} */
    this.timeoutOverrideMs = null;
    this.start();
  }

  /**
   * Sends one request; resolves with the worker's value or rejects with one of the errors above.
   * `transfer` lists buffers in `args` to hand over rather than copy (photos, camera frames).
   * `options.timeoutMs` replaces the kind's time limit (REQUEST_TIMEOUT_MS).
   * @template {import('./protocol.js').RequestName} K
   * @param {K} kind
   * @param {import('./protocol.js').Requests[K]['args']} [args]
   * @param {Transferable[]} [transfer]
   * @param {{ timeoutMs?: number }} [options]
   * @returns {Promise<import('./protocol.js').Requests[K]['result']>}
   */
  call(kind, args = /** @type {import('./protocol.js').Requests[K]['args']} */ ({}), transfer = [], options = {}) {
    if (this.unavailable) return Promise.reject(this.unavailable);
    const id = this.nextId++;
    if (/** @type {readonly string[]} */ (CHANGES_ANSWERS).includes(kind)) this.answerChanges += 1;
    const timeoutMs = options.timeoutMs ?? this.timeoutOverrideMs ?? /** @type {Record<string, number>} */ (REQUEST_TIMEOUT_MS)[kind] ?? REQUEST_TIMEOUT_MS.default;
    const message = { id, kind, args, transfer };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, kind, timeoutMs, deadline: Infinity, timer: null });
      if (this.isReady) this.post(message);
      else this.queue.push(message);
    });
  }

  /** @param {OutgoingMessage} message */
  post({ id, kind, args, transfer }) {
    // The clock starts when the worker gets the request, not while it is queued for a starting worker.
    const entry = this.pending.get(id);
    if (entry) {
      entry.deadline = Date.now() + entry.timeoutMs;
      entry.timer = setTimeout(() => this.onTimeout(id), entry.timeoutMs);
    }
    /** @type {Worker} */ (this.worker).postMessage({ id, kind, args }, transfer);
  }

  /**
   * A request ran out of time. The worker does one piece of work at a time, so a quick request sent
   * while a slow one (a photo) is in progress may wait for it: it gets until the slow one's deadline.
   * Past that, the worker is presumed hung: terminated, its requests rejected, and a new one started.
   * @param {number} id
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
    const error = said('solver-timeout', { seconds, doing: entry.kind }, WorkerTimeoutError);
    this.replaceWorker(this.worker, error);
  }

  /** Asks the worker to die as if it had crashed (a test hook; harmless: a new worker starts). */
  /**
   * Names what the worker's answers are judged by: an answer asked for under one name holds while
   * the name stays the same (no dictionary, list or rule sent since, and no restarted worker).
   */
  get answersEpoch() {
    return `${this.startCount}:${this.answerChanges}`;
  }

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
      this.giveUp(error instanceof WorkerUnavailableError ? error : new WorkerUnavailableError(String(/** @type {Error} */ (error).message || error)));
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

  /**
   * @param {Worker} worker
   * @param {any} data the worker's message: protocol.js's ResponseKind shapes, read field by field
   */
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
        this.giveUp(Object.assign(new WorkerUnavailableError(data.message), { l10n: data.l10n ?? null }));
        break;
      case ResponseKind.result:
        this.settle(data.id, (/** @type {PendingCall} */ p) => p.resolve(data.value));
        break;
      case ResponseKind.error:
        this.settle(data.id, (/** @type {PendingCall} */ p) => p.reject(new RequestError(data.message, data.details ?? null, data)));
        break;
      default:
        break;
    }
  }

  /**
   * @param {number} id
   * @param {(entry: PendingCall) => void} how
   */
  settle(id, how) {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer ?? undefined);
    how(entry);
  }

  /**
   * @param {Worker} worker
   * @param {string} reason
   */
  onCrash(worker, reason) {
    this.replaceWorker(worker, said('solver-crashed', { reason }, WorkerCrashedError));
  }

  /** Ends `worker` (crashed or hung), rejects what it was doing with `error`, and starts a new one. */
  /**
   * @param {Worker | null} worker
   * @param {Error} error
   */
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
      this.giveUp(said('solver-keeps-failing', {}, WorkerUnavailableError));
      return;
    }
    this.hooks.onCrash?.(error);
    this.start();
  }

  /** @param {Error} error */
  giveUp(error) {
    this.unavailable = error;
    this.isReady = false;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.rejectAll(error);
    this.hooks.onUnavailable?.(error);
  }

  /** @param {Error} error */
  rejectAll(error) {
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.queue = [];
    for (const entry of pending) {
      clearTimeout(entry.timer ?? undefined);
      entry.reject(error);
    }
  }
}
