// The words a group plays by: choosing a dictionary (downloaded on first use, remembered, in the
// share link), house rules, a house list kept in the browser, definitions on tap, and all of it
// offline after first use.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { BASE_URL, assertClean, browserForThisFile, cuttableApp, openApp, openWordSettings, summaryNumbers, tapWord, test, waitForReady, waitForWords } from './helpers.mjs';

const freshPage = browserForThisFile();
const BOARD = 'alex ande ravi erda';
const BOARD_URL = '#board=alex/ande/ravi/erda';

/** The CLI's count for the board under these options, or the numbers checked when this was written. */
const KNOWN = {
  '': [107, 150],
  '--dict common': [52, 71],
  '--dict british': [81, 114],
  '--scoring big': [68, 111],
  '--dict common --scoring big --min 5': [11, 30],
};
function expected(options) {
  if (!process.env.BOGGLE_CLI) return KNOWN[options];
  const args = ['solve', BOARD, '--json', ...options.split(' ').filter(Boolean)];
  const json = JSON.parse(execFileSync(process.env.BOGGLE_CLI, args, { encoding: 'utf8' }));
  return [json.word_count, json.total_score];
}

async function solvedAs(page, [words, points]) {
  await page.waitForFunction(
    ({ words, points }) => document.getElementById('summary').textContent.startsWith(`${words} words, ${points} points`),
    { words, points },
    { timeout: 20_000 },
  );
  const numbers = await summaryNumbers(page);
  assert.deepEqual([numbers.wordCount, numbers.totalScore], [words, points]);
}

async function openSettings(page) {
  await openWordSettings(page);
  await page.waitForSelector('#dict-select option[value="common"]', { state: 'attached' });
}

test('dictionaries: downloaded when chosen, solved again, remembered, in the share link', async () => {
  const { page, record } = await freshPage({ viewport: { width: 390, height: 844 } });
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openApp(page, BOARD_URL);
  await solvedAs(page, expected(''));
  // Only the default dictionary is downloaded at start; the others and the definitions wait.
  assert.deepEqual(fetched.filter((p) => p.includes('/dict/')).map((p) => p.split('/').pop()), ['enable2k.lex']);
  assert.equal(fetched.some((p) => p.includes('/defs/')), false);

  await openSettings(page);
  const titles = await page.$$eval('#dict-select option', (options) => options.map((o) => o.textContent));
  assert.deepEqual(titles, ['ENABLE2K', 'Common words', 'British English', 'Français', 'Deutsch', 'Español', 'Italiano']);
  await page.selectOption('#dict-select', 'common');
  await solvedAs(page, expected('--dict common'));
  assert.match(await page.textContent('#dictionary-note'), /Common words, 38,946 words/);
  assert.match(await page.textContent('#dict-about'), /SCOWL/);
  assert.match(page.url(), /&dict=common/);
  await page.selectOption('#dict-select', 'british');
  await solvedAs(page, expected('--dict british'));
  // The words are marked as British English; the page is in the interface's language.
  assert.deepEqual([await page.getAttribute('#word-list', 'lang'), await page.getAttribute('html', 'lang')], ['en-GB', 'en']);

  // Once both are loaded, switching back and forth re-solves without a download (timed by
  // `cargo xtask bench-words`).
  for (const name of ['common', 'british', 'enable2k', 'british']) {
    await page.selectOption('#dict-select', name);
    await solvedAs(page, expected(name === 'enable2k' ? '' : `--dict ${name}`));
  }
  assert.equal(fetched.filter((p) => p.endsWith('/british.lex')).length, 1, 'downloaded once');

  // Remembered: a new visit without any setting in the address uses it.
  await page.goto(new URL(`?again${BOARD_URL}`, BASE_URL).href);
  await waitForReady(page);
  await solvedAs(page, expected('--dict british'));
  assert.match(await page.textContent('#dictionary-note'), /British English/);
  assertClean(record);
});

test('house rules and a house list: settings, applied to solving and checking, kept in the browser', async () => {
  const { page, record } = await freshPage();
  await openApp(page, BOARD_URL);
  await solvedAs(page, expected(''));
  await openSettings(page);
  await page.selectOption('#scoring-select', 'big');
  await solvedAs(page, expected('--scoring big'));
  assert.equal(await page.inputValue('#min-len'), '4');
  assert.match(page.url(), /&scoring=big/);
  await page.selectOption('#scoring-select', 'classic');
  await solvedAs(page, expected(''));

  // Qu as one letter: on a board with "quite", the word drops from 2 points to 1.
  await page.goto(new URL('#board=qite/xxxx/xxxx/xxxx', BASE_URL).href);
  await solvedAs(page, [3, 4]);
  await page.check('#qu-one');
  await solvedAs(page, [3, 3]);
  assert.match(page.url(), /&qu=1/);
  await page.check('#qu-two');
  await solvedAs(page, [3, 4]);

  // The house list: "xela" allowed (spelled backwards along the top row), "ale" banned.
  await page.goto(new URL(BOARD_URL, BASE_URL).href);
  await solvedAs(page, expected(''));
  await page.fill('#house-allow', 'xela\nqi');
  await page.fill('#house-ban', 'ALE');
  await page.click('#house-apply');
  const [words, points] = expected('');
  await solvedAs(page, [words, points]); // one word in, one out: 1 point each
  const shown = (await waitForWords(page)).map((w) => w.word);
  assert.ok(shown.includes('xela') && !shown.includes('ale'), shown.join(' '));
  assert.match(await page.textContent('#house-report'), /1 allowed, 1 banned, 1 left out \(qi: with a q not followed by u\)/);
  await page.fill('#check-word', 'ale');
  await page.press('#check-word', 'Enter');
  await page.waitForFunction(() => /“ale” is banned by the house list\./.test(document.getElementById('check-result').textContent));
  await page.fill('#check-word', 'xela');
  await page.press('#check-word', 'Enter');
  await page.waitForFunction(() => /“xela” is on the board: \d+ points? \(allowed by the house list\)\./.test(document.getElementById('check-result').textContent));

  // Kept in this browser: a reload keeps the list and applies it.
  await page.reload();
  await waitForReady(page);
  await solvedAs(page, [words, points]);
  assert.ok((await waitForWords(page)).some((w) => w.word === 'xela'));
  assert.equal(await page.inputValue('#house-ban'), 'ALE');
  assertClean(record);
});

test('a share link sets the dictionary and rules for the visit; a bad one is refused with a message', async () => {
  const { page, record } = await freshPage();
  await openApp(page, `${BOARD_URL}&dict=common&scoring=big&min=5`);
  await page.waitForFunction(() => /Common words/.test(document.getElementById('dictionary-note').textContent));
  await solvedAs(page, expected('--dict common --scoring big --min 5'));
  assert.equal(await page.inputValue('#min-len'), '5');
  // Not saved: a visit without the settings is back to the defaults.
  await page.goto(new URL(`?plain${BOARD_URL}`, BASE_URL).href);
  await waitForReady(page);
  await solvedAs(page, expected(''));

  await page.goto(new URL(`?bad${BOARD_URL}&dict=klingon`, BASE_URL).href);
  await waitForReady(page);
  await page.waitForFunction(() => /no dictionary named “klingon”/.test(document.getElementById('alert-text').textContent));
  assert.match(await page.textContent('#alert-text'), /ENABLE2K dictionary and the rules before stay in use/);
  await solvedAs(page, expected(''));
  await page.goto(new URL(`?bad2${BOARD_URL}&scoring=bogus`, BASE_URL).href);
  await waitForReady(page);
  await page.waitForFunction(() => /There is no scoring named “bogus”/.test(document.getElementById('alert-text').textContent));
  await solvedAs(page, expected(''));
  assertClean(record);
});

test('a share link carries the house list, for the visit; one too long for a link is named to whoever opens it', async () => {
  const { page, record } = await freshPage();
  await openApp(page, BOARD_URL);
  await solvedAs(page, expected(''));
  await openSettings(page);
  await page.fill('#house-allow', 'xela');
  await page.fill('#house-ban', 'ale');
  await page.click('#house-apply');
  await page.waitForFunction(() => /&allow=xela&ban=ale$/.test(location.hash));
  const link = page.url().slice(BASE_URL.length);

  // A friend opens it: the same words count, for this visit only.
  const friend = await freshPage();
  await openApp(friend.page, link);
  await friend.page.waitForFunction(() => document.querySelector('#word-list button.word[data-word="xela"]') !== null);
  assert.ok(!(await waitForWords(friend.page)).some((w) => w.word === 'ale'), '“ale” is banned by the link’s list');
  assert.match(await friend.page.textContent('#dictionary-note'), /, with a house list \(from the link\)\.$/);
  await friend.page.goto(new URL(`?plain${BOARD_URL}`, BASE_URL).href);
  await waitForReady(friend.page);
  await solvedAs(friend.page, expected(''));
  assert.ok(!(await waitForWords(friend.page)).some((w) => w.word === 'xela'), 'not kept after the visit');

  // A list too long for a link: the link names it, and the friend, whose list differs, is told.
  const letters = 'abcdefghijklmnoprstuvwxyz'; // no q: a q not followed by u is left out
  const many = Array.from({ length: 400 }, (_, i) => `zz${letters[Math.floor(i / 25)]}${letters[i % 25]}`).join('\n');
  await page.fill('#house-allow', many);
  await page.click('#house-apply');
  await page.waitForFunction(() => /&house=400-1-[0-9a-f]{8}$/.test(location.hash));
  assert.doesNotMatch(page.url(), /allow=/);
  await friend.page.goto(new URL(page.url().slice(BASE_URL.length), BASE_URL).href);
  await waitForReady(friend.page);
  await friend.page.waitForFunction(() => /house list \(400 words allowed, 1 banned\) too long to travel in a link/.test(document.getElementById('alert-text').textContent));
  assertClean(friend.record);
  assertClean(record);
});

test('definitions on tap and a chosen dictionary: fetched when used, offline afterwards', async () => {
  // Offline below means the server out of reach, not only the page told so (see cuttableApp).
  const app = await cuttableApp();
  after(app.close);
  const { page, record, context } = await freshPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow', origin: app.origin });
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openApp(page, new URL(BOARD_URL, app.url).href);
  await waitForWords(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

  await tapWord(page, 'readied');
  await page.waitForSelector('.definition .definition-senses li');
  assert.match(await page.textContent('.definition'), /A form of “ready”/);
  assert.deepEqual(fetched.filter((p) => p.includes('/defs/')).map((p) => p.split('/').pop()), ['r.txt']);
  await page.screenshot({ path: new URL('../../target/e2e-artifacts/definition-390x844.png', import.meta.url).pathname });

  // Another word of the same letter needs no download; a word's own entry has no "form of".
  await tapWord(page, 'raved');
  await page.waitForFunction(() => /A form of “rave”/.test(document.querySelector('.definition')?.textContent ?? ''));
  assert.equal(fetched.filter((p) => p.includes('/defs/')).length, 1, 'one shard for both r words');
  await tapWord(page, 'dread');
  await page.waitForFunction(() => /fear/.test(document.querySelector('.definition')?.textContent ?? ''));
  assert.doesNotMatch(await page.textContent('.definition'), /A form of/);

  // A dictionary chosen once is kept too.
  await openSettings(page);
  await page.selectOption('#dict-select', 'common');
  await solvedAs(page, expected('--dict common'));
  await page.selectOption('#dict-select', 'enable2k');
  await solvedAs(page, expected(''));

  // Offline: the shard and the dictionary fetched before still answer after a reload.
  await app.cut(context);
  await page.reload();
  await waitForReady(page);
  await waitForWords(page);
  await openSettings(page);
  await page.selectOption('#dict-select', 'common');
  await solvedAs(page, expected('--dict common'));
  await tapWord(page, 'raved');
  await page.waitForFunction(() => /rave/.test(document.querySelector('.definition')?.textContent ?? ''));
  // A letter never fetched says it needs a connection, and the app goes on.
  await tapWord(page, 'vexed');
  await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('.definition')?.textContent ?? ''));
  await app.restore(context);
  assertClean(record, { allowConsoleErrors: [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /net::ERR_CONNECTION_REFUSED/] });
});
