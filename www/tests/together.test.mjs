// Game night across phones (issue 52): the host's "Play together" shows the round as a QR code and a link;
// a second phone (another browser context) opens the link and counts down to the same start on the same
// board; a third phone opening it after the start plays the time left; at time up "My words" is a code that
// reads back (through the same wasm, the worker's readAnswer) to that phone's words; "Next round" on two
// phones goes to the same next board. Real headless Chromium, phone-sized.
import assert from 'node:assert/strict';
import { PHONE, assertClean, axeViolations, browserForThisFile, openApp, test } from './helpers.mjs';
import { overflowing, pageTexts, untranslated } from './l10n-page.mjs';

const freshPage = browserForThisFile();
/** The round's length (`?playSeconds` on the host's phone; the round's code carries it to the others). */
const SECONDS = 20;
/** The shortest start the host may pick (play-together.js's TOGETHER.startChoices). */
const START_IN = 15;

/** Types `word` and waits for what became of it. */
async function enter(page, word) {
  await page.fill('#play-word', word);
  await page.press('#play-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”`), word);
  return page.textContent('#play-feedback');
}

/** The seconds a phone's clock shows. */
async function clockSeconds(page) {
  const [m, s] = (await page.textContent('#timer')).trim().split(':').map(Number);
  return m * 60 + s;
}

const boardOf = (page) => page.evaluate(() => window.__boggle.boardText());

test('a round played together: one code, the same board and start on every phone, the time left for a late one, My words read back, the same next round', async () => {
  const host = await freshPage({ viewport: PHONE });
  await openApp(host.page, `?playSeconds=${SECONDS}#play`);
  await host.page.click('#play-together');
  await host.page.waitForSelector('#together:not([hidden]) #together-qr svg');
  // The host picks the shortest start: the code is made again for it.
  const before = await host.page.inputValue('#together-link');
  await host.page.selectOption('#together-start', String(START_IN));
  await host.page.waitForFunction((b) => document.getElementById('together-link').value !== b, before);
  const link = await host.page.inputValue('#together-link');
  assert.match(link, /#play&board=[^&]+&seconds=20&min=\d+&dict=enable2k.*&code=[0-9A-Z$%*./:+-]+$/);
  const round = await host.page.evaluate((text) => window.__boggle.call('read-round', { text }), link);
  assert.equal(round.seconds, SECONDS);
  assert.ok(round.startMs > Date.now() + 5_000, 'the start is still ahead');
  assert.equal(await host.page.isVisible('#board-cover'), true, 'the board is hidden until the start');
  assert.match(await host.page.textContent('#together-when'), /^Starts in 0:1\d, at /);
  assert.deepEqual(await axeViolations(host.page), []);

  // The second phone opens the link: the same board, hidden, counting down to the same moment.
  const guest = await freshPage({ viewport: PHONE });
  await openApp(guest.page, link);
  await guest.page.waitForSelector('#board-cover:not([hidden])');
  await guest.page.waitForFunction(() => /^Starts in 0:\d\d$/.test(document.getElementById('board-cover-text').textContent));
  assert.equal(await boardOf(guest.page), await boardOf(host.page));
  assert.equal(await guest.page.isHidden('#together-start-field'), true, 'only the host picks the start');
  assert.deepEqual(await axeViolations(guest.page), []);

  // The start: both play, with the same time on the clock.
  await Promise.all([host, guest].map(({ page }) => page.waitForSelector('#play-running:not([hidden])', { timeout: (START_IN + 10) * 1000 })));
  const [hostLeft, guestLeft] = await Promise.all([clockSeconds(host.page), clockSeconds(guest.page)]);
  assert.ok(Math.abs(hostLeft - guestLeft) <= 1 && hostLeft >= SECONDS - 3, `${hostLeft} and ${guestLeft} s left`);

  // Two words of the board and one refused, on the guest's phone.
  const board = await boardOf(guest.page);
  const solution = await guest.page.evaluate((b) => window.__boggle.call('solve', { board: b, minLen: null }), board);
  const two = solution.words.slice(0, 2).map((w) => w.word);
  for (const word of two) assert.match(await enter(guest.page, word), /\+\d+ points?/);
  assert.match(await enter(guest.page, 'qzxv'), /not a word/);

  // A third phone, after the start: it plays the time left, not the whole round.
  await guest.page.waitForTimeout(3_000);
  const late = await freshPage({ viewport: PHONE });
  await openApp(late.page, link);
  await late.page.waitForSelector('#play-running:not([hidden])');
  const lateLeft = await clockSeconds(late.page);
  assert.ok(lateLeft < SECONDS - 2 && Math.abs(lateLeft - (await clockSeconds(guest.page))) <= 1, `${lateLeft} s left on the late phone`);
  assert.equal(await boardOf(late.page), board);

  // Time up: My words, once a name is given (asked once, kept), reads back to the guest's words.
  await guest.page.waitForSelector('#play-end:not([hidden]) #together-words:not([hidden])', { timeout: (SECONDS + 10) * 1000 });
  assert.equal(await guest.page.inputValue('#together-name'), '');
  await guest.page.fill('#together-name', 'Zoë');
  await guest.page.press('#together-name', 'Tab');
  await guest.page.waitForSelector('#together-words-qr svg');
  const answer = await guest.page.inputValue('#together-words-text');
  assert.match(answer, /^[0-9A-Z $%*+./:-]+$/);
  const read = await host.page.evaluate(([r, a]) => window.__boggle.call('read-answer', { round: r, answer: a }), [round.text, answer]);
  assert.equal(read.player, 'Zoë');
  assert.equal(read.roundId, round.roundId);
  assert.deepEqual([...read.found].sort(), [...two].sort());
  assert.deepEqual(read.offList, ['qzxv']);
  assert.match(await guest.page.textContent('#together-words-summary'), /^2 words on the round’s list, and 1 not on it: qzxv\.$/);
  assert.deepEqual(await axeViolations(guest.page), []);

  // Next round on both phones: the same next board, counting down again.
  await host.page.waitForSelector('#play-end:not([hidden])');
  await Promise.all([host, guest].map(({ page }) => page.click('#together-next')));
  await Promise.all([host, guest].map(({ page }) => page.waitForFunction(() => /^Starts in 0:\d\d$/.test(document.getElementById('board-cover-text').textContent))));
  const next = await boardOf(host.page);
  assert.equal(await boardOf(guest.page), next);
  assert.notEqual(next, board);

  for (const { record } of [host, guest, late]) assertClean(record);
});

test('a round opened long after its end says so, and plays without a clock if asked', async () => {
  const host = await freshPage({ viewport: PHONE });
  await openApp(host.page, '#play');
  // A round that started an hour ago, 3 minutes long: made by the same wasm as the button makes it.
  const board = 'alex/ande/ravi/erda';
  const round = await host.page.evaluate((b) => window.__boggle.call('make-round', { board: b, seconds: 180, minLen: 3, startMs: Date.now() - 3_600_000, seedHigh: 1, seedLow: 2 }), board);
  const guest = await freshPage({ viewport: PHONE });
  await openApp(guest.page, `#play&board=${board}&seconds=180&min=3&dict=enable2k&${round.linkParam}`);
  await guest.page.waitForSelector('#together-past:not([hidden])');
  assert.match(await guest.page.textContent('#together-when'), /^This round ended at .*Play it anyway, without a clock\?$/);
  assert.deepEqual(await axeViolations(guest.page), []);
  await guest.page.click('#together-untimed');
  await guest.page.waitForSelector('#play-running:not([hidden])');
  assert.match(await guest.page.textContent('#timer'), /^0:0\d$/, 'no clock: it counts up from 0:00');
  assertClean(guest.record);
});

test('in French: the round’s code, a round long over and My words have no English, fit the phone, axe clean', async () => {
  const host = await freshPage({ viewport: PHONE, locale: 'fr-FR' });
  await openApp(host.page, '#play');
  await host.page.click('#play-together');
  await host.page.waitForSelector('#together:not([hidden]) #together-qr svg');
  await host.page.waitForFunction(() => /^Commence dans /.test(document.getElementById('together-when').textContent));
  assert.deepEqual(untranslated(await pageTexts(host.page), 'fr', []), [], 'the code on show');
  assert.deepEqual(await overflowing(host.page), []);
  assert.deepEqual(await axeViolations(host.page), []);

  const board = 'alex/ande/ravi/erda';
  const round = await host.page.evaluate((b) => window.__boggle.call('make-round', { board: b, seconds: 60, minLen: 3, startMs: Date.now() - 600_000, seedHigh: 7, seedLow: 8 }), board);
  const guest = await freshPage({ viewport: PHONE, locale: 'fr-FR' });
  await openApp(guest.page, `#play&${round.linkParam}`);
  await guest.page.waitForSelector('#together-past:not([hidden])');
  assert.deepEqual(untranslated(await pageTexts(guest.page), 'fr', []), [], 'a round long over');
  await guest.page.click('#together-untimed');
  await guest.page.waitForSelector('#play-running:not([hidden])');
  await guest.page.click('#play-stop');
  await guest.page.waitForSelector('#together-words:not([hidden])');
  await guest.page.fill('#together-name', 'Anna');
  await guest.page.press('#together-name', 'Tab');
  await guest.page.waitForSelector('#together-words-qr svg');
  assert.match(await guest.page.textContent('#together-words-summary'), /^0 mot sur la liste de la manche\.$/);
  assert.deepEqual(untranslated(await pageTexts(guest.page), 'fr', []), [], 'My words');
  assert.deepEqual(await overflowing(guest.page), []);
  assert.deepEqual(await axeViolations(guest.page), []);
  for (const { record } of [host, guest]) assertClean(record);
});
