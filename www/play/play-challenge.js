// A challenge link's game, offered in Play: the same board, clock, minimum length and dictionary for
// everyone, and the score to beat. Its dictionary comes first (a challenge is only fair on the one it
// names, so it waits, and says so, while that cannot be downloaded), then its board, hidden until
// Start. A challenge opened again (a reload) goes back to the game kept for it.
import { isOwnList } from '../core/address.js';
import { DICTIONARIES } from '../core/catalog.js';
import { formatTime } from './play-clock.js';
import { localize, localizeParts, onLanguageChange, t, tSaid } from '../l10n/l10n.js';

/** The dictionaries' titles by any id a link may carry (an unknown one has none). */
const TITLES = /** @type {Readonly<Record<string, string>>} */ (DICTIONARIES);

/** @typedef {[string, Record<string, string | number>?]} Message a message `[id, args]` (l10n.js) */
/** @typedef {import('./play.js').PlayRound} PlayRound */

/**
 * A challenge link's game, the one definition: what the link said (core/address.js's readChallenge:
 * board, clock, minimum length, dictionary, score to beat, refusals), read by share-link.js, which
 * adds the sender's own list and how to use its dictionary; then, once offered here, how far its
 * showing has got. Play is handed only one with a board (OfferedChallenge).
 * @typedef {import('../core/address.js').ReadChallenge & ChallengeExtras} Challenge
 */

/**
 * What a challenge carries besides what its link's fields said.
 * @typedef {object} ChallengeExtras
 * @property {import('../settings/settings-link.js').OwnListInfo | null} [list] a list of the sender's own: its name and size
 * @property {() => Promise<unknown>} [useDictionary] makes its dictionary the one in use (settings.js's
 *   useForChallenge); resolves to why it cannot be (an Error, as a rule), or to nothing
 * @property {import('../together/boggle_together_web.js').TogetherRound} [together] a round played together (a link's `code=`, or
 *   a scan): it starts at its own moment, not at Start (play-together.js)
 * @property {PlayRound | null} [kept] the unfinished round kept for it (a reload)
 * @property {boolean} [showing] its dictionary and board are loading
 * @property {boolean} [startTapped] Start was tapped while they loaded
 * @property {boolean} [trying] its dictionary is being asked for
 * @property {boolean} [waiting] its dictionary could not be had: Start is "Try again"
 */

/** A challenge with its board: the one offered, waiting for "Start". @typedef {Challenge & { board: string }} OfferedChallenge */

/**
 * Whether `challenge` has a board to offer (a link's may have been refused).
 * @param {Challenge | null | undefined} challenge
 * @returns {challenge is OfferedChallenge}
 */
export function hasBoard(challenge) {
  return Boolean(challenge?.board);
}

/**
 * Two board texts of the same board, however written (case, `/` or spaces between rows).
 * @param {string} a
 * @param {string} b
 */
export function sameBoard(a, b) {
  /** @param {string} text */
  const canonical = (text) => text.toLowerCase().trim().split(/[\s/]+/).join('/');
  return canonical(a) === canonical(b);
}

/**
 * A challenge's dictionary by name; a list of the sender's own by the name and size its link gives.
 * @param {string} dictionary
 * @param {{ title: string, words: number } | null} [list]
 * @returns {string}
 */
function dictionaryName(dictionary, list = null) {
  if (!isOwnList(dictionary)) return TITLES[dictionary];
  return list ? t('play-sender-list', { title: list.title, words: list.words }) : t('play-sender-list-unnamed');
}

export class ChallengeOffer {
  /** @param {import('./play.js').PlayMode} play */
  constructor(play) {
    this.play = play;
    /** The challenge waiting for "Start": { board, seconds, minLen, dictionary, toBeat, kept? }, or null. @type {OfferedChallenge | null} */
    this.current = null;
    /** What the offer says (messages for localizeParts), made again in a new language. @type {(() => Message[]) | null} */
    this.said = null;
    onLanguageChange(() => {
      if (this.said && !this.play.el.intro.hidden) localizeParts(this.play.el.intro, this.said());
    });
  }

  /**
   * Shows the offer's words: `parts` makes them (again, when the language changes).
   * @param {() => Message[]} parts
   */
  sayIntro(parts) {
    this.said = parts;
    localizeParts(this.play.el.intro, parts());
    this.play.el.intro.hidden = false;
  }

  /**
   * Offers `challenge` (a kept round on its board, if unfinished, is `saved`).
   * @param {OfferedChallenge} challenge
   * @param {PlayRound | null | undefined} saved
   */
  async offer(challenge, saved) {
    challenge.kept = saved && saved.state !== 'over' && sameBoard(saved.board, challenge.board) ? saved : null;
    this.current = challenge;
    await this.show();
  }

  /** Back to an ordinary game: no challenge on offer. */
  drop() {
    const { el } = this.play;
    this.current = null;
    this.said = null;
    el.intro.hidden = true;
    localize(el.newGame, 'play-new');
    el.lengths.hidden = false;
  }

  /**
   * Its dictionary first, then its board, hidden until Start. A Start tapped while they load starts the round
   * once they are ready: on a slow phone that tap is not lost.
   */
  async show() {
    const challenge = /** @type {OfferedChallenge} */ (this.current); // called with a challenge on offer
    challenge.showing = true;
    let ready = false;
    try {
      ready = await this.showBoard(challenge);
    } finally {
      challenge.showing = false;
    }
    const tapped = challenge.startTapped;
    challenge.startTapped = false;
    // A round played together starts at its own moment, on every phone at once.
    if (ready && challenge.together && this.current === challenge) {
      await this.play.together.ready(challenge);
      return;
    }
    if (ready && tapped && this.current === challenge) await this.start();
  }

  /**
   * `show`'s steps; true when the board is loaded and hidden, waiting for Start.
   * @param {OfferedChallenge} challenge
   */
  async showBoard(challenge) {
    const { play } = this;
    const { el, deps } = play;
    localize(el.newGame, 'play-start-challenge');
    el.lengths.hidden = true; // the link sets the clock
    play.showPart('start');
    if (!(await this.dictionary(challenge))) return false;
    if (challenge.kept) {
      this.drop();
      if (!(await play.restore(challenge.kept))) play.showPart('start');
      return false;
    }
    if (!(await deps.loadBoard(challenge.board, t('play-challenge-unshown')))) {
      if (this.current === challenge) this.drop();
      el.cover.hidden = true;
      return false;
    }
    if (this.current !== challenge) return false; // another link was opened meanwhile
    const { rows, cols } = deps.editor;
    this.sayIntro(() => [['play-challenge-intro', { rows, cols }], ...this.terms(challenge)]);
    play.cover(['play-hidden-until-start'], 'play-start');
    return true;
  }

  /**
   * "5:00 on the clock, words of 3+ letters. Score to beat: 40 (Anna). Dictionary: Deutsch.", as messages.
   * @param {Challenge} challenge
   * @returns {Message[]}
   */
  terms({ seconds, minLen, toBeat, dictionary, list }) {
    const length = seconds ?? this.play.roundSeconds();
    return [
      ['play-challenge-terms', { seconds: length, time: formatTime(length * 1000), minLen: minLen ?? 0 }],
      ...(toBeat ? /** @type {Message[]} */ ([toBeat.name ? ['play-challenge-to-beat-named', { score: toBeat.score, name: toBeat.name }] : ['play-challenge-to-beat', { score: toBeat.score }]]) : []),
      ...(dictionary ? /** @type {Message[]} */ ([['play-challenge-dictionary', { dictionary: dictionaryName(dictionary, list) }]]) : []),
    ];
  }

  /**
   * Makes the challenge's dictionary the one in use (settings.js, for this visit); true when it is.
   * When it cannot be (offline, never downloaded), says so once, where the challenge is offered, and
   * waits: Start becomes "Try again", which asks again. Nothing else is started meanwhile.
   * @param {Challenge} challenge
   */
  async dictionary(challenge) {
    const { el, deps } = this.play;
    if (!challenge.useDictionary) return true;
    challenge.trying = true;
    /** @type {unknown} */
    let found;
    try {
      found = await challenge.useDictionary();
    } finally {
      challenge.trying = false;
    }
    challenge.waiting = Boolean(found);
    if (this.current !== challenge) return false; // another link was opened meanwhile
    if (!found) return true;
    // Why not, as the settings said it: an Error as a rule (own-list.js marks a list this device lacks), a Said.
    const failure = /** @type {Partial<import('../photo/photo.js').Said> & { missingList?: boolean }} */ (typeof found === 'object' ? found : {});
    localize(el.newGame, 'play-try-again');
    const terms = () => this.terms({ ...challenge, dictionary: null });
    const named = /** @type {string} */ (challenge.dictionary); // a challenge with a dictionary to use names it
    if (failure.missingList) {
      const list = () => dictionaryName(named, challenge.list);
      this.sayIntro(() => [['play-challenge-on-list', { list: list() }], ...terms(), ['play-challenge-no-list']]);
      this.play.cover(['play-waiting-list'], 'play-try-again');
      deps.setStatus(t('play-list-missing', { list: list() }));
      return false;
    }
    const dictionary = TITLES[named] ?? dictionaryName(named, challenge.list);
    // A download that failed (the worker's `download-…` messages) is said as such; anything else with its reason.
    const download = /^download-/.test(failure.l10n?.id ?? '');
    /** @type {Message} */
    const why = download ? ['play-challenge-not-downloaded', { dictionary }] : ['play-challenge-not-loaded', { dictionary, reason: tSaid(found) }];
    this.sayIntro(() => [['play-challenge-on-dictionary', { dictionary }], ...terms(), why]);
    this.play.cover(['play-waiting-dictionary', { dictionary }], 'play-try-again');
    deps.setStatus(t(download ? 'play-dictionary-not-downloaded' : 'play-dictionary-not-loaded', { dictionary }));
    return false;
  }

  /** Start (or Try again): the challenge's dictionary, again if need be, then the round. */
  async start() {
    const challenge = this.current;
    if (!challenge) return;
    if (challenge.showing) {
      challenge.startTapped = true; // `show` starts the round once the board is ready
      return;
    }
    if (challenge.trying) return; // a Start already under way
    if (challenge.waiting) {
      await this.show();
      return;
    }
    // The dictionary may have been changed in the settings since the challenge was shown.
    if (!(await this.dictionary(challenge))) return;
    this.play.startRound(challenge.board, challenge);
  }
}
