// The page address as a share link: the board and its rules written into it as the board changes, a
// link opened (a board, a challenge to play, a mode), and the Share button. address.js reads and
// writes the address's fields; settings.js its dictionary and house rules.
import { MAX_BOARD_TEXT, addressSeconds, boardFragment, challengeFragment, isOwnList, readChallenge, readFragment } from './core/address.js';
import { linkParams, readLinkParams } from './settings/settings-link.js';
import { t, tSaid } from './l10n/l10n.js';

/** A challenge link's game as handed to Play (its one definition: play/play-challenge.js). @typedef {import('./play/play-challenge.js').Challenge} Challenge */

/**
 * What ShareLink is given by the page (app.js).
 * @typedef {object} ShareLinkParts
 * @property {import('./board/board-editor.js').BoardEditor} editor
 * @property {import('./settings/settings.js').WordSettings} settings
 * @property {import('./page-state.js').PageState} state the page's state (app.js): its `urlFollowsBoard` is set here
 * @property {(mode: import('./modes.js').Mode, options?: { challenge?: Challenge | null }) => Promise<boolean>} setMode
 * @property {(text: string, failureMessage: string) => Promise<boolean>} loadBoard
 * @property {(n: number) => void} setMinLen uses a link's minimum word length
 * @property {(text: string) => void} showAlert
 * @property {(text: string) => void} setStatus
 * @property {(text: string) => Promise<import('./together/boggle_together_web.js').TogetherRound>} readRound the round a code's
 *   text or a link holds (the worker's readRound), or a rejection saying why not
 */

/** The round length the address asks for (`?playSeconds`, or a link's `seconds`; 0: no clock), or null. */
export function playSeconds() {
  return addressSeconds().seconds ?? null;
}

/**
 * Refusals as one message: "The game length … ; the minimum word length … ."
 * @param {string[]} reasons
 */
function refusalText(reasons) {
  const text = reasons.join('; ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

export class ShareLink {
  /** @param {ShareLinkParts} parts the page's parts (see app.js) */
  constructor({ editor, settings, state, setMode, loadBoard, setMinLen, showAlert, setStatus, readRound }) {
    this.editor = editor;
    this.settings = settings;
    this.state = state;
    this.setMode = setMode;
    this.loadBoard = loadBoard;
    this.setMinLen = setMinLen;
    this.showAlert = showAlert;
    this.setStatus = setStatus;
    this.readRound = readRound;
  }

  /** The dictionary, house rules and house list in a share link (`&dict=common&scoring=big…`; settings.js). */
  ruleParams() {
    return linkParams(this.settings.settings, this.state.minLenOverride, this.settings.houseCounts, this.settings.ownLists.linkInfo(this.settings.settings.dict)).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
  }

  /** Writes the board on screen and the rules in use into the address (Solve only: the other modes' addresses say the mode). */
  updateUrl() {
    if (!this.state.urlFollowsBoard || this.state.mode !== 'solve') return;
    const hash = this.editor.isFull() ? boardFragment(this.editor.text()) + this.ruleParams() : '';
    if (location.hash === hash) return;
    history.replaceState(null, '', hash ? hash : location.pathname + location.search);
  }

  /**
   * Says what the address asked for that is not used (what was refused, and why).
   * @param {string[]} reasons
   */
  reportRefusals(reasons) {
    if (reasons.length) this.showAlert(refusalText(reasons));
  }

  /**
   * Reads the address at start and on every change: a mode, a board to solve or a challenge to play,
   * with the dictionary and rules they carry. Afterwards the address holds only what is in use: a
   * refused value does not stay there to be shared on (the page said what it ignored).
   */
  async openFromUrl() {
    const { editor, settings, state } = this;
    const { board, play: playing, params } = readFragment();
    for (const mode of /** @type {const} */ (['score', 'history'])) {
      if (location.hash === `#${mode}`) {
        state.urlFollowsBoard = true;
        await this.setMode(mode);
        return;
      }
    }
    // A round played together (`…&code=…`): the code, whose check guards it, over the fields beside it.
    if (playing && params.has('code') && (await this.openRound(location.href))) return;
    if (playing) {
      await this.openChallenge(params);
      return;
    }
    // The dictionary and house rules the link carries, for this visit (settings.js).
    const asked = readLinkParams(params);
    if (board !== null) {
      await settings.dictionaryFirst(asked); // the board is read in its language
      // Tried once (a failure said so): not asked for a second time, with a second alert, below.
      if (settings.knows(asked.dict)) delete asked.dict;
    }
    if (board !== null && board.length > MAX_BOARD_TEXT) {
      this.showAlert(t('link-board-too-long', { length: board.length }));
    } else if (board !== null && board !== editor.text()) {
      await this.loadBoard(board, t('link-board-unread'));
    }
    // After the board, so a refusal's message is not dismissed as for an older board.
    if (asked.minLen) this.setMinLen(asked.minLen);
    // A refused dictionary or scoring has its own alert (settings.js), which says the rest after it.
    if (await settings.fromAddress(asked, asked.rejected.length ? refusalText(asked.rejected) : '')) this.reportRefusals(asked.rejected);
    state.urlFollowsBoard = true;
    this.updateUrl();
  }

  /**
   * A challenge link (`#play&board=…`): its scoring and Qu rule apply for the visit; its dictionary
   * is loaded by the game before the board is shown (play.js waits, and says so, when it cannot be
   * downloaded: a challenge is only fair on the dictionary it names).
   * @param {URLSearchParams} params
   */
  async openChallenge(params) {
    const { settings, state } = this;
    const ruleParams = new URLSearchParams(params);
    for (const name of ['dict', 'min']) ruleParams.delete(name); // the challenge's own (readChallenge)
    const rules = readLinkParams(ruleParams);
    /** @type {Challenge} */
    const challenge = readChallenge(params);
    const refused = [...challenge.rejected, ...rules.rejected];
    // A scoring the worker refuses is said at once (settings.js), and again below with the rest: the
    // challenge's board, shown in between, dismisses the alerts of the board before it.
    if (!(await settings.fromAddress(rules)) && rules.scoring) refused.push(t('link-scoring-refused', { scoring: rules.scoring }));
    state.urlFollowsBoard = true;
    const linkSeconds = challenge.seconds;
    // Only the values in use stay in the address: the challenge as read, the rules taken.
    const names = { scoring: 'scoring', qu: 'qu', allowed: 'allow', banned: 'ban' };
    const keys = /** @type {(keyof typeof names)[]} */ (Object.keys(names));
    const taken = keys.filter((k) => k in rules && rules[k] !== '' && settings.settings[k] === rules[k]).map((k) => `&${names[k]}=${encodeURIComponent(/** @type {string | number} */ (rules[k]))}`);
    if (rules.houseMark) taken.push(`&house=${rules.houseMark.allowed}-${rules.houseMark.banned}-${rules.houseMark.digest}`);
    // A list of the sender's own: its name and size, for the challenge to say which list it needs.
    if (isOwnList(challenge.dictionary) && rules.ownList) {
      challenge.list = rules.ownList;
      taken.unshift(`&listname=${encodeURIComponent(rules.ownList.title)}&listwords=${rules.ownList.words}`);
    }
    history.replaceState(null, '', challenge.board ? challengeFragment(challenge) + taken.join('') : `#play${linkSeconds !== null ? `&seconds=${linkSeconds}` : ''}`);
    // `?playSeconds` (development and the tests) wins over the link's length.
    if (new URLSearchParams(location.search).has('playSeconds')) challenge.seconds = addressSeconds().seconds ?? challenge.seconds;
    if (challenge.board && challenge.dictionary) challenge.useDictionary = () => settings.useForChallenge(/** @type {string} */ (challenge.dictionary));
    await this.setMode('play', { challenge: challenge.board ? challenge : null });
    // Said once the board is up (a new board dismisses the alerts of the last one).
    this.reportRefusals(refused);
  }

  /**
   * A round played together, from a link or a scanned code's text: its rules for the visit (scoring, Qu, the
   * house list it carries, or none: a phone's own list would judge otherwise), then Play, which counts down
   * to its start. False, said, when the code cannot be read (a link's other fields are then played as a
   * challenge).
   * @param {string} text
   */
  async openRound(text) {
    const { settings, state } = this;
    /** @type {import('./together/boggle_together_web.js').TogetherRound} */
    let round;
    try {
      round = await this.readRound(text);
    } catch (error) {
      this.showAlert(`${t('together-unread')}: ${tSaid(error)}`);
      return false;
    }
    /** @type {import('./settings/settings-link.js').LinkAsked} */
    const asked = { scoring: round.scoring, qu: round.quLetters, rejected: [] };
    // A list too long to carry stays this phone's own (Play says when its fingerprint is not the round's).
    if (round.houseList !== 'fingerprint') Object.assign(asked, { allowed: round.allowed.join('\n'), banned: round.banned.join('\n') });
    const refused = [];
    if (!(await settings.fromAddress(asked))) refused.push(t('link-scoring-refused', { scoring: round.scoring }));
    state.urlFollowsBoard = true;
    /** @type {import('./play/play-challenge.js').Challenge} */
    const challenge = { board: round.board, seconds: round.seconds, minLen: round.minLen, dictionary: round.dictionary, toBeat: null, rejected: [], together: round };
    // The address is the round's link again: a reload comes back to it.
    history.replaceState(null, '', `${challengeFragment(challenge)}&${round.linkParam}`);
    challenge.useDictionary = () => settings.useForChallenge(round.dictionary);
    await this.setMode('play', { challenge });
    this.reportRefusals(refused);
    return true;
  }

  /** Shares the page address (which holds the board) through the system sheet, or copies it. */
  async shareBoard() {
    if (!this.editor.isFull()) {
      this.setStatus(t('link-fill-first'));
      return;
    }
    const url = location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: t('link-share-title'), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      this.setStatus(t('link-copied'));
    } catch (error) {
      const failure = /** @type {{ name?: unknown } | null | undefined} */ (error); // a DOMException, as a rule
      if (failure && failure.name === 'AbortError') return; // the person closed the share sheet
      this.setStatus(t('link-copy-yourself', { url }));
    }
  }
}
