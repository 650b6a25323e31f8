// Shared set-up for the browser tests: the browser, the app's address, pages that record every
// request and console error, the native CLI's answers for cross-checks, and the artifacts folder.
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { ARTIFACTS, watch } from './evidence.mjs';

export { ARTIFACTS, test } from './evidence.mjs';

export const BASE_URL = process.env.BOGGLE_URL || 'http://127.0.0.1:8080/';
export const ORIGIN = new URL(BASE_URL).origin;

/**
 * The app's modules as the site build wrote them before bundling them (`target/site-modules/`, or
 * BOGGLE_MODULES): they import `catalog.js`, which only the build writes.
 */
export const MODULES = process.env.BOGGLE_MODULES || fileURLToPath(new URL('../../target/site-modules/', import.meta.url));

/** One of the app's modules as written, for tests that run it in Node. */
export function builtModule(name) {
  assert.ok(existsSync(`${MODULES}/${name}`), `${MODULES} has ${name} (run \`cargo xtask build-site\`)`);
  return import(pathToFileURL(`${MODULES}/${name}`).href);
}

/**
 * Serves the app's modules as written at `/__modules/<path>` to `page` (same origin, so the CSP lets
 * them run): a test can import one there, beside the page's bundled copy.
 */
export async function serveModules(page) {
  await page.route('**/__modules/**/*.js', (route) => route.fulfill({
    path: `${MODULES}/${new URL(route.request().url()).pathname.split('/__modules/').pop()}`,
    contentType: 'text/javascript',
  }));
}

const SHARED = process.env.BOGGLE_SHARED || fileURLToPath(new URL('../../../shared/', import.meta.url));
/** The labelled real photos (see ../shared's README). */
export const PHOTOS = `${SHARED}/data/photos/roboflow-boggle-boards/`;

/** A labelled photo's board as the app writes it: rows joined by `/`, the Qu tile as `q`. */
export function labelOf(image) {
  const line = readFileSync(`${PHOTOS}boards.tsv`, 'utf8').split('\n').find((l) => l.startsWith(`${image}\t`));
  assert.ok(line, `${image} is in boards.tsv (is ../shared there?)`);
  return line.split('\t')[3].replaceAll(' ', '/').replaceAll('[qu]', 'q');
}

/** A labelled photo's dice: [{row, col, tile, box: [xmin, ymin, xmax, ymax]}] in the photo's pixels. */
export function tilesOf(image) {
  return readFileSync(`${PHOTOS}tiles.tsv`, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(`${image}\t`))
    .map((l) => {
      const [, row, col, tile, ...box] = l.split('\t');
      return { row: Number(row), col: Number(col), tile, box: box.map(Number) };
    });
}

/** Headless Chromium; `extraArgs` add switches (the fake camera, for one). */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

/**
 * One browser for a test file, started before its tests and closed after them with every context the
 * returned `freshPage(options)` opened (so a failing test cannot leave `node --test` hanging).
 */
export function browserForThisFile() {
  let browser;
  const contexts = [];
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });
  return async function freshPage(options) {
    const opened = await openPage(browser, options);
    contexts.push(opened.context);
    return opened;
  };
}

/**
 * Opens a page in a fresh context that records what a test must check afterwards: requests that
 * left the app's origin (`origin`, the served app's by default), console errors and uncaught page errors.
 */
export async function openPage(browser, { viewport = { width: 1280, height: 800 }, colorScheme = 'light', serviceWorkers = 'block', origin = ORIGIN, touch = false, permissions = [], locale } = {}) {
  // `touch`: a phone's touch screen (touch events, and pointer events of type "touch"); `locale`: the
  // browser's language (navigator.languages, Accept-Language), Playwright's default if none.
  const context = await browser.newContext({ viewport, colorScheme, serviceWorkers, permissions, ...(locale ? { locale } : {}), ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  const page = await context.newPage();
  watch(page);
  // A phone's layout: the band above the scroller shrinks as it scrolls (css/layout.css's breakpoints).
  if (viewport.width < 896 || viewport.height < 480) steadyClicks(page);
  const record = { foreignRequests: [], consoleErrors: [], pageErrors: [], failedResponses: [] };
  // Chromium's console only says "Failed to load resource"; this says which one.
  context.on('response', (response) => {
    if (response.status() >= 400) record.failedResponses.push(`${response.status()} ${response.url()}`);
  });
  const onRequest = (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) record.foreignRequests.push(url);
  };
  context.on('request', onRequest);
  page.on('console', (message) => {
    if (message.type() === 'error') record.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => record.pageErrors.push(String(error)));
  return { context, page, record };
}

/**
 * On a phone the board's band shrinks as the scroller under it scrolls. Playwright scrolls an element out of
 * view in and presses it at once, and on a loaded machine the press can land on what moved under it (a
 * lost click, seen in CI). So a click, tap, check or uncheck of an element in the scroller that is not wholly
 * in view (above the tab bar) first brings it to the middle and lets the band settle; one already in view is
 * pressed as it is, so nothing else moves.
 */
function steadyClicks(page) {
  for (const name of ['click', 'tap', 'check', 'uncheck', 'dblclick']) {
    const press = page[name].bind(page);
    page[name] = async (selector, options) => {
      const moved = await page.locator(selector).first().evaluate((e) => {
        const scroller = document.getElementById('scroller');
        if (!scroller?.contains(e) || getComputedStyle(scroller).overflowY === 'visible') return false;
        const r = e.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        const tabs = document.querySelector('nav.mode-switch');
        const bottom = Math.min(view.bottom, tabs && getComputedStyle(tabs).position === 'fixed' ? tabs.getBoundingClientRect().top : Infinity);
        if (r.height === 0 || (r.top >= view.top && r.bottom <= bottom)) return false;
        e.scrollIntoView({ block: 'center' });
        window.__bandHeight = -1;
        return true;
      }, null, { timeout: options?.timeout ?? 30_000 }).catch(() => false);
      if (moved) await page.waitForFunction(bandSettled, null, { polling: 'raf' });
      return press(selector, options);
    };
  }
}

/** True once the band's height has held for three frames (polled each frame). */
function bandSettled() {
  const height = document.getElementById('board-band')?.getBoundingClientRect().height ?? 0;
  window.__bandFrames = height === window.__bandHeight ? (window.__bandFrames ?? 0) + 1 : 0;
  window.__bandHeight = height;
  return window.__bandFrames >= 3;
}

/** Fails the test if the page talked to anyone but the app's server or logged an error. */
export function assertClean(record, { allowConsoleErrors = [] } = {}) {
  assert.deepEqual(record.foreignRequests, [], 'requests left the app origin');
  assert.deepEqual(record.pageErrors, [], 'uncaught page errors');
  const errors = record.consoleErrors.filter((text) => !allowConsoleErrors.some((pattern) => pattern.test(text)));
  assert.deepEqual(errors, [], `console errors (failed responses: ${record.failedResponses.join(', ') || 'none'})`);
}

/** Loads `path` (relative to the app) and waits until the solver worker is ready. */
export async function openApp(page, path = '') {
  await page.goto(new URL(path, BASE_URL).href);
  await waitForReady(page);
  // The address's board is in (and the page has moved to make room for it) before a test taps.
  await page.waitForFunction(() => window.__boggle.addressOpened, null, { timeout: 20_000 });
  await waitForMode(page);
}

/** Waits until the mode the address names (Play, Score, History: loaded when first opened) is on screen. */
export async function waitForMode(page) {
  const mode = /^#(play|score|history)\b/.exec(await page.evaluate(() => location.hash))?.[1];
  if (mode) await page.waitForSelector(`body[data-mode="${mode}"]`, { timeout: 20_000 });
}

export function waitForReady(page) {
  return page.waitForFunction(() => window.__boggle && window.__boggle.ready === true, null, { timeout: 20_000 });
}

/** Waits until the summary reports a solved board, then returns the words shown. */
export async function waitForWords(page) {
  // Counts are grouped as English writes them: "1,565 points".
  await page.waitForFunction(() => /[\d,]+ words?, [\d,]+ points?/.test(document.getElementById('summary').textContent), null, { timeout: 10_000 });
  return page.$$eval('#word-list button.word', (buttons) => buttons.map((b) => ({ word: b.dataset.word, score: Number(b.querySelector('.word-score').textContent) })));
}

export async function summaryNumbers(page) {
  const text = await page.textContent('#summary');
  const match = /([\d,]+) words?, ([\d,]+) points?/.exec(text);
  return { wordCount: Number(match[1].replaceAll(',', '')), totalScore: Number(match[2].replaceAll(',', '')) };
}

/** Pastes `text` into the cell `index` as a person would (a real paste event with clipboard data). */
export function pasteIntoCell(page, index, text) {
  return page.evaluate(
    ({ index, text }) => {
      const input = document.querySelectorAll('#grid .cell-input')[index];
      input.focus();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { index, text },
  );
}

/**
 * The native CLI's solution of a board, when `cargo xtask test` says where the CLI is; else the
 * numbers for the one board the tests know by heart (checked against the CLI when it was written).
 */
const KNOWN = { 'alex ande ravi erda': { word_count: 107, total_score: 150 } };
export function expectedSolution(board) {
  if (process.env.BOGGLE_CLI) {
    const out = execFileSync(process.env.BOGGLE_CLI, ['solve', board, '--json'], { encoding: 'utf8' });
    return JSON.parse(out);
  }
  const known = KNOWN[board];
  assert.ok(known, `no CLI (BOGGLE_CLI) and no known answer for ${board}`);
  return known;
}

/**
 * The app behind a door a test can shut: a proxy on a port of its own in front of BASE_URL. `cut()`
 * drops every open connection and refuses new ones, as a phone without signal fails, and sets the
 * context offline (so `navigator.onLine` is false); `restore()` opens the door again. Playwright's
 * `context.setOffline(true)` alone is not enough: with Chromium 148 it neither stops the service
 * worker's own fetches nor survives a reload the service worker answers, and `context.route` does
 * not see the service worker's requests either. `base` is the app to front (BASE_URL by default);
 * `close()` when done.
 */
export async function cuttableApp(base = BASE_URL) {
  const upstream = new URL(base);
  const sockets = new Set();
  /** Every answer passed on: { path, bytes } (bytes as sent, gzip included). */
  const served = [];
  const server = createServer((incoming, outgoing) => {
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      const entry = { path: incoming.url, bytes: 0 };
      served.push(entry);
      answer.on('data', (chunk) => {
        entry.bytes += chunk.length;
      });
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port) => new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
  const port = await listen(0);
  const url = `http://127.0.0.1:${port}${upstream.pathname}`;
  const shut = async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url,
    origin: new URL(url).origin,
    served,
    async cut(context) {
      await shut();
      await context?.setOffline(true);
    },
    async restore(context) {
      await context?.setOffline(false);
      if (!server.listening) await listen(port);
    },
    close: shut,
  };
}

/** Adds `values` to target/e2e-artifacts/perf.json (each test file contributes its numbers). */
export function recordPerf(values) {
  const file = `${ARTIFACTS}perf.json`;
  let current = {};
  try {
    current = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First writer.
  }
  writeFileSync(file, `${JSON.stringify({ ...current, ...values, measuredAt: new Date().toISOString() }, null, 2)}\n`);
}

/** A camera's frame as the QR reader is given it: the preview's own size (photo.js's PREVIEW_WIDTH). */
export const QR_FRAME = { width: 640, height: 480 };

/**
 * Runs in the page: `text` as the app draws it (qrSvg, the browser's own SVG renderer), a `side` px square
 * drawn sharp (no smoothing) at the centre of a white `width` x `height` picture; its RGBA. No text: white.
 * @param {string | null} text
 * @param {{ width: number, height: number, side: number }} frame
 */
async function drawCodeFrame(text, { width, height, side }) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  if (text !== null) {
    const svg = await window.__boggle.call('qr-svg', { text, label: 'code' });
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await image.decode();
    context.imageSmoothingEnabled = false;
    context.drawImage(image, Math.round((width - side) / 2), Math.round((height - side) / 2), side, side);
  }
  return context.getImageData(0, 0, width, height).data;
}

/**
 * Gives `page` `window.__codeFrame(text, { width, height, side })` (drawCodeFrame), for the code's frame to
 * stay in the page (a frame is 1.2 MB); again after each navigation.
 */
export function withCodeFrame(page) {
  return page.evaluate(`window.__codeFrame = ${drawCodeFrame.toString()}`);
}

/** The phone and desktop sizes every new screen is tested at. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, with every one of its rules (the WCAG ones, best
 * practice, and those axe leaves off by default as experimental, such as label-content-name-mismatch):
 * [] when clean; each as "rule: target".
 */
export async function axeViolations(page) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const rules = window.axe.getRules().map((rule) => rule.ruleId);
    const result = await window.axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}

/**
 * Word buttons, text boxes and other inputs that another element covers: for each one whose centre
 * is on screen and inside every box that scrolls or clips it, what `document.elementFromPoint` finds
 * there must be the control itself (or inside it). Returns ["#id or word: what covers it"].
 */
export function coveredControls(page, selector = 'button.word, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea, select') {
  return page.$$eval(selector, (controls) => {
    const clipped = (element, x, y) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (!/(auto|scroll|hidden|clip)/.test(style.overflow + style.overflowX + style.overflowY)) continue;
        const r = box.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
      }
      return false;
    };
    const name = (e) => e.dataset.word ?? (e.id ? `#${e.id}` : e.outerHTML.slice(0, 60));
    return controls
      .filter((c) => c.offsetWidth > 0 && c.offsetHeight > 0 && c.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      .flatMap((c) => {
        const r = c.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || clipped(c, x, y)) return [];
        const hit = document.elementFromPoint(x, y);
        return hit && (hit === c || c.contains(hit)) ? [] : [`${name(c)}: ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`];
      });
  });
}

/** The rectangles of the word buttons in `list` (a selector): to check that nothing moved. */
export function wordBoxes(page, list = '#word-list') {
  return page.$$eval(`${list} button.word`, (buttons) => buttons.map((b) => {
    const r = b.getBoundingClientRect();
    return { word: b.dataset.word, x: r.x, y: r.y, w: r.width, h: r.height };
  }));
}

/** The centre of each board cell in page pixels, row-major. */
export function cellCentres(page) {
  return page.$$eval('#grid .cell', (cells) => cells.map((c) => {
    const r = c.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: r.width };
  }));
}

/**
 * A finger sliding through `points` (page pixels) on a touch screen: touchStart, moves every few
 * pixels (`step`) in between, touchEnd. Chromium turns these into pointer events of type "touch".
 */
export async function touchSwipe(page, points, { lift = true, step = 8 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const at = ({ x, y }) => ({ touchPoints: [{ x: Math.round(x), y: Math.round(y) }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(points[0]) });
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const steps = Math.max(2, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
    for (let s = 1; s <= steps; s++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps }) });
    }
  }
  const end = async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
  if (lift) await end();
  // With `lift: false` the finger stays down until the returned function lifts it.
  return end;
}

/**
 * Clicks (or, with `touch`, taps) what `selector` names as a person would, until `done(page)` holds: on
 * a phone the board's band shrinks as the page scrolls, so a click made right after Playwright scrolled
 * the element into view can land on what moved under it. The element is brought to the middle and the
 * band left to settle first, and the click made again (three times at most) if it missed. What a click
 * opens may come a moment later (a module loaded on first use): `done` is given two seconds to hold.
 */
export async function settledClick(page, selector, done, { touch = false } = {}) {
  const target = page.locator(selector);
  for (let tries = 0; tries < 3; tries++) {
    await target.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => {
      const band = document.getElementById('board-band')?.getBoundingClientRect().height ?? 0;
      const settled = band === window.__lastBand;
      window.__lastBand = band;
      return settled;
    }, null, { polling: 200 });
    await (touch ? target.tap() : target.click());
    for (const end = Date.now() + 2_000; Date.now() < end; await page.waitForTimeout(100)) {
      if (await done(page)) return;
    }
  }
  throw new Error(`clicking ${selector} kept landing elsewhere`);
}

/** Clicks what `selector` names (see settledClick) until the browser's file chooser opens, and gives it `files`. */
export async function chooseFiles(page, selector, files) {
  let chooser = null;
  const opened = () => page.waitForEvent('filechooser', { timeout: 3_000 }).then((c) => (chooser = c), () => null);
  let waiting = opened();
  await settledClick(page, selector, async () => {
    if (await waiting) return true;
    waiting = opened();
    return false;
  });
  await chooser.setFiles(files);
}

/** Taps a word of the list (see settledClick) until its button is the one pressed. */
export function tapWord(page, word, options) {
  const pressed = (page) => page.evaluate((word) => document.querySelector('#word-list button.word[aria-pressed="true"]')?.dataset.word === word, word);
  return settledClick(page, `#word-list button.word[data-word="${word}"]`, pressed, options);
}

/** Opens the "Dictionary and house rules" settings (see settledClick), if they are not open. */
export async function openWordSettings(page) {
  const open = (page) => page.$eval('#word-settings', (d) => d.open);
  if (!(await open(page))) await settledClick(page, '#word-settings > summary', open);
}

/** Brings back where boards come from (folded into the header's "New board" once a board is in). */
export async function openStart(page) {
  if ((await page.getAttribute('#start-toggle', 'aria-expanded')) === 'false') await page.click('#start-toggle');
}

/**
 * What `action` (a click on a copy button) put on the clipboard. The app's write is asynchronous, so the
 * clipboard is emptied first and read once something has landed there.
 */
export async function copiedBy(page, action) {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await action();
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Whether an element's box is wholly inside the screen and above a phone's tab bar. */
export function inView(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    // On a phone the tab bar is fixed along the foot of the screen: what is under it is not in view.
    const tabs = document.querySelector('nav.mode-switch');
    const fixedTabs = tabs && !tabs.contains(e) && tabs.offsetHeight > 0 && getComputedStyle(tabs).position === 'fixed';
    const bottom = fixedTabs ? tabs.getBoundingClientRect().top : window.innerHeight;
    return r.top >= -1 && r.bottom <= bottom + 1 && r.height > 0;
  });
}
