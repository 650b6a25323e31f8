// What the translated-page tests share (l10n.test.mjs, l10n-games.test.mjs): the languages, every
// message formatted in English and in each of them, the texts a page shows a person or a screen
// reader, which of those are English a translation replaces, and what sticks out of the screen.
import { formatted } from './l10n-messages.mjs';

/** Each language the interface speaks besides English, and a browser locale that asks for it. */
export const LOCALES = { fr: 'fr-FR', de: 'de-DE', es: 'es-ES', it: 'it-IT' };
/** English as locales/en says it, every message with sample arguments: { "key|args": text }. */
export const ENGLISH = await formatted('en');
export const TRANSLATED = Object.fromEntries(await Promise.all(Object.keys(LOCALES).map(async (lang) => [lang, await formatted(lang)])));

/** Every text on the page as a person or a screen reader meets it: text nodes and the named attributes. */
export function pageTexts(page, notYet = NOT_YET) {
  return page.evaluate((NOT_YET) => {
    const out = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest(['script, style, .word-text, #grid, .definition-senses', NOT_YET].filter(Boolean).join(', '))) continue;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
      // A message's whole text too: a sentence with a <strong> in it is one string in the messages.
      const message = node.parentElement.closest('[data-l10n-id]');
      if (message && !message.querySelector(':not(strong, em, kbd, code, a, span)')) out.add(message.textContent.replace(/\s+/g, ' ').trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (NOT_YET && element.closest(NOT_YET)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) if (element.getAttribute(name)) out.add(element.getAttribute(name).trim());
    }
    out.add(document.title);
    return [...out];
  }, notYet);
}

/** Not translated yet (a selector, or '' for nothing). */
export const NOT_YET = '';

/** Elements wider than the screen or sticking out of it (the visually hidden ones and the off-screen skip link aside). */
export function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sideways = (e) => {
      for (; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (['auto', 'scroll'].includes(style.overflowX) && e.scrollHeight <= e.clientHeight + 1) return true;
      }
      return false;
    };
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.visually-hidden, .skip-link, [hidden], dialog:not([open]), details:not([open]) > :not(summary)')) continue;
      // A row made to scroll sideways (the lengths' chips on a phone) may hold more than the screen.
      if (sideways(element.parentElement)) continue;
      const box = element.getBoundingClientRect();
      // Nothing shown, or hidden for the eyes only (a 1px box: css/landscape.css's title on a small phone).
      if (box.width <= 1 || box.height <= 1) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`;
      if (box.left < -1 || box.right > width + 1) out.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll' && element.scrollWidth > element.clientWidth + 1) {
        out.push(`${name} clips its text (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return out;
  });
}

/**
 * Texts of `lang`'s page that are English its translation replaces; `loose(text)` makes two texts that
 * differ only where they may (a clock, a date) the same before they are compared.
 */
export function untranslated(texts, lang, english, { kept = KEPT, loose = (text) => text } = {}) {
  const translated = TRANSLATED[lang];
  // English kept on purpose: the same words in the language ("OK", "Normal", "Total", "A–Z", " points"),
  // or no message at all (the product's names, a board's words, letters and numbers: KEPT).
  const same = new Set(Object.keys(ENGLISH).filter((k) => translated[k] === ENGLISH[k]).map((k) => loose(ENGLISH[k])));
  const englishTexts = new Set([...Object.values(ENGLISH), ...english].map(loose));
  return texts.filter((text) => englishTexts.has(loose(text)) && !same.has(loose(text)) && /\p{L}{2}/u.test(text) && !kept.test(text));
}

/**
 * Texts both pages show that are no message: the games' titles and dictionary names (the catalog's,
 * from the crates), the board's words and letters, the names of the languages in the settings' list,
 * the licences' names.
 */
export const KEPT = /^\d+ min$|^\[[a-z]+\]$|^[a-z/]+$|^(Qu|An|Er|He|In|Th|■| )+$|^(Boggle|Big Boggle|Super Big Boggle|ENABLE2K|English|Français|Deutsch|Español|Italiano|Qu|Th|An|Er|He|In|[a-z]+)$|^(ENABLE2K|SCOWL|WordNet|GCIDE|L?GPL \d|MPL \d)\b/;
