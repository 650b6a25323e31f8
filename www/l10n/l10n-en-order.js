// The English of boards to order and of links (board-order.js, share-link.js), as locales/en/play.ftl
// says it. Both are on the first screen, so this loads with it.
import { addEnglish, language, n, num } from './say.js';

/** A date (a timestamp) in words in the interface's language: "Friday, November 27, 2026". */
export const longDate = (date, lang = language()) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
const DIFFICULTY = { easy: 'An easy board', hard: 'A hard board' };
const dayTitle = ({ date, rows, cols }) => `Board of the day, ${longDate(date, 'en')} (${num(rows)}×${num(cols)})`;

export const ORDER_ENGLISH = {
  'order-said': ({ difficulty, words }) => `${DIFFICULTY[difficulty] ?? 'A normal board'}: ${n(words, 'word', 'words')} by this dictionary.`,
  'order-day-title': dayTitle,
  'order-day-sentence': (a) => `${dayTitle(a)}.`,
  'order-day-note': (a) => `${dayTitle(a)}: the same board for everyone today.`,
  'order-no-day-size': ({ rows, cols }) => `There is a board of the day for each game’s size, not for ${num(rows)}×${num(cols)}: pick a game`,
  'order-needs-game': 'Random boards are rolled with a real game’s dice: pick a game other than Custom size.',
  'order-rolling': 'Rolling a board of that difficulty…',
  'order-random-unshown': 'The random board could not be shown',
  'order-no-random': 'No random board',
  'order-finding-day': 'Finding the board of the day…',
  'order-day-unshown': 'The board of the day could not be shown',
  'order-no-day': 'No board of the day',
  'link-board-too-long': ({ length }) => `The board in the address is too long to be a board (${num(length)} characters; an 8×8 board takes under 300).`,
  'link-board-unread': 'The board in the address could not be read',
  'link-scoring-refused': ({ scoring }) => `the link’s scoring “${num(scoring)}” is not one this app has, so yours applies`,
  'link-fill-first': 'Fill the board first: the link holds a whole board.',
  'link-share-title': 'Boggle board',
  'link-copied': 'Link copied: it opens this board, solved.',
  'link-copy-yourself': ({ url }) => `To share this board, copy the page address: ${num(url)}`,
};
addEnglish(ORDER_ENGLISH);
