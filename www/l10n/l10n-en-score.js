// The English of Score a game (game-score.js), as locales/en/score.ftl says it: loaded with the mode.
import { addEnglish, n, num } from './say.js';

const points = (count) => n(count, 'point', 'points');
const words = (count) => n(count, 'word', 'words');

export const SCORE_ENGLISH = {
  // Pieces of the page the scripts set again (their English is the page's).
  'score-reset': 'New game',
  'score-name-label': 'Name',
  'score-remove': 'Remove',
  'score-words-label': 'Words (one a line, or separated by spaces or commas)',
  'score-judged-label': 'Words judged',
  'score-player-n': ({ n: number }) => `Player ${num(number)}`,
  'score-remove-player': ({ name }) => `Remove ${num(name)}`,
  'score-remove-title': ({ name }) => `Remove ${num(name)}?`,
  'score-remove-message': 'Their words and points are deleted.',
  'score-cancel': 'Cancel',
  // Each word's verdict (Rust's `verdict` id), in a list and in a tapped word's details.
  'score-why-counts': 'counts',
  'score-why-cancelled': ({ names }) => `cancelled: also on ${num(names)}’s list`,
  'score-why-repeated': 'listed twice: counted once',
  'score-why-too-short': ({ minLen }) => `too short (${num(minLen)}+ letters)`,
  'score-why-banned': 'banned by the house list',
  'score-why-not-a-word': 'not a word',
  'score-why-not-on-board': 'not on the board',
  'score-why-gave-up': 'could not be looked for on this board',
  'score-on-list': ({ name, verdict }) => `On ${num(name)}’s list: ${num(verdict)}`,
  'score-board-first': 'Put the board in first (scan it, choose a photo or type it), then each player’s words.',
  'score-unjudged': 'The lists could not be judged.',
  'score-judge-failed': 'The lists could not be judged',
  'score-player-score': (a) => `${points(a.points)} from ${words(a.words)}${a.out === 0 ? '' : `; ${num(a.out)} not counted`}.`,
  'score-no-points': (a) => `No points yet: ${words(a.words)} on this board (${points(a.points)} at most).`,
  'score-leads': (a) => `${num(a.name)} leads with ${points(a.points)}.`,
  'score-tie': (a) => `${num(a.names)} tie with ${points(a.points)}.`,
  'score-after-rounds': ({ rounds }) => `After ${num(rounds)} rounds`,
  'score-missed-count': ({ missed }) => `The best words nobody found (${num(missed)} in all)`,
  'score-missed-count-stopped': ({ missed }) => `The best words nobody found (${num(missed)} in all; the search stopped early, so there may be more)`,
  'score-all-found': 'Every word on the board was found!',
  'score-all-listed': 'Every word the search found was listed (it stopped early: there may be more).',
  'score-show-best': 'Show the best only',
  'score-show-all': ({ missed }) => `Show all ${num(missed)}`,
  'score-not-kept': ({ reason }) => `This round is not kept in the history: ${reason}.`,
  'score-round-kept': ({ round }) => `Round ${num(round)} kept. Put in the next board, then the new lists.`,
  'score-new-title': 'Start a new game?',
  'score-new-message': 'The lists and the running totals are cleared; the names stay. Scored rounds stay in the history.',
  'score-doubts-title': ({ count }) => (count === 1 ? 'A tile is still to check' : `${num(count)} tiles are still to check`),
  'score-doubts-message': ({ count }) => `The reader was not sure of ${count === 1 ? 'one tile' : `${num(count)} tiles`} on this board, and a misread tile changes which words count and the scores kept in the history.`,
  'score-doubts-keep': 'Keep it as it is',
  'score-doubts-check': 'Check the tiles',
};
addEnglish(SCORE_ENGLISH);
