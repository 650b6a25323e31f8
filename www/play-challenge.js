// A challenge link's game, offered in Play: the same board, clock, minimum length and dictionary for
// everyone, and the score to beat. Its dictionary comes first (a challenge is only fair on the one it
// names, so it waits, and says so, while that cannot be downloaded), then its board, hidden until
// Start. A challenge opened again (a reload) goes back to the game kept for it.
import { isOwnList, lengthName } from './address.js';
import { DICTIONARIES } from './catalog.js';
import { formatTime } from './play-clock.js';

/** Two board texts of the same board, however written (case, `/` or spaces between rows). */
export function sameBoard(a, b) {
  const canonical = (text) => text.toLowerCase().trim().split(/[\s/]+/).join('/');
  return canonical(a) === canonical(b);
}

/** A round's clock in a challenge's terms: "5:00 on the clock", "no clock". */
export function clockTerms(seconds) {
  return seconds ? `${formatTime(seconds * 1000)} on the clock` : `${lengthName(0)}: it ends when you say so`;
}

/** A challenge's dictionary by name; a list of the sender's own by the name and size its link gives. */
function dictionaryName(dictionary, list = null) {
  if (!isOwnList(dictionary)) return DICTIONARIES[dictionary];
  return list ? `“${list.title}”, the sender’s own word list (${list.words.toLocaleString('en')} words)` : 'a word list of the sender’s own';
}

export class ChallengeOffer {
  /** @param {import('./play.js').PlayMode} play */
  constructor(play) {
    this.play = play;
    /** The challenge waiting for "Start": { board, seconds, minLen, dictionary, toBeat, kept? }, or null. */
    this.current = null;
  }

  /** Offers `challenge` (a kept round on its board, if unfinished, is `saved`). */
  async offer(challenge, saved) {
    challenge.kept = saved && saved.state !== 'over' && sameBoard(saved.board, challenge.board) ? saved : null;
    this.current = challenge;
    await this.show();
  }

  /** Back to an ordinary game: no challenge on offer. */
  drop() {
    const { el } = this.play;
    this.current = null;
    el.intro.hidden = true;
    el.newGame.textContent = 'Start a game';
    el.lengths.hidden = false;
  }

  /** Its dictionary first, then its board, hidden until Start. */
  async show() {
    const { play } = this;
    const { el, deps } = play;
    const challenge = this.current;
    el.newGame.textContent = 'Start the challenge';
    el.lengths.hidden = true; // the link sets the clock
    play.showPart('start');
    if (!(await this.dictionary(challenge))) return;
    if (challenge.kept) {
      this.drop();
      if (!(await play.restore(challenge.kept))) play.showPart('start');
      return;
    }
    if (!(await deps.loadBoard(challenge.board, 'The challenge’s board could not be shown'))) {
      if (this.current === challenge) this.drop();
      el.cover.hidden = true;
      return;
    }
    if (this.current !== challenge) return; // another link was opened meanwhile
    const { rows, cols } = deps.editor;
    el.intro.textContent = `A challenge: the same ${rows}×${cols} board for everyone, ${this.terms(challenge)}`;
    el.intro.hidden = false;
    play.cover('The board is hidden until you start.', 'Start');
  }

  /** "5:00 on the clock, words of 3+ letters. Score to beat: 40 (Anna). Dictionary: Deutsch." */
  terms({ seconds, minLen, toBeat, dictionary, list }) {
    return (
      `${clockTerms(seconds ?? this.play.roundSeconds())}${minLen ? `, words of ${minLen}+ letters` : ''}.` +
      `${toBeat ? ` Score to beat: ${toBeat.score}${toBeat.name ? ` (${toBeat.name})` : ''}.` : ''}` +
      `${dictionary ? ` Dictionary: ${dictionaryName(dictionary, list)}.` : ''}`
    );
  }

  /**
   * Makes the challenge's dictionary the one in use (settings.js, for this visit); true when it is.
   * When it cannot be (offline, never downloaded), says so once, where the challenge is offered, and
   * waits: Start becomes "Try again", which asks again. Nothing else is started meanwhile.
   */
  async dictionary(challenge) {
    const { el, deps } = this.play;
    if (!challenge.useDictionary) return true;
    challenge.trying = true;
    let failure;
    try {
      failure = await challenge.useDictionary();
    } finally {
      challenge.trying = false;
    }
    challenge.waiting = Boolean(failure);
    if (this.current !== challenge) return false; // another link was opened meanwhile
    if (!failure) return true;
    el.intro.hidden = false;
    el.newGame.textContent = 'Try again';
    const terms = this.terms({ ...challenge, dictionary: null });
    if (failure.missingList) {
      const name = dictionaryName(challenge.dictionary, challenge.list);
      el.intro.textContent =
        `A challenge on ${name}, ${terms} It cannot start: this device does not have that list. A challenge is only ` +
        `fair on the list it names, so it waits: ask for the list’s file, add it under Your own word lists (Dictionary and house rules), then try again.`;
      this.play.cover('Waiting for the sender’s own word list.', 'Try again');
      deps.setStatus(`The challenge’s word list, ${name}, is not on this device.`);
      return false;
    }
    const name = DICTIONARIES[challenge.dictionary] ?? dictionaryName(challenge.dictionary, challenge.list);
    const download = /could not download/i.test(failure.message);
    const why = download
      ? `the ${name} dictionary could not be downloaded. It needs a connection once; after that it works offline`
      : `the ${name} dictionary could not be loaded (${failure.message})`;
    el.intro.textContent =
      `A challenge on the ${name} dictionary, ${terms} It cannot start yet: ${why}. ` +
      `A challenge is only fair on the dictionary it names, so it waits: connect, then try again.`;
    this.play.cover(`Waiting for the ${name} dictionary.`, 'Try again');
    deps.setStatus(`The challenge’s dictionary, ${name}, could not be ${download ? 'downloaded' : 'loaded'}.`);
    return false;
  }

  /** Start (or Try again): the challenge's dictionary, again if need be, then the round. */
  async start() {
    const challenge = this.current;
    if (!challenge || challenge.trying) return;
    if (challenge.waiting) {
      await this.show();
      return;
    }
    // The dictionary may have been changed in the settings since the challenge was shown.
    if (!(await this.dictionary(challenge))) return;
    this.play.startRound(challenge.board, challenge);
  }
}
