// Scoring a real game at the table: each player's name and list (typed, or pasted: one word a line,
// or separated by spaces or commas), judged by Rust as it is typed (RequestKind.judgeRound): every
// word with its reason, words on two lists cancelled, scores, the leader (named in the board's band,
// in view while lists are typed), the best words nobody found. Rounds add up; each scored round goes
// into the history with the dictionary and rules it was judged by. Everything typed is kept in
// localStorage at every keystroke, so a reload or a closed tab loses nothing.
import { RequestKind } from './protocol.js';
import { WordList, shownWord } from './word-list.js';
import { forget, keep, recall } from './storage.js';
import { newGameId, plural, recordGame } from './history.js';
import { ask } from './confirm-dialog.js';
import { cleanName } from './address.js';

const $ = (id) => document.getElementById(id);
const SAVED = 'table';
const MAX_PLAYERS = 16;
/** Judging waits this long after the last key, so a fast typist is not judged letter by letter. */
const JUDGE_DELAY_MS = 150;
/** The words nobody found shown at first; the rest behind "Show all". */
const MISSED_SHOWN = 12;

const REASONS = {
  counts: () => 'counts',
  cancelled: (w, names) => `cancelled: also on ${w.sharedWith.map((p) => names[p]).join(' and ')}’s list`,
  repeated: () => 'listed twice: counted once',
  'too-short': (w, names, minLen) => `too short (${minLen}+ letters)`,
  banned: () => 'banned by the house list',
  'not-a-word': () => 'not a word',
  'not-on-board': () => 'not on the board',
  'gave-up': () => 'could not be looked for on this board',
};

export class ScoreGame {
  /**
   * @param {object} deps
   * @param {import('./worker-bridge.js').WorkerBridge} deps.bridge
   * @param {import('./board-editor.js').BoardEditor} deps.editor
   * @param {import('./path-overlay.js').PathOverlay} deps.overlay
   * @param {() => number | undefined} deps.minLen the minimum word length (undefined: official)
   * @param {() => string} deps.dictionary the dictionary in use (its name)
   * @param {() => {scoring: string, qu: number}} deps.rules the house rules in use
   * @param {import('./word-details.js').WordDetails} deps.details where a tapped word's details show
   * @param {(error: Error, what: string) => void} deps.reportFailure
   * @param {(text: string) => void} deps.setStatus
   */
  constructor(deps) {
    this.deps = deps;
    this.el = {
      players: $('score-players'),
      add: $('score-add'),
      summary: $('score-summary'),
      totals: $('score-totals'),
      missed: $('score-missed'),
      missedAll: $('score-missed-all'),
      missedHeading: $('score-missed-heading'),
      next: $('score-next'),
      reset: $('score-reset'),
    };
    const saved = recall(SAVED);
    /** { players: [{ name, text, total }], rounds, board } */
    this.game = saved && Array.isArray(saved.players) ? saved : { players: [], rounds: 0, board: null };
    if (!this.game.players.length) this.game.players = [newPlayer(), newPlayer()];
    this.round = null;
    this.generation = 0;
    this.timer = null;
    this.showAllMissed = false;
    this.missedList = new WordList(this.el.missed, (path) => deps.overlay.show(path), () => this.unpress(), deps.details);
    this.el.add.addEventListener('click', () => this.addPlayer());
    this.el.next.addEventListener('click', () => this.nextRound());
    this.el.reset.addEventListener('click', () => this.resetGame());
    this.el.missedAll.addEventListener('click', () => {
      this.showAllMissed = !this.showAllMissed;
      this.renderMissed();
    });
    this.el.players.addEventListener('input', (event) => this.onInput(event));
    this.el.players.addEventListener('click', (event) => this.onClick(event));
    this.renderPlayers();
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
    this.judgeSoon(0);
  }

  onBoardChange() {
    this.game.board = this.deps.editor.isFull() ? this.deps.editor.text() : null;
    this.save();
    this.judgeSoon(0);
  }

  save() {
    keep(SAVED, this.game);
  }

  renderPlayers() {
    this.el.players.replaceChildren(...this.game.players.map((p, i) => this.playerCard(p, i)));
    this.el.add.disabled = this.game.players.length >= MAX_PLAYERS;
  }

  playerCard(player, index) {
    const card = document.createElement('li');
    card.className = 'player';
    card.dataset.index = String(index);
    const nameId = `player-name-${index}`;
    const wordsId = `player-words-${index}`;
    card.innerHTML = `
      <div class="player-head">
        <label class="field grow"><span class="field-label">Name</span>
          <input type="text" id="${nameId}" class="player-name" autocomplete="off" maxlength="40"></label>
        <button type="button" class="player-remove">Remove</button>
      </div>
      <label class="field"><span class="field-label">Words (one a line, or separated by spaces or commas)</span>
        <textarea id="${wordsId}" class="player-words" rows="3" autocomplete="off" autocapitalize="none" spellcheck="false"></textarea></label>
      <p class="player-score" aria-live="polite"></p>
      <ol class="judged" aria-label="Words judged"></ol>`;
    const name = card.querySelector('.player-name');
    name.value = player.name;
    name.placeholder = `Player ${index + 1}`;
    card.querySelector('.player-words').value = player.text;
    const remove = card.querySelector('.player-remove');
    remove.setAttribute('aria-label', `Remove ${this.nameOf(index)}`);
    remove.hidden = this.game.players.length <= 1;
    return card;
  }

  /** A player's name as shown and saved: invisible and direction-changing characters left out. */
  nameOf(index) {
    return cleanName(this.game.players[index]?.name).name || `Player ${index + 1}`;
  }

  onInput(event) {
    const card = event.target.closest('.player');
    if (!card) return;
    const player = this.game.players[Number(card.dataset.index)];
    if (event.target.classList.contains('player-name')) player.name = event.target.value;
    if (event.target.classList.contains('player-words')) player.text = event.target.value;
    this.save();
    this.judgeSoon(JUDGE_DELAY_MS);
  }

  onClick(event) {
    const card = event.target.closest('.player');
    if (!card) return;
    if (event.target.closest('.player-remove')) {
      this.removePlayer(Number(card.dataset.index));
      return;
    }
    const word = event.target.closest('button.judged-word');
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
      const verdict = judged && judged.verdict !== 'counts' ? REASONS[judged.verdict](judged, names, this.round.minLen) : 'counts';
      if (on && judged) this.deps.details.show({ word: judged.word, shown: judged.shown, score: judged.verdict === 'counts' ? judged.score : null, note: `On ${names[player]}’s list: ${verdict}`, path: judged.path });
      else this.deps.details.clear();
    }
  }

  /** Unpresses every judged word but `except` (a word was chosen elsewhere). */
  unpress(except = null) {
    for (const b of this.el.players.querySelectorAll('button.judged-word[aria-pressed="true"]')) if (b !== except) b.setAttribute('aria-pressed', 'false');
  }

  addPlayer() {
    if (this.game.players.length >= MAX_PLAYERS) return;
    this.game.players.push(newPlayer());
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
    this.el.players.lastElementChild.querySelector('.player-name').focus();
  }

  async removePlayer(index) {
    const player = this.game.players[index];
    if (player.text.trim() || player.total) {
      const yes = await ask({ title: `Remove ${this.nameOf(index)}?`, message: 'Their words and points are deleted.', yes: 'Remove' });
      if (!yes) return;
    }
    this.game.players.splice(index, 1);
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
  }

  judgeSoon(delay) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.judge(), delay);
  }

  async judge() {
    const { editor, bridge } = this.deps;
    const generation = ++this.generation;
    if (!editor.isFull()) {
      this.round = null;
      this.el.summary.textContent = 'Put the board in first (scan it, choose a photo or type it), then each player’s words.';
      this.render();
      return;
    }
    const board = editor.text();
    let round;
    try {
      round = await bridge.call(RequestKind.judgeRound, { board, lists: this.game.players.map((p) => p.text), minLen: this.deps.minLen() });
    } catch (error) {
      if (generation !== this.generation) return;
      this.el.summary.textContent = 'The lists could not be judged.';
      this.deps.reportFailure(error, 'The lists could not be judged');
      return;
    }
    if (generation !== this.generation) return;
    // Judged by these: the round keeps them, for the history.
    this.round = { ...round, board, dictionary: this.deps.dictionary(), rules: this.deps.rules() };
    this.render();
  }

  render() {
    const round = this.round;
    const names = this.game.players.map((_, i) => this.nameOf(i));
    this.game.players.forEach((player, index) => {
      const card = this.el.players.children[index];
      if (!card) return;
      const result = round?.players[index];
      const score = card.querySelector('.player-score');
      const judged = card.querySelector('.judged');
      if (!result) {
        score.textContent = '';
        judged.replaceChildren();
        return;
      }
      const out = result.words.length - result.counted;
      score.textContent = `${plural(result.score, 'point')} from ${plural(result.counted, 'word')}${out ? `; ${out} not counted` : ''}.`;
      judged.replaceChildren(...result.words.map((w, i) => judgedItem(w, i, names, round.minLen)));
    });
    this.renderSummary(names);
    this.renderMissed();
    const anyWords = this.game.players.some((p) => p.text.trim());
    this.el.next.disabled = !round || !anyWords;
  }

  renderSummary(names) {
    const round = this.round;
    if (!round) {
      this.el.totals.replaceChildren();
      return;
    }
    const scores = round.players.map((p, i) => ({ name: names[i], score: p.score, total: (this.game.players[i].total ?? 0) + p.score }));
    const ranked = [...scores].sort((a, b) => b.score - a.score);
    if (!round.winners.length) {
      this.el.summary.textContent = `No points yet: ${round.wordCount} words on this board (${round.totalScore} points at most).`;
    } else {
      const winners = round.winners.map((i) => names[i]);
      // The lists are still being typed until the round is kept: a leader, not yet a winner.
      const lead = winners.length > 1 ? `${winners.join(' and ')} tie` : `${winners[0]} leads`;
      const others = ranked.filter((s) => !winners.includes(s.name)).map((s) => `${s.name} ${s.score}`);
      this.el.summary.textContent = `${lead} with ${plural(round.players[round.winners[0]].score, 'point')}.${others.length ? ` ${others.join(', ')}.` : ''}`;
    }
    const rounds = this.game.rounds;
    this.el.totals.replaceChildren(
      ...scores.map((s, i) => {
        const row = document.createElement('tr');
        if (round.winners.includes(i)) row.className = 'winner';
        for (const value of [s.name, s.score, ...(rounds ? [s.total] : [])]) {
          const cell = document.createElement(value === s.name ? 'th' : 'td');
          if (value === s.name) cell.scope = 'row';
          cell.textContent = String(value);
          row.append(cell);
        }
        return row;
      }),
    );
    $('score-total-heading').hidden = !rounds;
    $('score-total-heading').textContent = `After ${rounds + 1} rounds`;
  }

  renderMissed() {
    const missed = this.round?.missed ?? [];
    const shown = this.showAllMissed ? missed : missed.slice(0, MISSED_SHOWN);
    this.missedList.render(shown);
    this.el.missedHeading.hidden = !this.round;
    // A search that stopped at its budget (a hostile dictionary or house list) may have missed words.
    const stopped = Boolean(this.round?.stoppedAfter || this.round?.houseStoppedAfter);
    const all = stopped ? 'Every word the search found was listed (it stopped early: there may be more).' : 'Every word on the board was found!';
    const more = stopped ? '; the search stopped early, so there may be more' : '';
    this.el.missedHeading.textContent = missed.length ? `The best words nobody found (${missed.length} in all${more})` : all;
    this.el.missedAll.hidden = missed.length <= MISSED_SHOWN;
    this.el.missedAll.textContent = this.showAllMissed ? 'Show the best only' : `Show all ${missed.length}`;
  }

  /** Keeps the round (history, totals), empties the lists and the board for the next one. */
  async nextRound() {
    const round = this.round;
    if (!round) return;
    const { rows, cols } = this.deps.editor;
    const names = this.game.players.map((_, i) => this.nameOf(i));
    try {
      await recordGame({
        id: newGameId(),
        at: new Date().toISOString(),
        kind: 'table',
        board: round.board,
        rows,
        cols,
        minLen: round.minLen,
        dictionary: round.dictionary,
        scoring: round.rules.scoring,
        qu: round.rules.qu,
        score: Math.max(0, ...round.players.map((p) => p.score)),
        maxScore: round.totalScore,
        wordCount: round.wordCount,
        players: round.players.map((p, i) => ({ name: names[i], score: p.score, words: p.words.map((w) => w.word) })),
      });
    } catch (error) {
      this.deps.setStatus(`This round is not kept in the history: ${error.message}.`);
    }
    this.game.players.forEach((p, i) => {
      p.total = (p.total ?? 0) + (round.players[i]?.score ?? 0);
      p.text = '';
    });
    this.game.rounds += 1;
    this.game.board = null;
    this.save();
    this.renderPlayers();
    this.deps.editor.clear();
    this.deps.setStatus(`Round ${this.game.rounds} kept. Put in the next board, then the new lists.`);
  }

  async resetGame() {
    const yes = await ask({ title: 'Start a new game?', message: 'The lists and the running totals are cleared; the names stay. Scored rounds stay in the history.', yes: 'New game' });
    if (!yes) return;
    this.game = { players: this.game.players.map((p) => ({ ...newPlayer(), name: p.name })), rounds: 0, board: null };
    forget(SAVED);
    this.save();
    this.renderPlayers();
    this.judgeSoon(0);
  }
}

function newPlayer() {
  return { name: '', text: '', total: 0 };
}

function judgedItem(word, index, names, minLen) {
  const item = document.createElement('li');
  // Every word is a button, those that do not count too: a disputed word is the one the referee is for.
  const node = document.createElement('button');
  node.className = `judged-word ${word.verdict}`;
  node.type = 'button';
  node.dataset.index = String(index);
  node.setAttribute('aria-pressed', 'false');
  node.dataset.verdict = word.verdict;
  const text = document.createElement('span');
  text.className = 'judged-text';
  text.textContent = shownWord(word);
  const why = document.createElement('span');
  why.className = 'judged-why';
  why.textContent = word.verdict === 'counts' ? `+${word.score}` : REASONS[word.verdict](word, names, minLen);
  node.append(text, ' ', why);
  item.append(node);
  return item;
}
