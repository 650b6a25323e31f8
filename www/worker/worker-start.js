// Starts the solver's worker the moment this small module arrives (index.html loads it `async`,
// ahead of app.js and its thirty-odd modules), so the worker's own start (the wasm compiled, the
// dictionary downloaded and built) runs while the page's modules are still loading instead of
// after them. What the worker says before app.js listens is kept and replayed to it.
// Imports nothing, so that it runs as early as possible.

const EVENTS = ['message', 'error', 'messageerror'];

/** @type {{ worker: Worker, backlog: Event[], keep: (event: Event) => void } | null} */
let early = null;
try {
  let typeWasRead = false;
  /** @type {WorkerOptions} */
  const options = {
    /** @returns {'module'} */
    get type() {
      typeWasRead = true;
      return 'module';
    },
  };
  const worker = new Worker(new URL('./worker.js', import.meta.url), options);
  if (typeWasRead) {
    /** @type {Event[]} */
    const backlog = [];
    /** @param {Event} event */
    const keep = (event) => {
      event.preventDefault(); // an early error is reported once replayed, not as an uncaught one
      backlog.push(event);
    };
    for (const type of EVENTS) worker.addEventListener(type, keep);
    early = { worker, backlog, keep };
  } else {
    worker.terminate(); // no module workers: app.js says so when it tries
  }
} catch {
  // app.js starts the worker itself, and reports why it cannot.
}

/**
 * The worker started early, once (null after that, or if none could start). Its listeners are
 * attached by the caller right away; what it said before is replayed to them just after.
 * @returns {Worker | null}
 */
export function takeEarlyWorker() {
  if (!early) return null;
  const { worker, backlog, keep } = early;
  early = null;
  queueMicrotask(() => {
    for (const type of EVENTS) worker.removeEventListener(type, keep);
    for (const event of backlog) worker.dispatchEvent(replayOf(event));
  });
  return worker;
}

/** @param {Event} event an `error` (ErrorEvent) or a `message` / `messageerror` (MessageEvent) */
function replayOf(event) {
  if (event.type === 'error') return new ErrorEvent('error', { message: /** @type {ErrorEvent} */ (event).message, cancelable: true });
  return new MessageEvent(event.type, { data: /** @type {MessageEvent} */ (event).data });
}
