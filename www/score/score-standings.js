// "Show the standings" (issue 52, item 4): once the host has judged a round played together, the standings
// as a QR code (and its text, to copy) for every phone at the table to scan — each player's name, this round's
// score or absent, the total over the rounds and the words they found, as indices into the round's sorted
// word list (crates/together-web's standingsCode). A phone that scans it shows the whole comparison
// (standings-view.js).
import { RequestKind } from '../worker/protocol.js';
import { localize, plain, t } from '../l10n/l10n.js';
import { showSvg } from '../ui/qr-figure.js';

/** @param {string} id an element of the Score panel (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @typedef {import('../together/boggle_together_web.js').TablePlayer} TablePlayer */

/**
 * A list as typed or scanned, word by word (one a line, or separated by spaces, commas or semicolons, as Rust
 * splits a list to judge it).
 * @param {string} text
 */
export const wordsOf = (text) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The standings of the table: each card's player, absent (score null) when played together their words never
 * came back, their total over the rounds with this one.
 * @param {import('./table-game.js').TableGame} game
 * @param {import('./table-game.js').JudgedRound} round the lists judged
 * @param {string[]} names the players' names as shown
 * @returns {TablePlayer[]}
 */
export function tablePlayers(game, round, names) {
  return game.players.map((player, i) => {
    const absent = !player.text.trim();
    const score = absent ? null : round.players[i]?.score ?? 0;
    return { name: names[i], score, total: (player.total ?? 0) + (score ?? 0), words: absent ? [] : wordsOf(player.text) };
  });
}

/**
 * What the standings' code is given by Score a game (game-score.js).
 * @typedef {object} StandingsCodeParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {(text: string) => void} setStatus
 * @property {(error: unknown, what: string) => void} reportFailure
 * @property {() => string | null} round the code of the round played together being scored, if any
 * @property {() => { players: TablePlayer[], rounds: number } | null} standings the table as judged now, or null
 */

export class StandingsCode {
  /** @param {StandingsCodeParts} parts */
  constructor(parts) {
    this.parts = parts;
    /** Codes asked for, so an answer to an older ask is dropped. */
    this.made = 0;
    this.el = {
      button: /** @type {HTMLButtonElement} */ ($('score-show-code')),
      region: $('score-code'),
      heading: $('score-code-heading'),
      qr: $('score-code-qr'),
      summary: $('score-code-summary'),
      text: /** @type {HTMLTextAreaElement} */ ($('score-code-text')),
      copy: $('score-code-copy'),
      hide: $('score-code-hide'),
    };
    this.el.button.addEventListener('click', () => this.show());
    this.el.hide.addEventListener('click', () => this.hide());
    this.el.copy.addEventListener('click', () => this.copy());
  }

  /** The button shows for a round played together, once there is something judged to show. */
  update() {
    const round = this.parts.round();
    const standings = this.parts.standings();
    this.el.button.hidden = !round;
    this.el.button.disabled = !standings;
    if (this.el.region.hidden) return;
    // A code on show is of the lists as they were: it is made again from the lists as they are, or put away.
    if (round && standings) this.show(false);
    else this.hide(false);
  }

  /** @param {boolean} [focus] back on the button that showed it */
  hide(focus = true) {
    this.made += 1; // a code still being made is not shown
    this.el.region.hidden = true;
    this.el.qr.replaceChildren();
    this.el.text.value = '';
    if (focus) this.el.button.focus();
  }

  /** Makes the standings' code from the table as judged now and shows it. @param {boolean} [focus] */
  async show(focus = true) {
    const round = this.parts.round();
    const standings = this.parts.standings();
    if (!round || !standings) return;
    const made = ++this.made;
    try {
      const code = await this.parts.bridge.call(RequestKind.standingsCode, { round, ...standings });
      const svg = await this.parts.bridge.call(RequestKind.qrSvg, { text: code.text, label: t('score-code-qr-label') });
      if (made !== this.made) return;
      this.el.region.hidden = false;
      showSvg(this.el.qr, svg);
      this.el.text.value = code.text;
      localize(this.el.summary, 'score-code-summary', { players: code.players, rounds: standings.rounds });
      if (focus) this.el.heading.focus();
    } catch (error) {
      if (made !== this.made) return;
      this.el.qr.replaceChildren();
      this.el.text.value = '';
      plain(this.el.summary, '');
      this.parts.reportFailure(error, t('score-code-failed'));
    }
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.el.text.value);
      this.parts.setStatus(t('score-code-copied'));
    } catch {
      this.el.text.select();
      this.parts.setStatus(t('score-code-copy-failed'));
    }
  }
}
