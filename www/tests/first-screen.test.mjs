// The first screen says where to start and does not jump; the board stays in view while lists
// scroll on a phone; the breakdown by length, the heat map and the word list's export; challenge
// links and the shared result; the history (export, import, clear); axe on every screen; what the
// privacy note says a definition tells the app's server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  ARTIFACTS, BASE_URL, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, copiedBy, inView, openApp, test, waitForReady, waitForWords,
} from './helpers.mjs';

const freshPage = browserForThisFile();

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the first screen: clear actions, one way to solve, plain words, no layout shift (${name})`, async () => {
    const { page, record } = await freshPage({ viewport });
    // Every layout shift from the first paint on, as Lighthouse counts them (not after input).
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(BASE_URL);
    await waitForReady(page);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
    // Every module the page loaded was announced in the HTML, so none waited for its importer.
    const unannounced = await page.evaluate(() => {
      const preloaded = new Set([...document.querySelectorAll('link[rel=modulepreload], script[type=module]')].map((l) => l.href || l.src));
      return performance.getEntriesByType('resource')
        .map((r) => r.name)
        .filter((url) => /\/v\/[0-9a-f]+\/[a-z0-9-]+\.js$/.test(url) && !/\/(app|worker)\.js$/.test(url) && !preloaded.has(url));
    });
    assert.deepEqual(unannounced, []);
    // Nor did the first screen load what only Play, Score a game and History use.
    const modeCode = await page.evaluate(() => performance.getEntriesByType('resource')
      .map((r) => r.name.split('/').pop())
      .filter((name) => /^(play|play-.*|game-score|history|swipe|confirm-dialog)\.js$/.test(name)));
    assert.deepEqual(modeCode, []);
    assert.ok(shift < 0.05, `cumulative layout shift ${shift}`);
    const labels = await page.$$eval('#start .start-actions button:not([hidden])', (b) => b.map((x) => x.textContent));
    assert.deepEqual(labels, ['Scan a board', 'Choose a photo', 'Type letters', 'Random board', 'Board of the day', 'Play a game']);
    assert.ok(await inView(page, '#scan'), 'the first action is on the first screen');
    assert.equal(await page.locator('button:text-is("Solve")').count(), 1, 'one Solve control: the mode');
    assert.match(await page.textContent('#status-text'), /^Ready: scan, photograph or type a board/);
    assert.doesNotMatch(await page.textContent('#status-text'), /ENABLE2K/);
    // Where the browser offers installing, the button appears in its held place: nothing moves.
    const before = await page.$eval('#scan', (e) => e.getBoundingClientRect().top);
    assert.equal(await page.isVisible('#install'), false);
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      offer.prompt = async () => {
        window.__installPrompted = true;
      };
      window.dispatchEvent(offer);
    });
    assert.equal(await page.isVisible('#install'), true);
    assert.equal(await page.$eval('#scan', (e) => e.getBoundingClientRect().top), before);
    await page.click('#install');
    assert.equal(await page.evaluate(() => window.__installPrompted), true);
    await page.click('#type-board');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Row 1, column 1: empty');
    await page.screenshot({ path: `${ARTIFACTS}first-screen-${viewport.width}x${viewport.height}.png` });
    assert.deepEqual(await axeViolations(page), []);
    // Each mode's skip link points at a visible heading.
    for (const mode of ['play', 'score', 'history', 'solve']) {
      await page.click(`#mode-${mode}`);
      await page.waitForSelector(`body[data-mode="${mode}"]`); // Play, Score and History load when first opened
      const target = await page.getAttribute('#skip-link', 'href');
      assert.ok(await page.isVisible(target), `${mode}: ${target} is visible`);
      assert.deepEqual(await axeViolations(page), [], mode);
    }
    assertClean(record);
  });
}

test('on a phone the board stays in view above the word list while it scrolls; breakdown, heat map, copy', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  await openApp(page, '#board=alex/ande/ravi/erda');
  const words = await waitForWords(page);
  // A word far down the list: tapping it draws the path on a board that is on screen, made small.
  const last = words[words.length - 1].word;
  await page.click(`#word-list button.word[data-word="${last}"]`);
  assert.ok(await inView(page, '#board-wrap'), 'the board is on screen');
  assert.ok((await page.locator('#grid .cell.on-path').count()) >= 3);
  const box = await page.$eval('#grid', (e) => e.getBoundingClientRect().height);
  assert.ok(box < 844 / 4, `the board takes under a quarter of the screen once the list is scrolled (${box}px)`);
  await page.screenshot({ path: `${ARTIFACTS}pinned-board-390x844.png` });

  // Words by length, as buttons that filter the list.
  await page.evaluate(() => {
    document.getElementById('scroller').scrollTop = 0;
  });
  const chips = await page.$$eval('#solve-lengths button', (b) => b.map((x) => x.textContent.replace(/\s+/g, ' ').trim()));
  assert.equal(chips[0], 'All 107 words');
  assert.ok(chips.includes('7 letters 1 word'));
  await page.click('#solve-lengths button[data-letters="7"]');
  assert.deepEqual(await page.$$eval('#word-list button.word', (b) => b.map((x) => x.dataset.word)), ['readied']);
  await page.click('#solve-lengths button[data-letters="all"]');
  assert.equal(await page.locator('#word-list button.word').count(), 107);

  // The heat map: each tile's count of words through it (any path), from Rust.
  await page.check('#solve-heat');
  const counts = await page.$$eval('#grid .cell', (c) => c.map((x) => Number(x.dataset.words)));
  const hints = await page.evaluate(() => window.__boggle.call('hints', { board: 'alex/ande/ravi/erda' }));
  assert.deepEqual(counts, hints.tiles);
  for (const word of ['readied', 'vexed']) {
    const { path } = await page.evaluate((w) => window.__boggle.call('check', { board: 'alex/ande/ravi/erda', word: w }), word);
    for (const cell of path) assert.ok(counts[cell] >= 1);
  }
  assert.match(await page.textContent('#heat-description'), /row 1: \d+, \d+, \d+, \d+/);

  const copied = await copiedBy(page, () => page.click('#words-copy'));
  assert.match(copied, /^# alex ande ravi erda: 107 words, 150 points\nreadied\t5\n/);
  const download = page.waitForEvent('download');
  await page.click('#words-download');
  assert.match((await download).suggestedFilename(), /^boggle-alex-ande-ravi-erda\.txt$/);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('a challenge link plays the same board for a friend; the shared result has no spoilers; the history keeps, exports, imports and clears', async () => {
  const { page, record } = await freshPage({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  await openApp(page, '?playSeconds=300#play');
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  const board = await page.evaluate(() => window.__boggle.boardText());
  const { words } = await page.evaluate((b) => window.__boggle.call('solve', { board: b }), board);
  for (const { word } of words.slice(0, 2)) {
    await page.fill('#play-word', word);
    await page.press('#play-word', 'Enter');
    await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”: +`), word);
  }
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  await page.waitForFunction(() => /first .* game on this device/.test(document.getElementById('play-best').textContent));
  const points = words[0].score + words[1].score;

  const result = await copiedBy(page, () => page.click('#play-share'));
  const lines = result.split('\n');
  assert.match(lines[0], /^Boggle 4×4, 5 min, ENABLE2K, 3\+ letters$/);
  assert.match(lines[1], new RegExp(`^${points} points? of \\d+, 2 of \\d+ words`));
  for (const row of lines.slice(2, 6)) assert.match(row, /^[⬜🟨🟧🟥]{4}$/u, 'a grid of squares, no letters');
  assert.doesNotMatch(result, new RegExp(`\\b(${words[0].word}|${words[1].word})\\b`), 'no word given away');

  const challenge = await copiedBy(page, () => page.click('#play-challenge-link'));
  const link = /https?:\/\/\S+/.exec(challenge)[0];
  assert.match(link, new RegExp(`#play&board=${board.replaceAll('/', '\\/')}&seconds=300&min=3&dict=enable2k&beat=${points}$`));

  // The friend opens the link: same board, the clock and the score to beat, the board hidden until Start.
  const friend = await freshPage({ viewport: PHONE });
  await openApp(friend.page, link.replace(/^https?:\/\/[^/]+\//, ''));
  await friend.page.waitForSelector('#board-cover:not([hidden])');
  assert.match(await friend.page.textContent('#play-challenge'), new RegExp(`5:00 on the clock, words of 3\\+ letters\\. Score to beat: ${points}\\.`));
  await friend.page.click('#board-cover-button');
  await friend.page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await friend.page.evaluate(() => window.__boggle.boardText()), board);
  assert.equal(await friend.page.textContent('#timer'), '5:00');
  assertClean(friend.record);

  // A link asking for what the app does not have says so.
  const odd = await freshPage({ viewport: PHONE });
  await openApp(odd.page, `#play&board=${board}&dict=klingon&min=99`);
  await odd.page.waitForSelector('#alert:not([hidden])');
  assert.match(await odd.page.textContent('#alert-text'), /minimum word length \(“99”\) is not a whole number from 1 to 64.*dictionary “klingon”, which this app does not have/);

  // The history: the game, the personal best, export, clear, import.
  await page.click('#mode-history');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 1);
  assert.match(await page.textContent('#history-bests'), new RegExp(`4×4: ${points} points?`));
  const download = page.waitForEvent('download');
  await page.click('#history-export');
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(exported.format, 'boggle-solver-history');
  assert.equal(exported.games[0].board, board);
  assert.deepEqual(exported.games[0].found, [words[0].word, words[1].word]);
  await page.click('#history-clear');
  await page.click('#confirm-yes');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 0);
  // Empty: no heading over nothing, and what cannot act looks so.
  assert.deepEqual(await page.$$eval('#history-bests-heading, #history-games-heading', (hs) => hs.map((h) => h.checkVisibility())), [false, false]);
  assert.deepEqual(await page.$$eval('#history-export, #history-clear', (bs) => bs.map((b) => b.disabled && getComputedStyle(b).opacity < 1)), [true, true]);
  await page.setInputFiles('#history-file', file);
  await page.waitForFunction(() => /Imported 1 game\./.test(document.getElementById('status-text').textContent));
  assert.equal(await page.locator('#history-list li').count(), 1);
  await page.setInputFiles('#history-file', { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await page.waitForFunction(() => /not a history exported by this app/.test(document.getElementById('status-text').textContent));
  await page.screenshot({ path: `${ARTIFACTS}history-1280x800.png` });
  assert.deepEqual(await axeViolations(page), []);
  // "Play it" starts a game on that board.
  await page.click('#history-list button[data-action="play"]');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), board);
  assertClean(record);
});

test('the privacy note says what the app’s own server learns from a definition: the first letter, measured', async () => {
  const { page, context, record } = await freshPage();
  const asked = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  const before = asked.length;
  await page.click('#word-list button.word[data-word="vexed"]');
  await page.waitForSelector('.definition .definition-senses li');
  await page.waitForTimeout(300);
  // One file, named by the word's first letter, and nothing else (but the module that shows it): the
  // word itself is not sent.
  // The app's own code for a tapped word (the definitions' module, its English, what they share: the
  // build's scripts, bundled) says nothing of the word.
  const data = asked.slice(before).filter((path) => !/^\/v\/[0-9a-f]+\/([a-z]+\/)?[^/]+\.js$/.test(path));
  assert.deepEqual(data.map((path) => path.replace(/^.*\/(defs\/)/, '$1')), ['defs/en/v.txt']);
  const note = (await page.textContent('#privacy-note')).replace(/\s+/g, ' ');
  assert.match(note, /Nothing you type, photograph or play leaves this device\./);
  assert.match(note, /the definitions of words beginning with a letter the first time you tap one of them\. So that server can tell which dictionaries you used and which first letters you looked up, never the words/);
  assertClean(record);
});
