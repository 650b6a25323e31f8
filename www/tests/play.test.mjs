// The game: typed words on a rolled board to the end screen and a replay (?playSeconds shortens the
// clock); swiping on a phone's touch screen and with a mouse (diagonals, backing up, a tile too far
// ignored); pause, leaving a running game, a reload in the middle of one; hints and "reveal"; a
// challenge whose dictionary cannot be downloaded waits for it; a Start tapped while it downloads is kept.
import assert from 'node:assert/strict';
import { ARTIFACTS, BASE_URL, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, cellCentres, inView, openApp, settledClick, test, touchSwipe, waitForMode } from './helpers.mjs';

const freshPage = browserForThisFile();
const SECONDS = 4;
const ALEX = 'alex/ande/ravi/erda';
// Cells of the board above, row-major: a0 l1 e2 x3 / a4 n5 d6 e7 / r8 a9 v10 i11 / e12 r13 d14 a15.
const READ = [8, 12, 9, 14]; // three diagonal steps out of four
const VEXED = [10, 7, 3, 2, 6];

async function enter(page, word) {
  await page.fill('#play-word', word);
  await page.press('#play-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”`), word);
  return page.textContent('#play-feedback');
}

async function startChallenge(page, seconds = 300) {
  await openApp(page, `#play&board=${ALEX}&seconds=${seconds}`);
  await page.waitForSelector('#board-cover:not([hidden])');
  assert.match(await page.textContent('#play-challenge'), /same 4×4 board for everyone, 5:00 on the clock/);
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.isHidden('#board-cover'), true);
}

/** Swipes through `cells` with a finger and returns the feedback. */
async function swipe(page, cells, centres, options) {
  const before = await page.textContent('#play-feedback');
  await touchSwipe(page, cells.map((c) => centres[c]), options);
  await page.waitForFunction((b) => document.getElementById('play-feedback').textContent !== b, before);
  return page.textContent('#play-feedback');
}

test('a timed game: words are checked at once, the end shows the score, found words above missed ones by length, replay uses the same board', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page, `?playSeconds=${SECONDS}#play`);
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  const board = await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value).join(''));
  assert.equal(board.length >= 16, true);
  assert.equal(await page.$eval('#grid .cell-input', (i) => i.readOnly), true);

  assert.match(await enter(page, 'qzxv'), /not a word/);
  assert.match(await enter(page, 'zyzzyva'), /not on the board/);
  assert.match(await enter(page, 'ax'), /too short/);

  await page.waitForSelector('#play-end:not([hidden])', { timeout: (SECONDS + 5) * 1000 });
  const result = await page.textContent('#play-result');
  assert.match(result, /^Time’s up!/);
  const [, scored, possible, foundCount, total] = /scored (\d+) points? of (\d+) possible, finding (\d+) of (\d+) words?/.exec(result);
  assert.equal(Number(scored), 0);
  assert.equal(Number(foundCount), 0);
  const missed = await page.$$eval('#missed-groups button.word', (b) => b.map((x) => ({ word: x.dataset.word, score: Number(x.querySelector('.word-score').textContent) })));
  assert.equal(missed.length, Number(total));
  assert.equal(missed.reduce((sum, w) => sum + w.score, 0), Number(possible));
  for (let i = 1; i < missed.length; i++) assert.ok(missed[i - 1].word.length >= missed[i].word.length, 'missed words are longest first');
  const headings = await page.$$eval('#missed-groups h4', (h) => h.map((x) => x.textContent));
  assert.match(headings[0], /^\d+ letters \(\d+\)$/);
  await page.screenshot({ path: `${ARTIFACTS}play-end-390x844.png` });

  // Replay the same board and find its longest word: found words come first, grouped the same way.
  await page.click('#play-replay');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value).join('')), board);
  assert.match(await enter(page, missed[0].word), new RegExp(`\\+${missed[0].score} points?`));
  assert.match(await enter(page, missed[0].word), /already found/);
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  assert.match(await page.textContent('#play-result'), new RegExp(`^Game over\\. You scored ${missed[0].score} points? of ${possible} possible, finding 1 of`));
  assert.deepEqual(await page.$$eval('#found-groups button.word', (b) => b.map((x) => x.dataset.word)), [missed[0].word]);
  // The headings shown (a round played alone has no "My words": play-together-words.js).
  const order = await page.$$eval('#play-end h3', (h) => h.filter((x) => x.checkVisibility()).map((x) => x.textContent));
  assert.deepEqual(order, ['Words you found', 'Words you missed']);
  assertClean(record);
});

test('on a phone: swipe words with a finger, diagonals and backing up; a tile too far is ignored; board, clock and word fit the screen', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await startChallenge(page);
  // Everything the player needs is on the first screen, the keyboard closed.
  for (const selector of ['#timer', '#current-word', '#board-wrap', '#play-feedback']) assert.ok(await inView(page, selector), `${selector} is on screen`);
  assert.equal(await page.evaluate(() => document.activeElement.id), '', 'no text box is focused (no keyboard)');
  const centres = await cellCentres(page);

  assert.match(await swipe(page, READ, centres), /“read”: \+1 point/);
  assert.match(await page.textContent('#play-score'), /^1 point, 1 word$/);
  assert.equal(await page.locator('#grid .cell.on-path').count(), 4);
  // Backing up: over `v` and back to `a` takes the `v` off again.
  assert.match(await swipe(page, [8, 12, 9, 10, 9, 14], centres), /“read”: already found/);
  assert.match(await swipe(page, VEXED, centres), /“vexed”: \+2 points/);
  // A jump from `e` (bottom left) to `x` (top right), through the board's centre (a corner of four
  // tiles, outside their hit areas): `x` is not a neighbour, so the word stays "re".
  assert.match(await swipe(page, [8, 12, 3], centres, { step: Infinity }), /“re”: too short/);
  // A word that is not a word: "lan".
  assert.match(await swipe(page, [1, 0, 5], centres), /“lan”: not a word|“lan”: too short/);
  assert.deepEqual(await page.$$eval('#found-list li', (l) => l.map((x) => x.textContent)), ['vexed +2', 'read +1']);

  // While the finger is down the word so far is shown and drawn.
  const lift = await touchSwipe(page, [centres[0], centres[1], centres[2]], { lift: false });
  assert.equal(await page.textContent('#current-word'), 'ALE');
  assert.deepEqual(await page.$$eval('#grid .cell.on-path', (c) => c.map((x) => Number(x.dataset.index)).sort((a, b) => a - b)), [0, 1, 2]);
  await lift();
  await page.waitForFunction(() => /“ale”/.test(document.getElementById('play-feedback').textContent));

  // Progress by length follows the words found.
  assert.match(await page.textContent('#play-progress .length-chip >> nth=0'), /^All 3 of \d+ found$/);
  await page.screenshot({ path: `${ARTIFACTS}play-swipe-390x844.png` });
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('with a mouse on a desktop: drag across the tiles; pause hides the board; leaving asks first; a reload keeps the game', async () => {
  const { page, record } = await freshPage({ viewport: DESKTOP });
  await startChallenge(page);
  const centres = await cellCentres(page);
  await page.mouse.move(centres[10].x, centres[10].y);
  await page.mouse.down();
  for (const cell of VEXED.slice(1)) await page.mouse.move(centres[cell].x, centres[cell].y, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction(() => /“vexed”: \+2/.test(document.getElementById('play-feedback').textContent));
  assert.match(await enter(page, 'read'), /\+1 point/);

  // Pause: the board is covered and the clock stops.
  await page.click('#play-pause');
  await page.waitForSelector('#board-cover:not([hidden])');
  const paused = await page.textContent('#timer');
  await page.waitForTimeout(1200);
  assert.equal(await page.textContent('#timer'), paused);
  assert.match(await page.textContent('#board-cover-text'), /Paused/);
  await page.click('#board-cover-button');
  assert.equal(await page.isHidden('#board-cover'), true);

  // Leaving a running game asks; "Keep playing" stays, "Pause and leave" keeps it paused.
  await page.click('#mode-solve');
  await page.waitForSelector('#confirm-dialog[open]');
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#confirm-no');
  assert.equal(await page.getAttribute('#mode-play', 'aria-pressed'), 'true');
  await page.click('#mode-score');
  await page.click('#confirm-yes');
  await page.waitForSelector('#score-panel:not([hidden])');
  await page.click('#mode-play');
  await page.waitForSelector('#board-cover:not([hidden])');
  assert.equal(await page.locator('#found-list li').count(), 2);

  // A reload in the middle of the game brings it back, paused, with every word.
  await page.click('#board-cover-button');
  assert.match(await enter(page, 'dare'), /\+1 point/);
  // At least a second of play before the reload, so the clock kept is below the 5:00 a new game would show.
  await page.waitForFunction(() => /^4:\d\d$/.test(document.getElementById('timer').textContent.trim()), null, { timeout: 5_000 });
  await page.reload();
  await page.waitForFunction(() => window.__boggle?.ready);
  await page.waitForSelector('#board-cover:not([hidden])');
  assert.deepEqual(await page.$$eval('#found-list li', (l) => l.map((x) => x.textContent)), ['dare +1', 'read +1', 'vexed +2']);
  assert.match(await page.textContent('#play-score'), /^4 points, 3 words$/);
  assert.match(await page.textContent('#board-cover-text'), /Paused: 4:\d\d left/);
  await page.click('#board-cover-button');

  // Hints: the heat map on the board, and a word revealed for no points.
  await page.check('#play-heat');
  assert.equal(await page.locator('#grid.heat .cell[data-words]').count(), 16);
  await page.click('#play-reveal');
  await page.waitForFunction(() => /Revealed: “\w+” \(no points\)/.test(document.getElementById('play-feedback').textContent));
  assert.match(await page.textContent('#play-score'), /^4 points, 3 words$/);
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  assert.match(await page.textContent('#play-result'), /scored 4 points of 150 possible, finding 3 of 107 words \(1 more revealed\)/);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

/** Records every text the page's alert shows (`window.__alerts`), from the first paint on. */
async function recordAlerts(page) {
  await page.addInitScript(() => {
    window.__alerts = [];
    document.addEventListener('DOMContentLoaded', () => {
      const alert = document.getElementById('alert');
      const text = document.getElementById('alert-text');
      new MutationObserver(() => {
        if (!alert.hidden && text.textContent && window.__alerts.at(-1) !== text.textContent) window.__alerts.push(text.textContent);
      }).observe(alert, { attributes: true, childList: true, subtree: true, characterData: true });
    });
  });
}

test('a challenge whose dictionary cannot be downloaded waits for it, says so once, and starts on it once online', async () => {
  const { page, context, record } = await freshPage({ viewport: PHONE });
  // The network cut for real: the worker's download of the German list fails (setOffline does not
  // reach a worker's fetches in every Chromium).
  let refused = 0;
  const refuse = (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  };
  await context.route('**/dict/de.lex', refuse);
  await recordAlerts(page);
  await openApp(page, '#play&board=haus/apfe/lner/ubel&seconds=60&min=3&dict=de&beat=42&from=Anna');
  await page.waitForFunction(() => /could not be downloaded/.test(document.getElementById('play-challenge').textContent));
  assert.equal(refused, 1);
  assert.equal(
    await page.textContent('#play-challenge'),
    'A challenge on the Deutsch dictionary, 1:00 on the clock, words of 3+ letters. Score to beat: 42 (Anna). It cannot start yet: ' +
      'the Deutsch dictionary could not be downloaded. It needs a connection once; after that it works offline. ' +
      'A challenge is only fair on the dictionary it names, so it waits: connect, then try again.',
  );
  assert.equal(await page.textContent('#play-new'), 'Try again');
  assert.equal(await page.textContent('#board-cover-text'), 'Waiting for the Deutsch dictionary.');
  // Nothing claims German or "from the link" while English is what is loaded.
  assert.match(await page.textContent('#dictionary-note'), /^Dictionary: ENABLE2K, [\d,]+ words\.$/);
  assert.equal(await page.inputValue('#dict-select'), 'enable2k');
  assert.deepEqual(await axeViolations(page), []);

  // Still offline: trying again asks again, and nothing starts on another dictionary.
  await page.click('#play-new');
  await page.waitForFunction(() => /could not be downloaded/.test(document.getElementById('status-text').textContent));
  await page.click('#board-cover-button');
  for (let i = 0; i < 50 && refused < 3; i++) await page.waitForTimeout(100);
  assert.equal(refused, 3);
  await page.waitForTimeout(500);
  assert.equal(await page.isHidden('#play-running'), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('boggle.play')), null, 'no round was started');
  assert.match(await page.textContent('#play-challenge'), /could not be downloaded/);
  assert.deepEqual(await page.evaluate(() => window.__alerts), [], 'one message, beside the challenge, not alerts that come and go');

  // Back online: "Try again" loads German, then the challenge is offered and played on it.
  await context.unroute('**/dict/de.lex', refuse);
  await page.click('#play-new');
  await page.waitForFunction(() => /the same 4×4 board for everyone/.test(document.getElementById('play-challenge').textContent));
  assert.equal(await page.textContent('#play-challenge'), 'A challenge: the same 4×4 board for everyone, 1:00 on the clock, words of 3+ letters. Score to beat: 42 (Anna). Dictionary: Deutsch.');
  assert.match(await page.textContent('#dictionary-note'), /^Dictionary: Deutsch, [\d,]+ words \(from the link\)\.$/);
  assert.equal(await page.textContent('#play-new'), 'Start the challenge');
  const running = (page) => page.waitForSelector('#play-running:not([hidden])', { timeout: 10_000 }).then(() => true, () => false);
  await settledClick(page, '#play-new', running);
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), 'haus/apfe/lner/ubel');
  assert.match(await enter(page, 'haus'), /“haus”: \+1 point/);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('boggle.play')).dictionary), 'de');
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  assert.match(await page.textContent('#play-result'), /Not quite: the challenge’s 42\./);
  assert.deepEqual(await page.evaluate(() => window.__alerts), []);
  assertClean(record, { allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
});

test('Start tapped while the challenge’s dictionary downloads starts the round once it is ready', async () => {
  const { page, context, record } = await freshPage({ viewport: PHONE, touch: true });
  // The German list held back until Start has been tapped: a slow phone's download.
  let asked = false;
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const hold = async (route) => {
    asked = true;
    await held;
    await route.continue();
  };
  await context.route('**/dict/de.lex', hold);
  // Not `openApp`: it waits for the address's board, which waits for this dictionary.
  await page.goto(new URL('#play&board=haus/apfe/lner/ubel&seconds=60&min=3&dict=de', BASE_URL).href);
  await waitForMode(page);
  for (let i = 0; i < 100 && !asked; i++) await page.waitForTimeout(100);
  assert.ok(asked, 'the challenge asks for its dictionary');
  assert.equal(await page.textContent('#play-new'), 'Start the challenge');
  await page.tap('#play-new');
  await page.waitForTimeout(300);
  assert.equal(await page.isHidden('#play-running'), true, 'nothing starts before its dictionary');
  release();
  await page.waitForSelector('#play-running:not([hidden])', { timeout: 15_000 });
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), 'haus/apfe/lner/ubel');
  assert.equal(await page.isHidden('#board-cover'), true);
  assert.match(await enter(page, 'haus'), /“haus”: \+1 point/);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('boggle.play')).dictionary), 'de');
  await context.unroute('**/dict/de.lex', hold);
  assertClean(record);
});

test('on a phone: Start in view; the round’s length chosen, remembered and carried by a challenge; the clock stops at the end', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, '#play');
  assert.ok(await inView(page, '#play-new'), 'Start is on the first screen');
  const lengths = () => page.$$eval('#round-length label', (labels) => labels.map((l) => `${l.textContent.trim()}${l.querySelector('input').checked ? ' ✓' : ''}`));
  assert.deepEqual(await lengths(), ['1 min', '2 min', '3 min ✓', '5 min', 'No clock']);
  await page.tap('#round-length label:has(input[value="60"])');
  await page.tap('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.match(await page.textContent('#timer'), /^(1:00|0:59)$/);
  await page.waitForFunction(() => document.getElementById('timer').textContent === '0:59');
  await page.tap('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  // The clock stops at the end: at 0:00, not at the time that was left.
  assert.equal(await page.textContent('#timer'), '0:00');
  assert.match(await page.getAttribute('#timer', 'class'), /\bover\b/);
  await page.waitForTimeout(1200);
  assert.equal(await page.textContent('#timer'), '0:00');
  assert.match(await page.textContent('#status-text'), /^You ended the game with 0:5\d left\.$/);
  assert.deepEqual(await axeViolations(page), []);
  // A challenge link carries the length.
  await page.tap('#play-challenge-link');
  await page.waitForFunction(() => /seconds=60&/.test(document.getElementById('play-share-text').value));
  // Remembered: the next visit offers a minute.
  await page.reload();
  await page.waitForFunction(() => window.__boggle?.ready);
  await waitForMode(page);
  assert.deepEqual(await lengths(), ['1 min ✓', '2 min', '3 min', '5 min', 'No clock']);

  // No clock: the time played counts up until the player ends the round; a challenge says so.
  await page.tap('#round-length label:has(input[value="0"])');
  await page.tap('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.getAttribute('#timer', 'aria-label'), 'Time played (no clock)');
  await page.waitForFunction(() => document.getElementById('timer').textContent === '0:02', null, { timeout: 5_000 });
  await page.tap('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  const played = await page.textContent('#timer');
  await page.waitForTimeout(1200);
  assert.equal(await page.textContent('#timer'), played, 'stopped');
  await page.tap('#play-challenge-link');
  await page.waitForFunction(() => /seconds=0&/.test(document.getElementById('play-share-text').value));
  const link = /https?:\/\/\S+/.exec(await page.inputValue('#play-share-text'))[0];
  const friend = await freshPage({ viewport: PHONE, touch: true });
  await openApp(friend.page, link.replace(/^https?:\/\/[^/]+\//, ''));
  await friend.page.waitForSelector('#board-cover:not([hidden])');
  assert.match(await friend.page.textContent('#play-challenge'), /same 4×4 board for everyone, no clock: it ends when you say so/);
  assert.equal(await friend.page.isVisible('#round-length'), false, 'the challenge sets the clock');
  assertClean(friend.record);
  assertClean(record);
});

test('time up: a chime and a buzz, unless switched off; every tile a swipe takes flashes and buzzes lightly', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await page.addInitScript(() => {
    window.__buzz = [];
    navigator.vibrate = (pattern) => window.__buzz.push(pattern) > 0;
    // The chime obeys the silent switch where the browser has an audio session (Safari).
    navigator.audioSession = { type: 'auto' };
    window.__tones = 0;
    const Context = window.AudioContext;
    window.AudioContext = class extends Context {
      createOscillator() {
        const tone = super.createOscillator();
        const start = tone.start.bind(tone);
        tone.start = (...args) => {
          window.__tones += 1;
          return start(...args);
        };
        return tone;
      }
    };
  });
  await openApp(page, `?playSeconds=3#play&board=${ALEX}&seconds=300`);
  await page.waitForSelector('#board-cover:not([hidden])');
  await page.tap('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.evaluate(() => navigator.audioSession.type), 'ambient');
  await page.evaluate(() => {
    window.__taken = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        const index = Number(change.target.dataset.index);
        if (change.target.classList.contains('taken') && window.__taken.at(-1) !== index) window.__taken.push(index);
      }
    }).observe(document.getElementById('grid'), { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  const centres = await cellCentres(page);
  assert.match(await swipe(page, READ, centres), /“read”: \+1 point/);
  assert.deepEqual(await page.evaluate(() => window.__taken), READ, 'each tile flashed as it was taken');
  assert.deepEqual(await page.evaluate(() => window.__buzz.filter((b) => b === 12).length), READ.length, 'and buzzed');
  await page.waitForSelector('#play-end:not([hidden])', { timeout: 8_000 });
  assert.ok((await page.evaluate(() => window.__tones)) >= 3, 'the chime');
  assert.ok(await page.evaluate(() => window.__buzz.some((b) => Array.isArray(b) && b.length >= 3)), 'the buzz');
  assert.equal(await page.isChecked('#play-alarm'), true);

  // Switched off (and remembered): the next round ends in silence.
  await settledClick(page, '#play-alarm', async () => !(await page.isChecked('#play-alarm')), { touch: true });
  await page.evaluate(() => {
    window.__tones = 0;
    window.__buzz = [];
  });
  await settledClick(page, '#play-replay', (p) => p.isHidden('#play-end'), { touch: true });
  await page.waitForSelector('#play-end:not([hidden])', { timeout: 8_000 });
  assert.equal(await page.evaluate(() => window.__tones), 0);
  assert.deepEqual(await page.evaluate(() => window.__buzz), []);
  await page.reload();
  await page.waitForFunction(() => window.__boggle?.ready);
  await waitForMode(page);
  assert.equal(await page.isChecked('#play-alarm'), false);
  assertClean(record);
});

test('a phone with no sound to be had: Start still starts the round and its end still buzzes', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await page.addInitScript(() => {
    window.__buzz = [];
    navigator.vibrate = (pattern) => window.__buzz.push(pattern) > 0;
    // As a browser with no audio device, or past its limit of contexts, answers.
    window.AudioContext = class {
      constructor() {
        throw new DOMException('The audio device could not be opened.', 'NotSupportedError');
      }
    };
  });
  await openApp(page, `?playSeconds=2#play&board=${ALEX}&seconds=300`);
  await page.waitForSelector('#board-cover:not([hidden])');
  await page.tap('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  await page.waitForSelector('#play-end:not([hidden])', { timeout: 8_000 });
  assert.ok(await page.evaluate(() => window.__buzz.some((b) => Array.isArray(b) && b.length >= 3)), 'the buzz');
  assertClean(record);
});
