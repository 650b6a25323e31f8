// The games played on this device and the personal bests: recorded when a game ends (solo) or a
// round is scored (at the table), kept in IndexedDB (storage.js), exported and imported as JSON,
// cleared on request. The History panel lists them, each with a way to play or solve its board again.
// An imported file is not trusted: history-import.js checks each record, a game already kept is
// skipped, a kept one is never replaced, and the report says what was imported and what was skipped, why.
import { addGames, allGames, clearGames, putGames } from './storage.js';
import { ask } from './confirm-dialog.js';
import { cleanName } from './address.js';
import { DEFAULT_HOUSE_RULES } from './catalog.js';
import { dateInWords } from './board-order.js';

const EXPORT_FORMAT = 'boggle-solver-history';
const EXPORT_VERSION = 1;
/** Games a file may bring in at once: years of play, and a bound on a hostile file. */
const MAX_IMPORT = 20_000;
/** A size's name as shown and as the bests are grouped: "4×4". */
export function sizeName(rows, cols) {
  return `${rows}×${cols}`;
}

/** A new game record's id: time plus randomness, so imports from several devices do not collide. */
export function newGameId() {
  return `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

/** The best solo score per board size: { "4×4": { score, at, board } }. */
export function bests(games) {
  const best = {};
  for (const game of games) {
    if (game.kind !== 'solo') continue;
    const size = sizeName(game.rows, game.cols);
    if (!best[size] || game.score > best[size].score) best[size] = { score: game.score, at: game.at, board: game.board };
  }
  return best;
}

/**
 * Records a finished game; resolves with the best solo score for its size before it (null if it is
 * the first), or rejects if the browser keeps no history.
 */
export async function recordGame(game) {
  const before = game.kind === 'solo' ? bests(await allGames())[sizeName(game.rows, game.cols)] ?? null : null;
  await putGames([game]);
  return before;
}

export class HistoryView {
  /**
   * @param {object} deps
   * @param {(id: string) => HTMLElement} deps.byId
   * @param {(board: string, game: object) => void} deps.play plays a board again (a board of the day's marked so)
   * @param {(board: string) => void} deps.solve shows a board's words
   * @param {(text: string) => void} deps.setStatus
   */
  constructor({ byId, play, solve, dictionaryTitle, setStatus }) {
    Object.assign(this, { play, solve, dictionaryTitle, setStatus });
    this.el = {
      summary: byId('history-summary'),
      bests: byId('history-bests'),
      list: byId('history-list'),
      exportButton: byId('history-export'),
      importButton: byId('history-import'),
      file: byId('history-file'),
      clear: byId('history-clear'),
    };
    this.games = [];
    this.el.exportButton.addEventListener('click', () => this.exportJson());
    this.el.importButton.addEventListener('click', () => this.el.file.click());
    this.el.file.addEventListener('change', () => {
      const file = this.el.file.files[0];
      this.el.file.value = '';
      if (file) this.importJson(file);
    });
    this.el.clear.addEventListener('click', () => this.clearAll());
    this.el.list.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-action]');
      const game = button && this.games.find((g) => g.id === button.dataset.id);
      if (game) (button.dataset.action === 'play' ? this.play : this.solve)(game.board, game);
    });
  }

  async show() {
    try {
      this.games = await allGames();
    } catch (error) {
      this.el.summary.textContent = `No history: ${error.message}.`;
      return;
    }
    this.render();
  }

  render() {
    const games = this.games;
    const solo = games.filter((g) => g.kind === 'solo').length;
    const days = games.filter((g) => g.kind === 'day').length;
    const played = games.length - days;
    const opened = days ? `${plural(days, 'board')} of the day opened` : '';
    this.el.summary.textContent = played
      ? `${plural(played, 'game')} on this device: ${plural(solo, 'solo game')}, ${plural(played - solo, 'game')} scored at the table${opened ? `; ${opened}` : ''}.`
      : opened
        ? `No games yet; ${opened} on this device.`
        : 'No games yet. Finished games, scored rounds and the boards of the day you open are kept here, on this device only.';
    const best = bests(games);
    this.el.bests.replaceChildren(
      ...Object.entries(best).map(([size, b]) => {
        const item = document.createElement('li');
        item.textContent = `${size}: ${plural(b.score, 'point')} (${formatDate(b.at)})`;
        return item;
      }),
    );
    this.el.bests.hidden = !Object.keys(best).length;
    this.el.list.replaceChildren(...games.slice(0, 200).map((game) => this.item(game)));
    this.el.exportButton.disabled = !games.length;
    this.el.clear.disabled = !games.length;
  }

  item(game) {
    const item = document.createElement('li');
    item.className = 'history-game';
    const title = document.createElement('p');
    const what = game.kind === 'solo'
      ? `${plural(game.score, 'point')} of ${game.maxScore}, ${game.found.length} of ${plural(game.wordCount, 'word')}${game.revealed ? `, ${game.revealed} revealed` : ''}`
      : game.kind === 'day'
        ? `${plural(game.wordCount, 'word')}, ${plural(game.maxScore, 'point')} to find`
        : game.players.map((p) => `${cleanName(p.name).name} ${p.score}`).join(', ');
    const how = { solo: 'solo', table: 'at the table', day: 'solved' }[game.kind];
    // The dictionary and rules it was played or judged by.
    const rules = [this.dictionaryTitle(game.dictionary), game.scoring && game.scoring !== DEFAULT_HOUSE_RULES.scoring ? `${game.scoring} scoring` : '', game.qu === 1 ? 'Qu as one letter' : ''].filter(Boolean);
    title.textContent = `${formatDate(game.at)} · ${sizeName(game.rows, game.cols)} ${how} (${rules.join(', ')}): ${what}`;
    if (game.day) {
      // The board of the day, played or only opened: marked, with the date it was the day's board.
      item.classList.add('history-day');
      const mark = document.createElement('strong');
      mark.className = 'history-day-mark';
      mark.textContent = `Board of the day, ${dateInWords(game.day)}`;
      item.append(mark);
    }
    const board = document.createElement('p');
    board.className = 'history-board';
    board.textContent = game.board;
    const actions = document.createElement('div');
    actions.className = 'history-actions';
    for (const [action, label] of [['play', 'Play it'], ['solve', 'Solve it']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.action = action;
      button.dataset.id = game.id;
      button.textContent = label;
      button.setAttribute('aria-label', `${label}: ${game.board}`);
      actions.append(button);
    }
    item.append(title, board, actions);
    return item;
  }

  exportJson() {
    const data = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), games: this.games };
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 1)}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `boggle-history-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.setStatus(`Exported ${plural(this.games.length, 'game')}.`);
  }

  /**
   * Reads an exported history: every game checked (its fields, its date, its numbers against what
   * its board allows, solved by Rust), the ones already kept skipped, none kept replaced; then says
   * how many were imported and how many skipped, and why.
   */
  async importJson(file) {
    let data;
    try {
      if (file.size > 50_000_000) throw new Error('the file is too large to be a history');
      data = JSON.parse(await file.text());
      if (!data || data.format !== EXPORT_FORMAT || !Array.isArray(data.games)) throw new Error('it is not a history exported by this app');
      if (data.games.length > MAX_IMPORT) throw new Error(`it holds ${data.games.length.toLocaleString('en')} games; at most ${MAX_IMPORT.toLocaleString('en')} are read at once`);
    } catch (error) {
      this.setStatus(`“${file.name}” was not imported: ${error instanceof SyntaxError ? 'it is not JSON' : error.message}.`);
      return;
    }
    let sorted;
    let importReport;
    try {
      // The checks are loaded on the first import only.
      const checks = await import('./history-import.js');
      importReport = checks.importReport;
      this.setStatus(`Checking ${plural(data.games.length, 'game')} from “${file.name}”…`);
      sorted = await checks.sortImport(data.games, await allGames(), (progress) => {
        this.setStatus(`Checking ${plural(data.games.length, 'game')} from “${file.name}” against their boards: ${progress}…`);
      });
    } catch (error) {
      this.setStatus(`“${file.name}” was not imported: its games could not be checked (${error.message}).`);
      return;
    }
    let taken = [];
    try {
      if (sorted.add.length) taken = await addGames(sorted.add);
    } catch (error) {
      this.setStatus(`The history could not be saved: ${error.message}.`);
      return;
    }
    // An id taken meanwhile (another tab): that game stays as it was, and this one is not added.
    if (taken.length) sorted.skipped.duplicate = (sorted.skipped.duplicate ?? 0) + taken.length;
    // The list and the bests first, so the report (read out by screen readers) speaks of what is shown.
    await this.show();
    this.setStatus(importReport(sorted.add.length - taken.length, sorted.skipped, sorted.renamed));
  }

  async clearAll() {
    const yes = await ask({
      title: 'Clear the history?',
      message: `All ${plural(this.games.length, 'game')} and the personal bests are deleted from this device. Export them first to keep a copy.`,
      yes: 'Delete all',
    });
    if (!yes) return;
    await clearGames();
    this.setStatus('The history is cleared.');
    await this.show();
  }
}

export function plural(n, word) {
  return `${n.toLocaleString('en')} ${n === 1 ? word : `${word}s`}`;
}

function formatDate(iso) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
