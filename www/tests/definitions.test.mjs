// Definitions (issue 33): an inflected word tapped says which headword it is a form of (irregular
// ones from WordNet's exception lists), a word WordNet lacks is answered by GCIDE with its source
// named, and "Keep all definitions offline" downloads every shard
// once, says how much before it starts, shows its progress, and then every letter works offline.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, assertClean, axeViolations, browserForThisFile, cuttableApp, openApp, openWordSettings, tapWord, test, waitForReady, waitForWords } from './helpers.mjs';

const freshPage = browserForThisFile();
/** went, ran (irregular: go, run), wens (a plural: wen), earl (its own entry). */
const BOARD_URL = '#board=went/rans/elox/xxxx';

async function tap(page, word) {
  await tapWord(page, word);
  await page.waitForFunction((w) => {
    const panel = document.querySelector('.definition');
    const head = document.querySelector('.word-details-head strong');
    // Not empty: the definitions' module (and its English) may still be loading on the first tap.
    return head?.textContent === w && panel?.textContent.trim() && !/Looking it up/.test(panel.textContent);
  }, word);
  return page.textContent('.definition');
}

test('a tapped inflected word shows the headword it is a form of, then its meaning', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page, BOARD_URL);
  await waitForWords(page);
  for (const [word, base, meaning] of [
    ['went', 'go', /change location|move/],
    ['ran', 'run', /move fast|run/],
    ['wens', 'wen', /cyst/],
  ]) {
    const text = await tap(page, word);
    assert.match(text, new RegExp(`A form of “${base}”:`), word);
    assert.match(text, meaning, word);
    // The form line comes first, then the headword's senses.
    const [first] = await page.$$eval('.definition > *', (parts) => parts.map((p) => p.tagName));
    assert.equal(first, 'P', word);
    assert.ok(await page.locator('.definition .definition-senses li').count() > 0, word);
  }
  // A word with its own entry is no form of anything.
  assert.doesNotMatch(await tap(page, 'earl'), /A form of/);
  assertClean(record);
});

test('a word WordNet lacks is defined by GCIDE and says so; a word neither has says that', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  // the (only GCIDE has it), hex (WordNet), eth (neither: a Scrabble word).
  await openApp(page, '#board=thex/exxx/xxxx/xxxx');
  await waitForWords(page);
  const the = await tap(page, 'the');
  assert.match(the, /A word placed before nouns to limit or individualize their meaning/);
  assert.equal(await page.textContent('.definition .definition-source'), 'Source: GCIDE 0.48.5');
  assert.equal((await page.textContent('.definition .definition-pos')).trim(), 'article');
  // Its markup is gone: no {cross references}, [1913 Webster] or --Citations.
  assert.doesNotMatch(the, /[{}]|\[1913|--[A-Z]/);
  await tap(page, 'hex');
  assert.equal(await page.textContent('.definition .definition-source'), 'Source: WordNet 3.1');
  assert.match(await tap(page, 'eth'), /No definition of “eth” in WordNet or GCIDE/);
  // The credits name GCIDE and link its licence.
  assert.match(await page.textContent('#credits-list'), /GCIDE 0\.48\.5.*GPL 2 or later/);
  assert.equal(await page.locator('a[href$="/licences/GCIDE.txt"]').count(), 1);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('"Keep all definitions offline": the size first, every shard once, then offline for every letter', async () => {
  const app = await cuttableApp();
  after(app.close);
  const { page, record, context } = await freshPage({ viewport: PHONE, serviceWorkers: 'allow', origin: app.origin });
  await openApp(page, new URL(BOARD_URL, app.url).href);
  await waitForWords(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const shardsServed = () => app.served.map((s) => s.path).filter((p) => /\/defs\/en\/[a-z]\.txt$/.test(p));
  assert.deepEqual(shardsServed(), [], 'no shard before a word is tapped or the setting chosen');

  await openWordSettings(page);
  // The total is told before anything is downloaded.
  await page.waitForFunction(() => /\(26 files, \d+\.\d MB\)/.test(document.getElementById('defs-offline-size').textContent));
  assert.deepEqual(shardsServed(), []);
  assert.deepEqual(await axeViolations(page), []);
  await page.check('#defs-offline-keep');
  await page.waitForFunction(() => /^All 26 files of definitions \(\d+\.\d MB\) are kept/.test(document.getElementById('defs-offline-status').textContent), null, { timeout: 60_000 });
  const served = shardsServed().map((p) => p.split('/').pop()).sort();
  assert.equal(served.length, 26, `each shard once: ${served.join(' ')}`);
  assert.equal(new Set(served).size, 26);
  assert.equal(await page.locator('#defs-offline-progress').isHidden(), true);

  // Remembered: a reload asks again, and the service worker answers from its cache, downloading nothing.
  await page.reload();
  await waitForReady(page);
  await waitForWords(page);
  assert.equal(await page.isChecked('#defs-offline-keep'), true);
  await page.waitForFunction(() => /^All 26 files/.test(document.getElementById('defs-offline-status').textContent), null, { timeout: 30_000 });
  assert.equal(shardsServed().length, 26, 'nothing downloaded twice');

  // Offline for real (the server out of reach): words of letters never tapped before have their meaning.
  await app.cut(context);
  await page.reload();
  await waitForReady(page);
  await waitForWords(page);
  for (const word of ['went', 'ran', 'lox', 'sonar', 'exon', 'anole']) {
    const text = await tap(page, word);
    assert.doesNotMatch(text, /could not be loaded|No definition/, word);
    assert.ok(await page.locator('.definition .definition-senses li').count() > 0, word);
  }
  await app.restore(context);
  assertClean(record, { allowConsoleErrors: [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /net::ERR_CONNECTION_REFUSED/] });
});
