// The board's last empty cell solved ahead (last-cell.js): the key that fills it shows the words the
// worker solved for that board before the key came, and never an answer judged by settings that have
// changed since.
import assert from 'node:assert/strict';
import { assertClean, browserForThisFile, expectedSolution, openApp, openWordSettings, test, waitForWords } from './helpers.mjs';

const ALEX = 'alex ande ravi erda';
const freshPage = browserForThisFile();

/** Types all but the last letter, and waits until the worker has answered what it was asked meanwhile. */
async function typeAllButLast(page, letters) {
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type(letters.slice(0, -1));
  // The worker answers in order: once this is back, the boards solved ahead are too.
  await page.evaluate(() => window.__boggle.call('rules', { rows: 4, cols: 4 }));
}

async function typeLast(page, letter) {
  await page.evaluate(() => {
    window.__boggle.lastSolve = null;
  });
  await page.click('#grid .cell-input >> nth=15');
  await page.keyboard.type(letter);
  await page.waitForFunction(() => window.__boggle.lastSolve !== null);
  return page.evaluate(() => window.__boggle.lastSolve);
}

test('the last letter shows the words solved ahead, the same as a solve of the board', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await typeAllButLast(page, 'alexanderavierda');
  const solve = await typeLast(page, 'a');
  assert.equal(solve.solvedAhead, true, 'the board was solved before its last key');
  const words = await waitForWords(page);
  const expected = expectedSolution(ALEX);
  assert.equal(solve.wordCount, expected.word_count);
  assert.equal(solve.totalScore, expected.total_score);
  assert.equal(words.length, expected.word_count);
  const direct = await page.evaluate(() => window.__boggle.call('solve', { board: 'alex/ande/ravi/erda' }));
  assert.deepEqual(words.map((w) => w.word).sort(), direct.words.map((w) => w.word).sort());
  // A Qu in the last cell: q is the Qu tile, solved ahead like a letter.
  await page.click('#clear');
  await typeAllButLast(page, 'eqiqitxxxxxxxxxq');
  const qu = await typeLast(page, 'q');
  assert.equal(qu.solvedAhead, true);
  assert.equal(qu.board, 'eqiq/itxx/xxxx/xxxq');
  assertClean(record);
});

test('an answer solved ahead is not shown once the house list or the minimum length changed', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await typeAllButLast(page, 'alexanderavierda');
  // "readied" banned between the two last keys: the words ahead were judged without the ban.
  await openWordSettings(page);
  await page.fill('#house-ban', 'readied');
  await page.click('#house-apply');
  await page.waitForFunction(() => /1 banned/.test(document.getElementById('house-report').textContent));
  const banned = await typeLast(page, 'a');
  assert.equal(banned.solvedAhead, false);
  const words = (await waitForWords(page)).map((w) => w.word);
  assert.ok(words.length > 0 && !words.includes('readied'), words.join(' '));

  // The minimum length set between the two last keys: asked again, with it.
  await page.click('#grid .cell-input >> nth=15');
  await page.keyboard.press('Backspace');
  await page.evaluate(() => window.__boggle.call('rules', { rows: 4, cols: 4 }));
  await page.fill('#min-len', '6');
  await page.dispatchEvent('#min-len', 'change');
  const longer = await typeLast(page, 'a');
  assert.equal(longer.solvedAhead, false);
  const long = (await waitForWords(page)).map((w) => w.word);
  assert.ok(long.length > 0 && long.every((w) => w.length >= 6), long.join(' '));
  assertClean(record);
});
