// The interface's translations, without a browser: every language has every message of English (and
// no other), in the same order, area by area; each file parses and every message formats; every id the
// page and the scripts name exists (English included: say.js says it through Fluent from locales/en).
// Fluent is the copy the site build installs (xtask/site-packages).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { AREAS, HAVE_FLUENT, LANGUAGES, WWW, bundleOf, keys, sampleArgs, source } from './l10n-messages.mjs';
import { test } from './evidence.mjs';

const NO_FLUENT = !HAVE_FLUENT && 'cargo xtask build-site installs @fluent/bundle';

test('every language has the same messages as English, in the same order, in the same area files', () => {
  for (const lang of LANGUAGES) {
    const files = readdirSync(`${WWW}/locales/${lang}`).sort();
    assert.deepEqual(files, AREAS.map((a) => `${a}.ftl`).sort(), `${lang}: one file per area`);
    for (const area of AREAS) assert.deepEqual(keys(source(lang, area)), keys(source('en', area)), `${lang}/${area}.ftl`);
  }
  const all = AREAS.flatMap((area) => keys(source('en', area)).filter((k) => !k.includes('.')));
  assert.deepEqual(all.filter((id, i) => all.indexOf(id) !== i), [], 'an id in two areas');
});

test('each file parses, and every message formats in its language with sample arguments', { skip: NO_FLUENT }, async () => {
  for (const lang of LANGUAGES) {
    const { bundle, errors: parsed } = await bundleOf(lang);
    for (const area of AREAS) assert.deepEqual(parsed[area], [], `${lang}/${area}.ftl parses`);
    for (const area of AREAS) {
      for (const key of keys(source(lang, area))) {
        const [id, attribute] = key.split('.');
        const message = bundle.getMessage(id);
        const pattern = attribute ? message.attributes[attribute] : message.value;
        if (!pattern) continue;
        for (const args of sampleArgs(id)) {
          const errors = [];
          const text = bundle.formatPattern(pattern, args, errors);
          assert.deepEqual(errors.map(String), [], `${lang} ${key} ${JSON.stringify(args)}`);
          assert.ok(text.trim() || key === 'length-unit-found', `${lang} ${key} is not empty`);
        }
      }
    }
  }
});

test('every id the page and the scripts name is a message, and every message is used', () => {
  // errors.ftl is what Rust says: crates/testkit/tests/messages.rs checks its ids and English against the crates.
  const ids = new Set(AREAS.filter((area) => area !== 'errors').flatMap((area) => keys(source('en', area)).filter((k) => !k.includes('.'))));
  const page = readFileSync(`${WWW}/index.html`, 'utf8');
  const onPage = [...page.matchAll(/data-l10n-id="([\w-]+)"/g)].map((m) => m[1]);
  assert.deepEqual(onPage.filter((id) => !ids.has(id)), [], 'ids on the page without a message');
  const scripts = readdirSync(WWW, { recursive: true }).filter((f) => f.endsWith('.js') && !f.startsWith('tests/')).map((f) => readFileSync(`${WWW}/${f}`, 'utf8')).join('\n');
  // t('id', …), localize(el, 'id', …), say('id'), ['id', {…}] parts, labelId: 'id', return 'status-…'.
  const named = [...scripts.matchAll(/(?:\bt\(|localize\([^,()]+,\s*|say\(|(?<![\w\]])\[|labelId: |return )'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'(?!,\s*')/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(named.filter((id) => !ids.has(id)))], [], 'ids the scripts show without a message in locales/en');
  // The games' titles, which the site build writes into the page from the catalog (xtask/src/site/catalog.rs).
  const catalog = readFileSync(`${WWW}/../xtask/src/site/catalog.rs`, 'utf8').includes('data-l10n-id=\\"game-{name}\\"');
  // The catalog's dictionaries and scorings, whose message ids (and English) come with the worker's catalog.
  const web = readFileSync(`${WWW}/../crates/web/src/catalog.rs`, 'utf8');
  const fromCatalog = (id) => /^(dictionary-(title|rule|source|licence)|scoring-(title|about))-[\w-]+$/.test(id) && web.includes('fn message_id(');
  // language-name is each language's own name in the settings' list, which the build reads too.
  // Any id a script writes as a string (a table of ids, what the worker throws by id with protocol.js's `said`).
  const quoted = [...scripts.matchAll(/'([a-z][a-z0-9]*(?:-[a-z0-9]+)*)'/g)].map((m) => m[1]);
  // A message another one names (`{ other-id }`).
  const referenced = AREAS.flatMap((area) => [...source('en', area).matchAll(/\{\s*([a-z][\w-]*)\s*\}/g)].map((m) => m[1]));
  const used = new Set(['language-name', ...onPage, ...named, ...quoted, ...referenced, ...[...ids].filter((id) => (catalog && id.startsWith('game-') && !onPage.includes(id)) || fromCatalog(id))]);
  assert.deepEqual([...ids].filter((id) => !used.has(id)), [], 'messages nothing shows');
});
