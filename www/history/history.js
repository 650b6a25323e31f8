// The games played on this device and the personal bests: recorded when a game ends (solo) or a
// round is scored (at the table), kept in IndexedDB (storage.js), exported and imported as JSON,
// cleared on request. The History panel lists them, each with a way to play or solve its board again.
// An imported file is not trusted: history-import.js checks each record, a game already kept is
// skipped, a kept one is never replaced, and the report says what was imported and what was skipped, why.
import { addGames, allGames, clearGames } from '../core/storage.js';
import { bests } from './records.js';
import { ask } from '../ui/confirm-dialog.js';
import { cleanName } from '../core/address.js';
import { DEFAULT_HOUSE_RULES } from '../core/catalog.js';
import { dayMoment } from '../board/board-order.js';
import { language, localize, onLanguageChange, t, tSaid } from '../l10n/l10n.js';

const EXPORT_FORMAT = 'boggle-solver-history';
const EXPORT_VERSION = 1;
/** Games a file may bring in at once: years of play, and a bound on a hostile file. */
const MAX_IMPORT = 20_000;
/** @typedef {import('../core/storage.js').GameRecord} GameRecord */

/**
 * What the History panel is given by the page (modes.js).
 * @typedef {object} HistoryParts
 * @property {(id: string) => HTMLElement} byId
 * @property {(board: string, game: GameRecord) => void} play plays a board again (a board of the day's marked so)
 * @property {(board: string, game: GameRecord) => void} solve shows a board's words
 * @property {(name: string) => string} dictionaryTitle a dictionary's title, by its name
 * @property {(text: string) => void} setStatus
 */

export class HistoryView {
  /** @param {HistoryParts} parts */
  constructor({ byId, play, solve, dictionaryTitle, setStatus }) {
    this.play = play;
    this.solve = solve;
    this.dictionaryTitle = dictionaryTitle;
    this.setStatus = setStatus;
    this.el = {
      summary: byId('history-summary'),
      bests: byId('history-bests'),
      bestsHeading: byId('history-bests-heading'),
      list: byId('history-list'),
      listHeading: byId('history-games-heading'),
      exportButton: /** @type {HTMLButtonElement} */ (byId('history-export')),
      importButton: byId('history-import'),
      file: /** @type {HTMLInputElement} */ (byId('history-file')),
      clear: /** @type {HTMLButtonElement} */ (byId('history-clear')),
    };
    /** @type {GameRecord[]} */
    this.games = [];
    // The games' buttons are named in attributes, which a message's text does not carry: listed again.
    onLanguageChange(() => this.render());
    this.el.exportButton.addEventListener('click', () => this.exportJson());
    this.el.importButton.addEventListener('click', () => this.el.file.click());
    this.el.file.addEventListener('change', () => {
      const file = this.el.file.files?.[0];
      this.el.file.value = '';
      if (file) this.importJson(file);
    });
    this.el.clear.addEventListener('click', () => this.clearAll());
    this.el.list.addEventListener('click', (event) => {
      const button = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (event.target).closest('button[data-action]'));
      const game = button && this.games.find((g) => g.id === button.dataset.id);
      if (game) (button.dataset.action === 'play' ? this.play : this.solve)(game.board, game);
    });
  }

  async show() {
    try {
      this.games = await allGames();
    } catch (error) {
      localize(this.el.summary, 'history-none', { reason: /** @type {Error} */ (error).message });
      return;
    }
    this.render();
  }

  render() {
    const games = this.games;
    const solo = games.filter((g) => g.kind === 'solo').length;
    const days = games.filter((g) => g.kind === 'day').length;
    const played = games.length - days;
    if (played) localize(this.el.summary, 'history-summary', { played, solo, table: played - solo, days });
    else if (days) localize(this.el.summary, 'history-days-only', { days });
    else localize(this.el.summary, 'history-empty');
    const best = bests(games);
    this.el.bests.replaceChildren(
      ...Object.entries(best).map(([size, b]) => {
        const item = document.createElement('li');
        localize(item, 'history-best', { size, points: b.score, at: Date.parse(b.at) });
        return item;
      }),
    );
    this.el.bests.hidden = !Object.keys(best).length;
    // No heading over an empty list: the summary has said there is nothing yet.
    this.el.bestsHeading.hidden = this.el.bests.hidden;
    this.el.listHeading.hidden = !games.length;
    this.el.list.replaceChildren(...games.slice(0, 200).map((game) => this.item(game)));
    this.el.exportButton.disabled = !games.length;
    this.el.clear.disabled = !games.length;
  }

  /** @param {GameRecord} game */
  item(game) {
    const item = document.createElement('li');
    item.className = 'history-game';
    const title = document.createElement('p');
    // The dictionary and rules it was played or judged by.
    const scoring = game.scoring && game.scoring !== DEFAULT_HOUSE_RULES.scoring ? t('history-scoring', { scoring: game.scoring }) : '';
    const rules = [this.dictionaryTitle(game.dictionary), scoring, game.qu === 1 ? t('history-qu-one') : ''].filter(Boolean).join(', ');
    const about = { at: Date.parse(game.at), rows: game.rows, cols: game.cols, rules, points: game.score, max: game.maxScore, words: game.wordCount };
    if (game.kind === 'solo') localize(title, 'history-game-solo', { ...about, found: /** @type {string[]} */ (game.found).length, revealed: game.revealed ?? 0 });
    else if (game.kind === 'day') localize(title, 'history-game-day', { ...about, points: game.maxScore });
    else localize(title, 'history-game-table', { ...about, players: /** @type {import('../core/storage.js').KeptPlayer[]} */ (game.players).map((p) => (p.absent ? t('history-player-absent', { name: cleanName(p.name).name }) : `${cleanName(p.name).name} ${p.score.toLocaleString(language())}`)).join(', ') });
    if (game.day) {
      // The board of the day, played or only opened: marked, with the date it was the day's board.
      item.classList.add('history-day');
      const mark = document.createElement('strong');
      mark.className = 'history-day-mark';
      localize(mark, 'history-day-mark', { date: dayMoment(game.day) });
      item.append(mark);
    }
    const board = document.createElement('p');
    board.className = 'history-board';
    board.textContent = game.board;
    const actions = document.createElement('div');
    actions.className = 'history-actions';
    for (const [action, label, named] of [['play', 'history-play', 'history-play-board'], ['solve', 'history-solve', 'history-solve-board']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.action = action;
      button.dataset.id = game.id;
      localize(button, label);
      button.setAttribute('aria-label', t(named, { board: game.board }));
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
    this.setStatus(t('history-exported', { games: this.games.length }));
  }

  /**
   * Reads an exported history: every game checked (its fields, its date, its numbers against what
   * its board allows, solved by Rust), the ones already kept skipped, none kept replaced; then says
   * how many were imported and how many skipped, and why.
   * @param {File} file
   */
  async importJson(file) {
    let data;
    try {
      if (file.size > 50_000_000) throw new Error(t('history-too-large'));
      data = JSON.parse(await file.text());
      if (!data || data.format !== EXPORT_FORMAT || !Array.isArray(data.games)) throw new Error(t('history-not-history'));
      if (data.games.length > MAX_IMPORT) throw new Error(t('history-too-many', { games: data.games.length, max: MAX_IMPORT }));
    } catch (error) {
      this.setStatus(t('history-not-imported', { file: file.name, reason: error instanceof SyntaxError ? t('history-not-json') : tSaid(error) }));
      return;
    }
    let sorted;
    let importReport;
    try {
      // The checks are loaded on the first import only.
      const checks = await import('./history-import.js');
      importReport = checks.importReport;
      this.setStatus(t('history-checking', { games: data.games.length, file: file.name }));
      sorted = await checks.sortImport(data.games, await allGames(), (progress) => {
        this.setStatus(t('history-checking-boards', { games: data.games.length, file: file.name, progress }));
      });
    } catch (error) {
      this.setStatus(t('history-unchecked', { file: file.name, reason: tSaid(error) }));
      return;
    }
    let taken = [];
    try {
      if (sorted.add.length) taken = await addGames(sorted.add);
    } catch (error) {
      this.setStatus(t('history-unsaved', { reason: /** @type {Error} */ (error).message }));
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
      title: t('history-clear-title'),
      message: t('history-clear-message', { games: this.games.length }),
      yes: t('history-delete-all'),
      no: t('history-cancel'),
    });
    if (!yes) return;
    await clearGames();
    this.setStatus(t('history-cleared'));
    await this.show();
  }
}

