// The "Install the app" button, where the browser offers installing (its beforeinstallprompt event):
// hidden otherwise, and gone once the app is installed. Its place is reserved, so it never moves
// anything when it appears.

export function offerInstall(button, setStatus) {
  let prompt = null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown from our button instead of the browser's own bar
    prompt = event;
    button.hidden = false;
  });
  window.addEventListener('appinstalled', () => {
    prompt = null;
    button.hidden = true;
    setStatus('Installed: the app opens from your home screen and works offline.');
  });
  button.addEventListener('click', async () => {
    if (!prompt) return;
    const offered = prompt;
    prompt = null;
    button.hidden = true;
    await offered.prompt();
  });
}
