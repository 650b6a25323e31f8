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

export const MODES = ['solve', 'play', 'score', 'history'];
/** Board controls shown only in the modes that edit the board. */
const EDITING_ONLY = ['start', 'tile-keys', 'board-help', 'share', 'clear'];

export class Modes {
  /**
   * @param {object} deps the page's parts (see app.js): bridge, editor, overlay, byId, state (its
   * `mode` is kept current here), dice, minLen, seconds, loadBoard, reportFailure, setStatus,
   * renderResult, onBoardChange
   */
  constructor(deps) {
    this.deps = deps;
    const { bridge, editor, byId, setStatus } = deps;
    this.heat = new HeatMap(editor.grid, () => editor.cells, byId('heat-description'));
    this.extras = new SolveExtras({ bridge, heat: this.heat, byId, onLengthPicked: deps.renderResult, setStatus });
    /** Play, Score and History once loaded (see `part`), else null. */
    this.play = null;
    this.score = null;
    this.history = null;
    /** Their loads under way, by mode, so two quick taps load a part once. */
    this.loading = new Map();
  }

  /** The part behind `mode` ('play', 'score' or 'history'), loading its module the first time. */
  part(mode) {
    if (!this.loading.has(mode)) this.loading.set(mode, this.load(mode));
    return this.loading.get(mode);
  }

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
      this.score = new ScoreGame({ bridge, editor, overlay, minLen, reportFailure, setStatus, dictionary: deps.dictionary, rules: deps.rules, details: deps.details, doubts: deps.doubts });
      return this.score;
    }
    const { HistoryView } = await import('./history/history.js');
    this.history = new HistoryView({
      byId,
      play: async (text, game) => {
        if (await this.set('play')) this.play.startRound(text, { day: game?.day ?? null });
      },
      solve: (text) => this.showBoardIn('solve', text),
      dictionaryTitle: deps.dictionaryTitle,
      setStatus,
    });
    return this.history;
  }

  wireButtons() {
    for (const mode of MODES) this.deps.byId(`mode-${mode}`).addEventListener('click', () => this.set(mode));
    this.deps.byId('start-play').addEventListener('click', () => this.set('play'));
  }

  /** Whether a round of Play was left unfinished (asked at start only of someone who was playing). */
  async hasSavedRound() {
    return (await import('./play/play.js')).PlayMode.hasSavedRound();
  }

  async showBoardIn(mode, text) {
    if (await this.set(mode)) await this.deps.loadBoard(text, t('board-show-failed'));
  }

  /**
   * Switches to `mode` (`options.challenge`: a challenge link's game to offer in Play). Resolves
   * false if the person chose to keep playing instead.
   */
  async set(mode, options = {}) {
    const { state, byId, editor, overlay } = this.deps;
    if (state.mode === mode) {
      if (mode === 'play' && options.challenge) await this.play.enter(options.challenge);
      return true;
    }
    if (state.mode === 'play' && this.play.isRunning()) {
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
    byId('board-controls').hidden = mode === 'history';
    this.deps.details.clear();
    byId('scroller').scrollTop = 0; // each mode's panel from its top
    byId('skip-link').href = `#${mode === 'solve' ? 'words' : mode}-heading`;
    document.body.dataset.mode = mode;
    // The address says the mode, so a reload comes back to it (Solve's holds the board instead).
    if (mode !== 'solve' && !location.hash.startsWith(`#${mode}`)) history.replaceState(null, '', `#${mode}`);
    overlay.clear();
    if (from === 'play') this.play.leave();
    if (from === 'solve') this.extras.hide();
    if (mode === 'play') {
      await this.play.enter(options.challenge ?? null);
      return true;
    }
    editor.setReadOnly(false);
    // A round being scored goes back to its board; otherwise the board on screen is the one to score.
    if (mode === 'score' && this.score.savedBoard && (this.score.hasWords() || !editor.isFull()) && editor.text() !== this.score.savedBoard) {
      await this.deps.loadBoard(this.score.savedBoard, t('board-kept-show-failed'));
    }
    if (mode === 'history') this.history.show();
    if (mode === 'score') this.score.enter();
    this.deps.onBoardChange();
    return true;
  }
}
