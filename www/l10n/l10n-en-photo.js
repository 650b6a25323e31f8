// The English of what the photo scripts show (photo.js, photo-review.js, tile-review.js, photo-path.js,
// corner-marker.js), as locales/en/photo.ftl says it; Rust's own messages (a failure's reason, the
// advice, the whole board's doubt) are shown beside these, as Rust gives them.
import { addEnglish, n, num } from './say.js';

/** A percentage (92, a whole number) as the messages write it. */
const pct = (percent) => `${num(percent)}%`;

/** Where the reader found the board, by its look's name (crates/vision's `Look::found_where`). */
const FOUND = {
  whole: 'in the whole photo',
  quarters: 'in a quarter of the photo, enlarged',
  enlarged: 'in the photo enlarged',
  closer: 'on a closer look',
  'closer-again': 'on a second closer look',
  'moved-corners': 'by moving the grid onto the dice',
  turned: 'in the photo turned 45 degrees',
  marked: 'inside the corners marked',
};

export const PHOTO_ENGLISH = {
  // photo.js: the picture and the camera
  'photo-too-large': ({ size, max }) => `That picture is ${num(size)} MB; pictures up to ${num(max)} MB can be read.`,
  'camera-unsupported': 'This browser gives no access to a camera here. Pick a photo with “Choose a photo”, or type the board.',
  'camera-refused': 'Camera access was refused. You can still pick a photo with “Choose a photo”, or type the board.',
  'camera-missing': 'No camera was found. You can pick a photo with “Choose a photo”, or type the board.',
  'camera-busy': 'The camera is in use by another app. Close it and try again, or use “Choose a photo”.',
  'camera-failed': ({ reason }) => `The camera could not be started (${reason}). Use “Choose a photo”, or type the board.`,
  'camera-loading': 'Loading the photo reader…',
  'camera-point': 'Point the camera at the board, from above, so that every die is in view.',
  'camera-found': ({ rows, cols }) => `${num(rows)}×${num(cols)} board found. Hold still…`,
  'camera-reading': 'Reading the dice…',
  'camera-retry': 'Try again, or tap Capture.',
  // photo-review.js: the photo on screen
  'photo-reading': 'Reading the photo…',
  'photo-read': ({ rows, cols }) => `Read a ${num(rows)}×${num(cols)} board from the photo. Its grid is drawn on the photo: if it is not on the dice, fix the grid.`,
  'photo-read-status': ({ rows, cols, count }) => `Read a ${num(rows)}×${num(cols)} board from the photo${count ? `; ${n(count, 'tile', 'tiles')} to check` : ''}.`,
  'photo-unread': ({ reason }) => `The photo could not be read: ${reason}`,
  'photo-unread-status': 'The photo could not be read.',
  'photo-mark-corners': 'Drag the four corners onto the outer corners of the grid of dice, choose the size and read it.',
  'photo-reading-marked': ({ rows, cols }) => `Reading the ${num(rows)}×${num(cols)} board inside the corners…`,
  'photo-marked-unread': ({ reason }) => `The board inside the corners could not be read: ${reason}`,
  'photo-type-board': 'Type the board: one letter a cell.',
  // photo-path.js: a tapped word on the photo, in words
  'photo-path': ({ word, path }) => `“${word}” on the photo: ${path}.`,
  'photo-path-step': ({ tile, row, col }) => `${tile} (row ${num(row)}, column ${num(col)})`,
  // corner-marker.js: the four handles
  'corner-top-left': 'Top-left corner of the grid',
  'corner-top-right': 'Top-right corner of the grid',
  'corner-bottom-right': 'Bottom-right corner of the grid',
  'corner-bottom-left': 'Bottom-left corner of the grid',
  'corner-handle': ({ where, across, down }) => `${where}: ${pct(across)} across, ${pct(down)} down`,
  // tile-review.js: the tiles to check, and what the reader saw
  'doubts-marked': ({ count }) => `${n(count, 'tile', 'tiles')} marked: tap one to see the die in the photo and choose.`,
  'doubts-accepted': ({ count }) => `${num(count)} marked ${count === 1 ? 'tile' : 'tiles'} accepted as read.`,
  'doubts-all-checked': 'Every marked tile is checked.',
  'tile-check-title': ({ row, col, tile, sure }) => `Row ${num(row)}, column ${num(col)}: read as ${tile}, ${pct(sure)} sure. Is it…`,
  'tile-check-title-unread': ({ row, col }) => `Row ${num(row)}, column ${num(col)}: not readable. Is it…`,
  'tile-choice-likely': 'likely',
  'tile-choice-as-read': 'likely, as read',
  'tile-choice-type': 'Type',
  'tile-choice-type-where': ({ row, col }) => `the letter of row ${num(row)}, column ${num(col)}`,
  'tile-check-die': ({ row, col }) => `The die at row ${num(row)}, column ${num(col)} in the photo, enlarged`,
  'scan-trace': ({ where, count }) => `Found ${FOUND[where] ?? 'in the photo'}, after reading ${n(count, 'grid', 'grids')}.`,
  'scan-tile-read': ({ tile, sure }) => `${tile} ${pct(sure)}`,
  'scan-tile-unread': 'unreadable',
  'scan-tile-label': ({ row, col, what }) => `Row ${num(row)}, column ${num(col)}: read ${what}`,
};
addEnglish(PHOTO_ENGLISH);
