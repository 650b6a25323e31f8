// Install and offline: after one visit the service worker serves the whole app, wasm and
// dictionary included, with no network at all. Updates: a new build never mixes with the old one.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertClean, cuttableApp, launchBrowser, openApp, openPage, recordPerf, test, waitForReady, waitForWords } from './helpers.mjs';

/** A labelled real photo the reader gets right (see photo.test.mjs), and its board as the reader writes it. */
const SHARED = process.env.BOGGLE_SHARED || fileURLToPath(new URL('../../../shared/', import.meta.url));
const PHOTO = `${SHARED}/data/photos/roboflow-boggle-boards/images/00a545913dc5c49d43ac2711bd534720.jpg`;
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
  // Offline means the server out of reach (see cuttableApp), not only the page told so.
  const app = await cuttableApp();
  after(app.close);
  const opened = await openPage(browser, { serviceWorkers: 'allow', origin: app.origin });
  context = opened.context;
  const { page, record } = opened;
  await openApp(page, app.url);

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
  const build = await buildOf(page);
  assert.ok(await waitForLazyCached(page, build), 'the photo module and the model are cached after the first visit');

  await app.cut(context);
  await page.reload();
  await waitForReady(page);
  const readyAt = await page.evaluate(() => window.__boggle.readyAt);
  recordPerf({ secondLoadFromServiceWorkerToReadyMs: readyAt });

  // A new address (another query) is a real navigation, answered by the cached app shell.
  await page.goto(new URL('?offline#board=alex/ande/ravi/erda', app.url).href);
  await waitForReady(page);
  const words = await waitForWords(page);
  assert.ok(words.length > 100);
  // Offline for real: the server cannot be reached (`navigator.onLine` is no proof: Chromium 148
  // reports true again after a reload the service worker answers).
  await assert.rejects(fetch(app.url), 'the app server is out of reach');

  // Offline, a photo is still read: the photo module comes from the cache.
  await page.setInputFiles('#photo-input', PHOTO);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.__boggle.lastScan.board), PHOTO_BOARD);
  assertClean(record);
});

// `cargo xtask test` serves a second copy of the site (BOGGLE_NEXT_URL, files in BOGGLE_NEXT_SITE)
// that this test rewrites as a deployment would: the old build's folder replaced by a new one, and
// index.html and sw.js (with its manifest of SHA-256 digests) rewritten.
test('a new build deployed while two tabs are open: checked before it is cached, and the old tab still reads a photo with its own build only', { skip: !process.env.BOGGLE_NEXT_SITE && 'needs BOGGLE_NEXT_URL and BOGGLE_NEXT_SITE (cargo xtask test)' }, async () => {
  const app = await cuttableApp(process.env.BOGGLE_NEXT_URL);
  after(app.close);
  const nextUrl = app.url;
  const site = process.env.BOGGLE_NEXT_SITE;
  const opened = await openPage(browser, { serviceWorkers: 'allow', origin: app.origin });
  const { context, page: tabA, record } = opened;
  // What the pages and their workers ask for, and what the service worker itself downloads.
  const workerFiles = [];
  const swDownloads = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.serviceWorker()) swDownloads.push(path);
    else if (/\/(vision|model|pkg|dict)\/|\/worker\.js$/.test(path)) workerFiles.push(path);
  });
  try {
    await tabA.goto(nextUrl);
    await waitForReady(tabA);
    await waitForController(tabA);
    const oldBuild = await buildOf(tabA);
    assert.match(oldBuild, /^[0-9a-f]{16}$/);
    assert.ok(await waitForLazyCached(tabA, oldBuild), 'the photo module of the first build is cached');
    const tabB = await context.newPage();
    tabB.on('console', (message) => message.type() === 'error' && record.consoleErrors.push(`tab B: ${message.text()}`));
    tabB.on('pageerror', (error) => record.pageErrors.push(`tab B: ${error}`));
    await tabB.goto(nextUrl);
    await waitForReady(tabB);
    assert.equal(await buildOf(tabB), oldBuild);

    // A deployment caught half way: the manifest does not match index.html. The install fails
    // and nothing of it is cached or offered.
    const newBuild = '00000000000000ff';
    const indexPath = join(site, 'index.html');
    deploy(site, oldBuild, newBuild);
    const goodIndex = readFileSync(indexPath, 'utf8');
    writeFileSync(indexPath, goodIndex.replace('</title>', ' </title>'));
    assert.equal(await updateOutcome(tabA), 'redundant');
    assert.deepEqual(await tabA.evaluate(() => caches.keys()), [`boggle-${oldBuild}`]);
    assert.ok(await tabA.isHidden('#update-note'));

    // The deployment finished: the new build installs and is offered.
    writeFileSync(indexPath, goodIndex);
    swDownloads.length = 0;
    assert.equal(await updateOutcome(tabA), 'installed');
    // Unchanged files come from the old cache: of the typing files only the changed ones are downloaded.
    assert.deepEqual(swDownloads.filter((p) => p.startsWith(`/v/${newBuild}/`)).sort(), [`/v/${newBuild}/app.js`]);
    await tabA.waitForSelector('#update-note:not([hidden])', { timeout: 20_000 });
    // Until accepted, the old build keeps serving, with the new files already on the server.
    await tabA.reload();
    await waitForReady(tabA);
    assert.equal(await buildOf(tabA), oldBuild);
    assert.equal(await tabA.title(), 'Boggle Solver');
    await tabA.waitForSelector('#update-note:not([hidden])', { timeout: 20_000 });
    await Promise.all([tabA.waitForEvent('load'), tabA.click('#update-reload')]);
    await waitForReady(tabA);
    assert.equal(await buildOf(tabA), newBuild);
    assert.equal(await tabA.title(), 'Boggle Solver (next)');
    assert.equal(await tabA.evaluate(() => window.__boggleBuild), 'next');
    assert.ok(await waitForLazyCached(tabA, newBuild), 'the new photo module is cached');
    // The same for the photo module: its unchanged wasm and the model are not downloaded again.
    assert.deepEqual(swDownloads.filter((p) => p.startsWith(`/v/${newBuild}/`)).sort(), [`/v/${newBuild}/app.js`, `/v/${newBuild}/vision/boggle_vision_web.js`]);

    // Tab B still runs the old build: it is offered the reload, and its cache stays.
    await tabB.waitForSelector('#update-note:not([hidden])', { timeout: 20_000 });
    assert.deepEqual((await tabA.evaluate(() => caches.keys())).sort(), [`boggle-${newBuild}`, `boggle-${oldBuild}`].sort());
    assert.equal(await tabB.evaluate(() => window.__boggleBuild), undefined);

    // Its first photo loads the photo reader now, from the old build's cache (the server no longer
    // has those files), and nothing of the new build.
    workerFiles.length = 0;
    await tabB.setInputFiles('#photo-input', PHOTO);
    await tabB.waitForFunction(() => window.__boggle.lastScan !== null || !document.getElementById('alert').hidden, null, { timeout: 60_000 });
    assert.ok(await tabB.isHidden('#alert'), await tabB.textContent('#alert'));
    assert.equal(await tabB.evaluate(() => window.__boggle.lastScan.board), PHOTO_BOARD);
    const loaded = [...new Set(workerFiles)].sort();
    assert.deepEqual(loaded, [
      `/v/${oldBuild}/model/letters.nnef.tar`,
      `/v/${oldBuild}/vision/boggle_vision_web.js`,
      `/v/${oldBuild}/vision/boggle_vision_web_bg.wasm`,
    ]);
    // A worker restarted in the old tab is the old build's worker, with the old solver and dictionary.
    workerFiles.length = 0;
    const starts = await tabB.evaluate(() => window.__boggle.workerStarts);
    await tabB.evaluate(() => window.__boggle.killWorker());
    await tabB.waitForFunction((n) => window.__boggle.workerStarts > n, starts, { timeout: 20_000 });
    const restarted = [...new Set(workerFiles)].sort();
    assert.ok(restarted.every((path) => path.startsWith(`/v/${oldBuild}/`)), restarted.join(' '));
    // (and the chunks the worker's bundle shares with the page, named by their contents)
    const named = restarted.filter((path) => !/\/chunk-[A-Z0-9]+\.js$/.test(path));
    assert.deepEqual(named, ['dict/enable2k.lex', 'pkg/boggle_web.js', 'pkg/boggle_web_bg.wasm', 'worker/worker.js'].map((p) => `/v/${oldBuild}/${p}`));

    // Once no tab runs the old build, the next page load drops its cache.
    await tabB.close();
    await tabA.reload();
    await waitForReady(tabA);
    const cacheNames = await tabA.evaluate(async () => {
      for (let i = 0; i < 100 && (await caches.keys()).length > 1; i += 1) await new Promise((r) => setTimeout(r, 100));
      return caches.keys();
    });
    assert.deepEqual(cacheNames, [`boggle-${newBuild}`]);

    // And the new build is what works offline.
    await app.cut(context);
    await tabA.goto(new URL('#board=alex/ande/ravi/erda', nextUrl).href);
    await tabA.reload();
    await waitForReady(tabA);
    assert.equal(await tabA.evaluate(() => window.__boggleBuild), 'next');
    assert.ok((await waitForWords(tabA)).length > 100);
    assertClean(record);
  } finally {
    await context.close().catch(() => {});
  }
});

/** The build a page runs: its scripts live in v/<build>/. */
async function buildOf(page) {
  const src = await page.evaluate(() => document.querySelector('script[type=module][src$="/app.js"]').src);
  return /\/v\/([0-9a-f]+)\/app\.js$/.exec(src)?.[1];
}

/** Waits until the photo module, the model and game night's module of `build` are in its cache; false after 30 s. */
function waitForLazyCached(page, build) {
  return page.evaluate(async (build) => {
    const wanted = ['vision/boggle_vision_web.js', 'vision/boggle_vision_web_bg.wasm', 'model/letters.nnef.tar', 'together/boggle_together_web.js', 'together/boggle_together_web_bg.wasm'].map((p) => `/v/${build}/${p}`);
    for (let i = 0; i < 300; i += 1) {
      const cache = await caches.open(`boggle-${build}`);
      const paths = (await cache.keys()).map((r) => new URL(r.url).pathname);
      if (wanted.every((p) => paths.includes(p))) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }, build);
}

/** Asks the browser to look for a new service worker; resolves with how its install ended. */
function updateOutcome(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const found = new Promise((resolve) => {
      registration.addEventListener('updatefound', () => resolve(registration.installing), { once: true });
      setTimeout(() => resolve(null), 10_000);
    });
    await registration.update().catch(() => {});
    const worker = await found;
    if (!worker) return 'no update';
    for (let i = 0; i < 300 && !['installed', 'redundant'].includes(worker.state); i += 1) await new Promise((r) => setTimeout(r, 100));
    return worker.state;
  });
}

/**
 * Rewrites the site in `site` as a deployment of a new build would: the build's folder under its new
 * name (with a changed page, script and photo module glue), the old folder gone, index.html pointing
 * at the new folder, and sw.js with the new build's name and manifest.
 */
function deploy(site, oldBuild, newBuild) {
  const swPath = join(site, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const field = (name, open, close) => {
    const match = new RegExp(`const ${name} = (\\${open}.*?\\${close}) \\|\\|`).exec(sw);
    assert.ok(match, `the built sw.js has its ${name}`);
    return { text: match[1], value: JSON.parse(match[1]) };
  };
  const build = field('BUILD', '"', '"');
  const assets = field('ASSETS', '{', '}');
  const lazy = field('LAZY', '[', ']');
  const onDemand = field('ON_DEMAND', '[', ']');
  assert.equal(build.value, oldBuild);
  cpSync(join(site, 'v', oldBuild), join(site, 'v', newBuild), { recursive: true });
  rmSync(join(site, 'v', oldBuild), { recursive: true });
  const edit = (path, change) => writeFileSync(join(site, path), change(readFileSync(join(site, path), 'utf8')));
  edit('index.html', (html) => html.replaceAll(`v/${oldBuild}/`, `v/${newBuild}/`).replace('<title>Boggle Solver</title>', '<title>Boggle Solver (next)</title>'));
  edit(`v/${newBuild}/app.js`, (js) => `${js}\nwindow.__boggleBuild = 'next';\n`);
  edit(`v/${newBuild}/vision/boggle_vision_web.js`, (js) => `${js}\n// the next build\n`);
  const rename = (path) => path.replace(`v/${oldBuild}/`, `v/${newBuild}/`);
  const manifest = {};
  for (const path of Object.keys(assets.value)) {
    manifest[rename(path)] = createHash('sha256').update(readFileSync(join(site, rename(path)))).digest('hex');
  }
  writeFileSync(
    swPath,
    sw
      .replace(build.text, JSON.stringify(newBuild))
      .replace(assets.text, JSON.stringify(manifest))
      .replace(lazy.text, JSON.stringify(lazy.value.map(rename)))
      .replace(onDemand.text, JSON.stringify(onDemand.value.map(rename))),
  );
}

function waitForController(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
