// The figures of issue 15 in headless Chromium, against a served build: a benchmark, not a test
// (nothing here asserts a time). `cargo xtask bench-words` runs it with BOGGLE_URL after the native
// figures, and writes target/e2e-artifacts/bench-words.json.
//
// - the first load (no service worker): every file fetched before the app can solve, transferred,
//   as `bench.mjs` counts it (the default dictionary only: the others and definitions wait);
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
const FIRST_LOAD_ONLY = Boolean(process.env.BOGGLE_FIRST_LOAD_ONLY);

/**
 * In the page: does what a person's change or tap does (`action`: a dictionary to choose or a word
 * to tap) and returns the milliseconds until the page shows the result, watched with a
 * MutationObserver so neither the test driver's round trips nor a polling interval count.
 */
function inPage(page, action) {
  return page.evaluate(async ({ dict, word, prefix }) => {
    const done = () =>
      dict ? document.getElementById('summary').textContent.startsWith(prefix) : document.querySelector('.definition .definition-senses li') !== null;
    const start = performance.now();
    const finished = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (done()) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    if (dict) {
      const select = document.getElementById('dict-select');
      select.value = dict;
      select.dispatchEvent(new Event('change'));
    } else {
      document.querySelector(`#word-list button[data-word="${word}"]`).click();
    }
    return (await finished) - start;
  }, action);
}

const summaryIs = (prefix) => document.getElementById('summary').textContent.startsWith(prefix);

const browser = await launchBrowser();
try {
  {
    const { context, page } = await openPage(browser);
    const files = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      files.push({ path: new URL(request.url()).pathname.replace(/^\/v\/[0-9a-f]+\//, ''), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    await page.goto(BASE_URL);
    await waitForReady(page);
    await page.waitForTimeout(500); // let late sizes() calls land
    await context.close();
    files.sort((a, b) => b.bytes - a.bytes);
    report.firstLoad = { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  }
  // BOGGLE_FIRST_LOAD_ONLY: only the first load, e.g. of another build served for comparison.
  if (!FIRST_LOAD_ONLY) await dictionariesAndDefinitions();
} finally {
  await browser.close();
}

async function dictionariesAndDefinitions() {
  const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(new URL('#board=alex/ande/ravi/erda', BASE_URL).href);
  await waitForReady(page);
  await page.waitForFunction(summaryIs, '107 words');
  await page.click('#word-settings summary');
  await page.waitForSelector('#dict-select option[value="british"]', { state: 'attached' });

  // Each dictionary's word count on this board (the native solver's, from `cargo xtask bench-words`).
  const counts = JSON.parse(process.env.BOGGLE_WORD_COUNTS ?? '{"enable2k":107,"common":52,"british":81}');
  const prefix = (name) => `${counts[name]} words`;
  report.firstSwitchMs = {};
  for (const name of Object.keys(counts).filter((n) => n !== 'enable2k')) {
    report.firstSwitchMs[name] = await inPage(page, { dict: name, prefix: prefix(name) });
  }
  const timeSwitches = (names) => {
    const times = [];
    return (async () => {
      for (let i = 0; i < SWITCHES; i += 1) times.push(await inPage(page, { dict: names[i % names.length], prefix: prefix(names[i % names.length]) }));
      return { median: median(times), worst: worst(times), runs: SWITCHES };
    })();
  };
  report.cachedSwitchMs = await timeSwitches(['enable2k', 'common', 'british']);
  // Across languages: the board is read again in each one's tiles.
  const languages = ['enable2k', 'fr', 'de', 'es'].filter((n) => n in counts);
  if (languages.length > 1) report.cachedLanguageSwitchMs = await timeSwitches(languages);
  await page.selectOption('#dict-select', 'enable2k');
  await page.waitForFunction(summaryIs, '107 words');

  const first = [];
  const cached = [];
  for (const [firstWord, sameLetter] of [['dread', 'dived'], ['earned', 'evade'], ['land', 'lend'], ['vexed', 'vane'], ['readied', 'raved'], ['aide', 'anal'], ['need', 'nave']].slice(0, TAPS)) {
    first.push(await inPage(page, { word: firstWord }));
    await page.click(`#word-list button[data-word="${firstWord}"]`); // closes it
    cached.push(await inPage(page, { word: sameLetter }));
    await page.click(`#word-list button[data-word="${sameLetter}"]`);
  }
  report.definitionFirstOfLetterMs = { median: median(first), worst: worst(first), runs: first.length };
  report.definitionSameLetterMs = { median: median(cached), worst: worst(cached), runs: cached.length };
  await context.close();
}

const fmt = ({ median: m, worst: w, runs }) => `${m.toFixed(1)} ms median, ${w.toFixed(1)} ms worst (${runs} runs)`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`first load, transferred (gzip, headers included): ${kib(report.firstLoad.totalBytes)}`);
for (const { path, bytes } of report.firstLoad.files) console.log(`  ${path.padEnd(28)} ${kib(bytes)}`);
if (FIRST_LOAD_ONLY) process.exit(0);
console.log('in Chromium, page-side, the classic board at 390x844:');
const firsts = Object.entries(report.firstSwitchMs).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
console.log(`  first switch to each dictionary (download, load, solve), ms: ${firsts}`);
console.log(`  switch between downloaded English dictionaries, to the words on screen: ${fmt(report.cachedSwitchMs)}`);
if (report.cachedLanguageSwitchMs) console.log(`  switch between downloaded languages (enable2k, fr, de, es): ${fmt(report.cachedLanguageSwitchMs)}`);
console.log(`  definition, first word of a letter (shard downloaded and read): ${fmt(report.definitionFirstOfLetterMs)}`);
console.log(`  definition, another word of that letter: ${fmt(report.definitionSameLetterMs)}`);
writeFileSync(`${ARTIFACTS}bench-words.json`, `${JSON.stringify({ ...report, measuredAt: new Date().toISOString() }, null, 2)}\n`);
