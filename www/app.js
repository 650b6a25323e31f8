// The page: wires the board editor, the game picker, the solver worker (through worker-bridge.js), the
// Solve panel, the path overlay, the share link, photo and camera input and the four modes (solve,
// play, score a game at the table, history) together. All solving and photo reading is the worker's.
import { RequestKind } from './worker/protocol.js';
import { WorkerBridge, startModuleWorker } from './worker/worker-bridge.js';
import { Messages } from './ui/messages.js';
import { BoardEditor } from './board/board-editor.js';
import { GamePicker } from './board/board-size.js';
import { DEFAULT_GAME, MAX_SIDE } from './core/catalog.js';
import { CameraScanner, receivePictures } from './photo/photo.js';
import { PhotoReview } from './photo/photo-review.js';
import { PathOverlay } from './ui/path-overlay.js';
import { WordList } from './ui/word-list.js';
import { SolvePanel } from './solve/solve-panel.js';
import { ShareLink, playSeconds } from './share-link.js';
import { Modes } from './modes.js';
import { offerInstall } from './sw/install.js';
import { Layout } from './ui/layout.js';
import { WordDetails } from './solve/word-details.js';
import { recall } from './core/storage.js';
import { registerServiceWorker } from './sw/sw-client.js';
import { takeEarlyWorker } from './worker/worker-start.js';
import { WordSettings } from './settings/settings.js';
import { BoardOrder } from './board/board-order.js';
import { localize, onLanguageChange, startLocalization, t, tSaid, wireLanguagePicker } from './l10n/l10n.js';
import { exposeTestHooks } from './test-hooks.js';
import { newPageState } from './page-state.js';

startLocalization(); // another language than English loads its messages while the page sets itself up

/** The page's element of id `id`: index.html has every id asked for here and by the parts. */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const el = {
  grid: $('grid'),
  boardWrap: $('board-wrap'),
  overlay: /** @type {SVGSVGElement} */ (/** @type {Element} */ ($('path-overlay'))),
  tileKeys: $('tile-keys'),
  random: $('random'),
  clear: $('clear'),
  summary: $('summary'),
  checkResult: $('check-result'),
  wordList: /** @type {HTMLOListElement} */ ($('word-list')),
  dictionaryNote: $('dictionary-note'),
  solvePanel: $('solve-panel'),
  photo: $('photo'),
  photoInput: /** @type {HTMLInputElement} */ ($('photo-input')),
  scan: $('scan'),
};
// Set below, once what they need exists; the first, empty grid comes before them (null until then).
/** @type {Modes} The modes and their panels (modes.js), set up once the worker bridge exists. */
let modes = /** @type {Modes} */ (/** @type {unknown} */ (null));
/** @type {ShareLink} The share link (share-link.js), set up once the settings exist; the first, empty grid comes before. */
let share = /** @type {ShareLink} */ (/** @type {unknown} */ (null));
/** Score a game, while its mode is on (it was loaded to be). */
const scoreMode = () => /** @type {import('./score/game-score.js').ScoreGame} */ (modes.score);
/** @type {SolvePanel} */
let solver = /** @type {SolvePanel} */ (/** @type {unknown} */ (null)); // the Solve panel (solve-panel.js): the first, empty grid comes before it too

// What the page shows the browser tests, as `window.__boggle` (test-hooks.js).
const testHooks = exposeTestHooks({ bridge: () => bridge, editor: () => editor, order: () => order });

/** @typedef {import('./page-state.js').PageState} PageState */
/** @typedef {import('./page-state.js').SolveResult} SolveResult */

/** The page's state, shared by its parts (page-state.js). */
const state = newPageState();

// ---- Messages (messages.js) -------------------------------------------------------------------

const messages = new Messages($, () => (editor ? editor.text() : null));
const setStatus = (/** @type {string} */ text) => messages.status(text);
/** @type {(text: string, action?: import('./ui/messages.js').AlertAction | null) => void} */
const showAlert = (text, action) => messages.alert(text, action);

const reloadAction = { labelId: 'alert-reload', run: () => location.reload() };

/** Handles a failed worker call: the right message for each kind of failure. */
const reportFailure = (/** @type {unknown} */ error, /** @type {string} */ what) => messages.failure(error, what, bridge.unavailable);

// ---- Board ------------------------------------------------------------------------------------

// The game picked and its board size, or a custom size (board-size.js).
const picker = new GamePicker($);
// Random boards of the difficulty chosen, and the board of the day (board-order.js).
const order = new BoardOrder({
  bridge: { call: (...args) => bridge.call(...args) },
  byId: $,
  dice: () => picker.dice(),
  size: () => picker.size(),
  boardText: () => editor.text(),
  loadBoard: (text, failure) => loadBoardText(text, failure),
  setStatus,
  readyMessage: () => t(readyMessage()),
  showAlert,
  reportFailure: (error, what) => reportFailure(error, what),
});
const editor = new BoardEditor(el.grid, {
  onChange: onBoardChange,
  onPasteBoard: (text) => loadBoardText(text, t('board-pasted-unread')),
  onMessage: (message) => setStatus(message),
  onSubmit: () => solver.solveNow(true),
});

/** The photo on screen and its review (set below, once the worker bridge exists). */
let photos = /** @type {PhotoReview} */ (/** @type {unknown} */ (null)); // null until then: `if (photos)` below
const overlay = new PathOverlay(el.overlay, el.boardWrap, () => editor.cells);
// A tapped word's points and meaning, under the board (definitions.js is loaded the first time).
const details = new WordDetails({
  byId: $,
  bridge: { call: (...args) => bridge.call(...args) },
  language: () => settings.language(),
  // The referee judges on the board in the grid, by the round's minimum length in a game.
  context: () => (editor.isFull() ? { board: editor.text(), tiles: editor.tiles, cols: editor.cols, minLen: state.mode === 'play' ? modes?.play?.round?.minLen : solver.minLen() } : null),
  settings: () => settings,
  showPath: (path) => overlay.show(path),
});
const wordList = new WordList(el.wordList, (path) => overlay.show(path), null, details);
// The start area folded once a board is in, the board's band on a phone (layout.js).
const layout = new Layout({ byId: $, editor, boardFixed: () => document.body.classList.contains('round-on') });
// The first, empty grid exists before the worker starts, so a start-up failure's message is
// shown for this board and is not dismissed as if the person had edited it.
editor.setBoard(picker.size().rows, picker.size().cols);

// ---- Worker -----------------------------------------------------------------------------------

// The first worker was started by worker-start.js while these modules loaded; a restarted one here.
const bridge = new WorkerBridge(() => takeEarlyWorker() ?? startModuleWorker(new URL('./worker/worker.js', import.meta.url)), {
  onReady({ wordCount, dictionary, timings, restarted }) {
    Object.assign(testHooks, { ready: true, readyAt: performance.now(), workerStarts: testHooks.workerStarts + 1, workerTimings: timings });
    localize(el.dictionaryNote, 'dictionary-note', { title: dictionary, words: wordCount, house: 'none', fromLink: 'no' });
    messages.say(restarted ? 'status-restarted' : readyMessage());
    settings.sendAll().catch(() => {}); // the dictionary and house rules chosen, to this worker
    if (restarted) solver.solveIfFull();
    if (restarted && state.mode === 'score') scoreMode().enter(); // a round the crash left unjudged
  },
  onCrash(error) {
    testHooks.ready = false;
    messages.say('status-restarting');
    showAlert(tSaid(error));
  },
  onUnavailable(error) {
    testHooks.ready = false;
    messages.say('status-unavailable');
    showAlert(t('alert-unavailable', { reason: tSaid(error) }), reloadAction);
    localize(el.summary, 'summary-no-solver');
  },
});

// The dictionary, scoring, Qu and house list (settings.js); a change solves again and updates the link.
// A round being scored is judged again by the new rules.
const settings = new WordSettings({ bridge, byId: $, editor, setStatus, showAlert, onChange: () => (solver.showOfficialMinLen(), share.updateUrl(), solver.solveIfFull(), state.mode === 'score' && scoreMode().enter()) });

/** What to do first, in plain words, for the mode on screen (a message's id). */
function readyMessage() {
  if (state.mode === 'score') return 'status-ready-score';
  if (state.mode !== 'solve' || editor.isFull()) return 'status-ready';
  return 'status-ready-solve';
}

function onBoardChange() {
  layout.onBoardChange();
  if (photos) photos.onBoardChange();
  state.result = null;
  state.solveGeneration += 1;
  overlay.clear();
  el.checkResult.textContent = '';
  messages.onBoardChange(editor.text());
  order.showNote(editor.text());
  if (state.mode === 'score') scoreMode().onBoardChange();
  if (state.mode !== 'solve') return;
  modes?.extras.update(null);
  share?.updateUrl();
  if (editor.isFull()) {
    state.filledAt = performance.now();
    solver.solveNow(false);
  } else {
    solver?.anticipate();
    wordList.render([]);
    const left = editor.tiles.filter((tile) => !tile).length;
    localize(el.summary, 'summary-cells-left', { left });
  }
}

function onGameChange() {
  // During a game the picker only chooses the dice of the next round.
  if (state.mode === 'play') return;
  const { rows, cols } = picker.size();
  if (rows !== editor.rows || cols !== editor.cols) {
    state.minLenOverride = null;
    editor.setBoard(rows, cols);
    solver.showOfficialMinLen();
  }
}

/** Parses board text in the worker and, if it is a board, shows it (resizing the grid). */
/**
 * @param {string} text
 * @param {string} failureMessage
 * @returns {Promise<boolean>}
 */
async function loadBoardText(text, failureMessage) {
  try {
    const board = await bridge.call(RequestKind.parse, { text });
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) {
      showAlert(t('board-too-big', { what: failureMessage, max: MAX_SIDE, rows: board.rows, cols: board.cols }));
      return false;
    }
    showBoard(board.rows, board.cols, board.tiles);
    photos.dismiss(); // another board: the last photo and its dice no longer apply
    return true;
  } catch (error) {
    reportFailure(error, failureMessage);
    return false;
  }
}

/** Puts a board in the grid, resizing it and picking the game of that size. */
/**
 * @param {number} rows
 * @param {number} cols
 * @param {string[]} tiles
 */
function showBoard(rows, cols, tiles) {
  const resized = rows !== editor.rows || cols !== editor.cols;
  if (resized) state.minLenOverride = null;
  picker.selectForSize(rows, cols);
  editor.setBoard(rows, cols, tiles);
  if (resized) solver.showOfficialMinLen();
}

// ---- Photos -----------------------------------------------------------------------------------

// The photo on screen, the grid found, the tiles to check and the corners marked by hand: photo-review.js.
photos = new PhotoReview({
  bridge,
  editor,
  byId: $,
  showBoard,
  gameSize: () => picker.size(),
  setStatus,
  onScan: (scan) => {
    testHooks.lastScan = scan;
  },
  chooseAnother: () => el.photoInput.click(),
});

// A tapped word's path is drawn on the photo's dice as well as on the grid.
overlay.follow(photos);

const camera = new CameraScanner({
  bridge,
  dialog: /** @type {HTMLDialogElement} */ ($('camera-dialog')),
  onScan: (scan, picture) => {
    testHooks.lastCapture = camera.lastCapture;
    photos.showCaptured(scan, picture);
  },
  onFailure: (message) => showAlert(message),
  onCode: (code) => modes.openCode(code),
});

// ---- Solving (solve-panel.js) and the share link (share-link.js) ---------------------------------

solver = new SolvePanel({
  bridge,
  editor,
  details,
  byId: $,
  state,
  settings,
  wordList,
  overlay,
  photos,
  extras: () => modes.extras,
  setStatus,
  sayParts: (parts) => messages.sayParts(parts),
  reportFailure,
  onSolved: (solve) => {
    testHooks.lastSolve = solve;
  },
});

share = new ShareLink({
  editor,
  settings,
  state,
  setMode: (mode, options) => setMode(mode, options),
  loadBoard: loadBoardText,
  setMinLen: (n) => solver.setMinLen(n),
  showAlert,
  setStatus,
  readRound: (text) => bridge.call(RequestKind.readRound, { text }),
});

// ---- Modes (modes.js) ------------------------------------------------------------------------

modes = new Modes({
  bridge,
  editor,
  overlay,
  byId: $,
  state,
  dice: () => picker.dice() ?? DEFAULT_GAME,
  order: () => order,
  minLen: () => solver.minLen(),
  seconds: playSeconds,
  dictionary: () => settings.settings.dict,
  dictionaryTitle: (name) => settings.title(name),
  rules: () => ({ scoring: settings.settings.scoring, qu: settings.settings.qu }),
  doubts: { count: () => photos?.doubtCount ?? 0, check: () => photos?.checkDoubts() },
  scanCodes: (scan) => camera.open(scan),
  details,
  linkRules: (/** @type {string} */ dictionary) => settings.linkRules(dictionary),
  loadBoard: loadBoardText,
  reportFailure,
  setStatus,
  showAlert,
  openRound: (text) => share.openRound(text),
  renderResult: () => solver.render(),
  onBoardChange,
});
/** @type {Modes['set']} */
const setMode = (mode, options) => modes.set(mode, options);

// ---- Wiring -----------------------------------------------------------------------------------

function start() {
  picker.onPick(onGameChange);
  $('type-board').addEventListener('click', () => {
    layout.started();
    editor.focusCell(Math.max(0, editor.firstEmpty()));
  });
  $('rotate-board').addEventListener('click', () => {
    editor.rotate();
    overlay.draw();
    modes.heat.show(modes.heat.counts);
    messages.say('board-turned', { turn: editor.turn });
  });
  $('start-play').addEventListener('click', () => setMode('play'));
  offerInstall($('install'), setStatus);
  el.random.addEventListener('click', () => order.rollRandom());
  $('day-board').addEventListener('click', () => order.openDay());
  /** @type {HTMLElement} */ (document.getElementById('share')).addEventListener('click', () => share.shareBoard());
  receivePictures({
    button: el.photo,
    input: el.photoInput,
    chosen: () => layout.started(),
    read: (/** @type {File} */ file) => photos.readFile(file),
    // Dropped or pasted pictures only where a board is being put in.
    welcome: () => state.mode === 'solve' || state.mode === 'score',
  });
  el.scan.addEventListener('click', () => camera.open());
  el.clear.addEventListener('click', () => {
    editor.clear();
    photos.dismiss();
    editor.focusCell(0);
  });
  el.tileKeys.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('button[data-tile]'));
    if (button) editor.putTileInLastFocused(/** @type {string} */ (button.dataset.tile));
  });
  // Keep the chosen cell from losing focus to the tile buttons on pointer devices.
  el.tileKeys.addEventListener('mousedown', (event) => event.preventDefault());
  solver.wire();
  modes.wireButtons();
  window.addEventListener('hashchange', () => share.openFromUrl());

  solver.showOfficialMinLen();
  // A game in progress (solo or at the table) comes back after a reload; a link's fragment wins.
  const last = recall('mode');
  if (!location.hash && last === 'play') modes.hasSavedRound().then((saved) => saved && setMode('play'));
  else if (!location.hash && last === 'score') setMode('score');
  share.openFromUrl().finally(() => {
    testHooks.addressOpened = true;
  });
  registerServiceWorker({
    onUpdateReady: (apply) => {
      const note = $('update-note');
      note.hidden = false;
      $('update-reload').onclick = apply;
    },
    onError: (error) => messages.say('status-offline-unavailable', { reason: error.message }),
  });
  wireLanguagePicker(/** @type {HTMLSelectElement} */ ($('language-select'))); // the interface's language; a change draws again what is made of parts
  onLanguageChange(() => (editor.tiles.forEach((_, i) => editor.renderCell(i)), settings.show(), state.mode === 'solve' && state.result && solver.render()));
}

start();
