// Game night's codes through the camera (issue 52): a round's QR code and a player's "My words" drawn by the
// app itself (qrSvg), put before Chromium's fake camera as a Y4M video, read by the ordinary Scan and by
// Score a game's "Scan a player" with the network cut (the QR reader comes from the service worker's cache):
// a guest's phone joins the round (its board, counting down), a host's phone fills the player's card and
// shows a player never scanned as absent. (The reader's time a frame: bench-qr.mjs.)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { ARTIFACTS, PHONE, assertClean, browserForThisFile, builtModule, cuttableApp, launchBrowser, openApp, openPage, openStart, test, waitForReady } from './helpers.mjs';

const freshPage = browserForThisFile();
/** The fake camera's frame: the preview's own size (photo.js's PREVIEW_WIDTH), so a frame is read as drawn. */
const FRAME = { width: 640, height: 480 };
/** Board text in one spelling (rows by `/`, English's Qu as `q`), as the grid and a round's code write it differently. */
const sameBoard = (text) => text.trim().replaceAll('[qu]', 'q').split(/[\s/]+/).join('/');
const CAMERA = (video) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`];

/**
 * `text` as the app draws it (qrSvg), on white in a FRAME-sized picture, as a one-frame Y4M video (4:2:0, the
 * format Chromium's fake camera reads), base64. Runs in the page: the browser's own SVG renderer draws it.
 */
function codeVideo(page, text) {
  return page.evaluate(async ({ text, width: w, height: h }) => {
    const svg = await window.__boggle.call('qr-svg', { text, label: 'code' });
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await image.decode();
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    const side = Math.round(h * 0.8);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, (w - side) / 2, (h - side) / 2, side, side);
    const rgba = context.getImageData(0, 0, w, h).data;
    const header = new TextEncoder().encode(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
    const out = new Uint8Array(header.length + (w * h * 3) / 2);
    out.set(header);
    const [y, u] = [header.length, header.length + w * h];
    const v = u + (w * h) / 4;
    for (let i = 0; i < w * h; i++) out[y + i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
    // Black and white only: the chroma planes are neutral.
    out.fill(128, u, v + (w * h) / 4);
    let binary = '';
    for (let i = 0; i < out.length; i += 0x8000) binary += String.fromCharCode(...out.subarray(i, i + 0x8000));
    return btoa(binary);
  }, { text, ...FRAME });
}

/** Writes a code's video where the fake camera reads it (the file is opened when the camera starts). */
async function writeVideo(page, text, path) {
  writeFileSync(path, Buffer.from(await codeVideo(page, text), 'base64'));
}

/** Waits until the service worker controls the page and has cached the QR reader and the photo module. */
async function waitForOfflineCamera(page) {
  await page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  const cached = await page.evaluate(async () => {
    const build = /\/v\/([0-9a-f]+)\/app\.js$/.exec(document.querySelector('script[type=module][src$="/app.js"]').src)[1];
    const wanted = ['vision/zxing/reader/index.js', 'vision/zxing/share.js', 'vision/zxing/zxing_reader.wasm', 'vision/boggle_vision_web_bg.wasm'].map((p) => `/v/${build}/${p}`);
    for (let i = 0; i < 600; i += 1) {
      const paths = (await (await caches.open(`boggle-${build}`)).keys()).map((r) => new URL(r.url).pathname);
      if (wanted.every((p) => paths.includes(p))) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  assert.ok(cached, 'the QR reader is cached after the first visit');
}

test('the Scan button before a round’s QR code, offline: the phone joins the round, its board covered until the start', async () => {
  const { page: maker } = await freshPage();
  await openApp(maker);
  const round = await maker.evaluate((startMs) => window.__boggle.call('make-round', { board: 'alex ande ravi erda', seconds: 60, minLen: null, startMs, seedHigh: 52, seedLow: 7 }), Date.now() + 120_000);
  const video = `${ARTIFACTS}fake-camera-round.y4m`;
  await writeVideo(maker, round.text, video);

  const app = await cuttableApp();
  const browser = await launchBrowser(CAMERA(video));
  try {
    const { page, context, record } = await openPage(browser, { viewport: PHONE, serviceWorkers: 'allow', origin: app.origin });
    await context.grantPermissions(['camera']);
    await openApp(page, app.url);
    await waitForOfflineCamera(page);
    await app.cut(context);
    await page.reload();
    await waitForReady(page);
    await page.click('#scan');
    await page.waitForFunction(() => location.hash.includes('code='), null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => document.getElementById('camera-dialog').open), false, 'the camera closes');
    await page.waitForSelector('#board-cover:not([hidden])');
    assert.equal(sameBoard(await page.evaluate(() => window.__boggle.boardText())), sameBoard(round.board));
    assertClean(record);
  } finally {
    await browser.close();
    await app.close();
  }
});

test('Score a game’s Scan a player, offline: a guest’s My words fill their card, a player never scanned is absent', async () => {
  const video = `${ARTIFACTS}fake-camera-words.y4m`;
  writeFileSync(video, ''); // written once the round exists, before the camera starts
  const app = await cuttableApp();
  const browser = await launchBrowser(CAMERA(video));
  try {
    const { page, context, record } = await openPage(browser, { viewport: PHONE, serviceWorkers: 'allow', origin: app.origin });
    await context.grantPermissions(['camera']);
    await openApp(page, `${app.url}?playSeconds=20#play`);
    await waitForOfflineCamera(page);
    await page.click('#play-together');
    await page.waitForSelector('#together:not([hidden]) #together-qr svg');
    const round = await page.evaluate((text) => window.__boggle.call('read-round', { text }), await page.inputValue('#together-link'));
    // A guest's words: two of the board's and one refused.
    const solution = await page.evaluate((board) => window.__boggle.call('solve', { board, minLen: null }), round.board);
    const two = solution.words.slice(0, 2).map((w) => w.word);
    const answer = await page.evaluate(({ round, words }) => window.__boggle.call('answer-code', { round, player: 'Ann', words }), { round: round.text, words: [...two, 'qzxv'] });
    await writeVideo(page, answer.text, video);
    await app.cut(context);

    await page.click('#mode-score');
    await page.waitForSelector('#score-scan:not([hidden])');
    await page.click('#score-scan');
    await page.waitForFunction(() => /Ann: 3 words read/.test(document.getElementById('camera-status').textContent), null, { timeout: 60_000 });
    assert.equal(await page.textContent('#camera-title'), 'Scan a player');
    assert.equal(await page.getAttribute('#camera-status', 'aria-live'), 'polite');
    await page.click('#camera-close');
    const card = page.locator('#score-players .player').first();
    assert.equal(await card.locator('.player-name').inputValue(), 'Ann');
    assert.deepEqual((await card.locator('.player-words').inputValue()).split('\n').sort(), [...two, 'qzxv'].sort());
    await page.waitForFunction(() => /points? from/.test(document.querySelector('#score-players .player .player-score').textContent));
    assert.match(await page.locator('#score-players .player').nth(1).locator('.player-score').textContent(), /absent/);
    assert.equal(sameBoard(await page.evaluate(() => window.__boggle.boardText())), sameBoard(round.board));

    // Another round's words are refused, said; the cards stay as they were.
    const other = await page.evaluate(async (board) => {
      const made = await window.__boggle.call('make-round', { board, seconds: 20, minLen: null, startMs: Date.now(), seedHigh: 3, seedLow: 4 });
      return (await window.__boggle.call('answer-code', { round: made.text, player: 'Bob', words: [] })).text;
    }, round.board);
    await writeVideo(page, other, video);
    await page.click('#score-scan');
    await page.waitForFunction(() => /^Not read: these words are for round \d+, not this round/.test(document.getElementById('camera-status').textContent), null, { timeout: 30_000 });
    await page.click('#camera-close');
    assert.equal(await page.locator('#score-players .player').count(), 2);

    // Ann's code again, through the ordinary Scan: Score a game takes it, in place of her list, not a third card.
    await writeVideo(page, answer.text, video);
    await page.click('#mode-solve');
    await openStart(page);
    await page.click('#scan');
    await page.waitForFunction(() => /Ann: 3 words read again/.test(document.getElementById('status').textContent), null, { timeout: 30_000 });
    assert.equal(await page.locator('#score-players .player').count(), 2);
    assert.equal(await page.locator('#score-players .player').first().locator('.player-name').inputValue(), 'Ann');
    assertClean(record);
  } finally {
    await browser.close();
    await app.close();
  }
});

test('a stranger’s QR code before the camera is said in the camera’s status line, and the camera goes on', async () => {
  const { page: maker } = await freshPage();
  await openApp(maker);
  const video = `${ARTIFACTS}fake-camera-foreign.y4m`;
  await writeVideo(maker, 'https://example.com/menu', video);
  const browser = await launchBrowser(CAMERA(video));
  try {
    const { page, context, record } = await openPage(browser, { viewport: PHONE });
    await context.grantPermissions(['camera']);
    await openApp(page);
    await page.click('#scan');
    await page.waitForFunction(() => /This QR code is not a Boggle round/.test(document.getElementById('camera-status').textContent), null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    assert.equal(await page.evaluate(() => document.getElementById('camera-dialog').open), true, 'the camera stays open');
    assert.match(await page.textContent('#camera-status'), /not a Boggle round/, 'said long enough to be heard');
    await page.click('#camera-close');
    assertClean(record);
  } finally {
    await browser.close();
  }
});

test('where a scanned player’s words go: their own card (name, case ignored), else the first blank one, else a new one while there is room', async () => {
  const { placeFor } = await builtModule('score/score-scan.js');
  const card = (name, text = '') => ({ name, text, total: 0 });
  assert.deepEqual(placeFor([card('Ann', 'eland'), card('')], 'ann', 16), { index: 0, replaced: true });
  assert.deepEqual(placeFor([card('Ann'), card('')], 'Ann', 16), { index: 0, replaced: false }, 'named but no list yet');
  assert.deepEqual(placeFor([card('Ann', 'eland'), card('', 'typed')], 'Bob', 16), { index: 2, replaced: false }, 'a card with words typed is not blank');
  assert.deepEqual(placeFor([card('Ann', 'eland'), card('')], 'Bob', 16), { index: 1, replaced: false });
  assert.deepEqual(placeFor([card('Ann', 'eland')], 'Bob', 1), { index: -1, replaced: false }, 'no room');
});
