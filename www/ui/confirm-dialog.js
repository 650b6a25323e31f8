// A question that must be answered before going on ("Leave the game?"), as a modal <dialog>: focus
// moves into it, Escape answers no, and the answer comes back as a promise.

/**
 * Asks `question` with a yes and a no button; resolves true for yes. `dialog` is the page's
 * #confirm-dialog (title, message and the two buttons inside it).
 * @param {{ title: string, message: string, yes: string, no?: string }} question
 * @returns {Promise<boolean>}
 */
export function ask({ title, message, yes, no = 'Cancel' }) {
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const dialog = /** @type {HTMLDialogElement} */ (byId('confirm-dialog'));
  const yesButton = byId('confirm-yes');
  const noButton = byId('confirm-no');
  byId('confirm-title').textContent = title;
  byId('confirm-message').textContent = message;
  yesButton.textContent = yes;
  noButton.textContent = no;
  return new Promise((resolve) => {
    const answer = (/** @type {boolean} */ value) => {
      yesButton.onclick = null;
      noButton.onclick = null;
      dialog.onclose = null;
      if (dialog.open) dialog.close();
      resolve(value);
    };
    yesButton.onclick = () => answer(true);
    noButton.onclick = () => answer(false);
    dialog.onclose = () => answer(false); // Escape
    dialog.showModal();
    noButton.focus();
  });
}
