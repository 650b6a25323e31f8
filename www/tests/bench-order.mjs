// Boards made to order in the app, timed in headless Chromium against a served build: a benchmark,
// not a test (nothing here asserts a time). Run in www/tests with the site served:
//   BOGGLE_URL=http://127.0.0.1:8095/ node bench-order.mjs
// and it prints (and writes target/e2e-artifacts/bench-order.json):
// - a board of each difficulty for each size (ENABLE2K, the table's bands): the page's request to the
//   board text back, median and worst of SEEDS seeds, and the rolls it took (mean, most);
// - the board of the day for each size over DAYS dates;
// - the first ask with a dictionary whose bands are not in the table (measured then: 2,000 rolls), and
//   the next ask, for each size: `common` and the largest list, `es`.
import { writeFileSync } from 'node:fs';
import { ARTIFACTS, BASE_URL, launchBrowser, openPage, waitForReady } from './helpers.mjs';

const SEEDS = 31;
const DAYS = 15;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);
const round = (x) => Math.round(x * 10) / 10;

const browser = await launchBrowser();
const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
await page.goto(BASE_URL);
await waitForReady(page);

/** Times `calls` ([kind, args]) one after another in the page: [{ ms, value }]. */
function timed(calls) {
  return page.evaluate(async (calls) => {
    const out = [];
    for (const [kind, args] of calls) {
      const start = performance.now();
      const value = await window.__boggle.call(kind, args);
      out.push({ ms: performance.now() - start, value });
    }
    return out;
  }, calls);
}

const report = { url: BASE_URL, difficulty: {}, day: {}, measured: {} };
const sizes = [['new', 4], ['big', 5], ['super-big', 6]];
// Warm up the worker (the first request after ready pays for nothing the others do not).
await timed([['random-to-order', { dice: 'new', seed: 0, difficulty: 'normal' }]]);
for (const [dice, side] of sizes) {
  for (const difficulty of ['easy', 'normal', 'hard']) {
    const runs = await timed(Array.from({ length: SEEDS }, (_, i) => ['random-to-order', { dice, seed: i + 1, difficulty }]));
    const ms = runs.map((r) => r.ms);
    const rolls = runs.map((r) => r.value.rolls);
    report.difficulty[`${side}x${side} ${difficulty}`] = {
      medianMs: round(median(ms)), worstMs: round(worst(ms)), meanRolls: round(rolls.reduce((a, b) => a + b, 0) / rolls.length), mostRolls: worst(rolls),
    };
  }
  const dates = Array.from({ length: DAYS }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
  const days = await timed(dates.map((date) => ['board-of-the-day', { side, date }]));
  report.day[`${side}x${side}`] = { medianMs: round(median(days.map((d) => d.ms))), worstMs: round(worst(days.map((d) => d.ms))), mostRolls: worst(days.map((d) => d.value.rolls)) };
}
for (const name of ['common', 'es']) {
  await timed([['dictionary', { name }]]);
  for (const [dice, side] of sizes) {
    const [first, next] = await timed([
      ['random-to-order', { dice, seed: 1, difficulty: 'hard' }],
      ['random-to-order', { dice, seed: 2, difficulty: 'hard' }],
    ]);
    report.measured[`${name} ${side}x${side}`] = { firstMs: round(first.ms), nextMs: round(next.ms) };
  }
}
report.chromium = browser.version();
await browser.close();
writeFileSync(`${ARTIFACTS}bench-order.json`, `${JSON.stringify(report, null, 1)}\n`);
console.log(JSON.stringify(report, null, 1));
