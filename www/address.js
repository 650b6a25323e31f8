// What the page address says, read and written in one place: `#board=…` (a board to solve) and the
// challenge link `#play&board=…&seconds=…&min=…&dict=…&beat=…` (a game friends play alike, and the
// score to beat), and `#score`, `#history` (the mode, so a reload comes back to it). Everything read
// here is checked before use; what cannot be used is returned as `rejected` with the reason, so the
// page can say so instead of quietly doing something else.

/** A round's length in seconds: the default, and the range a link may ask for. */
export const ROUND_SECONDS = Object.freeze({ default: 180, min: 10, max: 3600 });
/** Board text in the address longer than this is not read: an 8x8 board of bracketed faces is under 300. */
export const MAX_BOARD_TEXT = 1000;
/** The dictionaries the app can play with, by the name a link uses. */
// The names of boggle_lexicon::DICTIONARIES (the catalog the worker gives settings.js); a link is read
// before the worker is up, so they are repeated here.
export const DICTIONARIES = Object.freeze({ enable2k: 'ENABLE2K', common: 'Common words', british: 'British English', fr: 'Français', de: 'Deutsch', es: 'Español' });
export const DEFAULT_DICTIONARY = 'enable2k';
/** The shortest minimum word length a link may set, and the longest. */
const MIN_LEN_RANGE = { min: 2, max: 16 };

/** The fragment for a board: slashes stay readable, everything else is URL-encoded. */
export function boardFragment(text) {
  return `#board=${encodeURIComponent(text).replace(/%2F/gi, '/')}`;
}

/**
 * The parameters of a challenge link: the one place its fields are written, so a new rule or
 * dictionary is added here and in `readChallenge` only. `game`: { board (board text), seconds,
 * minLen, dictionary, toBeat?: { name, score } }.
 */
export function challengeParams({ board, seconds, minLen, dictionary = DEFAULT_DICTIONARY, toBeat = null }) {
  const params = new URLSearchParams();
  params.set('board', board);
  params.set('seconds', String(seconds));
  params.set('min', String(minLen));
  params.set('dict', dictionary);
  if (toBeat) {
    params.set('beat', String(toBeat.score));
    if (toBeat.name) params.set('from', toBeat.name.slice(0, 40));
  }
  return params;
}

/** The whole link of a challenge: this page with `#play&…`, slashes of the board kept readable. */
export function challengeUrl(game, base = location.href) {
  const url = new URL(base);
  url.search = '';
  url.hash = `play&${challengeParams(game).toString().replace(/%2F/gi, '/')}`;
  return url.href;
}

/**
 * Reads a challenge from fragment parameters. Returns { board, seconds, minLen, dictionary,
 * toBeat, rejected: [reason…] }: each field null when absent or refused (refusals say why).
 */
export function readChallenge(params) {
  const rejected = [];
  let board = params.get('board');
  if (board !== null && (board.length > MAX_BOARD_TEXT || !board.trim())) {
    rejected.push(`the board in the link is ${board.trim() ? `too long (${board.length.toLocaleString('en')} characters)` : 'empty'}`);
    board = null;
  }
  const seconds = readSeconds(params.get('seconds'), ROUND_SECONDS.min);
  if (seconds.rejected !== undefined) rejected.push(secondsRefusal(seconds.rejected));
  let minLen = null;
  const min = params.get('min');
  if (min !== null) {
    const n = Number(min);
    if (Number.isInteger(n) && n >= MIN_LEN_RANGE.min && n <= MIN_LEN_RANGE.max) minLen = n;
    else rejected.push(`the minimum word length (“${shorten(min)}”) is not a whole number from ${MIN_LEN_RANGE.min} to ${MIN_LEN_RANGE.max}, so the game’s own rule applies`);
  }
  let dictionary = null;
  const dict = params.get('dict');
  if (dict !== null) {
    if (Object.hasOwn(DICTIONARIES, dict.toLowerCase())) dictionary = dict.toLowerCase();
    else rejected.push(`the link asks for the dictionary “${shorten(dict)}”, which this app does not have, so ${DICTIONARIES[DEFAULT_DICTIONARY]} is used`);
  }
  let toBeat = null;
  const score = Number(params.get('beat'));
  if (params.get('beat') !== null && Number.isInteger(score) && score >= 0 && score < 100_000) {
    toBeat = { score, name: (params.get('from') ?? '').slice(0, 40) };
  }
  return { board, seconds: seconds.seconds ?? null, minLen, dictionary, toBeat, rejected };
}

/** Reads `#board=…`, `#play` and the challenge fields from the current fragment. */
export function readFragment(hash = location.hash) {
  const params = new URLSearchParams(hash.slice(1));
  return { play: params.has('play'), board: params.get('board'), params };
}

/**
 * The round length `?playSeconds=N` asks for (1 to 3600 seconds; for development and the tests), or
 * the fragment's `seconds` (10 to 3600): `{ seconds }`, `{ rejected }` (the text), or `{}`.
 */
export function addressSeconds() {
  const dev = new URLSearchParams(location.search).get('playSeconds');
  if (dev !== null) return readSeconds(dev, 1);
  return readSeconds(readFragment().params.get('seconds'), ROUND_SECONDS.min);
}

function readSeconds(text, min) {
  if (text === null) return {};
  // Number('') is 0 and Number('Infinity') is Infinity: both refused here.
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > ROUND_SECONDS.max) return { rejected: text };
  return { seconds: Math.round(n) };
}

export function secondsRefusal(text) {
  return (
    `the game length in the address (“${shorten(text)}”) is not a number of seconds from ${ROUND_SECONDS.min} to ` +
    `${ROUND_SECONDS.max}, so rounds last ${ROUND_SECONDS.default / 60} minutes`
  );
}

function shorten(text) {
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
}
