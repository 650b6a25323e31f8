// The page translated (l10n.js imports this, with Fluent, only for a language other than English):
// every element with `data-l10n-id` (and `data-l10n-args`, its arguments as JSON) gets the message's
// value as its text and its attributes as the element's (aria-label, title, placeholder, alt). Not
// @fluent/dom: it imports the bare name `cached-iterable`, which needs an import map (an inline script
// the CSP forbids), and watches the whole page with a MutationObserver; this is the part the app needs.
import { bundleOf, byScript, currentBundle, language, saidEnglish, shown, t } from './say.js';

/** @typedef {import('./say.js').Bundle} Bundle */
/** @typedef {{ nodes: Node[], attributes: Record<string, string | null>, valued?: boolean }} Original */

/** The attributes a message may set. */
const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
/** Inline elements a translation may use, rebuilt bare (its own attributes are never copied). */
const INLINE = new Set(['STRONG', 'EM', 'KBD', 'CODE', 'B', 'I']);
/**
 * Each translated element's English as the page wrote it (its nodes and attributes), to go back.
 * @type {WeakMap<HTMLElement, Original>}
 */
const originals = new WeakMap();

/**
 * `lang`'s messages: every area's .ftl file, fetched, in a Fluent bundle (say.js's Fluent).
 * @param {string} lang
 * @param {readonly string[]} areas
 * @returns {Promise<Bundle>}
 */
export async function loadBundle(lang, areas) {
  const texts = await Promise.all(
    areas.map(async (area) => {
      const response = await fetch(new URL(`../locales/${lang}/${area}.ftl`, import.meta.url));
      if (!response.ok) throw new Error(`locales/${lang}/${area}.ftl: HTTP ${response.status}`);
      return response.text();
    }),
  );
  return bundleOf(lang, texts);
}

/**
 * Translates every element with a message id under `root` into the current language.
 * @param {ParentNode} root
 */
export function translateWithin(root) {
  const bundle = currentBundle();
  for (const element of root.querySelectorAll('[data-l10n-id]')) translateElement(/** @type {HTMLElement} */ (element), bundle);
}

/**
 * @param {HTMLElement} element
 * @param {Bundle} bundle
 */
function translateElement(element, bundle) {
  // Only text this module wrote can have been overwritten (a message of attributes alone writes none).
  if (shown.has(element) && shown.get(element) !== element.textContent) return;
  const id = element.dataset.l10nId ?? '';
  const args = element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {};
  if (!originals.has(element)) {
    const attributes = Object.fromEntries(ATTRIBUTES.filter((a) => element.hasAttribute(a)).map((a) => [a, element.getAttribute(a)]));
    originals.set(element, { nodes: [...element.childNodes].map((n) => n.cloneNode(true)), attributes });
  }
  const original = /** @type {Original} */ (originals.get(element));
  const message = language() === 'en' ? undefined : bundle.getMessage(id);
  if (!message) {
    // English (or a translation lacking it): a script's message in English, what Rust said as it said
    // it, the page's own words from the page.
    const scripted = byScript.has(element);
    if (scripted) element.textContent = t(id, args);
    else if (saidEnglish.has(element)) element.textContent = saidEnglish.get(element);
    else if (original.valued) element.replaceChildren(...original.nodes.map((n) => n.cloneNode(true)));
    for (const [name, value] of Object.entries(original.attributes)) if (value !== null) element.setAttribute(name, value);
    if (scripted || saidEnglish.has(element) || original.valued) shown.set(element, element.textContent);
    return;
  }
  if (message.value) {
    // Its children are the page's own text (its English to go back to), not controls a script holds.
    original.valued = true;
    const text = bundle.formatPattern(message.value, args);
    if (text.includes('<')) element.replaceChildren(...overlay(text, original.nodes));
    else element.textContent = text;
    shown.set(element, element.textContent);
  }
  for (const [name, pattern] of Object.entries(message.attributes)) {
    if (ATTRIBUTES.includes(name)) element.setAttribute(name, bundle.formatPattern(pattern, args));
  }
}

/**
 * A translation with inline markup as nodes: `<strong>`, `<kbd>` and the like made afresh, and an
 * element named `data-l10n-name="x"` a copy of the page's child of that name (a link keeps its
 * address) with the translation's text, or whole if the translation leaves it empty (a list the build
 * wrote there); nothing else of the translation's markup is kept.
 * @param {string} text
 * @param {Node[]} sourceNodes
 * @returns {Node[]}
 */
function overlay(text, sourceNodes) {
  const template = document.createElement('template');
  template.innerHTML = text;
  return [...template.content.childNodes].map((child) => {
    if (!(child instanceof Element)) return document.createTextNode(child.textContent ?? '');
    const node = child;
    const name = node.getAttribute('data-l10n-name');
    const source = name && sourceNodes.find((n) => n instanceof Element && n.getAttribute('data-l10n-name') === name);
    if (source && !node.textContent) return source.cloneNode(true);
    const made = source ? source.cloneNode(false) : INLINE.has(node.tagName) ? document.createElement(node.tagName) : null;
    if (!made) return document.createTextNode(node.textContent ?? '');
    made.textContent = node.textContent;
    return made;
  });
}
