// The words of a round in play (mixed into PlayMode, play.js): the word being swiped, each tile it
// takes flashing and buzzing lightly; words swiped or typed, judged at once by the worker, with what
// became of each (in the board's band: the lists never move for it); the words found; a word
// revealed for no points; the score and the progress by length.
import { RequestKind } from '../worker/protocol.js';
import { shownWord } from '../ui/word-list.js';
import { localize, plain, t } from '../l10n/l10n.js';

/** How long the board flashes green or red after a swiped word. */
const FLASH_MS = 450;
/** How long a tile flashes when a swipe takes it, and the buzz that goes with it. */
const TILE_FLASH_MS = 220;
const TILE_BUZZ_MS = 12;

/** @typedef {import('./play.js').FoundWord} FoundWord */

/**
 * The methods this module adds to PlayMode (play.js assigns them to its prototype).
 * @typedef {object} RoundWords
 * @property {(path: number[]) => void} showSwipe shows the word being swiped, flashing the tile just taken
 * @property {(id: string, args: Record<string, string | number> | undefined, outcome: string, how: string) => void} say
 *   says what became of a word
 * @property {(word: string, how: string) => Promise<void>} submit judges a word swiped ('swipe') or typed ('typed')
 * @property {(entry: FoundWord) => void} addFound
 * @property {(entry: FoundWord) => HTMLLIElement} foundItem
 * @property {() => void} reveal
 * @property {() => number} points
 * @property {() => void} updateScore
 * @property {ReturnType<typeof setTimeout>} [flashTimer] the board's flash after a swiped word
 */

/** @typedef {import('./play.js').PlayMode & RoundWords} PlayGame a PlayMode with these methods */

/**
 * PlayMode's methods for the words of a round (`this` is the PlayMode).
 * @type {RoundWords & ThisType<PlayGame>}
 */
export const roundWords = {
  showSwipe(path) {
    const { tiles, cells } = this.deps.editor;
    this.el.current.textContent = path.map((c) => tiles[c]).join('').toUpperCase();
    this.el.current.dataset.outcome = '';
    this.deps.overlay.show(path.length ? path : null);
    // Each tile taken flashes under the finger and buzzes lightly (not one given back by sliding back).
    if (path.length > this.swiped) {
      const cell = cells[path[path.length - 1]];
      cell.classList.remove('taken');
      void cell.offsetWidth; // restart the flash on a tile taken again
      cell.classList.add('taken');
      setTimeout(() => cell.classList.remove('taken'), TILE_FLASH_MS);
      if (navigator.vibrate) navigator.vibrate(TILE_BUZZ_MS);
    }
    this.swiped = path.length;
  },

  /** Says what became of a word: the message `id` with `args`. */
  say(id, args, outcome, how) {
    localize(this.el.feedback, id, args);
    this.el.feedback.dataset.outcome = outcome;
    if (how !== 'swipe') return;
    this.el.current.dataset.outcome = outcome;
    const grid = this.deps.editor.grid;
    const flash = outcome === 'ok' ? 'flash-good' : 'flash-bad';
    grid.classList.remove('flash-good', 'flash-bad');
    void grid.offsetWidth; // restart the animation on a second word in a row
    grid.classList.add(flash);
    clearTimeout(this.flashTimer);
    this.flashTimer = setTimeout(() => grid.classList.remove(flash), FLASH_MS);
    if (navigator.vibrate && outcome === 'ok') navigator.vibrate(15);
  },

  /** Judges a word the player swiped or typed; what was typed is never lost to a failure. */
  async submit(word, how) {
    if (!word || !this.isRunning()) return;
    /** @param {string} w */
    const found = (w) => /** @type {import('./play.js').PlayRound} */ (this.round).found.find((f) => f.word === w);
    if (found(word)) return this.say('play-already', { word }, 'repeat', how);
    /** @type {import('../solve/solve-panel.js').WordCheck} */
    let check;
    try {
      check = await this.deps.bridge.call(RequestKind.check, { board: /** @type {import('./play.js').PlayRound} */ (this.round).board, word, minLen: /** @type {import('./play.js').PlayRound} */ (this.round).minLen });
    } catch (error) {
      // Give the word back (the worker may have been restarted): what the player typed is not lost.
      if (how === 'typed' && !this.el.word.value) this.el.word.value = word;
      this.say(how === 'typed' ? 'play-unchecked-typed' : 'play-unchecked-swiped', { word }, 'error', how);
      this.deps.reportFailure(error, t('check-failed'));
      return;
    }
    if (!this.isRunning()) return; // time ran out (or the game was paused) while the word was checked
    // A word typed and refused goes with "My words" in a round played together, for the host to rule on (a
    // swipe refused is a slip of the finger, not a claim).
    const round = /** @type {import('./play.js').PlayRound} */ (this.round);
    const counts = check.longEnough && check.house !== 'banned' && check.inDictionary && !check.gaveUp && check.path;
    if (round.refused && how === 'typed' && !counts && !round.refused.includes(word)) {
      round.refused.push(word);
      this.save();
    }
    if (!check.longEnough) return this.say('play-too-short', { word, minLen: /** @type {import('./play.js').PlayRound} */ (this.round).minLen }, 'short', how);
    if (check.house === 'banned') return this.say('play-banned', { word }, 'not-word', how);
    if (!check.inDictionary) return this.say('play-not-a-word', { word }, 'not-word', how);
    if (check.gaveUp) return this.say('play-gave-up', { word }, 'not-on-board', how);
    if (!check.path) return this.say('play-not-on-board', { word }, 'not-on-board', how);
    // Found words are keyed by the tiles' letters (German öl typed is oel), shown as written.
    const shown = shownWord(check);
    if (found(check.word)) return this.say('play-already', { word: shown }, 'repeat', how);
    this.addFound({ word: check.word, shown: check.shown, score: check.score, path: check.path });
    this.say('play-scored', { word: shown, points: check.score }, 'ok', how);
    this.deps.overlay.show(check.path);
  },

  addFound(entry) {
    /** @type {import('./play.js').PlayRound} */ (this.round).found.push(entry);
    this.save();
    this.el.found.prepend(this.foundItem(entry));
    this.updateScore();
  },

  foundItem(entry) {
    const { score, revealed } = entry;
    const word = shownWord(entry);
    const item = document.createElement('li');
    // The word as it is; what it scored (or that it was revealed) in words of the language.
    const text = document.createElement('span');
    text.className = 'found-word';
    plain(text, word);
    const mark = document.createElement('span');
    if (revealed) localize(mark, 'play-found-revealed');
    else localize(mark, 'play-found-points', { points: score });
    item.append(text, ' ', mark);
    if (revealed) item.className = 'revealed';
    return item;
  },

  /** Shows one word not found yet (one of the shortest), for no points. */
  reveal() {
    if (!this.isRunning()) return;
    const have = new Set(/** @type {import('./play.js').PlayRound} */ (this.round).found.map((f) => f.word));
    const left = /** @type {import('./play.js').SolveResult} */ (this.solution).words.filter((w) => !have.has(w.word));
    if (!left.length) {
      this.say('play-nothing-left', undefined, 'ok', 'typed');
      return;
    }
    const shortest = Math.min(...left.map((w) => w.word.length));
    const pool = left.filter((w) => w.word.length === shortest);
    const pick = pool[crypto.getRandomValues(new Uint32Array(1))[0] % pool.length];
    this.addFound({ word: pick.word, shown: pick.shown, score: 0, path: pick.path, revealed: true });
    this.say('play-revealed', { word: shownWord(pick) }, 'ok', 'typed');
    this.deps.overlay.show(pick.path);
  },

  points() {
    return /** @type {import('./play.js').PlayRound} */ (this.round).found.reduce((sum, f) => sum + f.score, 0);
  },

  updateScore() {
    const scored = /** @type {import('./play.js').PlayRound} */ (this.round).found.filter((f) => !f.revealed);
    localize(this.el.score, 'play-score', { points: this.points(), words: scored.length });
    /** @type {Map<number, number>} */
    const byLength = new Map();
    for (const f of /** @type {import('./play.js').PlayRound} */ (this.round).found) byLength.set(f.word.length, (byLength.get(f.word.length) ?? 0) + 1);
    if (this.hints) this.progress.render(this.hints.byLength, byLength);
  },
};
