// The English of History (history.js, history-import.js), as locales/en/history.ftl says it: loaded
// with the History panel (or with Play's or Score a game's end, which record a game).
import { addEnglish, n, num } from './say.js';
import { longDate } from './l10n-en-order.js';

const points = (count) => n(count, 'point', 'points');
const words = (count) => n(count, 'word', 'words');
const games = (count) => n(count, 'game', 'games');
/** A moment (a timestamp) as the history lists it: "Nov 27, 2026, 3:04 PM". */
const when = (at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
const size = ({ rows, cols }) => `${num(rows)}×${num(cols)}`;
const days = (count) => `${n(count, 'board', 'boards')} of the day opened`;

export const HISTORY_ENGLISH = {
  'history-none': ({ reason }) => `No history: ${reason}.`,
  'history-summary': (a) =>
    `${games(a.played)} on this device: ${n(a.solo, 'solo game', 'solo games')}, ${games(a.table)} scored at the table${a.days === 0 ? '' : `; ${days(a.days)}`}.`,
  'history-days-only': (a) => `No games yet; ${days(a.days)} on this device.`,
  'history-empty': 'No games yet. Finished games, scored rounds and the boards of the day you open are kept here, on this device only.',
  'history-best': (a) => `${num(a.size)}: ${points(a.points)} (${when(a.at)})`,
  'history-game-solo': (a) =>
    `${when(a.at)} · ${size(a)} solo (${num(a.rules)}): ${points(a.points)} of ${num(a.max)}, ${num(a.found)} of ${words(a.words)}${a.revealed === 0 ? '' : `, ${num(a.revealed)} revealed`}`,
  'history-game-day': (a) => `${when(a.at)} · ${size(a)} solved (${num(a.rules)}): ${words(a.words)}, ${points(a.points)} to find`,
  'history-game-table': (a) => `${when(a.at)} · ${size(a)} at the table (${num(a.rules)}): ${num(a.players)}`,
  'history-scoring': ({ scoring }) => `${num(scoring)} scoring`,
  'history-qu-one': 'Qu as one letter',
  'history-day-mark': ({ date }) => `Board of the day, ${longDate(date, 'en')}`,
  'history-play': 'Play it',
  'history-solve': 'Solve it',
  'history-play-board': ({ board }) => `Play it: ${num(board)}`,
  'history-solve-board': ({ board }) => `Solve it: ${num(board)}`,
  'history-exported': (a) => `Exported ${games(a.games)}.`,
  'history-clear-title': 'Clear the history?',
  'history-clear-message': (a) => `All ${games(a.games)} and the personal bests are deleted from this device. Export them first to keep a copy.`,
  'history-delete-all': 'Delete all',
  'history-cancel': 'Cancel',
  'history-cleared': 'The history is cleared.',
  'history-too-large': 'the file is too large to be a history',
  'history-not-history': 'it is not a history exported by this app',
  'history-too-many': (a) => `it holds ${num(a.games)} games; at most ${num(a.max)} are read at once`,
  'history-not-json': 'it is not JSON',
  'history-not-imported': ({ file, reason }) => `“${num(file)}” was not imported: ${reason}.`,
  'history-checking': (a) => `Checking ${games(a.games)} from “${num(a.file)}”…`,
  'history-checking-boards': (a) => `Checking ${games(a.games)} from “${num(a.file)}” against their boards: ${num(a.progress)}…`,
  'history-progress': (a) => `${num(a.done)} of ${num(a.boards)} boards`,
  'history-progress-again': (a) => `${num(a.boards)} boards again under other rules`,
  'history-unchecked': ({ file, reason }) => `“${num(file)}” was not imported: its games could not be checked (${reason}).`,
  'history-unsaved': ({ reason }) => `The history could not be saved: ${reason}.`,
  'history-imported': (a) =>
    `Imported ${games(a.games)}${a.renamed === 0 ? '' : ` (${num(a.renamed)} kept beside a different game with the same id, under a new one)`}${a.skipped === 0 ? '' : `; skipped ${num(a.skipped)}: ${num(a.reasons)}`}.`,
  'history-skip-shape': ({ count }) => `${num(count)} not games this app records`,
  'history-skip-future': ({ count }) => `${num(count)} dated in the future`,
  'history-skip-past': ({ count }) => `${num(count)} dated before 2000`,
  'history-skip-inconsistent': ({ count }) => `${num(count)} scoring more than their own maximum`,
  'history-skip-dictionary': ({ count }) => `${num(count)} played with a dictionary this app does not have`,
  'history-skip-board': ({ count }) => `${num(count)} with a board that cannot be read or is not the size given`,
  'history-skip-limit': ({ count }) => `${num(count)} scoring more than their board allows`,
  'history-skip-unchecked': ({ count }) => `${num(count)} with a dictionary that could not be downloaded to check them (import the file again online)`,
  'history-skip-own-list': ({ count }) =>
    `${num(count)} played with a word list of someone’s own that this browser does not keep (add it under Your own word lists, then import again)`,
  'history-skip-slow': ({ count }) => `${num(count)} not checked within 5 minutes (import them again, fewer at a time)`,
  'history-skip-duplicate': ({ count }) => `${num(count)} already in the history`,
};
addEnglish(HISTORY_ENGLISH);
