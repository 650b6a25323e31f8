// The page's state, shared by its parts (app.js makes it; share-link.js sets `urlFollowsBoard`,
// modes.js `mode`): the latest solve shown, the minimum length set by hand, the solve requests'
// count, and what the address and the worker left to know.

/** @typedef {import('./board/last-cell.js').SolveAnswer} SolveResult */

/**
 * The page's state, shared by its parts (share-link.js sets `urlFollowsBoard`, modes.js `mode`).
 * @typedef {object} PageState
 * @property {SolveResult | null} result the latest solve result shown, or null
 * @property {number | null} minLenOverride what the person set in the min-length box; null: the game's official rule
 * @property {number} solveGeneration increases with every solve request
 * @property {number | null} filledAt when the board became full (performance.now())
 * @property {string | null} hungBoard the board text whose solve timed out
 * @property {import('./modes.js').Mode} mode
 * @property {boolean} urlFollowsBoard false until the address has been read at start
 */

/**
 * The state of a page just opened.
 * @returns {PageState}
 */
export function newPageState() {
  return {
    /** The latest solve result shown, or null. */
    result: null,
    /** What the person set in the min-length box; null means the game's official rule. */
    minLenOverride: null,
    /** Increases with every solve request, so an older answer never replaces a newer one. */
    solveGeneration: 0,
    /** When the board became full (performance.now()), to measure typing-to-words time. */
    filledAt: null,
    /** The board text whose solve timed out (the worker was restarted): not re-sent automatically. */
    hungBoard: null,
    mode: 'solve',
    /** False until the address has been read at start, so the empty first grid does not erase it. */
    urlFollowsBoard: false,
  };
}
