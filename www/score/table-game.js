// The game at the table as it is kept (game-score.js scores it): the players, each with their name,
// their list as typed and their points so far, and the rounds played, kept in localStorage at every
// keystroke so that a reload or a closed tab loses nothing; and a round judged, as the history keeps it.
import { forget, keep, recall } from '../core/storage.js';
import { newGameId } from '../history/records.js';
import { isAbsent } from './score-totals.js';

/** Where the game is kept (core/storage.js). */
const SAVED = 'table';
/** The most players a game has. */
export const MAX_PLAYERS = 16;

/** @typedef {import('./judged-word.js').JudgedWord} JudgedWord */

/**
 * A round as Rust judged it (RequestKind.judgeRound), with what it was judged by (kept for the history).
 * @typedef {object} JudgedRound
 * @property {number} minLen
 * @property {Array<{ words: JudgedWord[], score: number, counted: number }>} players in the order of the lists
 * @property {number[]} winners the leaders' places
 * @property {Array<{ word: string, shown?: string, score: number, path: number[] }>} missed the words nobody found, best first
 * @property {number} wordCount
 * @property {number} totalScore
 * @property {number | null} [stoppedAfter]
 * @property {number | null} [houseStoppedAfter]
 * @property {string} board
 * @property {string} dictionary
 * @property {{ scoring: string, qu: number }} rules
 */

/** @typedef {{ name: string, text: string, total: number }} TablePlayer a player's name, list as typed and points so far */
/**
 * The game kept in storage; `together`: the code of the round played together whose players were scanned.
 * @typedef {{ players: TablePlayer[], rounds: number, board: string | null, together?: string | null }} TableGame
 */

/**
 * The game kept (before a reload), or a new one with no player yet.
 * @returns {TableGame}
 */
export function keptGame() {
  const saved = recall(SAVED);
  return saved && Array.isArray(saved.players) ? saved : { players: [], rounds: 0, board: null };
}

/** @param {TableGame} game kept as it is now */
export function keepGame(game) {
  keep(SAVED, game);
}

/** A new game: the one kept is forgotten. */
export function forgetGame() {
  forget(SAVED);
}

/** @returns {TablePlayer} */
export function newPlayer() {
  return { name: '', text: '', total: 0 };
}

/**
 * A round judged, as the history keeps it (records.js): the board, its rules, each player's score and words;
 * played together, a player whose words never came back is kept as absent (score 0, no words), not as a 0.
 * @param {JudgedRound} round
 * @param {string[]} names the players' names as shown
 * @param {{ rows: number, cols: number }} size the board's
 * @param {TableGame} game the game the round is of (who is absent)
 * @returns {import('../history/records.js').GameRecord}
 */
export function tableRecord(round, names, { rows, cols }, game) {
  return {
    id: newGameId(),
    at: new Date().toISOString(),
    kind: 'table',
    board: round.board,
    rows,
    cols,
    minLen: round.minLen,
    dictionary: round.dictionary,
    scoring: round.rules.scoring,
    qu: round.rules.qu,
    score: Math.max(0, ...round.players.map((p) => p.score)),
    maxScore: round.totalScore,
    wordCount: round.wordCount,
    players: round.players.map((p, i) => (isAbsent(game, i) ? { name: names[i], score: 0, words: [], absent: true } : { name: names[i], score: p.score, words: p.words.map((w) => w.word) })),
  };
}
