// Not a test: the QR reader (zxing-wasm) in the app's worker, timed (issue 52: ≤ 50 ms a 640x480 frame). A round's
// code drawn by the app (qrSvg) into a 640x480 frame, read ROUNDS times through the worker (page → worker → page,
// `read-codes`), and a frame with no code as often; prints the first read (which loads the reader), the median and
// p95 of each. BOGGLE_URL: the app, served (`cargo xtask serve --built target/site --port N`).
import { QR_FRAME, launchBrowser, openPage, waitForReady, withCodeFrame } from './helpers.mjs';

const URL_ = process.env.BOGGLE_URL;
const ROUNDS = Number(process.env.ROUNDS || 100);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const p95 = (list) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.95) - 1];

const browser = await launchBrowser();
try {
  const { page } = await openPage(browser);
  await page.goto(URL_);
  await waitForReady(page);
  const round = await page.evaluate(() => window.__boggle.call('make-round', { board: 'alex ande ravi erda', seconds: 60, minLen: null, startMs: Date.now(), seedHigh: 1, seedLow: 2 }));
  await withCodeFrame(page);
  const times = await page.evaluate(async ({ text, width, height, rounds }) => {
    const blank = (await window.__codeFrame(null, { width, height, side: 0 })).buffer;
    const code = (await window.__codeFrame(text, { width, height, side: 240 })).buffer;
    const read = async (rgba) => {
      const started = performance.now();
      const texts = await window.__boggle.call('read-codes', { width, height, rgba: rgba.slice(0) });
      return { ms: performance.now() - started, texts };
    };
    const first = await read(code);
    const out = { first: first.ms, code: [], blank: [], wrong: first.texts[0] === text ? 0 : 1 };
    for (let i = 0; i < rounds; i++) {
      const { ms, texts } = await read(code);
      if (texts[0] !== text) out.wrong += 1;
      out.code.push(ms);
      out.blank.push((await read(blank)).ms);
    }
    return out;
  }, { text: round.text, ...QR_FRAME, rounds: ROUNDS });
  console.log(`QR reader, 640x480 in the worker (round trip), ${ROUNDS} frames: first ${times.first.toFixed(1)} ms (loads it); ` +
    `a code ${median(times.code).toFixed(1)} / ${p95(times.code).toFixed(1)} ms median/p95; no code ${median(times.blank).toFixed(1)} ms median; ` +
    `${times.wrong} reads wrong`);
} finally {
  await browser.close();
}
