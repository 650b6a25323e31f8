// What the page exposes as `window.__boggle`, for the browser tests and for curious people: whether
// the worker is ready, what the last solve, scan and capture were, and a few levers (a worker crash,
// a request's time limit, a difficulty's tries). Nothing here can do harm.

/**
 * What the page exposes as `window.__boggle`, for the browser tests and for curious people.
 * @typedef {object} TestHooks
 * @property {boolean} ready
 * @property {number | null} readyAt
 * @property {number} workerStarts
 * @property {object | null} workerTimings
 * @property {boolean} addressOpened
 * @property {unknown} lastSolve
 * @property {unknown} lastScan
 * @property {unknown} lastCapture
 * @property {() => void} killWorker
 * @property {() => string} boardText
 * @property {(kind: import('./worker/protocol.js').RequestName, args?: any, options?: { timeoutMs?: number }) => Promise<unknown>} call any request, its arguments as a test gives them (`any`: the tests' own values)
 * @property {(ms: number | null) => void} setRequestTimeout
 * @property {(n: number | null) => void} setOrderTries
 */

/**
 * The parts the hooks reach, asked for only when a hook is used (app.js makes them after the hooks).
 * @typedef {object} TestHookParts
 * @property {() => import('./worker/worker-bridge.js').WorkerBridge} bridge
 * @property {() => import('./board/board-editor.js').BoardEditor} editor
 * @property {() => import('./board/board-order.js').BoardOrder} order
 */

/**
 * Makes the hooks and puts them on `window.__boggle`; the page fills in what they report.
 * @param {TestHookParts} parts
 * @returns {TestHooks}
 */
export function exposeTestHooks({ bridge, editor, order }) {
  /** @type {TestHooks} Exposed for the browser tests and for curious people; nothing here can do harm. */
  const testHooks = {
    ready: false,
    readyAt: null,
    /** How many workers have become ready: 2 after one crash and restart. */
    workerStarts: 0,
    workerTimings: null,
    /** Whatever the address asked for at start (a board, a mode, a challenge) has been opened. */
    addressOpened: false,
    lastSolve: null,
    /** The last board read from a photo or the camera, as the worker gave it. */
    lastScan: null,
    /** How the camera's last board was taken: { source: "still" | "frame", width, height, ms }. */
    lastCapture: null,
    killWorker: () => bridge().simulateCrash(),
    /** The board in the grid as board text (`alex/ande/ravi/erda`). */
    boardText: () => editor().text(),
    /**
     * One request to the worker, as the app makes them (`cargo xtask bench-web` times these);
     * `options.timeoutMs` shortens its time limit (the hung-worker test).
     */
    call: (kind, args, options) => bridge().call(kind, args, [], options),
    /** Every request's time limit in milliseconds from now on (null: the defaults); for the tests. */
    setRequestTimeout: (ms) => void (bridge().timeoutOverrideMs = ms),
    /** Rolls a board of a difficulty may take (null: Rust's budget); for the tests of a miss. */
    setOrderTries: (n) => void (order().tries = n),
  };
  /** @type {Window & { __boggle?: TestHooks }} */ (window).__boggle = testHooks;
  return testHooks;
}
