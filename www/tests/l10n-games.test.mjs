// The games in French, German, Spanish and Italian (issue 33): with the browser's language set to
// each, a board of the day opened, a round scored at the table (two players' lists judged: a word on
// both lists cancelled, one not on the board, one too short; a tapped word's note; the new-game
// question asked and answered no; the round kept), a challenge link's game (its offer, two words and
// a third too short, ended now, the result shared) and the History panel with those games show no
// English the translations replace, at 390x844 and at 1280x800, with nothing sticking out of the
// screen and nothing for axe to find. English is what the same steps show in English, numbers
// aside (a clock or a date differs between two runs, a sentence left in English does not).
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, PHONE, assertClean, axeViolations, browserForThisFile, settledClick, test, waitForReady } from './helpers.mjs';
import { ENGLISH, LOCALES, TRANSLATED, overflowing, pageTexts, untranslated } from './l10n-page.mjs';
import { keys, source } from './l10n-messages.mjs';

const freshPage = browserForThisFile();
const BOARD = 'alex/ande/ravi/erda';
// Anna's "vexed" is on Ben's list too (cancelled), "zebra" is a word not on the board, "ax" too short.
const LISTS = ['vexed, read, zebra, ax', 'vexed readied dare'];

/** Opens the app with the browser's language `locale`; the interface in `lang` once translated. */
async function openIn(viewport, locale, lang) {
  const { page, record } = await freshPage({ viewport, locale });
  await page.goto(BASE_URL);
  await waitForReady(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 20_000 });
  return { page, record };
}

/** Goes to `hash` as a link would (the app follows the address). */
async function follow(page, hash) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, hash);
}

/** Waits until each player's words are judged and the standings say who leads. */
async function judged(page) {
  await page.waitForFunction(
    (counts) => counts.every((n, i) => document.querySelectorAll(`#score-players .player:nth-child(${i + 1}) .judged-word`).length === n)
      && /^score-(leads|tie)$/.test(document.getElementById('score-summary').dataset.l10nId ?? document.querySelector('#score-summary [data-l10n-id]')?.dataset.l10nId),
    LISTS.map((list) => list.split(/[\s,]+/).length),
    { timeout: 20_000 },
  );
}

/** Enters a word in the round and waits for what became of it. */
async function enter(page, word) {
  await page.fill('#play-word', word);
  await page.press('#play-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(w), word);
}

/**
 * The steps, each screen's texts handed to `check(name, texts)` (the English run keeps them, a
 * translated run looks for them): a board of the day, a scored round, a game's offer and its end,
 * the history.
 */
async function playThrough(page, check) {
  await page.click('#day-board');
  await page.waitForSelector('#board-note:not([hidden])');
  await check('the board of the day', await pageTexts(page));

  await follow(page, `#board=${BOARD}`);
  await page.waitForFunction((board) => window.__boggle.boardText() === board, BOARD);
  await page.click('#mode-score');
  await page.fill('#player-words-0', LISTS[0]);
  await page.fill('#player-words-1', LISTS[1]);
  await judged(page);
  // On a phone the band shrinks as the list scrolls: a click made as Playwright scrolls can land on what
  // moved under it (helpers.mjs, settledClick).
  await settledClick(page, '#score-players .player:nth-child(1) .judged-word[data-verdict="cancelled"]', (page) => page.isVisible('#word-details-body'));
  // "New game" asks first; its question stays in the page (closed) for every screen after.
  await settledClick(page, '#score-reset', (page) => page.isVisible('#confirm-dialog[open]'));
  await check('the new-game question', await pageTexts(page));
  await page.click('#confirm-no');
  await check('a scored round', await pageTexts(page));
  await settledClick(page, '#score-next', (page) => page.evaluate(() => document.getElementById('player-words-0').value === ''));
  await page.waitForFunction(() => /\d/.test(document.getElementById('status-text').textContent));

  await follow(page, `#play&board=${BOARD}&seconds=300`);
  await page.waitForSelector('#board-cover:not([hidden])');
  await check('a challenge offered', await pageTexts(page));
  await settledClick(page, '#play-new', (page) => page.isVisible('#play-running'));
  for (const word of ['read', 'dare', 'ax']) await enter(page, word);
  await page.click('#play-stop');
  await page.waitForSelector('#play-end:not([hidden])');
  await page.waitForFunction(() => document.getElementById('play-best').textContent);
  const before = await page.textContent('#status-text');
  await settledClick(page, '#play-share', (page) => page.isVisible('#play-share-text'));
  await page.waitForFunction((before) => document.getElementById('status-text').textContent !== before, before);
  // The text to share is a value, not text in the page: its lines too.
  const shared = (await page.inputValue('#play-share-text')).split('\n');
  await check('a game’s end', [...(await pageTexts(page)), ...shared]);

  await page.click('#mode-history');
  await page.waitForFunction(() => document.querySelectorAll('#history-list li').length === 3);
  await check('the history', await pageTexts(page));
}

/** A text with its numbers as one mark: the same sentence whatever the clock or the date said. */
const loose = (text) => text.replace(/\d+/g, '0');

/**
 * The English words of this test's areas' messages, between their arguments ("You scored", "’s list:"),
 * that `lang`'s messages never use: a message left in English shows one even where its arguments
 * (a player's name, a date) are in the language.
 */
function englishPieces(lang) {
  const ours = new Set(['play', 'score', 'history'].flatMap((area) => keys(source('en', area))));
  const theirs = Object.values(TRANSLATED[lang]).join('\n');
  const pieces = new Set();
  for (const [key, text] of Object.entries(ENGLISH)) {
    if (!ours.has(key.split('|')[0])) continue;
    for (const piece of text.split(/Xy|\d[\d,.]*/)) if (piece.trim().length >= 6 && /\p{L}{3}/u.test(piece)) pieces.add(piece.trim());
  }
  return [...pieces].filter((piece) => !theirs.includes(piece));
}

/** Texts that hold English words of a message of these areas. */
const holdingEnglish = (texts, pieces) => texts.filter((text) => pieces.some((piece) => text.includes(piece))).map((text) => `${text} [${pieces.find((p) => text.includes(p))}]`);

const english = {};
for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the steps in English (${size}), for the translations to be held against`, async () => {
    const { page, record } = await openIn(viewport, 'en-US', 'en');
    const texts = new Set();
    await playThrough(page, async (name, shown) => {
      for (const text of shown) texts.add(text);
      // The English run is checked as the others are: nothing sticks out, axe finds nothing.
      assert.deepEqual(await overflowing(page), [], `${name} fits ${viewport.width}x${viewport.height}`);
      assert.deepEqual(await axeViolations(page), [], `axe on ${name}`);
    });
    english[size] = texts;
    assertClean(record);
  });

  for (const [lang, locale] of Object.entries(LOCALES)) {
    test(`${lang} (${size} ${viewport.width}x${viewport.height}): a board of the day, a scored round, a game's end and the history have no English, fit, axe clean`, async () => {
      assert.ok(english[size], 'the English run came first');
      const pieces = englishPieces(lang);
      const { page, record } = await openIn(viewport, locale, lang);
      await playThrough(page, async (name, shown) => {
        assert.deepEqual(untranslated(shown, lang, english[size], { loose }), [], `English on ${name}`);
        assert.deepEqual(holdingEnglish(shown, pieces), [], `English words on ${name}`);
        assert.deepEqual(await overflowing(page), [], `${name} fits ${viewport.width}x${viewport.height}`);
        assert.deepEqual(await axeViolations(page), [], `axe on ${name}`);
      });
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assertClean(record);
    });
  }
}
