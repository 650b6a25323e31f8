// The words and rules a group plays by, as a share link carries them: the dictionary (a player's
// own list by its id, name and size, so whoever lacks it is told), the scoring, Qu, the minimum
// length and the house list (whole when short, else its mark).
import { cleanName, plainInteger } from '../core/address.js';
import { DEFAULT_DICTIONARY, DEFAULT_HOUSE_RULES, MIN_WORD_LENGTH, QU_LETTERS } from '../core/catalog.js';
import { t } from '../l10n/l10n.js';

/**
 * The words and rules a group plays by, as the settings keep them (settings.js's `settings` has these and more).
 * @typedef {object} LinkSettings
 * @property {string} dict
 * @property {string} scoring
 * @property {number} qu
 * @property {string} allowed the house list's allowed words, one a line
 * @property {string} banned the house list's banned words
 */

/** @typedef {{ title: string, words: number }} OwnListInfo a player's own list as a link names it */
/** @typedef {{ allowed: number, banned: number }} HouseCounts Rust's count of the house list's words kept */
/** @typedef {{ allowed: number, banned: number, digest: string }} HouseMark a house list too long for a link: its size and fingerprint */

/**
 * The settings a link asks for (each absent when not asked or not of the right shape), and what
 * was refused, in words.
 * @typedef {object} LinkAsked
 * @property {string} [dict]
 * @property {OwnListInfo} [ownList]
 * @property {string} [scoring]
 * @property {number} [qu]
 * @property {string} [allowed]
 * @property {string} [banned]
 * @property {HouseMark} [houseMark]
 * @property {number} [minLen]
 * @property {string[]} rejected
 */

/** @type {Readonly<LinkSettings>} */
export const DEFAULTS = Object.freeze({ dict: DEFAULT_DICTIONARY, scoring: DEFAULT_HOUSE_RULES.scoring, qu: DEFAULT_HOUSE_RULES.quLetters, allowed: '', banned: '' });
/** A house list goes into a link whole up to this many characters (encoded); beyond, only its mark. */
const MAX_LINK_LIST = 1500;

/**
 * A short fingerprint of a house list (FNV-1a), so a friend can tell whether theirs is the same.
 * @param {string} allowed
 * @param {string} banned
 */
export function houseDigest(allowed, banned) {
  let hash = 0x811c9dc5;
  for (const char of `${allowed.trim()}\n\u0000\n${banned.trim()}`) {
    hash ^= /** @type {number} */ (char.codePointAt(0));
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The house list in a link: the words themselves (`allow`, `ban`) when short enough, else its mark
 * (`house=<allowed>-<banned>-<digest>`: how many words, and a fingerprint), so whoever opens the
 * link is told they lack it. `counts`: Rust's count of the words kept ({ allowed, banned }).
 * @param {{ allowed: string, banned: string }} list
 * @param {HouseCounts | null | undefined} counts
 * @returns {[string, string][]}
 */
export function houseParams({ allowed, banned }, counts) {
  if (!allowed.trim() && !banned.trim()) return [];
  /** @type {[string, string][]} */
  const whole = [['allow', allowed.trim()], ['ban', banned.trim()]];
  const given = whole.filter(([, text]) => text);
  if (given.reduce((n, [, text]) => n + encodeURIComponent(text).length, 0) <= MAX_LINK_LIST) return given;
  return [['house', `${counts?.allowed ?? 0}-${counts?.banned ?? 0}-${houseDigest(allowed, banned)}`]];
}

/**
 * A list of the player's own goes by its id, with its name and size (`ownList`) for whoever lacks it.
 * @param {OwnListInfo | null | undefined} ownList
 * @returns {[string, string][]}
 */
export function ownListParams(ownList) {
  return ownList ? [['listname', ownList.title], ['listwords', String(ownList.words)]] : [];
}

/**
 * The settings a share link carries, as `name=value` pairs for the address (defaults left out);
 * `ownList`: { title, words } of the player's own list in use, or null.
 * @param {LinkSettings} settings
 * @param {number | null | undefined} minLen
 * @param {HouseCounts | null} [houseCounts]
 * @param {OwnListInfo | null} [ownList]
 * @returns {[string, string][]}
 */
export function linkParams(settings, minLen, houseCounts = null, ownList = null) {
  /** @type {[string, string][]} */
  const params = [];
  if (settings.dict !== DEFAULTS.dict) params.push(['dict', settings.dict]);
  params.push(...ownListParams(ownList));
  if (settings.scoring !== DEFAULTS.scoring) params.push(['scoring', settings.scoring]);
  if (settings.qu !== DEFAULTS.qu) params.push(['qu', String(settings.qu)]);
  if (minLen !== null && minLen !== undefined) params.push(['min', String(minLen)]);
  return [...params, ...houseParams(settings, houseCounts)];
}

/**
 * The settings a link asks for, checked only for shape here (the worker refuses unknown names):
 * { dict?, ownList?: { title, words }, scoring?, qu?, minLen?, rejected: [reason…] } (what was refused, in words).
 * @param {URLSearchParams} params
 * @returns {LinkAsked}
 */
export function readLinkParams(params) {
  /** @type {LinkAsked} */
  const asked = { rejected: [] };
  const dict = params.get('dict');
  if (dict && /^[a-z0-9-]{1,40}$/.test(dict)) asked.dict = dict;
  const listName = params.get('listname');
  const listWords = plainInteger(params.get('listwords') ?? '', 0, 1e8);
  const title = cleanName(listName).name;
  if (title && listWords !== null) asked.ownList = { title, words: listWords };
  const scoring = params.get('scoring');
  if (scoring && /^[a-z-]{1,40}$/.test(scoring)) asked.scoring = scoring;
  const qu = params.get('qu');
  if (QU_LETTERS.some((n) => qu === String(n))) asked.qu = Number(qu);
  else if (qu !== null) asked.rejected.push(t('link-qu-refused', { word: qu.slice(0, 20), low: Math.min(...QU_LETTERS), high: Math.max(...QU_LETTERS) }));
  // A house list: its words (used for the visit, as the rest), or the mark of one too long to carry.
  for (const [name, key] of /** @type {const} */ ([['allow', 'allowed'], ['ban', 'banned']])) {
    const text = params.get(name);
    if (text !== null && text.length <= MAX_LINK_LIST * 3) asked[key] = text;
  }
  if ((asked.allowed || asked.banned) && asked.allowed === undefined) asked.allowed = '';
  if ((asked.allowed || asked.banned) && asked.banned === undefined) asked.banned = '';
  const mark = /^(\d{1,6})-(\d{1,6})-([0-9a-f]{8})$/.exec(params.get('house') ?? '');
  if (mark) asked.houseMark = { allowed: Number(mark[1]), banned: Number(mark[2]), digest: mark[3] };
  if (params.has('min')) {
    const min = plainInteger(params.get('min'), MIN_WORD_LENGTH.min, MIN_WORD_LENGTH.max);
    if (min === null) asked.rejected.push(t('link-min-refused', { word: String(params.get('min')).slice(0, 20), min: MIN_WORD_LENGTH.min, max: MIN_WORD_LENGTH.max }));
    else asked.minLen = min;
  }
  return asked;
}

