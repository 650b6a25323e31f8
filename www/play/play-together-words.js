// "My words" (issue 52, item 3): at the end of a round played together, this phone's words as a QR code
// for the host to scan — the player's name (asked once, kept), the round's id and board check, the words
// found as indices into the round's sorted word list and the words typed that are not on it, as text
// (crates/web's answerCode) — and the same code as text, for a phone that cannot scan.
import { RequestKind } from '../worker/protocol.js';
import { keep, recall } from '../core/storage.js';
import { cleanName } from '../core/address.js';
import { localize, plain, t } from '../l10n/l10n.js';
import { showSvg } from '../ui/qr-figure.js';

const NAME_KEY = 'player-name';
/** The format's longest name (boggle_round::limits::PLAYER_NAME_CHARS): the field stops there. */
const NAME_CHARS = 24;

/** @param {string} id an element of the end screen (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The words of a round that go in "My words": the words found (not those revealed, which scored
 * nothing), then the words typed and refused (play-words.js keeps them in a round played together).
 * @param {import('./play.js').PlayRound} round
 */
export function wordsToSend(round) {
  return [...round.found.filter((f) => !f.revealed).map((f) => f.word), ...(round.refused ?? [])];
}

export class TogetherWords {
  /** @param {import('../worker/worker-bridge.js').WorkerBridge} bridge */
  constructor(bridge) {
    this.bridge = bridge;
    this.el = {
      section: $('together-words'),
      name: /** @type {HTMLInputElement} */ ($('together-name')),
      qr: $('together-words-qr'),
      summary: $('together-words-summary'),
      text: /** @type {HTMLTextAreaElement} */ ($('together-words-text')),
    };
    this.el.name.maxLength = NAME_CHARS;
    /** The round whose words are on show. @type {import('./play.js').PlayRound | null} */
    this.round = null;
    this.el.name.addEventListener('change', () => {
      const { name } = cleanName(this.el.name.value);
      this.el.name.value = name;
      if (name) keep(NAME_KEY, name);
      if (this.round) this.show(this.round).catch(() => {});
    });
  }

  /** Not a round played together: no "My words". */
  hide() {
    this.round = null;
    this.el.section.hidden = true;
  }

  /**
   * Shows `round`'s words as a code (its name asked first, when none is kept).
   * @param {import('./play.js').PlayRound} round
   */
  async show(round) {
    const tag = round.together;
    if (!tag) return this.hide();
    this.round = round;
    this.el.section.hidden = false;
    const kept = recall(NAME_KEY);
    const name = cleanName(this.el.name.value || (typeof kept === 'string' ? kept : '')).name;
    this.el.name.value = name;
    if (!name) {
      // Asked once: the code waits for a name, which is kept for the rounds after.
      this.el.qr.replaceChildren();
      this.el.text.value = '';
      plain(this.el.summary, '');
      this.el.name.focus();
      return;
    }
    try {
      const made = await this.bridge.call(RequestKind.answerCode, { round: tag.text, player: name, words: wordsToSend(round) });
      const svg = await this.bridge.call(RequestKind.qrSvg, { text: made.text, label: t('together-words-qr-label', { name: made.player }) });
      if (this.round !== round) return;
      showSvg(this.el.qr, svg);
      this.el.text.value = made.text;
      localize(this.el.summary, 'together-words-summary', { words: made.found.length, off: made.offList.length, list: made.offList.join(', ') });
    } catch (error) {
      this.el.qr.replaceChildren();
      this.el.text.value = '';
      localize(this.el.summary, 'together-words-failed');
      throw error;
    }
  }
}
