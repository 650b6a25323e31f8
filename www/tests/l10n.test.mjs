// The interface in French, German, Spanish and Italian (issue 33): chosen by the browser's language or
// in the settings, the first screen and a solved typed board show no English the translations replace
// (the page's text nodes and its aria-label, title, placeholder and alt), nothing is wider than the
// screen (390x844 and 1280x800), axe finds nothing, and switching the language in the settings keeps the board.
import assert from 'node:assert/strict';
import { ARTIFACTS, BASE_URL, DESKTOP, ORIGIN, PHONE, assertClean, axeViolations, browserForThisFile, cuttableApp, openWordSettings, tapWord, test, waitForReady } from './helpers.mjs';
import { ENGLISH, LOCALES, TRANSLATED, overflowing, pageTexts, untranslated } from './l10n-page.mjs';

const freshPage = browserForThisFile();
const BOARD = 'alex/ande/ravi/erda';

/** Opens the app at 390x844 with the browser's language `locale`; the interface in `lang` once translated. */
async function openIn(locale, lang, path = '', viewport = PHONE) {
  const { context, page, record } = await freshPage({ viewport, locale });
  await page.goto(new URL(path, BASE_URL).href);
  await waitForReady(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 20_000 });
  return { context, page, record };
}

/** Types the board into the grid as a person would, and waits for its words. */
async function typeBoard(page) {
  await page.click('#type-board');
  await page.keyboard.type(BOARD.replaceAll('/', ''));
  await page.waitForFunction(() => document.querySelectorAll('#word-list button.word').length > 0 && window.__boggle.lastSolve, null, { timeout: 20_000 });
  // A tapped word's details, under the board.
  await tapWord(page, await page.getAttribute('#word-list button.word', 'data-word'));
  await page.waitForSelector('#word-details-body:not([hidden]) .word-details-facts');
}

/** The texts of the English page in the same state at `viewport`: the strings scripts make with their arguments. */
const englishTexts = new Map();
async function englishPageTexts(viewport = PHONE) {
  if (englishTexts.has(viewport)) return englishTexts.get(viewport);
  const { page } = await openIn('en-US', 'en', '', viewport);
  const first = await pageTexts(page);
  await typeBoard(page);
  englishTexts.set(viewport, new Set([...first, ...(await pageTexts(page))]));
  return englishTexts.get(viewport);
}

for (const [lang, locale, viewport] of Object.entries(LOCALES).flatMap(([lang, locale]) => [PHONE, DESKTOP].map((v) => [lang, locale, v]))) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`${lang} from the browser's language at ${size}: the first screen and a solved board have no English, fit, axe clean`, async () => {
    const english = await englishPageTexts(viewport);
    const { page, record } = await openIn(locale, lang, '', viewport);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.deepEqual(untranslated(await pageTexts(page), lang, english), [], 'English on the first screen');
    assert.deepEqual(await overflowing(page), [], 'the first screen fits');
    assert.deepEqual(await axeViolations(page), [], 'axe on the first screen');
    await typeBoard(page);
    assert.deepEqual(untranslated(await pageTexts(page), lang, english), [], 'English on the solved board');
    assert.deepEqual(await overflowing(page), [], 'the solved board fits');
    assert.deepEqual(await axeViolations(page), [], 'axe on the solved board');
    await page.screenshot({ path: `${ARTIFACTS}solved-${lang}-${size}.png` });
    assertClean(record);
  });
}

test('the settings switch the language without a reload, keep the board, and are remembered', async () => {
  const { page, record } = await openIn('en-US', 'en');
  await typeBoard(page);
  const words = await page.$$eval('#word-list button.word', (b) => b.length);
  const english = await englishPageTexts();
  for (const [i, lang] of Object.keys(LOCALES).entries()) {
    await openWordSettings(page);
    await page.selectOption('#language-select', lang);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.__boggle.boardText()), BOARD, 'the board stays');
    assert.equal(await page.$$eval('#word-list button.word', (b) => b.length), words, 'its words stay');
    await tapWord(page, await page.getAttribute(`#word-list li:nth-child(${i + 2}) button.word`, 'data-word'));
    assert.deepEqual(untranslated(await pageTexts(page), lang, english), [], `no English once switched to ${lang}`);
    assert.deepEqual(await overflowing(page), [], `${lang} fits`);
    assert.deepEqual(await axeViolations(page), [], `axe in ${lang}`);
  }
  // Remembered: a reload in an English browser comes back in the last language chosen.
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction(() => document.documentElement.lang === 'it', null, { timeout: 10_000 });
  assert.equal(await page.$eval('#language-select', (s) => s.value), 'it');
  // Back to the browser's language (English): the page's own English again, without a reload.
  await openWordSettings(page);
  await page.selectOption('#language-select', '');
  await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 10_000 });
  assert.equal(await page.textContent('#mode-solve'), 'Solve');
  assert.equal(await page.getAttribute('#grid', 'aria-label'), 'Board: type one letter per cell');
  assert.match(await page.textContent('#summary'), /^\d+ words, \d+ points, of 3\+ letters\.$/);
  // The board's cells are still the editor's own (a message of attributes alone leaves its children).
  await page.click('#clear');
  await page.keyboard.type('ovenrats' + 'lidemaep');
  await page.waitForFunction(() => window.__boggle.boardText() === 'oven/rats/lide/maep' && /^\d+ words/.test(document.getElementById('summary').textContent));
  assertClean(record);
});

test('an English page loads neither Fluent nor a .ftl file', async () => {
  const { page, record, context } = await freshPage({ viewport: PHONE, locale: 'en-GB' });
  const fetched = [];
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(BASE_URL);
  await waitForReady(page);
  await typeBoard(page);
  assert.deepEqual(fetched.filter((path) => /fluent|\.ftl$/.test(path)), []);
  assert.ok(fetched.every((path) => new URL(path, ORIGIN).origin === ORIGIN));
  assertClean(record);
});

test('the English page says what locales/en says, element by element', async () => {
  const { page, record } = await openIn('en-US', 'en');
  const shown = await page.$$eval('[data-l10n-id]:not([data-l10n-args])', (elements) =>
    elements.map((e) => ({
      id: e.dataset.l10nId,
      // What the build writes into a named placeholder (the lists' licences) is not the message's.
      text: [...e.childNodes].filter((n) => n.dataset?.l10nName !== 'lists').map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim(),
      attributes: Object.fromEntries(['aria-label', 'title', 'placeholder', 'alt'].filter((a) => e.hasAttribute(a)).map((a) => [a, e.getAttribute(a)])),
    })),
  );
  const wrong = [];
  for (const { id, text, attributes } of shown) {
    const value = ENGLISH[`${id}|{}`];
    if (value !== undefined && text !== value) wrong.push(`${id}: "${text}" but locales/en says "${value}"`);
    for (const [name, value] of Object.entries(attributes)) {
      const english = ENGLISH[`${id}.${name}|{}`];
      if (english !== undefined && english !== value) wrong.push(`${id}.${name}: "${value}" but locales/en says "${english}"`);
    }
  }
  assert.ok(shown.length > 100, `${shown.length} elements with a message`);
  assert.deepEqual(wrong, []);
  assertClean(record);
});

test('offline after one visit, every language still loads (the service worker keeps the .ftl files and Fluent)', async () => {
  const app = await cuttableApp();
  const { context, page, record } = await freshPage({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'allow', origin: app.origin });
  try {
    await page.goto(app.url);
    await waitForReady(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await app.cut(context);
    await page.reload();
    await waitForReady(page);
    for (const lang of Object.keys(LOCALES)) {
      await openWordSettings(page);
      await page.selectOption('#language-select', lang);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 10_000 });
      assert.equal(await page.textContent('#mode-solve'), TRANSLATED[lang]['mode-solve|{}']);
    }
    assertClean(record, { allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });
  } finally {
    await app.close();
  }
});
