// Where a picture comes in besides the camera: the Photo button's file chooser, and on a desktop a picture
// dropped on the page or pasted outside the grid's cells. photo.js reads what arrives (and re-exports this).

/**
 * The first image file in a drop or paste, or null.
 * @param {DataTransfer | null} dataTransfer
 */
function imageFileFrom(dataTransfer) {
  for (const file of dataTransfer?.files ?? []) {
    if (file.type.startsWith('image/')) return file;
  }
  return null;
}

/**
 * The page's parts receivePictures wires (app.js).
 * @typedef {object} PictureParts
 * @property {HTMLElement} button the Photo button
 * @property {HTMLInputElement} input its file chooser (type=file)
 * @property {() => void} chosen a file was chosen with the chooser
 * @property {(file: File) => void} read reads a picture
 * @property {() => boolean} welcome whether a dropped or pasted picture is read now
 */

/**
 * Where a picture comes in besides the camera: the Photo button's file chooser (`chosen` is told), and on
 * a desktop a picture dropped anywhere on the page or pasted outside the grid's cells, while `welcome()`.
 * Each is handed to `read(file)`.
 * @param {PictureParts} parts
 */
export function receivePictures({ button, input, chosen, read, welcome }) {
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) {
      chosen();
      read(file);
    }
    input.value = ''; // the same file again is a new choice
  });
  document.addEventListener('dragover', (event) => {
    if ([...(event.dataTransfer?.items ?? [])].some((i) => i.kind === 'file')) event.preventDefault();
  });
  document.addEventListener('drop', (event) => {
    const file = imageFileFrom(event.dataTransfer);
    if (!file) return;
    event.preventDefault(); // or the browser leaves the app to show the picture
    if (welcome()) read(file);
  });
  document.addEventListener('paste', (event) => {
    const file = imageFileFrom(event.clipboardData);
    if (!file || !welcome()) return;
    event.preventDefault();
    read(file);
  });
}

