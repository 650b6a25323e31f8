// The translations as the tests read them (l10n-files.test.mjs, l10n.test.mjs): each area's .ftl
// source, its message keys in order, sample arguments that reach every variant, and a language's
// messages formatted by Fluent (the copy the site build installs in xtask/site-packages).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WWW = fileURLToPath(new URL('../', import.meta.url));
export const FLUENT = fileURLToPath(new URL('../../xtask/site-packages/node_modules/@fluent/bundle/esm/index.js', import.meta.url));
export const HAVE_FLUENT = existsSync(FLUENT);
/** l10n.js's areas, read from its source (it imports Fluent and English from the built site's lib/). */
export const AREAS = JSON.parse(/AREAS = Object\.freeze\((\[[^\]]*\])\)/.exec(readFileSync(`${WWW}/l10n/l10n.js`, 'utf8'))[1].replaceAll("'", '"'));
/** The languages: a folder of locales/ each (the site build's catalog lists them the same way). */
export const LANGUAGES = readdirSync(`${WWW}/locales`).sort();

export const source = (lang, area) => readFileSync(`${WWW}/locales/${lang}/${area}.ftl`, 'utf8');

/** Each message's id and its attributes' names, in the file's order: "id", "id.attr". */
export function keys(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const message = /^([a-zA-Z][\w-]*)\s*=/.exec(line);
    if (message) out.push(message[1]);
    const attribute = /^\s+\.([\w-]+)\s*=/.exec(line);
    if (attribute) out.push(`${out.findLast((k) => !k.includes('.'))}.${attribute[1]}`);
  }
  return out;
}

/** The arguments that are words, not numbers (a name, a reason, a word of the board, a variant's key). */
const TEXT_ARGS = new Set(['what', 'reason', 'word', 'title', 'dictionary', 'dictionaries', 'tiles', 'where', 'lines', 'counts', 'spelled', 'house', 'fromLink', 'filtered', 'onBoard', 'tile', 'list', 'why', 'letter', 'faces', 'cell', 'path', 'say', 'held', 'missing', 'inUse', 'source', 'found', 'extra', 'q', 'first', 'dice', 'rule', 'licence', 'name', 'board', 'doing']);

/** Arguments that reach every variant of `id`'s English: numbers 0, 1, 2, 5 and 1234, and each variant key. */
export function sampleArgs(id) {
  const text = AREAS.map((a) => source('en', a)).join('\n');
  const block = new RegExp(`^${id} =[^]*?(?=^\\S|^$)`, 'm').exec(`${text}\n\n`)?.[0] ?? '';
  const names = [...new Set([...block.matchAll(/\$(\w+)/g)].map((m) => m[1]))];
  const variants = [...new Set([...block.matchAll(/\*?\[([a-z]+)\]/g)].map((m) => m[1]))].filter((k) => !['one', 'other', 'few', 'many', 'zero', 'two'].includes(k));
  const base = Object.fromEntries(names.map((n) => [n, TEXT_ARGS.has(n) ? 'Xy' : 2]));
  const out = [base];
  for (const name of names) for (const value of TEXT_ARGS.has(name) ? variants : [0, 1, 5, 1234]) out.push({ ...base, [name]: value });
  return out;
}

/** `lang`'s FluentBundle with every area, and the errors of adding each file. */
export async function bundleOf(lang) {
  const { FluentBundle, FluentResource } = await import(FLUENT);
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = Object.fromEntries(AREAS.map((area) => [area, bundle.addResource(new FluentResource(source(lang, area)))]));
  return { bundle, errors };
}

/** Every message of `lang` formatted with each sample: { "key|args": text }, markup taken out. */
export async function formatted(lang) {
  const { bundle } = await bundleOf(lang);
  const out = {};
  for (const area of AREAS) {
    for (const key of keys(source('en', area))) {
      const [id, attribute] = key.split('.');
      const message = bundle.getMessage(id);
      const pattern = attribute ? message?.attributes[attribute] : message?.value;
      if (!pattern) continue;
      for (const args of sampleArgs(id)) {
        out[`${key}|${JSON.stringify(args)}`] = bundle.formatPattern(pattern, args, []).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
      }
    }
  }
  return out;
}
