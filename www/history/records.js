// A game's record and the bests, as pure functions over records, plus the one call that keeps a
// finished game: what Play, Score a game and an import share, below the History panel itself.
import { allGames, putGames } from '../core/storage.js';

/** @typedef {import('../core/storage.js').GameRecord} GameRecord */

/**
 * The best solo score of a size, and the game that made it.
 * @typedef {{ score: number, at: string, board: string }} Best
 */

/**
 * A size's name as shown and as the bests are grouped: "4×4".
 * @param {number} rows
 * @param {number} cols
 */
export function sizeName(rows, cols) {
  return `${rows}×${cols}`;
}

/** A new game record's id: time plus randomness, so imports from several devices do not collide. */
export function newGameId() {
  return `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

/**
 * The best solo score per board size: { "4×4": { score, at, board } }.
 * @param {readonly GameRecord[]} games
 */
export function bests(games) {
  /** @type {Record<string, Best>} */
  const best = {};
  for (const game of games) {
    if (game.kind !== 'solo') continue;
    const size = sizeName(game.rows, game.cols);
    if (!best[size] || game.score > best[size].score) best[size] = { score: game.score, at: game.at, board: game.board };
  }
  return best;
}

/**
 * Records a finished game; resolves with the best solo score for its size before it (null if it is
 * the first), or rejects if the browser keeps no history.
 * @param {GameRecord} game
 * @returns {Promise<Best | null>}
 */
export async function recordGame(game) {
  const before = game.kind === 'solo' ? bests(await allGames())[sizeName(game.rows, game.cols)] ?? null : null;
  await putGames([game]);
  return before;
}
