// The solver page: typing, pasting, random boards, the share URL, paths, checking a word, the
// error messages and recovery, the CSP, and screenshots at phone and desktop sizes.
import assert from 'node:assert/strict';
import {
  ARTIFACTS, BASE_URL, assertClean, browserForThisFile, expectedSolution, openApp, openStart, pasteIntoCell,
  recordPerf, summaryNumbers, test, waitForReady, waitForWords,
} from './helpers.mjs';

const ALEX = 'alex ande ravi erda';
const freshPage = browserForThisFile();

const cellValues = (page) => page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value));

test('typing a board key by key shows every word, the count and the total', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  // Keyboard only: from the game picker, Tab passes the random boards' difficulty to the first cell.
  await page.focus('#game');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'random-difficulty');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Row 1, column 1: empty');
  await page.keyboard.type('alexanderavierda');
  const words = await waitForWords(page);
  const expected = expectedSolution(ALEX);
  const shown = await summaryNumbers(page);
  assert.equal(shown.wordCount, expected.word_count);
  assert.equal(shown.totalScore, expected.total_score);
  assert.equal(words.length, expected.word_count);
  assert.equal(words.reduce((sum, w) => sum + w.score, 0), expected.total_score);
  if (expected.words) assert.deepEqual(words.map((w) => w.word).sort(), expected.words.map((w) => w.word).sort());
  assert.ok(words.some((w) => w.word === 'readied' && w.score === 5));
  assert.match(await page.textContent('#dictionary-note'), /ENABLE2K, [\d,]+ words/);

  const hooks = await page.evaluate(() => ({ timings: window.__boggle.workerTimings, lastSolve: window.__boggle.lastSolve }));
  recordPerf({
    workerWasmLoadMs: hooks.timings.wasmLoad,
    dictionaryReadyAfterWasmMs: hooks.timings.dictionaryReady,
    dictionaryBuildMs: hooks.timings.dictionaryBuild,
    solve4x4InWorkerMicros: hooks.lastSolve.micros,
    lastLetterToWordsOnScreenMs: hooks.lastSolve.filledToRenderedMs,
  });

  // Sorting, filtering and the minimum length act on the list.
  await page.selectOption('#sort', 'alpha');
  const alpha = await page.$$eval('#word-list button.word', (b) => b.map((x) => x.dataset.word));
  assert.deepEqual(alpha, [...alpha].sort());
  await page.fill('#filter', 'read');
  const filtered = await page.$$eval('#word-list button.word', (b) => b.map((x) => x.dataset.word));
  assert.ok(filtered.length > 0 && filtered.every((w) => w.includes('read')));
  await page.fill('#filter', '');
  await page.fill('#min-len', '6');
  await page.dispatchEvent('#min-len', 'change');
  await page.waitForFunction(() => /of 6\+ letters/.test(document.getElementById('summary').textContent));
  const long = await page.$$eval('#word-list button.word', (b) => b.map((x) => x.dataset.word));
  assert.ok(long.length > 0 && long.every((w) => w.length >= 6));

  // Editing keys: Backspace empties, arrows move, q is Qu.
  await page.click('#grid .cell-input >> nth=5');
  await page.keyboard.press('Backspace');
  assert.equal((await cellValues(page))[5], '');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('q');
  assert.equal((await cellValues(page))[6], 'Qu');
  assert.match(await page.textContent('#summary'), /1 cell to go/);
  assertClean(record);
});

test('pasting a board into a cell fills and resizes the grid; Random rolls a board', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await pasteIntoCell(page, 3, 'sterl/iniae/[th]rste/uopen/ganes');
  await waitForWords(page);
  assert.equal(await page.locator('#grid .cell').count(), 25);
  assert.equal(await page.inputValue('#game'), 'big');
  assert.equal(await page.inputValue('#min-len'), '4');
  assert.equal((await cellValues(page))[10], 'Th');
  assert.match(decodeURIComponent(new URL(page.url()).hash), /^#board=sterl\/iniae\/\[th\]rste\/uopen\/ganes$/);

  // Another game, and a random board: where boards come from is behind "New board" once one is in.
  await openStart(page);
  await page.selectOption('#game', 'super-big');
  assert.equal(await page.locator('#grid .cell').count(), 36);
  await page.click('#random');
  await waitForWords(page);
  const values = await cellValues(page);
  assert.equal(values.length, 36);
  assert.ok(values.every((v) => v.length > 0));
  assert.match(page.url(), /#board=/);
  assertClean(record);
});

test('two-letter tiles and blanks by typing or by button; a custom size', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await page.selectOption('#game', 'super-big');
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('[th]e#');
  await page.click('#tile-keys button[data-tile="he"]');
  await page.keyboard.type('[xy]');
  const values = await cellValues(page);
  assert.deepEqual(values.slice(0, 5), ['Th', 'E', '■', 'He', '']);
  assert.match(await page.textContent('#status-text'), /\[xy\] is not a tile/);
  await page.keyboard.type('abcdefghijklmnopqrstuvwxyzabcdefg');
  await waitForWords(page);
  assert.match(decodeURIComponent(page.url()), /#board=\[th\]e#\[he\]ab\/cdefgh\//);

  await openStart(page);
  await page.selectOption('#game', 'custom');
  await page.fill('#custom-rows', '3');
  await page.fill('#custom-cols', '7');
  await page.dispatchEvent('#custom-cols', 'change');
  assert.equal(await page.locator('#grid .cell').count(), 21);
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('stainedrotatesplanets');
  await waitForWords(page);
  assert.match(page.url(), /#board=stained\/rotates\/planets$/);
  assertClean(record);
});

test('the board is in the URL: opening it solves it, editing updates it', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  const expected = expectedSolution(ALEX);
  assert.equal((await summaryNumbers(page)).wordCount, expected.word_count);
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('b');
  await page.waitForFunction(() => location.hash === '#board=blex/ande/ravi/erda');
  await waitForWords(page);
  await page.click('#share');
  await page.waitForFunction(() => /Link copied|copy the page address/.test(document.getElementById('status-text').textContent));
  assertClean(record);
});

test('a word shows its path in order; a word not on the board is reported', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  await page.click('#word-list button.word[data-word="readied"]');
  const steps = await page.$$eval('#grid .cell.on-path', (cells) =>
    cells.map((c) => ({ step: Number(c.dataset.step), index: Number(c.dataset.index), letter: c.querySelector('input').value.toLowerCase() })),
  );
  steps.sort((a, b) => a.step - b.step);
  assert.deepEqual(steps.map((s) => s.step), [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(steps.map((s) => s.letter).join(''), 'readied');
  // Consecutive cells touch (the 8 neighbours on a 4-wide board).
  for (let i = 1; i < steps.length; i++) {
    const [a, b] = [steps[i - 1].index, steps[i].index];
    assert.ok(Math.abs((a % 4) - (b % 4)) <= 1 && Math.abs(Math.floor(a / 4) - Math.floor(b / 4)) <= 1);
  }
  assert.equal(await page.locator('#path-overlay polyline').count(), 1);
  assert.equal(await page.getAttribute('#word-list button.word[data-word="readied"]', 'aria-pressed'), 'true');
  // Hovering another word shows its path; leaving the list brings back the chosen one.
  await page.hover('#word-list button.word[data-word="vexed"]');
  assert.equal(await page.locator('#grid .cell.on-path').count(), 5);
  await page.mouse.move(1, 1);
  assert.equal(await page.locator('#grid .cell.on-path').count(), 7);

  await page.fill('#check-word', 'amazon');
  await page.press('#check-word', 'Enter');
  await page.waitForFunction(() => document.getElementById('check-result').textContent.includes('amazon'));
  assert.match(await page.textContent('#check-result'), /not on the board and is in the dictionary/);
  await page.fill('#check-word', 'vexed');
  await page.click('#check-form button[type=submit]');
  await page.waitForFunction(() => document.getElementById('check-result').textContent.includes('vexed'));
  assert.match(await page.textContent('#check-result'), /is on the board: 2 points/);
  assert.equal(await page.locator('#grid .cell.on-path').count(), 5);
  assertClean(record);
});

test('a malformed board and a crashed worker each show a message, and the app recovers', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await pasteIntoCell(page, 0, 'alex/an1e/ravi/erda');
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /row 2, column 3/);
  await pasteIntoCell(page, 0, 'alex/ande/ravi/erda');
  await waitForWords(page);
  assert.equal(await page.isHidden('#alert'), true);

  await page.evaluate(() => window.__boggle.killWorker());
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /restarted/);
  await page.waitForFunction(() => window.__boggle.ready && window.__boggle.workerStarts === 2);
  await waitForWords(page);
  // The new worker answers new work too.
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('b');
  await page.waitForFunction(() => window.__boggle.lastSolve && window.__boggle.lastSolve.board === 'blex/ande/ravi/erda');
  assert.equal(await page.isHidden('#alert'), true);
  // The crash is reported by the worker itself; the page logs nothing else.
  assertClean(record, { allowConsoleErrors: [/crash requested by the page/] });
});

test('a dictionary that fails to load, a damaged one, and a browser without module workers each get a message', async () => {
  const cases = [
    { route: (r) => r.fulfill({ status: 404, body: 'gone' }), message: /dictionary could not be downloaded/ },
    { route: (r) => r.fulfill({ status: 200, body: 'not a dictionary at all' }), message: /dictionary file is damaged/ },
  ];
  for (const { route, message } of cases) {
    const { page, context, record } = await freshPage();
    await context.route('**/dict/enable2k.lex', route);
    await page.goto(BASE_URL);
    await page.waitForSelector('#alert:not([hidden])');
    assert.match(await page.textContent('#alert-text'), message);
    assert.equal(await page.textContent('#alert-action'), 'Reload');
    assert.deepEqual(record.pageErrors, []);
  }
  const { page, record } = await freshPage();
  // What an old browser does: ignores the `type: 'module'` option.
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    window.Worker = function Worker(url) {
      return new RealWorker(url);
    };
  });
  await page.goto(BASE_URL);
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /cannot run module workers/);
  assert.deepEqual(record.pageErrors, []);
});

test('the CSP is in force and no request leaves the app origin', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.head.append(script);
    return window.__inlineScriptRan === true;
  });
  assert.equal(inlineRan, false);
  // No inline styles or scripts in the markup (styles set through the CSSOM are allowed).
  const html = await (await fetch(BASE_URL)).text();
  assert.doesNotMatch(html, /\sstyle=|<script(?![^>]*\ssrc=)/);
  assertClean(record, { allowConsoleErrors: [/Content Security Policy/] });
});

test('screenshots at phone and desktop sizes, light and dark', async () => {
  const shots = [
    { name: 'phone-375x812', viewport: { width: 375, height: 812 }, colorScheme: 'light' },
    { name: 'desktop-1280x800', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
    { name: 'phone-375x812-dark', viewport: { width: 375, height: 812 }, colorScheme: 'dark' },
    { name: 'desktop-1280x800-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  ];
  for (const { name, viewport, colorScheme } of shots) {
    const { page, record } = await freshPage({ viewport, colorScheme });
    await openApp(page, '#board=alex/ande/ravi/erda');
    await waitForWords(page);
    await page.click('#word-list button.word[data-word="readied"]');
    // Tapping the word scrolled the list into view; the board with its path is the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: page is ${overflow}px wider than the screen`);
    assertClean(record);
  }
});

export { BASE_URL, waitForReady };
