// The game: a timed round on a freshly rolled board. Each word the player enters is checked at
// once by the worker; at the end the player sees their score against the board's maximum and the
// words they missed, longest first.
import { RequestKind } from './protocol.js';
import { WordList } from './word-list.js';

const $ = (id) => document.getElementById(id);

function formatTime(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

export class PlayMode {
  /**
   * @param {object} deps
   * @param {import('./protocol.js').WorkerBridge} deps.bridge
   * @param {import('./board-editor.js').BoardEditor} deps.editor
   * @param {import('./path-overlay.js').PathOverlay} deps.overlay
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
      running: $('play-running'),
      end: $('play-end'),
      newGame: $('play-new'),
      timer: $('timer'),
      form: $('play-form'),
      word: $('play-word'),
      feedback: $('play-feedback'),
      score: $('play-score'),
      found: $('found-list'),
      stop: $('play-stop'),
      result: $('play-result'),
      replay: $('play-replay'),
      again: $('play-again'),
      solve: $('play-solve'),
    };
    this.missedList = new WordList($('missed-list'), (path) => deps.overlay.show(path));
    this.board = null;
    this.solution = null;
    this.found = new Map();
    this.deadline = 0;
    this.ticker = null;
    this.announcedMinute = false;

    this.el.newGame.addEventListener('click', () => this.startRound(null));
    this.el.again.addEventListener('click', () => this.startRound(null));
    this.el.replay.addEventListener('click', () => this.startRound(this.board));
    this.el.stop.addEventListener('click', () => this.finish());
    this.el.solve.addEventListener('click', () => deps.showSolution(this.board));
    this.el.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit();
    });
  }

  enter() {
    this.show('start');
    this.deps.editor.setReadOnly(true);
  }

  leave() {
    this.stopTimer();
    this.show(null);
  }

  show(part) {
    this.el.start.hidden = part !== 'start';
    this.el.running.hidden = part !== 'running';
    this.el.end.hidden = part !== 'end';
  }

  /** Starts a round on `board` (board text), or on a newly rolled board when it is null. */
  async startRound(board) {
    const { bridge, editor, reportFailure, setStatus } = this.deps;
    this.stopTimer();
    try {
      const text = board ?? (await bridge.call(RequestKind.random, { dice: this.deps.dice(), seed: crypto.getRandomValues(new Uint32Array(1))[0] }));
      if (!(await this.deps.loadBoard(text, 'The game board could not be shown'))) return;
      editor.setReadOnly(true);
      this.board = editor.text();
      // Solved up front: the end screen needs the maximum, and it costs well under a millisecond.
      this.solution = await bridge.call(RequestKind.solve, { board: this.board, minLen: this.deps.minLen() });
    } catch (error) {
      reportFailure(error, 'The game could not start');
      return;
    }
    this.found = new Map();
    this.el.found.replaceChildren();
    this.el.feedback.textContent = '';
    this.updateScore();
    this.show('running');
    this.deps.overlay.clear();
    const seconds = this.deps.seconds();
    this.deadline = performance.now() + seconds * 1000;
    this.announcedMinute = seconds <= 60;
    this.el.timer.textContent = formatTime(seconds * 1000);
    this.ticker = setInterval(() => this.tick(), 200);
    setStatus(`Game on: ${formatTime(seconds * 1000)} to find words of ${this.solution.minLen}+ letters.`);
    this.el.word.value = '';
    this.el.word.focus();
  }

  tick() {
    const left = this.deadline - performance.now();
    this.el.timer.textContent = formatTime(left);
    this.el.timer.classList.toggle('hurry', left < 15_000);
    if (!this.announcedMinute && left <= 60_000) {
      this.announcedMinute = true;
      this.deps.setStatus('One minute left.');
    }
    if (left <= 0) this.finish();
  }

  stopTimer() {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  async submit() {
    const word = this.el.word.value.trim().toLowerCase();
    this.el.word.value = '';
    if (!word || this.ticker === null) return;
    const say = (text, outcome) => {
      this.el.feedback.textContent = text;
      this.el.feedback.dataset.outcome = outcome;
    };
    if (this.found.has(word)) return say(`“${word}”: already found.`, 'repeat');
    let check;
    try {
      check = await this.deps.bridge.call(RequestKind.check, { board: this.board, word, minLen: this.solution.minLen });
    } catch (error) {
      // Give the word back (the worker may have been restarted): what the player typed is not lost.
      if (!this.el.word.value) this.el.word.value = word;
      say(`“${word}” could not be checked; press Enter to try again.`, 'error');
      this.deps.reportFailure(error, 'The word could not be checked');
      return;
    }
    if (this.ticker === null) return; // time ran out while the word was being checked
    if (!check.longEnough) return say(`“${word}”: too short (${this.solution.minLen}+ letters).`, 'short');
    if (!check.inDictionary) return say(`“${word}”: not a word.`, 'not-word');
    if (check.gaveUp) return say(`“${word}”: too many ways to look for it on this board; not counted.`, 'not-on-board');
    if (!check.path) return say(`“${word}”: not on the board.`, 'not-on-board');
    if (this.found.has(word)) return say(`“${word}”: already found.`, 'repeat');
    this.found.set(word, check);
    say(`“${word}”: +${plural(check.score, 'point', 'points')}.`, 'ok');
    const item = document.createElement('li');
    item.textContent = `${word} +${check.score}`;
    this.el.found.prepend(item);
    this.deps.overlay.show(check.path);
    this.updateScore();
  }

  points() {
    let total = 0;
    for (const check of this.found.values()) total += check.score;
    return total;
  }

  updateScore() {
    this.el.score.textContent = `${plural(this.points(), 'point', 'points')}, ${plural(this.found.size, 'word', 'words')}`;
  }

  finish() {
    if (this.ticker === null) return;
    this.stopTimer();
    this.el.timer.textContent = '0:00';
    const { wordCount, totalScore, words } = this.solution;
    const missed = words.filter((w) => !this.found.has(w.word)).sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
    this.el.result.textContent =
      `Time! You scored ${plural(this.points(), 'point', 'points')} of ${totalScore} possible, ` +
      `finding ${this.found.size} of ${plural(wordCount, 'word', 'words')}.`;
    this.missedList.render(missed);
    this.deps.overlay.clear();
    this.show('end');
    this.deps.setStatus('Time is up.');
    this.el.replay.focus();
  }
}
