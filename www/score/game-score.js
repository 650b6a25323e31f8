// Scoring a real game at the table: each player's name and list (typed, or pasted: one word a line,
// or separated by spaces or commas), judged by Rust as it is typed (RequestKind.judgeRound): every
// word with its reason, words on two lists cancelled, scores, the leader (named in the board's band,
// in view while lists are typed), the best words nobody found. Rounds add up; each scored round goes
// into the history with the dictionary and rules it was judged by. Everything typed is kept in
// localStorage at every keystroke, so a reload or a closed tab loses nothing (table-game.js); each
// player's card is player-card.js's.
import { RequestKind } from '../worker/protocol.js';
import { WordList } from '../ui/word-list.js';
import { recordGame } from '../history/records.js';
import { ask } from '../ui/confirm-dialog.js';
import { cleanName } from '../core/address.js';
import { localize, onLanguageChange, plain, t } from '../l10n/l10n.js';
import { judgedItem, verdictText } from './judged-word.js';
import { holdFocusedInPlace } from '../ui/layout.js';
import { MAX_PLAYERS, forgetGame, keepGame, keptGame, newPlayer, tableRecord } from './table-game.js';
import { labelCard, playerCard } from './player-card.js';
import { PlayerScan, partsText } from './score-scan.js';
import { isAbsent, renderTotals } from './score-totals.js';
import { StandingsCode, tablePlayers } from './score-standings.js';

/** @param {string} id an element of the Score panel (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** Judging waits this long after the last key, so a fast typist is not judged letter by letter. */
const JUDGE_DELAY_MS = 150;
/** The words nobody found shown at first; the rest behind "Show all". */
const MISSED_SHOWN = 12;

/** @typedef {import('./table-game.js').JudgedRound} JudgedRound */
/** @typedef {import('./table-game.js').TablePlayer} TablePlayer */
/** @typedef {import('./table-game.js').TableGame} TableGame */

/**
 * The page's parts Score a game uses (app.js makes them).
 * @typedef {object} ScoreGameParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {import('../ui/path-overlay.js').PathOverlay} overlay
 * @property {() => number | undefined} minLen the minimum word length (undefined: official)
 * @property {() => string} dictionary the dictionary in use (its name)
 * @property {() => { scoring: string, qu: number }} rules the house rules in use
 * @property {import('../solve/word-details.js').WordDetails} details where a tapped word's details show
 * @property {(error: unknown, what: string) => void} reportFailure
 * @property {(text: string) => void} setStatus
 * @property {{ count: () => number, check: () => void }} [doubts] the board's tiles read from a
 *   photo and still marked to check: how many, and opening the first one's check
 * @property {(scan: import('../photo/photo.js').CodeScan) => void} [scanCodes] opens the camera for codes
 *   only ("Scan a player")
 * @property {() => string | null} [togetherRound] the code of the round this phone last played together, if any
 * @property {(text: string, failure: string) => Promise<boolean>} [loadBoard] puts a board in the grid
 */

export class ScoreGame {
  /** @param {ScoreGameParts} deps */
  constructor(deps) {
    this.deps = deps;
    this.el = {
      players: $('score-players'),
      add: /** @type {HTMLButtonElement} */ ($('score-add')),
      summary: $('score-summary'),
      totals: $('score-totals'),
      missed: /** @type {HTMLOListElement} */ ($('score-missed')),
      missedAll: $('score-missed-all'),
      missedHeading: $('score-missed-heading'),
      next: /** @type {HTMLButtonElement} */ ($('score-next')),
      reset: $('score-reset'),
      scan: /** @type {HTMLButtonElement} */ ($('score-scan')),
    };
    /** { players: [{ name, text, total }], rounds, board } @type {TableGame} */
    this.game = keptGame();
    if (!this.game.players.length) this.game.players = [newPlayer(), newPlayer()];
    /** @type {JudgedRound | null} */
    this.round = null;
    this.generation = 0;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.showAllMissed = false;
    this.missedList = new WordList(this.el.missed, (path) => deps.overlay.show(path), () => this.unpress(), deps.details);
    this.el.add.addEventListener('click', () => this.addPlayer());
    this.el.next.addEventListener('click', () => this.nextRound());
    this.el.reset.addEventListener('click', () => this.resetGame());
    /** "Scan a player" (score-scan.js): each card it fills is saved and judged as if typed. */
    this.scan = new PlayerScan({
      ...deps,
      game: () => this.game,
      filled: () => {
        this.save();
        this.renderPlayers();
        this.judgeSoon(0);
      },
    });
    this.el.scan.addEventListener('click', () => this.scan.open());
    /** "Show the standings" (score-standings.js): the table as judged now, as a code for every phone. */
    this.standings = new StandingsCode({
      ...deps,
      round: () => this.scan.round(),
      standings: () => {
        const names = this.game.players.map((_, i) => this.nameOf(i));
        return this.round && { players: tablePlayers(this.game, this.round, names), rounds: this.game.rounds + 1 };
      },
    });
    this.el.missedAll.addEventListener('click', () => {
      this.showAllMissed = !this.showAllMissed;
      this.renderMissed();
    });
    this.el.players.addEventListener('input', (event) => this.onInput(event));
    this.el.players.addEventListener('click', (event) => this.onClick(event));
    this.renderPlayers();
    // What a message's text does not carry (controls' names, players' names in reasons) said again.
    onLanguageChange(() => {
      [...this.el.players.children].forEach((card, index) => labelCard(/** @type {HTMLElement} */ (card), index, this.nameOf(index)));
      this.render();
    });
  }

  /** The board kept with the game (to put back in the grid after a reload), or null. */
  get savedBoard() {
    return this.game.board;
  }

  /** Some player has written something. */
  hasWords() {
    return this.game.players.some((p) => p.text.trim());
  }

  /** Entering the mode (or the board changed in it): judge what is there. */
  enter() {
    // Only for a round played together on this phone: a table game has nobody's code to scan.
    this.el.scan.hidden = !this.deps.scanCodes || !this.scan.round();
    this.standings.update();
    this.judgeSoon(0);
  }

  onBoardChange() {
    this.game.board = this.deps.editor.isFull() ? this.deps.editor.text() : null;
    this.save();
    this.judgeSoon(0);
  }

  save() {
    keepGame(this.game);
  }

  renderPlayers() {
    this.el.players.replaceChildren(...this.game.players.map((p, i) => playerCard(p, i, this.game.players.length > 1, this.nameOf(i))));
    this.el.add.disabled = this.game.players.length >= MAX_PLAYERS;
  }

  /**
   * A player's name as shown and saved: invisible and direction-changing characters left out.
   * @param {number} index
   * @returns {string}
   */
  nameOf(index) {
    return cleanName(this.game.players[index]?.name).name || t('score-player-n', { n: index + 1 });
  }

  /** @param {Event} event typing in a name or a list */
  onInput(event) {
    const target = /** @type {HTMLInputElement | HTMLTextAreaElement} */ (event.target);
    const card = /** @type {HTMLElement | null} */ (target.closest('.player'));
    if (!card) return;
    const player = this.game.players[Number(card.dataset.index)];
    if (target.classList.contains('player-name')) player.name = target.value;
    if (target.classList.contains('player-words')) player.text = target.value;
    this.save();
    this.judgeSoon(JUDGE_DELAY_MS);
  }

  /** @param {MouseEvent} event */
  onClick(event) {
    const target = /** @type {Element} */ (event.target);
    const card = /** @type {HTMLElement | null} */ (target.closest('.player'));
    if (!card) return;
    if (target.closest('.player-remove')) {
      this.removePlayer(Number(card.dataset.index));
      return;
    }
    const word = /** @type {HTMLButtonElement | null} */ (target.closest('button.judged-word'));
    if (word) {
      const player = Number(card.dataset.index);
      const judged = this.round?.players[player]?.words[Number(word.dataset.index)];
      this.unpress(word);
      this.missedList.unselect();
      const on = word.getAttribute('aria-pressed') !== 'true';
      word.setAttribute('aria-pressed', String(on));
      this.deps.overlay.show(on && judged?.path ? judged.path : null);
      // Its details under the board: whose list, and what it counted.
      const names = this.game.players.map((_, i) => this.nameOf(i));
      const verdict = judged && verdictText(judged, names, /** @type {JudgedRound} */ (this.round).minLen);
      if (on && judged) this.deps.details.show({ word: judged.word, shown: judged.shown, score: judged.verdict === 'counts' ? judged.score : null, note: t('score-on-list', { name: names[player], verdict: /** @type {string} */ (verdict) }), path: judged.path });
      else this.deps.details.clear();
    }
  }

  /**
   * Unpresses every judged word but `except` (a word was chosen elsewhere).
   * @param {Element | null} [except]
   */
  unpress(except = null) {
    for (const b of this.el.players.querySelectorAll('button.judged-word[aria-pressed="true"]')) if (b !== except) b.setAttribute('aria-pressed', 'false');
  }

  addPlayer() {
    if (this.game.players.length >= MAX_PLAYERS) return;
    this.game.players.push(newPlayer());
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
    /** @type {HTMLInputElement} */ (/** @type {Element} */ (this.el.players.lastElementChild).querySelector('.player-name')).focus();
  }

  /** @param {number} index */
  async removePlayer(index) {
    const player = this.game.players[index];
    if (player.text.trim() || player.total) {
      const yes = await ask({ title: t('score-remove-title', { name: this.nameOf(index) }), message: t('score-remove-message'), yes: t('score-remove'), no: t('score-cancel') });
      if (!yes) return;
    }
    this.game.players.splice(index, 1);
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
  }

  /**
   * A player's code scanned by the Scan button (app.js): their words go on their card, said in the status line.
   * @param {string} text
   */
  async scannedAnswer(text) {
    this.deps.setStatus(partsText(await this.scan.take(text)));
  }

  /** @param {number} delay ms */
  judgeSoon(delay) {
    clearTimeout(this.timer ?? undefined);
    this.timer = setTimeout(() => this.judgeNow(), delay);
  }

  /** Judges the lists as they are now; `judged` settles once that judgement is shown. */
  judgeNow() {
    clearTimeout(this.timer ?? undefined);
    this.timer = null;
    this.judged = this.judge();
    return this.judged;
  }

  async judge() {
    const { editor, bridge } = this.deps;
    const generation = ++this.generation;
    if (!editor.isFull()) {
      this.round = null;
      localize(this.el.summary, 'score-board-first');
      this.render();
      return;
    }
    const board = editor.text();
    /** @type {Omit<JudgedRound, 'board' | 'dictionary' | 'rules'>} */
    let round;
    try {
      round = await bridge.call(RequestKind.judgeRound, { board, lists: this.game.players.map((p) => p.text), minLen: this.deps.minLen() });
    } catch (error) {
      if (generation !== this.generation) return;
      localize(this.el.summary, 'score-unjudged');
      this.deps.reportFailure(error, t('score-judge-failed'));
      return;
    }
    if (generation !== this.generation) return;
    // Judged by these: the round keeps them, for the history.
    this.round = { ...round, board, dictionary: this.deps.dictionary(), rules: this.deps.rules() };
    this.render();
  }

  render() {
    // The player typing keeps their list in view as the standings and the lists above it grow.
    const hold = holdFocusedInPlace(this.el.players);
    const round = this.round;
    const names = this.game.players.map((_, i) => this.nameOf(i));
    this.game.players.forEach((player, index) => {
      const card = this.el.players.children[index];
      if (!card) return;
      const result = round?.players[index];
      const score = /** @type {HTMLElement} */ (card.querySelector('.player-score'));
      const judged = /** @type {HTMLElement} */ (card.querySelector('.judged'));
      if (!result) {
        plain(score, '');
        judged.replaceChildren();
        return;
      }
      // Played together, a player whose words never came back is absent, not a player who found nothing.
      if (isAbsent(this.game, index)) {
        localize(score, 'score-player-absent');
        judged.replaceChildren();
        return;
      }
      const out = result.words.length - result.counted;
      localize(score, 'score-player-score', { points: result.score, words: result.counted, out });
      judged.replaceChildren(...result.words.map((w, i) => judgedItem(w, i, names, /** @type {JudgedRound} */ (round).minLen)));
    });
    this.renderSummary(names);
    this.renderMissed();
    const anyWords = this.game.players.some((p) => p.text.trim());
    this.el.next.disabled = !round || !anyWords;
    hold();
  }

  /** @param {string[]} names */
  renderSummary(names) {
    renderTotals({ summary: this.el.summary, totals: this.el.totals, totalHeading: $('score-total-heading') }, this.round, this.game, names);
    this.standings.update();
  }

  renderMissed() {
    const missed = this.round?.missed ?? [];
    const shown = this.showAllMissed ? missed : missed.slice(0, MISSED_SHOWN);
    this.missedList.render(shown);
    this.el.missedHeading.hidden = !this.round;
    // A search that stopped at its budget (a hostile dictionary or house list) may have missed words.
    const stopped = Boolean(this.round?.stoppedAfter || this.round?.houseStoppedAfter);
    if (missed.length) localize(this.el.missedHeading, stopped ? 'score-missed-count-stopped' : 'score-missed-count', { missed: missed.length });
    else localize(this.el.missedHeading, stopped ? 'score-all-listed' : 'score-all-found');
    this.el.missedAll.hidden = missed.length <= MISSED_SHOWN;
    if (this.showAllMissed) localize(this.el.missedAll, 'score-show-best');
    else localize(this.el.missedAll, 'score-show-all', { missed: missed.length });
  }

  /** Keeps the round (history, totals), empties the lists and the board for the next one. */
  async nextRound() {
    // A word typed a moment ago counts: the judgement it waits for is made first, or finished.
    await (this.timer ? this.judgeNow() : this.judged);
    const round = this.round;
    if (!round || round === this.kept) return; // a second click on the same round keeps it once
    // A tile the reader was unsure of may be misread, which changes which words count: the players
    // choose to check it before the round and its scores go into the history.
    const doubts = this.deps.doubts?.count() ?? 0;
    if (doubts) {
      const keep = await ask({
        title: t('score-doubts-title', { count: doubts }),
        message: t('score-doubts-message', { count: doubts }),
        yes: t('score-doubts-keep'),
        no: t('score-doubts-check'),
      });
      if (!keep) {
        this.deps.doubts?.check(); // there are doubts, so there is their check
        return;
      }
    }
    /** The round last kept, so a second click keeps it once. @type {JudgedRound | undefined} */
    this.kept = round;
    const { rows, cols } = this.deps.editor;
    const names = this.game.players.map((_, i) => this.nameOf(i));
    try {
      await recordGame(tableRecord(round, names, { rows, cols }, this.game));
    } catch (error) {
      this.deps.setStatus(t('score-not-kept', { reason: /** @type {Error} */ (error).message }));
    }
    this.game.players.forEach((p, i) => {
      p.total = (p.total ?? 0) + (round.players[i]?.score ?? 0);
      p.text = '';
    });
    this.game.rounds += 1;
    this.game.board = null;
    this.game.together = null;
    this.save();
    this.renderPlayers();
    this.deps.editor.clear();
    this.deps.setStatus(t('score-round-kept', { round: this.game.rounds }));
  }

  async resetGame() {
    const yes = await ask({ title: t('score-new-title'), message: t('score-new-message'), yes: t('score-reset'), no: t('score-cancel') });
    if (!yes) return;
    this.game = { players: this.game.players.map((p) => ({ ...newPlayer(), name: p.name })), rounds: 0, board: null };
    forgetGame();
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
  }
}
