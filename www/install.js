// The "Install the app" button, where the browser offers installing (its beforeinstallprompt event):
// invisible otherwise, and again once the app is installed. Its place is held all along (the
// `unavailable` class is `visibility: hidden`: out of sight, focus and the accessibility tree), so
// showing it moves nothing.

function setAvailable(button, available) {
  button.classList.toggle('unavailable', !available);
}

export function offerInstall(button, setStatus) {
  let prompt = null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown from our button instead of the browser's own bar
    prompt = event;
    setAvailable(button, true);
  });
  window.addEventListener('appinstalled', () => {
    prompt = null;
    setAvailable(button, false);
    setStatus('Installed: the app opens from your home screen and works offline.');
  });
  button.addEventListener('click', async () => {
    if (!prompt) return;
    const offered = prompt;
    prompt = null;
    setAvailable(button, false);
    await offered.prompt();
  });
}
