// Reading an exported history without trusting it (history.js imports this on the first import):
// each record checked on its own (its fields and types, a date neither in the future nor before
// 2000, a score within its own maximum), then against its board (the most points and words the board
// allows, solved by Rust in a solver worker of the import's own), then against the games kept: one
// already kept (the same content, whatever its id) is skipped, and one whose id is taken by a
// different game is kept beside it under a new id, so nothing kept is ever replaced.
import { MAX_BOARD_TEXT, ROUND_SECONDS, cleanName, isOwnList } from '../core/address.js';
import { DEFAULT_DICTIONARY, DICTIONARIES, MAX_SIDE, MIN_SIDE, QU_LETTERS } from '../core/catalog.js';
import { RequestKind } from '../worker/protocol.js';
import { RequestError, WorkerBridge, startModuleWorker } from '../worker/worker-bridge.js';
import { allLists } from '../core/storage.js';
import { rememberedSettings } from '../settings/settings.js';
import { newGameId } from './records.js';
import { t } from '../l10n/l10n.js';

/** The oldest date an imported game may carry; and how far past this device's clock (another device's may run a little ahead). */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;
/** How long checking a file's games against their boards may take (20,000 games take 37 s on a laptop). */
const CHECK_BUDGET_MS = 5 * 60 * 1000;
/** Why an imported game was skipped, as the report counts them: the message of each reason. */
const SKIP = Object.freeze({
  shape: 'history-skip-shape',
  future: 'history-skip-future',
  past: 'history-skip-past',
  inconsistent: 'history-skip-inconsistent',
  dictionary: 'history-skip-dictionary',
  board: 'history-skip-board',
  limit: 'history-skip-limit',
  unchecked: 'history-skip-unchecked',
  ownList: 'history-skip-own-list',
  slow: 'history-skip-slow',
  duplicate: 'history-skip-duplicate',
});

/** @typedef {import('../core/storage.js').GameRecord} GameRecord */
/** @typedef {keyof typeof SKIP} SkipReason */

/**
 * What a game's board allows (its size, most points and words, whether it has a Qu tile), or why it
 * cannot be checked.
 * @typedef {{ reason: SkipReason } | SolvedLimit} BoardLimit
 */

/** @typedef {{ reason?: undefined, rows: number, cols: number, hasQu: boolean, totalScore: number, wordCount: number }} SolvedLimit */

/**
 * A board the games of a file were played on, under a dictionary and minimum length, and the most
 * its games claim of it.
 * @typedef {{ dictionary: string, minLen: number, board: string, claimed: { totalScore: number, wordCount: number } }} ClaimedBoard
 */

/** @typedef {Partial<Record<SkipReason, number>>} Skipped */

// A record read from a file is anything JSON holds: its fields are `any` until each is checked.
const isText = (/** @type {any} */ v, max = 2000) => typeof v === 'string' && v.length <= max;
const isCount = (/** @type {any} */ v, max = 1e7) => Number.isInteger(v) && v >= 0 && v <= max;
const isWords = (/** @type {any} */ v) => Array.isArray(v) && v.length <= 5000 && v.every((w) => isText(w, 200));
const isId = (/** @type {any} */ v) => isText(v, 100) && /^[\w.:-]+$/.test(v);

/**
 * A game read from a file, checked on its own: `{ game }` (only the fields a record has, names
 * cleaned of invisible characters) or `{ reason }` (a key of SKIP). Its board is checked after.
 * @param {any} g a record from a file: JSON of any shape, every field checked here
 * @param {number} [now]
 * @returns {{ game: GameRecord, reason?: undefined } | { game?: undefined, reason: SkipReason }}
 */
export function readGame(g, now = Date.now()) {
  if (!g || typeof g !== 'object' || !isId(g.id) || !isText(g.at, 40)) return { reason: 'shape' };
  if (!['solo', 'table', 'day'].includes(g.kind) || !isText(g.board, MAX_BOARD_TEXT) || !g.board.trim()) return { reason: 'shape' };
  const side = (/** @type {any} */ v) => Number.isInteger(v) && v >= MIN_SIDE && v <= MAX_SIDE;
  if (!side(g.rows) || !side(g.cols) || !isCount(g.minLen, 16) || g.minLen < 1) return { reason: 'shape' };
  if (!isCount(g.score) || !isCount(g.maxScore) || !isCount(g.wordCount)) return { reason: 'shape' };
  // Dates as the app writes them (toISOString); the rest is not a date this app wrote.
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(g.at) ? Date.parse(g.at) : NaN;
  if (Number.isNaN(at)) return { reason: 'shape' };
  if (at > now + CLOCK_SLACK_MS) return { reason: 'future' };
  if (at < EARLIEST) return { reason: 'past' };
  const dictionary = g.dictionary ?? DEFAULT_DICTIONARY;
  if (!isText(dictionary, 40) || !(Object.hasOwn(DICTIONARIES, dictionary) || isOwnList(dictionary))) return { reason: 'dictionary' };
  /** @type {GameRecord} */
  const game = {
    id: g.id, at: g.at, kind: g.kind, board: g.board, rows: g.rows, cols: g.cols, minLen: g.minLen,
    dictionary, score: g.score, maxScore: g.maxScore, wordCount: g.wordCount,
  };
  // The rules a round was judged by (rounds scored at the table keep them), when they are rules.
  if (g.scoring !== undefined && (!isText(g.scoring, 40) || !/^[a-z-]+$/.test(g.scoring))) return { reason: 'shape' };
  if (g.qu !== undefined && !QU_LETTERS.includes(g.qu)) return { reason: 'shape' };
  if (g.scoring !== undefined) game.scoring = g.scoring;
  if (g.qu !== undefined) game.qu = g.qu;
  if (g.score > g.maxScore) return { reason: 'inconsistent' };
  // The board of the day's date: a row of its own (kind "day", opened), or a game played on it.
  if (g.day !== undefined) {
    if (!isText(g.day, 10) || !/^\d{4}-\d{2}-\d{2}$/.test(g.day) || g.kind === 'table') return { reason: 'shape' };
    game.day = g.day;
  }
  if (g.kind === 'day') {
    if (!game.day || g.score !== 0) return { reason: 'shape' };
  } else if (g.kind === 'solo') {
    if (!isWords(g.found) || new Set(g.found).size !== g.found.length) return { reason: 'shape' };
    const revealed = g.revealed ?? 0;
    const seconds = g.seconds ?? null;
    if (!isCount(revealed) || (seconds !== null && (!isCount(seconds, ROUND_SECONDS.max) || seconds < 1))) return { reason: 'shape' };
    if (g.found.length + revealed > g.wordCount) return { reason: 'inconsistent' };
    Object.assign(game, { found: g.found, revealed, seconds });
  } else {
    if (!Array.isArray(g.players) || !g.players.length || g.players.length > 16) return { reason: 'shape' };
    const players = g.players.map((/** @type {any} */ p) => (p && isText(p.name, 100) && isCount(p.score) && isWords(p.words) ? { name: cleanName(p.name).name, score: p.score, words: p.words, ...(p.absent === true ? { absent: true } : {}) } : null));
    if (players.includes(null)) return { reason: 'shape' };
    if (players.some((/** @type {import('../core/storage.js').KeptPlayer} */ p) => p.score > g.maxScore || (p.absent && (p.score || p.words.length)))) return { reason: 'inconsistent' };
    game.players = players;
  }
  return { game };
}

/**
 * A game's content without its id, in one order: two records of the same game compare equal.
 * @param {GameRecord} game
 */
function contentOf(game) {
  const { id, ...content } = readGame(game, Infinity).game ?? game;
  return JSON.stringify(content);
}

/**
 * Runs `work` on every item, `size` at a time (the worker's queue stays short); `onChunk(count done)`.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => Promise<unknown>} work
 * @param {(done: number) => void} [onChunk]
 * @param {number} [size]
 */
async function inChunks(items, work, onChunk = () => {}, size = 64) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
    onChunk(Math.min(items.length, i + size));
  }
}

/**
 * The most points and words each game's board allows (`dictionary \n minLen \n board` -> { rows, cols,
 * totalScore, wordCount } or { reason }), solved by Rust in a solver worker of the import's own, so the
 * app's keeps its dictionary and rules. A record does not say which scoring or Qu rule it was played
 * under: the rules in use here come first, and a board whose games claim more than that allows is
 * solved again under every other scoring (and Qu rule, when it has a Qu tile) the app has; the highest
 * counts. The house list in use here is applied (its words may have scored). Within CHECK_BUDGET_MS:
 * what is not confirmed by then is skipped as not checked.
 * @param {GameRecord[]} games
 * @param {(progress: string) => void} onProgress
 * @returns {Promise<(game: GameRecord) => BoardLimit | undefined>}
 */
async function boardLimits(games, onProgress) {
  const deadline = Date.now() + CHECK_BUDGET_MS;
  /** @type {Map<string, ClaimedBoard>} */
  const boards = new Map();
  for (const g of games) {
    const key = `${g.dictionary}\n${g.minLen}\n${g.board}`;
    const b = boards.get(key) ?? { dictionary: g.dictionary, minLen: g.minLen, board: g.board, claimed: { totalScore: 0, wordCount: 0 } };
    b.claimed.totalScore = Math.max(b.claimed.totalScore, g.maxScore);
    b.claimed.wordCount = Math.max(b.claimed.wordCount, g.wordCount);
    boards.set(key, b);
  }
  /** @type {Map<string, BoardLimit>} */
  const limits = new Map();
  const claimedOf = (/** @type {string} */ key) => /** @type {ClaimedBoard} */ (boards.get(key));
  const fits = (/** @type {string} */ key) => {
    const limit = limits.get(key);
    const { claimed } = claimedOf(key);
    return limit && (limit.reason || (limit.totalScore >= claimed.totalScore && limit.wordCount >= claimed.wordCount));
  };
  const bridge = new WorkerBridge(() => startModuleWorker(new URL('../worker/worker.js', import.meta.url)));
  try {
    const { scorings } = await bridge.call(RequestKind.catalog, {});
    const here = rememberedSettings();
    if (here.allowed.trim()) await bridge.call(RequestKind.houseList, { allowed: here.allowed, banned: '' });
    const rules = [{ scoring: here.scoring, qu: here.qu }];
    for (const { name } of scorings) for (const qu of QU_LETTERS) if (name !== here.scoring || qu !== here.qu) rules.push({ scoring: name, qu });
    let done = 0;
    // The app's dictionaries, then the players' own lists the games name (checked by those kept here).
    const own = [...new Set([...boards.values()].map((b) => b.dictionary).filter(isOwnList))];
    const kept = own.length ? await allLists().catch(() => []) : [];
    for (const name of [...Object.keys(DICTIONARIES), ...own]) {
      const these = [...boards.keys()].filter((key) => claimedOf(key).dictionary === name);
      if (!these.length) continue;
      const list = isOwnList(name) ? kept.find((l) => l.id === name) : null;
      if (isOwnList(name) && !list) {
        for (const key of these) limits.set(key, { reason: 'ownList' });
        continue;
      }
      try {
        if (list) await bridge.call(RequestKind.keepList, { id: name, lex: list.lex });
        await bridge.call(RequestKind.dictionary, { name });
      } catch {
        for (const key of these) limits.set(key, { reason: 'unchecked' });
        continue;
      }
      for (const [pass, rule] of rules.entries()) {
        // The Qu rule only changes the score of a board with a Qu tile.
        const todo = these.filter((key) => !fits(key) && (pass === 0 || rule.qu === 2 || /** @type {{ hasQu?: boolean }} */ (limits.get(key)).hasQu));
        if (!todo.length) continue;
        await bridge.call(RequestKind.houseRules, rule);
        await inChunks(todo, async (key) => {
          const { board, minLen } = claimedOf(key);
          let solved;
          try {
            solved = await bridge.call(RequestKind.solve, { board, minLen });
          } catch (error) {
            if (error instanceof RequestError) return void limits.set(key, { reason: 'board' }); // not a board
            throw error; // the worker failed: nothing can be checked
          }
          const { rows, cols, tiles } = solved.board;
          // A board with a reason is not solved again (fits() says so): what is kept is what a solve found.
          const limit = /** @type {SolvedLimit | undefined} */ (limits.get(key)) ?? { rows, cols, hasQu: tiles.some((/** @type {string} */ t) => t.startsWith('q')), totalScore: 0, wordCount: 0 };
          limit.totalScore = Math.max(limit.totalScore, solved.totalScore);
          limit.wordCount = Math.max(limit.wordCount, solved.wordCount);
          limits.set(key, limit);
        }, (/** @type {number} */ count) => {
          if (Date.now() > deadline) throw new CheckBudgetError();
          onProgress(pass === 0 ? t('history-progress', { done: done + count, boards: boards.size }) : t('history-progress-again', { boards: todo.length }));
        });
      }
      done += these.length;
    }
  } catch (error) {
    if (!(error instanceof CheckBudgetError)) throw error;
    // Out of time: what is not confirmed is not kept.
    for (const key of boards.keys()) if (!fits(key)) limits.set(key, { reason: 'slow' });
  } finally {
    bridge.giveUp(new Error('the import was checked')); // ends the import's worker
  }
  return (game) => limits.get(`${game.dictionary}\n${game.minLen}\n${game.board}`);
}

class CheckBudgetError extends Error {}

/**
 * Whether a game's numbers fit its board: null if they do, else the reason (a key of SKIP).
 * @param {GameRecord} game
 * @param {BoardLimit} limit
 * @returns {SkipReason | null}
 */
function beyondBoard(game, limit) {
  if (limit.reason) return limit.reason;
  if (limit.rows !== game.rows || limit.cols !== game.cols) return 'board';
  if (game.maxScore > limit.totalScore || game.wordCount > limit.wordCount) return 'limit';
  return null;
}

/**
 * Which of `incoming` (records read from a file) to add to `existing`: each checked (readGame, then its
 * board), a game already kept (the same content, whatever its id) skipped, and one whose id is taken by
 * a different game kept beside it under a new id: nothing kept is ever replaced. Resolves with
 * { add: [game], skipped: { reason: count }, renamed }.
 * @param {unknown[]} incoming
 * @param {GameRecord[]} existing
 * @param {(progress: string) => void} [onProgress]
 * @returns {Promise<{ add: GameRecord[], skipped: Skipped, renamed: number }>}
 */
export async function sortImport(incoming, existing, onProgress = () => {}) {
  /** @type {Skipped} */
  const skipped = {};
  const skip = (/** @type {SkipReason} */ reason) => void (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const now = Date.now();
  /** @type {GameRecord[]} */
  const readable = [];
  for (const g of incoming) {
    const { game, reason } = readGame(g, now);
    if (game) readable.push(game);
    else skip(reason);
  }
  const limitOf = readable.length ? await boardLimits(readable, onProgress) : null;
  const kept = new Set(existing.map(contentOf));
  const ids = new Set(existing.map((g) => g.id));
  /** @type {GameRecord[]} */
  const add = [];
  let renamed = 0;
  for (const game of readable) {
    // Every board of a readable game has a limit by now (readable is not empty here).
    const reason = beyondBoard(game, /** @type {BoardLimit} */ (/** @type {NonNullable<typeof limitOf>} */ (limitOf)(game)));
    if (reason) {
      skip(reason);
      continue;
    }
    const content = contentOf(game);
    if (kept.has(content)) {
      skip('duplicate');
      continue;
    }
    kept.add(content);
    if (ids.has(game.id)) {
      game.id = newGameId();
      renamed += 1;
    }
    ids.add(game.id);
    add.push(game);
  }
  return { add, skipped, renamed };
}

/**
 * "Imported 3 games (1 kept beside another with the same id); skipped 2: 1 dated in the future, 1 …."
 * @param {number} imported
 * @param {Skipped} skipped
 * @param {number} renamed
 */
export function importReport(imported, skipped, renamed) {
  const total = Object.values(skipped).reduce((a, b) => a + b, 0);
  const reasons = Object.entries(skipped).map(([reason, count]) => t(SKIP[/** @type {SkipReason} */ (reason)], { count }));
  return t('history-imported', { games: imported, renamed, skipped: total, reasons: reasons.join(', ') });
}
