// Scoring a real game at the table: names, pasted lists, every word judged with its reason, words
// on two lists cancelled, the scores, the winner, the best words nobody found, a tapped word's path
// on the board (in view on a phone), rounds adding up, and nothing lost on a reload.
import assert from 'node:assert/strict';
import { ARTIFACTS, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, inView, openApp, openWordSettings, settledClick, test } from './helpers.mjs';

const freshPage = browserForThisFile();

/** Each player's words as shown: [[word, reason]]. */
function judged(page, player) {
  return page.$$eval(`#score-players .player:nth-child(${player + 1}) .judged-word`, (words) =>
    words.map((w) => [w.querySelector('.judged-text').textContent, w.querySelector('.judged-why').textContent]));
}

/** "Next round" took: the first list is empty. */
const wordsCleared = (page) => page.evaluate(() => document.getElementById('player-words-0').value === '');

async function waitForJudged(page, pattern) {
  try {
    await page.waitForFunction((p) => new RegExp(p).test(document.getElementById('score-summary').textContent), pattern.source, { timeout: 15_000 });
  } catch (error) {
    // What the page showed instead, so a failure says where the round stopped.
    const seen = await page.evaluate(() => ({
      hash: location.hash,
      mode: document.body.dataset.mode,
      board: window.__boggle?.boardText?.(),
      summary: document.getElementById('score-summary').textContent,
      status: document.getElementById('status')?.textContent,
      alert: document.getElementById('alert')?.textContent,
    }));
    throw new Error(`${pattern} not judged: ${JSON.stringify(seen)}`, { cause: error });
  }
}

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`three players' lists judged and scored (${name} ${viewport.width}x${viewport.height})`, async () => {
    const { page, record } = await freshPage({ viewport, touch: name === 'phone' });
    await openApp(page, '#board=alex/ande/ravi/erda');
    await page.click('#mode-score');
    await page.fill('#player-name-0', 'Anna');
    await page.fill('#player-name-1', 'Ben');
    await page.click('#score-add');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'player-name-2', 'the new player’s name box has the focus');
    await page.keyboard.type('Cleo');
    // Pasted as people write lists: lines, commas, spaces, numbering, capitals.
    await page.fill('#player-words-0', '1. Vexed\n2. READ\n3. zzz\nax, qqq, read');
    await page.fill('#player-words-1', 'vexed readied dare');
    await page.fill('#player-words-2', 'dare; lend ; dandle');
    await waitForJudged(page, /Ben leads with 5 points\. Cleo 4, Anna 1\./);
    assert.deepEqual(await judged(page, 0), [
      ['vexed', 'cancelled: also on Ben’s list'],
      ['read', '+1'],
      ['zzz', 'not a word'],
      ['ax', 'too short (3+ letters)'],
      ['qqq', 'not a word'],
      ['read', 'listed twice: counted once'],
    ]);
    assert.deepEqual(await judged(page, 1), [['vexed', 'cancelled: also on Anna’s list'], ['readied', '+5'], ['dare', 'cancelled: also on Cleo’s list']]);
    assert.deepEqual(await judged(page, 2), [['dare', 'cancelled: also on Ben’s list'], ['lend', '+1'], ['dandle', '+3']]);
    assert.match(await page.textContent('#score-players .player:nth-child(1) .player-score'), /^1 point from 1 word; 5 not counted\.$/);
    assert.deepEqual(await page.$$eval('#score-totals tr', (rows) => rows.map((r) => r.textContent)), ['Anna1', 'Ben5', 'Cleo4']);
    assert.equal(await page.getAttribute('#score-totals tr:nth-child(2)', 'class'), 'winner');
    // A word that is not on the board: real, but absent.
    await page.fill('#player-words-2', 'dare; lend ; dandle, zebra');
    await waitForJudged(page, /Ben leads/);
    await page.waitForFunction(() => document.querySelectorAll('#score-players .player:nth-child(3) .judged-word').length === 4);
    assert.deepEqual((await judged(page, 2))[3], ['zebra', 'not on the board']);

    // The best words nobody found: 107 on the board, 6 of its words are on the lists.
    assert.match(await page.textContent('#score-missed-heading'), /nobody found \(101 in all\)/);
    const missed = await page.$$eval('#score-missed button.word', (b) => b.map((x) => x.dataset.word));
    assert.equal(missed.length, 12);
    assert.ok(!missed.includes('readied') && !missed.includes('vexed'));
    await settledClick(page, '#score-missed-all', async () => (await page.locator('#score-missed button.word').count()) === 101);

    // A tapped word shows its path, on a board that is in view even far down the page.
    await settledClick(page, '#score-players .player:nth-child(2) .judged-word >> text=readied', async () => (await page.locator('#grid .cell.on-path').count()) === 7);
    assert.ok(await inView(page, '#grid'), 'the board is on screen with the path');
    await page.screenshot({ path: `${ARTIFACTS}score-${viewport.width}x${viewport.height}.png` });
    assert.deepEqual(await axeViolations(page), []);

    // A reload keeps the names, the lists and the board.
    await page.reload();
    await page.waitForFunction(() => window.__boggle?.ready);
    await waitForJudged(page, /Ben leads with 5 points/);
    assert.equal(await page.inputValue('#player-name-2'), 'Cleo');
    assert.equal(await page.inputValue('#player-words-1'), 'vexed readied dare');

    // Next round: the scores add up, the lists and the board empty; the round is in the history.
    await settledClick(page, '#score-next', wordsCleared);
    assert.equal(await page.evaluate(() => window.__boggle.boardText()), '///');
    await page.click('#grid .cell-input >> nth=0');
    await page.keyboard.type('alexanderavierda');
    await page.fill('#player-words-0', 'vexed');
    await waitForJudged(page, /Anna leads with 2 points/);
    assert.deepEqual(await page.$$eval('#score-totals tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))), [
      ['Anna', '2', '3'], ['Ben', '0', '5'], ['Cleo', '0', '4'],
    ]);
    await page.click('#mode-history');
    await page.waitForFunction(() => /Anna 1, Ben 5, Cleo 4/.test(document.getElementById('history-list').textContent));
    assertClean(record);
  });
}

test('a word typed just before "Next round" counts in the round kept', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page, '#board=alex/ande/ravi/erda');
  await page.click('#mode-score');
  await page.fill('#player-words-0', 'lend');
  await waitForJudged(page, /leads with 1 point/);
  // A second word and the click at once, as a quick hand does: the judgement the word waits for comes first.
  await page.fill('#player-words-0', 'lend readied');
  await page.click('#score-next');
  await page.waitForFunction(() => document.getElementById('player-words-0').value === '');
  // The next round's board: the totals show what the last round kept.
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('alexanderavierda');
  await page.waitForFunction(() => document.querySelectorAll('#score-totals tr').length > 0);
  const totals = await page.$$eval('#score-totals tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
  assert.equal(totals[0].at(-1), '6', `readied (5) and lend (1) both count: ${JSON.stringify(totals)}`);
  assertClean(record);
});

test('the house list judges the round as it judges the word list (issue 34 A)', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  await openApp(page, '#board=alex/ande/ravi/erda');
  // Set as a user does: the settings, both lists, Apply.
  await openWordSettings(page);
  await page.fill('#house-allow', 'xela');
  await page.fill('#house-ban', 'Dare');
  await page.click('#house-apply');
  await page.waitForFunction(() => /House list: 1 allowed, 1 banned\./.test(document.getElementById('house-report').textContent));
  await page.click('#mode-score');
  await page.fill('#player-name-0', 'Anna');
  await page.fill('#player-name-1', 'Ben');
  await page.fill('#player-words-0', 'xela lend');
  await page.fill('#player-words-1', 'dare rave');
  // Judged by the plain dictionary, this was "xela: not a word" and "dare +1": Ben won 2 to 1.
  await waitForJudged(page, /Anna leads with 2 points\. Ben 1\./);
  assert.deepEqual(await judged(page, 0), [['xela', '+1'], ['lend', '+1']]);
  assert.deepEqual(await judged(page, 1), [['dare', 'banned by the house list'], ['rave', '+1']]);
  assert.equal(await page.getAttribute('#score-players .player:nth-child(2) .judged-word', 'data-verdict'), 'banned');
  assert.match(await page.textContent('#score-players .player:nth-child(2) .player-score'), /^1 point from 1 word; 1 not counted\.$/);
  // xela's path is on the board: the top row, backwards.
  await settledClick(page, '#score-players .player:nth-child(1) .judged-word >> text=xela', async () => (await page.locator('#grid .cell.on-path').count()) === 4, { touch: true });
  // The board's words are the house's (107: xela in, dare out), so are the ones nobody found.
  assert.match(await page.textContent('#score-missed-heading'), /nobody found \(104 in all\)/);

  // With neither listed, xela is among the words nobody found and dare is not.
  await page.fill('#player-words-0', 'lend');
  await page.fill('#player-words-1', 'rave');
  await waitForJudged(page, /Anna and Ben tie with 1 point\./);
  await settledClick(page, '#score-missed-all', async () => (await page.locator('#score-missed button.word').count()) > 12, { touch: true });
  const missed = await page.$$eval('#score-missed button.word', (b) => b.map((x) => x.dataset.word));
  assert.equal(missed.length, 105);
  assert.ok(missed.includes('xela') && !missed.includes('dare'), missed.join(' '));

  // The history keeps the round as the house scored it.
  await page.fill('#player-words-0', 'xela lend');
  await page.fill('#player-words-1', 'dare rave');
  await waitForJudged(page, /Anna leads with 2 points\. Ben 1\./);
  await settledClick(page, '#score-next', wordsCleared, { touch: true });
  await page.click('#mode-history');
  await page.waitForFunction(() => /Anna 2, Ben 1/.test(document.getElementById('history-list').textContent));
  assertClean(record);
});

test('the standings first, the leader named beside the board while a list is typed; a German round is kept as German (phone)', async () => {
  const { page, record } = await freshPage({ viewport: PHONE, touch: true });
  // German as the printed game plays it: Äpfel lies on the tiles A E P F E L, über on U E B E R.
  await openApp(page, '#board=haus/aepf/lner/uebl&dict=de');
  await page.waitForFunction(() => /^Dictionary: Deutsch/.test(document.getElementById('dictionary-note').textContent), null, { timeout: 30_000 });
  await page.click('#mode-score');
  // The mode's module loads on its first use: its panel is shown a moment after the click.
  await page.waitForSelector('#score-panel .score-table', { state: 'visible' });
  const top = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().top);
  assert.ok((await top('.score-table')) < (await top('#score-players')), 'the standings come before the lists');
  await page.fill('#player-name-0', 'Anna');
  await page.fill('#player-name-1', 'Ben');
  await page.fill('#player-words-0', 'haus äpfel');
  // Typing the second list, the keyboard up: who leads is in view, beside the board.
  await page.focus('#player-words-1');
  const typedAt = await top('#player-words-1');
  await page.keyboard.type('über');
  // Äpfel counts six letters (3 points), über five (2): the tiles' letters.
  await waitForJudged(page, /^Anna leads with 4 points\. Ben 2\.$/);
  // Each word named as written, not as the tiles spell it.
  assert.deepEqual(await page.$$eval('#score-players .player:nth-child(1) .judged-text', (t) => t.map((x) => x.textContent)), ['haus', 'äpfel']);
  assert.deepEqual(await page.$$eval('#score-players .player:nth-child(2) .judged-text', (t) => t.map((x) => x.textContent)), ['über']);
  assert.ok(await inView(page, '#score-summary'), 'the leader is named on screen');
  // Anna's words and the standings came in above it: the list being typed did not move.
  assert.ok(Math.abs((await top('#player-words-1')) - typedAt) <= 1, `the list being typed stays at y ${typedAt}, not ${await top('#player-words-1')}`);
  assert.ok(await inView(page, '#player-words-1'), 'the list being typed is on screen');
  assert.ok((await top('#score-summary')) < (await top('#player-words-1')), 'above the lists, with the board');
  // A judged word tapped: its path, and its details under the board.
  await settledClick(page, '#score-players .player:nth-child(1) .judged-word >> text=äpfel',
    (p) => p.evaluate(() => /On Anna’s list: counts/.test(document.getElementById('word-details').textContent)), { touch: true });
  assert.deepEqual(await axeViolations(page), []);
  await settledClick(page, '#score-next', wordsCleared, { touch: true });
  await page.click('#mode-history');
  await page.waitForFunction(() => /at the table \(Deutsch\): Anna 4, Ben 2/.test(document.getElementById('history-list').textContent));
  assertClean(record);
});

test('scoring needs a board first, and says so', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  await page.click('#mode-score');
  await page.fill('#player-words-0', 'cat');
  await page.waitForFunction(() => /Put the board in first/.test(document.getElementById('score-summary').textContent));
  assertClean(record);
});
