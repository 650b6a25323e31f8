// The round in play as it is kept (play.js plays it): what it holds, and its keeping in storage at
// every word and every second, so that a reload, a closed tab or a call coming in loses nothing; and
// its time left (or, with no clock, played) as a message says it.
import { forget, keep, recall } from '../core/storage.js';
import { formatTime } from './play-clock.js';

/** Where the round is kept (core/storage.js). */
const SAVED = 'play';

/**
 * A word found in a round (or revealed, for no points).
 * @typedef {object} FoundWord
 * @property {string} word
 * @property {string} [shown] how it is written, where that differs
 * @property {number} score
 * @property {number[]} path
 * @property {boolean} [revealed] shown by "Reveal", not found
 */

/**
 * The round in play (kept in storage at every word and second).
 * @typedef {object} PlayRound
 * @property {string | null} id its history id, once kept
 * @property {string} board
 * @property {number} minLen
 * @property {number} seconds its length (0: no clock)
 * @property {string} dictionary the dictionary it is played with (its name)
 * @property {number} leftMs
 * @property {number} [playedMs]
 * @property {number} [endedWithMs] the time left or played when the player ended it
 * @property {FoundWord[]} found
 * @property {string} state 'running', 'paused' or 'over'
 * @property {{ score: number, name?: string } | null} toBeat a challenge's score to beat
 * @property {string | null} day the date whose board of the day it is (YYYY-MM-DD)
 * @property {import('./play-challenge.js').Message | string | null} [said] what a board rolled to order is
 * @property {import('./together-round.js').TogetherTag | null} [together] a round played together: its code and start
 * @property {string[]} [refused] in a round played together, the words typed and refused (for "My words")
 */

/**
 * How a round is to be played, besides its board: a challenge's terms, or the board of the day's date.
 * @typedef {object} RoundOptions
 * @property {number | null} [seconds] its clock (absent: the one picked)
 * @property {number | null} [minLen]
 * @property {{ score: number, name?: string } | null} [toBeat]
 * @property {string | null} [day]
 * @property {import('./together-round.js').TogetherTag | null} [together] a round played together (play-together.js)
 */

/**
 * The round kept (before a reload, paused or running or over), or null. Whatever JSON was kept: the
 * callers read its `state` first.
 * @returns {PlayRound | null}
 */
export function keptRound() {
  return recall(SAVED);
}

/** @param {PlayRound} round kept as it is now */
export function keepRound(round) {
  keep(SAVED, round);
}

/** The round is over: nothing to come back to. */
export function forgetRound() {
  forget(SAVED);
}

/**
 * The time left (or, with no clock, played) as a message's arguments: { seconds, time: "2:10" }.
 * @param {PlayRound} round
 */
export function timeLeft({ seconds, leftMs, playedMs }) {
  return { seconds, time: seconds ? formatTime(leftMs) : formatTime(Math.floor((playedMs ?? 0) / 1000) * 1000) };
}
