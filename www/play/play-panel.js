// The Play panel's controls (index.html) and what each does: Start, the board of the day, the
// round's length (remembered), pause and resume, End now, Reveal, the heat map, the typed word; the
// round pausing when the page is hidden, and the clock's name said again in a new language. What
// they start is play.js's.
import { ROUND_SECONDS } from '../core/address.js';
import { keep } from '../core/storage.js';
import { onLanguageChange, t } from '../l10n/l10n.js';

/** @typedef {import('./play.js').PlayMode} PlayMode */
/** @typedef {import('./play-words.js').PlayGame} PlayGame */

/** @param {string} id an element of the Play panel (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The Play panel's elements, by what they are. */
export function playElements() {
  return {
    start: $('play-start'),
    intro: $('play-challenge'),
    running: $('play-running'),
    end: $('play-end'),
    newGame: $('play-new'),
    dayGame: $('play-day'),
    dayNote: $('play-day-note'),
    hud: $('play-hud'),
    timer: $('timer'),
    lengths: /** @type {HTMLSelectElement} */ ($('round-length')),
    score: $('play-score'),
    current: $('current-word'),
    form: /** @type {HTMLFormElement} */ ($('play-form')),
    word: /** @type {HTMLInputElement} */ ($('play-word')),
    feedback: $('play-feedback'),
    found: $('found-list'),
    pause: $('play-pause'),
    reveal: $('play-reveal'),
    stop: $('play-stop'),
    heat: /** @type {HTMLInputElement} */ ($('play-heat')),
    cover: $('board-cover'),
    coverText: $('board-cover-text'),
    coverButton: $('board-cover-button'),
    alarm: /** @type {HTMLInputElement} */ ($('play-alarm')),
    progress: $('play-progress'),
  };
}

/**
 * Makes the panel's controls play `play`'s round.
 * @param {PlayMode} play
 */
export function wireControls(play) {
  const { el, deps } = play;
  const game = /** @type {PlayGame} */ (play);
  // A Start that fails for any reason says so: a tap is never lost without a word.
  /** @param {() => unknown} action */
  const tapped = (action) => () => Promise.resolve().then(action).catch((error) => deps.reportFailure(error, t('play-cannot-start')));
  el.newGame.addEventListener('click', tapped(() => (play.offer.current ? play.offer.start() : play.startRound(null))));
  el.dayGame.addEventListener('click', tapped(() => play.playDay()));
  // During a countdown to a round played together, the cover's button shows or hides the round's code.
  el.coverButton.addEventListener('click', tapped(() => play.together.coverTapped() || (play.offer.current ? play.offer.start() : play.resume())));
  $('play-together').addEventListener('click', tapped(() => play.together.host(null)));
  $('together-next').addEventListener('click', tapped(() => play.together.next()));
  el.lengths.addEventListener('change', (event) => {
    const seconds = Number(/** @type {HTMLSelectElement} */ (event.target).value);
    if (ROUND_SECONDS.choices.includes(seconds)) keep('round-seconds', seconds);
  });
  el.pause.addEventListener('click', () => (play.round?.state === 'paused' ? play.resume() : play.pause()));
  el.stop.addEventListener('click', () => play.finish('ended'));
  el.reveal.addEventListener('click', () => game.reveal());
  el.heat.addEventListener('change', () => play.showHeat());
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const word = el.word.value.trim().toLowerCase();
    el.word.value = '';
    game.submit(word, 'typed');
  });
  // A call, another app, a locked phone: the clock stops with the player.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && play.isRunning()) play.pause();
  });
  // What a message cannot carry in its arguments is said again in the new language: the clock's name.
  onLanguageChange(() => {
    if (play.round) play.clock.show(play.round);
  });
}
