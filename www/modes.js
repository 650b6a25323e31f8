// The four modes and the switch between them: Solve (the board's words), Play (a timed game), Score
// a game (the lists of a round played at the table) and History. Each has a header button and a
// panel; the board's own controls (start actions, special tiles, clear and share) show only where
// the board is edited. Leaving a running game asks first, and the game is paused and kept.
// Play, Score and History are loaded the first time they are opened: the first screen (Solve)
// never waits for their code.
import { HeatMap } from './solve/hints.js';
import { SolveExtras } from './solve/solve-extras.js';
import { keep } from './core/storage.js';
import { t } from './l10n/l10n.js';

/** @typedef {'solve' | 'play' | 'score' | 'history'} Mode */
/** @typedef {import('./play/play.js').PlayMode} PlayMode */
/** @typedef {import('./score/game-score.js').ScoreGame} ScoreGame */
/** @typedef {import('./history/history.js').HistoryView} HistoryView */
/** @typedef {ConstructorParameters<typeof import('./play/play.js').PlayMode>[0]} PlayParts */
/** @typedef {ConstructorParameters<typeof import('./score/game-score.js').ScoreGame>[0]} ScoreParts */

/**
 * The page's state the modes share: `mode` is kept current here (app.js's `state`).
 * @typedef {{ mode: Mode }} ModeState
 */

/**
 * What Modes is given by the page (app.js): the parts every mode works with, and what Play, Score
 * and History are handed when they are loaded.
 * @typedef {object} ModesParts
 * @property {import('./worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('./board/board-editor.js').BoardEditor} editor
 * @property {import('./ui/path-overlay.js').PathOverlay} overlay
 * @property {(id: string) => HTMLElement} byId
 * @property {ModeState} state
 * @property {() => string} dice the dice of the game picked (the default game for a custom size)
 * @property {() => import('./board/board-order.js').BoardOrder} order
 * @property {() => number | undefined} minLen the person's minimum word length (undefined: the game's official rule)
 * @property {PlayParts['seconds']} seconds
 * @property {() => string} dictionary the dictionary in use
 * @property {(name: string) => string} dictionaryTitle
 * @property {ScoreParts['rules']} rules
 * @property {ScoreParts['doubts']} doubts
 * @property {ScoreParts['scanCodes']} scanCodes
 * @property {import('./solve/word-details.js').WordDetails} details
 * @property {PlayParts['linkRules']} linkRules
 * @property {(text: string, failure: string) => Promise<boolean>} loadBoard
 * @property {(error: unknown, what: string) => void} reportFailure
 * @property {(text: string) => void} setStatus
 * @property {(text: string) => void} showAlert
 * @property {(text: string) => Promise<unknown>} openRound joins a round from its code's text (share-link.js)
 * @property {() => void} renderResult
 * @property {() => void} onBoardChange
 */

/** @type {readonly Mode[]} */
export const MODES = ['solve', 'play', 'score', 'history'];
/** Board controls shown only in the modes that edit the board. */
const EDITING_ONLY = ['start', 'tile-keys', 'board-help', 'share', 'clear'];

export class Modes {
  /**
   * @param {ModesParts} deps the page's parts (see app.js): bridge, editor, overlay, byId, state (its
   * `mode` is kept current here), dice, minLen, seconds, loadBoard, reportFailure, setStatus,
   * renderResult, onBoardChange
   */
  constructor(deps) {
    this.deps = deps;
    const { bridge, editor, byId, setStatus } = deps;
    this.heat = new HeatMap(editor.grid, () => editor.cells, byId('heat-description'));
    this.extras = new SolveExtras({ bridge, heat: this.heat, byId, onLengthPicked: deps.renderResult, setStatus });
    /** @type {PlayMode | null} Play, Score and History once loaded (see `part`), else null. */
    this.play = null;
    /** @type {ScoreGame | null} */
    this.score = null;
    /** @type {HistoryView | null} */
    this.history = null;
    /** @type {Map<Mode, Promise<PlayMode | ScoreGame | HistoryView>>} Their loads under way, by mode, so two quick taps load a part once. */
    this.loading = new Map();
  }

  /**
   * The part behind `mode` ('play', 'score' or 'history'), loading its module the first time.
   * @param {Mode} mode
   */
  part(mode) {
    if (!this.loading.has(mode)) this.loading.set(mode, this.load(mode));
    return this.loading.get(mode);
  }

  /**
   * @param {Mode} mode
   * @returns {Promise<PlayMode | ScoreGame | HistoryView>}
   */
  async load(mode) {
    const { bridge, editor, overlay, byId, minLen, loadBoard, reportFailure, setStatus } = this.deps;
    const deps = this.deps;
    if (mode === 'play') {
      const { PlayMode } = await import('./play/play.js');
      this.play = new PlayMode({
        bridge,
        editor,
        overlay,
        heat: this.heat,
        dice: deps.dice,
        order: deps.order,
        minLen,
        seconds: deps.seconds,
        dictionary: deps.dictionary,
        dictionaryTitle: deps.dictionaryTitle,
        details: deps.details,
        linkRules: deps.linkRules,
        loadBoard,
        reportFailure,
        setStatus,
        showSolution: (text) => this.showBoardIn('solve', text),
      });
      return this.play;
    }
    if (mode === 'score') {
      const { ScoreGame } = await import('./score/game-score.js');
      this.score = new ScoreGame({ bridge, editor, overlay, minLen, reportFailure, setStatus, dictionary: deps.dictionary, rules: deps.rules, details: deps.details, doubts: deps.doubts, scanCodes: deps.scanCodes, togetherRound: () => this.playedTogether()[0] ?? null, loadBoard });
      return this.score;
    }
    const { HistoryView } = await import('./history/history.js');
    this.history = new HistoryView({
      byId,
      play: async (text, game) => {
        if (await this.set('play')) this.played().startRound(text, { day: game?.day ?? null });
      },
      solve: (text) => this.showBoardIn('solve', text),
      dictionaryTitle: deps.dictionaryTitle,
      setStatus,
    });
    return this.history;
  }

  /**
   * The codes of the rounds this phone played together, the latest first: Play together's current round and
   * the round last played (the same, unless "Next round" was tapped since); none before Play is loaded.
   * @returns {string[]}
   */
  playedTogether() {
    const rounds = [this.play?.together.current?.text, this.play?.round?.together?.text];
    return [...new Set(rounds.filter((r) => typeof r === 'string'))];
  }

  /**
   * A game-night code the Scan button read (photo/code-reader.js), taken where it belongs: a round is joined as
   * its link would be, a player's words go to Score a game, the host's standings show the comparison.
   * @param {import('./photo/code-reader.js').ScannedCode} code
   */
  async openCode(code) {
    const { bridge, openRound, showAlert } = this.deps;
    if (code.kind === 'round') await openRound(code.text);
    else if (code.kind === 'answer' && (await this.set('score'))) await /** @type {ScoreGame} */ (this.score).scannedAnswer(code.text);
    else if (code.kind === 'standings') {
      // The comparison, against the round this phone played (score/standings-view.js, loaded on the first).
      const { showStandings } = await import('./score/standings-view.js');
      await this.part('play')?.catch(() => {}); // Play keeps the round played together across a reload
      // Shown, the comparison says in its own status line what became of it; refused, an alert says why.
      const { shown, say } = await showStandings(bridge, code.text, this.playedTogether());
      if (!shown) showAlert(say);
    }
  }

  /** Play, once loaded: every use of it follows a `set('play')` or a check that Play is on. */
  played() {
    return /** @type {PlayMode} */ (this.play);
  }

  wireButtons() {
    for (const mode of MODES) this.deps.byId(`mode-${mode}`).addEventListener('click', () => this.set(mode));
    this.deps.byId('start-play').addEventListener('click', () => this.set('play'));
    // "Play together" on a solved board: that board, as the round's.
    this.deps.byId('together-board').addEventListener('click', async () => {
      const { editor, setStatus } = this.deps;
      if (!editor.isFull()) return setStatus(t('link-fill-first'));
      const board = editor.text();
      if (await this.set('play')) await this.played().together.host(board);
    });
  }

  /** Whether a round of Play was left unfinished (asked at start only of someone who was playing). */
  async hasSavedRound() {
    return (await import('./play/play.js')).PlayMode.hasSavedRound();
  }

  /**
   * @param {Mode} mode
   * @param {string} text
   */
  async showBoardIn(mode, text) {
    if (await this.set(mode)) await this.deps.loadBoard(text, t('board-show-failed'));
  }

  /**
   * Switches to `mode` (`options.challenge`: a challenge link's game to offer in Play). Resolves
   * false if the person chose to keep playing instead.
   * @param {Mode} mode
   * @param {{ challenge?: import('./play/play-challenge.js').Challenge | null }} [options]
   * @returns {Promise<boolean>}
   */
  async set(mode, options = {}) {
    const { state, byId, editor, overlay } = this.deps;
    if (state.mode === mode) {
      if (mode === 'play' && options.challenge) await this.played().enter(options.challenge);
      return true;
    }
    if (state.mode === 'play' && this.played().isRunning()) {
      const { ask } = await import('./ui/confirm-dialog.js');
      const leave = await ask({ title: t('play-leave-title'), message: t('play-leave-message'), yes: t('play-leave'), no: t('play-keep-playing') });
      if (!leave) return false;
    }
    if (mode !== 'solve') {
      try {
        await this.part(mode);
      } catch (error) {
        this.loading.delete(mode); // offline before it was cached, say: try again on the next tap
        this.deps.reportFailure(error, t('mode-load-failed', { what: mode }));
        return false;
      }
    }
    const from = state.mode;
    state.mode = mode;
    keep('mode', mode);
    for (const m of MODES) {
      byId(`mode-${m}`).setAttribute('aria-pressed', String(m === mode));
      byId(`${m}-panel`).hidden = m !== mode;
    }
    for (const id of EDITING_ONLY) byId(id).hidden = !(mode === 'solve' || mode === 'score');
    byId('solve-heat-tool').hidden = mode !== 'solve';
    byId('together-board').hidden = mode !== 'solve';
    byId('board-controls').hidden = mode === 'history';
    this.deps.details.clear();
    byId('scroller').scrollTop = 0; // each mode's panel from its top
    /** @type {HTMLAnchorElement} */ (byId('skip-link')).href = `#${mode === 'solve' ? 'words' : mode}-heading`;
    document.body.dataset.mode = mode;
    // The address says the mode, so a reload comes back to it (Solve's holds the board instead).
    if (mode !== 'solve' && !location.hash.startsWith(`#${mode}`)) history.replaceState(null, '', `#${mode}`);
    overlay.clear();
    if (from === 'play') this.played().leave();
    if (from === 'solve') this.extras.hide();
    if (mode === 'play') {
      await this.played().enter(options.challenge ?? null);
      return true;
    }
    editor.setReadOnly(false);
    // A round being scored goes back to its board; otherwise the board on screen is the one to score.
    // Score and History are loaded by now (`part` above).
    const score = /** @type {ScoreGame} */ (this.score);
    if (mode === 'score' && score.savedBoard && (score.hasWords() || !editor.isFull()) && editor.text() !== score.savedBoard) {
      await this.deps.loadBoard(score.savedBoard, t('board-kept-show-failed'));
    }
    if (mode === 'history') /** @type {HistoryView} */ (this.history).show();
    if (mode === 'score') score.enter();
    this.deps.onBoardChange();
    return true;
  }
}
