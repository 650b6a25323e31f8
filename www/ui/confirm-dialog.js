// A question that must be answered before going on ("Leave the game?"), as a modal <dialog>: focus
// moves into it, Escape answers no, and the answer comes back as a promise.

/**
 * Asks `question` with a yes and a no button; resolves true for yes. `dialog` is the page's
 * #confirm-dialog (title, message and the two buttons inside it).
 */
export function ask({ title, message, yes, no = 'Cancel' }) {
  const dialog = document.getElementById('confirm-dialog');
  const yesButton = document.getElementById('confirm-yes');
  const noButton = document.getElementById('confirm-no');
  document.getElementById('confirm-title').textContent = title;
  document.getElementById('confirm-message').textContent = message;
  yesButton.textContent = yes;
  noButton.textContent = no;
  return new Promise((resolve) => {
    const answer = (value) => {
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
