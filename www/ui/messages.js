// The page's two message lines: the status (polite: what just happened, what to do next) and the
// alert (something went wrong, with one action: dismiss, reload). An alert about a board goes away
// once that board is changed.
import { RequestError, WorkerCrashedError } from '../worker/worker-bridge.js';
import { localize, localizeParts, plain, t, tSaid } from '../l10n/l10n.js';

/**
 * An alert's one button: its words (`label`) or a message's id (`labelId`), and what it does.
 * @typedef {object} AlertAction
 * @property {string} [labelId]
 * @property {string} [label]
 * @property {() => void} run
 */

export class Messages {
  /**
   * @param {(id: string) => HTMLElement} byId the page's #status-text, #alert, #alert-text, #alert-action
   * @param {() => string | null} boardText the board on screen, as board text (null before there is one)
   */
  constructor(byId, boardText) {
    this.boardText = boardText;
    this.el = { status: byId('status-text'), alert: byId('alert'), text: byId('alert-text'), action: byId('alert-action') };
    /** @type {string | null} The board text the alert was shown for: changing the board dismisses it. */
    this.alertBoard = null;
  }

  /**
   * The status: words already made (`say`: a message, which follows a change of language).
   * @param {string} text
   */
  status(text) {
    plain(this.el.status, text);
  }

  /**
   * @param {string} id
   * @param {Parameters<typeof localize>[2]} [args]
   */
  say(id, args) {
    localize(this.el.status, id, args);
  }

  /** @param {Parameters<typeof localizeParts>[1]} parts */
  sayParts(parts) {
    localizeParts(this.el.status, parts);
  }

  /**
   * An alert; `action.label` is its button's words, or `action.labelId` a message's id.
   * @param {string} text
   * @param {AlertAction | null} [action] null: no button
   */
  alert(text, action = { labelId: 'alert-dismiss', run: () => this.hideAlert() }) {
    const { el } = this;
    el.text.textContent = text;
    el.alert.hidden = false;
    el.action.hidden = !action;
    if (action) {
      if (action.labelId) localize(el.action, action.labelId);
      else plain(el.action, action.label ?? '');
      el.action.onclick = action.run;
    }
    this.alertBoard = this.boardText();
  }

  hideAlert() {
    this.el.alert.hidden = true;
    this.el.text.textContent = '';
    this.alertBoard = null;
  }

  /**
   * The board is now `text`: an alert about another board goes.
   * @param {string | null} text
   */
  onBoardChange(text) {
    if (this.alertBoard !== null && this.alertBoard !== text) this.hideAlert();
  }

  /**
   * A failed worker call, said the right way for its kind; a crash or an unavailable worker
   * (`unavailable`) was said already by the bridge's own hooks.
   * @param {unknown} error
   * @param {string} what
   * @param {unknown} [unavailable] the bridge's reason it cannot start a worker, if any
   */
  failure(error, what, unavailable) {
    if (error instanceof RequestError || (!(error instanceof WorkerCrashedError) && !unavailable)) this.alert(t('failure', { what, reason: tSaid(error) }));
  }
}
