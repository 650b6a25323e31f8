// A game's end screen: the score against the board's best, the challenger's score if there was one,
// the personal best for the board's size (the game goes into the history), the words found above
// the words missed, each grouped by length, and the ways on: share the result as text (no spoilers:
// the counts and a grid of squares), send a challenge link, replay, a new board, the solution.
import { GroupedWordLists } from '../ui/word-list.js';
import { challengeUrl } from '../core/address.js';
import { newGameId, recordGame } from '../history/records.js';
import { localize, localizeParts, onLanguageChange, plain, t } from '../l10n/l10n.js';

/** @param {string} id an element of the end screen (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** The spoiler-free grid: how many of the player's words pass through each tile. */
const SQUARES = ['⬜', '🟨', '🟧', '🟥'];

/** @typedef {import('./play.js').PlayRound} PlayRound */
/** @typedef {import('./play.js').SolveResult} SolveResult */

/**
 * The result as text to share: counts only, and a grid that shows where words were, not letters.
 * @param {PlayRound} round
 * @param {SolveResult} solution the board's words
 * @param {{ rows: number, cols: number }} size
 * @param {string} dictionaryName
 * @param {string} link
 */
export function resultText(round, solution, { rows, cols }, dictionaryName, link) {
  const words = round.found.filter((f) => !f.revealed);
  const points = words.reduce((sum, f) => sum + f.score, 0);
  const through = new Array(rows * cols).fill(0);
  for (const f of words) for (const cell of new Set(f.path)) through[cell] += 1;
  /** @type {string[]} */
  const grid = [];
  for (let r = 0; r < rows; r++) {
    grid.push(through.slice(r * cols, r * cols + cols).map((n) => SQUARES[n === 0 ? 0 : n <= 2 ? 1 : n <= 5 ? 2 : 3]).join(''));
  }
  /** @type {Map<number, number>} */
  const byLength = new Map();
  for (const f of words) byLength.set(f.word.length, (byLength.get(f.word.length) ?? 0) + 1);
  const lengths = [...byLength.entries()].sort((a, b) => b[0] - a[0]).map(([n, count]) => `${count}×${n}`).join(' ');
  const seconds = round.seconds ?? 0;
  const score = t('play-share-score', { points, max: solution.totalScore, found: words.length, words: solution.wordCount });
  return [
    t('play-share-head', { rows, cols, seconds, minutes: seconds % 60 === 0 ? seconds / 60 : 0, dictionary: dictionaryName, minLen: round.minLen }),
    lengths ? `${score} ${t('play-share-lengths', { lengths })}` : score,
    ...grid,
    t('play-share-link', { link }),
  ].join('\n');
}

/**
 * Shares `text` through the system sheet, or copies it; resolves to what happened, in words.
 * @param {string} text
 * @param {string} title
 */
export async function shareText(text, title) {
  try {
    if (navigator.share && matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title, text });
      return t('play-shared');
    }
    await navigator.clipboard.writeText(text);
    return t('play-copied');
  } catch (error) {
    if (/** @type {{ name?: string } | null} */ (error)?.name === 'AbortError') return '';
    return t('play-copy-failed');
  }
}

/**
 * The parts the end screen uses: the game's (PlayModeParts) and its two ways on.
 * @typedef {import('./play.js').PlayModeParts & { replay: () => void, again: () => void }} PlayEndParts
 */

export class PlayEnd {
  /** @param {PlayEndParts} parts */
  constructor({ overlay, editor, setStatus, showSolution, details, linkRules, replay, again }) {
    this.overlay = overlay;
    this.editor = editor;
    this.setStatus = setStatus;
    this.linkRules = linkRules;
    this.el = {
      result: $('play-result'),
      best: $('play-best'),
      replay: $('play-replay'),
      again: $('play-again'),
      share: $('play-share'),
      challenge: $('play-challenge-link'),
      solve: $('play-solve'),
      shareBox: /** @type {HTMLTextAreaElement} */ ($('play-share-text')),
    };
    /** @param {number[] | null | undefined} path */
    const showPath = (path) => overlay.show(path);
    // A word chosen in one list unchooses the others' (its details show under the board).
    const lists = () => [...this.found.lists, ...this.missed.lists];
    this.found = new GroupedWordLists($('found-groups'), showPath, () => t('play-found-heading'), details, lists);
    this.missed = new GroupedWordLists($('missed-groups'), showPath, () => t('play-missed-heading'), details, lists);
    /** The round shown (set by show before any button can be pressed). @type {PlayRound | null} */
    this.round = null;
    /** @type {SolveResult | null} */
    this.solution = null;
    this.dictionaryName = '';
    this.el.replay.addEventListener('click', replay);
    this.el.again.addEventListener('click', again);
    this.el.solve.addEventListener('click', () => showSolution(/** @type {PlayRound} */ (this.round).board));
    this.el.share.addEventListener('click', () => this.share(false));
    this.el.challenge.addEventListener('click', () => this.share(true));
    // The lists' names (attributes, which a message's text does not carry) in the new language.
    onLanguageChange(() => {
      this.found.relabel();
      this.missed.relabel();
    });
  }

  /**
   * The end of `round` on the board of `solution`: its score, its words and the ways on.
   * @param {PlayRound} round
   * @param {SolveResult} solution
   * @param {string} how 'time' when time was up, else the player ended it
   * @param {string} dictionaryName
   */
  async show(round, solution, how, dictionaryName) {
    this.round = round;
    this.solution = solution;
    this.dictionaryName = dictionaryName;
    this.el.shareBox.hidden = true;
    const scored = round.found.filter((f) => !f.revealed);
    const points = scored.reduce((sum, f) => sum + f.score, 0);
    const revealed = round.found.length - scored.length;
    const toBeat = /** @type {number} */ (round.toBeat?.score); // read only when there is a score to beat
    localizeParts(this.el.result, /** @type {import('./play-challenge.js').Message[]} */ ([
      [how === 'time' ? 'play-over-time' : 'play-over-ended'],
      ['play-result', { points, max: solution.totalScore, found: scored.length, words: solution.wordCount, revealed }],
      ...(round.toBeat ? [[points > toBeat ? 'play-beat' : points === toBeat ? 'play-tied' : 'play-not-quite', { score: toBeat }]] : []),
    ]));
    const have = new Set(round.found.map((f) => f.word));
    this.found.render(round.found.map(({ word, score, path }) => ({ word, score, path })));
    this.missed.render(solution.words.filter((w) => !have.has(w.word)));
    this.el.replay.focus();
    const { rows, cols } = this.editor;
    plain(this.el.best, '');
    try {
      const before = await recordGame({
        id: newGameId(),
        at: new Date().toISOString(),
        kind: 'solo',
        board: round.board,
        rows,
        cols,
        minLen: round.minLen,
        dictionary: round.dictionary,
        seconds: round.seconds,
        score: points,
        maxScore: solution.totalScore,
        wordCount: solution.wordCount,
        found: scored.map((f) => f.word),
        revealed,
        ...(round.day ? { day: round.day } : {}),
      });
      if (!before) localize(this.el.best, 'play-first-best', { rows, cols, points });
      else if (points > before.score) localize(this.el.best, 'play-new-best', { rows, cols, before: before.score });
      else localize(this.el.best, 'play-best-is', { rows, cols, points: before.score });
    } catch (error) {
      // The browser's reason (no IndexedDB, say), as it gives it.
      localize(this.el.best, 'play-not-kept', { reason: /** @type {Error} */ (error).message });
    }
  }

  /** Shares the result (`challenge`: as a link for a friend to play the same board). */
  /** @param {boolean} challenge */
  async share(challenge) {
    const round = /** @type {PlayRound} */ (this.round); // the end screen shows a round
    const points = round.found.reduce((sum, f) => sum + f.score, 0);
    const link = challengeUrl({
      board: round.board,
      seconds: round.seconds,
      minLen: round.minLen,
      dictionary: round.dictionary,
      toBeat: challenge ? { score: points } : null,
      house: this.linkRules?.(round.dictionary) ?? [],
    });
    const text = challenge ? t('play-challenge-text', { points, link }) : resultText(round, /** @type {SolveResult} */ (this.solution), this.editor, this.dictionaryName, link);
    this.el.shareBox.value = text;
    this.el.shareBox.hidden = false;
    const said = await shareText(text, t(challenge ? 'play-share-challenge-title' : 'play-share-title'));
    if (said) this.setStatus(said);
  }
}
