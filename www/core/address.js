// What the page address says, read and written in one place: `#board=…` (a board to solve) and the
// challenge link `#play&board=…&seconds=…&min=…&dict=…&beat=…` (a game friends play alike, and the
// score to beat), and `#score`, `#history` (the mode, so a reload comes back to it). Everything read
// here is checked before use; what cannot be used is returned as `rejected` with the reason, so the
// page can say so instead of quietly doing something else.
import { recall } from './storage.js';
import { DEFAULT_DICTIONARY, DICTIONARIES, MIN_WORD_LENGTH } from './catalog.js';

/**
 * The score a challenge link asks to beat, and whose it is.
 * @typedef {object} ToBeat
 * @property {string} name the challenger's name (cleaned), '' when none
 * @property {number} score
 */

/**
 * A challenge as `challengeParams` writes it.
 * @typedef {object} ChallengeGame
 * @property {string} board board text
 * @property {number} seconds the round's length (0: no clock)
 * @property {number} minLen
 * @property {string} [dictionary]
 * @property {{ score: number, name?: string | null } | null} [toBeat] the score to beat and whose (a name is cleaned here)
 * @property {Iterable<[string, string]>} [house] the house list's [name, value] pairs (settings.js's linkRules)
 */

/**
 * A challenge as `readChallenge` read it: each field null when absent or refused.
 * @typedef {object} ReadChallenge
 * @property {string | null} board
 * @property {number | null} seconds
 * @property {number | null} minLen
 * @property {string | null} dictionary
 * @property {ToBeat | null} toBeat
 * @property {string[]} rejected why each refused field was refused
 */

/**
 * A round length read from the address: `{ seconds }`, `{ rejected }` (the text), or `{}`.
 * @typedef {{ seconds?: number, rejected?: string }} ReadSeconds
 */

/**
 * Whether a dictionary name is a player's own list ("mine-" and its fingerprint: Rust's own_list.rs).
 * @param {string | null | undefined} name
 */
export const isOwnList = (name) => /^mine-[0-9a-f]{8}$/.test(name ?? '');

/**
 * A round's length in seconds: the default, the range a link may ask for, and the lengths offered
 * (0: no clock, the round ends when the player says so).
 */
export const ROUND_SECONDS = Object.freeze({ default: 180, min: 10, max: 3600, choices: Object.freeze([60, 120, 180, 300, 0]) });
/** Board text in the address longer than this is not read: an 8x8 board of bracketed faces is under 300. */
export const MAX_BOARD_TEXT = 1000;
/** The score to beat a link may carry: below this. */
const MAX_BEAT = 100_000;
/** A name (a challenger's, a player's) is cut to this many characters. */
export const MAX_NAME = 40;

/**
 * A whole number written plainly in decimal digits, from `min` to `max`; null otherwise. `Number()`
 * alone would read "0x3c" as 60, "1e2" as 100, " 60 " and "60.0" as 60: none of those is accepted.
 * @param {unknown} text
 * @param {number} min
 * @param {number} max
 * @returns {number | null}
 */
export function plainInteger(text, min, max) {
  if (typeof text !== 'string' || !/^[0-9]{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

// Control characters (C0, C1), bidi embeddings, overrides and isolates, and the other invisible
// format characters (zero-width space, word joiner, BOM, soft hyphen, tags…). The zero-width joiner
// and non-joiner stay: emoji sequences and Persian need them. Tabs, new lines and the line and
// paragraph separators become a space first.
const INVISIBLE = /(?![\t\n\r])\p{Cc}|(?![\u200C\u200D])\p{Cf}/gu;

/**
 * A name as shown to others: invisible and control characters removed (a right-to-left override
 * would show "Anna" as "annA" and turn the text after it around), spaces collapsed, at most
 * MAX_NAME characters (whole characters: an emoji is not cut in half). `changed` says whether
 * anything but spacing was removed.
 * @param {unknown} text
 * @returns {{ name: string, changed: boolean }}
 */
export function cleanName(text) {
  const given = String(text ?? '');
  const visible = given.replace(INVISIBLE, '');
  const name = Array.from(visible.replace(/\s+/gu, ' ').trim()).slice(0, MAX_NAME).join('').trim();
  return { name, changed: visible !== given };
}

/**
 * The fragment for a board: slashes stay readable, everything else is URL-encoded.
 * @param {string} text
 */
export function boardFragment(text) {
  return `#board=${encodeURIComponent(text).replace(/%2F/gi, '/')}`;
}

/**
 * The parameters of a challenge link: the one place its fields are written, so a new rule or
 * dictionary is added here and in `readChallenge` only. `game`: { board (board text), seconds (0:
 * no clock), minLen, dictionary, toBeat?: { name, score }, house?: the house list's [name, value]
 * pairs and an own list's name (settings.js's linkRules) }.
 * @param {ChallengeGame} game
 */
export function challengeParams({ board, seconds, minLen, dictionary = DEFAULT_DICTIONARY, toBeat = null, house = [] }) {
  const params = new URLSearchParams();
  params.set('board', board);
  params.set('seconds', String(seconds));
  params.set('min', String(minLen));
  params.set('dict', dictionary);
  if (toBeat) {
    params.set('beat', String(toBeat.score));
    const { name } = cleanName(toBeat.name);
    if (name) params.set('from', name);
  }
  for (const [name, value] of house) params.set(name, value);
  return params;
}

/**
 * The whole link of a challenge: this page with `#play&…`, slashes of the board kept readable.
 * @param {ChallengeGame} game
 * @param {string} [base]
 */
export function challengeUrl(game, base = location.href) {
  const url = new URL(base);
  url.search = '';
  url.hash = `play&${challengeParams(game).toString().replace(/%2F/gi, '/')}`;
  return url.href;
}

/**
 * Reads a challenge from fragment parameters. Returns { board, seconds, minLen, dictionary,
 * toBeat, rejected: [reason…] }: each field null when absent or refused (refusals say why). Numbers
 * are read only when written plainly in decimal; the challenger's name loses invisible characters.
 * @param {URLSearchParams} params
 * @returns {ReadChallenge}
 */
export function readChallenge(params) {
  /** @type {string[]} */
  const rejected = [];
  let board = params.get('board');
  if (board !== null && (board.length > MAX_BOARD_TEXT || !board.trim())) {
    rejected.push(`the board in the link is ${board.trim() ? `too long (${board.length.toLocaleString('en')} characters)` : 'empty'}`);
    board = null;
  }
  const seconds = readSeconds(params.get('seconds'), ROUND_SECONDS.min);
  if (seconds.rejected !== undefined) rejected.push(secondsRefusal(seconds.rejected, roundLength()));
  let minLen = null;
  const min = params.get('min');
  if (min !== null) {
    minLen = plainInteger(min, MIN_WORD_LENGTH.min, MIN_WORD_LENGTH.max);
    if (minLen === null) rejected.push(`the minimum word length (“${shorten(min)}”) is not a whole number from ${MIN_WORD_LENGTH.min} to ${MIN_WORD_LENGTH.max}, so the game’s own rule applies`);
  }
  let dictionary = null;
  const dict = params.get('dict');
  if (dict !== null) {
    if (Object.hasOwn(DICTIONARIES, dict.toLowerCase())) dictionary = dict.toLowerCase();
    else if (isOwnList(dict)) dictionary = dict; // a list of the sender's own: used if this device keeps it
    else {
      rejected.push(`the link asks for the dictionary “${shorten(dict)}”, which this app does not have, so ${DICTIONARIES[DEFAULT_DICTIONARY]} is used`);
      dictionary = DEFAULT_DICTIONARY;
    }
  }
  /** @type {ToBeat | null} */
  let toBeat = null;
  const beat = params.get('beat');
  if (beat !== null) {
    const score = plainInteger(beat, 0, MAX_BEAT - 1);
    if (score === null) {
      rejected.push(`the score to beat (“${shorten(beat)}”) is not a whole number from 0 to ${(MAX_BEAT - 1).toLocaleString('en')}, so there is none`);
    } else {
      const from = cleanName(params.get('from'));
      if (from.changed) rejected.push('the challenger’s name held invisible control characters, which were removed');
      toBeat = { score, name: from.name };
    }
  }
  return { board, seconds: seconds.seconds ?? null, minLen, dictionary, toBeat, rejected };
}

/**
 * The fragment of a challenge as read: `#play` and only the fields `readChallenge` accepted (a
 * refused value does not stay in the address to be shared on), slashes of the board kept readable.
 * @param {Omit<ReadChallenge, 'rejected'>} challenge
 */
export function challengeFragment({ board, seconds, minLen, dictionary, toBeat }) {
  const params = new URLSearchParams();
  if (board) params.set('board', board);
  if (seconds !== null && seconds !== undefined) params.set('seconds', String(seconds));
  if (minLen) params.set('min', String(minLen));
  if (dictionary) params.set('dict', dictionary);
  if (toBeat) {
    params.set('beat', String(toBeat.score));
    if (toBeat.name) params.set('from', toBeat.name);
  }
  const fields = params.toString().replace(/%2F/gi, '/');
  return `#play${fields ? `&${fields}` : ''}`;
}

/**
 * Reads `#board=…`, `#play` and the challenge fields from the current fragment.
 * @param {string} [hash]
 */
export function readFragment(hash = location.hash) {
  const params = new URLSearchParams(hash.slice(1));
  return { play: params.has('play'), board: params.get('board'), params };
}

/**
 * The round length `?playSeconds=N` asks for (1 to 3600 seconds; for development and the tests), or
 * the fragment's `seconds` (10 to 3600, or 0 for no clock): `{ seconds }`, `{ rejected }` (the
 * text), or `{}`.
 * @returns {ReadSeconds}
 */
export function addressSeconds() {
  const dev = new URLSearchParams(location.search).get('playSeconds');
  if (dev !== null) return readSeconds(dev, 1);
  return readSeconds(readFragment().params.get('seconds'), ROUND_SECONDS.min);
}

/**
 * @param {string | null} text
 * @param {number} min
 * @returns {ReadSeconds}
 */
function readSeconds(text, min) {
  if (text === null) return {};
  if (text === '0') return { seconds: 0 };
  const seconds = plainInteger(text, min, ROUND_SECONDS.max);
  return seconds === null ? { rejected: text } : { seconds };
}

/**
 * The round length this browser chose last (Play's round picker), else the default.
 * @returns {number}
 */
export function roundLength() {
  const chosen = recall('round-seconds');
  return ROUND_SECONDS.choices.includes(chosen) ? chosen : ROUND_SECONDS.default;
}

/**
 * A round length in words: "3 minutes", "90 seconds", "no clock".
 * @param {number | null | undefined} seconds
 */
export function lengthName(seconds) {
  if (!seconds) return 'no clock';
  if (seconds % 60) return `${seconds} seconds`;
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
}

/**
 * Why a round length in the address is not used, and what is used instead (`used` seconds).
 * @param {string} text
 * @param {number} used
 */
export function secondsRefusal(text, used) {
  const instead = used ? `rounds last ${lengthName(used)}` : 'rounds have no clock';
  return `the game length in the address (“${shorten(text)}”) is not a whole number of seconds from ${ROUND_SECONDS.min} to ${ROUND_SECONDS.max}, so ${instead}`;
}

/**
 * A refused value quoted in a message: its first 20 characters, nothing invisible.
 * @param {string} text
 */
function shorten(text) {
  const shown = Array.from(text.replace(INVISIBLE, ''));
  return shown.length > 20 ? `${shown.slice(0, 20).join('')}…` : shown.join('');
}
