// A round played together, as time and address (issue 52): the moments a round starts at, the time a phone's
// clock should show (the wall clock's, so a pause or a reload does not put one phone behind the others), and
// the round's link. No DOM: play-together.js shows them.
import { challengeUrl } from '../core/address.js';
import { language } from '../l10n/l10n.js';

/** @typedef {import('../together/boggle_together_web.js').TogetherRound} TogetherRound */

/**
 * What a round played together keeps (PlayRound's `together`): its code, to show again, to roll the next
 * round from and to make "My words" against, and its start moment, the clock's origin.
 * @typedef {object} TogetherTag
 * @property {string} text the round's code (base45)
 * @property {number} startMs Unix milliseconds
 * @property {number} roundId
 */

/** A moment `seconds` from now, on a whole second (so "at 20:42:30" is exact on every phone). */
export const secondsFromNow = (/** @type {number} */ seconds) => Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000;

/** A moment as the clock on the wall says it, in the interface's language. */
export const clockTime = (/** @type {number} */ ms) => new Date(ms).toLocaleTimeString(language(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The time a phone's clock should show in a round played together: its length less the time since the
 * start (all of it before the start, none after the end). A round without a clock has nothing to sync.
 * @param {{ seconds: number, together?: TogetherTag | null }} round
 * @param {number} [now]
 * @returns {number | null} the milliseconds left, or null when the round is not timed together
 */
export function togetherLeftMs({ seconds, together }, now = Date.now()) {
  if (!together || !seconds) return null;
  return Math.min(seconds * 1000, Math.max(0, together.startMs + seconds * 1000 - now));
}

/**
 * The round's link: the challenge link of its board and rules (an app without rounds plays the board),
 * and `code=` with the round.
 * @param {TogetherRound} round
 * @param {Array<[string, string]>} house the house list's and own list's link pairs (settings.js's linkRules)
 */
export function roundLink(round, house) {
  return `${challengeUrl({ board: round.board, seconds: round.seconds, minLen: round.minLen ?? 0, dictionary: round.dictionary, house })}&${round.linkParam}`;
}
