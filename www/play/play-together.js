// Game night across phones (issue 52): one round on every phone at the table, passed by QR code, with no
// server and no signal. "Play together" makes the round (crates/web's together.rs: the board, the rules,
// the length, a start moment and a seed) and shows it as a QR code and a link; a phone that opens it
// counts down to the start and plays (joined late: the time left; long after: without a clock, if the
// player wants). A round played together keeps the wall clock's time (play.js asks `sync` whenever its
// clock starts), so a pause or a reload does not put one phone behind the others. "Next round" rolls the
// same next board on every phone from the round's seed and starts it after a short countdown; the code,
// shown again, sets any phone that scans it to the start moment it carries (docs/round.md says why). At
// the end each phone shows "My words" as a QR code (play-together-words.js).
import { RequestKind } from '../worker/protocol.js';
import { keep, recall } from '../core/storage.js';
import { challengeUrl } from '../core/address.js';
import { formatTime } from './play-clock.js';
import { language, localize, onLanguageChange, plain, t } from '../l10n/l10n.js';
import { showSvg } from '../ui/qr-figure.js';

/** The table's timings, in seconds. */
export const TOGETHER = Object.freeze({
  /** A new round starts this long after it is made, unless the host picks another: time to scan it. */
  startIn: 30,
  startChoices: Object.freeze([15, 30, 60, 120]),
  /** "Next round" starts the next round this long after the tap, on each phone: ready, steady, go. */
  nextIn: 10,
  /** How often the countdown is redrawn; a shown second changes within it. */
  tickMs: 250,
});
const START_KEY = 'together-start';

/** @param {string} id an element of the Play panel (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @typedef {import('../together/boggle_together_web.js').TogetherRound} TogetherRound */
/** @typedef {import('./play-challenge.js').Challenge} Challenge */

/**
 * What a round played together keeps (PlayRound's `together`): its code, to show again, to roll the next
 * round from and to make "My words" against, and its start moment, the clock's origin.
 * @typedef {object} TogetherTag
 * @property {string} text the round's code (base45)
 * @property {number} startMs Unix milliseconds
 * @property {number} roundId
 */

/**
 * What this module uses of the game (play.js's PlayMode; a local shape, so this module does not import it).
 * @typedef {object} TogetherGame
 * @property {import('./play.js').PlayModeParts} deps
 * @property {import('./play-challenge.js').ChallengeOffer} offer
 * @property {import('./play.js').PlayRound | null} round
 * @property {import('./play.js').SolveResult | null} solution
 * @property {import('./play-clock.js').RoundClock} clock
 * @property {() => number} roundSeconds
 * @property {(board: string, minLen: number | undefined) => Promise<void>} load
 * @property {(part: 'start' | 'running' | 'end' | null) => void} showPart
 * @property {(text: import('./play-challenge.js').Message, button: string) => void} cover
 * @property {(board: string | null, options?: import('./play.js').RoundOptions) => Promise<void>} startRound
 */

/** A moment `seconds` from now, on a whole second (so "at 20:42:30" is exact on every phone). */
const secondsFromNow = (/** @type {number} */ seconds) => Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000;

/** A moment as the clock on the wall says it, in the interface's language. */
const clockTime = (/** @type {number} */ ms) => new Date(ms).toLocaleTimeString(language(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The time a phone's clock should show in a round played together: its length less the time since the
 * start (all of it before the start, none after the end). A round without a clock has nothing to sync.
 * @param {{ seconds: number, together?: TogetherTag | null }} round
 * @param {number} [now]
 * @returns {number | null} the milliseconds left, or null when the round is not timed together
 */
export function togetherLeftMs({ seconds, together }, now = Date.now()) {
  if (!together || !seconds) return null;
  return Math.min(seconds * 1000, Math.max(0, together.startMs + seconds * 1000 - now));
}

// Drawn by ui/qr-figure.js; said here too for play-together-words.js.
export { showSvg };

/**
 * The round's link: the challenge link of its board and rules (an app without rounds plays the board),
 * and `code=` with the round.
 * @param {TogetherRound} round
 * @param {Array<[string, string]>} house the house list's and own list's link pairs (settings.js's linkRules)
 */
export function roundLink(round, house) {
  return `${challengeUrl({ board: round.board, seconds: round.seconds, minLen: round.minLen ?? 0, dictionary: round.dictionary, house })}&${round.linkParam}`;
}

export class PlayTogether {
  /** @param {TogetherGame} play */
  constructor(play) {
    this.play = play;
    this.el = {
      panel: $('together'),
      heading: $('together-heading'),
      when: $('together-when'),
      note: $('together-note'),
      past: $('together-past'),
      qr: $('together-qr'),
      link: /** @type {HTMLTextAreaElement} */ ($('together-link')),
      copy: $('together-copy'),
      startField: $('together-start-field'),
      start: /** @type {HTMLSelectElement} */ ($('together-start')),
      hide: $('together-hide'),
      show: $('together-show'),
    };
    /** The round on show or counting down (its code), or null. @type {TogetherRound | null} */
    this.current = null;
    /** The host's round before it starts: what `make` makes again when the start is changed. @type {{ board: string, seconds: number, minLen: number, seed: Uint32Array } | null} */
    this.made = null;
    /** A guest's round, waiting for its start (its challenge, which `offer.start` plays). @type {Challenge | null} */
    this.joining = null;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.ticker = null;
    /** What the note says (messages), made again in a new language. @type {import('./play-challenge.js').Message[]} */
    this.notes = [];
    const chosen = recall(START_KEY);
    this.el.start.value = String(TOGETHER.startChoices.includes(chosen) ? chosen : TOGETHER.startIn);
    this.el.start.addEventListener('change', () => this.changeStart());
    this.el.copy.addEventListener('click', () => this.copyLink());
    this.el.hide.addEventListener('click', () => this.hideCode());
    this.el.show.addEventListener('click', () => this.showCode());
    $('together-untimed').addEventListener('click', () => this.playPast());
    $('together-skip').addEventListener('click', () => this.skipPast());
    onLanguageChange(() => {
      this.sayNotes();
      if (this.current && !this.el.panel.hidden) this.drawQr(this.current).catch(() => {});
    });
  }

  /** A countdown to a round's start is on. */
  get counting() {
    return this.ticker !== null;
  }

  /**
   * "Play together": a round on `board` (null: a board rolled as Start rolls one) under the rules in use,
   * its code shown, the host's own clock starting with everyone's.
   * @param {string | null} [board]
   */
  async host(board = null) {
    const { play } = this;
    const { deps } = play;
    this.stop();
    play.clock.stop();
    play.offer.drop();
    try {
      const rolled = board ? null : await deps.order().roll(deps.dice());
      if (!(await deps.loadBoard(board ?? /** @type {{ board: string }} */ (rolled).board, t('play-board-unshown')))) return;
      deps.editor.setReadOnly(true);
      await play.load(deps.editor.text(), deps.minLen());
      // The minimum length in force, always written: a phone whose own setting differs plays the host's.
      const minLen = /** @type {import('./play.js').SolveResult} */ (play.solution).minLen;
      this.made = { board: deps.editor.text(), seconds: play.roundSeconds(), minLen, seed: crypto.getRandomValues(new Uint32Array(2)) };
      await this.make();
    } catch (error) {
      deps.reportFailure(error, t('together-cannot-make'));
      return;
    }
    this.countDown(/** @type {TogetherRound} */ (this.current));
  }

  /** The host's round made (again) with the start picked: the same board, id and next rounds. */
  async make() {
    const { board, seconds, minLen, seed } = /** @type {NonNullable<PlayTogether['made']>} */ (this.made);
    this.current = await this.play.deps.bridge.call(RequestKind.makeRound, { board, seconds, minLen, startMs: secondsFromNow(Number(this.el.start.value)), seedHigh: seed[0], seedLow: seed[1] });
  }

  /** The host picked another start: the round's code is made again, counting from now. */
  async changeStart() {
    const seconds = Number(this.el.start.value);
    if (TOGETHER.startChoices.includes(seconds)) keep(START_KEY, seconds);
    if (!this.made || !this.counting) return;
    try {
      await this.make();
    } catch (error) {
      this.play.deps.reportFailure(error, t('together-cannot-make'));
      return;
    }
    this.countDown(/** @type {TogetherRound} */ (this.current));
  }

  /**
   * A round opened from a link or a scan, once its dictionary is in use and its board loaded, hidden
   * (play-challenge.js): the notes on what may differ here, then the countdown, the time left, or the
   * offer to play a round long over without a clock.
   * @param {Challenge} challenge
   */
  async ready(challenge) {
    const round = /** @type {TogetherRound} */ (challenge.together);
    this.stop();
    this.made = null;
    this.joining = challenge;
    this.current = round;
    this.notes = await this.fitNotes(round);
    this.sayNotes();
    const now = Date.now();
    if (now < round.startMs) {
      this.countDown(round);
    } else if (!round.seconds || now < round.startMs + round.seconds * 1000) {
      const left = /** @type {number} */ (togetherLeftMs({ seconds: round.seconds, together: round }, now));
      if (round.seconds) this.play.deps.setStatus(t('together-joined-late', { ago: formatTime(now - round.startMs), time: formatTime(left) }));
      await this.begin();
    } else {
      this.showPast(round);
    }
  }

  /**
   * What may be judged differently on this phone: another edition of the dictionary, a house list it lacks.
   * @param {TogetherRound} round
   * @returns {Promise<import('./play-challenge.js').Message[]>}
   */
  async fitNotes(round) {
    const { deps } = this.play;
    /** @type {import('./play-challenge.js').Message[]} */
    const notes = [];
    try {
      const fit = await deps.bridge.call(RequestKind.roundFit, {});
      if (fit.dictionary === round.dictionary && fit.dictionaryVersion !== round.dictionaryVersion) notes.push(['together-other-edition', { dictionary: deps.dictionaryTitle(round.dictionary) }]);
      if (round.houseList === 'fingerprint' && fit.houseFingerprint !== round.houseFingerprint) notes.push(['together-house-missing']);
    } catch {
      // Not known: nothing to say (the round is played as well as this phone can).
    }
    return notes;
  }

  sayNotes() {
    const { note } = this.el;
    note.hidden = !this.notes.length;
    note.replaceChildren(...this.notes.map(([id, args]) => {
      const line = document.createElement('span');
      localize(line, id, args);
      return line;
    }));
  }

  /**
   * Counts down to `round`'s start with its code on show and the board covered, then plays it.
   * @param {TogetherRound} round
   */
  countDown(round) {
    const { play } = this;
    this.stopTicker();
    this.current = round;
    play.showPart(null);
    play.clock.show({ seconds: round.seconds, leftMs: round.seconds * 1000, playedMs: 0 });
    this.el.past.hidden = true;
    this.el.startField.hidden = !this.made; // only the host's round may start at another moment
    this.showCode();
    // The address is the round's link: a reload (or the host's phone closed and opened) comes back to it.
    history.replaceState(null, '', new URL(this.el.link.value).hash);
    play.deps.setStatus(t('together-starts-status', { seconds: Math.max(0, Math.round((round.startMs - Date.now()) / 1000)), at: clockTime(round.startMs) }));
    this.ticker = setInterval(() => this.tick(), TOGETHER.tickMs);
    this.tick();
  }

  tick() {
    const round = /** @type {TogetherRound} */ (this.current);
    const left = round.startMs - Date.now();
    if (left <= 0) {
      this.stopTicker();
      this.begin().catch((error) => this.play.deps.reportFailure(error, t('play-cannot-start')));
      return;
    }
    const time = formatTime(left);
    const shown = this.el.when.dataset.time;
    if (shown === time) return;
    this.el.when.dataset.time = time;
    localize(this.el.when, 'together-when', { time, at: clockTime(round.startMs) });
    this.play.cover(['together-cover', { time }], this.el.panel.hidden ? 'together-show' : 'together-hide');
  }

  /** The start moment came (or had come): the round is played, on the wall clock's time. */
  async begin() {
    const round = /** @type {TogetherRound} */ (this.current);
    this.hideCode();
    this.el.startField.hidden = true;
    const challenge = this.joining;
    this.joining = null;
    this.made = null;
    this.play.deps.setStatus(t('together-go'));
    // A guest's round goes through its offer (its dictionary checked once more); the host's is its own.
    if (challenge && this.play.offer.current === challenge) await this.play.offer.start();
    else await this.play.startRound(round.board, { seconds: round.seconds, minLen: round.minLen, together: round });
  }

  /**
   * A round opened after its end: said so, with the choice of playing it without a clock.
   * @param {TogetherRound} round
   */
  showPast(round) {
    this.play.showPart(null);
    this.showCode();
    this.el.past.hidden = false;
    localize(this.el.when, 'together-past', { at: clockTime(round.startMs + round.seconds * 1000) });
    delete this.el.when.dataset.time;
    $('together-untimed').focus();
  }

  async playPast() {
    const round = /** @type {TogetherRound} */ (this.current);
    this.el.past.hidden = true;
    this.hideCode();
    const challenge = this.joining;
    this.joining = null;
    if (challenge) challenge.seconds = 0;
    if (challenge && this.play.offer.current === challenge) await this.play.offer.start();
    else await this.play.startRound(round.board, { seconds: 0, minLen: round.minLen, together: round });
  }

  skipPast() {
    this.stop();
    this.play.offer.drop();
    this.play.deps.editor.setReadOnly(true);
    this.play.showPart('start');
    const cover = /** @type {HTMLElement} */ (document.getElementById('board-cover'));
    cover.hidden = true;
  }

  /**
   * "Next round" (the end screen): the round after the one just played, the same on every phone, starting
   * `TOGETHER.nextIn` seconds after the tap.
   */
  async next() {
    const { play } = this;
    const { deps } = play;
    const tag = play.round?.together;
    if (!tag) return;
    this.stop();
    try {
      const round = await deps.bridge.call(RequestKind.nextRound, { text: tag.text, startMs: secondsFromNow(TOGETHER.nextIn) });
      if (!(await deps.loadBoard(round.board, t('play-board-unshown')))) return;
      deps.editor.setReadOnly(true);
      await play.load(round.board, round.minLen ?? undefined);
      this.notes = [];
      this.sayNotes();
      this.countDown(round);
      deps.setStatus(t('together-next-status', { seconds: TOGETHER.nextIn }));
    } catch (error) {
      deps.reportFailure(error, t('play-cannot-start'));
    }
  }

  /**
   * The code of the round on show (or in play) as a QR code and a link.
   * @param {TogetherRound} [round]
   */
  showCode(round = this.current ?? undefined) {
    if (!round) return;
    this.current = round;
    this.el.panel.hidden = false;
    this.el.link.value = roundLink(round, this.play.deps.linkRules?.(round.dictionary) ?? []);
    const playing = this.play.round?.state === 'running' && this.play.round.together?.roundId === round.roundId;
    if (playing && this.play.round) localize(this.el.when, 'together-when-on', { seconds: round.seconds, time: formatTime(this.play.round.leftMs) });
    this.drawQr(round).catch((error) => this.play.deps.reportFailure(error, t('together-cannot-make')));
    if (!this.counting) this.el.heading.focus();
  }

  /**
   * Draws the round's QR code (the worker's boggle-qr).
   * @param {TogetherRound} round
   */
  async drawQr(round) {
    const svg = await this.play.deps.bridge.call(RequestKind.qrSvg, { text: round.text, label: t('together-qr-label') });
    if (this.current === round) showSvg(this.el.qr, svg);
  }

  hideCode() {
    this.el.panel.hidden = true;
    if (this.counting && this.current) this.play.cover(['together-cover', { time: formatTime(this.current.startMs - Date.now()) }], 'together-show');
  }

  /** The board's cover button during a countdown shows or hides the code; true when it was one. */
  coverTapped() {
    if (!this.counting) return false;
    if (this.el.panel.hidden) this.showCode();
    else this.hideCode();
    this.tick();
    return true;
  }

  /** In a round played together, "Show the round's code" shows in the round's controls. */
  /** @param {import('./play.js').PlayRound | null} round */
  showControls(round) {
    this.el.show.hidden = !round?.together;
  }

  async copyLink() {
    const { link } = this.el;
    try {
      await navigator.clipboard.writeText(link.value);
      this.play.deps.setStatus(t('together-copied'));
    } catch {
      link.select();
      this.play.deps.setStatus(t('together-copy-failed'));
    }
  }

  /**
   * The clock of a round played together, set by the wall clock (play.js's `run`): its time left.
   * @param {import('./play.js').PlayRound} round
   */
  sync(round) {
    const left = togetherLeftMs(round);
    if (left === null) return;
    round.leftMs = left;
    round.playedMs = round.seconds * 1000 - left;
  }

  stopTicker() {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** No round counting down or on show (leaving Play, another game). */
  stop() {
    this.stopTicker();
    this.joining = null;
    this.el.panel.hidden = true;
    this.el.past.hidden = true;
    plain(this.el.when, '');
    delete this.el.when.dataset.time;
  }
}
