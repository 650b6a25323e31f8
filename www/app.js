// The page: wires the board editor, the solver worker (through protocol.js), the word list, the
// path overlay, the share URL, photo and camera input and the four modes (solve, play, score a game
// at the table, history) together. All solving and all photo reading happen in the worker.
import { RequestError, RequestKind, WorkerBridge, WorkerCrashedError, WorkerTimeoutError, startModuleWorker } from './protocol.js';
import { BoardEditor, tileLabel } from './board-editor.js';
import { CameraScanner, imageFileFrom } from './photo.js';
import { PhotoReview } from './photo-review.js';
import { PathOverlay } from './path-overlay.js';
import { SORTS, WordList } from './word-list.js';
import { Modes } from './modes.js';
import { DICTIONARIES, MAX_BOARD_TEXT, addressSeconds, boardFragment, readChallenge, readFragment, ROUND_SECONDS } from './address.js';
import { offerInstall } from './install.js';
import { pinBoardWhenScrolled } from './board-pin.js';
import { recall } from './storage.js';
import { registerServiceWorker } from './sw-client.js';
import { WordSettings, linkParams, readLinkParams } from './settings.js';

/** The board size of each game (the values are the dice names randomBoard takes). */
const GAMES = {
  new: { rows: 4, cols: 4 },
  classic: { rows: 4, cols: 4 },
  big: { rows: 5, cols: 5 },
  'big-2012': { rows: 5, cols: 5 },
  'super-big': { rows: 6, cols: 6 },
};
const SQUARE_GAME_BY_SIZE = { 4: 'new', 5: 'big', 6: 'super-big' };
const MAX_SIDE = 8;
const MIN_SIDE = 2;

const $ = (id) => document.getElementById(id);
const el = {
  status: $('status-text'),
  alert: $('alert'),
  alertText: $('alert-text'),
  alertAction: $('alert-action'),
  game: $('game'),
  customSize: $('custom-size'),
  customRows: $('custom-rows'),
  customCols: $('custom-cols'),
  grid: $('grid'),
  boardWrap: $('board-wrap'),
  overlay: $('path-overlay'),
  tileKeys: $('tile-keys'),
  random: $('random'),
  clear: $('clear'),
  summary: $('summary'),
  sort: $('sort'),
  filter: $('filter'),
  minLen: $('min-len'),
  checkForm: $('check-form'),
  checkWord: $('check-word'),
  checkResult: $('check-result'),
  wordList: $('word-list'),
  dictionaryNote: $('dictionary-note'),
  solvePanel: $('solve-panel'),
  photo: $('photo'),
  photoInput: $('photo-input'),
  scan: $('scan'),
};
/** The modes and their panels (modes.js), set up once the worker bridge exists. */
let modes = null;

/** Exposed for the browser tests and for curious people; nothing here can do harm. */
const testHooks = {
  ready: false,
  readyAt: null,
  /** How many workers have become ready: 2 after one crash and restart. */
  workerStarts: 0,
  workerTimings: null,
  lastSolve: null,
  /** The last board read from a photo or the camera, as the worker gave it. */
  lastScan: null,
  killWorker: () => bridge.simulateCrash(),
  /** The board in the grid as board text (`alex/ande/ravi/erda`). */
  boardText: () => editor.text(),
  /**
   * One request to the worker, as the app makes them (`cargo xtask bench-web` times these);
   * `options.timeoutMs` shortens its time limit (the hung-worker test).
   */
  call: (kind, args, options) => bridge.call(kind, args, [], options),
  /** Every request's time limit in milliseconds from now on (null: the defaults); for the tests. */
  setRequestTimeout: (ms) => void (bridge.timeoutOverrideMs = ms),
};
window.__boggle = testHooks;

const state = {
  /** The latest solve result shown, or null. */
  result: null,
  /** What the person set in the min-length box; null means the game's official rule. */
  minLenOverride: null,
  /** Increases with every solve request, so an older answer never replaces a newer one. */
  solveGeneration: 0,
  /** When the board became full (performance.now()), to measure typing-to-words time. */
  filledAt: null,
  /** The board text the last alert was shown for: changing the board dismisses it. */
  alertBoard: null,
  /** The board text whose solve timed out (the worker was restarted): not re-sent automatically. */
  hungBoard: null,
  mode: 'solve',
  /** False until the address has been read at start, so the empty first grid does not erase it. */
  urlFollowsBoard: false,
};

// ---- Messages ---------------------------------------------------------------------------------

function setStatus(text) {
  el.status.textContent = text;
}

function showAlert(text, action = { label: 'Dismiss', run: hideAlert }) {
  el.alertText.textContent = text;
  el.alert.hidden = false;
  el.alertAction.hidden = !action;
  if (action) {
    el.alertAction.textContent = action.label;
    el.alertAction.onclick = action.run;
  }
  state.alertBoard = editor ? editor.text() : null;
}

function hideAlert() {
  el.alert.hidden = true;
  el.alertText.textContent = '';
  state.alertBoard = null;
}

const reloadAction = { label: 'Reload', run: () => location.reload() };

/** Handles a failed worker call: the right message for each kind of failure. */
function reportFailure(error, what) {
  if (error instanceof RequestError) showAlert(`${what}: ${error.message}`);
  // A crash or an unavailable worker has already been reported by the bridge hooks.
  else if (!(error instanceof WorkerCrashedError) && !bridge.unavailable) showAlert(`${what}: ${error.message}`);
}

// ---- Board ------------------------------------------------------------------------------------

const editor = new BoardEditor(el.grid, {
  onChange: onBoardChange,
  onPasteBoard: (text) => loadBoardText(text, 'The pasted board could not be read'),
  onMessage: (message) => setStatus(message),
  onSubmit: () => solveNow(true),
});

/** The photo on screen and its review (set below, once the worker bridge exists). */
let photos = null;
const overlay = new PathOverlay(el.overlay, el.boardWrap, () => editor.cells);
// Tapping a word shows its meaning: definitions.js is loaded the first time.
const define = (word, panel) => import('./definitions.js').then((m) => m.showDefinition({ bridge, panel, word: word.word, language: settings.language() }));
const wordList = new WordList(el.wordList, (path) => overlay.show(path), null, define);
// The first, empty grid exists before the worker starts, so a start-up failure's message is
// shown for this board and is not dismissed as if the person had edited it.
editor.setBoard(currentGameSize().rows, currentGameSize().cols);

// ---- Worker -----------------------------------------------------------------------------------

const bridge = new WorkerBridge(() => startModuleWorker(new URL('./worker.js', import.meta.url)), {
  onReady({ wordCount, dictionary, timings, restarted }) {
    testHooks.ready = true;
    testHooks.readyAt = performance.now();
    testHooks.workerStarts += 1;
    testHooks.workerTimings = timings;
    const words = wordCount.toLocaleString('en');
    el.dictionaryNote.textContent = `Dictionary: ${dictionary}, ${words} words.`;
    setStatus(restarted ? 'The solver was restarted and is ready again.' : readyMessage());
    settings.sendAll().catch(() => {}); // the dictionary and house rules chosen, to this worker
    if (restarted) solveIfFull();
  },
  onCrash(error) {
    testHooks.ready = false;
    setStatus('Restarting the solver…');
    showAlert(error.message);
  },
  onUnavailable(error) {
    testHooks.ready = false;
    setStatus('The solver is not available.');
    showAlert(`The solver could not start: ${error.message}`, reloadAction);
    el.summary.textContent = 'Words cannot be found without the solver.';
  },
});

// The dictionary, scoring, Qu and house list (settings.js); a change solves again and updates the link.
const settings = new WordSettings({ bridge, byId: $, editor, setStatus, showAlert, onChange: () => (showOfficialMinLen(), updateUrl(), solveIfFull()) });

/** What to do first, in plain words, for the mode on screen. */
function readyMessage() {
  if (state.mode === 'score') return 'Ready: put the board in, then each player’s words.';
  if (state.mode !== 'solve' || editor.isFull()) return 'Ready.';
  return 'Ready: scan, photograph or type a board.';
}

function onBoardChange() {
  if (photos) photos.onBoardChange();
  state.result = null;
  state.solveGeneration += 1;
  overlay.clear();
  el.checkResult.textContent = '';
  if (state.alertBoard !== null && state.alertBoard !== editor.text()) hideAlert();
  if (state.mode === 'score') modes.score.onBoardChange();
  if (state.mode !== 'solve') return;
  modes?.extras.update(null);
  updateUrl();
  if (editor.isFull()) {
    state.filledAt = performance.now();
    solveNow(false);
  } else {
    wordList.render([]);
    const left = editor.tiles.filter((tile) => !tile).length;
    el.summary.textContent = `Fill the board to see its words: ${left} ${left === 1 ? 'cell' : 'cells'} to go.`;
  }
}

function currentGameSize() {
  const game = GAMES[el.game.value];
  if (game) return game;
  return { rows: clampSide(el.customRows.value), cols: clampSide(el.customCols.value) };
}

function clampSide(value) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.max(MIN_SIDE, Math.min(MAX_SIDE, n)) : 4;
}

/** Makes the game picker agree with a board of this size (keeping the current game if it fits). */
function selectGameForSize(rows, cols) {
  const current = currentGameSize();
  if (current.rows === rows && current.cols === cols) return;
  const game = rows === cols ? SQUARE_GAME_BY_SIZE[rows] : undefined;
  el.game.value = game || 'custom';
  el.customRows.value = String(rows);
  el.customCols.value = String(cols);
  el.customSize.hidden = el.game.value !== 'custom';
}

function onGameChange() {
  el.customSize.hidden = el.game.value !== 'custom';
  // During a game the picker only chooses the dice of the next round.
  if (state.mode === 'play') return;
  const { rows, cols } = currentGameSize();
  if (rows !== editor.rows || cols !== editor.cols) {
    state.minLenOverride = null;
    editor.setBoard(rows, cols);
    showOfficialMinLen();
  }
}

async function showOfficialMinLen() {
  if (state.minLenOverride !== null) return;
  try {
    const rules = await bridge.call(RequestKind.rules, { rows: editor.rows, cols: editor.cols });
    if (state.minLenOverride === null) el.minLen.value = String(rules.minLen);
  } catch {
    // Only informative; the solve result carries the rule too.
  }
}

/** Parses board text in the worker and, if it is a board, shows it (resizing the grid). */
async function loadBoardText(text, failureMessage) {
  try {
    const board = await bridge.call(RequestKind.parse, { text });
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) {
      showAlert(`${failureMessage}: boards up to ${MAX_SIDE}×${MAX_SIDE} are supported (this one is ${board.rows}×${board.cols}).`);
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
function showBoard(rows, cols, tiles) {
  const resized = rows !== editor.rows || cols !== editor.cols;
  if (resized) state.minLenOverride = null;
  selectGameForSize(rows, cols);
  editor.setBoard(rows, cols, tiles);
  if (resized) showOfficialMinLen();
}

// ---- Photos -----------------------------------------------------------------------------------

// The photo on screen, the grid found, the tiles to check and the corners marked by hand: photo-review.js.
photos = new PhotoReview({
  bridge,
  editor,
  byId: $,
  showBoard,
  gameSize: currentGameSize,
  setStatus,
  onScan: (scan) => {
    testHooks.lastScan = scan;
  },
  chooseAnother: () => el.photoInput.click(),
});

const camera = new CameraScanner({
  bridge,
  dialog: $('camera-dialog'),
  onScan: (scan, picture) => photos.showCaptured(scan, picture),
  onFailure: (message) => showAlert(message),
});

async function rollRandomBoard() {
  const dice = el.game.value;
  if (!GAMES[dice]) {
    showAlert('Random boards are rolled with a real game’s dice: pick a game other than Custom size.');
    return;
  }
  try {
    const text = await bridge.call(RequestKind.random, { dice, seed: randomSeed() });
    await loadBoardText(text, 'The random board could not be shown');
  } catch (error) {
    reportFailure(error, 'No random board');
  }
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

// ---- Solving ----------------------------------------------------------------------------------

function effectiveMinLen() {
  return state.minLenOverride ?? undefined;
}

function solveIfFull() {
  // A board whose solve hung the worker is not sent again by itself (the Solve button still does).
  if (state.mode === 'solve' && editor.isFull() && editor.text() !== state.hungBoard) solveNow(false);
}

async function solveNow(explicit) {
  if (!editor.isFull()) {
    if (explicit) {
      const empty = editor.firstEmpty();
      setStatus(`Cell ${empty + 1} is empty: fill every cell to solve.`);
      editor.focusCell(empty);
    }
    return;
  }
  const generation = ++state.solveGeneration;
  const board = editor.text();
  const filledAt = state.filledAt;
  el.summary.textContent = 'Solving…';
  try {
    await settings.applied.catch(() => {}); // a dictionary being switched to is used for this board
    const result = await bridge.call(RequestKind.solve, { board, minLen: effectiveMinLen() });
    if (generation !== state.solveGeneration) return;
    state.result = result;
    if (state.minLenOverride === null) el.minLen.value = String(result.minLen);
    renderResult();
    modes.extras.update(result);
    const renderedAt = performance.now();
    testHooks.lastSolve = {
      board,
      micros: result.micros,
      wordCount: result.wordCount,
      totalScore: result.totalScore,
      filledToRenderedMs: filledAt === null ? null : renderedAt - filledAt,
    };
    state.filledAt = null;
  } catch (error) {
    if (error instanceof WorkerTimeoutError) state.hungBoard = board;
    if (generation !== state.solveGeneration) return;
    el.summary.textContent = 'This board could not be solved.';
    reportFailure(error, 'The board could not be solved');
  }
}

function renderResult() {
  const result = state.result;
  if (!result) return;
  const filter = el.filter.value.trim().toLowerCase();
  const letters = modes.extras.letters;
  const words = result.words.filter((w) => (!filter || w.word.includes(filter)) && (!letters || w.word.length === letters)).sort(SORTS[el.sort.value] || SORTS.score);
  wordList.render(words);
  const count = `${result.wordCount} ${result.wordCount === 1 ? 'word' : 'words'}`;
  const points = `${result.totalScore} ${result.totalScore === 1 ? 'point' : 'points'}`;
  const shown = filter || letters ? ` (${words.length} shown)` : '';
  const time = result.micros < 1000 ? `${Math.max(1, Math.round(result.micros))} µs` : `${(result.micros / 1000).toFixed(1)} ms`;
  // Only a custom dictionary can make the solver stop at its step limit, but say so if it does.
  const stopped = result.stoppedAfter ? ` The search stopped after ${result.stoppedAfter.toLocaleString('en')} steps, so some words may be missing.` : '';
  el.summary.textContent = `${count}, ${points}${shown}. Words of ${result.minLen}+ letters, found in ${time}.${stopped}`;
  // The summary changes on every key; only a finished solve is announced.
  const doubts = photos.doubtCount;
  setStatus(`Solved: ${count}, ${points}.${doubts ? ` Check the ${doubts} marked ${doubts === 1 ? 'tile' : 'tiles'} from the photo.` : ''}`);
}

async function checkWord(event) {
  event.preventDefault();
  const word = el.checkWord.value.trim().toLowerCase();
  if (!word) return;
  if (!editor.isFull()) {
    el.checkResult.textContent = 'Fill the board first.';
    return;
  }
  try {
    const check = await bridge.call(RequestKind.check, { board: editor.text(), word, minLen: effectiveMinLen() });
    el.checkResult.textContent = describeCheck(check);
    el.checkResult.dataset.outcome = check.path && check.inDictionary && check.longEnough ? 'found' : 'missing';
    overlay.show(check.path);
  } catch (error) {
    // The word stays in the box, so trying again is one key.
    if (error instanceof WorkerCrashedError) el.checkResult.textContent = `“${word}” could not be checked: the solver was restarted. Try again.`;
    reportFailure(error, 'The word could not be checked');
  }
}

function describeCheck({ word, inDictionary, longEnough, gaveUp, path, score }) {
  const tooShort = longEnough ? '' : ' It is also shorter than the minimum length.';
  // Only dictionary words are looked for on the board: anything else is answered at once.
  if (!inDictionary) return `“${word}” is not in the dictionary.${tooShort}`;
  if (gaveUp) return `“${word}” is in the dictionary, but the search for it on this board gave up (too many ways to try).${tooShort}`;
  if (path && longEnough) return `“${word}” is on the board: ${score} ${score === 1 ? 'point' : 'points'}.`;
  const onBoard = path ? 'is on the board' : 'is not on the board';
  return `“${word}” ${onBoard} and is in the dictionary.${tooShort}`;
}

// ---- Share URL and challenge links (address.js) ----------------------------------------------

/** The dictionary and house rules in a share link (`&dict=common&scoring=big…`; settings.js). */
function ruleParams() {
  return linkParams(settings.settings, state.minLenOverride).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
}

function updateUrl() {
  if (!state.urlFollowsBoard) return;
  const hash = editor.isFull() ? boardFragment(editor.text()) + ruleParams() : '';
  if (location.hash === hash) return;
  history.replaceState(null, '', hash ? hash : location.pathname + location.search);
}

function playSeconds() {
  return addressSeconds().seconds ?? ROUND_SECONDS.default;
}

/** Says, on entering the game, that the address asked for something that will not be used. */
function reportRefusals(reasons) {
  if (!reasons.length) return;
  const text = reasons.join('; ');
  showAlert(`${text[0].toUpperCase()}${text.slice(1)}.`);
}

async function openFromUrl() {
  const { board, play: playing, params } = readFragment();
  for (const mode of ['score', 'history']) {
    if (location.hash === `#${mode}`) {
      state.urlFollowsBoard = true;
      await setMode(mode);
      return;
    }
  }
  // The dictionary and house rules the link carries, for this visit (settings.js); a challenge's
  // unknown dictionary is reported by readChallenge.
  const asked = readLinkParams(params);
  if (playing) {
    if (asked.dict && !Object.hasOwn(DICTIONARIES, asked.dict)) delete asked.dict;
    await settings.fromAddress(asked);
    state.urlFollowsBoard = true;
    const challenge = readChallenge(params);
    const linkSeconds = challenge.seconds;
    // `?playSeconds` (development and the tests) wins over the link's length.
    if (new URLSearchParams(location.search).has('playSeconds')) challenge.seconds = addressSeconds().seconds ?? challenge.seconds;
    await setMode('play', { challenge: challenge.board ? challenge : null });
    // Said once the board is up (a new board dismisses the alerts of the last one).
    reportRefusals(challenge.rejected);
    // Only sensible values stay in the address.
    const kept = challenge.board ? location.hash : `#play${linkSeconds ? `&seconds=${params.get('seconds')}` : ''}`;
    history.replaceState(null, '', kept);
    return;
  }
  if (board !== null) await settings.dictionaryFirst(asked); // the board is read in its language
  if (board !== null && board.length > MAX_BOARD_TEXT) {
    showAlert(`The board in the address is too long to be a board (${board.length.toLocaleString('en')} characters; an 8×8 board takes under 300).`);
  } else if (board !== null && board !== editor.text()) {
    await loadBoardText(board, 'The board in the address could not be read');
  }
  // After the board, so a refusal's message is not dismissed as for an older board.
  if (asked.minLen) {
    el.minLen.value = String((state.minLenOverride = asked.minLen));
    solveIfFull();
  }
  await settings.fromAddress(asked);
  state.urlFollowsBoard = true;
}

/** Shares the page address (which holds the board) through the system sheet, or copies it. */
async function shareBoard() {
  if (!editor.isFull()) {
    setStatus('Fill the board first: the link holds a whole board.');
    return;
  }
  const url = location.href;
  try {
    if (navigator.share) {
      await navigator.share({ title: 'Boggle board', url });
      return;
    }
    await navigator.clipboard.writeText(url);
    setStatus('Link copied: it opens this board, solved.');
  } catch (error) {
    if (error && error.name === 'AbortError') return; // the person closed the share sheet
    setStatus(`To share this board, copy the page address: ${url}`);
  }
}

// ---- Modes (modes.js) ------------------------------------------------------------------------

modes = new Modes({
  bridge,
  editor,
  overlay,
  byId: $,
  state,
  dice: () => (GAMES[el.game.value] ? el.game.value : 'new'),
  minLen: effectiveMinLen,
  seconds: playSeconds,
  dictionary: () => settings.settings.dict,
  loadBoard: loadBoardText,
  reportFailure,
  setStatus,
  renderResult,
  onBoardChange,
});
const setMode = (mode, options) => modes.set(mode, options);

// ---- Wiring -----------------------------------------------------------------------------------

function start() {
  el.game.addEventListener('change', onGameChange);
  el.customRows.addEventListener('change', onGameChange);
  el.customCols.addEventListener('change', onGameChange);
  $('type-board').addEventListener('click', () => editor.focusCell(Math.max(0, editor.firstEmpty())));
  $('start-play').addEventListener('click', () => setMode('play'));
  offerInstall($('install'), setStatus);
  pinBoardWhenScrolled($('pin-marker'), el.boardWrap);
  el.random.addEventListener('click', rollRandomBoard);
  document.getElementById('share').addEventListener('click', shareBoard);
  el.photo.addEventListener('click', () => el.photoInput.click());
  el.photoInput.addEventListener('change', () => {
    if (el.photoInput.files[0]) photos.readFile(el.photoInput.files[0]);
    el.photoInput.value = ''; // the same file again is a new choice
  });
  el.scan.addEventListener('click', () => camera.open());
  // Desktop: a picture dropped anywhere on the page, or pasted outside the grid's cells.
  document.addEventListener('dragover', (event) => {
    if ([...(event.dataTransfer?.items ?? [])].some((i) => i.kind === 'file')) event.preventDefault();
  });
  document.addEventListener('drop', (event) => {
    const file = imageFileFrom(event.dataTransfer);
    if (!file) return;
    event.preventDefault(); // or the browser leaves the app to show the picture
    if (state.mode === 'solve' || state.mode === 'score') photos.readFile(file);
  });
  document.addEventListener('paste', (event) => {
    const file = imageFileFrom(event.clipboardData);
    if (!file || !(state.mode === 'solve' || state.mode === 'score')) return;
    event.preventDefault();
    photos.readFile(file);
  });
  el.clear.addEventListener('click', () => {
    editor.clear();
    photos.dismiss();
    editor.focusCell(0);
  });
  el.tileKeys.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-tile]');
    if (button) editor.putTileInLastFocused(button.dataset.tile);
  });
  // Keep the chosen cell from losing focus to the tile buttons on pointer devices.
  el.tileKeys.addEventListener('mousedown', (event) => event.preventDefault());
  el.sort.addEventListener('change', renderResult);
  el.filter.addEventListener('input', renderResult);
  el.minLen.addEventListener('change', () => {
    const n = Math.round(Number(el.minLen.value));
    state.minLenOverride = Number.isFinite(n) && n >= 1 ? Math.min(n, 16) : null;
    if (state.minLenOverride === null) showOfficialMinLen();
    else el.minLen.value = String(state.minLenOverride);
    solveIfFull();
  });
  el.checkForm.addEventListener('submit', checkWord);
  modes.wireButtons();
  window.addEventListener('hashchange', openFromUrl);

  showOfficialMinLen();
  // A game in progress (solo or at the table) comes back after a reload; a link's fragment wins.
  const last = recall('mode');
  if (!location.hash && last === 'play' && modes.hasSavedRound()) setMode('play');
  else if (!location.hash && last === 'score') setMode('score');
  openFromUrl();
  registerServiceWorker({
    onUpdateReady: (apply) => {
      const note = document.getElementById('update-note');
      note.hidden = false;
      document.getElementById('update-reload').onclick = apply;
    },
    onError: (error) => setStatus(`Offline use is not available: ${error.message}`),
  });
}

start();
