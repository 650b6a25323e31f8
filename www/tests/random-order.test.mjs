// Boards made to order and the board of the day: "Random board" at a difficulty (rolled by Rust in
// the worker within a budget; a miss says why), the choice remembered; the board of the day the same
// in two fresh browsers on one date and another on the next, said with its date, in reach on a
// phone, with its own row in the history, played or solved; axe on each screen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  PHONE, assertClean, axeViolations, browserForThisFile, expectedSolution, inView, openApp, summaryNumbers, test, waitForWords,
} from './helpers.mjs';

const freshPage = browserForThisFile();

/** A fresh phone browser whose clock says `date` (local noon), with the app ready. */
async function appOn(date, path = '') {
  const opened = await freshPage({ viewport: PHONE });
  await opened.page.clock.setFixedTime(new Date(`${date}T12:00:00`));
  await openApp(opened.page, path);
  return opened;
}

/** Opens today's board of the day from the start area; resolves with its board text once solved. */
async function openDay(page) {
  await page.click('#day-board');
  await page.waitForSelector('#board-note:not([hidden])');
  await waitForWords(page);
  return page.evaluate(() => window.__boggle.boardText());
}

const board = (text) => text.replaceAll('/', ' ');

/** Unfolds the start area ("New board") when a board in the grid has folded it. */
async function unfoldStart(page) {
  if (await page.isHidden('#random')) await page.click('#start-toggle');
}

test('easy boards have more words than hard ones for the same seeds; the choice is remembered; a miss says why', async () => {
  const { page, record } = await appOn('2026-11-27');
  // The same seeds through the worker, as the app rolls them: every easy board beats every hard one.
  const made = await page.evaluate(async () => {
    const out = { easy: [], normal: [], hard: [] };
    for (const difficulty of Object.keys(out)) {
      for (let seed = 1; seed <= 8; seed++) out[difficulty].push(await window.__boggle.call('random-to-order', { dice: 'new', seed, difficulty }));
    }
    return out;
  });
  const counts = (d) => made[d].map((m) => m.wordCount);
  assert.ok(Math.min(...counts('easy')) > Math.max(...counts('normal')), JSON.stringify(made));
  assert.ok(Math.min(...counts('normal')) > Math.max(...counts('hard')), JSON.stringify(made));
  for (const d of ['easy', 'normal', 'hard']) assert.ok(made[d].every((m) => m.difficulty === d));
  // Rust's counts are the solver's: the CLI finds as many words on the same board.
  for (const m of [made.easy[0], made.hard[0]]) assert.equal(expectedSolution(m.board).word_count, m.wordCount);
  // Same seed, same board.
  const again = await page.evaluate(() => window.__boggle.call('random-to-order', { dice: 'new', seed: 1, difficulty: 'easy' }));
  assert.equal(again.board, made.easy[0].board);

  // Through the page: the choice beside the game, in reach of a thumb on the first screen.
  assert.ok(await inView(page, '#random-difficulty'), 'the difficulty is on the first screen');
  assert.ok(await inView(page, '#random'), 'Random board is on the first screen');
  await page.selectOption('#random-difficulty', 'easy');
  await page.click('#random');
  await waitForWords(page);
  const easy = await summaryNumbers(page);
  assert.ok(easy.wordCount >= 113, `easy: ${easy.wordCount}`);
  assert.equal(await page.textContent('#board-note'), `An easy board: ${easy.wordCount} words by this dictionary.`);
  await unfoldStart(page);
  await page.selectOption('#random-difficulty', 'hard');
  await page.click('#random');
  await page.waitForFunction(() => /^A hard board/.test(document.getElementById('board-note').textContent));
  await waitForWords(page);
  const hard = await summaryNumbers(page);
  assert.ok(hard.wordCount < 71, `hard: ${hard.wordCount}`);
  assert.deepEqual(await axeViolations(page), []);

  // Remembered after a reload.
  await page.reload();
  await page.waitForFunction(() => window.__boggle?.ready);
  assert.equal(await page.inputValue('#random-difficulty'), 'hard');

  // A budget spent (one roll, where a third of rolls are hard): a clear message, the board kept.
  await page.evaluate(() => window.__boggle.setOrderTries(1));
  await unfoldStart(page);
  let missed = null;
  for (let i = 0; i < 12 && !missed; i++) {
    const before = await page.evaluate(() => window.__boggle.boardText());
    await page.click('#random');
    const outcome = await (await page.waitForFunction((b) => {
      const alert = document.getElementById('alert');
      if (!alert.hidden) return alert.textContent;
      return window.__boggle.boardText() !== b ? 'made' : false;
    }, before, { timeout: 10_000 })).jsonValue();
    if (outcome !== 'made') missed = { outcome, before, after: await page.evaluate(() => window.__boggle.boardText()) };
    await unfoldStart(page);
  }
  assert.ok(missed, 'one roll missed the hard band within twelve asks');
  assert.match(missed.outcome, /No random board: No hard board came up in 1 roll of the Boggle 4×4 dice \(hard: fewer than 71 words, easy: 113 or more; it had \d+ words?\)\. Try another difficulty/);
  assert.equal(missed.after, missed.before, 'the board on screen stays');

  // Play's new boards roll the same way, and the round says what its board is.
  await page.evaluate(() => window.__boggle.setOrderTries(null));
  await page.click('#mode-play');
  await page.waitForSelector('body[data-mode="play"]');
  await page.click('#play-new');
  await page.waitForSelector('#play-day-note:not([hidden])');
  const said = await page.textContent('#play-day-note');
  const words = Number(/^A hard board: (\d+) words by this dictionary\.$/.exec(said)?.[1]);
  assert.ok(words < 71, said);
  assert.equal(expectedSolution(board(await page.evaluate(() => window.__boggle.boardText()))).word_count, words);
  assert.deepEqual(await axeViolations(page), [], 'a round on a hard board');
  assertClean(record);
});

test('the board of the day: the same in two fresh browsers on a date, another the next day, said with its date, kept in the history played or solved', async () => {
  const first = await appOn('2026-11-27');
  assert.ok(await inView(first.page, '#day-board'), 'the board of the day is on the first screen');
  const today = await openDay(first.page);
  const note = await first.page.textContent('#board-note');
  assert.match(note, /^Board of the day, Friday, (27 November|November 27), 2026 \(4×4\): the same board for everyone today\.$/);
  // A decent board: normal or easy by the 4x4 bands (71 words or more), as the CLI counts it.
  const { wordCount } = await summaryNumbers(first.page);
  assert.ok(wordCount >= 71, `${wordCount} words`);
  assert.equal(expectedSolution(board(today)).word_count, wordCount);
  // Rust natively finds the same board for that date (`boggle random --day`), when the tests know the CLI.
  const native = (date, size) => execFileSync(process.env.BOGGLE_CLI, ['random', '--day', date, '--size', size], { encoding: 'utf8' })
    .trim().replaceAll('[qu]', 'q').replaceAll(' ', '/');
  if (process.env.BOGGLE_CLI) assert.equal(native('2026-11-27', '4'), today);
  assert.deepEqual(await axeViolations(first.page), [], 'the board of the day in Solve');

  const second = await appOn('2026-11-27');
  assert.equal(await openDay(second.page), today, 'the same board in another browser on the same date');
  const tomorrow = await appOn('2026-11-28');
  const next = await openDay(tomorrow.page);
  assert.notEqual(next, today);
  assert.match(await tomorrow.page.textContent('#board-note'), /\b28\b/);

  // Each size has its own; another board on the grid drops the note.
  await unfoldStart(first.page);
  await first.page.selectOption('#game', 'big');
  const big = await openDay(first.page);
  assert.equal(big.split('/').length, 5);
  if (process.env.BOGGLE_CLI) assert.equal(native('2026-11-27', '5'), big);
  assert.match(await first.page.textContent('#board-note'), /\(5×5\)/);
  await unfoldStart(first.page);
  await first.page.selectOption('#random-difficulty', '');
  await first.page.click('#random');
  await first.page.waitForFunction((b) => window.__boggle.boardText() !== b, big);
  assert.equal(await first.page.isHidden('#board-note'), true);

  // Played: Play offers it too; the round says it is the day's board, and the game is kept marked.
  await first.page.click('#mode-play');
  await first.page.waitForSelector('body[data-mode="play"]');
  await first.page.selectOption('#game', 'new');
  await first.page.click('#play-day');
  await first.page.waitForSelector('#play-day-note:not([hidden])');
  assert.equal(await first.page.evaluate(() => window.__boggle.boardText()), today);
  assert.match(await first.page.textContent('#play-day-note'), /^Board of the day, .*27.*\(4×4\)/);
  assert.deepEqual(await axeViolations(first.page), [], 'a round on the board of the day');
  await first.page.click('#play-stop');
  await first.page.waitForFunction(() => /game on this device|best/.test(document.getElementById('play-best').textContent));

  // The history: a row for each board of the day opened (4×4, 5×5) and the game played on one, all marked.
  await first.page.click('#mode-history');
  await first.page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 3);
  const rows = await first.page.$$eval('#history-list li', (items) => items.map((li) => ({
    day: li.classList.contains('history-day'),
    mark: li.querySelector('.history-day-mark')?.textContent ?? '',
    text: li.textContent,
    board: li.querySelector('.history-board').textContent,
  })));
  assert.ok(rows.every((r) => r.day && /^Board of the day, .*27.*2026/.test(r.mark)), JSON.stringify(rows));
  assert.deepEqual(rows.map((r) => r.board).sort(), [today, today, big].sort());
  assert.equal(rows.filter((r) => / solo /.test(r.text)).length, 1);
  assert.equal(rows.filter((r) => / solved /.test(r.text)).length, 2);
  // Opening it again the same day adds no row.
  assert.match(await first.page.textContent('#history-summary'), /2 boards of the day opened/);
  assert.deepEqual(await axeViolations(first.page), [], 'the history');
  // Exported and imported again: the rows come back as they were, marked.
  const download = first.page.waitForEvent('download');
  await first.page.click('#history-export');
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')).games;
  assert.deepEqual(exported.map((g) => g.day), ['2026-11-27', '2026-11-27', '2026-11-27']);
  assert.deepEqual(exported.map((g) => g.kind).sort(), ['day', 'day', 'solo']);
  await first.page.click('#history-clear');
  await first.page.click('#confirm-yes');
  await first.page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 0);
  await first.page.setInputFiles('#history-file', file);
  await first.page.waitForFunction(() => /Imported 3 games\./.test(document.getElementById('status-text').textContent), null, { timeout: 30_000 });
  assert.deepEqual(await first.page.$$eval('#history-list li', (items) => items.map((li) => li.querySelector('.history-day-mark')?.textContent ?? '')), rows.map((r) => r.mark));
  // "Play it" on the day's row plays it marked again.
  await first.page.locator('#history-list li', { hasText: today }).locator('button[data-action="play"]').first().click();
  await first.page.waitForSelector('#play-day-note:not([hidden])');
  for (const { record } of [first, second, tomorrow]) assertClean(record);
});

test('a custom size has no board of the day: it says so and keeps the board', async () => {
  const { page, record } = await appOn('2026-11-27', '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  await unfoldStart(page);
  await page.selectOption('#game', 'custom');
  await page.fill('#custom-rows', '5');
  await page.fill('#custom-cols', '7');
  await page.dispatchEvent('#custom-cols', 'change');
  await page.click('#day-board');
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /^No board of the day: There is a board of the day for each game’s size, not for 5×7/);
  assertClean(record);
});
