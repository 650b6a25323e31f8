// A player's own word list added in the app, timed in headless Chromium against a served build: a
// benchmark, not a test. Run in www/tests with the site served and the CLI built:
//   BOGGLE_URL=http://127.0.0.1:8095/ BOGGLE_CLI=../../target/release/boggle node bench-lists.mjs FILE[:LANG]…
// For each word list FILE (read with the letters of LANG, `en` unless given), ROUNDS times, alternating: the app (a file chosen in Settings → Your own word
// lists, to "kept in this browser" on screen: read, built in the worker, stored in IndexedDB) and the
// native CLI building the same list (`boggle solve BOARD --dict FILE`, the process whole). It prints the
// medians and their ratio (and writes target/e2e-artifacts/bench-lists.json).
import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ARTIFACTS, BASE_URL, launchBrowser, openPage, waitForReady } from './helpers.mjs';

const ROUNDS = 5;
const files = process.argv.slice(2);
const cli = process.env.BOGGLE_CLI;
if (!files.length || !cli) {
  console.error('usage: BOGGLE_CLI=boggle node bench-lists.mjs WORDLIST…');
  process.exit(2);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x);

const browser = await launchBrowser();
const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
await page.goto(BASE_URL);
await waitForReady(page);
await page.click('#word-settings summary');
await page.click('#own-lists summary');

const report = { url: BASE_URL, date: new Date().toISOString(), lists: [] };
for (const arg of files) {
  const [file, language = 'en'] = arg.split(':');
  await page.selectOption('#own-list-language', language);
  const app = [];
  const native = [];
  let said = '';
  for (let i = 0; i < ROUNDS; i++) {
    await page.evaluate(() => (document.getElementById('own-list-report').textContent = ''));
    const start = performance.now();
    await page.setInputFiles('#own-list-file', file);
    await page.waitForFunction(() => /kept in this browser|could not be added/.test(document.getElementById('own-list-report').textContent), null, { timeout: 120_000 });
    app.push(performance.now() - start);
    said = await page.textContent('#own-list-report');
    const begun = performance.now();
    execFileSync(cli, ['solve', 'abcd efgh ijkl mnop', '--dict', file, '--list-lang', language], { stdio: ['ignore', 'ignore', 'ignore'] });
    native.push(performance.now() - begun);
  }
  const row = { file: basename(file), language, megabytes: statSync(file).size / 2 ** 20, said, appMs: round(median(app)), nativeMs: round(median(native)), ratio: median(app) / median(native) };
  report.lists.push(row);
  console.log(`${row.file} (${row.megabytes.toFixed(1)} MB): app ${row.appMs} ms, native ${row.nativeMs} ms, ${row.ratio.toFixed(2)}x — ${said}`);
}
writeFileSync(`${ARTIFACTS}/bench-lists.json`, JSON.stringify(report, null, 2));
await browser.close();
