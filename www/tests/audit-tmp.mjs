import { launchBrowser } from './helpers.mjs';
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
p.on('console', (m) => console.log('console:', m.text()));
await p.goto('http://127.0.0.1:8765/');
await p.waitForTimeout(1500);
const t0 = Date.now();
await p.setInputFiles('#photo-input', '/work/shared/data/photos/roboflow-boggle-boards/images/00a545913dc5c49d43ac2711bd534720.jpg');
for (let i = 0; i < 60; i++) { await p.waitForTimeout(500); const s = await p.textContent('#status').catch(() => ''); if (/Solved|doubt|check|Read/i.test(s)) { console.log(Date.now() - t0, 'ms', s); break; } }
await p.waitForTimeout(1000);
await p.screenshot({ path: '/tmp/audit/18-photo.png' });
console.log(await p.evaluate(() => { const w = document.querySelector('#word-list button.word'); const r = w.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + r.width/2, r.top + r.height/2); return JSON.stringify({top: r.top, bottom: r.bottom, hit: hit?.outerHTML.slice(0, 80), nav: document.querySelector('nav.mode-switch').getBoundingClientRect().top}); }));
await b.close();
