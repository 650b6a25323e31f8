// Why a photo gave no board, as the app says it (issue 32): labelled photos made to fail each way a person's
// photo does, drawn on a canvas in the page as crates/testkit/src/degrade.rs makes them for the Rust tests
// (crates/testkit/tests/failures.rs): the board taken away, a hand over it, the room dark, the photo blurred, the
// board far away. Each failure shows Rust's reason, and the photo stays with its ways out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PHOTOS, assertClean, axeViolations, browserForThisFile, openApp, test, tilesOf } from './helpers.mjs';

/** A 4x4 board on a white table, lit and sharp (the Rust tests' `TABLE`). */
const TABLE = 'images/004d2c027e43dd194554d6527b4ba67a.jpg';
const PHONE = { width: 390, height: 844 };

const freshPage = browserForThisFile();

/** The board's box (left, top, right, bottom): its tiles' centres and half a pitch round them (`board_box`). */
function boardBox(image) {
  const centres = tilesOf(image).map(({ box }) => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2]);
  const xs = centres.map(([x]) => x);
  const ys = centres.map(([, y]) => y);
  const side = Math.sqrt(centres.length);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const half = Math.max(x1 - x0, y1 - y0) / (side - 1) / 2;
  return [x0 - half, y0 - half, x1 + half, y1 + half];
}

/**
 * The labelled photo `image` changed in the page by `how` (one of degrade.rs's changes: `removed`, `hand`,
 * `dark`, `blur`, `farther`) and returned as PNG bytes.
 */
async function degraded(page, image, how, board = boardBox(image)) {
  const source = readFileSync(`${PHOTOS}${image}`).toString('base64');
  const bytes = await page.evaluate(async ({ b64, how, board }) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const [w, h] = [bitmap.width, bitmap.height];
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    // The median of each channel over the outermost pixels: the table going on.
    const pixels = context.getImageData(0, 0, w, h).data;
    const border = [];
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) border.push((y * w + x) * 4);
    }
    const median = (c) => border.map((i) => pixels[i + c]).sort((a, b) => a - b)[border.length >> 1];
    const table = `rgb(${median(0)}, ${median(1)}, ${median(2)})`;
    const [x0, y0, x1, y1] = board;
    const [bw, bh] = [x1 - x0, y1 - y0];
    if (how === 'removed') {
      const pad = Math.max(bw, bh) / 6;
      context.fillStyle = table;
      context.fillRect(x0 - pad, y0 - pad, bw + 2 * pad, bh + 2 * pad);
    } else if (how === 'hand') {
      // A palm and four fingers over the lower right of the board.
      const [cx, cy] = [x0 + 0.8 * bw, y0 + 0.85 * bh];
      context.fillStyle = 'rgb(214, 160, 130)';
      context.beginPath();
      context.ellipse(cx, cy, 0.35 * bw, 0.35 * bh, 0, 0, 2 * Math.PI);
      context.fill();
      for (let k = 0; k < 4; k++) context.fillRect(cx - 0.3 * bw + k * 0.15 * bw, cy - 0.6 * bh, 0.11 * bw, 0.6 * bh);
    } else {
      context.clearRect(0, 0, w, h);
      if (how === 'farther') {
        context.fillStyle = table;
        context.fillRect(0, 0, w, h);
        const [sw, sh] = [Math.round(w / 9), Math.round(h / 9)];
        context.drawImage(bitmap, Math.floor((w - sw) / 2), Math.floor((h - sh) / 2), sw, sh);
      } else {
        context.filter = how === 'dark' ? 'brightness(0.01)' : 'blur(6px)';
        context.drawImage(bitmap, 0, 0);
      }
    }
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
  }, { b64: source, how, board });
  return Buffer.from(bytes);
}

/** Uploads `png` and returns the failure message the photo review shows. */
async function failureOf(page, png) {
  await page.setInputFiles('#photo-input', { name: 'photo.png', mimeType: 'image/png', buffer: png });
  await page.waitForSelector('#photo-review.failed', { timeout: 60_000 });
  return page.textContent('#photo-message');
}

test('each way a photo fails says its own reason, and the photo stays with its ways out', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  const cases = [
    [TABLE, 'removed', /^The photo could not be read: no board found$/],
    [TABLE, 'hand', /^The photo could not be read: found (8|9|1[0-5]) dice but not the whole board: part of it is covered or outside the picture$/],
    [TABLE, 'dark', /^The photo could not be read: too dark to see the dice$/],
    ['images/4d0552ac9477ee3bf76a7d28004e31b4.jpg', 'blur', /^The photo could not be read: too blurry to read the dice$/],
    ['images/256e486f38fefbd301a782fbf69280d1.jpg', 'farther', /^The photo could not be read: the board is too far away to read its dice: move closer so it fills most of the picture$/],
  ];
  for (const [image, how, says] of cases) {
    const message = await failureOf(page, await degraded(page, image, how));
    assert.match(message, says, `${how}: ${message}`);
    for (const id of ['#photo-image', '#photo-another', '#photo-type', '#corner-read']) assert.ok(await page.isVisible(id), `${how}: ${id}`);
    if (how === 'removed') assert.ok(await page.isHidden('#photo-advice'), 'nothing seen: no advice about dice');
    if (how === 'dark') assert.match(await page.textContent('#photo-advice'), /Too dark: turn on a light/);
  }
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('a read that runs out of time says so, and the next photo is read', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  // The worker's clock (what Rust's time budget reads) jumps a minute at every look, as on a phone that stalls.
  const clocks = async (skew) => {
    for (const worker of page.workers()) {
      await worker.evaluate((skew) => {
        globalThis.realNow ??= performance.now.bind(performance);
        let late = 0;
        performance.now = skew ? () => globalThis.realNow() + (late += skew) : globalThis.realNow;
      }, skew);
    }
  };
  assert.ok(page.workers().length > 0, 'the app runs a worker');
  await clocks(60_000);
  const png = readFileSync(`${PHOTOS}${TABLE}`);
  const message = await failureOf(page, png);
  assert.match(message, /^The photo could not be read: this photo took too long to read; retake it closer to the board, on a plainer background$/);
  for (const id of ['#photo-image', '#photo-another', '#photo-type', '#corner-read']) assert.ok(await page.isVisible(id), id);
  await clocks(0);
  await page.setInputFiles('#photo-input', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: png });
  await page.waitForFunction(() => /\d+ words?, [\d,]+ points?/.test(document.getElementById('summary').textContent), null, { timeout: 60_000 });
  assert.ok(await page.isHidden('#photo-review.failed'), 'the same photo reads once time is given');
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});
