// The word referee: any word tapped (found, checked, judged in Score a game, missed) is ruled on in
// the word's place under the board: whether it counts and why, each list's say, its path or why it is
// not on the board, and "Allow / Ban for our house", which change the house list and so the solve and
// the score. The same ruling as `boggle check` (Rust's Referee::rule).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ARTIFACTS, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, openApp, test, wordBoxes } from './helpers.mjs';

const freshPage = browserForThisFile();
const BOARD = 'alex ande ravi erda';
const BOARD_URL = '#board=alex/ande/ravi/erda';

/** `boggle check`'s ruling, when the CLI is at hand. */
function cliRuling(word, extra = []) {
  if (!process.env.BOGGLE_CLI) return null;
  try {
    return JSON.parse(execFileSync(process.env.BOGGLE_CLI, ['check', word, '--board', BOARD, '--json', ...extra], { encoding: 'utf8' }));
  } catch (error) {
    return JSON.parse(error.stdout); // exit status 3: the word does not count, the ruling is printed
  }
}

/** Waits for the ruling on `word` and returns its parts as shown. */
async function ruling(page, word) {
  await page.waitForFunction((w) => document.querySelector('#word-details strong')?.textContent === w && document.querySelector('#word-details .referee-verdict'), word, { timeout: 15_000 });
  return page.evaluate(() => {
    const box = document.getElementById('word-details');
    return {
      verdict: box.querySelector('.referee-verdict').textContent,
      kind: box.querySelector('.referee-verdict').dataset.verdict,
      board: box.querySelector('.referee-board').textContent,
      lists: [...box.querySelectorAll('.referee-lists li')].map((li) => li.textContent),
      buttons: [...box.querySelectorAll('.referee-house button')].map((b) => b.textContent),
      onPath: document.querySelectorAll('#grid .cell.on-path').length,
    };
  });
}

async function check(page, word) {
  await page.fill('#check-word', word);
  await page.press('#check-word', 'Enter');
  return ruling(page, word);
}

async function summary(page, pattern) {
  await page.waitForFunction((p) => new RegExp(p).test(document.getElementById('summary').textContent), pattern.source, { timeout: 15_000 });
}

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`a found word tapped: counts, its lists and path, the list unmoved (${name})`, async () => {
    const { page, record } = await freshPage({ viewport, touch: name === 'phone' });
    await openApp(page, BOARD_URL);
    await summary(page, /^107 words, 150 points/);
    const before = await wordBoxes(page);
    const button = page.locator('#word-list button.word[data-word="readied"]');
    if (name === 'phone') await button.tap();
    else await button.click();
    const shown = await ruling(page, 'readied');
    assert.equal(shown.verdict, 'Counts: 5 points.');
    assert.equal(shown.board, 'On the board, from the R in row 3, column 1: R → E → A → D → I → E → D.');
    assert.deepEqual(shown.lists.slice(0, 1), ['In ENABLE2K (in use)']);
    assert.ok(shown.lists.includes('Common words: not downloaded yet (choose it once to check it here)'), shown.lists.join(' | '));
    assert.deepEqual(shown.buttons, ['Allow for our house', 'Ban for our house']);
    assert.equal(shown.onPath, 7);
    const cli = cliRuling('readied');
    if (cli) assert.deepEqual([cli.verdict, cli.score, cli.path.length], [shown.kind, 5, 7]);
    // Nothing in the list moved for it.
    assert.deepEqual(await wordBoxes(page), before);
    await page.screenshot({ path: `${ARTIFACTS}referee-${viewport.width}x${viewport.height}.png` });
    assert.deepEqual(await axeViolations(page), []);
    assertClean(record);
  });
}

test('checked words: why each is not on the board, too short, and the same as the CLI', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, BOARD_URL);
  await summary(page, /^107 words/);
  const zoo = await check(page, 'zoo');
  assert.equal(zoo.verdict, 'Does not count: not on the board. Its length would score 1 point.');
  assert.equal(zoo.board, 'Not on the board: no tile has Z or O.');
  // Three Es, but the third is apart: traced only by going back to one.
  const eee = await check(page, 'eee');
  assert.equal(eee.board, 'Not on the board: it can only be traced by using the E in row 1, column 3 twice.');
  assert.equal(eee.kind, cliRuling('eee')?.verdict ?? 'not-a-word');
  const exex = await check(page, 'exex');
  assert.equal(exex.board, 'Not on the board: it needs two Xs; the board has one X.');
  const re = await check(page, 're');
  assert.equal(re.verdict, 'Does not count: too short (2 letters; 3+ count).');
  assert.equal(re.onPath, 2, 'a short word is still shown where it lies');
  // Not a word, but on the board: its path is drawn.
  const xela = await check(page, 'xela');
  assert.equal(xela.verdict, 'Does not count: not in ENABLE2K or the house list. Its length would score 1 point.');
  assert.equal(xela.onPath, 4);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('allow and ban for our house: the ruling, the house list and the solve follow', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, BOARD_URL);
  await summary(page, /^107 words, 150 points/);
  await check(page, 'xela');
  await page.tap('#word-details button[data-say="allowed"]');
  await summary(page, /^108 words, 151 points/);
  let shown = await ruling(page, 'xela');
  await page.waitForFunction(() => document.querySelector('#word-details .referee-verdict').dataset.verdict === 'counts');
  shown = await ruling(page, 'xela');
  assert.equal(shown.verdict, 'Counts: 1 point.');
  assert.ok(shown.lists.includes('Allowed by your house list'), shown.lists.join(' | '));
  assert.deepEqual(shown.buttons, ['Remove from allowed', 'Ban for our house']);
  assert.equal(await page.inputValue('#house-allow'), 'xela');
  assert.equal(cliRuling('xela', ['--allow', 'xela'])?.verdict ?? 'counts', 'counts');
  // From the keyboard: the button keeps the focus through the change.
  await page.focus('#word-details button[data-say="allowed"]');
  await page.keyboard.press('Enter');
  await summary(page, /^107 words, 150 points/);
  await page.waitForFunction(() => document.querySelector('#word-details .referee-verdict').dataset.verdict === 'not-a-word');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.say), 'allowed');
  assert.equal(await page.inputValue('#house-allow'), '');

  // A found word banned: it leaves the list, its ruling stays and says so.
  await page.tap('#word-list button.word[data-word="read"]');
  await ruling(page, 'read');
  await page.tap('#word-details button[data-say="banned"]');
  await summary(page, /^106 words, 149 points/);
  await page.waitForFunction(() => document.querySelector('#word-details .referee-verdict').dataset.verdict === 'banned');
  shown = await ruling(page, 'read');
  assert.equal(shown.verdict, 'Does not count: banned by the house list. Its length would score 1 point.');
  assert.ok(shown.lists.includes('In ENABLE2K (in use)') && shown.lists.includes('Banned by your house list'), shown.lists.join(' | '));
  assert.deepEqual(shown.buttons, ['Allow for our house', 'Remove from banned']);
  assert.equal(await page.inputValue('#house-ban'), 'read');
  assert.equal(await page.locator('#word-list button.word[data-word="read"]').count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('Score a game: a disputed word ruled on, allowed, and the round scored again', async () => {
  const { page, record } = await freshPage({ viewport: DESKTOP });
  await openApp(page, BOARD_URL);
  await page.click('#mode-score');
  await page.fill('#player-name-0', 'Anna');
  await page.fill('#player-name-1', 'Ben');
  await page.fill('#player-words-0', 'read xela zzz');
  await page.fill('#player-words-1', 'vexed');
  const led = (p) => page.waitForFunction((s) => new RegExp(s).test(document.getElementById('score-summary').textContent), p.source, { timeout: 15_000 });
  await led(/^Ben leads with 2 points\. Anna 1\.$/);
  // The disputed word: on the board, but not a word.
  await page.click('#score-players .player:nth-child(1) .judged-word >> text=xela');
  let shown = await ruling(page, 'xela');
  assert.match(await page.textContent('#word-details .word-details-head'), /On Anna’s list: not a word/);
  assert.equal(shown.verdict, 'Does not count: not in ENABLE2K or the house list. Its length would score 1 point.');
  assert.equal(shown.board, 'On the board, from the X in row 1, column 4: X → E → L → A.');
  const zzz = await (async () => {
    await page.click('#score-players .player:nth-child(1) .judged-word >> text=zzz');
    return ruling(page, 'zzz');
  })();
  assert.equal(zzz.board, 'Not on the board: no tile has Z.');
  // The table agrees to allow xela: Anna draws level.
  await page.click('#score-players .player:nth-child(1) .judged-word >> text=xela');
  await ruling(page, 'xela');
  await page.click('#word-details button[data-say="allowed"]');
  await page.waitForFunction(() => [...document.querySelectorAll('#score-players .player:nth-child(1) .judged-word')].some((w) => w.textContent === 'xela +1'), null, { timeout: 15_000 });
  assert.match(await page.textContent('#score-summary'), /Anna/);
  assert.doesNotMatch(await page.textContent('#score-summary'), /Ben leads with 2 points\. Anna 1\./, 'scored again');
  const anna = await page.$$eval('#score-players .player:nth-child(1) .judged-word', (w) => w.map((x) => `${x.querySelector('.judged-text').textContent} ${x.querySelector('.judged-why').textContent}`));
  assert.ok(anna.includes('xela +1'), anna.join(' | '));
  await page.waitForFunction(() => document.querySelector('#word-details .referee-verdict')?.dataset.verdict === 'counts');
  shown = await ruling(page, 'xela');
  assert.equal(shown.verdict, 'Counts: 1 point.');
  assert.doesNotMatch(await page.textContent('#word-details .word-details-head'), /not a word/, 'the round’s old verdict is gone');
  // A word nobody found, from the list under the players.
  await page.click('#score-missed button.word[data-word="readied"]');
  assert.equal((await ruling(page, 'readied')).verdict, 'Counts: 5 points.');
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${ARTIFACTS}referee-score-${DESKTOP.width}x${DESKTOP.height}.png` });
  assertClean(record);
});
