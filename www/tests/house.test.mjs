// The front end's shape, read from its import graph without a browser: every module stands in a
// feature folder of a floor (the composition root above them all), imports only go down a floor or
// stay in their folder, no two modules import each other round a circle, and only core/storage.js
// touches what the browser keeps (ARCHITECTURE.md, "www").
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './evidence.mjs';

const WWW = fileURLToPath(new URL('..', import.meta.url));

/** Each folder's floor: a module may import from its own folder and from folders on lower floors. */
const FLOORS = {
  core: 0,
  worker: 1,
  l10n: 2,
  ui: 3,
  sw: 3,
  board: 4,
  settings: 4,
  solve: 5,
  photo: 5,
  history: 5,
  play: 6,
  score: 6,
  '': 7,
};
/** The modules at www/'s root: the composition root, and what the build keeps there. */
const AT_ROOT = ['app.js', 'legacy.js', 'modes.js', 'page-state.js', 'share-link.js', 'sw.js', 'test-hooks.js'];
/** Written by the site build (xtask's catalog), imported like any module of its folder. */
const BUILT = ['core/catalog.js', 'l10n/english.js'];

const modules = readdirSync(WWW, { recursive: true })
  .filter((f) => f.endsWith('.js') && !f.startsWith('tests/'))
  .sort();
const folderOf = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');

/** The modules `file` imports (statically, lazily or for its effects), by path inside www/; type imports in comments aside. */
function importsOf(file) {
  const code = readFileSync(join(WWW, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+\.js)'/g)].map((m) => m[1]);
  return specifiers
    .map((s) => normalize(join(dirname(file), s)))
    .filter((path) => !/^(lib|pkg|vision|together)\//.test(path));
}

const graph = Object.fromEntries(modules.map((file) => [file, importsOf(file)]));

test('every module stands in a feature folder, the composition root alone at www/', () => {
  assert.deepEqual(modules.filter((f) => !(folderOf(f) in FLOORS)), [], 'modules outside the folders of the floors');
  assert.deepEqual(modules.filter((f) => folderOf(f) === ''), AT_ROOT);
});

test('imports only go down a floor or stay in their folder', () => {
  const known = new Set([...modules, ...BUILT]);
  const missing = Object.entries(graph).flatMap(([file, imports]) => imports.filter((i) => !known.has(i)).map((i) => `${file} → ${i}`));
  assert.deepEqual(missing, [], 'imports of modules that do not exist');
  const up = Object.entries(graph).flatMap(([file, imports]) => imports
    .filter((i) => folderOf(i) !== folderOf(file) && FLOORS[folderOf(i)] >= FLOORS[folderOf(file)])
    .map((i) => `${file} → ${i}`));
  assert.deepEqual(up, [], 'imports across or up the floors');
});

test('no module imports itself back, through any number of others', () => {
  const circles = [];
  const state = {};
  const visit = (file, path) => {
    if (state[file] === 'done') return;
    if (state[file] === 'open') {
      circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    state[file] = 'open';
    for (const next of graph[file] ?? []) visit(next, [...path, file]);
    state[file] = 'done';
  };
  for (const file of modules) visit(file, []);
  assert.deepEqual(circles, []);
});

test('only core/storage.js touches what the browser keeps', () => {
  const touching = modules.filter((file) => file !== 'core/storage.js' && file !== 'sw.js')
    .filter((file) => /\b(localStorage|sessionStorage|indexedDB)\s*\./.test(readFileSync(join(WWW, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')));
  assert.deepEqual(touching, []);
});
