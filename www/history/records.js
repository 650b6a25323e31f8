// A game's record and the bests, as pure functions over records, plus the one call that keeps a
// finished game: what Play, Score a game and an import share, below the History panel itself.
import { allGames, putGames } from '../core/storage.js';

/** A size's name as shown and as the bests are grouped: "4×4". */
export function sizeName(rows, cols) {
  return `${rows}×${cols}`;
}

/** A new game record's id: time plus randomness, so imports from several devices do not collide. */
export function newGameId() {
  return `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

/** The best solo score per board size: { "4×4": { score, at, board } }. */
export function bests(games) {
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
 */
export async function recordGame(game) {
  const before = game.kind === 'solo' ? bests(await allGames())[sizeName(game.rows, game.cols)] ?? null : null;
  await putGames([game]);
  return before;
}
