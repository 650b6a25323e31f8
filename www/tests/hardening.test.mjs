// Hostile input (issues 17, 34): a word check that used to hang the worker, a worker that stops
// answering (terminated and restarted, nothing typed or found lost), validated URL parameters (plain
// decimal numbers only, names without invisible characters, refused values out of the address) and
// a history file checked record by record. The first tests drive WorkerBridge with a fake worker and
// the address and history readers in Node; the rest run the app in Chromium.
import assert from 'node:assert/strict';
import { REQUEST_TIMEOUT_MS, RequestKind, ResponseKind } from '../worker/protocol.js';
import { WorkerBridge, WorkerTimeoutError } from '../worker/worker-bridge.js';
import { assertClean, axeViolations, browserForThisFile, builtModule, openApp, serveModules, test, waitForWords } from './helpers.mjs';

// As written (the build bundles them): they import the catalog the site build writes.
const { challengeFragment, cleanName, plainInteger, readChallenge } = await builtModule('core/address.js');
const { readGame } = await builtModule('history/history-import.js');
// What the bridge says, as the page says it (protocol.js's `said` carries a message id, not English).
const { tSaid } = await builtModule('l10n/say.js');

// ---- WorkerBridge with a fake worker (no browser) -----------------------------------------------

/** A stand-in Worker: records what it is sent, answers only when the test says so. */
class FakeWorker extends EventTarget {
  constructor() {
    super();
    this.sent = [];
    this.terminated = false;
  }

  postMessage(message) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  reply(data) {
    const event = new Event('message');
    event.data = data;
    this.dispatchEvent(event);
  }

  ready() {
    this.reply({ kind: ResponseKind.ready, wordCount: 1, dictionary: 'TEST', timings: {} });
  }
}

function fakeBridge() {
  const workers = [];
  const crashes = [];
  const bridge = new WorkerBridge(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    { onCrash: (error) => crashes.push(error) },
  );
  workers[0].ready();
  return { bridge, workers, crashes };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('every kind of request has a time limit, photos a longer one', () => {
  assert.ok(REQUEST_TIMEOUT_MS.default > 0 && REQUEST_TIMEOUT_MS.default <= 15_000);
  for (const kind of [RequestKind.recognizeImage, RequestKind.recognizePixels, RequestKind.findGrid]) {
    assert.ok(REQUEST_TIMEOUT_MS[kind] > REQUEST_TIMEOUT_MS.default, kind);
  }
});

test('a request not answered in time terminates the worker, rejects in plain words and starts a new one', async () => {
  const { bridge, workers, crashes } = fakeBridge();
  const answered = bridge.call(RequestKind.check, { board: 'ab/cd', word: 'x' }, [], { timeoutMs: 50 });
  await assert.rejects(answered, (error) => {
    assert.ok(error instanceof WorkerTimeoutError);
    assert.match(tSaid(error), /took more than 0\.05 s \(checking a word\) and was restarted/);
    return true;
  });
  assert.equal(workers[0].terminated, true);
  assert.equal(workers.length, 2);
  assert.equal(crashes.length, 1);
  // The new worker gets new work once ready, and its answer arrives.
  workers[1].ready();
  const next = bridge.call(RequestKind.rules, { rows: 4, cols: 4 });
  workers[1].reply({ kind: ResponseKind.result, id: workers[1].sent[0].id, value: { minLen: 3 } });
  assert.deepEqual(await next, { minLen: 3 });
});

test('a quick request waiting behind a slow one gets until the slow one is due', async () => {
  const { bridge, workers } = fakeBridge();
  const slow = bridge.call(RequestKind.recognizeImage, {}, [], { timeoutMs: 300 });
  const quick = bridge.call(RequestKind.solve, { board: 'ab/cd' }, [], { timeoutMs: 50 });
  await sleep(150);
  assert.equal(workers[0].terminated, false, 'the quick request did not kill the worker busy with the photo');
  const [slowId, quickId] = workers[0].sent.map((m) => m.id);
  workers[0].reply({ kind: ResponseKind.result, id: slowId, value: 'board' });
  workers[0].reply({ kind: ResponseKind.result, id: quickId, value: 'words' });
  assert.equal(await slow, 'board');
  assert.equal(await quick, 'words');
  assert.equal(workers.length, 1);
});

test('a worker that keeps hanging is given up on after three restarts within a minute', async () => {
  const { bridge, workers } = fakeBridge();
  for (let i = 0; i < 4; i++) {
    workers.at(-1).ready();
    await assert.rejects(bridge.call(RequestKind.solve, {}, [], { timeoutMs: 10 }));
  }
  assert.match(tSaid(bridge.unavailable), /keeps failing/);
  await assert.rejects(bridge.call(RequestKind.solve, {}), (error) => /keeps failing/.test(tSaid(error)));
});

// ---- The address and history readers (no browser) -----------------------------------------------

test('numbers in a link are read only when written plainly in decimal, within range', () => {
  assert.equal(plainInteger('60', 10, 3600), 60);
  assert.equal(plainInteger('0060', 10, 3600), 60);
  for (const text of ['0x3c', '1e2', '60.0', ' 60', '60 ', '+60', '-60', '0b111', '0o74', '', 'Infinity', '٦٠', '9', '3601', '9'.repeat(30)]) {
    assert.equal(plainInteger(text, 10, 3600), null, JSON.stringify(text));
  }
  const challenge = readChallenge(new URLSearchParams('board=alex/ande/ravi/erda&seconds=0x3c&min=1e1&beat=0x10&dict=de'));
  assert.equal(challenge.seconds, null);
  assert.equal(challenge.minLen, null);
  assert.equal(challenge.toBeat, null);
  assert.equal(challenge.rejected.length, 3);
  assert.match(challenge.rejected.join('; '), /“0x3c”\) is not a whole number of seconds.*“1e1”\) is not a whole number from 1 to 64.*score to beat \(“0x10”\)/);
  assert.equal(challengeFragment(challenge), '#play&board=alex/ande/ravi/erda&dict=de');
});

test('names lose bidi controls and other invisible characters; emoji and joiners stay', () => {
  assert.deepEqual(cleanName('\u202EannA\u202C'), { name: 'annA', changed: true });
  assert.deepEqual(cleanName('Zoë\u200B \u2066Bob\u2069\u0007\u00AD'), { name: 'Zoë Bob', changed: true });
  assert.deepEqual(cleanName('  Ann\n  Lee '), { name: 'Ann Lee', changed: false });
  assert.deepEqual(cleanName('👩‍👩‍👧 میخواهم'), { name: '👩‍👩‍👧 میخواهم', changed: false });
  // Cut at 40 characters, never inside an emoji.
  assert.equal(Array.from(cleanName('😀'.repeat(50)).name).length, 40);
  const { toBeat, rejected } = readChallenge(new URLSearchParams('board=ab/cd&beat=12&from=%E2%80%AEAnna%E2%80%AC'));
  assert.deepEqual(toBeat, { score: 12, name: 'Anna' });
  assert.match(rejected[0], /invisible control characters, which were removed/);
});

test('a history record is read only with sensible fields and dates', () => {
  const now = Date.parse('2026-06-01T12:00:00.000Z');
  const game = {
    id: 'm1-x', at: '2026-05-01T10:00:00.000Z', kind: 'solo', board: 'alex/ande/ravi/erda', rows: 4, cols: 4, minLen: 3,
    dictionary: 'enable2k', score: 3, maxScore: 150, wordCount: 107, found: ['vexed', 'read'], revealed: 0, seconds: 180,
  };
  assert.deepEqual(readGame(game, now), { game });
  const reason = (patch) => readGame({ ...game, ...patch }, now).reason;
  assert.equal(reason({ at: '9999-12-31T00:00:00.000Z' }), 'future');
  assert.equal(reason({ at: '2026-06-03T12:00:00.000Z' }), 'future');
  assert.equal(reason({ at: '2026-06-02T11:00:00.000Z' }), undefined, 'a clock a few hours ahead is fine');
  assert.equal(reason({ at: '1970-01-01T00:00:00.000Z' }), 'past');
  assert.equal(reason({ at: 'yesterday' }), 'shape');
  assert.equal(reason({ score: '3' }), 'shape');
  assert.equal(reason({ score: 200 }), 'inconsistent');
  assert.equal(reason({ found: ['read', 'read'] }), 'shape');
  assert.equal(reason({ rows: 40 }), 'shape');
  assert.equal(reason({ dictionary: 'klingon' }), 'dictionary');
  assert.equal(reason({ id: 'a\u202Eb' }), 'shape');
  const table = { ...game, kind: 'table', players: [{ name: '\u202EBob', score: 3, words: ['read'] }] };
  delete table.found;
  assert.equal(readGame(table, now).game.players[0].name, 'Bob');
  // The board of the day: a row of its own (kind "day", opened: no score), or a solo game played on one.
  const opened = { ...game, kind: 'day', day: '2026-05-01', score: 0 };
  for (const field of ['found', 'revealed', 'seconds']) delete opened[field];
  assert.deepEqual(readGame(opened, now), { game: opened });
  assert.equal(readGame({ ...game, day: '2026-05-01' }, now).game.day, '2026-05-01');
  assert.equal(reason({ day: 'May 1' }), 'shape');
  assert.equal(reason({ day: '2026-05-01<img>' }), 'shape');
  assert.equal(readGame({ ...opened, day: undefined }, now).reason, 'shape');
  assert.equal(readGame({ ...opened, score: 3 }, now).reason, 'shape');
  assert.equal(readGame({ ...table, day: '2026-05-01' }, now).reason, 'shape');
});

// ---- The app in Chromium ------------------------------------------------------------------------

const freshPage = browserForThisFile();
const ALL_A = 'aaaaa/aaaaa/aaaaa/aaaaa/aaaaa';

/** Makes the app's solver worker stop answering: an endless loop run inside it from the test. */
async function hangWorker(page) {
  const worker = page.workers().find((w) => w.url().endsWith('/worker.js'));
  assert.ok(worker, `no solver worker among ${page.workers().map((w) => w.url())}`);
  await worker.evaluate(() => {
    setTimeout(() => {
      for (;;) {
        // Busy forever, as a runaway search would be.
      }
    });
  });
}

test('the repro: 25 a then b checked on an all-a board is answered at once, and solving still works', async () => {
  const { page, record } = await freshPage();
  await openApp(page, `#board=${ALL_A}`);
  await waitForWords(page);
  const word = `${'a'.repeat(25)}b`;
  await page.fill('#check-word', word);
  const start = Date.now();
  await page.press('#check-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('check-result').textContent.includes(w), word, { timeout: 5_000 });
  const ms = Date.now() - start;
  assert.ok(ms < 2_000, `answered in ${ms} ms`);
  assert.match(await page.textContent('#check-result'), /is not in the dictionary/);
  // Same worker, still answering: a new board is solved.
  assert.equal(await page.evaluate(() => window.__boggle.workerStarts), 1);
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('b');
  await page.waitForFunction(() => window.__boggle.lastSolve?.board === 'baaaa/aaaaa/aaaaa/aaaaa/aaaaa');
  assertClean(record);
});

test('a worker that stops answering is terminated and restarted; the board stays and solves again', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  await page.evaluate(() => window.__boggle.setRequestTimeout(1_000));
  await hangWorker(page);
  const outcome = await page.evaluate(() =>
    window.__boggle.call('rules', { rows: 4, cols: 4 }).then(
      () => 'answered',
      (error) => error.name,
    ),
  );
  assert.equal(outcome, 'WorkerTimeoutError');
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /took more than 1 s \(looking up the rules\) and was restarted\. Your board and the words you found are kept/);
  await page.waitForFunction(() => window.__boggle.ready && window.__boggle.workerStarts === 2);
  assert.equal(await page.evaluate(() => window.__boggle.boardText()), 'alex/ande/ravi/erda');
  await waitForWords(page);
  await page.click('#grid .cell-input >> nth=0');
  await page.keyboard.type('b');
  await page.waitForFunction(() => window.__boggle.lastSolve?.board === 'blex/ande/ravi/erda');
  assertClean(record);
});

test('a round being scored when the worker hangs is judged again by the restarted worker', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda');
  await waitForWords(page);
  await page.click('#mode-score');
  await page.fill('#player-name-0', 'Anna');
  await page.fill('#player-name-1', 'Ben');
  await page.fill('#player-words-0', 'readied');
  await page.fill('#player-words-1', 'lend');
  const summary = (pattern) => page.waitForFunction((p) => new RegExp(p).test(document.getElementById('score-summary').textContent), pattern.source);
  await summary(/^Anna leads with 5 points\. Ben 1\.$/);
  await page.evaluate(() => window.__boggle.setRequestTimeout(1_000));
  await hangWorker(page);
  await page.fill('#player-words-1', 'lend dandle');
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /took more than 1 s \(judging the lists\) and was restarted/);
  await page.waitForFunction(() => window.__boggle.ready && window.__boggle.workerStarts === 2);
  // Nothing typed since: the new worker judges the lists as they stand.
  await summary(/^Anna leads with 5 points\. Ben 4\.$/);
  assert.equal(await page.inputValue('#player-words-1'), 'lend dandle');
  assertClean(record);
});

test('in a game, a hung worker loses neither the words found nor the word being checked', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '?playSeconds=300#play');
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  const board = await page.evaluate(() => window.__boggle.boardText());
  const { words } = await page.evaluate((b) => window.__boggle.call('solve', { board: b }), board);
  assert.ok(words.length >= 2, `a board with at least two words: ${board}`);
  const enter = async (word) => {
    await page.fill('#play-word', word);
    await page.press('#play-word', 'Enter');
  };
  await enter(words[0].word);
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”: +`), words[0].word);

  await page.evaluate(() => window.__boggle.setRequestTimeout(1_000));
  await hangWorker(page);
  await enter(words[1].word);
  await page.waitForFunction(() => /could not be checked/.test(document.getElementById('play-feedback').textContent));
  assert.equal(await page.inputValue('#play-word'), words[1].word, 'the word is back in the box');
  await page.waitForFunction(() => window.__boggle.ready && window.__boggle.workerStarts === 2);
  assert.match(await page.textContent('#play-score'), /1 word$/);
  await page.press('#play-word', 'Enter');
  await page.waitForFunction((w) => document.getElementById('play-feedback').textContent.includes(`“${w}”: +`), words[1].word);
  assert.match(await page.textContent('#play-score'), /2 words$/);
  assert.equal(await page.locator('#found-list li').count(), 2);
  assertClean(record);
});

test('a game length in the address that is not sensible gets the default and a notice', async () => {
  for (const [asked, timer] of [['Infinity', '3:00'], ['-5', '3:00'], ['1e9', '3:00'], ['abc', '3:00'], ['0x3c', '3:00'], ['60.5', '3:00'], ['30', '0:30']]) {
    const { page, record } = await freshPage();
    await openApp(page, `#play&seconds=${asked}`);
    if (timer === '3:00') {
      await page.waitForSelector('#alert:not([hidden])');
      assert.match(await page.textContent('#alert-text'), /is not a whole number of seconds from 10 to 3600, so rounds last 3 minutes/, asked);
      assert.equal(new URL(page.url()).hash, '#play');
    } else {
      assert.equal(await page.isHidden('#alert'), true, asked);
      assert.equal(new URL(page.url()).hash, `#play&seconds=${asked}`);
    }
    await page.click('#play-new');
    await page.waitForSelector('#play-running:not([hidden])');
    const shown = await page.textContent('#timer');
    // The timer may have ticked once already.
    assert.ok([timer, timer === '3:00' ? '2:59' : '0:29'].includes(shown), `${asked}: ${shown}`);
    assertClean(record);
  }
});

test('a challenge link: hex seconds and a hidden bidi override are refused, said, and gone from the address', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#play&board=alex/ande/ravi/erda&seconds=0x3c&min=3&dict=enable2k&beat=12&from=%E2%80%AEannA%E2%80%AC');
  await page.waitForSelector('#board-cover:not([hidden])');
  await page.waitForSelector('#alert:not([hidden])');
  const alert = await page.textContent('#alert-text');
  assert.match(alert, /game length in the address \(“0x3c”\) is not a whole number of seconds/);
  assert.match(alert, /challenger’s name held invisible control characters, which were removed/);
  const intro = await page.textContent('#play-challenge');
  assert.match(intro, /3:00 on the clock, words of 3\+ letters\. Score to beat: 12 \(annA\)\./);
  assert.doesNotMatch(intro, /[\u202A-\u202E\u2066-\u2069]/u);
  // The address keeps only what is used: a friend sent it on gets no hex and no override.
  assert.equal(new URL(page.url()).hash, '#play&board=alex/ande/ravi/erda&min=3&dict=enable2k&beat=12&from=annA');
  await page.click('#play-new');
  await page.waitForSelector('#play-running:not([hidden])');
  assert.ok(['3:00', '2:59'].includes(await page.textContent('#timer')));
  assertClean(record);
});

test('a board link: a minimum length, a Qu rule and a dictionary refused leave the address with the board alone', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#board=alex/ande/ravi/erda&min=0x5&qu=7&dict=klingon');
  await waitForWords(page);
  // The dictionary's refusal and the others, in one alert.
  await page.waitForFunction(() => /no dictionary named “klingon”/.test(document.getElementById('alert-text').textContent));
  assert.match(await page.textContent('#alert-text'), /ENABLE2K dictionary and the rules before stay in use\. The Qu rule in the link \(“7”\) is neither 1 nor 2, so yours applies; the minimum word length in the link \(“0x5”\) is not a whole number from 1 to 64, so the game’s own rule applies\.$/);
  await page.waitForFunction(() => location.hash === '#board=alex/ande/ravi/erda');
  assert.equal(await page.inputValue('#min-len'), '3');
  // Values refused alone are said in the alert.
  await page.goto(new URL('?again#board=alex/ande/ravi/erda&min=1e1&scoring=big', page.url()).href);
  await waitForWords(page);
  await page.waitForFunction(() => /minimum word length in the link \(“1e1”\)/.test(document.getElementById('alert-text').textContent));
  await page.waitForFunction(() => location.hash === '#board=alex/ande/ravi/erda&scoring=big');
  assertClean(record);
});

test('board text in the address too long to be a board is not read', async () => {
  const { page, record } = await freshPage();
  await openApp(page, `#board=${'ab/'.repeat(2_000)}ab`);
  await page.waitForSelector('#alert:not([hidden])');
  assert.match(await page.textContent('#alert-text'), /too long to be a board \(6,002 characters/);
  assert.equal(await page.locator('#grid .cell').count(), 16);
  assertClean(record);
});

test('a history file is checked record by record: planted numbers and dates skipped and counted, nothing kept replaced', async () => {
  const { page, record } = await freshPage();
  await openApp(page, '#history');
  // The house list here allows "xela": a game that scored it may go past the dictionary's maximum.
  await page.evaluate(() => localStorage.setItem('boggle-words-settings', JSON.stringify({ dict: 'enable2k', scoring: 'classic', qu: 2, allowed: 'xela', banned: '' })));
  const file = (name, games) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'boggle-solver-history', version: 1, games })) });
  const solo = { kind: 'solo', board: 'alex/ande/ravi/erda', rows: 4, cols: 4, minLen: 3, dictionary: 'enable2k', seconds: 180, maxScore: 150, wordCount: 107, revealed: 0 };
  const kept = { ...solo, id: 'kept-1', at: '2026-01-02T10:00:00.000Z', score: 3, found: ['vexed', 'read'] };
  await page.setInputFiles('#history-file', file('mine.json', [kept]));
  await page.waitForFunction(() => /^Imported 1 game\.$/.test(document.getElementById('status-text').textContent));

  await page.setInputFiles('#history-file', file('planted.json', [
    kept, // the same game again
    { ...kept, score: 4, found: ['vexed', 'read', 'dare'] }, // another game under the same id
    { ...solo, id: 'planted', at: '2026-01-03T10:00:00.000Z', score: 9_999_999, maxScore: 9_999_999, wordCount: 107, found: ['read'] },
    { ...solo, id: 'above', at: '2026-01-03T11:00:00.000Z', score: 400, maxScore: 400, found: ['read'] },
    { ...solo, id: 'future', at: '9999-12-31T00:00:00.000Z', score: 5, found: ['read'] },
    { ...solo, id: 'over-own', at: '2026-01-04T10:00:00.000Z', score: 200, found: ['read'] },
    { ...solo, id: 'text', at: '2026-01-04T11:00:00.000Z', score: '10', found: ['read'] },
    { ...solo, id: 'best', at: '2026-01-05T10:00:00.000Z', score: 150, found: ['read'] },
    { ...solo, id: 'house', at: '2026-01-05T11:00:00.000Z', score: 151, maxScore: 151, wordCount: 108, found: ['xela'] },
    { ...solo, kind: 'table', id: 'table', at: '2026-01-06T10:00:00.000Z', score: 5, found: undefined, players: [{ name: '\u202Ebob\u202C', score: 5, words: ['vexed', 'read'] }, { name: 'Ann', score: 0, words: [] }] },
  ]));
  // The report of this import, not the first one's still on screen while this one is checked.
  await page.waitForFunction(() => {
    const text = document.getElementById('status-text').textContent;
    return /^Imported \d/.test(text) && text !== 'Imported 1 game.';
  }, null, { timeout: 30_000 });
  const report = await page.textContent('#status-text');
  assert.match(report, /^Imported 4 games \(1 kept beside a different game with the same id, under a new one\); skipped 6: /);
  for (const part of [/1 dated in the future/, /1 scoring more than their own maximum/, /1 not games this app records/, /2 scoring more than their board allows/, /1 already in the history/]) assert.match(report, part);
  // The best is the real one; the game kept first is as it was; the names are clean.
  assert.deepEqual(await page.$$eval('#history-bests li', (items) => items.map((li) => li.textContent.split(' (')[0])), ['4×4: 151 points']);
  const games = await page.$$eval('#history-list li', (items) => items.map((li) => li.querySelector('p').textContent));
  assert.equal(games.length, 5);
  assert.equal(games.filter((g) => /solo \(ENABLE2K\): 3 points of 150, 2 of 107 words/.test(g)).length, 1);
  assert.equal(games.filter((g) => /solo \(ENABLE2K\): 4 points of 150, 3 of 107 words/.test(g)).length, 1);
  assert.ok(games.some((g) => /at the table \(ENABLE2K\): bob 5, Ann 0$/.test(g)), games.join('\n'));
  assert.ok(!games.some((g) => /9,999,999|400|\u202E/.test(g)), games.join('\n'));
  // The same file again adds nothing.
  await page.setInputFiles('#history-file', file('planted.json', [kept, { ...solo, id: 'best', at: '2026-01-05T10:00:00.000Z', score: 150, found: ['read'] }]));
  await page.waitForFunction(() => /^Imported 0 games; skipped 2: 2 already in the history\.$/.test(document.getElementById('status-text').textContent), null, { timeout: 30_000 });
  assert.equal(await page.locator('#history-list li').count(), 5);
  // At the store itself (another tab adding the same game meanwhile): a taken id is reported and left
  // as it was, the others are added.
  await serveModules(page);
  const raced = await page.evaluate(async () => {
    const storage = await import(new URL('/__modules/core/storage.js', location.href).href);
    const [first] = await storage.allGames();
    const taken = await storage.addGames([{ ...first, score: first.score + 1 }, { ...first, id: 'fresh-1' }]);
    const now = await storage.allGames();
    return { taken, kept: now.find((g) => g.id === first.id).score === first.score, added: now.some((g) => g.id === 'fresh-1') };
  });
  assert.equal(raced.taken.length, 1);
  assert.deepEqual([raced.kept, raced.added], [true, true]);
  assert.deepEqual(await axeViolations(page), []);
  assertClean(record);
});
