// The photo review: a real photo on which no grid is found stays on screen, its grid's corners are
// dragged (mouse, then keyboard at phone size) onto the board and it is read right; a doubtful tile is
// checked with one tap and a top-three choice, the rest accepted with "All look right"; a picture with no
// board keeps the ways out; a far board in a small photo is found in it enlarged; a photo with a rotated EXIF
// orientation lines up with what Rust read.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ARTIFACTS, PHOTOS, assertClean, axeViolations, browserForThisFile, chooseFiles, coveredControls, labelOf, openApp, settledClick, tapWord, test, tilesOf, waitForWords } from './helpers.mjs';

/**
 * A labelled 4x4 photo of a far, tilted board which, turned 30 degrees clockwise on a canvas, gives no board (9 of
 * its 16 dice read as not dice on the best grid found; `boggle recognize` on the same PNG says so).
 */
const NO_GRID = 'images/cc36fa7ce5fea9d69ca992e4ebc50765.jpg';
const NO_GRID_TURN = 30;
/** A labelled 4x4 photo of the same far board, 416 px: found only in the photo enlarged (the `enlarged` look). */
const SMALL_FAR = 'images/b7ca9d162b1d51d4d1156c139c4a7aa4.jpg';
/** A labelled 4x4 photo read with doubtful tiles, one of them wrong. */
const DOUBTFUL = 'images/55bbec5158c9cf0889c6d564cfa2826c.jpg';
/** A labelled 4x4 photo, motion-blurred: most of its tiles are doubtful, so Rust marks every one. */
const BLURRED = 'images/0bb2b5bbc6c6696bc20f4c1808a67f89.jpg';
/** A labelled 4x4 photo read exactly right. */
const CLEAR = 'images/00a545913dc5c49d43ac2711bd534720.jpg';
const PHONE = { width: 390, height: 844 };

const freshPage = browserForThisFile();

/**
 * The grid's four outer corners in photo pixels (top-left, top-right, bottom-right, bottom-left), from the
 * labelled dice: the least-squares affine grid through their box centres, half a cell out from the outer ones.
 */
function labelledCorners(image) {
  const tiles = tilesOf(image);
  const rows = Math.max(...tiles.map((t) => t.row)) + 1;
  const cols = Math.max(...tiles.map((t) => t.col)) + 1;
  const fit = (k) => {
    // Normal equations of v = o + col * u + row * w.
    const m = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
    const b = [0, 0, 0];
    for (const t of tiles) {
      const a = [1, t.col, t.row];
      const v = (t.box[k] + t.box[k + 2]) / 2;
      for (let i = 0; i < 3; i++) {
        b[i] += a[i] * v;
        for (let j = 0; j < 3; j++) m[i][j] += a[i] * a[j];
      }
    }
    const det = (q) => q[0][0] * (q[1][1] * q[2][2] - q[1][2] * q[2][1]) - q[0][1] * (q[1][0] * q[2][2] - q[1][2] * q[2][0]) + q[0][2] * (q[1][0] * q[2][1] - q[1][1] * q[2][0]);
    return [0, 1, 2].map((i) => det(m.map((row, r) => row.map((x, c) => (c === i ? b[r] : x)))) / det(m));
  };
  const [x, y] = [fit(0), fit(1)];
  const at = (c, r) => [x[0] + c * x[1] + r * x[2], y[0] + c * y[1] + r * y[2]];
  return [at(-0.5, -0.5), at(cols - 0.5, -0.5), at(cols - 0.5, rows - 0.5), at(-0.5, rows - 0.5)];
}

/** Photo pixels to page pixels, as the photo is shown now. */
async function photoToPage(page, width) {
  const box = await page.locator('#photo-stage').boundingBox();
  const scale = box.width / width;
  return ([x, y]) => [box.x + x * scale, box.y + y * scale];
}

async function handleCentre(page, index) {
  const box = await page.locator('.corner-handle').nth(index).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/**
 * `image` turned `degrees` clockwise about its centre by the page's canvas, grown to hold it (corners grey), as a
 * PNG: its bytes, width, and a map from the photo's pixels to the turned one's.
 */
async function turnedPhoto(page, image, degrees) {
  const source = readFileSync(`${PHOTOS}${image}`).toString('base64');
  const { png, width, height, w, h } = await page.evaluate(async ([b64, deg]) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const a = (deg * Math.PI) / 180;
    const [cos, sin] = [Math.abs(Math.cos(a)), Math.abs(Math.sin(a))];
    const width = Math.ceil(bitmap.width * cos + bitmap.height * sin);
    const height = Math.ceil(bitmap.width * sin + bitmap.height * cos);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#808080';
    context.fillRect(0, 0, width, height);
    context.translate(width / 2, height / 2);
    context.rotate(a);
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    const png = Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
    return { png, width, height, w: bitmap.width, h: bitmap.height };
  }, [source, degrees]);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const turn = ([x, y]) => {
    const [dx, dy] = [x - w / 2, y - h / 2];
    return [cos * dx - sin * dy + width / 2, sin * dx + cos * dy + height / 2];
  };
  return { buffer: Buffer.from(png), width, turn };
}

/**
 * Uploads `NO_GRID` turned, on which the reader finds no board, and waits for the corner handles. Returns the
 * photo's width as the worker read it and the label's grid corners on it.
 */
async function failedPhoto(page) {
  const { buffer, width, turn } = await turnedPhoto(page, NO_GRID, NO_GRID_TURN);
  await page.setInputFiles('#photo-input', { name: 'turned.png', mimeType: 'image/png', buffer });
  await page.waitForSelector('#photo-review.failed');
  await page.waitForSelector('.corner-handle:not([hidden])');
  await page.waitForFunction(() => document.getElementById('photo-image').naturalWidth > 0);
  return { width, corners: labelledCorners(NO_GRID).map(turn) };
}

/** Drags each corner handle with the mouse to `targets` (photo pixels of a photo `width` wide). */
async function dragCorners(page, width, targets) {
  for (const [index, corner] of targets.entries()) {
    const [x, y] = (await photoToPage(page, width))(corner);
    const [hx, hy] = await handleCentre(page, index);
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    await page.mouse.move(x, y, { steps: 8 });
    await page.mouse.up();
    const [nx, ny] = await handleCentre(page, index);
    assert.ok(Math.hypot(nx - x, ny - y) < 1.5, `corner ${index} followed the mouse: ${[nx, ny]} vs ${[x, y]}`);
  }
}

async function boardAfterRead(page) {
  await page.waitForFunction(() => window.__boggle.lastScan?.look === 'marked', null, { timeout: 60_000 });
  return page.evaluate(() => window.__boggle.boardText());
}

test('no grid found: the photo stays, its corners are dragged with the mouse onto the board, and it reads right', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  const failed = await failedPhoto(page);
  assert.match(await page.textContent('#photo-message'), /The photo could not be read: /);
  for (const id of ['#photo-stage', '#photo-another', '#photo-type', '#corner-read', '#corner-size']) {
    assert.ok(await page.isVisible(id), `${id} is shown`);
  }
  const labels = await page.$$eval('.corner-handle', (hs) => hs.map((h) => h.getAttribute('aria-label')));
  assert.deepEqual(labels.map((l) => l.split(':')[0]), ['Top-left corner of the grid', 'Top-right corner of the grid', 'Bottom-right corner of the grid', 'Bottom-left corner of the grid']);
  for (const handle of await page.$$('.corner-handle')) {
    const box = await handle.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `a 44 px target: ${JSON.stringify(box)}`);
  }
  const width = await page.evaluate(() => Number(document.getElementById('photo-overlay').viewBox.baseVal.width));
  assert.equal(width, failed.width, 'the photo as the worker read it');
  await page.locator('#photo-stage').scrollIntoViewIfNeeded();
  await dragCorners(page, width, failed.corners);
  assert.equal(await page.$$eval('#photo-overlay .marked-grid line', (lines) => lines.length), 10, 'a 4x4 grid drawn between the corners');
  await page.selectOption('#corner-size', '4x4');
  await page.click('#corner-read');
  assert.equal(await boardAfterRead(page), labelOf(NO_GRID));
  assert.ok((await waitForWords(page)).length > 10);
  // Read: the photo stays, with the grid read drawn on it and the handles gone.
  assert.ok(await page.isVisible('#photo-image'));
  assert.equal(await page.$$eval('#photo-overlay .die', (dice) => dice.length), 16);
  assert.ok(await page.isHidden('.corner-handle'));
  assert.ok(await page.isVisible('#photo-fix'));
  assertClean(record);
});

test('at phone size, the corners are moved with the keyboard alone and the board reads right', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  const failed = await failedPhoto(page);
  for (const [index, corner] of failed.corners.entries()) {
    // Focus scrolls the handle into view: where the photo is on the page is measured after it.
    await page.locator('.corner-handle').nth(index).focus();
    // As a person does, looking again after each go: the photo may move on the page meanwhile (the
    // board's band settling after the focus), and the keys move the handle in screen pixels.
    let off = Infinity;
    for (let go = 0; go < 3 && off >= 2; go++) {
      const [x, y] = (await photoToPage(page, failed.width))(corner);
      const [hx, hy] = await handleCentre(page, index);
      // One arrow press moves a screen pixel, ten with Shift.
      for (const [delta, minus, plus] of [[x - hx, 'ArrowLeft', 'ArrowRight'], [y - hy, 'ArrowUp', 'ArrowDown']]) {
        const key = delta < 0 ? minus : plus;
        const steps = Math.round(Math.abs(delta));
        for (let i = 0; i < Math.floor(steps / 10); i++) await page.keyboard.press(`Shift+${key}`);
        for (let i = 0; i < steps % 10; i++) await page.keyboard.press(key);
      }
      const [cx, cy] = (await photoToPage(page, failed.width))(corner);
      const [nx, ny] = await handleCentre(page, index);
      off = Math.hypot(nx - cx, ny - cy);
    }
    assert.ok(off < 2, `corner ${index} moved by keys to within ${off.toFixed(1)} px of its place`);
  }
  assert.match(await page.locator('.corner-handle').first().getAttribute('aria-label'), /^Top-left corner of the grid: \d+% across, \d+% down$/);
  await page.locator('#corner-read').focus();
  await page.keyboard.press('Enter');
  assert.equal(await boardAfterRead(page), labelOf(NO_GRID));
  await page.screenshot({ path: `${ARTIFACTS}photo-review-marked-phone.png`, fullPage: true });
  assertClean(record);
});

/** The 8 ways a board can be turned or mirrored, as index maps on an n x n board. */
function symmetries(n) {
  const maps = [];
  for (const mirror of [false, true]) {
    for (let turn = 0; turn < 4; turn++) {
      maps.push((r, c) => {
        let [rr, cc] = mirror ? [r, n - 1 - c] : [r, c];
        for (let k = 0; k < turn; k++) [rr, cc] = [cc, n - 1 - rr];
        return rr * n + cc;
      });
    }
  }
  return maps;
}

test('a doubtful tile: one tap shows the die from the photo and its top three, a choice fixes it; "All look right" accepts the rest', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${DOUBTFUL}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const scan = await page.evaluate(() => window.__boggle.lastScan);
  // The label in the orientation the reader chose: the one that agrees best tile by tile.
  const label = labelOf(DOUBTFUL).replaceAll('/', '').replaceAll('q', 'Q').split('').map((c) => (c === 'Q' ? 'qu' : c));
  const read = scan.tiles.map((t) => t.text);
  const oriented = symmetries(4)
    .map((map) => read.map((_, k) => label[map(Math.floor(k / 4), k % 4)]))
    .sort((a, b) => b.filter((t, k) => t === read[k]).length - a.filter((t, k) => t === read[k]).length)[0];
  const wrong = read.map((t, k) => (t === oriented[k] ? -1 : k)).filter((k) => k >= 0);
  const doubtful = scan.tiles.map((t, k) => (t.doubtful ? k : -1)).filter((k) => k >= 0);
  assert.ok(doubtful.length > 0, 'this photo has doubtful tiles');
  assert.ok(wrong.every((k) => doubtful.includes(k)), `every wrong tile is marked: wrong ${wrong}, marked ${doubtful}`);
  const marked = await page.$$eval('#grid .cell', (cells) => cells.map((c, k) => (c.classList.contains('doubtful') ? k : -1)).filter((k) => k >= 0));
  assert.deepEqual(marked, doubtful);
  assert.match(await page.textContent('#doubts-text'), new RegExp(`^${doubtful.length} tiles? marked`));

  // Read far down the words first, as a person would: the board is small in its band by then.
  await page.evaluate(() => {
    const scroller = document.getElementById('scroller');
    const box = scroller && scroller.scrollHeight > scroller.clientHeight ? scroller : document.scrollingElement;
    box.scrollTop = box.scrollHeight;
  });
  await page.waitForTimeout(200);
  // One tap on a marked tile (the wrong one if any): the die from the photo and up to three faces, no "not a die".
  const target = wrong[0] ?? doubtful[0];
  await page.locator('#grid .cell-input').nth(target).tap().catch(() => page.locator('#grid .cell-input').nth(target).click());
  await page.waitForSelector('#tile-check:not([hidden])');
  const check = await page.evaluate(() => {
    const die = document.querySelector('#tile-check .tile-check-die');
    const { data } = die.getContext('2d').getImageData(die.width / 3, die.height / 3, die.width / 3, die.height / 3);
    // A die's face is white or grey with a dark letter; the orange tray around it is strongly coloured.
    let grey = 0;
    for (let i = 0; i < data.length; i += 4) grey += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) < 60 ? 1 : 0;
    const choices = [...document.querySelectorAll('#tile-check .tile-choice')];
    return {
      dieSide: die.getBoundingClientRect().width,
      greyShare: grey / (data.length / 4),
      choices: choices.map((b) => b.dataset.tile),
      sizes: [...document.querySelectorAll('#tile-check button')].map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
      // The names screen readers and voice commands use: what the button shows, then the rest.
      labels: choices.map((b) => b.textContent.replace(/\s+/g, ' ').trim()),
      inView: document.getElementById('tile-check').getBoundingClientRect().right <= window.innerWidth,
      // A sheet at the foot of the screen, its text at full size (not inside the small board).
      sheet: document.getElementById('tile-check').getBoundingClientRect().toJSON(),
      titleLine: document.querySelector('#tile-check .tile-check-title').getBoundingClientRect().height,
      letter: document.querySelector('#tile-check .tile-choice-letter').getBoundingClientRect().height,
      cell: document.querySelectorAll('#grid .cell')[Number(document.querySelector('#grid .cell-input[aria-describedby="tile-check-title"]')?.closest('.cell').dataset.index)].getBoundingClientRect().toJSON(),
    };
  });
  await page.screenshot({ path: `${ARTIFACTS}photo-review-tile-check-phone.png`, fullPage: true });
  assert.ok(check.dieSide >= 100, `the die enlarged: ${check.dieSide}`);
  assert.ok(check.greyShare > 0.8, `the middle is the die, cut from the photo along its quad: ${check.greyShare}`);
  assert.ok(check.choices.length >= 1 && check.choices.length <= 3 && check.choices.every((t) => t !== ''), JSON.stringify(check.choices));
  assert.deepEqual(check.choices, scan.tiles[target].choices.map((c) => c.text));
  assert.ok(check.sizes.every(([w, h]) => w >= 44 && h >= 44), JSON.stringify(check.sizes));
  assert.ok(check.labels.every((l) => /^\S+ \d+% likely/.test(l)), JSON.stringify(check.labels));
  assert.ok(check.inView, 'the check fits the phone screen');
  assert.ok(Math.abs(check.sheet.bottom - PHONE.height) <= 1 && check.sheet.width >= PHONE.width - 2, `a sheet along the foot of the screen: ${JSON.stringify(check.sheet)}`);
  assert.ok(check.titleLine >= 18 && check.letter >= 24, `readable: a line of ${check.titleLine}px, letters of ${check.letter}px`);
  assert.ok(check.cell.top >= 0 && check.cell.bottom <= check.sheet.top, 'the tile being checked stays in view above the sheet');
  assert.deepEqual(await axeViolations(page), [], 'the tile check');

  // The right face if it is among the three (the reader's runner-ups), else the first: the tile takes it.
  const right = wrong.length ? oriented[target] : null;
  const chosen = check.choices.includes(right) ? right : check.choices[0];
  await page.locator(`#tile-check .tile-choice[data-tile="${chosen}"]`).tap().catch(() => page.locator(`#tile-check .tile-choice[data-tile="${chosen}"]`).click());
  assert.equal(await page.evaluate((k) => window.__boggle.boardText().replaceAll('/', '')[k], target), chosen === 'qu' ? 'q' : chosen);
  const stillMarked = await page.$$eval('#grid .cell.doubtful', (cells) => cells.length);
  assert.equal(stillMarked, doubtful.length - 1);

  // Keyboard: the next marked tile has focus and its check open; Tab goes into the choices, Escape out.
  if (stillMarked) {
    await page.waitForSelector('#tile-check:not([hidden])');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.getElementById('tile-check').contains(document.activeElement) ? 'in the check' : document.activeElement.outerHTML.slice(0, 200)));
    assert.equal(focused, 'in the check');
    await page.keyboard.press('Escape');
    assert.ok(await page.isHidden('#tile-check'));
    await settledClick(page, '#doubts-accept', (page) => page.isHidden('#doubts'));
  }
  assert.ok(await page.isHidden('#doubts'));
  assert.equal(await page.$$eval('#grid .cell.doubtful', (cells) => cells.length), 0);
  assert.ok((await waitForWords(page)).length > 5);
  assertClean(record);
});

test('Score a game on a photo with tiles still marked: keeping the round asks first, and "Check the tiles" opens one', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${DOUBTFUL}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const marked = await page.locator('#grid .cell.doubtful').count();
  assert.ok(marked > 0, 'this photo has tiles to check');
  await page.tap('#mode-score');
  await page.fill('#player-words-0', 'tea sea');
  await page.waitForFunction(() => /\d+ points? from/.test(document.getElementById('score-players').textContent));
  await page.locator('#score-next').tap();
  await page.waitForSelector('#confirm-dialog[open]');
  assert.equal(await page.textContent('#confirm-title'), `${marked} tiles are still to check`);
  assert.match(await page.textContent('#confirm-message'), /misread tile changes which words count/);
  await page.click('#confirm-no');
  await page.waitForSelector('#tile-check:not([hidden])');
  assert.equal(await page.$eval('#player-words-0', (t) => t.value), 'tea sea', 'the list is still there');
  // Once the tiles are accepted the round is kept without a question.
  await page.keyboard.press('Escape');
  await page.click('#doubts-accept');
  await page.click('#score-next');
  await page.waitForFunction(() => /Round 1 kept/.test(document.getElementById('status-text').textContent));
  assert.equal(await page.locator('#confirm-dialog[open]').count(), 0);
  assertClean(record);
});

test('a photo mostly unreadable: every tile is marked, and the person is told why', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${BLURRED}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const scan = await page.evaluate(() => window.__boggle.lastScan);
  assert.ok(scan.tiles.every((t) => t.doubtful), JSON.stringify(scan.tiles.map((t) => [t.text, t.confidence])));
  const marked = await page.$$eval('#grid .cell.doubtful', (cells) => cells.length);
  assert.equal(marked, scan.tiles.length);
  assert.equal(scan.wholeBoardDoubt?.name, 'hard-to-read');
  assert.match(await page.textContent('#doubts-text'), /^16 tiles marked: .* hard to read, so every tile was marked/);
  // Accepting them all leaves no marks and no warning.
  await page.click('#doubts-accept');
  assert.equal(await page.$$eval('#grid .cell.doubtful', (cells) => cells.length), 0);
  assert.ok(await page.locator('#doubts').isHidden());
  assertClean(record);
});

test('a grid marked a row off the dice: every tile is marked, the person is told to fix the grid, and fixing it reads right', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${CLEAR}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  await page.waitForFunction(() => document.getElementById('photo-image').naturalWidth > 0);
  const width = await page.evaluate(() => window.__boggle.lastScan.width);
  const right = labelledCorners(CLEAR);
  // The same grid moved up by one row: its top row lies on the table above the board.
  // Corner k moves by a quarter of its side from `top` (a top corner) to `bottom`, upwards.
  const up = (k, top, bottom) => right[k].map((v, axis) => v - (right[bottom][axis] - right[top][axis]) / 4);
  const offByARow = [up(0, 0, 3), up(1, 1, 2), up(2, 1, 2), up(3, 0, 3)];
  await page.click('#photo-fix');
  await page.locator('#photo-stage').scrollIntoViewIfNeeded();
  await dragCorners(page, width, offByARow);
  await page.click('#corner-read');
  await page.waitForFunction(() => window.__boggle.lastScan?.look === 'marked', null, { timeout: 60_000 });
  const scan = await page.evaluate(() => window.__boggle.lastScan);
  assert.equal(scan.wholeBoardDoubt?.name, 'line-off', JSON.stringify(scan.tiles.map((t) => t.text)));
  assert.equal(await page.$$eval('#grid .cell.doubtful', (cells) => cells.length), 16);
  assert.match(await page.textContent('#doubts-text'), /^16 tiles marked: .* a line off the dice .*: fix the grid/);
  // The way on it names: fix the grid, onto the dice this time.
  await page.click('#photo-fix');
  await dragCorners(page, width, right);
  await page.click('#corner-read');
  await page.waitForFunction((before) => window.__boggle.lastScan?.micros !== before, scan.micros, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), labelOf(CLEAR));
  assert.equal(await page.evaluate(() => window.__boggle.lastScan.wholeBoardDoubt ?? 'none'), 'none');
  assert.ok(await page.locator('#doubts').isHidden());
  assertClean(record);
});

test('a far board in a small photo is found in the photo enlarged, and the person is told where', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  // 416 px, its dice about 20 px: no look finds it at the photo's own size.
  await page.setInputFiles('#photo-input', `${PHOTOS}${SMALL_FAR}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const scan = await page.evaluate(() => window.__boggle.lastScan);
  assert.equal(scan.look, 'enlarged');
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), labelOf(SMALL_FAR));
  for (const { row, col, box } of tilesOf(SMALL_FAR)) {
    const [cx, cy] = scan.tiles[row * 4 + col].quad.reduce(([x, y], [u, v]) => [x + u / 4, y + v / 4], [0, 0]);
    assert.ok(cx > box[0] && cx < box[2] && cy > box[1] && cy < box[3], `die ${row},${col} at ${[cx, cy]} lies in its box ${box}`);
  }
  assert.match(await page.textContent('#scan-trace'), /^Found in the photo enlarged, after reading \d+ grids?\.$/);
  assertClean(record);
});

test('a picture with no board stays on screen with the ways out: corners, Choose another, Type it', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  // A picture with no board in it: a smooth brown gradient, like a bare table.
  const blank = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, '#6b4b2a');
    gradient.addColorStop(1, '#d9c7a0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 600);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    return Array.from(bytes);
  });
  await page.setInputFiles('#photo-input', { name: 'table.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(blank) });
  await page.waitForSelector('#photo-review.failed');
  assert.match(await page.textContent('#photo-message'), /^The photo could not be read: \S/);
  await page.waitForFunction(() => document.getElementById('photo-image').naturalWidth === 800);
  for (const id of ['#photo-image', '#photo-another', '#photo-type', '#corner-read']) assert.ok(await page.isVisible(id), id);
  assert.equal(await page.locator('.corner-handle:visible').count(), 4, 'the handles start on a centred square');
  const corners = await page.$$eval('.corner-handle', (hs) => hs.map((h) => [parseFloat(h.style.left), parseFloat(h.style.top)]));
  // A square 60% of the photo's height, centred: 360 px of 800 across, 600 down.
  assert.deepEqual(corners.map(([x, y]) => [x.toFixed(1), y.toFixed(1)]), [['27.5', '20.0'], ['72.5', '20.0'], ['72.5', '80.0'], ['27.5', '80.0']]);
  assert.ok(await page.isHidden('#photo-advice'), 'no advice lines unless the reader gives some');

  // Type it: the grid takes the typing; the photo stays to look at.
  await page.click('#photo-type');
  assert.ok(await page.isHidden('.corner-handle'));
  assert.ok(await page.isVisible('#photo-image'));
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('cell-input')), true);
  await page.keyboard.type('alexanderavierda');
  assert.ok((await waitForWords(page)).length > 100);

  // Choose another: the gallery picker (no capture attribute: Scan is the camera), and a good photo reads.
  assert.equal(await page.getAttribute('#photo-input', 'capture'), null);
  await chooseFiles(page, '#photo-another', `${PHOTOS}${CLEAR}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), labelOf(CLEAR));
  assert.ok(await page.isHidden('#photo-review.failed'));
  assertClean(record);
});

test('a dark picture with no board: Rust\'s advice to retake is listed under it', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  const dark = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, '#050403');
    gradient.addColorStop(1, '#1a1510');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 600);
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer()));
  });
  await page.setInputFiles('#photo-input', { name: 'dark.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dark) });
  await page.waitForSelector('#photo-review.failed');
  await page.waitForSelector('#photo-advice:not([hidden])');
  const names = await page.$$eval('#photo-advice [data-advice]', (items) => items.map((i) => i.dataset.advice));
  assert.ok(names.includes('too-dark'), JSON.stringify(names));
  assert.match(await page.textContent('#photo-advice'), /Too dark/);
  assertClean(record);
});

test('a dim photo read with tiles to check: the advice to retake is listed under it; a lit one read clean gets none', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  // The labelled photo with two tiles to check, at a fifth of its light (the canvas filter, as a dim room).
  const source = readFileSync(`${PHOTOS}${DOUBTFUL}`).toString('base64');
  const dim = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.filter = 'brightness(0.2)';
    context.drawImage(bitmap, 0, 0);
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer()));
  }, source);
  await page.setInputFiles('#photo-input', { name: 'dim.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dim) });
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const scan = await page.evaluate(() => window.__boggle.lastScan);
  assert.ok(scan.tiles.some((t) => t.doubtful), JSON.stringify(scan.tiles.map((t) => [t.text, t.confidence])));
  assert.deepEqual(scan.advice.map((a) => a.name), ['too-dark']);
  await page.waitForSelector('#photo-advice:not([hidden])');
  assert.match(await page.textContent('#photo-advice'), /Too dark/);
  assert.ok(await page.isHidden('#photo-review.failed'));

  // The clear photo reads with nothing to check: no advice, and the list goes.
  await chooseFiles(page, '#photo-another', `${PHOTOS}${CLEAR}`);
  await page.waitForFunction(() => window.__boggle.lastScan?.tiles.every((t) => !t.doubtful), null, { timeout: 60_000 });
  assert.deepEqual(await page.evaluate(() => window.__boggle.lastScan.advice), []);
  assert.ok(await page.isHidden('#photo-advice'));
  assertClean(record);
});

test('a photo stored sideways with an EXIF orientation: read upright, its grid on the dice, and the grid can be fixed', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  // The labelled photo's pixels turned a quarter left, with EXIF orientation 6 (show turned a quarter right):
  // shown and read upright, it is the labelled photo again.
  const source = readFileSync(`${PHOTOS}${CLEAR}`).toString('base64');
  const turned = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const canvas = new OffscreenCanvas(bitmap.height, bitmap.width);
    const context = canvas.getContext('2d');
    context.translate(0, bitmap.width);
    context.rotate(-Math.PI / 2);
    context.drawImage(bitmap, 0, 0);
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
    // APP1 Exif: big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, 1, value 6.
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0];
    const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    const app1 = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
    return Array.from([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
  }, source);
  await page.setInputFiles('#photo-input', { name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(turned) });
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), labelOf(CLEAR));
  // The picture as shown is upright too (same size as Rust read), and each die's quad lies on its labelled box.
  await page.waitForFunction(() => document.getElementById('photo-image').naturalWidth > 0);
  const shown = await page.evaluate(() => {
    const image = document.getElementById('photo-image');
    return { width: image.naturalWidth, height: image.naturalHeight, scan: window.__boggle.lastScan };
  });
  assert.deepEqual([shown.width, shown.height], [shown.scan.width, shown.scan.height]);
  for (const { row, col, box } of tilesOf(CLEAR)) {
    const quad = shown.scan.tiles[row * 4 + col].quad;
    const [cx, cy] = quad.reduce(([x, y], [u, v]) => [x + u / 4, y + v / 4], [0, 0]);
    assert.ok(cx > box[0] && cx < box[2] && cy > box[1] && cy < box[3], `die ${row},${col} at ${[cx, cy]} lies in its box ${box}`);
  }
  // Fix the grid: the handles start on the grid found; read again unmoved, it gives the same board.
  await page.click('#photo-fix');
  assert.equal(await page.locator('.corner-handle:visible').count(), 4);
  await page.click('#corner-read');
  assert.equal(await boardAfterRead(page), labelOf(CLEAR));
  assertClean(record);
});

test('a tapped word’s path is drawn on the photo’s dice and said in words; moving the grid takes it away', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${CLEAR}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  const words = await waitForWords(page);
  // A read with nothing to check folds the photo on a phone: the best word is on the first screen.
  assert.ok(await page.isHidden('#photo-stage'), 'the photo is folded away');
  const best = await page.locator('#word-list button.word').first().boundingBox();
  const tabs = await page.locator('nav.mode-switch').boundingBox();
  assert.ok(best && best.y + best.height <= tabs.y, `the best word's bottom at ${best && best.y + best.height}, the tab bar's top at ${tabs.y}`);
  assert.deepEqual(await coveredControls(page, `#word-list button.word[data-word="${words[0].word}"]`), [], 'nothing covers it');
  assert.equal(await page.getAttribute('#photo-unfold', 'aria-expanded'), 'false');
  await page.tap('#photo-unfold');
  await page.waitForSelector('#photo-stage', { state: 'visible' });
  assert.ok(await page.isHidden('#photo-unfold'));
  const word = words[0].word;
  assert.equal(await page.locator('#photo-overlay .photo-path').count(), 0, 'no path before a word is tapped');
  await tapWord(page, word, { touch: true });
  await page.waitForSelector('#photo-overlay .photo-path polyline', { state: 'attached' });

  // Every point of the line is the centre of a die the reader found, one die per tile of the word, in order.
  const drawn = await page.evaluate(() => {
    const scan = window.__boggle.lastScan;
    const line = document.querySelector('#photo-overlay .photo-path polyline');
    const points = line.getAttribute('points').split(' ').map((p) => p.split(',').map(Number));
    const inside = (quad, [x, y]) => {
      // A convex quad: the point is on the same side of each edge.
      const sides = quad.map(([x0, y0], i) => {
        const [x1, y1] = quad[(i + 1) % 4];
        return Math.sign((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0));
      });
      return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
    };
    const dice = points.map((p) => scan.tiles.findIndex((t) => inside(t.quad, p)));
    const steps = [...document.querySelectorAll('#grid .cell.on-path')].length;
    return { dice, steps, outlined: document.querySelectorAll('#photo-overlay .photo-path .path-die').length };
  });
  assert.ok(drawn.dice.every((i) => i >= 0), `a point off every die: ${drawn.dice}`);
  assert.equal(new Set(drawn.dice).size, drawn.dice.length, 'no die twice');
  assert.equal(drawn.dice.length, drawn.steps, 'as many dice as tiles on the grid’s path');
  assert.equal(drawn.outlined, drawn.steps);
  const cols = await page.evaluate(() => window.__boggle.lastScan.cols);
  const said = await page.textContent('#photo-path');
  assert.match(said, new RegExp(`^“${word}” on the photo: `));
  const places = [...said.matchAll(/\(row (\d), column (\d)\)/g)].map((m) => (Number(m[1]) - 1) * cols + Number(m[2]) - 1);
  assert.deepEqual(places, drawn.dice, 'the words name the dice drawn, in order');
  await page.locator('#photo-stage').screenshot({ path: `${ARTIFACTS}photo-path-390x844.png` });
  assert.deepEqual(await axeViolations(page), []);

  // Moving the grid: the path waits for the new read, which it then follows.
  await page.click('#photo-fix');
  assert.equal(await page.locator('#photo-overlay .photo-path').count(), 0);
  assert.ok(await page.isHidden('#photo-path'));
  await page.click('#corner-read');
  await page.waitForFunction(() => document.getElementById('corner-tools').hidden, null, { timeout: 60_000 });
  // The same board read again: the word stays chosen, and its path is drawn on the new grid's dice;
  // the photo the person worked on stays open.
  await waitForWords(page);
  assert.ok(await page.isVisible('#photo-stage'), 'the photo stays open after the grid was fixed');
  assert.equal(await page.getAttribute(`#word-list button.word[data-word="${word}"]`, 'aria-pressed'), 'true');
  await page.waitForSelector('#photo-overlay .photo-path polyline', { state: 'attached' });
  assert.match(await page.textContent('#photo-path'), new RegExp(`^“${word}” on the photo: `));
  assertClean(record);
});
