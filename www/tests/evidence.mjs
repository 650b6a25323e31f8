// What a failing browser test saw. `test` is node:test's, but when a test fails it writes, for each
// page the test opened, a screenshot into the artifacts folder and the page's state as diagnostics
// in the report (address, mode, status line, alert, open dialog, the last console lines). A failure
// that happens once in a CI run is then read from its log rather than guessed at.
import { test as nodeTest } from 'node:test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ARTIFACTS = fileURLToPath(new URL('../../target/e2e-artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

const CONSOLE_LINES = 20;
const LOOK_MS = 5_000;
/** Every page opened so far, with its last console lines. */
const watched = [];

/** Keeps `page`'s last console lines, for a failure report. */
export function watch(page) {
  const seen = { page, console: [] };
  page.on('console', (message) => {
    seen.console.push(`${message.type()}: ${message.text()}`);
    if (seen.console.length > CONSOLE_LINES) seen.console.shift();
  });
  page.on('pageerror', (error) => seen.console.push(`uncaught: ${error}`));
  watched.push(seen);
}

/** node:test's `test(name, [options], fn)`, reporting what each page showed when `fn` failed. */
export function test(name, ...rest) {
  const fn = rest.pop();
  return nodeTest(name, ...rest, async (t) => {
    const from = watched.length;
    try {
      return await fn(t);
    } catch (error) {
      await report(t, name, watched.slice(from));
      throw error;
    }
  });
}

/** Resolves `promise`, or `fallback` if it takes longer than LOOK_MS (a hung page must not hang the report). */
function within(promise, fallback) {
  return Promise.race([promise.catch((e) => `(${e.message.split('\n')[0]})`), new Promise((resolve) => setTimeout(() => resolve(fallback), LOOK_MS))]);
}

async function report(t, name, seen) {
  const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60).toLowerCase();
  for (const [k, { page, console }] of seen.entries()) {
    if (page.isClosed()) continue;
    const file = `${ARTIFACTS}failed-${slug}-${k}.png`;
    const shot = await within(page.screenshot({ path: file }).then(() => file), '(no screenshot: the page did not answer)');
    const state = await within(
      page.evaluate(() => {
        const text = (id) => document.getElementById(id)?.textContent.trim().replace(/\s+/g, ' ') ?? null;
        const { mode, playPart } = document.body.dataset;
        const alert = document.getElementById('alert');
        const dialog = document.querySelector('dialog[open]');
        return JSON.stringify({
          url: location.href,
          mode,
          playPart,
          status: text('status-text'),
          alert: alert && !alert.hidden ? text('alert-text') : null,
          dialog: dialog ? dialog.textContent.trim().replace(/\s+/g, ' ').slice(0, 200) : null,
          ready: window.__boggle?.ready ?? null,
        });
      }),
      '(the page did not answer)',
    );
    t.diagnostic(`page ${k} when "${name}" failed: ${state}; screenshot ${shot}`);
    for (const line of console) t.diagnostic(`  console ${line.slice(0, 300)}`);
  }
}
