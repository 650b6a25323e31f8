// The boggle-wasm package as a user gets it: the tarball `npm pack` wrote (BOGGLE_NPM_TARBALL, from
// `cargo xtask npm`) installed offline in a temporary folder, then its README's examples run there:
// the Node script, a TypeScript program type-checked against the package's types, and the web page
// in headless Chromium. Words are compared with the `boggle` CLI (BOGGLE_CLI) when given.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const TARBALL = process.env.BOGGLE_NPM_TARBALL;
const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = resolve(HERE, '..');
const ROOT = process.env.BOGGLE_ROOT || resolve(TEMPLATE, '../../..');
const ALEX = 'alex ande ravi erda';
/** `boggle solve "alex ande ravi erda" --json` with ENABLE2K. */
const ALEX_KNOWN = { word_count: 107, total_score: 150 };

assert.ok(TARBALL, 'BOGGLE_NPM_TARBALL names the packed package: run `cargo xtask npm`');

let app;
before(() => {
  app = mkdtempSync(join(tmpdir(), 'boggle-wasm-user-'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'user-app', private: true, type: 'module' }));
  // A local tarball without dependencies needs no registry: `--offline` proves it.
  execFileSync('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--silent', TARBALL], { cwd: app, stdio: 'inherit' });
});
after(() => rmSync(app, { recursive: true, force: true }));

function expected(board) {
  if (!process.env.BOGGLE_CLI) return ALEX_KNOWN;
  return JSON.parse(execFileSync(process.env.BOGGLE_CLI, ['solve', board, '--json'], { encoding: 'utf8' }));
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** The fenced block after each `<!-- example: PATH -->` of a README, with PATH relative to the README. */
function examplesIn(readme) {
  const text = readFileSync(readme, 'utf8');
  const found = [...text.matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)```\n/g)];
  return found.map(([, path, code]) => ({ file: resolve(dirname(readme), path), code }));
}

test('the installed package holds the built files and nothing else', () => {
  const installed = join(app, 'node_modules/boggle-wasm');
  const built = dirname(TARBALL) + '/boggle-wasm';
  assert.deepEqual(filesUnder(installed), filesUnder(built));
  for (const name of ['index.js', 'index.d.ts', 'boggle_web.js', 'boggle_web.d.ts', 'boggle_web_bg.wasm', 'enable2k.lex', 'README.md', 'examples/node.mjs', 'examples/page.html']) {
    assert.ok(filesUnder(installed).includes(name), `${name} is in the package`);
  }
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.license, 'MIT');
  assert.equal(manifest.dependencies, undefined, 'no dependencies: installs offline');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
});

test('the READMEs show exactly the examples the tests run', () => {
  const shown = [
    ...examplesIn(join(TEMPLATE, 'README.md')),
    ...examplesIn(join(ROOT, 'README.md')),
  ];
  const files = shown.map(({ file }) => relative(ROOT, file)).sort();
  assert.deepEqual([...new Set(files)], ['crates/solver/examples/solve.rs', 'crates/web/npm/examples/node.mjs', 'crates/web/npm/examples/page.html']);
  assert.equal(shown.length, 5, 'the package README shows node and page; the repository README shows all three');
  for (const { file, code } of shown) assert.equal(code, readFileSync(file, 'utf8'), `${relative(ROOT, file)} as shown`);
});

const SOLVE_EXAMPLE = process.env.BOGGLE_SOLVE_EXAMPLE;
test('the README\'s Rust example (crates/solver/examples/solve.rs) finds the same words', { skip: !SOLVE_EXAMPLE && 'BOGGLE_SOLVE_EXAMPLE not given (cargo xtask test gives it)' }, () => {
  const list = join(ROOT, 'crates/lexicon/data/enable2k.txt');
  const lines = execFileSync(SOLVE_EXAMPLE, [list, ALEX], { encoding: 'utf8' }).trim().split('\n');
  const want = expected(ALEX);
  assert.equal(lines.at(-1), `${want.word_count} words, ${want.total_score} points`);
  assert.equal(lines[0].trim(), '5 readied [8, 12, 9, 14, 11, 7, 6]', 'best word first, with its path');
  if (want.words) assert.deepEqual(lines.slice(0, -1).map((line) => line.trim().split(' ')[1]), want.words.map((w) => w.word));
});

test('the Node example solves a board through the installed package', () => {
  copyFileSync(join(TEMPLATE, 'examples/node.mjs'), join(app, 'node.mjs'));
  const lines = execFileSync('node', ['node.mjs', ALEX], { cwd: app, encoding: 'utf8' }).trim().split('\n');
  const want = expected(ALEX);
  assert.equal(lines.at(-1), `${want.word_count} words, ${want.total_score} points`);
  assert.equal(lines.length - 1, want.word_count);
  assert.equal(lines[0], '5 readied 8-12-9-14-11-7-6', 'best word first, with its path');
  if (want.words) {
    assert.deepEqual(lines.slice(0, -1).map((line) => line.split(' ')[1]), want.words.map((w) => w.word));
  }
});

test('the API in Node: options, errors, check, lookup, a custom dictionary', async () => {
  writeFileSync(join(app, 'api.mjs'), `
    import { Boggle } from 'boggle-wasm';
    import { readFileSync } from 'node:fs';
    const boggle = await Boggle.load();
    const out = { size: boggle.dictionarySize };
    out.min4 = boggle.solve('${ALEX}', { minLen: 4 }).wordCount;
    out.summary = boggle.summary('${ALEX}');
    out.check = boggle.check('${ALEX}', 'readied');
    out.notAWord = boggle.check('${ALEX}', 'zzz');
    out.lookup = [boggle.lookup('read'), boggle.lookup('readi'), boggle.lookup('xq')];
    out.random = boggle.randomBoard('big', 7) === boggle.randomBoard('big', 7) && boggle.parseBoard(boggle.randomBoard('big', 7)).rows;
    out.rules = boggle.officialRules(5, 5);
    const error = (f) => { try { f(); return null; } catch (e) { return e.constructor.name + ': ' + e.message; } };
    out.badBoard = error(() => boggle.solve('alex ande ravi erd'));
    out.badMinLen = error(() => boggle.solve('${ALEX}', { minLen: -1 }));
    out.badDice = error(() => boggle.randomBoard('huge', 1));
    out.badDictionary = await Boggle.load({ dictionary: new Uint8Array([1, 2, 3]) }).then(() => null, (e) => e.message);
    const url = new URL('./node_modules/boggle-wasm/enable2k.lex', import.meta.url);
    out.sameFromBytes = (await Boggle.load({ dictionary: readFileSync(url) })).solve('${ALEX}').wordCount;
    console.log(JSON.stringify(out));
  `);
  const out = JSON.parse(execFileSync('node', ['api.mjs'], { cwd: app, encoding: 'utf8' }));
  assert.equal(out.size, 173498);
  assert.ok(out.min4 > 0 && out.min4 < ALEX_KNOWN.word_count);
  assert.deepEqual(out.summary, { wordCount: expected(ALEX).word_count, totalScore: expected(ALEX).total_score });
  assert.equal(out.check.inDictionary, true);
  assert.equal(out.check.score, 5);
  assert.deepEqual(out.check.path, [8, 12, 9, 14, 11, 7, 6]);
  assert.deepEqual({ ...out.notAWord, word: undefined }, { word: undefined, inDictionary: false, longEnough: true, searched: false, gaveUp: false, path: null, score: 0 });
  assert.deepEqual(out.lookup, ['word', 'prefix', 'neither']);
  assert.equal(out.random, 5);
  assert.deepEqual(out.rules, { minLen: 4 });
  assert.equal(out.badBoard, 'Error: row 4 has 3 tiles but row 1 has 4: every row needs the same number');
  assert.match(out.badMinLen, /^RangeError: boggle-wasm: minLen must be a whole number/);
  assert.match(out.badDice, /^RangeError: boggle-wasm: dice is one of new, classic/);
  assert.ok(out.badDictionary, 'three bytes are not a dictionary');
  assert.equal(out.sameFromBytes, ALEX_KNOWN.word_count);
});

test('bad arguments are refused before the solver sees them, and a freed Boggle says so', () => {
  // Issue 34 M: a missing board solved the text "undefined" ("und efi ned"), officialRules took
  // NaN and -1, and a call after free() threw "null pointer passed to rust".
  writeFileSync(join(app, 'arguments.mjs'), `
    import { Boggle } from 'boggle-wasm';
    const boggle = await Boggle.load();
    const error = (f) => { try { return 'returned ' + JSON.stringify(f()); } catch (e) { return e.constructor.name + ': ' + e.message; } };
    const out = {
      noBoard: error(() => boggle.solve()),
      nullBoard: error(() => boggle.summary(null)),
      numberBoard: error(() => boggle.solve(42)),
      noWord: error(() => boggle.check('${ALEX}')),
      objectWord: error(() => boggle.check('${ALEX}', { word: 'read' })),
      noLookup: error(() => boggle.lookup()),
      noParse: error(() => boggle.parseBoard(undefined)),
      stringOptions: error(() => boggle.solve('${ALEX}', '4')),
      stringMinLen: error(() => boggle.solve('${ALEX}', { minLen: '4' })),
      nanMinLen: error(() => boggle.solve('${ALEX}', { minLen: NaN })),
      nanRules: error(() => boggle.officialRules(NaN, 4)),
      negativeRules: error(() => boggle.officialRules(-1, 4)),
      stringRules: error(() => boggle.officialRules('4', 4)),
      hugeRules: error(() => boggle.officialRules(9, 9)),
      tinyRules: error(() => boggle.officialRules(1, 4)),
      rules: error(() => boggle.officialRules(6, 6)),
      seed: error(() => boggle.randomBoard('new', -1)),
      dice: error(() => boggle.randomBoard(7)),
      nullLoad: await Boggle.load(null).then(() => 'loaded', (e) => e.constructor.name + ': ' + e.message),
      stillWorks: boggle.solve('${ALEX}').wordCount,
    };
    boggle.free();
    out.afterFree = ['solve', 'check', 'summary', 'lookup', 'parseBoard', 'randomBoard', 'officialRules'].map((m) => error(() => boggle[m]('${ALEX}', 'read')));
    out.sizeAfterFree = error(() => boggle.dictionarySize);
    out.freeTwice = error(() => boggle.free());
    console.log(JSON.stringify(out));
  `);
  const out = JSON.parse(execFileSync('node', ['arguments.mjs'], { cwd: app, encoding: 'utf8' }));
  const board = "board must be board text (a string such as 'alex ande ravi erda')";
  assert.equal(out.noBoard, `TypeError: boggle-wasm: ${board}, not undefined`);
  assert.equal(out.nullBoard, `TypeError: boggle-wasm: ${board}, not null`);
  assert.equal(out.numberBoard, `TypeError: boggle-wasm: ${board}, not 42`);
  assert.equal(out.noWord, 'TypeError: boggle-wasm: word must be a string, not undefined');
  assert.equal(out.objectWord, 'TypeError: boggle-wasm: word must be a string, not an object');
  assert.equal(out.noLookup, 'TypeError: boggle-wasm: text must be a string, not undefined');
  assert.equal(out.noParse, `TypeError: boggle-wasm: ${board}, not undefined`);
  assert.equal(out.stringOptions, 'TypeError: boggle-wasm: options must be an object such as { minLen: 4 }, not "4"');
  assert.equal(out.stringMinLen, 'TypeError: boggle-wasm: minLen must be a number, not "4"');
  assert.equal(out.nanMinLen, 'RangeError: boggle-wasm: minLen must be a whole number from 1 to 128, not NaN');
  assert.equal(out.nanRules, 'RangeError: boggle-wasm: rows must be a whole number of tiles, not NaN');
  assert.equal(out.negativeRules, 'RangeError: boggle-wasm: rows must be a whole number of tiles, not -1');
  assert.equal(out.stringRules, 'TypeError: boggle-wasm: rows must be a number, not "4"');
  assert.equal(out.hugeRules, 'RangeError: boggle-wasm: the board is 9x9; the largest is 8x8');
  assert.equal(out.tinyRules, 'RangeError: boggle-wasm: the board is 1x4; the smallest is 2x2');
  assert.equal(out.rules, 'returned {"minLen":4}');
  assert.equal(out.seed, 'RangeError: boggle-wasm: seed is a whole number from 0 to 2^32 - 1, not -1');
  assert.match(out.dice, /^TypeError: boggle-wasm: dice must be a string, one of new, classic, big, big-2012, super-big, not 7$/);
  assert.equal(out.nullLoad, 'TypeError: boggle-wasm: load options must be an object such as { dictionary: url }, not null');
  assert.equal(out.stillWorks, ALEX_KNOWN.word_count, 'a refused call leaves the solver working');
  const freed = 'Error: boggle-wasm: this Boggle was freed (free() was called); load another with `await Boggle.load()`';
  assert.deepEqual(out.afterFree, Array(7).fill(freed));
  assert.equal(out.sizeAfterFree, freed);
  assert.equal(out.freeTwice, 'returned undefined');
});

test('TypeScript: a typed program compiles against the package, wrong uses do not', () => {
  const program = (body) => `
    import { Boggle, type Solution, type FoundWord } from 'boggle-wasm';
    const boggle: Boggle = await Boggle.load({ dictionary: new URL('https://example.org/my.lex') });
    const solution: Solution = boggle.solve('alex ande ravi erda', { minLen: 3 });
    const best: FoundWord | undefined = solution.words[0];
    ${body}
    export {};
  `;
  const files = {
    'typed-ok.ts': program('const cells: number[] = best?.path ?? []; const n: number = solution.wordCount + cells.length; void n;'),
    'typed-field.ts': program('const s: string = best!.score; void s;'),
    'typed-board.ts': program('boggle.solve(42);'),
    'typed-dice.ts': program('boggle.randomBoard("huge");'),
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(join(app, name), source);
  // One compiler run for all four (most of its time is reading the standard library's types).
  const tsc = join(HERE, 'node_modules/typescript/bin/tsc');
  const args = [tsc, '--noEmit', '--strict', '--target', 'es2022', '--lib', 'es2022,esnext.disposable,dom', '--module', 'nodenext', '--moduleResolution', 'nodenext', ...Object.keys(files)];
  let output = '';
  try {
    execFileSync('node', args, { cwd: app, encoding: 'utf8' });
  } catch (error) {
    output = String(error.stdout);
  }
  const errors = output.split('\n').filter((line) => /error TS/.test(line));
  const about = (name) => errors.filter((line) => line.startsWith(name)).join('\n');
  assert.equal(about('typed-ok.ts'), '', 'the correct program type-checks');
  assert.match(about('typed-field.ts'), /Type 'number' is not assignable to type 'string'/);
  assert.match(about('typed-board.ts'), /not assignable to parameter of type 'string'/);
  assert.match(about('typed-dice.ts'), /not assignable to parameter of type 'DiceSet/);
  assert.equal(errors.length, 3, output);
});

test('the web page example solves a board in Chromium, fetching only from its own server', async () => {
  copyFileSync(join(TEMPLATE, 'examples/page.html'), join(app, 'index.html'));
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.lex': 'application/octet-stream' };
  const server = createServer((request, response) => {
    // Chromium asks for an icon the example has no reason to have.
    if (request.url === '/favicon.ico') return response.writeHead(204).end();
    const path = join(app, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      const file = statSync(path).isDirectory() ? join(path, 'index.html') : path;
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('request', (request) => !request.url().startsWith(origin) && problems.push(`left the origin: ${request.url()}`));
    await page.goto(`${origin}/`);
    const want = expected(ALEX);
    await page.waitForFunction(() => /points/.test(document.querySelector('#summary').textContent));
    assert.equal(await page.textContent('#summary'), `${want.word_count} words, ${want.total_score} points`);
    assert.equal(await page.locator('#words li').count(), want.word_count);
    assert.equal(await page.textContent('#words li'), 'readied (5)');
    // A malformed board is said, not thrown at the page.
    await page.fill('#board', 'alex ande ravi er1');
    await page.click('button');
    await page.waitForFunction(() => !/points/.test(document.querySelector('#summary').textContent));
    assert.match(await page.textContent('#summary'), /^row 4, column 3: '1' is not a tile/);
    assert.equal(await page.locator('#words li').count(), 0);
    assert.deepEqual(problems, [], 'no errors, no warnings (wasm streamed as application/wasm), no foreign requests');
  } finally {
    await browser.close();
    server.close();
  }
});
