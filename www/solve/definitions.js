// Definitions on tap: the meaning of a word tapped in a list, shown in the word's details under the
// board (word-details.js loads this module the first time a word is tapped). The worker downloads
// the definitions of the word's first letter the first time (defs/en/<letter>.txt, kept offline
// by the service worker after that).
import { RequestKind } from '../worker/protocol.js';
import { localize, tSaid } from '../l10n/l10n.js';

/** What Rust's dictionaries say a word means (RequestKind.define), or null when they do not know it. @typedef {import('../pkg/boggle_web.js').DefinitionView} Definition */

/** Answers already given, so tapping a word again costs nothing. @type {Map<string, Definition | null>} */
const known = new Map();

/**
 * Shows what `word` means in `panel` (made for this word: gone from the page once another is tapped).
 * @param {object} options
 * @param {Pick<import('../worker/worker-bridge.js').WorkerBridge, 'call'>} options.bridge
 * @param {HTMLElement} options.panel
 * @param {string} options.word
 * @param {string} options.language the dictionary's language (BCP 47): definitions exist for English
 */
export async function showDefinition({ bridge, panel, word, language }) {
  panel.replaceChildren(line('definition-status', 'definition-looking'));
  if (!language.startsWith('en')) {
    panel.replaceChildren(line('definition-status', 'definition-english-only', { word }));
    return;
  }
  let found;
  try {
    if (!known.has(word)) known.set(word, await bridge.call(RequestKind.define, { word }));
    found = known.get(word);
  } catch (error) {
    panel.replaceChildren(line('definition-status', 'definition-failed', { reason: tSaid(error) }));
    return;
  }
  if (!panel.isConnected) return; // the list changed while it loaded
  if (!found) {
    panel.replaceChildren(line('definition-status', 'definition-none', { word }));
    return;
  }
  /** @type {HTMLElement[]} */
  const parts = [];
  // Rust decides what is a form of what (crates/define: WordNet's exception lists and rules).
  if (found.formOf) parts.push(line('definition-status', 'definition-form-of', { word: found.formOf }));
  const list = document.createElement('ol');
  list.className = 'definition-senses';
  list.lang = 'en'; // WordNet's and GCIDE's words, whatever the interface's language
  for (const sense of found.senses) {
    const item = document.createElement('li');
    const pos = document.createElement('span');
    pos.className = 'definition-pos';
    pos.textContent = `${sense.partOfSpeech} `;
    item.append(pos, sense.gloss);
    list.append(item);
  }
  parts.push(list);
  // Which dictionary answered (each shard holds WordNet's entries and, for the words WordNet
  // lacks, GCIDE's): the credits name both and their licences.
  parts.push(line('definition-source', 'definition-source', { source: found.source }));
  panel.replaceChildren(...parts);
}

/**
 * A paragraph of the message `id` (l10n.js).
 * @param {string} className
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 */
function line(className, id, args) {
  const p = document.createElement('p');
  p.className = className;
  localize(p, id, args);
  return p;
}
