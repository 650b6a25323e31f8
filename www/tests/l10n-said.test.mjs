// What Rust says, in the interface's language (issue 33): a photo's failure and its advice to retake, and a
// word list's refusal with what it left out, come from the crates as message ids and arguments
// (www/locales/<lang>/errors.ftl) and are shown in French, never in Rust's English; advice already shown
// follows a change of language, back to Rust's own English.
import assert from 'node:assert/strict';
import { BASE_URL, PHONE, assertClean, browserForThisFile, openWordSettings, settledClick, test, waitForReady } from './helpers.mjs';

const freshPage = browserForThisFile();

async function openInFrench() {
  const { page, record } = await freshPage({ viewport: PHONE, locale: 'fr-FR' });
  await page.goto(BASE_URL);
  await waitForReady(page);
  await page.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 20_000 });
  return { page, record };
}

/** A picture made in the page: `width` x `height`, a gradient from `from` to `to` (no board in it). */
async function picture(page, { width, height, from, to }) {
  const bytes = await page.evaluate(async ({ width, height, from, to }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, from);
    gradient.addColorStop(1, to);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer()));
  }, { width, height, from, to });
  return Buffer.from(bytes);
}

/** What the page says of a picture it cannot read, made as `picture` makes it and chosen as `name`. */
async function saidOfUnread(page, name, look) {
  const buffer = await picture(page, look);
  await page.setInputFiles('#photo-input', { name, mimeType: 'image/jpeg', buffer });
  await page.waitForSelector('#photo-review.failed');
  return page.textContent('#photo-message');
}

async function switchTo(page, lang) {
  await openWordSettings(page);
  await page.selectOption('#language-select', lang);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 10_000 });
}

test('a photo without a board: why, and the advice to retake, in French; the advice follows the language', async () => {
  const { page, record } = await openInFrench();
  const blankSays = await saidOfUnread(page, 'blank.jpg', { width: 640, height: 480, from: '#f4f4f4', to: '#f0f0f0' });
  assert.match(blankSays, /^La photo n’a pas pu être lue : aucune grille trouvée$/, blankSays);

  const dark = await picture(page, { width: 800, height: 600, from: '#050403', to: '#1a1510' });
  await page.setInputFiles('#photo-input', { name: 'dark.jpg', mimeType: 'image/jpeg', buffer: dark });
  await page.waitForSelector('#photo-advice:not([hidden]) [data-advice="too-dark"]');
  const advice = () => page.textContent('#photo-advice [data-advice="too-dark"]');
  assert.equal(await advice(), 'Trop sombre : allumez une lampe ou approchez-vous d’une fenêtre');
  assert.doesNotMatch(await page.textContent('#photo-message'), /[Nn]o board|too (dark|blurry)/);

  await switchTo(page, 'de');
  assert.equal(await advice(), 'Zu dunkel: Schalten Sie ein Licht ein oder gehen Sie ans Fenster');
  await switchTo(page, 'en');
  assert.equal(await advice(), 'Too dark: turn on a light or move to a window');
  assertClean(record);
});

test('a photo too small: why, with its sizes, in French (a message with arguments)', async () => {
  const { page, record } = await openInFrench();
  const says = await saidOfUnread(page, 'tiny.jpg', { width: 40, height: 30, from: '#808080', to: '#202020' });
  assert.match(says, /photo trop petite \(40x30\) ; il faut au moins \d+ pixels de côté/, says);
  assert.doesNotMatch(says, /too small|needs at least/, says);
  assertClean(record);
});

test('a word list with no word a board can spell: refused in French, with what it left out', async () => {
  const { page, record } = await openInFrench();
  await openWordSettings(page);
  const open = (page) => page.$eval('#own-lists', (d) => d.open);
  if (!(await open(page))) await settledClick(page, '#own-lists > summary', open);
  await page.fill('#own-list-name', 'bruit');
  await page.fill('#own-list-text', '123\n$$$\ncafé!\n');
  await settledClick(page, '#own-list-add', (page) => page.$eval('#own-list-report', (e) => e.textContent !== ''));
  await page.waitForFunction(() => /bruit/.test(document.getElementById('own-list-report').textContent) && !/construction|building/i.test(document.getElementById('own-list-report').textContent), null, { timeout: 30_000 });
  const report = await page.textContent('#own-list-report');
  assert.match(report, /la liste ne contient aucun mot qu’une grille puisse écrire \(3 lignes écartées, qu’aucune grille ne peut écrire : 3 avec des caractères qu’aucun dé n’écrit \(la première : ligne 1, « 123 »\)\)/, report);
  assert.doesNotMatch(report, /the list|left out|no board/i);
  assertClean(record);
});
