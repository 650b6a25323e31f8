// The game: a round on a rolled board, or on the board a challenge link fixes (play-challenge.js),
// timed (1 to 5 minutes, chosen and remembered) or with no clock (play-clock.js, with the alarm at
// time up). Words are formed by sliding across the tiles (swipe.js: each tile taken flashes and
// buzzes lightly) or typed, and judged at once by the worker (play-words.js). The round is kept in
// localStorage at every word and every second (play-round.js), so a reload, a closed tab or a call
// coming in (the round pauses when the page is hidden) loses nothing: it comes back paused. Pause
// covers the board. The panel's controls are wired in play-panel.js. The end screen
// (play-end.js) shows the score, the words found and missed, and the ways to share the result and
// challenge a friend. A round played together (play-together.js) is one on every phone at the table:
// its clock is the wall clock's, and its end shows "My words" as a QR code (play-together-words.js).
import { RequestKind } from '../worker/protocol.js';
import { SwipeInput } from './swipe.js';
import { LengthBreakdown } from '../solve/hints.js';
import { PlayEnd } from './play-end.js';
import { roundLength } from '../core/address.js';
import { DEFAULT_DICTIONARY } from '../core/catalog.js';
import { Alarm, RoundClock, formatTime } from './play-clock.js';
import { ChallengeOffer, hasBoard } from './play-challenge.js';
import { roundWords } from './play-words.js';
import { dayArgs } from '../board/board-order.js';
import { localize, plain, t } from '../l10n/l10n.js';
import { playElements, wireControls } from './play-panel.js';
import { forgetRound, keepRound, keptRound, timeLeft } from './play-round.js';
import { PlayTogether } from './play-together.js';
import { TogetherWords } from './play-together-words.js';

/** @typedef {import('../solve/solve-panel.js').SolveResult} SolveResult */
/** @typedef {import('./play-words.js').PlayGame} PlayGame PlayMode with play-words.js's methods */

/** @typedef {import('./play-round.js').FoundWord} FoundWord */
/** @typedef {import('./play-round.js').PlayRound} PlayRound */
/** @typedef {import('./play-round.js').RoundOptions} RoundOptions */

/**
 * The page's parts a game uses (modes.js makes them; PlayEnd gets them too).
 * @typedef {object} PlayModeParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {import('../ui/path-overlay.js').PathOverlay} overlay
 * @property {import('../solve/hints.js').HeatMap} heat
 * @property {() => string} dice the dice to roll
 * @property {() => import('../board/board-order.js').BoardOrder} order rolls them at the difficulty chosen; the board of the day
 * @property {() => number | undefined} minLen the minimum word length (undefined: official)
 * @property {() => number | null} seconds the round length the address asks for (0: no clock), or null
 * @property {() => string} [dictionary] the dictionary in use (its name)
 * @property {(name: string) => string} dictionaryTitle a dictionary's title as the settings show it
 * @property {import('../solve/word-details.js').WordDetails} [details] where a tapped word's details show
 * @property {(dictionary: string) => Array<[string, string]>} [linkRules] the house rules a challenge link carries
 * @property {(text: string, failure: string) => Promise<boolean>} loadBoard
 * @property {(error: unknown, what: string) => void} reportFailure
 * @property {(text: string) => void} setStatus
 * @property {(boardText: string) => void} showSolution
 */

export class PlayMode {
  /** @param {PlayModeParts} deps */
  constructor(deps) {
    this.deps = deps;
    this.el = playElements();
    /**
     * The round: { board, minLen, seconds (0: no clock), dictionary, leftMs, playedMs, found: [{word,
     * score, path, revealed?}], state, toBeat, id }.
     * @type {PlayRound | null}
     */
    this.round = null;
    /** The board's words, solved up front (load). @type {SolveResult | null} */
    this.solution = null;
    /** @type {import('../solve/solve-extras.js').Hints | null} */
    this.hints = null;
    this.clock = new RoundClock({
      timer: this.el.timer,
      onSecond: () => this.save(),
      onLastMinute: () => deps.setStatus(t('play-last-minute')),
      onTimeUp: () => this.finish('time'),
    });
    this.alarm = new Alarm(this.el.alarm);
    /** A challenge read from a link, waiting for "Start". */
    this.offer = new ChallengeOffer(this);
    /** A round played together: its code, its countdown, the next round. */
    this.together = new PlayTogether(this);
    /** "My words" at the end of one. */
    this.words = new TogetherWords(deps.bridge);
    this.progress = new LengthBreakdown(this.el.progress);
    this.swiped = 0;
    this.end = new PlayEnd({ ...deps, replay: () => this.startRound(/** @type {PlayRound} */ (this.round).board), again: () => this.startRound(null) });
    this.swipe = new SwipeInput(deps.editor.grid, {
      cells: () => deps.editor.cells,
      size: () => ({ rows: deps.editor.rows, cols: deps.editor.cols }),
      usable: (cell) => deps.editor.tiles[cell] !== '#',
      enabled: () => this.isRunning(),
      onChange: (path) => /** @type {PlayGame} */ (/** @type {PlayMode} */ (this)).showSwipe(path),
      // A tap on one tile is not a word: it only clears what the last swipe left drawn.
      onWord: (path) => {
        this.swiped = 0; // the next swipe's tiles flash from its first
        if (path.length > 1) /** @type {PlayGame} */ (/** @type {PlayMode} */ (this)).submit(path.map((c) => deps.editor.tiles[c]).join(''), 'swipe');
        else /** @type {PlayGame} */ (/** @type {PlayMode} */ (this)).showSwipe([]);
      },
    });

    this.showLength();
    wireControls(this);
  }

  /** A round is on and its clock running. */
  isRunning() {
    return this.clock.running;
  }

  /** The length of the next round: what the address asks for, else the length chosen (remembered). */
  roundSeconds() {
    return this.deps.seconds() ?? roundLength();
  }

  /** The round picker shows the next round's length. */
  showLength() {
    const seconds = this.roundSeconds();
    for (const radio of this.el.lengths.querySelectorAll('input')) radio.checked = Number(radio.value) === seconds;
  }

  /** A round was left paused or running (before a reload) and is not over. */
  static hasSavedRound() {
    const saved = keptRound();
    return Boolean(saved && saved.state !== 'over');
  }

  /**
   * Entering the Play mode: a challenge to start, a kept round to resume, or the start screen.
   * @param {import('./play-challenge.js').Challenge | null} [challenge]
   */
  async enter(challenge = null) {
    this.deps.editor.setReadOnly(true);
    this.el.hud.hidden = false;
    const saved = this.round ?? keptRound();
    const unfinished = saved && saved.state !== 'over';
    if (hasBoard(challenge)) {
      // The same round's code scanned again (the host's, shown again): its start moment is everyone's.
      const tag = unfinished ? saved.together : null;
      if (tag && challenge.together?.roundId === tag.roundId) tag.startMs = challenge.together.startMs;
      // A challenge link opened again (a reload) goes back to its game, once its dictionary is in
      // use again; another link offers its own.
      await this.offer.offer(challenge, unfinished ? saved : null);
      return;
    }
    this.showLength();
    if (unfinished && (await this.restore(saved))) return;
    this.showPart('start');
  }

  /** Leaving the Play mode (the app asked first if a round was running): the round stays, paused. */
  leave() {
    if (this.isRunning()) this.pause();
    this.together.stop();
    this.el.hud.hidden = true;
    this.el.cover.hidden = true;
    this.deps.heat.clear();
    this.showPart(null);
  }

  /** @param {'start' | 'running' | 'end' | null} part the part of the panel to show (null: none) */
  showPart(part) {
    this.el.start.hidden = part !== 'start';
    this.el.running.hidden = part !== 'running';
    this.el.end.hidden = part !== 'end';
    this.deps.editor.grid.classList.toggle('swipe', part === 'running');
    // The game picker only chooses the next round's dice: out of the way while one is on.
    document.body.classList.toggle('round-on', part === 'running');
    if (part) document.body.dataset.playPart = part;
    else delete document.body.dataset.playPart;
  }

  /** Starts a round on today's board of the day for the size picked (marked so in the round and the history). */
  async playDay() {
    let day;
    try {
      day = await this.deps.order().dayBoard();
    } catch (error) {
      this.deps.reportFailure(error, t('order-no-day'));
      return;
    }
    await this.startRound(day.board, { day: day.date });
  }

  /**
   * Starts a round on `board` (board text), or on a newly rolled board (of the difficulty chosen) when it
   * is null; `options.day`: the date whose board of the day it is.
   * @param {string | null} board
   * @param {RoundOptions} [options]
   */
  async startRound(board, options = {}) {
    const { editor, reportFailure, setStatus } = this.deps;
    this.clock.stop();
    this.together.stop();
    this.alarm.prepare(); // on the tap that started the round: a page may make sounds only after one
    const seconds = options.seconds ?? this.roundSeconds();
    let said = null;
    try {
      const rolled = board ? null : await this.deps.order().roll(this.deps.dice());
      said = rolled?.said ?? null;
      if (!(await this.deps.loadBoard(board ?? /** @type {{ board: string }} */ (rolled).board, t('play-board-unshown')))) return;
      editor.setReadOnly(true);
      const minLen = options.minLen ?? this.deps.minLen();
      // Solved up front: the end screen, the hints and "reveal" need every word; it takes under a millisecond.
      await this.load(editor.text(), minLen);
    } catch (error) {
      reportFailure(error, t('play-cannot-start'));
      return;
    }
    this.offer.drop();
    this.round = {
      id: null,
      board: editor.text(),
      minLen: /** @type {SolveResult} */ (this.solution).minLen,
      seconds,
      playedMs: 0,
      // The dictionary really in use (a challenge's was made so before it started).
      dictionary: this.deps.dictionary?.() ?? DEFAULT_DICTIONARY,
      toBeat: options.toBeat ?? null,
      day: options.day ?? null,
      // What a board rolled to order is ("A hard board: 52 words by this dictionary."), said above the
      // round: a message, [id, args].
      said: /** @type {import('./play-challenge.js').Message | null} */ (said),
      leftMs: seconds * 1000,
      found: [],
      state: 'running',
      ...(options.together ? { together: { text: options.together.text, startMs: options.together.startMs, roundId: options.together.roundId }, refused: [] } : {}),
    };
    this.renderRound();
    plain(this.el.feedback, '');
    this.run();
    // The clock, the word being formed and the board together at the top of the screen, and under
    // them the round's own buttons (the start part's scroll would leave them above the fold).
    this.el.hud.scrollIntoView({ block: 'start' });
    this.el.running.closest('.scroller')?.scrollTo({ top: 0 });
    const gameOn = t('play-game-on', { seconds, time: formatTime(seconds * 1000), minLen: /** @type {SolveResult} */ (this.solution).minLen });
    setStatus(/** @type {PlayRound} */ (this.round).day ? `${t('order-day-sentence', this.dayArgs())} ${gameOn}` : gameOn);
    this.focusEntry();
  }

  /**
   * The board's words and hints, for a round on `board`.
   * @param {string} board
   * @param {number | undefined} minLen
   */
  async load(board, minLen) {
    [this.solution, this.hints] = await Promise.all([
      this.deps.bridge.call(RequestKind.solve, { board, minLen }),
      this.deps.bridge.call(RequestKind.hints, { board, minLen }),
    ]);
  }

  /**
   * Puts a kept round back, paused (or its end screen); false if its board cannot be shown.
   * @param {PlayRound} saved
   */
  async restore(saved) {
    if (this.round !== saved) {
      if (!(await this.deps.loadBoard(saved.board, t('play-kept-unshown')))) return false;
      try {
        await this.load(saved.board, saved.minLen);
      } catch (error) {
        this.deps.reportFailure(error, t('play-kept-unrestored'));
        return false;
      }
      this.round = saved;
    } else if (this.deps.editor.text() !== saved.board && !(await this.deps.loadBoard(saved.board, t('play-board-unshown')))) {
      return false;
    }
    this.deps.editor.setReadOnly(true);
    this.renderRound();
    this.round.state = 'paused';
    this.save();
    this.showPaused();
    this.deps.setStatus(t('play-paused-kept', this.timeLeft()));
    return true;
  }

  /** The time left (or, with no clock, played) as a message's arguments: { seconds, time: "2:10" }. */
  timeLeft() {
    return timeLeft(/** @type {PlayRound} */ (this.round)); // a round is on
  }

  /** The board of the day of a round on one, as a message's arguments (asked only of a round with a `day`). */
  dayArgs() {
    return dayArgs(/** @type {string} */ (/** @type {PlayRound} */ (this.round).day), this.deps.editor.rows, this.deps.editor.cols);
  }

  renderRound() {
    // A round kept by an older version says what its board is in English words: shown as they are.
    const { said, day } = /** @type {PlayRound} */ (this.round);
    /** @type {import('./play-challenge.js').Message | null} */
    const note = day ? ['order-day-sentence', this.dayArgs()] : Array.isArray(said) ? said : null;
    this.el.dayNote.hidden = !note && !said;
    if (note) localize(this.el.dayNote, note[0], note[1]);
    else plain(this.el.dayNote, typeof said === 'string' ? said : ''); // no note: `said` is text or nothing
    this.el.found.replaceChildren(.../** @type {PlayRound} */ (this.round).found.map((f) => /** @type {PlayGame} */ (/** @type {PlayMode} */ (this)).foundItem(f)).reverse());
    this.clock.show(/** @type {PlayRound} */ (this.round));
    /** @type {PlayGame} */ (/** @type {PlayMode} */ (this)).updateScore();
    this.showHeat();
    this.deps.overlay.clear();
  }

  run() {
    /** @type {PlayRound} */ (this.round).state = 'running';
    // Played together: the time left is the wall clock's, however long this phone was paused or closed.
    this.together.sync(/** @type {PlayRound} */ (this.round));
    this.together.showControls(this.round);
    this.clock.start(/** @type {PlayRound} */ (this.round));
    this.el.cover.hidden = true;
    localize(this.el.pause, 'play-pause');
    this.el.pause.setAttribute('aria-pressed', 'false');
    this.showPart('running');
    this.save();
  }

  pause() {
    if (!this.isRunning()) return;
    this.clock.stop();
    /** @type {PlayRound} */ (this.round).state = 'paused';
    this.save();
    this.showPaused();
    this.deps.setStatus(t('play-paused', this.timeLeft()));
  }

  showPaused() {
    this.showPart('running');
    localize(this.el.pause, 'play-resume');
    this.el.pause.setAttribute('aria-pressed', 'true');
    this.el.current.textContent = '';
    this.cover(['play-cover-paused', { seconds: /** @type {PlayRound} */ (this.round).seconds, time: formatTime(/** @type {PlayRound} */ (this.round).leftMs) }], 'play-resume');
  }

  resume() {
    if (!this.round || this.round.state !== 'paused') return;
    this.alarm.prepare();
    this.run();
    this.deps.setStatus(t('play-going-again', { seconds: this.round.seconds, time: formatTime(this.round.leftMs) }));
    this.focusEntry();
  }

  /**
   * Covers the board: `text` a message `[id, args]`, `button` the id of its button's words.
   * @param {import('./play-challenge.js').Message} text
   * @param {string} button
   */
  cover(text, button) {
    localize(this.el.coverText, ...text);
    localize(this.el.coverButton, button);
    this.el.cover.hidden = false;
  }

  /** Typing on a computer starts in the word box; on a touch screen the keyboard would hide the board. */
  focusEntry() {
    if (matchMedia('(pointer: fine)').matches) this.el.word.focus();
  }

  save() {
    if (this.round) keepRound(this.round);
  }

  showHeat() {
    this.deps.heat.show(this.el.heat.checked && this.hints ? this.hints.tiles : null);
  }

  /**
   * Ends the round: `how` is "time" (the clock ran out) or "ended" (End now).
   * @param {'time' | 'ended'} how
   */
  async finish(how) {
    if (!this.round || this.round.state === 'over') return;
    // Ended while paused: the time left is what the pause kept.
    this.clock.stop();
    this.round.endedWithMs = how === 'time' ? 0 : this.round.leftMs;
    this.round.state = 'over';
    forgetRound();
    // The clock stops at the end: 0:00, or the time played with no clock.
    this.clock.showOver(this.round);
    if (how === 'time') this.alarm.ring();
    this.el.cover.hidden = true;
    this.el.current.textContent = '';
    this.deps.heat.clear();
    this.deps.overlay.clear();
    this.showPart('end');
    this.deps.setStatus(how === 'time' ? t('play-time-is-up') : t('play-you-ended', { seconds: this.round.seconds, time: formatTime(this.round.endedWithMs) }));
    const round = this.round;
    this.words.hide();
    await this.end.show(round, /** @type {SolveResult} */ (this.solution), how, this.deps.dictionaryTitle(round.dictionary));
    if (round.together) await this.words.show(round).catch((error) => this.deps.reportFailure(error, t('together-words-failed')));
  }
}

// Swiped and typed words, their judging and the score: play-words.js.
Object.assign(PlayMode.prototype, roundWords);
