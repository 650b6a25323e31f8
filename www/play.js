// The game: a timed round on a rolled board, or on the board a challenge link fixes. Words are formed
// by sliding across the tiles (swipe.js) or typed, and judged at once by the worker. The round is
// kept in localStorage at every word and every second, so a reload, a closed tab or a call coming in
// (the round pauses when the page is hidden) loses nothing: it comes back paused. Pause covers the
// board. The end screen (play-end.js) shows the score, the words found and missed, and the ways to
// share the result and challenge a friend.
import { RequestKind } from './protocol.js';
import { SwipeInput } from './swipe.js';
import { LengthBreakdown } from './hints.js';
import { PlayEnd } from './play-end.js';
import { forget, keep, recall } from './storage.js';
import { DEFAULT_DICTIONARY, DICTIONARIES } from './address.js';

const $ = (id) => document.getElementById(id);
const SAVED = 'play';
/** How long the board flashes green or red after a swiped word. */
const FLASH_MS = 450;

export function formatTime(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Two board texts of the same board, however written (case, `/` or spaces between rows). */
function sameBoard(a, b) {
  const canonical = (text) => text.toLowerCase().trim().split(/[\s/]+/).join('/');
  return canonical(a) === canonical(b);
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

export class PlayMode {
  /**
   * @param {object} deps
   * @param {import('./protocol.js').WorkerBridge} deps.bridge
   * @param {import('./board-editor.js').BoardEditor} deps.editor
   * @param {import('./path-overlay.js').PathOverlay} deps.overlay
   * @param {import('./hints.js').HeatMap} deps.heat
   * @param {() => string} deps.dice the dice to roll
   * @param {() => number | undefined} deps.minLen the minimum word length (undefined: official)
   * @param {() => number} deps.seconds the length of a round
   * @param {(text: string, failure: string) => Promise<boolean>} deps.loadBoard
   * @param {(error: Error, what: string) => void} deps.reportFailure
   * @param {(text: string) => void} deps.setStatus
   * @param {(boardText: string) => void} deps.showSolution
   */
  constructor(deps) {
    this.deps = deps;
    this.el = {
      start: $('play-start'),
      intro: $('play-challenge'),
      running: $('play-running'),
      end: $('play-end'),
      newGame: $('play-new'),
      hud: $('play-hud'),
      timer: $('timer'),
      score: $('play-score'),
      current: $('current-word'),
      form: $('play-form'),
      word: $('play-word'),
      feedback: $('play-feedback'),
      found: $('found-list'),
      pause: $('play-pause'),
      reveal: $('play-reveal'),
      stop: $('play-stop'),
      heat: $('play-heat'),
      cover: $('board-cover'),
      coverText: $('board-cover-text'),
      coverButton: $('board-cover-button'),
    };
    /** The round: { board, minLen, seconds, dictionary, leftMs, found: [{word, score, path, revealed?}], state, toBeat, id }. */
    this.round = null;
    this.solution = null;
    this.hints = null;
    this.deadline = 0;
    this.ticker = null;
    /** A challenge read from a link, waiting for "Start": { board, seconds, minLen, dictionary, toBeat }. */
    this.challenge = null;
    this.progress = new LengthBreakdown($('play-progress'));
    this.end = new PlayEnd({ ...deps, replay: () => this.startRound(this.round.board), again: () => this.startRound(null) });
    this.swipe = new SwipeInput(deps.editor.grid, {
      cells: () => deps.editor.cells,
      size: () => ({ rows: deps.editor.rows, cols: deps.editor.cols }),
      usable: (cell) => deps.editor.tiles[cell] !== '#',
      enabled: () => this.isRunning(),
      onChange: (path) => this.showSwipe(path),
      // A tap on one tile is not a word: it only clears what the last swipe left drawn.
      onWord: (path) => (path.length > 1 ? this.submit(path.map((c) => deps.editor.tiles[c]).join(''), 'swipe') : this.showSwipe([])),
    });

    this.el.newGame.addEventListener('click', () => (this.challenge ? this.startChallenge() : this.startRound(null)));
    this.el.coverButton.addEventListener('click', () => (this.challenge ? this.startChallenge() : this.resume()));
    this.el.pause.addEventListener('click', () => (this.round?.state === 'paused' ? this.resume() : this.pause()));
    this.el.stop.addEventListener('click', () => this.finish('ended'));
    this.el.reveal.addEventListener('click', () => this.reveal());
    this.el.heat.addEventListener('change', () => this.showHeat());
    this.el.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const word = this.el.word.value.trim().toLowerCase();
      this.el.word.value = '';
      this.submit(word, 'typed');
    });
    // A call, another app, a locked phone: the clock stops with the player.
    document.addEventListener('visibilitychange', () => {
      if (document.hidden && this.isRunning()) this.pause();
    });
  }

  /** A round is on and its clock running. */
  isRunning() {
    return this.ticker !== null;
  }

  /** A round was left paused or running (before a reload) and is not over. */
  static hasSavedRound() {
    const saved = recall(SAVED);
    return Boolean(saved && saved.state !== 'over');
  }

  /** Entering the Play mode: a challenge to start, a kept round to resume, or the start screen. */
  async enter(challenge = null) {
    this.deps.editor.setReadOnly(true);
    this.el.hud.hidden = false;
    const saved = this.round ?? recall(SAVED);
    const unfinished = saved && saved.state !== 'over';
    if (challenge?.board) {
      // A challenge link opened again (a reload) goes back to its game, once its dictionary is in
      // use again; another link offers its own.
      challenge.kept = unfinished && sameBoard(saved.board, challenge.board) ? saved : null;
      this.challenge = challenge;
      await this.showChallenge();
      return;
    }
    if (unfinished && (await this.restore(saved))) return;
    this.showPart('start');
  }

  /** Leaving the Play mode (the app asked first if a round was running): the round stays, paused. */
  leave() {
    if (this.isRunning()) this.pause();
    this.el.hud.hidden = true;
    this.el.cover.hidden = true;
    this.deps.heat.clear();
    this.showPart(null);
  }

  showPart(part) {
    this.el.start.hidden = part !== 'start';
    this.el.running.hidden = part !== 'running';
    this.el.end.hidden = part !== 'end';
    this.deps.editor.grid.classList.toggle('swipe', part === 'running');
    // The game picker only chooses the next round's dice: out of the way while one is on.
    document.body.classList.toggle('round-on', part === 'running');
  }

  /**
   * Offers the challenge: its dictionary first (a challenge is only fair on the dictionary it names,
   * so it waits for it when it cannot be downloaded), then its board, hidden until Start.
   */
  async showChallenge() {
    const challenge = this.challenge;
    this.el.newGame.textContent = 'Start the challenge';
    this.showPart('start');
    if (!(await this.challengeDictionary(challenge))) return;
    if (challenge.kept) {
      this.challenge = null;
      this.el.intro.hidden = true;
      this.el.newGame.textContent = 'Start a game';
      if (!(await this.restore(challenge.kept))) this.showPart('start');
      return;
    }
    if (!(await this.deps.loadBoard(challenge.board, 'The challenge’s board could not be shown'))) {
      if (this.challenge === challenge) this.challenge = null;
      this.el.intro.hidden = true;
      this.el.newGame.textContent = 'Start a game';
      this.el.cover.hidden = true;
      return;
    }
    if (this.challenge !== challenge) return; // another link was opened meanwhile
    const { rows, cols } = this.deps.editor;
    this.el.intro.textContent = `A challenge: the same ${rows}×${cols} board for everyone, ${this.challengeTerms(challenge)}`;
    this.el.intro.hidden = false;
    this.cover('The board is hidden until you start.', 'Start');
  }

  /** "5:00 on the clock, words of 3+ letters. Score to beat: 40 (Anna). Dictionary: Deutsch." */
  challengeTerms({ seconds, minLen, toBeat, dictionary }) {
    const time = formatTime((seconds ?? this.deps.seconds()) * 1000);
    return (
      `${time} on the clock${minLen ? `, words of ${minLen}+ letters` : ''}.` +
      `${toBeat ? ` Score to beat: ${toBeat.score}${toBeat.name ? ` (${toBeat.name})` : ''}.` : ''}` +
      `${dictionary ? ` Dictionary: ${DICTIONARIES[dictionary]}.` : ''}`
    );
  }

  /**
   * Makes the challenge's dictionary the one in use (settings.js, for this visit); true when it is.
   * When it cannot be (offline, never downloaded), says so once, where the challenge is offered, and
   * waits: Start becomes "Try again", which asks again. Nothing else is started meanwhile.
   */
  async challengeDictionary(challenge) {
    if (!challenge.useDictionary) return true;
    challenge.trying = true;
    let failure;
    try {
      failure = await challenge.useDictionary();
    } finally {
      challenge.trying = false;
    }
    challenge.waiting = Boolean(failure);
    if (this.challenge !== challenge) return false; // another link was opened meanwhile
    if (!failure) return true;
    const name = DICTIONARIES[challenge.dictionary];
    const why = /could not download/i.test(failure.message)
      ? `the ${name} dictionary could not be downloaded. It needs a connection once; after that it works offline`
      : `the ${name} dictionary could not be loaded (${failure.message})`;
    this.el.intro.textContent =
      `A challenge on the ${name} dictionary, ${this.challengeTerms({ ...challenge, dictionary: null })} It cannot start yet: ${why}. ` +
      `A challenge is only fair on the dictionary it names, so it waits: connect, then try again.`;
    this.el.intro.hidden = false;
    this.el.newGame.textContent = 'Try again';
    this.cover(`Waiting for the ${name} dictionary.`, 'Try again');
    this.deps.setStatus(`The challenge’s dictionary, ${name}, could not be ${/could not download/i.test(failure.message) ? 'downloaded' : 'loaded'}.`);
    return false;
  }

  /** Start (or Try again): the challenge's dictionary, again if need be, then the round. */
  async startChallenge() {
    const challenge = this.challenge;
    if (!challenge || challenge.trying) return;
    if (challenge.waiting) {
      await this.showChallenge();
      return;
    }
    // The dictionary may have been changed in the settings since the challenge was shown.
    if (!(await this.challengeDictionary(challenge))) return;
    this.startRound(challenge.board, challenge);
  }

  /** Starts a round on `board` (board text), or on a newly rolled board when it is null. */
  async startRound(board, options = {}) {
    const { bridge, editor, reportFailure, setStatus } = this.deps;
    this.stopTimer();
    const seconds = options.seconds ?? this.deps.seconds();
    try {
      const text = board ?? (await bridge.call(RequestKind.random, { dice: this.deps.dice(), seed: crypto.getRandomValues(new Uint32Array(1))[0] }));
      if (!(await this.deps.loadBoard(text, 'The game board could not be shown'))) return;
      editor.setReadOnly(true);
      const minLen = options.minLen ?? this.deps.minLen();
      // Solved up front: the end screen, the hints and "reveal" need every word; it takes under a millisecond.
      await this.load(editor.text(), minLen);
    } catch (error) {
      reportFailure(error, 'The game could not start');
      return;
    }
    this.challenge = null;
    this.el.intro.hidden = true;
    this.el.newGame.textContent = 'Start a game';
    this.round = {
      id: null,
      board: editor.text(),
      minLen: this.solution.minLen,
      seconds,
      // The dictionary really in use (a challenge's was made so before it started).
      dictionary: this.deps.dictionary?.() ?? DEFAULT_DICTIONARY,
      toBeat: options.toBeat ?? null,
      leftMs: seconds * 1000,
      found: [],
      state: 'running',
    };
    this.renderRound();
    this.el.feedback.textContent = '';
    this.run();
    // The clock, the word being formed and the board together at the top of the screen.
    this.el.hud.scrollIntoView({ block: 'start' });
    setStatus(`Game on: ${formatTime(seconds * 1000)} to find words of ${this.solution.minLen}+ letters. Slide across the tiles or type.`);
    this.focusEntry();
  }

  /** The board's words and hints, for a round on `board`. */
  async load(board, minLen) {
    [this.solution, this.hints] = await Promise.all([
      this.deps.bridge.call(RequestKind.solve, { board, minLen }),
      this.deps.bridge.call(RequestKind.hints, { board, minLen }),
    ]);
  }

  /** Puts a kept round back, paused (or its end screen); false if its board cannot be shown. */
  async restore(saved) {
    if (this.round !== saved) {
      if (!(await this.deps.loadBoard(saved.board, 'The kept game’s board could not be shown'))) return false;
      try {
        await this.load(saved.board, saved.minLen);
      } catch (error) {
        this.deps.reportFailure(error, 'The kept game could not be restored');
        return false;
      }
      this.round = saved;
    } else if (this.deps.editor.text() !== saved.board && !(await this.deps.loadBoard(saved.board, 'The game board could not be shown'))) {
      return false;
    }
    this.deps.editor.setReadOnly(true);
    this.renderRound();
    this.round.state = 'paused';
    this.save();
    this.showPaused();
    this.deps.setStatus(`Your game is paused with ${formatTime(this.round.leftMs)} left.`);
    return true;
  }

  renderRound() {
    this.el.found.replaceChildren(...this.round.found.map((f) => this.foundItem(f)).reverse());
    this.el.timer.textContent = formatTime(this.round.leftMs);
    this.el.timer.classList.remove('hurry');
    this.updateScore();
    this.showHeat();
    this.deps.overlay.clear();
  }

  run() {
    this.round.state = 'running';
    this.deadline = performance.now() + this.round.leftMs;
    this.announcedMinute = this.round.leftMs <= 60_000;
    this.ticker = setInterval(() => this.tick(), 200);
    this.el.cover.hidden = true;
    this.el.pause.textContent = 'Pause';
    this.el.pause.setAttribute('aria-pressed', 'false');
    this.showPart('running');
    this.save();
  }

  pause() {
    if (!this.isRunning()) return;
    this.round.leftMs = Math.max(0, this.deadline - performance.now());
    this.stopTimer();
    this.round.state = 'paused';
    this.save();
    this.showPaused();
    this.deps.setStatus(`Paused with ${formatTime(this.round.leftMs)} left.`);
  }

  showPaused() {
    this.showPart('running');
    this.el.pause.textContent = 'Resume';
    this.el.pause.setAttribute('aria-pressed', 'true');
    this.el.current.textContent = '';
    this.cover(`Paused: ${formatTime(this.round.leftMs)} left.`, 'Resume');
  }

  resume() {
    if (!this.round || this.round.state !== 'paused') return;
    this.run();
    this.deps.setStatus(`Game on again: ${formatTime(this.round.leftMs)} left.`);
    this.focusEntry();
  }

  cover(text, button) {
    this.el.coverText.textContent = text;
    this.el.coverButton.textContent = button;
    this.el.cover.hidden = false;
  }

  /** Typing on a computer starts in the word box; on a touch screen the keyboard would hide the board. */
  focusEntry() {
    if (matchMedia('(pointer: fine)').matches) this.el.word.focus();
  }

  tick() {
    const left = this.deadline - performance.now();
    const shown = formatTime(left);
    if (shown !== this.el.timer.textContent) {
      this.el.timer.textContent = shown;
      this.round.leftMs = Math.max(0, left);
      this.save();
    }
    this.el.timer.classList.toggle('hurry', left < 15_000);
    if (!this.announcedMinute && left <= 60_000) {
      this.announcedMinute = true;
      this.deps.setStatus('One minute left.');
    }
    if (left <= 0) this.finish('time');
  }

  stopTimer() {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  save() {
    if (this.round) keep(SAVED, this.round);
  }

  showSwipe(path) {
    const tiles = this.deps.editor.tiles;
    this.el.current.textContent = path.map((c) => tiles[c]).join('').toUpperCase();
    this.el.current.dataset.outcome = '';
    this.deps.overlay.show(path.length ? path : null);
  }

  say(text, outcome, how) {
    this.el.feedback.textContent = text;
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
  }

  /** Judges a word the player swiped or typed; what was typed is never lost to a failure. */
  async submit(word, how) {
    if (!word || !this.isRunning()) return;
    const found = (w) => this.round.found.find((f) => f.word === w);
    if (found(word)) return this.say(`“${word}”: already found.`, 'repeat', how);
    let check;
    try {
      check = await this.deps.bridge.call(RequestKind.check, { board: this.round.board, word, minLen: this.round.minLen });
    } catch (error) {
      // Give the word back (the worker may have been restarted): what the player typed is not lost.
      if (how === 'typed' && !this.el.word.value) this.el.word.value = word;
      this.say(`“${word}” could not be checked; ${how === 'typed' ? 'press Enter' : 'swipe it again'} to try again.`, 'error', how);
      this.deps.reportFailure(error, 'The word could not be checked');
      return;
    }
    if (!this.isRunning()) return; // time ran out (or the game was paused) while the word was checked
    if (!check.longEnough) return this.say(`“${word}”: too short (${this.round.minLen}+ letters).`, 'short', how);
    if (!check.inDictionary) return this.say(`“${word}”: not a word.`, 'not-word', how);
    if (check.gaveUp) return this.say(`“${word}”: too many ways to look for it on this board; not counted.`, 'not-on-board', how);
    if (!check.path) return this.say(`“${word}”: not on the board.`, 'not-on-board', how);
    if (found(word)) return this.say(`“${word}”: already found.`, 'repeat', how);
    this.addFound({ word, score: check.score, path: check.path });
    this.say(`“${word}”: +${plural(check.score, 'point', 'points')}.`, 'ok', how);
    this.deps.overlay.show(check.path);
  }

  addFound(entry) {
    this.round.found.push(entry);
    this.save();
    this.el.found.prepend(this.foundItem(entry));
    this.updateScore();
  }

  foundItem({ word, score, revealed }) {
    const item = document.createElement('li');
    item.textContent = revealed ? `${word} (revealed)` : `${word} +${score}`;
    if (revealed) item.className = 'revealed';
    return item;
  }

  /** Shows one word not found yet (one of the shortest), for no points. */
  reveal() {
    if (!this.isRunning()) return;
    const have = new Set(this.round.found.map((f) => f.word));
    const left = this.solution.words.filter((w) => !have.has(w.word));
    if (!left.length) {
      this.say('Every word is found: nothing left to reveal.', 'ok', 'typed');
      return;
    }
    const shortest = Math.min(...left.map((w) => w.word.length));
    const pool = left.filter((w) => w.word.length === shortest);
    const pick = pool[crypto.getRandomValues(new Uint32Array(1))[0] % pool.length];
    this.addFound({ word: pick.word, score: 0, path: pick.path, revealed: true });
    this.say(`Revealed: “${pick.word}” (no points).`, 'ok', 'typed');
    this.deps.overlay.show(pick.path);
  }

  points() {
    return this.round.found.reduce((sum, f) => sum + f.score, 0);
  }

  updateScore() {
    const scored = this.round.found.filter((f) => !f.revealed);
    this.el.score.textContent = `${plural(this.points(), 'point', 'points')}, ${plural(scored.length, 'word', 'words')}`;
    const byLength = new Map();
    for (const f of this.round.found) byLength.set(f.word.length, (byLength.get(f.word.length) ?? 0) + 1);
    if (this.hints) this.progress.render(this.hints.byLength, byLength);
  }

  showHeat() {
    this.deps.heat.show(this.el.heat.checked && this.hints ? this.hints.tiles : null);
  }

  /** Ends the round: `how` is "time" (the clock ran out) or "ended" (End now). */
  async finish(how) {
    if (!this.round || this.round.state === 'over') return;
    // Ended while paused: the time left is what the pause kept.
    if (how === 'time') this.round.leftMs = 0;
    else if (this.isRunning()) this.round.leftMs = Math.max(0, this.deadline - performance.now());
    this.stopTimer();
    this.round.state = 'over';
    forget(SAVED);
    this.el.timer.textContent = formatTime(this.round.leftMs);
    this.el.cover.hidden = true;
    this.el.current.textContent = '';
    this.deps.heat.clear();
    this.deps.overlay.clear();
    this.showPart('end');
    this.deps.setStatus(how === 'time' ? 'Time is up.' : 'You ended the game.');
    await this.end.show(this.round, this.solution, how, DICTIONARIES[this.round.dictionary] ?? this.round.dictionary);
  }
}
