// The figures of issue 15 in headless Chromium, against a served build: a benchmark, not a test
// (nothing here asserts a time). `cargo xtask bench-words` runs it with BOGGLE_URL after the native
// figures, and writes target/e2e-artifacts/bench-words.json.
//
// - switching dictionaries once both are downloaded: the change in the setting to the new words on
//   screen, page-side, on the classic board (`alex ande ravi erda`);
// - the first switch to a dictionary (download, build, solve);
// - a definition from a tap: the first of a letter (its shard downloaded and read) and another of the
//   same letter (cached in the worker), to the meaning on screen.
import { writeFileSync } from 'node:fs';
import { ARTIFACTS, BASE_URL, launchBrowser, openPage, waitForReady } from './helpers.mjs';

const SWITCHES = 21;
const TAPS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);
const report = {};

/** Runs `act` and returns the milliseconds until `done` (a page function) is true. */
async function timed(page, act, done, arg) {
  const start = await page.evaluate(() => performance.now());
  await act();
  await page.waitForFunction(done, arg, { timeout: 60_000, polling: 'raf' });
  return (await page.evaluate(() => performance.now())) - start;
}

const summaryIs = (prefix) => document.getElementById('summary').textContent.startsWith(prefix);

const browser = await launchBrowser();
try {
  const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(new URL('#board=alex/ande/ravi/erda', BASE_URL).href);
  await waitForReady(page);
  await page.waitForFunction(summaryIs, '107 words');
  await page.click('#word-settings summary');
  await page.waitForSelector('#dict-select option[value="british"]', { state: 'attached' });

  report.firstSwitchMs = {};
  for (const [name, prefix] of [['common', '52 words'], ['british', '81 words']]) {
    report.firstSwitchMs[name] = await timed(page, () => page.selectOption('#dict-select', name), summaryIs, prefix);
  }
  const switches = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    const [name, prefix] = [['enable2k', '107 words'], ['common', '52 words'], ['british', '81 words']][i % 3];
    switches.push(await timed(page, () => page.selectOption('#dict-select', name), summaryIs, prefix));
  }
  report.cachedSwitchMs = { median: median(switches), worst: worst(switches), runs: SWITCHES };
  await page.selectOption('#dict-select', 'enable2k');
  await page.waitForFunction(summaryIs, '107 words');

  const defined = () => document.querySelector('.definition .definition-senses li') !== null;
  const first = [];
  const cached = [];
  for (const [firstWord, sameLetter] of [['dread', 'dived'], ['earned', 'evade'], ['land', 'lend'], ['vexed', 'vane'], ['readied', 'raved'], ['aide', 'anal'], ['need', 'nave']].slice(0, TAPS)) {
    first.push(await timed(page, () => page.click(`#word-list button[data-word="${firstWord}"]`), defined));
    await page.click(`#word-list button[data-word="${firstWord}"]`); // closes it
    cached.push(await timed(page, () => page.click(`#word-list button[data-word="${sameLetter}"]`), defined));
    await page.click(`#word-list button[data-word="${sameLetter}"]`);
  }
  report.definitionFirstOfLetterMs = { median: median(first), worst: worst(first), runs: first.length };
  report.definitionSameLetterMs = { median: median(cached), worst: worst(cached), runs: cached.length };
  await context.close();
} finally {
  await browser.close();
}

const fmt = ({ median: m, worst: w, runs }) => `${m.toFixed(1)} ms median, ${w.toFixed(1)} ms worst (${runs} runs)`;
console.log('in Chromium, page-side, the classic board at 390x844:');
console.log(`  first switch to common / british (download, build, solve): ${report.firstSwitchMs.common.toFixed(1)} / ${report.firstSwitchMs.british.toFixed(1)} ms`);
console.log(`  switch between downloaded dictionaries, to the words on screen: ${fmt(report.cachedSwitchMs)}`);
console.log(`  definition, first word of a letter (shard downloaded and read): ${fmt(report.definitionFirstOfLetterMs)}`);
console.log(`  definition, another word of that letter: ${fmt(report.definitionSameLetterMs)}`);
writeFileSync(`${ARTIFACTS}bench-words.json`, `${JSON.stringify({ ...report, measuredAt: new Date().toISOString() }, null, 2)}\n`);
