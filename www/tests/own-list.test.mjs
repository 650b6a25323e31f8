// A player's own word list: pasted or chosen as a file, built in the worker by Rust's rule for lists
// (bad lines counted and reported), kept in IndexedDB across reloads and worker restarts, offered in
// the dictionary menu, carried by a share link (a friend without it is told plainly), removable.
import assert from 'node:assert/strict';
import { PHONE, assertClean, axeViolations, browserForThisFile, openApp, openWordSettings, settledClick, test, waitForWords } from './helpers.mjs';

const freshPage = browserForThisFile();

const BOARD = 'cats/xxxx/xxxx/xxxx';

async function openOwnLists(page) {
  await openWordSettings(page);
  const open = (page) => page.$eval('#own-lists', (d) => d.open);
  if (!(await open(page))) await settledClick(page, '#own-lists > summary', open);
}

const noteSays = (page, pattern) => page.waitForFunction((source) => new RegExp(source).test(document.getElementById('dictionary-note').textContent), pattern.source, { timeout: 30_000 });

const solvedWords = async (page) => (await waitForWords(page)).map((w) => w.word).sort();

test('a pasted list is built, reported, used, kept across reloads and restarts, shared and removed', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page, `#board=${BOARD}`);
  const enable = await solvedWords(page);
  await openOwnLists(page);
  await page.fill('#own-list-name', 'Family');
  // Two lines no English board can spell: an accent, and a q without u.
  await page.fill('#own-list-text', 'cat\ncats\nact\nscat\ntacs\ncafé\nqat\n');
  await settledClick(page, '#own-list-add', (page) => page.$eval('#own-list-report', (e) => e.textContent !== ''));
  await page.waitForFunction(() => /“Family”: 5 words, kept in this browser\./.test(document.getElementById('own-list-report').textContent), null, { timeout: 30_000 });
  const report = await page.textContent('#own-list-report');
  assert.match(report, /Left out 2 lines no board can spell: 1 with characters no tile spells \(first: line 6, "café"\); 1 with a q not followed by u \(first: line 7, "qat"\)/);
  await noteSays(page, /^Dictionary: Family \(your list\), 5 words/);
  assert.equal(await page.inputValue('#own-list-text'), '');
  assert.deepEqual(await solvedWords(page), ['cat', 'cats']);
  assert.match(await page.textContent('#own-list-items'), /Family: 5 words \(pasted\)/);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]), [PHONE.width, PHONE.width]);

  // The link names the list by its id, with its name and size.
  await page.waitForFunction(() => /&dict=mine-[0-9a-f]{8}&listname=Family&listwords=5/.test(location.hash));
  const link = page.url();

  // Kept in this browser: a reload uses it again, and a restarted worker is given it again.
  await openApp(page, `#board=${BOARD}`);
  await page.reload();
  await openApp(page, `#board=${BOARD}`);
  await noteSays(page, /^Dictionary: Family \(your list\), 5 words/);
  assert.deepEqual(await solvedWords(page), ['cat', 'cats']);
  await page.evaluate(() => window.__boggle.killWorker());
  await page.waitForFunction(() => window.__boggle.ready && window.__boggle.workerStarts === 2, null, { timeout: 30_000 });
  // A C under the T: every word of the list is on the board, and nothing of ENABLE2K's.
  await page.click('#grid .cell-input >> nth=6');
  await page.keyboard.type('c');
  await page.waitForFunction(() => /^5 words/.test(document.getElementById('summary').textContent), null, { timeout: 30_000 });
  assert.deepEqual(await solvedWords(page), ['act', 'cat', 'cats', 'scat', 'tacs']);

  // A friend without the list is told plainly, and sees the board with the app's dictionary.
  const friend = await freshPage({ viewport: PHONE });
  await openApp(friend.page, link.slice(link.indexOf('#')));
  await friend.page.waitForSelector('#alert:not([hidden])');
  assert.match(await friend.page.textContent('#alert-text'), /judged with “Family” \(5 words\), a word list of its sender’s own, which this device does not have/);
  assert.deepEqual(await solvedWords(friend.page), enable);
  await noteSays(friend.page, /^Dictionary: ENABLE2K/);
  assertClean(friend.record);

  // Removed: the app's dictionary again, the list gone from the menu and from the browser.
  await openOwnLists(page);
  await settledClick(page, '#own-list-items button', (page) => page.$eval('#confirm-dialog', (d) => d.open));
  await page.click('#confirm-yes');
  await page.waitForFunction(() => /“Family” was removed\./.test(document.getElementById('own-list-report').textContent));
  await noteSays(page, /^Dictionary: ENABLE2K/);
  assert.equal(await page.$$eval('#dict-select optgroup', (g) => g.length), 0);
  assert.equal(await page.isHidden('#own-list-items'), true);
  await page.reload();
  await openApp(page, `#board=${BOARD}`);
  assert.deepEqual(await solvedWords(page), enable);
  assertClean(record, { allowConsoleErrors: [/crash requested by the page|terminated/i] });
});

test('a file in another language is read with its letters; a file with no words says why and keeps nothing', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await openOwnLists(page);
  await page.selectOption('#own-list-language', 'de');
  await page.setInputFiles('#own-list-file', { name: 'Küche.txt', mimeType: 'text/plain', buffer: Buffer.from('öl\nöle\nstraße\n') });
  await page.waitForFunction(() => /“Küche”: 3 words, kept in this browser\./.test(document.getElementById('own-list-report').textContent), null, { timeout: 30_000 });
  await noteSays(page, /^Dictionary: Küche \(your list\), 3 words/);
  // The words are the list's language; the page stays in the interface's (l10n.js).
  assert.deepEqual([await page.getAttribute('#word-list', 'lang'), await page.getAttribute('html', 'lang')], ['de', 'en']);
  // German tiles: ö is O E on the board, and the word is shown as written.
  await openApp(page, `#board=${encodeURIComponent('oelx/xxxx/xxxx/xxxx')}`);
  const words = await solvedWords(page);
  assert.deepEqual(words, ['oel']);
  assert.equal(await page.textContent('#word-list button[data-word="oel"] .word-text'), 'öl');

  // A game played with it is kept in the history under its name, not its id.
  await openApp(page, '?playSeconds=1#play');
  await page.click('#play-new');
  await page.waitForSelector('#play-end:not([hidden])', { timeout: 15_000 });
  await page.click('#mode-history');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 1);
  assert.match(await page.textContent('#history-list'), /Küche \(your list\)/);
  assert.doesNotMatch(await page.textContent('#history-list'), /mine-/);
  // Exported and imported again: checked against the list kept here, so kept.
  const download = page.waitForEvent('download');
  await page.click('#history-export');
  const file = await (await download).path();
  await page.click('#history-clear');
  await page.click('#confirm-yes');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 0);
  await page.setInputFiles('#history-file', file);
  await page.waitForFunction(() => /Imported 1 game\./.test(document.getElementById('status-text').textContent), null, { timeout: 30_000 });
  assert.match(await page.textContent('#history-list'), /Küche \(your list\)/);
  await page.click('#mode-solve');

  await openOwnLists(page);
  await page.setInputFiles('#own-list-file', { name: 'noise.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 255, 254, 10, 48, 49, 10]) });
  await page.waitForFunction(() => /“noise” could not be added: the list holds no word a board can spell/.test(document.getElementById('own-list-report').textContent), null, { timeout: 30_000 });
  assert.equal(await page.$$eval('#own-list-items li', (items) => items.length), 1);
  await noteSays(page, /^Dictionary: Küche/);
  assert.deepEqual(await axeViolations(page), []);

  // Once the list is removed, its games cannot be checked: an import skips them and says why.
  await settledClick(page, '#own-list-items button', (page) => page.$eval('#confirm-dialog', (d) => d.open));
  await page.click('#confirm-yes');
  await noteSays(page, /^Dictionary: ENABLE2K/);
  await page.click('#mode-history');
  await page.click('#history-clear');
  await page.click('#confirm-yes');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 0);
  await page.setInputFiles('#history-file', file);
  await page.waitForFunction(() => /word list of someone’s own that this browser does not keep/.test(document.getElementById('status-text').textContent), null, { timeout: 30_000 });
  assert.equal(await page.locator('#history-list li').count(), 0);
  assertClean(record);
});

/** Adds the list `words` as "Family" and waits until it is the dictionary in use. */
async function addFamily(page, words) {
  await openOwnLists(page);
  await page.fill('#own-list-name', 'Family');
  await page.fill('#own-list-text', words.join('\n'));
  await settledClick(page, '#own-list-add', (page) => page.$eval('#own-list-report', (e) => e.textContent !== ''));
  await noteSays(page, new RegExp(`^Dictionary: Family \\(your list\\), ${words.length} words`));
}

test('a challenge made with a list of one’s own is played on it where it is kept, and waits for it where it is not', async () => {
  // "axc" (A, X, C in a hook) is in no dictionary of the app's: only the list counts it.
  const family = ['cat', 'cats', 'act', 'scat', 'axc'];
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  await addFamily(page, family);
  await openApp(page, '#play');
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  await page.click('#play-challenge-link');
  await page.waitForFunction(() => /&dict=mine-[0-9a-f]{8}&/.test(document.getElementById('play-share-text').value));
  const sent = new URL(/https?:\/\/\S+/.exec(await page.inputValue('#play-share-text'))[0]);
  const params = new URLSearchParams(sent.hash.slice(1));
  assert.deepEqual([params.get('listname'), params.get('listwords')], ['Family', '5']);
  // The same challenge on a board where "axc" can be played.
  params.set('board', 'cats/cxxx/xxxx/xxxx');
  const link = `#${params.toString().replace(/%2F/gi, '/').replace(/=&/, '&').replace(/^play=/, 'play')}`;

  // A friend who keeps the same list (the same words make the same id): played on it.
  const keeper = await freshPage({ viewport: PHONE });
  await openApp(keeper.page);
  await addFamily(keeper.page, family);
  await openApp(keeper.page, link);
  await keeper.page.waitForSelector('#board-cover:not([hidden])');
  assert.match(await keeper.page.textContent('#play-challenge'), /Dictionary: “Family”, the sender’s own word list \(5 words\)\./);
  await keeper.page.click('#play-new');
  await keeper.page.waitForSelector('#play-running:not([hidden])');
  await keeper.page.fill('#play-word', 'axc');
  await keeper.page.press('#play-word', 'Enter');
  await keeper.page.waitForFunction(() => /“axc”: \+1 point/.test(document.getElementById('play-feedback').textContent));
  assertClean(keeper.record);

  // A friend without it: told plainly which list, and the challenge waits (never another dictionary).
  const friend = await freshPage({ viewport: PHONE });
  await openApp(friend.page, link);
  await friend.page.waitForFunction(() => /this device does not have that list/.test(document.getElementById('play-challenge').textContent));
  assert.match(await friend.page.textContent('#play-challenge'), /A challenge on “Family”, the sender’s own word list \(5 words\), .* It cannot start: this device does not have that list\./);
  assert.equal((await friend.page.textContent('#play-new')).trim(), 'Try again');
  assert.equal(await friend.page.isHidden('#play-running'), true);
  assert.deepEqual(await axeViolations(friend.page), []);
  assertClean(friend.record);
  assertClean(record);
});
