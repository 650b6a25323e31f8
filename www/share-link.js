// The page address as a share link: the board and its rules written into it as the board changes, a
// link opened (a board, a challenge to play, a mode), and the Share button. address.js reads and
// writes the address's fields; settings.js its dictionary and house rules.
import { DICTIONARIES, MAX_BOARD_TEXT, addressSeconds, boardFragment, readChallenge, readFragment, ROUND_SECONDS } from './address.js';
import { linkParams, readLinkParams } from './settings.js';

/** A round's length in seconds: the address's (`?playSeconds` or the link's), or the default. */
export function playSeconds() {
  return addressSeconds().seconds ?? ROUND_SECONDS.default;
}

export class ShareLink {
  /**
   * @param {object} parts the page's parts (see app.js)
   * @param {import('./board-editor.js').BoardEditor} parts.editor
   * @param {import('./settings.js').WordSettings} parts.settings
   * @param {object} parts.state the page's state (app.js): its `urlFollowsBoard` is set here
   * @param {(mode: string, options?: object) => Promise<boolean>} parts.setMode
   * @param {(text: string, failureMessage: string) => Promise<boolean>} parts.loadBoard
   * @param {(n: number) => void} parts.setMinLen uses a link's minimum word length
   * @param {(text: string) => void} parts.showAlert
   * @param {(text: string) => void} parts.setStatus
   */
  constructor({ editor, settings, state, setMode, loadBoard, setMinLen, showAlert, setStatus }) {
    Object.assign(this, { editor, settings, state, setMode, loadBoard, setMinLen, showAlert, setStatus });
  }

  /** The dictionary and house rules in a share link (`&dict=common&scoring=big…`; settings.js). */
  ruleParams() {
    return linkParams(this.settings.settings, this.state.minLenOverride).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
  }

  updateUrl() {
    if (!this.state.urlFollowsBoard) return;
    const hash = this.editor.isFull() ? boardFragment(this.editor.text()) + this.ruleParams() : '';
    if (location.hash === hash) return;
    history.replaceState(null, '', hash ? hash : location.pathname + location.search);
  }

  /** Says, on entering the game, that the address asked for something that will not be used. */
  reportRefusals(reasons) {
    if (!reasons.length) return;
    const text = reasons.join('; ');
    this.showAlert(`${text[0].toUpperCase()}${text.slice(1)}.`);
  }

  async openFromUrl() {
    const { editor, settings, state } = this;
    const { board, play: playing, params } = readFragment();
    for (const mode of ['score', 'history']) {
      if (location.hash === `#${mode}`) {
        state.urlFollowsBoard = true;
        await this.setMode(mode);
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
      await this.setMode('play', { challenge: challenge.board ? challenge : null });
      // Said once the board is up (a new board dismisses the alerts of the last one).
      this.reportRefusals(challenge.rejected);
      // Only sensible values stay in the address.
      const kept = challenge.board ? location.hash : `#play${linkSeconds ? `&seconds=${params.get('seconds')}` : ''}`;
      history.replaceState(null, '', kept);
      return;
    }
    if (board !== null) await settings.dictionaryFirst(asked); // the board is read in its language
    if (board !== null && board.length > MAX_BOARD_TEXT) {
      this.showAlert(`The board in the address is too long to be a board (${board.length.toLocaleString('en')} characters; an 8×8 board takes under 300).`);
    } else if (board !== null && board !== editor.text()) {
      await this.loadBoard(board, 'The board in the address could not be read');
    }
    // After the board, so a refusal's message is not dismissed as for an older board.
    if (asked.minLen) this.setMinLen(asked.minLen);
    await settings.fromAddress(asked);
    state.urlFollowsBoard = true;
  }

  /** Shares the page address (which holds the board) through the system sheet, or copies it. */
  async shareBoard() {
    if (!this.editor.isFull()) {
      this.setStatus('Fill the board first: the link holds a whole board.');
      return;
    }
    const url = location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: 'Boggle board', url });
        return;
      }
      await navigator.clipboard.writeText(url);
      this.setStatus('Link copied: it opens this board, solved.');
    } catch (error) {
      if (error && error.name === 'AbortError') return; // the person closed the share sheet
      this.setStatus(`To share this board, copy the page address: ${url}`);
    }
  }
}
