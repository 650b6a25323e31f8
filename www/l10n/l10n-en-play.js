// The English of Play's scripts (play.js, play-clock.js, play-words.js, play-challenge.js,
// play-end.js), as locales/en/play.ftl says it: loaded with Play, so the first screen does without it.
import { addEnglish, n, num } from './say.js';

const points = (count) => n(count, 'point', 'points');
const words = (count) => n(count, 'word', 'words');
/** A round's clock in a message: `untimed` with no clock (seconds 0), else `timed`. */
const clock = (seconds, untimed, timed) => (seconds === 0 ? untimed : timed);

export const PLAY_ENGLISH = {
  // Pieces of the page the scripts set again (their English is the page's).
  'play-new': 'Start a game',
  'play-pause': 'Pause',
  'play-found-heading': 'Words you found',
  'play-missed-heading': 'Words you missed',
  // A round in play
  'play-last-minute': 'One minute left.',
  'play-board-unshown': 'The game board could not be shown',
  'play-cannot-start': 'The game could not start',
  'play-game-on': ({ seconds, time, minLen }) =>
    `Game on: ${clock(seconds, 'No clock: find', `${num(time)} to find`)} words of ${num(minLen)}+ letters. Slide across the tiles or type.`,
  'play-kept-unshown': 'The kept game’s board could not be shown',
  'play-kept-unrestored': 'The kept game could not be restored',
  'play-paused-kept': ({ seconds, time }) => `Your game is paused ${clock(seconds, 'after', 'with')} ${num(time)}${clock(seconds, '', ' left')}.`,
  'play-paused': ({ seconds, time }) => `Paused ${clock(seconds, 'after', 'with')} ${num(time)}${clock(seconds, '', ' left')}.`,
  'play-resume': 'Resume',
  'play-cover-paused': ({ seconds, time }) => clock(seconds, 'Paused (no clock).', `Paused: ${num(time)} left.`),
  'play-going-again': ({ seconds, time }) => clock(seconds, 'Game on again.', `Game on again: ${num(time)} left.`),
  'play-time-is-up': 'Time is up.',
  'play-you-ended': ({ seconds, time }) => clock(seconds, 'You ended the game.', `You ended the game with ${num(time)} left.`),
  'play-timer-left': 'Time left',
  'play-timer-played': 'Time played (no clock)',
  'play-score': (a) => `${points(a.points)}, ${words(a.words)}`,
  'play-already': ({ word }) => `“${num(word)}”: already found.`,
  'play-unchecked-typed': ({ word }) => `“${num(word)}” could not be checked; press Enter to try again.`,
  'play-unchecked-swiped': ({ word }) => `“${num(word)}” could not be checked; swipe it again to try again.`,
  'play-too-short': ({ word, minLen }) => `“${num(word)}”: too short (${num(minLen)}+ letters).`,
  'play-banned': ({ word }) => `“${num(word)}”: banned by the house list.`,
  'play-not-a-word': ({ word }) => `“${num(word)}”: not a word.`,
  'play-gave-up': ({ word }) => `“${num(word)}”: too many ways to look for it on this board; not counted.`,
  'play-not-on-board': ({ word }) => `“${num(word)}”: not on the board.`,
  'play-scored': (a) => `“${num(a.word)}”: +${points(a.points)}.`,
  'play-found-points': (a) => `+${num(a.points)}`,
  'play-found-revealed': '(revealed)',
  'play-nothing-left': 'Every word is found: nothing left to reveal.',
  'play-revealed': ({ word }) => `Revealed: “${num(word)}” (no points).`,
  'play-leave-title': 'Leave the game?',
  'play-leave-message': 'The game is paused and kept: come back to Play to finish it.',
  'play-leave': 'Pause and leave',
  'play-keep-playing': 'Keep playing',
  // A challenge link's game
  'play-start-challenge': 'Start the challenge',
  'play-challenge-unshown': 'The challenge’s board could not be shown',
  'play-challenge-intro': ({ rows, cols }) => `A challenge: the same ${num(rows)}×${num(cols)} board for everyone,`,
  'play-challenge-terms': ({ seconds, time, minLen }) =>
    `${clock(seconds, 'no clock: it ends when you say so', `${num(time)} on the clock`)}${minLen === 0 ? '.' : `, words of ${num(minLen)}+ letters.`}`,
  'play-challenge-to-beat': ({ score }) => `Score to beat: ${num(score)}.`,
  'play-challenge-to-beat-named': ({ score, name }) => `Score to beat: ${num(score)} (${num(name)}).`,
  'play-challenge-dictionary': ({ dictionary }) => `Dictionary: ${dictionary}.`,
  'play-sender-list': (a) => `“${num(a.title)}”, the sender’s own word list (${words(a.words)})`,
  'play-sender-list-unnamed': 'a word list of the sender’s own',
  'play-start': 'Start',
  'play-hidden-until-start': 'The board is hidden until you start.',
  'play-try-again': 'Try again',
  'play-challenge-on-list': ({ list }) => `A challenge on ${list},`,
  'play-challenge-no-list':
    'It cannot start: this device does not have that list. A challenge is only fair on the list it names, so it waits: ask for the list’s file, add it under Your own word lists (Dictionary and house rules), then try again.',
  'play-waiting-list': 'Waiting for the sender’s own word list.',
  'play-list-missing': ({ list }) => `The challenge’s word list, ${list}, is not on this device.`,
  'play-challenge-on-dictionary': ({ dictionary }) => `A challenge on the ${dictionary} dictionary,`,
  'play-challenge-not-downloaded': ({ dictionary }) =>
    `It cannot start yet: the ${dictionary} dictionary could not be downloaded. It needs a connection once; after that it works offline. A challenge is only fair on the dictionary it names, so it waits: connect, then try again.`,
  'play-challenge-not-loaded': ({ dictionary, reason }) =>
    `It cannot start yet: the ${dictionary} dictionary could not be loaded (${reason}). A challenge is only fair on the dictionary it names, so it waits: connect, then try again.`,
  'play-waiting-dictionary': ({ dictionary }) => `Waiting for the ${dictionary} dictionary.`,
  'play-dictionary-not-downloaded': ({ dictionary }) => `The challenge’s dictionary, ${dictionary}, could not be downloaded.`,
  'play-dictionary-not-loaded': ({ dictionary }) => `The challenge’s dictionary, ${dictionary}, could not be loaded.`,
  // A game's end
  'play-over-time': 'Time’s up!',
  'play-over-ended': 'Game over.',
  'play-result': (a) =>
    `You scored ${points(a.points)} of ${num(a.max)} possible, finding ${num(a.found)} of ${words(a.words)}${a.revealed === 0 ? '' : ` (${num(a.revealed)} more revealed)`}.`,
  'play-beat': ({ score }) => `You beat the challenge’s ${num(score)}.`,
  'play-tied': ({ score }) => `You tied with the challenge’s ${num(score)}.`,
  'play-not-quite': ({ score }) => `Not quite: the challenge’s ${num(score)}.`,
  'play-first-best': (a) => `Your first ${num(a.rows)}×${num(a.cols)} game on this device: ${points(a.points)} is the best to beat.`,
  'play-new-best': (a) => `A new personal best for ${num(a.rows)}×${num(a.cols)}! (It was ${num(a.before)}.)`,
  'play-best-is': (a) => `Your best on ${num(a.rows)}×${num(a.cols)} is ${points(a.points)}.`,
  'play-not-kept': ({ reason }) => `This game is not kept in the history: ${reason}.`,
  'play-group-heading': (a) => `${num(a.letters)} letters (${num(a.words)})`,
  'play-group-label': ({ list, letters }) => `${list}: ${num(letters)} letters`,
  'play-share-head': (a) =>
    `Boggle ${num(a.rows)}×${num(a.cols)}, ${clock(a.seconds, 'no clock', a.minutes === 0 ? `${num(a.seconds)} s` : `${num(a.minutes)} min`)}, ${a.dictionary}, ${num(a.minLen)}+ letters`,
  'play-share-score': (a) => `${points(a.points)} of ${num(a.max)}, ${num(a.found)} of ${words(a.words)}`,
  'play-share-lengths': ({ lengths }) => `(letters: ${num(lengths)})`,
  'play-share-link': ({ link }) => `Play the same board: ${num(link)}`,
  'play-challenge-text': (a) => `Can you beat ${points(a.points)} on this Boggle board? ${num(a.link)}`,
  'play-share-challenge-title': 'A Boggle challenge',
  'play-share-title': 'My Boggle game',
  'play-shared': 'Shared.',
  'play-copied': 'Copied: paste it in a message.',
  'play-copy-failed': 'Could not copy: select the text below and copy it.',
};
addEnglish(PLAY_ENGLISH);
