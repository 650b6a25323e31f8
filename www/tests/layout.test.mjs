// The phone designed as one screen (issue 31), and the desktop beside it: a board link shows the
// whole board and its best word at once, where boards come from folded into "New board"; the
// board's band takes its own space and shrinks as the list scrolls, so nothing is ever covered; a
// tapped word's details open in one place and no word moves; the word grid is one Tab stop; the
// board turns for a player across the table; the camera fills the screen; an iPhone is told how to
// install; and offline tests cut the network for real.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { ARTIFACTS, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, coveredControls, inView, launchBrowser, openApp, openPage, openWordSettings, test, waitForWords, wordBoxes } from './helpers.mjs';
import { overflowing } from './l10n-page.mjs';

const freshPage = browserForThisFile();
const ALEX = 'alex/ande/ravi/erda';

/** Scrolls the part of the page that holds the lists (the phone's scroller, else the page) to `top`. */
async function scrollListTo(page, top) {
  await page.evaluate((top) => {
    const scroller = document.getElementById('scroller');
    const box = scroller && scroller.scrollHeight > scroller.clientHeight ? scroller : document.scrollingElement;
    box.scrollTop = top;
  }, top);
  // The band follows the scroll within a frame or two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Whether `selector`'s middle is where a thumb taps it: on screen, and the element itself is there, not
 * the tab bar or the scroller's edge.
 */
const reachable = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= innerHeight && Boolean(hit) && (hit === e || e.contains(hit));
});

/** The board's box: its tiles' outer edges. */
function boardBox(page) {
  return page.$$eval('#grid .cell', (cells) => {
    const boxes = cells.map((c) => c.getBoundingClientRect());
    return { top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)), left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)) };
  });
}

test('a board link on a phone: the whole board and the best word on the first screen; "New board" brings the start back in one tap', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, `#board=${ALEX}`);
  const words = await waitForWords(page);
  assert.equal(words[0].word, 'readied');
  const board = await boardBox(page);
  assert.ok(board.top >= 0 && board.bottom <= PHONE.height && board.left >= 0 && board.right <= PHONE.width, `the whole board is in view: ${JSON.stringify(board)}`);
  assert.ok(await inView(page, '#word-list button.word[data-word="readied"]'), 'the best word is on the first screen');
  assert.deepEqual(await coveredControls(page, '#word-list button.word[data-word="readied"]'), [], 'nothing covers it');
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page itself never scrolled');
  await page.screenshot({ path: `${ARTIFACTS}solved-390x844.png` });

  // Where boards come from is folded into the header's "New board": one tap shows it, one hides it.
  assert.equal(await page.isVisible('#scan'), false);
  assert.equal(await page.getAttribute('#start-toggle', 'aria-expanded'), 'false');
  await page.tap('#start-toggle');
  assert.ok(await inView(page, '#scan'), 'the start actions are back on screen');
  assert.equal(await page.getAttribute('#start-toggle', 'aria-expanded'), 'true');
  assert.deepEqual(await axeViolations(page), []);
  await page.tap('#start-toggle');
  assert.equal(await page.isVisible('#scan'), false);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('a board link on a desktop: the board and its words side by side, both in view', async () => {
  const { page, record } = await freshPage({ viewport: DESKTOP });
  await openApp(page, `#board=${ALEX}`);
  await waitForWords(page);
  const board = await boardBox(page);
  const panel = await page.$eval('#solve-panel', (p) => p.getBoundingClientRect().toJSON());
  assert.ok(board.right < panel.left, `the words are beside the board: ${board.right} < ${panel.left}`);
  assert.ok(board.bottom <= DESKTOP.height, 'the whole board is in view');
  assert.ok(await inView(page, '#word-list button.word[data-word="readied"]'), 'the best word is in view');
  assert.equal(await page.isVisible('#scan'), false, 'the start is folded on a desktop too');
  await page.screenshot({ path: `${ARTIFACTS}solved-1280x800.png` });
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('on a phone the board is a band of its own: it shrinks as the list scrolls and no word or box is ever covered', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, `#board=${ALEX}`);
  await waitForWords(page);
  const full = await boardBox(page);
  for (const top of [0, 60, 200, 700, 1500, 100_000]) {
    await scrollListTo(page, top);
    assert.deepEqual(await coveredControls(page), [], `scrolled to ${top}`);
    // The band and what scrolls below it never overlap.
    const [band, scroller] = await page.evaluate(() => ['board-band', 'scroller'].map((id) => document.getElementById(id)?.getBoundingClientRect().toJSON()));
    assert.ok(band && scroller && band.bottom <= scroller.top + 1, `the band takes its own space: ${band?.bottom} <= ${scroller?.top}`);
    assert.ok(await inView(page, '#grid'), 'the board stays in view');
  }
  const small = await boardBox(page);
  assert.ok(small.bottom - small.top < (full.bottom - full.top) * 0.6, `the band shrank: ${small.bottom - small.top} of ${full.bottom - full.top}`);
  await page.screenshot({ path: `${ARTIFACTS}band-scrolled-390x844.png` });
  await scrollListTo(page, 0);
  const again = await boardBox(page);
  assert.ok(Math.abs(again.bottom - again.top - (full.bottom - full.top)) < 2, 'back at the top, the board is whole again');

  // Every control, brought into view as the keyboard's focus would bring it, is uncovered: the
  // dictionary menu and the house list too.
  await openWordSettings(page);
  const controls = await page.$$eval('#solve-panel :is(input, select, textarea, button.word)', (all) => all.map((c, i) => (c.id ? `#${c.id}` : `#solve-panel :is(input, select, textarea, button.word) >> nth=${i}`)));
  for (const selector of controls.filter((_, i) => i % 7 === 0 || !controls[i].includes('nth='))) {
    const control = page.locator(selector).first();
    if (!(await control.isVisible())) continue;
    await control.evaluate((c) => c.scrollIntoView({ block: 'nearest' }));
    await control.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.deepEqual(await coveredControls(page), [], `${selector} in view`);
  }
  // Typing in the house list: the band makes room, the box stays in view and uncovered.
  await page.focus('#house-allow');
  await page.evaluate(() => document.getElementById('house-allow').scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(100);
  assert.deepEqual(await coveredControls(page, '#house-allow'), []);
  assert.ok(await inView(page, '#house-allow'));
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

for (const viewport of [{ width: 375, height: 667 }, { width: 360, height: 640 }]) test(`a board link on a short phone (${viewport.width}x${viewport.height}): tiles a finger finds, the best word above the tab bar`, async () => {
  const { page, record } = await freshPage({ viewport, touch: true });
  await openApp(page, `#board=${ALEX}`);
  await waitForWords(page);
  await page.waitForTimeout(300);
  const cell = await page.$eval('#grid .cell', (c) => c.getBoundingClientRect().width);
  assert.ok(cell >= 30, `tiles of 2rem at least (${cell}px)`);
  assert.ok(await inView(page, '#word-list button.word[data-word="readied"]'), 'the best word is on the first screen');
  assert.deepEqual(await coveredControls(page, '#word-list button.word[data-word="readied"]'), [], 'nothing covers it');
  await page.screenshot({ path: `${ARTIFACTS}solved-${viewport.width}x${viewport.height}.png` });
  assertClean(record);
});

for (const [name, viewport] of [['390x844', PHONE], ['375x667', { width: 375, height: 667 }]]) {
  test(`Play on a phone (${name}): the round's length and Start on the first screen, then a board to swipe`, async () => {
    const { page, record } = await freshPage({ viewport, touch: true });
    await openApp(page);
    await page.locator('#mode-play').tap();
    await page.waitForSelector('#play-new', { state: 'visible' });
    assert.ok(await reachable(page, '#play-new'), 'Start a game is on the first screen, uncovered');
    assert.ok(await reachable(page, '#round-length input[value="300"] + span'), 'the round lengths are too');
    await page.locator('#play-new').tap();
    await page.waitForFunction(() => document.body.classList.contains('round-on'));
    await page.waitForTimeout(300); // the band's size follows on the next frame
    const cell = await page.$eval('#grid .cell', (c) => c.getBoundingClientRect().width);
    assert.ok(cell >= 56, `a round's tiles are big enough to swipe (${cell}px wide)`);
    for (const id of ['timer', 'play-pause', 'play-stop']) assert.ok(await reachable(page, `#${id}`), `#${id} on the first screen`);
    await page.screenshot({ path: `${ARTIFACTS}play-round-${name}.png` });
    assertClean(record);
  });
}

// The smallest in Spanish, whose labels are the longest.
for (const [viewport, locale] of [[{ width: 844, height: 390 }, 'en-US'], [{ width: 932, height: 430 }, 'en-US'], [{ width: 667, height: 375 }, 'es-ES']]) {
  const name = `${viewport.width}x${viewport.height}, ${locale}`;
  test(`a phone held sideways (${name}): the board at full height beside the list, a challenge started and played on it`, async () => {
    const { page, record } = await freshPage({ viewport, touch: true, locale });
    await openApp(page, `#board=${ALEX}`);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale.split('-')[0]);
    await page.waitForSelector('#word-list button.word[data-word="readied"]');
    await page.waitForTimeout(300);
    const board = await boardBox(page);
    const firstWord = await page.$eval('#word-list button.word', (b) => b.getBoundingClientRect().left);
    assert.ok(board.bottom <= viewport.height && board.top >= 0, `the whole board on screen (${JSON.stringify(board)})`);
    assert.ok(board.right < firstWord, 'the list beside the board, not under it');
    const cell = await page.$eval('#grid .cell', (c) => c.getBoundingClientRect().width);
    assert.ok(cell >= 56, `tiles a finger finds (${cell}px)`);
    for (const mode of ['solve', 'play', 'score', 'history']) assert.ok(await reachable(page, `#mode-${mode}`), `the ${mode} tab in reach`);
    assert.deepEqual(await overflowing(page), [], 'nothing wider than the screen, no text clipped');
    if (viewport.width >= 800) assert.ok(await inView(page, '#word-list button.word[data-word="readied"]'), 'the best word on the first screen');
    // The list scrolls beside a board that keeps its size.
    await scrollListTo(page, 400);
    assert.equal((await page.$eval('#grid .cell', (c) => c.getBoundingClientRect().width)), cell, 'the board does not shrink');
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${ARTIFACTS}sideways-solved-${viewport.width}x${viewport.height}.png` });

    await page.evaluate((board) => (location.hash = `#play&board=${board}&seconds=300`), ALEX);
    await page.waitForSelector('#board-cover:not([hidden])');
    assert.ok(await reachable(page, '#board-cover-button'), "the cover's Start in reach");
    assert.ok(await reachable(page, '#play-new'), "the panel's Start in reach");
    await page.locator('#play-new').tap();
    await page.waitForSelector('#play-running:not([hidden])');
    await page.waitForTimeout(300);
    const roundCell = await page.$eval('#grid .cell', (c) => c.getBoundingClientRect().width);
    assert.ok(roundCell >= 56, `a round's tiles are big enough to swipe (${roundCell}px)`);
    for (const id of ['timer', 'play-pause', 'play-stop']) assert.ok(await reachable(page, `#${id}`), `#${id} on the first screen`);
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${ARTIFACTS}sideways-round-${viewport.width}x${viewport.height}.png` });
    assertClean(record);
  });
}

test('a challenge on a phone keeps its board on the first screen, covered until its Start', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, `#play&board=${ALEX}&seconds=300&min=3&dict=enable2k&beat=12`);
  await page.waitForSelector('#board-cover:not([hidden])');
  assert.ok(await inView(page, '#board-cover-button'), 'the cover\'s Start is on the first screen');
  assert.deepEqual(await coveredControls(page, '#board-cover-button'), []);
  await page.tap('#board-cover-button');
  await page.waitForSelector('#play-running:not([hidden])');
  assertClean(record);
});

test('in Score a game on a phone, the list being typed is never under the board', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, `#board=${ALEX}`);
  await waitForWords(page);
  await page.click('#mode-score');
  await page.fill('#player-words-0', 'vexed read');
  await page.fill('#player-words-1', 'readied dare');
  for (const id of ['player-words-0', 'player-words-1', 'player-name-1']) {
    await page.focus(`#${id}`);
    // Where a browser may put a box it brings into view: at the top of what scrolls.
    await page.evaluate((id) => document.getElementById(id).scrollIntoView({ block: 'start' }), id);
    await page.waitForTimeout(100);
    assert.deepEqual(await coveredControls(page), [], id);
    assert.ok(await inView(page, `#${id}`), `${id} in view`);
  }
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`tapping a word shows its meaning in one fixed place and moves no word (${name})`, async () => {
    const { page, record } = await freshPage({ viewport, touch: name === 'phone' });
    await openApp(page, `#board=${ALEX}`);
    await waitForWords(page);
    await scrollListTo(page, 250);
    const before = await wordBoxes(page);
    // Two words wholly in view, in the middle of the list's visible part.
    const visible = await page.$$eval('#word-list button.word', (buttons) => buttons.filter((b) => {
      const r = b.getBoundingClientRect();
      const scroller = document.getElementById('scroller');
      const area = scroller && scroller.scrollHeight > scroller.clientHeight ? scroller.getBoundingClientRect() : { top: 0, bottom: innerHeight };
      const list = document.getElementById('word-list').getBoundingClientRect();
      return r.top >= Math.max(area.top, list.top) + 10 && r.bottom <= Math.min(area.bottom, list.bottom, innerHeight) - 10;
    }).map((b) => b.dataset.word));
    assert.ok(visible.length >= 4, visible.join(' '));
    for (const word of [visible[Math.floor(visible.length / 2)], visible[1]]) {
      const button = page.locator(`#word-list button.word[data-word="${word}"]`);
      if (name === 'phone') await button.tap();
      else await button.click();
      await page.waitForFunction((w) => document.querySelector('#word-details strong')?.textContent === w && document.querySelector('#word-details .definition')?.textContent && !/Looking it up/.test(document.querySelector('#word-details .definition').textContent), word);
      const after = await wordBoxes(page);
      const moved = Math.max(...after.map((b, i) => Math.max(Math.abs(b.x - before[i].x), Math.abs(b.y - before[i].y))));
      assert.ok(moved <= 2, `tapping “${word}” moved a word by ${moved}px`);
      assert.ok(await inView(page, '#word-details'), 'the details are on screen');
      // What the word means is what a player asks: its first line shows before the box is scrolled.
      const meaningShown = await page.evaluate(() => {
        const box = document.getElementById('word-details');
        const first = box.querySelector('.definition-senses li, .definition p');
        const { top } = first.getBoundingClientRect();
        const shown = box.getBoundingClientRect();
        // Its first line, not all of it: a long sense wraps.
        return box.scrollTop === 0 && top >= shown.top && top + parseFloat(getComputedStyle(first).fontSize) * 1.2 <= shown.bottom;
      });
      assert.ok(meaningShown, `the meaning of “${word}” begins in the box, unscrolled`);
      assert.equal(await page.locator('#word-list .definition').count(), 0, 'nothing opens inside the list');
      assert.ok((await page.locator('#grid .cell.on-path').count()) >= 3, 'its path is drawn');
    }
    assert.match(await page.textContent('#word-details'), /letters, \d+ points?/);
    await page.screenshot({ path: `${ARTIFACTS}word-details-${viewport.width}x${viewport.height}.png` });
    assert.deepEqual(await axeViolations(page), []);
    assertClean(record);
  });
}

/** The elements Tab stops at, in order (visible, enabled, tabindex >= 0, not in a closed <details>). */
function tabStops(page) {
  return page.evaluate(() => [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')].filter((e) => {
    if (e.tabIndex < 0 || e.disabled || e.closest('[hidden], dialog:not([open])')) return false;
    // A closed <details> lets Tab reach its summary only.
    for (let d = e.closest('details:not([open])'); d; d = d.parentElement?.closest('details:not([open])')) {
      if (!d.querySelector(':scope > summary')?.contains(e)) return false;
    }
    const style = getComputedStyle(e);
    return style.visibility !== 'hidden' && (e.offsetWidth > 0 || e.offsetHeight > 0 || e.getClientRects().length > 0);
  }).map((e) => e.id || e.dataset.word || e.tagName.toLowerCase()));
}

test('the word grid is one Tab stop moved through with the arrow keys; names hold what is shown; no timing noise', async () => {
  const { page, record } = await freshPage({ viewport: DESKTOP });
  await openApp(page, `#board=${ALEX}`);
  const words = (await waitForWords(page)).map((w) => w.word);
  const stops = await tabStops(page);
  const inList = stops.filter((s) => words.includes(s));
  assert.deepEqual(inList, ['readied'], 'one word is a Tab stop');
  assert.ok(stops.length <= 60, `${stops.length} Tab stops on a solved page: ${stops.join(' ')}`);
  assert.doesNotMatch(await page.textContent('#summary'), /µs|\bms\b|found in/);

  // Tab reaches the list once; the arrows go along rows and down columns, Home and End to the ends.
  await page.focus('#check-form button[type=submit]');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => document.activeElement.dataset.word ?? document.activeElement.id ?? document.activeElement.tagName);
  assert.equal(await focused(), 'readied');
  const columns = await page.$$eval('#word-list button.word', (b) => b.filter((x) => x.offsetTop === b[0].offsetTop).length);
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), words[1]);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), words[1 + columns]);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), words[columns]);
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), words[0]);
  await page.keyboard.press('End');
  assert.equal(await focused(), words.at(-1));
  await page.keyboard.press('Enter');
  await page.waitForFunction((w) => document.querySelector('#word-details strong')?.textContent === w, words.at(-1));
  await page.keyboard.press('Tab');
  assert.ok(!words.includes(await focused()), 'the next Tab leaves the list');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), words.at(-1), 'and Shift+Tab comes back to the word last chosen');

  // The counts by length are named by what they show ("3 letters 39 words").
  const chips = await page.$$eval('#solve-lengths button', (b) => b.map((x) => x.textContent.replace(/\s+/g, ' ').trim()));
  assert.equal(chips[0], 'All 107 words');
  assert.ok(chips.includes('7 letters 1 word'), chips.join(' | '));
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('the board turns for a player across the table: tiles, names, typing and a path follow', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, `#board=${ALEX}`);
  await waitForWords(page);
  const shownRows = () => page.$$eval('#grid .cell-input', (inputs) => {
    const rows = new Map();
    for (const input of inputs) {
      const r = input.getBoundingClientRect();
      const key = Math.round(r.top);
      rows.set(key, [...(rows.get(key) ?? []), [r.left, input.value]]);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row.sort((a, b) => a[0] - b[0]).map(([, v]) => v).join('').toLowerCase());
  });
  assert.deepEqual(await shownRows(), ['alex', 'ande', 'ravi', 'erda']);
  await page.tap('#rotate-board');
  // A quarter turn clockwise: the left column, read from the bottom, is the top row now.
  assert.deepEqual(await shownRows(), ['eraa', 'ranl', 'dvde', 'aiex']);
  assert.match(await page.textContent('#status-text'), /quarter turn clockwise/);
  // Cells are named where they are shown: the top-left one holds the E of the old bottom-left.
  assert.equal(await page.$eval('#grid .cell-input', (input) => input.getAttribute('aria-label')), 'Row 1, column 1: E');
  // A word's path is drawn through the turned tiles.
  await page.tap('#word-list button.word[data-word="vexed"]');
  const path = await page.$$eval('#grid .cell.on-path', (cells) => cells.map((c) => c.querySelector('.cell-input').value).sort().join(''));
  assert.equal(path, 'DEEVX');
  const line = await page.$eval('#path-overlay polyline', (p) => p.getAttribute('points').split(' ').length);
  assert.equal(line, 5);
  // Typing follows the board as shown: the first cell shown is the old bottom-left.
  await page.focus('#grid .cell-input >> nth=0');
  await page.keyboard.type('b');
  await page.waitForFunction(() => window.__boggle.boardText() === 'alex/ande/ravi/brda');
  // The band shrinks with the turned board in it.
  await scrollListTo(page, 100_000);
  assert.ok(await inView(page, '#grid'));
  assert.deepEqual(await shownRows(), ['braa', 'ranl', 'dvde', 'aiex']);
  await page.screenshot({ path: `${ARTIFACTS}rotated-390x844.png` });
  // Three more turns: upright again.
  for (let i = 0; i < 3; i++) await page.tap('#rotate-board');
  assert.deepEqual(await shownRows(), ['alex', 'ande', 'ravi', 'brda']);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('the camera fills the screen, the outline over the picture, the buttons in reach', async () => {
  const browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
  try {
    const { page, record } = await openPage(browser, { viewport: PHONE, touch: true, permissions: ['camera'] });
    await openApp(page);
    await page.tap('#scan');
    await page.waitForSelector('#camera-dialog[open]');
    await page.waitForFunction(() => document.getElementById('camera-video').videoWidth > 0);
    const boxes = await page.evaluate(() => Object.fromEntries(['camera-dialog', 'camera-video', 'camera-overlay', 'camera-capture', 'camera-close'].map((id) => [id, document.getElementById(id).getBoundingClientRect().toJSON()])));
    for (const id of ['camera-dialog', 'camera-video', 'camera-overlay']) {
      const b = boxes[id];
      assert.ok(b.left <= 0 && b.top <= 0 && b.right >= PHONE.width && b.bottom >= PHONE.height, `${id} fills the screen: ${JSON.stringify(b)}`);
    }
    assert.deepEqual(await page.$eval('#camera-overlay', (c) => getComputedStyle(c).objectFit), await page.$eval('#camera-video', (v) => getComputedStyle(v).objectFit), 'the outline is fitted as the picture is');
    for (const id of ['camera-capture', 'camera-close']) assert.ok(boxes[id].bottom <= PHONE.height && boxes[id].height >= 44, `${id} in reach`);
    await page.screenshot({ path: `${ARTIFACTS}camera-390x844.png` });
    assert.deepEqual(await axeViolations(page), []);
    await page.tap('#camera-close');
    assertClean(record);
  } finally {
    await browser.close();
  }
});

test('on an iPhone, where no install prompt exists, the header says how to add the app to the home screen', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    // Safari has no beforeinstallprompt.
    await page.addInitScript(() => {
      delete window.onbeforeinstallprompt;
      delete Window.prototype.onbeforeinstallprompt;
    });
    await openApp(page);
    assert.equal(await page.isVisible('#install'), true);
    await page.tap('#install');
    await page.waitForSelector('#install-hint:not([hidden])');
    assert.match(await page.textContent('#install-hint'), /Share.*Add to Home Screen/s);
    await page.screenshot({ path: `${ARTIFACTS}install-hint-390x844.png` });
    assert.deepEqual(await axeViolations(page), []);
    await page.tap('#install-hint-close');
    assert.equal(await page.isVisible('#install-hint'), false);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('offline tests cut the network for real: none relies on context.setOffline alone', () => {
  const dir = new URL('./', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => /\.(test\.)?mjs$/.test(f) && f !== 'helpers.mjs')) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    // setOffline is only ever called by helpers.cuttableApp, which also shuts the server's door.
    assert.doesNotMatch(text, /\.setOffline\(/, `${file} calls setOffline itself: use cuttableApp()`);
  }
});
