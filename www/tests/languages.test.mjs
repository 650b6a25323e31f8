// Other languages: choosing the French, German or Spanish dictionary makes the board follow its
// language (its own letters typed, accents folded, a plain Q in French, German's ä typed as the tiles
// a e and its words shown as written), new boards roll its dice, share links carry it, and a tapped
// word says plainly that there is no definition.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { PHONE, assertClean, axeViolations, browserForThisFile, cuttableApp, openApp, openStart, openWordSettings, summaryNumbers, tapWord, test, waitForReady, waitForWords } from './helpers.mjs';

const freshPage = browserForThisFile();

/** Answers the CLI gave when this was written, for runs without it (`BOGGLE_CLI`). */
const KNOWN = {
  'de haus aepf lner uebl': [79, 142],
  'fr coqs amie nuit sore': [258, 678],
  'es niño cama sola rosa': [405, 880],
  'it citt xcaa aqse ndox': [88, 202],
};
function expected(dict, board) {
  if (!process.env.BOGGLE_CLI) return KNOWN[`${dict} ${board}`];
  const json = JSON.parse(execFileSync(process.env.BOGGLE_CLI, ['solve', board, '--dict', dict, '--json'], { encoding: 'utf8' }));
  return [json.word_count, json.total_score];
}
function cliRandom(lang, seed) {
  if (!process.env.BOGGLE_CLI) return { de: 'CLI', fr: 'rbaa sisu fntc enyt' }[lang];
  return execFileSync(process.env.BOGGLE_CLI, ['random', '--lang', lang, '--seed', String(seed)], { encoding: 'utf8' }).trim();
}

async function solvedAs(page, [words, points]) {
  await page.waitForFunction(
    ({ words, points }) => document.getElementById('summary').textContent.startsWith(`${words} words, ${points} points`),
    { words, points },
    { timeout: 30_000 },
  );
  const numbers = await summaryNumbers(page);
  assert.deepEqual([numbers.wordCount, numbers.totalScore], [words, points]);
}

/** Chooses a dictionary in the settings and waits until it is downloaded and in use. */
async function chooseDictionary(page, name, title) {
  await openWordSettings(page);
  await page.waitForSelector(`#dict-select option[value="${name}"]`, { state: 'attached' });
  await page.selectOption('#dict-select', name);
  await page.waitForFunction((title) => document.getElementById('dictionary-note').textContent.startsWith(`Dictionary: ${title}, `), title, { timeout: 30_000 });
}

test('German as the printed game: ä typed is the tiles A E, words shown as written, the German dice', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await openApp(page);
  await chooseDictionary(page, 'de', 'Deutsch');
  // The words are the dictionary's language; the page stays in the interface's (l10n.js).
  assert.deepEqual([await page.getAttribute('#word-list', 'lang'), await page.getAttribute('#check-word', 'lang'), await page.getAttribute('html', 'lang')], ['de', 'de', 'en']);
  assert.match(await page.textContent('#dictionary-note'), /Deutsch, [\d,]+ words/);
  assert.match(await page.textContent('#dict-about'), /igerman98.*GPL-2\.0/);
  assert.match(await page.textContent('#dict-about'), /AE, OE, UE/);

  // Typed key by key, as on a phone's German keyboard: ä and ü fill two cells each.
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('hausäpflnerübl');
  await solvedAs(page, expected('de', 'haus aepf lner uebl'));
  const cells = await page.$$eval('#grid .cell-input', (inputs) => inputs.map((i) => i.value).join(''));
  assert.equal(cells, 'HAUSAEPFLNERUEBL');
  assert.match(page.url(), /#board=haus\/aepf\/lner\/uebl&dict=de/);
  // Keyed by the tiles' letters, shown as written; a word with no umlaut is as it is.
  const words = await waitForWords(page);
  const shown = await page.$$eval('#word-list button.word', (b) => Object.fromEntries(b.map((x) => [x.dataset.word, x.querySelector('.word-text').textContent])));
  assert.equal(shown.aepfel, 'äpfel');
  assert.equal(shown.ueber, 'über');
  assert.equal(shown.uebel, 'übel');
  assert.equal(shown.haus, 'haus');
  // Äpfel counts six letters, as on the board: three points.
  assert.equal(words.find((w) => w.word === 'aepfel').score, 3);

  // No definitions in German: said plainly; the details name the word as written, with its tiles' letters.
  await tapWord(page, 'aepfel');
  await page.waitForFunction(() => /No definition/.test(document.querySelector('.definition')?.textContent ?? ''));
  assert.match(await page.textContent('.word-details-head'), /^äpfel: 6 letters, 3 points/);
  assert.deepEqual(await axeViolations(page), []);

  // No letter keys of its own: the German dice have no umlaut (a keyboard's ä is two tiles).
  assert.equal(await page.$$eval('#tile-keys [data-language-letter]', (b) => b.length), 0);
  assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]), [PHONE.width, PHONE.width]);

  // Checking a word typed with its umlaut finds it by its tiles, and names it as written.
  const check = await page.evaluate(() => window.__boggle.call('check', { board: 'haus aepf lner uebl', word: 'Über', minLen: 3 }));
  assert.deepEqual([check.word, check.shown, check.inDictionary, Boolean(check.path)], ['ueber', 'über', true, true]);

  // A link's board typed with ö: the tiles O E, öl listed as written, Poet (a real "oe") as it is.
  const friend = await freshPage();
  await openApp(friend.page, `#board=${encodeURIComponent('ölp/xteo/xxxx/xxxx')}&dict=de`);
  await waitForWords(friend.page);
  const listed = await friend.page.$$eval('#word-list button.word', (b) => Object.fromEntries(b.map((x) => [x.dataset.word, x.querySelector('.word-text').textContent])));
  assert.equal(listed.oel, 'öl');
  assert.equal(listed.poet, 'poet');
  assert.equal(await friend.page.inputValue('#grid .cell-input >> nth=1'), 'E');
  assertClean(friend.record);

  // A new board is rolled from the German dice: the same seed gives the CLI's German board, no umlaut on it.
  const rolled = await page.evaluate(() => window.__boggle.call('random', { dice: 'new', seed: 3 }));
  if (process.env.BOGGLE_CLI) assert.equal(rolled, cliRandom('de', 3));
  assert.doesNotMatch(rolled, /[äöü]/);
  await openStart(page);
  await page.click('#random');
  await page.waitForFunction(() => /[\d,]+ words?, [\d,]+ points?/.test(document.getElementById('summary').textContent));
  assertClean(record);
});

test('French: accents typed are folded, the Q is a plain Q, a share link carries it all', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await chooseDictionary(page, 'fr', 'Français');
  await page.click('#grid .cell-input >> nth=0');
  // `é` is typed for the E of "amie"; a q is the plain Q tile (no Qu in French).
  await page.keyboard.type('coqsamiénuitsore');
  await solvedAs(page, expected('fr', 'coqs amie nuit sore'));
  assert.equal(await page.inputValue('#grid .cell-input >> nth=2'), 'Q');
  assert.equal(await page.inputValue('#grid .cell-input >> nth=7'), 'E');
  const words = (await waitForWords(page)).map((w) => w.word);
  assert.ok(words.includes('coq') && words.includes('amie'), words.slice(0, 40).join(' '));
  assert.equal(await page.$$eval('#tile-keys [data-language-letter]', (b) => b.length), 0);
  const link = page.url();
  assert.match(link, /#board=coqs\/amie\/nuit\/sore&dict=fr/);
  assert.equal(await page.evaluate(() => window.__boggle.call('random', { dice: 'new', seed: 3 })), cliRandom('fr', 3));

  // The link opened by a friend who plays in English: French for this visit, the same words.
  const friend = (await freshPage()).page;
  await openApp(friend, '#board=alex/ande/ravi/erda');
  await waitForWords(friend);
  await friend.goto(link);
  await solvedAs(friend, expected('fr', 'coqs amie nuit sore'));
  assert.match(await friend.textContent('#dictionary-note'), /Français.*\(from the link\)/);
  assertClean(record);
});

test('Spanish: ñ is a tile of its own, pasted with the board', async () => {
  const { page, record } = await freshPage();
  await openApp(page, `#board=${encodeURIComponent('niño/cama/sola/rosa')}&dict=es`);
  await solvedAs(page, expected('es', 'niño cama sola rosa'));
  const words = (await waitForWords(page)).map((w) => w.word);
  assert.ok(words.includes('niño') && words.includes('año'), words.slice(0, 40).join(' '));
  assert.equal(await page.inputValue('#grid .cell-input >> nth=2'), 'Ñ');
  await page.screenshot({ path: new URL('../../target/e2e-artifacts/spanish-1280x800.png', import.meta.url).pathname });
  assertClean(record);
});

test('Italian: the Italiano choice, accents folded, Qu as on Il Paroliere\'s dice', async () => {
  const { page, record } = await freshPage();
  await openApp(page);
  await chooseDictionary(page, 'it', 'Italiano');
  // The words are the dictionary's language; the page stays in the interface's (l10n.js).
  assert.deepEqual([await page.getAttribute('#word-list', 'lang'), await page.getAttribute('#check-word', 'lang'), await page.getAttribute('html', 'lang')], ['it', 'it', 'en']);
  assert.match(await page.textContent('#dict-about'), /Dizionario italiano.*GPL-3\.0/);
  await page.click('#grid .cell-input >> nth=0');
  // à typed is an A; q is the Qu face (acqua, quando).
  await page.keyboard.type('cittxcaàaqsendox');
  await solvedAs(page, expected('it', 'citt xcaa aqse ndox'));
  assert.equal(await page.inputValue('#grid .cell-input >> nth=7'), 'A');
  assert.equal(await page.inputValue('#grid .cell-input >> nth=9'), 'Qu');
  const words = (await waitForWords(page)).map((w) => w.word);
  for (const word of ['citta', 'casa', 'acqua', 'quando']) assert.ok(words.includes(word), `${word} in ${words.join(' ')}`);
  assert.match(page.url(), /#board=citt\/xcaa\/aqse\/ndox&dict=it/);
  // New boards roll Il Paroliere's dice: the CLI's board for the same seed.
  const rolled = await page.evaluate(() => window.__boggle.call('random', { dice: 'new', seed: 3 }));
  if (process.env.BOGGLE_CLI) assert.equal(rolled, cliRandom('it', 3));
  assert.doesNotMatch(rolled, /[jkwxy]/);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});

test('a language chosen once works offline: its dictionary kept by the service worker', async () => {
  const app = await cuttableApp();
  after(app.close);
  const { page, record, context } = await freshPage({ serviceWorkers: 'allow', origin: app.origin });
  await openApp(page, app.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await chooseDictionary(page, 'de', 'Deutsch');
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('hausäpflnerübl');
  await solvedAs(page, expected('de', 'haus aepf lner uebl'));
  await app.cut(context);
  await page.reload();
  await waitForReady(page);
  await solvedAs(page, expected('de', 'haus aepf lner uebl'));
  assert.match(await page.textContent('#dictionary-note'), /Deutsch/);
  await app.restore(context);
  assertClean(record, { allowConsoleErrors: [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /net::ERR_CONNECTION_REFUSED/] });
});

test('a Spanish board once English is chosen: one message naming the tiles English cannot spell, no Spanish counts left', async () => {
  const { page, record } = await freshPage({ viewport: PHONE });
  await recordAlerts(page);
  await openApp(page);
  await chooseDictionary(page, 'es', 'Español');
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('niñocamasolarosa');
  await solvedAs(page, expected('es', 'niño cama sola rosa'));
  assert.ok((await page.locator('#solve-lengths button').count()) > 1, 'Spanish counts by length');
  await page.selectOption('#dict-select', 'enable2k');
  await page.waitForFunction(() => /cannot spell/.test(document.getElementById('summary').textContent), null, { timeout: 20_000 });
  assert.equal(
    await page.textContent('#summary'),
    'ENABLE2K cannot spell the Ñ tile (row 1, column 3): no words are listed. ' +
      'Choose Español in “Dictionary and house rules”, or change the tile.',
  );
  // Nothing of the Spanish solve stays on screen: no words, no counts by length.
  assert.equal(await page.locator('#word-list button.word').count(), 0);
  assert.equal(await page.locator('#solve-lengths button').count(), 0);
  assert.deepEqual(await page.$$eval('#grid .cell.unspellable', (cells) => cells.map((c) => Number(c.dataset.index))), [2]);
  assert.deepEqual(await page.evaluate(() => window.__alerts), [], 'one message, in the words panel, not an alert as well');
  assert.deepEqual(await axeViolations(page), []);
  // Back to Spanish: solved again, the marks gone.
  await page.selectOption('#dict-select', 'es');
  await solvedAs(page, expected('es', 'niño cama sola rosa'));
  assert.equal(await page.locator('#grid .cell.unspellable').count(), 0);
  assertClean(record);
});

/** Records every text the page's alert shows (`window.__alerts`), from the first paint on. */
async function recordAlerts(page) {
  await page.addInitScript(() => {
    window.__alerts = [];
    document.addEventListener('DOMContentLoaded', () => {
      const alert = document.getElementById('alert');
      const text = document.getElementById('alert-text');
      new MutationObserver(() => {
        if (!alert.hidden && text.textContent && window.__alerts.at(-1) !== text.textContent) window.__alerts.push(text.textContent);
      }).observe(alert, { attributes: true, childList: true, subtree: true, characterData: true });
    });
  });
}
