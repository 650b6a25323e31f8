// The games played on this device and the personal bests: recorded when a game ends (solo) or a
// round is scored (at the table), kept in IndexedDB (storage.js), exported and imported as JSON,
// cleared on request. The History panel lists them, each with a way to play or solve its board again.
import { allGames, clearGames, putGames } from './storage.js';
import { ask } from './confirm-dialog.js';

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

const isText = (v, max = 2000) => typeof v === 'string' && v.length <= max;
const isCount = (v) => Number.isInteger(v) && v >= 0 && v < 1e7;
const isWords = (v) => Array.isArray(v) && v.length <= 5000 && v.every((w) => isText(w, 200));

/** A game read from a file, if it has the fields a record needs (extra fields are dropped). */
function validGame(g) {
  if (!g || typeof g !== 'object' || !isText(g.id, 100) || !isText(g.at, 40) || Number.isNaN(Date.parse(g.at))) return null;
  if (!['solo', 'table'].includes(g.kind) || !isText(g.board, 1000) || !isCount(g.rows) || !isCount(g.cols)) return null;
  if (!isCount(g.score) || !isCount(g.maxScore) || !isCount(g.wordCount) || !isCount(g.minLen)) return null;
  const game = {
    id: g.id, at: g.at, kind: g.kind, board: g.board, rows: g.rows, cols: g.cols, minLen: g.minLen,
    dictionary: isText(g.dictionary, 40) ? g.dictionary : 'enable2k',
    score: g.score, maxScore: g.maxScore, wordCount: g.wordCount,
  };
  if (g.kind === 'solo') {
    if (!isWords(g.found)) return null;
    Object.assign(game, { found: g.found, revealed: isCount(g.revealed) ? g.revealed : 0, seconds: isCount(g.seconds) ? g.seconds : null });
  } else {
    if (!Array.isArray(g.players) || g.players.length > 16) return null;
    const players = g.players.map((p) => (p && isText(p.name, 100) && isCount(p.score) && isWords(p.words) ? { name: p.name, score: p.score, words: p.words } : null));
    if (players.includes(null)) return null;
    game.players = players;
  }
  return game;
}

export class HistoryView {
  /**
   * @param {object} deps
   * @param {(id: string) => HTMLElement} deps.byId
   * @param {(board: string) => void} deps.play plays a board again
   * @param {(board: string) => void} deps.solve shows a board's words
   * @param {(text: string) => void} deps.setStatus
   */
  constructor({ byId, play, solve, setStatus }) {
    Object.assign(this, { play, solve, setStatus });
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
      if (game) (button.dataset.action === 'play' ? this.play : this.solve)(game.board);
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
    this.el.summary.textContent = games.length
      ? `${plural(games.length, 'game')} on this device: ${plural(solo, 'solo game')}, ${plural(games.length - solo, 'game')} scored at the table.`
      : 'No games yet. Finished games and scored rounds are kept here, on this device only.';
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
      : game.players.map((p) => `${p.name} ${p.score}`).join(', ');
    title.textContent = `${formatDate(game.at)} · ${sizeName(game.rows, game.cols)} ${game.kind === 'solo' ? 'solo' : 'at the table'}: ${what}`;
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

  async importJson(file) {
    let data;
    try {
      if (file.size > 50_000_000) throw new Error('the file is too large to be a history');
      data = JSON.parse(await file.text());
      if (!data || data.format !== EXPORT_FORMAT || !Array.isArray(data.games)) throw new Error('it is not a history exported by this app');
      if (data.games.length > MAX_IMPORT) throw new Error(`it holds ${data.games.length} games; at most ${MAX_IMPORT} are read at once`);
    } catch (error) {
      this.setStatus(`“${file.name}” was not imported: ${error instanceof SyntaxError ? 'it is not JSON' : error.message}.`);
      return;
    }
    const games = data.games.map(validGame).filter(Boolean);
    const skipped = data.games.length - games.length;
    try {
      await putGames(games);
    } catch (error) {
      this.setStatus(`The history could not be saved: ${error.message}.`);
      return;
    }
    this.setStatus(`Imported ${plural(games.length, 'game')}${skipped ? ` (${skipped} skipped: not games this app recorded)` : ''}.`);
    await this.show();
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
