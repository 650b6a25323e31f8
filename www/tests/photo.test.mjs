// Photos and the camera: a real board photo uploaded, and the same photo fed in as Chromium's fake
// camera, fill the grid with the right board and solve it; a file that is not a picture, and a
// refused camera, each get a message while typing keeps working.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { ARTIFACTS, PHOTOS, assertClean, browserForThisFile, labelOf, launchBrowser, openApp, openPage, test, waitForWords } from './helpers.mjs';

/** A labelled 4x4 photo the reader gets exactly right, in the label's orientation. */
const PHOTO = 'images/00a545913dc5c49d43ac2711bd534720.jpg';
const LABEL = labelOf(PHOTO);

/** The grid's board once a photo or a capture has been read into it. */
async function boardAfterScan(page) {
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  return page.evaluate(() => window.__boggle.boardText());
}

const freshPage = browserForThisFile();

test('a photo file fills the grid with its board and solves it', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await page.setInputFiles('#photo-input', `${PHOTOS}${PHOTO}`);
  assert.equal(await boardAfterScan(page), LABEL);
  assert.ok((await waitForWords(page)).length > 10);
  // What the reader saw: every die's crop, drawn (not blank), with its reading.
  await page.click('#scan-tiles summary');
  const crops = await page.$$eval('#scan-tiles-grid canvas', (canvases) => canvases.map((c) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    let min = 255;
    let max = 0;
    for (let i = 0; i < data.length; i += 4) {
      min = Math.min(min, data[i]);
      max = Math.max(max, data[i]);
    }
    return { side: c.width, contrast: max - min, label: c.getAttribute('aria-label') };
  }));
  assert.equal(crops.length, 16);
  for (const crop of crops) {
    assert.ok(crop.side >= 16 && crop.contrast > 60, JSON.stringify(crop));
    assert.match(crop.label, /^Row \d, column \d: read /);
  }
  assert.ok(await page.isVisible('#scan-tiles-grid'));
  assert.match(await page.textContent('#scan-trace'), /^Found in the whole photo, after reading 1 grid\.$/);
  await page.click('#clear');
  assert.equal(await page.isVisible('#scan-tiles'), false);
  // The photo module and the model came from the app's own server, after the first load.
  assertClean(record);
});

test('with the French dictionary, the photo’s Q die is a plain Q, as on the French dice', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#dict=fr');
  await page.waitForFunction(() => /^Dictionary: Français/.test(document.getElementById('dictionary-note').textContent), null, { timeout: 30_000 });
  await page.setInputFiles('#photo-input', `${PHOTOS}${PHOTO}`);
  // In English the Q die is Qu, written q; in French it is a plain Q, also written q, never [qu].
  assert.match(LABEL, /eq/);
  assert.equal(await boardAfterScan(page), LABEL);
  const cells = await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value));
  assert.equal(cells[13], 'Q');
  const words = (await waitForWords(page)).map((w) => w.word);
  assert.ok(!words.some((w) => w.includes('qu')), words.join(' '));
  assert.match(page.url(), new RegExp(`#board=${LABEL}&dict=fr`));
  assertClean(record);
});

test('a file that is not a picture gets a message, and the app keeps working', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await page.setInputFiles('#photo-input', { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await page.waitForSelector('#photo-review.failed');
  assert.match(await page.textContent('#photo-message'), /The photo could not be read: .*(image|photo|picture)/i);
  // Not a picture: nothing to show or mark, but the ways on are there.
  await page.waitForSelector('#photo-stage', { state: 'hidden' });
  assert.ok(await page.isVisible('#photo-another'));
  assert.ok(await page.isVisible('#photo-type'));
  await page.locator('#grid .cell-input').first().click();
  await page.keyboard.type('alexanderavierda');
  assert.ok((await waitForWords(page)).length > 100);
  assertClean(record);
});

test('a refused camera gets a message; Photo still works', async () => {
  const { page, record } = await freshPage();
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openApp(page);
  await page.click('#scan');
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /Camera access was refused/);
  assert.equal(await page.evaluate(() => document.getElementById('camera-dialog').open), false);
  await page.setInputFiles('#photo-input', `${PHOTOS}${PHOTO}`);
  assert.equal(await boardAfterScan(page), LABEL);
  assertClean(record);
});

test('the camera: a board photo as the fake camera is found, captured by itself from the full-resolution still (the frame where there is none) and solved', async () => {
  // The photo as a one-frame Y4M video (the format Chromium's fake camera reads), made by the browser's
  // own decoder so the test needs no image tools.
  const { page: maker } = await freshPage();
  await openApp(maker);
  const jpeg = readFileSync(`${PHOTOS}${PHOTO}`).toString('base64');
  const y4m = await maker.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const w = bitmap.width & ~1;
    const h = bitmap.height & ~1;
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const rgba = context.getImageData(0, 0, w, h).data;
    const header = new TextEncoder().encode(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
    const out = new Uint8Array(header.length + (w * h * 3) / 2);
    out.set(header);
    const y = header.length;
    const u = y + w * h;
    const v = u + (w * h) / 4;
    const at = (x, yy) => 4 * (yy * w + x);
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const p = at(i, j);
        out[y + j * w + i] = Math.round(0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2]);
      }
    }
    for (let j = 0; j < h / 2; j++) {
      for (let i = 0; i < w / 2; i++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
          const p = at(2 * i + dx, 2 * j + dy);
          r += rgba[p] / 4;
          g += rgba[p + 1] / 4;
          b += rgba[p + 2] / 4;
        }
        out[u + j * (w / 2) + i] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        out[v + j * (w / 2) + i] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
    return btoa(Array.from(out, (c) => String.fromCharCode(c)).join(''));
  }, jpeg);
  const video = `${ARTIFACTS}fake-camera-board.y4m`;
  writeFileSync(video, Buffer.from(y4m, 'base64'));

  const cameraBrowser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
  try {
    const opened = await openPage(cameraBrowser);
    await opened.context.grantPermissions(['camera']);
    const { page, record } = opened;
    await openApp(page);
    await page.click('#scan');
    assert.equal(await boardAfterScan(page), LABEL);
    assert.equal(await page.evaluate(() => document.getElementById('camera-dialog').open), false);
    assert.ok((await waitForWords(page)).length > 10);
    // The frame read stays on screen as a picture, with its grid, and can be fixed by hand.
    await page.waitForFunction(() => document.getElementById('photo-image').naturalWidth > 0);
    assert.ok(await page.isVisible('#photo-fix'));
    assert.equal(await page.$$eval('#photo-overlay .die', (dice) => dice.length), 16);
    // Read from the camera's full-resolution still (ImageCapture.takePhoto), which this Chromium has.
    const still = await page.evaluate(() => window.__boggle.lastCapture);
    assert.equal(still.source, 'still', JSON.stringify(still));
    assertClean(record);

    // A browser without ImageCapture reads the video frame itself, as before.
    const bare = await openPage(cameraBrowser);
    await bare.context.grantPermissions(['camera']);
    await bare.page.addInitScript(() => {
      delete window.ImageCapture;
    });
    await openApp(bare.page);
    await bare.page.click('#scan');
    assert.equal(await boardAfterScan(bare.page), LABEL);
    const frame = await bare.page.evaluate(() => window.__boggle.lastCapture);
    assert.equal(frame.source, 'frame', JSON.stringify(frame));
    console.log(`camera capture: the still ${still.width}x${still.height} read in ${still.ms} ms; the frame ${frame.width}x${frame.height} in ${frame.ms} ms`);
    assertClean(bare.record);
  } finally {
    await cameraBrowser.close();
  }
});

/**
 * A picture file made by the browser's own encoder: `source` (image file bytes) drawn over the whole
 * canvas, or without one the canvas filled with `fill`.
 */
async function pictureFile(page, { width, height, type, quality, fill, source }) {
  const b64 = await page.evaluate(async ({ width, height, type, quality, fill, source }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (source) {
      const bytes = Uint8Array.from(atob(source), (c) => c.charCodeAt(0));
      context.drawImage(await createImageBitmap(new Blob([bytes])), 0, 0, width, height);
    } else {
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
    }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, { width, height, type, quality, fill, source: source?.toString('base64') });
  return Buffer.from(b64, 'base64');
}

test('a 50-megapixel photo is read, and pictures without a board each get a clear message', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  const photo = readFileSync(`${PHOTOS}${PHOTO}`);
  // A phone's full-resolution mode: 7168 x 7168 (51 MP), the labelled photo blown up.
  const huge = await pictureFile(page, { width: 7168, height: 7168, type: 'image/jpeg', quality: 0.9, source: photo });
  assert.ok(huge.length > 1_000_000, `${huge.length} bytes`);
  await page.setInputFiles('#photo-input', { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
  assert.equal(await boardAfterScan(page), LABEL);

  const blank = await pictureFile(page, { width: 640, height: 480, type: 'image/png', fill: '#f4f4f4' });
  const tiny = await pictureFile(page, { width: 1, height: 1, type: 'image/png', fill: '#000' });
  const cases = [
    ['blank.png', 'image/png', blank, /no board found/],
    ['truncated.jpg', 'image/jpeg', photo.subarray(0, 300), /not a photo we can read/],
    ['tiny.png', 'image/png', tiny, /too small/],
  ];
  for (const [name, mimeType, buffer, message] of cases) {
    await page.setInputFiles('#photo-input', { name, mimeType, buffer });
    await page.waitForSelector('#photo-review.failed');
    const text = await page.textContent('#photo-message');
    assert.match(text, /The photo could not be read: /, name);
    assert.match(text, message, `${name}: ${text}`);
  }
  // Photo failures are told in the photo's panel, not as alerts; the board read from the big photo is still
  // there, and solved.
  assert.equal(await page.$$eval('#alert:not([hidden])', (a) => a.length), 0);
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), LABEL);
  assert.ok((await waitForWords(page)).length > 10);
  assertClean(record);
});

/** A PNG of `width` x `height` black grey pixels, made here: 20000 x 20000 deflates to about 400 KB. */
function blackPng(width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  // Every row: filter byte 0, then zeros. Deflated in one go: 400 MB of zeros for a moment, in this process only.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The memory of this test's Chromium in bytes: the proportional set size (Pss) of every process descended from
 * this one (the browser, its renderers, GPU and utility processes), from /proc; null where there is no /proc.
 */
function chromiumMemory() {
  if (!existsSync('/proc/self/smaps_rollup')) return null;
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const ours = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const pid of parents.keys()) {
    if (pid === process.pid || !ours(pid)) continue;
    try {
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total += pss ? Number(pss[1]) * 1024 : 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

test('a 400 KB PNG of 20000 x 20000 pixels is refused from its header, memory stays low, and photos still read', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  // A photo first, so the photo module and the model are loaded before the memory is measured.
  await page.setInputFiles('#photo-input', `${PHOTOS}${PHOTO}`);
  assert.equal(await boardAfterScan(page), LABEL);
  const huge = blackPng(20000, 20000);
  assert.ok(huge.length < 600_000, `${huge.length} bytes`);

  const before = chromiumMemory();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, chromiumMemory() ?? 0);
  }, 50);
  try {
    await page.evaluate(() => {
      window.__boggle.lastScan = null;
    });
    await page.setInputFiles('#photo-input', { name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await page.waitForSelector('#photo-review.failed', { timeout: 60_000 });
    // A moment more: a decode started behind the message would show here.
    await page.waitForTimeout(1500);
  } finally {
    clearInterval(sampler);
  }
  const message = await page.textContent('#photo-message');
  const grew = before === null ? null : (peak - before) / 2 ** 20;
  if (before !== null) console.log(`Chromium's memory: ${(before / 2 ** 20).toFixed(0)} MB before the PNG, ${(peak / 2 ** 20).toFixed(0)} MB at most while it was refused`);
  assert.match(message, /The photo could not be read: photo is too large \(20000x20000, 400 megapixels\); the most is 120 megapixels/);
  // Decoded whole, its 400 megapixels alone are 1.6 GB.
  if (grew !== null) assert.ok(grew < 300, `Chromium grew by ${grew.toFixed(0)} MB`);

  // The page still works: a photo under the limit reads, and the board solves.
  await page.setInputFiles('#photo-input', `${PHOTOS}${PHOTO}`);
  assert.equal(await boardAfterScan(page), LABEL);
  assert.ok((await waitForWords(page)).length > 10);
  assertClean(record);
});
