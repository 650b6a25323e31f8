// Not a test: the old build against the new one in one run, alternating (issue 49, "the English once"):
// what a first visit transfers, the first paint (first-contentful-paint) and the page ready, and the last
// letter typed to words on screen over 25 boards (bench.mjs's typing loop), ROUNDS times each.
// BOGGLE_OLD_URL and BOGGLE_NEW_URL: the two builds, served (`cargo xtask serve --built DIR --port N`).
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage, waitForReady } from './helpers.mjs';

const SHARED = process.env.BOGGLE_SHARED || new URL('../../../shared/', import.meta.url).pathname;
const BOARDS = readFileSync(`${SHARED}/data/solver/boards4.txt`, 'utf8').trim().split('\n').slice(0, 25);
const ROUNDS = Number(process.env.ROUNDS || 5);
const BUILDS = { old: process.env.BOGGLE_OLD_URL, new: process.env.BOGGLE_NEW_URL };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One fresh visit: bytes transferred until ready, first contentful paint, ready. */
async function firstVisit(browser, url) {
  const { context, page } = await openPage(browser);
  let bytes = 0;
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.goto(url);
  await waitForReady(page);
  await page.waitForTimeout(500);
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  const ready = await page.evaluate(() => window.__boggle.readyAt);
  await context.close();
  return { bytes, paint, ready };
}

/** The worst of 25 boards, the last letter typed 100 ms after the one before. */
async function typingWorst(browser, url) {
  const { context, page } = await openPage(browser);
  await page.goto(url);
  await waitForReady(page);
  const typed = [];
  for (const board of BOARDS) {
    await page.click('#clear');
    await page.keyboard.type(board.slice(0, -1));
    await page.evaluate(() => { window.__boggle.lastSolve = null; });
    await page.waitForTimeout(100);
    await page.keyboard.type(board.slice(-1));
    await page.waitForFunction(() => window.__boggle.lastSolve !== null);
    typed.push(await page.evaluate(() => window.__boggle.lastSolve.filledToRenderedMs));
  }
  await context.close();
  return { median: median(typed), worst: Math.max(...typed) };
}

const browser = await launchBrowser();
const runs = { old: [], new: [] };
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of round % 2 ? ['new', 'old'] : ['old', 'new']) {
      const visit = await firstVisit(browser, BUILDS[name]);
      const typing = await typingWorst(browser, BUILDS[name]);
      runs[name].push({ ...visit, ...typing });
      console.log(round, name, JSON.stringify({ kib: (visit.bytes / 1024).toFixed(1), ...visit, typing }));
    }
  }
} finally {
  await browser.close();
}
for (const [name, list] of Object.entries(runs)) {
  const m = (key) => median(list.map((r) => r[key]));
  console.log(`${name}: first load ${(m('bytes') / 1024).toFixed(1)} KiB, first paint ${m('paint').toFixed(0)} ms (median; ${list.map((r) => r.paint.toFixed(0)).join(' ')}), ready ${m('ready').toFixed(0)} ms, typing median ${m('median').toFixed(1)} ms, worst of 25 ${list.map((r) => r.worst.toFixed(1)).join(' / ')}`);
}
