// Game night's codes through the camera (issue 52): a round's QR code and a player's "My words" drawn by the
// app itself (qrSvg), put before Chromium's fake camera as a Y4M video, read by the ordinary Scan and by
// Score a game's "Scan a player" with the network cut (the QR reader comes from the service worker's cache):
// a guest's phone joins the round (its board, counting down), a host's phone fills the player's card and
// shows a player never scanned as absent; the host's standings, scanned by a guest, show the comparison and go
// into its History. (The reader's time a frame: bench-qr.mjs.)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { ARTIFACTS, PHONE, assertClean, axeViolations, browserForThisFile, builtModule, cuttableApp, launchBrowser, openApp, openPage, openStart, QR_FRAME, test, waitForReady, withCodeFrame } from './helpers.mjs';
import { untranslated } from './l10n-page.mjs';

const freshPage = browserForThisFile();
/** Board text in one spelling (rows by `/`, English's Qu as `q`), as the grid and a round's code write it differently. */
const sameBoard = (text) => text.trim().replaceAll('[qu]', 'q').split(/[\s/]+/).join('/');
const CAMERA = (video) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`];

/**
 * `text` as the app draws it (qrSvg), on white in a camera-sized picture (QR_FRAME), as a one-frame Y4M video
 * (4:2:0, the format Chromium's fake camera reads), base64. Drawn in the page (helpers.mjs's withCodeFrame).
 * `damaged`: a white band across the middle of the symbol (its corners' patterns left whole), so the reader sees a
 * code it cannot read.
 */
async function codeVideo(page, text, damaged = false) {
  await withCodeFrame(page);
  return page.evaluate(async ({ text, width: w, height: h, damaged }) => {
    const side = Math.round(h * 0.8);
    const rgba = await window.__codeFrame(text, { width: w, height: h, side });
    if (damaged) {
      const [left, top] = [Math.round((w - side) / 2), Math.round((h - side) / 2)];
      for (let y = top + Math.round(side * 0.35); y < top + Math.round(side * 0.65); y++) {
        rgba.fill(255, 4 * (y * w + left + Math.round(side * 0.25)), 4 * (y * w + left + Math.round(side * 0.75)));
      }
    }
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
  }, { text, ...QR_FRAME, damaged });
}

/** Writes a code's video where the fake camera reads it (the file is opened when the camera starts). */
async function writeVideo(page, text, path, damaged = false) {
  writeFileSync(path, Buffer.from(await codeVideo(page, text, damaged), 'base64'));
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

test('a code the camera sees but cannot read: asked to hold the phone closer, and the camera goes on', async () => {
  const { page: maker } = await freshPage();
  await openApp(maker);
  const round = await maker.evaluate(() => window.__boggle.call('make-round', { board: 'alex ande ravi erda', seconds: 60, minLen: null, startMs: Date.now(), seedHigh: 8, seedLow: 9 }));
  const video = `${ARTIFACTS}fake-camera-unread.y4m`;
  await writeVideo(maker, round.text, video, true);
  const browser = await launchBrowser(CAMERA(video));
  try {
    const { page, record } = await openPage(browser, { viewport: PHONE, permissions: ['camera'] });
    await openApp(page);
    await page.click('#scan');
    await page.waitForFunction(() => /hold the phone closer/.test(document.getElementById('camera-status').textContent), null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => document.getElementById('camera-dialog').open), true, 'the camera stays open');
    await page.click('#camera-close');
    assertClean(record);
  } finally {
    await browser.close();
  }
});

test('the host’s standings to a guest’s phone: the comparison (scores, an absent player, the words shared and only mine), kept in History; another round’s refused; the host’s History says who was absent', async () => {
  const video = `${ARTIFACTS}fake-camera-standings.y4m`;
  writeFileSync(video, ''); // each code is written before the camera that reads it starts
  const browser = await launchBrowser(CAMERA(video));
  try {
    const host = await openPage(browser, { viewport: PHONE });
    const guest = await openPage(browser, { viewport: PHONE });
    for (const phone of [host, guest]) await phone.context.grantPermissions(['camera']);
    await openApp(host.page, '?playSeconds=20#play');
    await host.page.click('#play-together');
    await host.page.waitForSelector('#together:not([hidden]) #together-qr svg');
    const link = await host.page.inputValue('#together-link');
    const round = await host.page.evaluate((text) => window.__boggle.call('read-round', { text }), link);
    // The guest plays the round as Ann (the name My words asked for, kept).
    await openApp(guest.page, link);
    await guest.page.waitForSelector('#board-cover:not([hidden])');
    await guest.page.evaluate(() => localStorage.setItem('boggle.player-name', JSON.stringify('Ann')));
    // Ann's and Bob's words, scanned by the host: one word both found, two only Ann, one only Bob; Cy never scanned.
    const solution = await host.page.evaluate((board) => window.__boggle.call('solve', { board, minLen: null }), round.board);
    const [both, ann1, ann2, bob1] = solution.words.slice(0, 4).map((w) => w.word);
    await host.page.click('#mode-score');
    for (const [player, words] of [['Ann', [both, ann1, ann2]], ['Bob', [both, bob1]]]) {
      const answer = await host.page.evaluate(({ round, player, words }) => window.__boggle.call('answer-code', { round, player, words }), { round: round.text, player, words });
      await writeVideo(host.page, answer.text, video);
      await host.page.click('#score-scan');
      await host.page.waitForFunction((p) => new RegExp(`^${p}: \\d words? read`).test(document.getElementById('camera-status').textContent), player, { timeout: 60_000 });
      await host.page.click('#camera-close');
    }
    await host.page.click('#score-add');
    await host.page.fill('#score-players .player:nth-child(3) .player-name', 'Cy');
    await host.page.waitForFunction(() => document.querySelectorAll('#score-totals tr').length === 3 && /absent/.test(document.querySelector('#score-players .player:nth-child(3) .player-score').textContent));
    // The totals say Cy is absent, not 0: a dash to see, "absent" to hear.
    const cyRow = host.page.locator('#score-totals tr').nth(2);
    assert.equal(await cyRow.locator('td [aria-hidden="true"]').textContent(), '—');
    assert.equal(await cyRow.locator('td .visually-hidden').textContent(), 'absent');
    const hostScores = await host.page.$$eval('#score-totals tr', (rows) => rows.map((r) => r.querySelector('td').textContent));
    await host.page.click('#score-show-code');
    await host.page.waitForSelector('#score-code:not([hidden]) #score-code-qr svg');
    assert.equal(await host.page.textContent('#score-code-summary'), '3 players, after one round.');
    const standings = await host.page.inputValue('#score-code-text');
    assert.match(standings, /^[0-9A-Z $%*+./:-]+$/);
    assert.deepEqual(await axeViolations(host.page), []);

    // The guest scans it: the whole comparison, on Ann's phone.
    await writeVideo(host.page, standings, video);
    await guest.page.click('#mode-solve');
    await openStart(guest.page);
    await guest.page.click('#scan');
    await guest.page.waitForFunction(() => document.getElementById('compare-dialog').open, null, { timeout: 60_000 });
    const rows = await guest.page.$$eval('#compare-body tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.deepEqual(rows.map((r) => r[0]), ['Ann (you)', 'Bob', 'Cy']);
    assert.deepEqual(rows.map((r) => r[1]), [...hostScores.slice(0, 2), '—absent']);
    assert.deepEqual(rows.map((r) => r[3]), ['3', '2', '—absent']);
    const part = (heading) => guest.page.$$eval('#compare-body section', (sections, h) => {
      const found = sections.find((s) => s.querySelector('h3').textContent === h);
      return found ? [...found.querySelectorAll('li')].map((li) => li.firstChild.textContent.trim()).sort() : null;
    }, heading);
    assert.deepEqual(await part('The words you and Bob both found'), [both]);
    assert.deepEqual(await part('The words only you found'), [ann1, ann2].sort());
    assert.deepEqual(await part('The words only Bob found'), [bob1]);
    assert.equal(await part('The words only Cy found'), null, 'an absent player found nothing');
    // Said in the dialog's own status line, heard over the modal dialog and not written over by the page's.
    await guest.page.waitForFunction(() => document.getElementById('compare-kept').textContent === 'The comparison is kept in the history.');
    assert.equal(await guest.page.getAttribute('#compare-kept', 'role'), 'status');
    assert.deepEqual(await axeViolations(guest.page), []);
    await guest.page.click('#compare-close');
    await guest.page.click('#mode-history');
    await guest.page.waitForSelector('#history-list .history-game');
    // The guest keeps the round as the host does: Cy absent, not a 0.
    const kept = await guest.page.textContent('#history-list .history-game p');
    assert.match(kept, new RegExp(`: Ann ${hostScores[0]}, Bob ${hostScores[1]}, Cy absent$`));

    // Another round's standings are refused, said.
    const other = await guest.page.evaluate(async (board) => {
      const made = await window.__boggle.call('make-round', { board, seconds: 20, minLen: null, startMs: Date.now(), seedHigh: 3, seedLow: 4 });
      return (await window.__boggle.call('standings-code', { round: made.text, players: [{ name: 'Ann', score: 1, total: 1, words: [] }], rounds: 1 })).text;
    }, round.board);
    await writeVideo(guest.page, other, video);
    await guest.page.click('#mode-solve');
    await openStart(guest.page);
    await guest.page.click('#scan');
    await guest.page.waitForFunction(() => /another round than the one this phone played/.test(document.getElementById('alert-text').textContent), null, { timeout: 60_000 });
    assert.equal(await guest.page.evaluate(() => document.getElementById('compare-dialog').open), false);

    // The host keeps the round: its History lists Cy as absent, not as a 0.
    await host.page.click('#score-next');
    await host.page.waitForFunction(() => /^Round 1 kept\./.test(document.getElementById('status-text').textContent));
    await host.page.click('#mode-history');
    await host.page.waitForSelector('#history-list .history-game');
    const hostKept = await host.page.textContent('#history-list .history-game p');
    assert.match(hostKept, new RegExp(`: Ann ${hostScores[0]}, Bob ${hostScores[1]}, Cy absent$`));
    for (const { record } of [host, guest]) assertClean(record);
  } finally {
    await browser.close();
  }
});

test('standings scanned by a phone that played no round: said why, nothing shown; in French, the comparison has no English', async () => {
  const video = `${ARTIFACTS}fake-camera-standings-2.y4m`;
  writeFileSync(video, '');
  const browser = await launchBrowser(CAMERA(video));
  try {
    const stranger = await openPage(browser, { viewport: PHONE });
    const guest = await openPage(browser, { viewport: PHONE, locale: 'fr-FR' });
    for (const phone of [stranger, guest]) await phone.context.grantPermissions(['camera']);
    await openApp(stranger.page);
    const round = await stranger.page.evaluate(() => window.__boggle.call('make-round', { board: 'alex ande ravi erda', seconds: 60, minLen: null, startMs: Date.now() + 120_000, seedHigh: 5, seedLow: 6 }));
    const solution = await stranger.page.evaluate((board) => window.__boggle.call('solve', { board, minLen: null }), round.board);
    const [both, anna, bob] = solution.words.slice(0, 3).map((w) => w.word);
    const players = [
      { name: 'Anna', score: 3, total: 3, words: [both, anna] },
      { name: 'Bob', score: 2, total: 2, words: [both, bob] },
      { name: 'Cy', score: null, total: 0, words: [] },
    ];
    const standings = await stranger.page.evaluate((args) => window.__boggle.call('standings-code', args), { round: round.text, players, rounds: 1 });
    await writeVideo(stranger.page, standings.text, video);

    // A phone that played no round together: the alert says what to do, no comparison, nothing thrown.
    await openStart(stranger.page);
    await stranger.page.click('#scan');
    await stranger.page.waitForFunction(() => /this phone has not played a round together: open the round’s code/.test(document.getElementById('alert-text').textContent), null, { timeout: 60_000 });
    assert.equal(await stranger.page.evaluate(() => document.getElementById('compare-dialog').open), false);
    assertClean(stranger.record);

    // Anna's phone, in French, which played the round: the comparison is French throughout.
    await openApp(guest.page, `#play&${round.linkParam}`);
    await guest.page.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 20_000 });
    await guest.page.waitForSelector('#board-cover:not([hidden])');
    await guest.page.evaluate(() => localStorage.setItem('boggle.player-name', JSON.stringify('Anna')));
    await guest.page.click('#mode-solve');
    await openStart(guest.page);
    await guest.page.click('#scan');
    await guest.page.waitForFunction(() => document.getElementById('compare-dialog').open, null, { timeout: 60_000 });
    await guest.page.waitForFunction(() => document.getElementById('compare-kept').textContent === 'La comparaison est gardée dans l’historique.');
    assert.equal(await guest.page.textContent('#compare-title'), 'La manche comparée');
    const headings = await guest.page.$$eval('#compare-body h3', (hs) => hs.map((h) => h.textContent));
    assert.ok(headings.includes('Les mots que vous et Bob avez trouvés'), headings.join(' | '));
    assert.ok(headings.includes('Les mots que vous seul avez trouvés'), headings.join(' | '));
    assert.equal(await guest.page.textContent('#compare-body tbody tr:first-child th'), 'Anna (vous)');
    const texts = await guest.page.evaluate(() => {
      const out = new Set();
      const walker = document.createTreeWalker(document.getElementById('compare-dialog'), NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent.trim()) out.add(node.textContent.replace(/\s+/g, ' ').trim());
      for (const element of document.getElementById('compare-dialog').querySelectorAll('[data-l10n-id]')) out.add(element.textContent.replace(/\s+/g, ' ').trim());
      return [...out];
    });
    assert.deepEqual(untranslated(texts, 'fr', []), [], 'the comparison');
    assert.deepEqual(await axeViolations(guest.page), []);
    assertClean(guest.record);
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
