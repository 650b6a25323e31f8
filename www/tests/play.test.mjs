// The game mode, with the timer shortened through the address (?playSeconds=N).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, launchBrowser, openApp, openPage } from './helpers.mjs';

const SECONDS = 4;
let browser;
let context;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

async function enter(page, word) {
  await page.fill('#play-word', word);
  await page.press('#play-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”`), word);
  return page.textContent('#play-feedback');
}

test('a timed game: words are checked at once, the end shows the score and the missed words, replay uses the same board', async () => {
  const opened = await openPage(browser, { viewport: { width: 375, height: 812 } });
  context = opened.context;
  const { page, record } = opened;
  await openApp(page, `?playSeconds=${SECONDS}#play`);
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  const board = await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value).join(''));
  assert.equal(board.length >= 16, true);
  assert.equal(await page.$eval('#grid .cell-input', (i) => i.readOnly), true);

  assert.match(await enter(page, 'qzxv'), /not a word/);
  assert.match(await enter(page, 'zyzzyva'), /not on the board/);
  assert.match(await enter(page, 'ax'), /too short/);

  await page.waitForSelector('#play-end:not([hidden])', { timeout: (SECONDS + 5) * 1000 });
  const result = await page.textContent('#play-result');
  const [, scored, possible, foundCount, total] = /scored (\d+) points? of (\d+) possible, finding (\d+) of (\d+) words?/.exec(result);
  assert.equal(Number(scored), 0);
  assert.equal(Number(foundCount), 0);
  const missed = await page.$$eval('#missed-list button.word', (b) => b.map((x) => ({ word: x.dataset.word, score: Number(x.querySelector('.word-score').textContent) })));
  assert.equal(missed.length, Number(total));
  assert.equal(missed.reduce((sum, w) => sum + w.score, 0), Number(possible));
  for (let i = 1; i < missed.length; i++) assert.ok(missed[i - 1].word.length >= missed[i].word.length, 'missed words are longest first');
  await page.screenshot({ path: new URL('../../target/e2e-artifacts/play-end-375x812.png', import.meta.url).pathname });

  // Replay the same board and find its longest word.
  await page.click('#play-replay');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.equal(await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value).join('')), board);
  if (missed.length) {
    assert.match(await enter(page, missed[0].word), new RegExp(`\\+${missed[0].score} points?`));
    assert.match(await enter(page, missed[0].word), /already found/);
  }
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  if (missed.length) assert.match(await page.textContent('#play-result'), new RegExp(`scored ${missed[0].score} points? of ${possible} possible, finding 1 of`));
  assertClean(record);
});
