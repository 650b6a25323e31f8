// Install and offline: after one visit the service worker serves the whole app, wasm and
// dictionary included, with no network at all.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, assertClean, launchBrowser, openApp, openPage, recordPerf, waitForReady, waitForWords } from './helpers.mjs';

let browser;
let context;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

test('the manifest names the icons and the app works offline after one visit', async () => {
  const opened = await openPage(browser, { serviceWorkers: 'allow' });
  context = opened.context;
  const { page, record } = opened;
  await openApp(page);

  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
    assert.equal(status, 200, icon.src);
  }

  // Wait until the service worker has installed everything and controls this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });

  await context.setOffline(true);
  await page.reload();
  await waitForReady(page);
  const readyAt = await page.evaluate(() => window.__boggle.readyAt);
  recordPerf({ secondLoadFromServiceWorkerToReadyMs: readyAt });

  // A new address (another query) is a real navigation, answered by the cached app shell.
  await page.goto(new URL('?offline#board=alex/ande/ravi/erda', BASE_URL).href);
  await waitForReady(page);
  const words = await waitForWords(page);
  assert.ok(words.length > 100);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  assertClean(record);
});
