// What the worker's catalog (Rust's) shows in the settings: the dictionary and scoring pickers (a
// player's own lists in a group of their own), the credits of every dictionary, and buttons for the
// dictionary's own letters (Ä Ö Ü, Ñ) beside the special tiles, for keyboards without them.
import { localize, t } from '../l10n/l10n.js';

/**
 * A dictionary as the worker's catalog describes it (Rust's): its name, language and tiles, and the
 * ids of its messages (with their English).
 * @typedef {object} CatalogDictionary
 * @property {string} name
 * @property {string} title
 * @property {string} language BCP 47
 * @property {string} [letters] the language's letters beyond a-z
 * @property {boolean} [plainQ]
 * @property {string} [folds]
 * @property {string | undefined} titleId
 * @property {string | undefined} ruleId
 * @property {string | undefined} sourceId
 * @property {string | undefined} licenceId
 * @property {string} [rule]
 * @property {string} [source]
 * @property {string} [licence]
 * @property {string} [licenceText]
 * @property {{ words: number, source: string }} [own] a player's own list: its size and where it came from
 */

/**
 * A scoring as the worker's catalog describes it.
 * @typedef {{ name: string, title: string, titleId: string, description: string, descriptionId: string }} CatalogScoring
 */

/**
 * The worker's catalog (RequestKind.catalog).
 * @typedef {{ dictionaries: CatalogDictionary[], scorings: CatalogScoring[] }} WorkerCatalog
 */

/**
 * Where the catalog is shown.
 * @typedef {object} CatalogPlaces
 * @property {HTMLSelectElement} dict the dictionary picker
 * @property {HTMLSelectElement} scoring the scoring picker
 * @property {HTMLElement} credits the credits' list
 */

/**
 * Fills the pickers with the catalog's dictionaries (and the player's own lists) and scorings, and
 * the credits.
 * @param {CatalogPlaces} places
 * @param {WorkerCatalog} catalog
 * @param {import('./own-list.js').OwnLists} ownLists
 */
export function fillCatalogPickers(places, catalog, ownLists) {
  const option = (/** @type {string} */ value, /** @type {string} */ text) => Object.assign(document.createElement('option'), { value, textContent: text });
  const own = ownLists.lists.map((l) => option(l.id, t('own-list-title', { title: l.title })));
  const yours = Object.assign(document.createElement('optgroup'), { label: t('own-lists-group') });
  yours.append(...own);
  places.dict.replaceChildren(...catalog.dictionaries.map((d) => option(d.name, t(/** @type {string} */ (d.titleId)))), ...(own.length ? [yours] : []));
  ownLists.show(catalog);
  // "Big Boggle: 4 letters at least; …": the name in the list, the points under it.
  places.scoring.replaceChildren(...catalog.scorings.map((s) => option(s.name, t(s.titleId))));
  showCredits(places.credits, catalog);
}

/**
 * Every dictionary's credit, and those of the definitions.
 * @param {HTMLElement} list
 * @param {WorkerCatalog} catalog
 */
function showCredits(list, catalog) {
  /** @type {(id: string, args?: Parameters<typeof localize>[2]) => HTMLLIElement} */
  const item = (id, args) => {
    const li = document.createElement('li');
    localize(li, id, args);
    return li;
  };
  const items = catalog.dictionaries.map((d) => item('dictionary-credit', { title: t(/** @type {string} */ (d.titleId)), source: t(/** @type {string} */ (d.sourceId)), licence: t(/** @type {string} */ (d.licenceId)) }));
  list.replaceChildren(...items, item('credits-wordnet'), item('credits-gcide'));
}

/**
 * Buttons for the language's own letters (Ä Ö Ü, Ñ) beside the special tiles, for keyboards without them.
 * @param {HTMLElement | null} keys the tile buttons (none on a page without them)
 * @param {CatalogDictionary} dict
 */
export function showLetterKeys(keys, dict) {
  if (!keys) return;
  keys.querySelectorAll('[data-language-letter]').forEach((button) => button.remove());
  const blank = keys.querySelector('[data-tile="#"]');
  for (const letter of dict.letters ?? '') {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: letter.toUpperCase() });
    button.dataset.tile = letter;
    button.dataset.languageLetter = '';
    keys.insertBefore(button, blank);
  }
}
