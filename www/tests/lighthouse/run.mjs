// Lighthouse on the served app (BOGGLE_URL), mobile preset (its default: a mid-range phone, 4x CPU
// slowdown, simulated slow 4G), RUNS times in fresh Chromium profiles; prints each run and the median
// of each figure. Run by `cargo xtask lighthouse [RUNS]`; Debian's /usr/bin/chromium (or $CHROMIUM).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const url = process.env.BOGGLE_URL || 'http://127.0.0.1:8080/';
const runs = Number(process.argv[2] || 5);
const chromePath = process.env.CHROMIUM || '/usr/bin/chromium';
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const results = [];
for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
    const values = Object.fromEntries(Object.entries(AUDITS).map(([k, id]) => [k, lhr.audits[id]?.numericValue]));
    // A run Lighthouse could not finish (a page it could not trace) is said and left out of the medians.
    const missing = Object.keys(values).filter((k) => typeof values[k] !== 'number');
    if (lhr.runtimeError || missing.length || Object.values(scores).some(Number.isNaN)) {
      console.log(`run ${run}: no result (${lhr.runtimeError?.message ?? `no ${missing.join(', ')}`}), left out`);
      continue;
    }
    results.push({ ...scores, ...values });
    console.log(`run ${run}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}; ` +
      `FCP ${Math.round(values.fcp)} ms, LCP ${Math.round(values.lcp)} ms, TBT ${Math.round(values.tbt)} ms, CLS ${values.cls.toFixed(3)}, SI ${Math.round(values.si)} ms`);
  } finally {
    await chrome.kill();
  }
}
const median = (key) => {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(`median of ${results.length} of ${runs} runs: performance ${median('performance')}, accessibility ${median('accessibility')}, ` +
  `best practices ${median('best-practices')}, SEO ${median('seo')}; FCP ${Math.round(median('fcp'))} ms, ` +
  `LCP ${Math.round(median('lcp'))} ms, TBT ${Math.round(median('tbt'))} ms, CLS ${median('cls').toFixed(3)}`);
