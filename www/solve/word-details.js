// A tapped word, in one fixed place under the board (#word-details, a box of fixed height; on a phone
// three lines show before it scrolls): the word, its points and letters, a note (whose list it is on,
// why it does not count), its meaning (definitions.js, loaded the first time), then the rest of the
// referee's ruling (referee.js: its path or why it is not on the board, each list's say, allow or ban
// it for the house). The lists themselves never open anything, so no word moves.
import { RequestKind } from '../worker/protocol.js';
import { houseListWith, renderRuling } from './referee.js';
import { localize } from '../l10n/l10n.js';

/** @typedef {import('./referee.js').Ruling} Ruling */
/** @typedef {import('./referee.js').HouseSay} HouseSay */

/**
 * The word's letters and points (`score` null: none) in a span of its own, translated where it is.
 * @param {string} word
 * @param {number | null} score
 */
function facts(word, score) {
  const span = document.createElement('span');
  span.className = 'word-details-facts';
  localize(span, 'word-details-head', { letters: [...word].length, points: score ?? 'none' });
  return span;
}

/**
 * The board a word is judged on and its minimum length.
 * @typedef {object} WordContext
 * @property {string} board the board's text
 * @property {number} [minLen]
 * @property {string[]} tiles each cell's letters
 * @property {number} cols
 */

/**
 * A word to show: `score` null for a word that does not count, `note` a line of its own.
 * @typedef {object} WordEntry
 * @property {string} word in its tiles' letters
 * @property {string | null} [shown] how it is written, where that differs
 * @property {number | null} [score]
 * @property {string} [note]
 * @property {number[] | null} [path]
 */

/**
 * The referee's two places in the details: `top` (a verdict that the word does not count) and the rest.
 * @typedef {{ top: HTMLElement, container: HTMLElement }} RefereePlaces
 */

/**
 * What a ruling is asked and shown with (rule and changeHouse).
 * @typedef {object} RuleRequest
 * @property {string} word
 * @property {string | null} shown
 * @property {number[] | null} path the path the word came with (null: draw the ruling's)
 * @property {RefereePlaces} referee
 * @property {string | null} [focus] the house button to focus again after a change
 */

/**
 * The page's parts the word details use (app.js makes them).
 * @typedef {object} WordDetailsParts
 * @property {(id: string) => HTMLElement} byId
 * @property {Pick<import('../worker/worker-bridge.js').WorkerBridge, 'call'>} bridge
 * @property {() => string} language the dictionary's language (BCP 47): definitions exist for English
 * @property {() => WordContext | null} context the board the word is judged on and its minimum length
 *   (null: no full board, no ruling)
 * @property {() => import('../settings/settings.js').WordSettings} settings the house list the buttons change
 * @property {(path: number[] | null) => void} showPath draws a path on the board
 */

export class WordDetails {
  /** @param {WordDetailsParts} parts */
  constructor({ byId, bridge, language, context, settings, showPath }) {
    this.bridge = bridge;
    this.language = language;
    this.context = context;
    this.settings = settings;
    this.showPath = showPath;
    this.hint = byId('word-details-hint');
    this.body = byId('word-details-body');
    /** The word shown, or null. @type {string | null} */
    this.word = null;
    /** The word whose house say was just changed here: its list may drop it, its ruling stays. @type {string | null} */
    this.houseChanged = null;
    this.generation = 0;
  }

  /**
   * Shows `entry` ({ word, shown?, score, note? }): `score` null for a word that does not count,
   * `note` a line of its own (a player's list, a verdict). Its letters are the tiles' (German öl is
   * O-E-L, three), its name as it is written.
   * @param {WordEntry} entry
   */
  show({ word, shown = null, score = null, note = '', path = null }) {
    this.word = word;
    this.houseChanged = null;
    const head = document.createElement('p');
    head.className = 'word-details-head';
    const strong = document.createElement('strong');
    strong.textContent = shown ?? word;
    head.append(strong, facts(word, score), note ? `. ${note}` : '');
    // A panel of its own each time: an answer that comes after another word was tapped finds it gone.
    const meaning = document.createElement('div');
    meaning.className = 'definition';
    // The referee's verdict when the word does not count (above the meaning), and the rest of its ruling.
    const referee = { top: document.createElement('div'), container: document.createElement('div') };
    referee.top.className = 'referee-top';
    referee.container.className = 'referee';
    this.body.replaceChildren(head, referee.top, meaning, referee.container);
    this.rule({ word, shown, path, referee });
    this.body.hidden = false;
    this.hint.hidden = true;
    /** @type {HTMLElement} */ (this.body.parentElement).scrollTop = 0;
    import('./definitions.js').then((m) => m.showDefinition({ bridge: this.bridge, panel: meaning, word, language: this.language() }));
  }

  /**
   * Asks Rust for the ruling on the word and shows it in `referee` ({top, container}; left as they
   * are if another word is shown by then); draws the ruling's path when the word came without one (a
   * checked word, a word that is on the board but not a word). `focus`: the house button to focus
   * again after a change.
   * @param {RuleRequest} request
   */
  async rule({ word, shown, path, referee, focus = null }) {
    const generation = ++this.generation;
    const context = this.context?.();
    if (!context) return;
    /** @type {Ruling} */
    let ruling;
    try {
      ruling = /** @type {Ruling} */ (await this.bridge.call(RequestKind.ruling, { board: context.board, word, minLen: context.minLen }));
    } catch {
      return; // only the referee's part is missing: the word and its meaning are shown
    }
    if (generation !== this.generation || this.word !== word) return;
    const settings = this.settings?.();
    /** @param {string} name */
    const title = (name) => settings?.title(name) ?? name;
    const current = settings?.current();
    /** @param {string | null | undefined} tag */
    const language = (tag) => String(tag ?? '').split('-')[0];
    const dictionaries = /** @type {Array<{ name: string, language: string }>} */ (settings?.catalog?.dictionaries ?? []);
    const notHeld = dictionaries.filter((d) => current && language(d.language) === language(current.language)).map((d) => d.name);
    renderRuling(referee, ruling, {
      board: context,
      title,
      notHeld,
      onHouse: (say) => this.changeHouse({ word, shown, path, referee, say, ruling }),
    });
    if (focus) /** @type {HTMLButtonElement | null} */ (referee.container.querySelector(`button[data-say="${focus}"]`))?.focus();
    if (!path && ruling.path) this.showPath?.(ruling.path);
  }

  /**
   * A house button: the house list changed in the settings (every list is judged again), then ruled again.
   * @param {RuleRequest & { say: HouseSay, ruling: Ruling }} change
   */
  async changeHouse({ word, shown, path, referee, say, ruling }) {
    const settings = this.settings?.();
    if (!settings) return;
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focus = active && referee.container.contains(active) ? active.dataset.say : null;
    this.houseChanged = word;
    const lists = houseListWith(settings.settings, ruling.word, ruling.shown ?? shown, say);
    // The settings' house list boxes (textareas: settings.js types its elements as HTMLElement).
    /** @type {HTMLTextAreaElement} */ (settings.el.allowed).value = lists.allowed;
    /** @type {HTMLTextAreaElement} */ (settings.el.banned).value = lists.banned;
    await settings.change(lists);
    // The note said what a round made of the word under the list before: the ruling says it now.
    const head = this.body.querySelector('.word-details-head');
    if (this.word === word && head) head.replaceChildren(/** @type {ChildNode} */ (head.firstChild), facts(word, null));
    if (this.word === word) await this.rule({ word, shown, path: path ?? null, referee, focus });
  }

  /**
   * A list was shown again without `word`: the details go, unless it left because its house say
   * was changed here (then its ruling stays in view, saying so). True if they stay.
   * @param {string} word
   */
  gone(word) {
    if (this.word === word && this.houseChanged === word) return true;
    this.clear();
    return false;
  }

  clear() {
    this.word = null;
    this.houseChanged = null;
    this.generation += 1;
    this.body.replaceChildren();
    this.body.hidden = true;
    this.hint.hidden = false;
  }
}
