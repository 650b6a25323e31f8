// A round's clock: down from the round's length, or up in a round with no clock (it ends when the
// player says so); shown in the HUD, written into the round every second (play.js keeps it), frozen
// at the end. And the alarm when time is up: a short chime and a buzz, unless switched off (the
// choice is remembered). The chime follows the phone's silent switch where the browser lets a page
// say so (an "ambient" audio session, as Safari has); the buzz follows the phone's own settings.
import { keep, recall } from '../core/storage.js';
import { t } from '../l10n/l10n.js';

/** The HUD's clock ticks this often; a shown second changes within it. */
const TICK_MS = 200;
/** The clock turns red with this little time left. */
const HURRY_MS = 15_000;

/**
 * What the clock reads and writes of a round (play.js keeps the round).
 * @typedef {object} ClockRound
 * @property {number} seconds the round's length (0: no clock)
 * @property {number} leftMs
 * @property {number} [playedMs]
 * @property {string} [state] 'over' once it ended
 */

/** @param {number} ms */
export function formatTime(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time played in a round with no clock, shown as it counts up (whole seconds gone by). */
/** @param {number} ms */
function formatPlayed(ms) {
  return formatTime(Math.floor(Math.max(0, ms) / 1000) * 1000);
}

/**
 * Where the clock shows and whom it tells.
 * @typedef {object} RoundClockParts
 * @property {HTMLElement} timer the HUD's clock (role=timer)
 * @property {() => void} onSecond a shown second changed (the round is kept)
 * @property {() => void} onLastMinute one minute is left
 * @property {() => void} onTimeUp the clock reached zero
 */

export class RoundClock {
  /** @param {RoundClockParts} parts */
  constructor({ timer, onSecond, onLastMinute, onTimeUp }) {
    this.timer = timer;
    this.onSecond = onSecond;
    this.onLastMinute = onLastMinute;
    this.onTimeUp = onTimeUp;
    /** The round whose clock this is (start or show sets it before anything reads it). @type {ClockRound | null} */
    this.round = null;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.ticker = null;
    this.startedAt = 0;
    this.playedBefore = 0;
  }

  get running() {
    return this.ticker !== null;
  }

  /**
   * Runs the clock of `round` ({ seconds, leftMs, playedMs }) from where it stopped.
   * @param {ClockRound} round
   */
  start(round) {
    this.stop();
    this.round = round;
    round.playedMs ??= round.seconds ? round.seconds * 1000 - round.leftMs : 0;
    this.playedBefore = round.playedMs;
    this.startedAt = performance.now();
    /** The last minute was announced. @type {boolean | number} */
    this.announced = round.seconds && round.leftMs <= 60_000;
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.show();
  }

  /** Stops the clock where it is (a pause, the end): the round keeps the time played and left. */
  stop() {
    if (this.ticker === null) return;
    clearInterval(this.ticker);
    this.ticker = null;
    this.measure();
  }

  measure() {
    const round = /** @type {ClockRound} */ (this.round);
    round.playedMs = this.playedBefore + (performance.now() - this.startedAt);
    if (round.seconds) round.leftMs = Math.max(0, round.seconds * 1000 - round.playedMs);
  }

  tick() {
    this.measure();
    const round = /** @type {ClockRound} */ (this.round);
    const before = this.timer.textContent;
    this.show();
    if (this.timer.textContent !== before) this.onSecond();
    if (!round.seconds) return;
    if (!this.announced && round.leftMs <= 60_000) {
      this.announced = true;
      this.onLastMinute();
    }
    if (round.leftMs <= 0) this.onTimeUp();
  }

  /**
   * Shows the round's clock: the time left (or, with no clock, the time played).
   * @param {ClockRound} [round]
   */
  show(round = /** @type {ClockRound} */ (this.round)) {
    this.round = round;
    const timed = Boolean(round.seconds);
    this.timer.textContent = timed ? formatTime(round.leftMs) : formatPlayed(round.playedMs ?? 0);
    this.timer.setAttribute('aria-label', t(timed ? 'play-timer-left' : 'play-timer-played'));
    this.timer.classList.toggle('hurry', timed && round.leftMs < HURRY_MS && round.state !== 'over');
    this.timer.classList.toggle('over', round.state === 'over');
  }

  /**
   * The round is over: the clock stops, at 0:00 (or at the time played, with no clock).
   * @param {ClockRound} round
   */
  showOver(round) {
    this.stop();
    if (round.seconds) round.leftMs = 0;
    this.show(round);
  }
}

/** The end-of-round alarm: its switch (#play-alarm, remembered) and the chime and buzz. */
export class Alarm {
  /** @param {HTMLInputElement} toggle */
  constructor(toggle) {
    this.toggle = toggle;
    /** @type {AudioContext | null} */
    this.context = null;
    toggle.checked = recall('alarm') !== false;
    toggle.addEventListener('change', () => keep('alarm', toggle.checked));
  }

  get on() {
    return this.toggle.checked;
  }

  /**
   * Readies the sound; called on a tap (Start, Resume), as browsers let a page make a sound only
   * after one.
   */
  prepare() {
    if (!this.on || typeof AudioContext !== 'function') return;
    try {
      // "ambient": the chime obeys the phone's silent switch (Safari; elsewhere the media volume).
      // The Audio Session API (Safari) is not in TypeScript's DOM library yet.
      const { audioSession } = /** @type {Navigator & { audioSession?: { type: string } }} */ (navigator);
      if (audioSession) audioSession.type = 'ambient';
      this.context ??= new AudioContext();
      this.context.resume().catch(() => {});
    } catch {
      // No sound to be had (no audio device, too many contexts): the round goes on without its chime.
    }
  }

  /** Time is up: three short rising notes and a buzz. */
  ring() {
    if (!this.on) return;
    if (navigator.vibrate) navigator.vibrate([180, 90, 180, 90, 360]);
    const context = this.context;
    if (!context) return;
    const now = context.currentTime;
    [660, 880, 1100].forEach((frequency, i) => {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      const at = now + i * 0.22;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      tone.connect(gain).connect(context.destination);
      tone.start(at);
      tone.stop(at + 0.21);
    });
  }
}
