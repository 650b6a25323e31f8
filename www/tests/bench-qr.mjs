// Not a test: the QR reader (zxing-wasm) in the app's worker, timed (issue 52: ≤ 50 ms a 640x480 frame). A round's
// code drawn by the app (qrSvg) into a 640x480 frame, read ROUNDS times through the worker (page → worker → page,
// `read-codes`), and a frame with no code as often; prints the first read (which loads the reader), the median and
// p95 of each. FAR_FRAME, optional: a PGM of `cargo xtask eval qr-views` whose code is read only on the second,
// enlarged pass (qr-passes.js; view-0239.pgm of seed 52 is one), timed as often. BOGGLE_URL: the app, served
// (`cargo xtask serve --built target/site --port N`).
import { readFileSync } from 'node:fs';
import { QR_FRAME, launchBrowser, openPage, waitForReady, withCodeFrame } from './helpers.mjs';

const URL_ = process.env.BOGGLE_URL;
const ROUNDS = Number(process.env.ROUNDS || 100);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const p95 = (list) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.95) - 1];

/** A binary PGM's grey pixels as RGBA bytes (a plain array, for page.evaluate), or null without FAR_FRAME. */
function farFrame() {
  if (!process.env.FAR_FRAME) return null;
  const bytes = readFileSync(process.env.FAR_FRAME);
  const header = bytes.subarray(0, 64).toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header || Number(header[1]) !== QR_FRAME.width || Number(header[2]) !== QR_FRAME.height) throw new Error('FAR_FRAME: a 640x480 P5 PGM');
  const grey = bytes.subarray(header[0].length);
  return Array.from({ length: 4 * grey.length }, (_, i) => (i % 4 === 3 ? 255 : grey[i >> 2]));
}

const browser = await launchBrowser();
try {
  const { page } = await openPage(browser);
  await page.goto(URL_);
  await waitForReady(page);
  const round = await page.evaluate(() => window.__boggle.call('make-round', { board: 'alex ande ravi erda', seconds: 60, minLen: null, startMs: Date.now(), seedHigh: 1, seedLow: 2 }));
  await withCodeFrame(page);
  const times = await page.evaluate(async ({ text, width, height, rounds, far }) => {
    const blank = (await window.__codeFrame(null, { width, height, side: 0 })).buffer;
    const code = (await window.__codeFrame(text, { width, height, side: 240 })).buffer;
    const read = async (rgba) => {
      const started = performance.now();
      const { texts } = await window.__boggle.call('read-codes', { width, height, rgba: rgba.slice(0) });
      return { ms: performance.now() - started, texts };
    };
    const first = await read(code);
    const farCode = far && new Uint8ClampedArray(far).buffer;
    const out = { first: first.ms, code: [], blank: [], far: [], farRead: 0, wrong: first.texts[0] === text ? 0 : 1 };
    for (let i = 0; i < rounds; i++) {
      const { ms, texts } = await read(code);
      if (texts[0] !== text) out.wrong += 1;
      out.code.push(ms);
      out.blank.push((await read(blank)).ms);
      if (!farCode) continue;
      const farTimed = await read(farCode);
      out.far.push(farTimed.ms);
      out.farRead += farTimed.texts.length;
    }
    return out;
  }, { text: round.text, ...QR_FRAME, rounds: ROUNDS, far: farFrame() });
  console.log(`QR reader, 640x480 in the worker (round trip), ${ROUNDS} frames: first ${times.first.toFixed(1)} ms (loads it); ` +
    `a code ${median(times.code).toFixed(1)} / ${p95(times.code).toFixed(1)} ms median/p95; no code ${median(times.blank).toFixed(1)} ms median; ` +
    `${times.wrong} reads wrong` +
    (times.far.length ? `; the far code ${median(times.far).toFixed(1)} / ${p95(times.far).toFixed(1)} ms median/p95, read ${times.farRead} of ${times.far.length}` : ''));
} finally {
  await browser.close();
}
