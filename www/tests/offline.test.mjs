// Install and offline: after one visit the service worker serves the whole app, wasm and
// dictionary included, with no network at all.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, assertClean, launchBrowser, openApp, openPage, recordPerf, waitForReady, waitForWords } from './helpers.mjs';

/** A labelled real photo the reader gets right (see photo.test.mjs), and its board as the reader writes it. */
const PHOTO = fileURLToPath(new URL('../../../shared/data/photos/roboflow-boggle-boards/images/00a545913dc5c49d43ac2711bd534720.jpg', import.meta.url));
const PHOTO_BOARD = 'eepa sitt zvid e[qu]wf';

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

  // Wait until the service worker has installed everything and controls this page, and has fetched
  // the photo module and the model in the background (they are not needed before the first photo).
  await waitForController(page);
  const lazyCached = await page.evaluate(async () => {
    for (let i = 0; i < 300; i += 1) {
      const cache = await caches.open((await caches.keys())[0]);
      const paths = (await cache.keys()).map((r) => new URL(r.url).pathname);
      if (paths.some((p) => p.endsWith('/vision/boggle_vision_web_bg.wasm')) && paths.some((p) => p.endsWith('/model/letters.nnef.tar'))) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  assert.ok(lazyCached, 'the photo module and the model are cached after the first visit');

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

  // Offline, a photo is still read: the photo module comes from the cache.
  await page.setInputFiles('#photo-input', PHOTO);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.__boggle.lastScan.board), PHOTO_BOARD);
  assertClean(record);
});

// A new build replaces the old one whole. `cargo xtask test` serves a second copy of the site
// (BOGGLE_NEXT_URL, files in BOGGLE_NEXT_SITE) that this test rewrites as a new build would: an
// asset changes and the service worker's version (the hash of every asset) with it.
test('a new build is offered, then served whole, and the old cache is deleted', { skip: !process.env.BOGGLE_NEXT_SITE && 'needs BOGGLE_NEXT_URL and BOGGLE_NEXT_SITE (cargo xtask test)' }, async () => {
  const nextUrl = process.env.BOGGLE_NEXT_URL;
  const site = process.env.BOGGLE_NEXT_SITE;
  const opened = await openPage(browser, { serviceWorkers: 'allow', origin: new URL(nextUrl).origin });
  const { page, record } = opened;
  try {
    await page.goto(nextUrl);
    await waitForReady(page);
    await waitForController(page);
    const [oldCache] = await page.evaluate(() => caches.keys());
    assert.match(oldCache, /^boggle-[0-9a-f]{16}$/);

    // The "new build": a changed page, a changed script and a new version in the service worker.
    const swPath = join(site, 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    const version = /const VERSION = "([0-9a-f]{16})"/.exec(sw);
    assert.ok(version, 'the built sw.js carries a 16-digit version');
    writeFileSync(swPath, sw.replace(version[0], 'const VERSION = "00000000000000ff"'));
    const indexPath = join(site, 'index.html');
    writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('<title>Boggle Solver</title>', '<title>Boggle Solver (next)</title>'));
    appendFileSync(join(site, 'app.js'), "\nwindow.__boggleBuild = 'next';\n");

    // The old version keeps serving (no mix) until the person accepts the new one.
    await page.reload();
    await waitForReady(page);
    assert.equal(await page.title(), 'Boggle Solver');
    assert.equal(await page.evaluate(() => window.__boggleBuild), undefined);
    await page.waitForSelector('#update-note:not([hidden])', { timeout: 20_000 });
    await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
    await waitForReady(page);
    assert.equal(await page.title(), 'Boggle Solver (next)');
    assert.equal(await page.evaluate(() => window.__boggleBuild), 'next');
    // The old cache goes when the new worker activates, which may finish just after the reload.
    const cacheNames = await page.evaluate(async () => {
      for (let i = 0; i < 100 && (await caches.keys()).length > 1; i += 1) await new Promise((r) => setTimeout(r, 100));
      return caches.keys();
    });
    assert.deepEqual(cacheNames, ['boggle-00000000000000ff']);

    // And the new version is what works offline.
    await opened.context.setOffline(true);
    await page.goto(new URL('#board=alex/ande/ravi/erda', nextUrl).href);
    await page.reload();
    await waitForReady(page);
    assert.equal(await page.evaluate(() => window.__boggleBuild), 'next');
    assert.ok((await waitForWords(page)).length > 100);
    assertClean(record);
  } finally {
    await opened.context.close().catch(() => {});
  }
});

function waitForController(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
