// A photo's review and the settings in French, German, Spanish and Italian (issue 33): with the browser's
// language set, a labelled photo read with doubtful tiles (the photo with its grid, the tiles to check,
// what the reader saw), a marked tile tapped and corrected in its sheet, a tapped word's path said
// under the photo, the corner handles of "Fix the grid", and the open settings (the catalog's
// dictionaries and scorings, own lists, credits) show no English the translations replace, at 390x844
// and 1280x800; nothing sticks out of the screen and axe finds nothing.
import assert from 'node:assert/strict';
import { BASE_URL, DESKTOP, PHONE, PHOTOS, assertClean, axeViolations, browserForThisFile, openWordSettings, tapWord, test, waitForReady } from './helpers.mjs';
import { ENGLISH, KEPT, LOCALES, NOT_YET, TRANSLATED, overflowing, pageTexts, untranslated } from './l10n-page.mjs';
import { keys, source } from './l10n-messages.mjs';

const freshPage = browserForThisFile();
/** A labelled 4x4 photo read with doubtful tiles (photo-review.test.mjs reads it too). */
const DOUBTFUL = 'images/55bbec5158c9cf0889c6d564cfa2826c.jpg';

/** Left out of the texts: the help's examples of board text (`<code>alexanderavierda</code>`). */
const SKIPPED = [NOT_YET, 'code'].filter(Boolean).join(', ');

/**
 * As l10n-page.mjs keeps texts that are no message, but of the lower-case words only boards' texts
 * ("alex/ande/ravi/erda"): "likely", "unreadable" are messages here; a board's words are left out by
 * `boardWords` instead.
 */
const KEPT_HERE = new RegExp(KEPT.source.replace('|^[a-z/]+$', '|^[a-z]+(/[a-z]+)+$').replace('|[a-z]+)$', ')$'));
assert.notEqual(KEPT_HERE.source, KEPT.source);
assert.ok(!KEPT_HERE.test('likely') && KEPT_HERE.test('alex/ande/ravi/erda') && KEPT_HERE.test('ENABLE2K'));

/** The English of the photo's and the settings' messages without arguments: a sentence in the page held in English. */
const SENTENCES = ['photo', 'settings'].flatMap((area) => keys(source('en', area)).map((key) => [key, ENGLISH[`${key}|{}`]]).filter(([, text]) => text?.includes(' ') && text.length >= 10));

/**
 * Texts of `lang`'s page that are English: a whole text its translation replaces (l10n-page.mjs's
 * `untranslated`, the board's words aside), or an English sentence of these areas inside a longer text
 * (a message made of others: a dictionary's rule in "…. Source: …", a corner's name in its handle's).
 */
function english(texts, lang, englishPage, boardWords) {
  const whole = untranslated(texts, lang, englishPage, { kept: KEPT_HERE }).filter((text) => !boardWords.has(text));
  const inside = SENTENCES.filter(([key, text]) => TRANSLATED[lang][`${key}|{}`] !== text).flatMap(([key, text]) =>
    texts.filter((shown) => shown.toLowerCase().includes(text.toLowerCase())).map((shown) => `${key} in “${shown}”`),
  );
  return [...whole, ...inside];
}

/** The board's words and its text, which no translation changes. */
async function boardWords(page) {
  const words = await page.$$eval('#word-list button.word', (buttons) => buttons.map((b) => b.dataset.word));
  return new Set([...words, await page.evaluate(() => window.__boggle.boardText())]);
}

/** Opens the app with the browser's language `locale` at `viewport`; resolves once it is in `lang`. */
async function openIn(locale, lang, viewport) {
  const { page, record } = await freshPage({ viewport, locale });
  await page.goto(BASE_URL);
  await waitForReady(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 20_000 });
  return { page, record };
}

/**
 * The review and the settings as a person goes through them; `look(stage)` at each step (the texts
 * on the page, what sticks out, axe). Every stage leaves its part of the page open.
 */
async function reviewPhoto(page, look) {
  await page.setInputFiles('#photo-input', `${PHOTOS}${DOUBTFUL}`);
  await page.waitForFunction(() => window.__boggle.lastScan !== null, null, { timeout: 60_000 });
  await page.waitForSelector('#doubts:not([hidden])');
  await page.click('#scan-tiles > summary');
  await look('the photo read, its tiles to check');

  // A marked tile tapped: its sheet, with the die from the photo and the faces it could be.
  const marked = await page.$$eval('#grid .cell', (cells) => cells.map((c, k) => (c.classList.contains('doubtful') ? k : -1)).filter((k) => k >= 0));
  assert.ok(marked.length > 0, 'the photo has tiles to check');
  await page.locator('#grid .cell-input').nth(marked[0]).click();
  await page.waitForSelector('#tile-check:not([hidden])');
  await look('a marked tile’s sheet');
  await page.locator('#tile-check .tile-choice').first().click();
  if (await page.isVisible('#doubts-accept')) await page.click('#doubts-accept');
  await page.waitForFunction(() => document.querySelectorAll('#word-list button.word').length > 0 && window.__boggle.lastSolve, null, { timeout: 20_000 });

  // A word tapped: its path on the photo, and in words under it.
  await tapWord(page, await page.getAttribute('#word-list button.word', 'data-word'));
  await page.waitForSelector('#photo-path:not([hidden])');
  await look('a word’s path on the photo');

  // Fixing the grid: the four corner handles, named and placed.
  await page.click('#photo-fix');
  await page.waitForSelector('.corner-handle:not([hidden])');
  await look('the corner handles');

  // The settings, with a player's own lists open.
  await openWordSettings(page);
  await page.waitForFunction(() => document.querySelectorAll('#dict-select option').length > 1 && document.getElementById('dict-about').textContent);
  await page.click('#own-lists > summary');
  await page.locator('#word-settings').scrollIntoViewIfNeeded();
  await look('the settings');
}

/** The English page's texts after the same steps (the strings scripts make with their arguments). */
let englishShown = null;
async function englishTexts() {
  if (englishShown) return englishShown;
  const { page } = await openIn('en-US', 'en', PHONE);
  const texts = new Set();
  await reviewPhoto(page, async () => (await pageTexts(page, SKIPPED)).forEach((text) => texts.add(text)));
  englishShown = texts;
  return englishShown;
}

for (const [name, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]]) {
  for (const [lang, locale] of Object.entries(LOCALES)) {
    test(`${lang} at ${name}: a photo's review and the settings have no English, fit the screen, axe clean`, async () => {
      const englishPage = await englishTexts();
      const { page, record } = await openIn(locale, lang, viewport);
      await reviewPhoto(page, async (stage) => {
        assert.deepEqual(english(await pageTexts(page, SKIPPED), lang, englishPage, await boardWords(page)), [], `English in ${stage}`);
        assert.deepEqual(await overflowing(page), [], `${stage} fits`);
        assert.deepEqual(await axeViolations(page), [], `axe in ${stage}`);
      });
      // The catalog's texts came in the language too: the dictionary's rule and a scoring's name.
      const shown = await page.evaluate(() => ({ about: document.getElementById('dict-about').textContent, scoring: document.getElementById('scoring-select').selectedOptions[0].textContent }));
      assert.doesNotMatch(shown.about, /Source:|Licence:|public domain/, shown.about);
      assert.notEqual(shown.scoring, 'Classic');
      assertClean(record);
    });
  }
}
