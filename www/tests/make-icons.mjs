// Renders www/icons/icon.svg into the PNG icons the manifest names, with the same Chromium the
// tests use. Run from www/tests after `npm ci --ignore-scripts`: `node make-icons.mjs`. The PNGs are committed.
import { chromium } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const icons = new URL('../icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', icons), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon is cropped to a circle of 80% of its size: the artwork goes inside that on a
// full-bleed background of the same colour.
const variants = [
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, background: '#1f4e79' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const { file, size, scale, background } of variants) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: fileURLToPath(new URL(file, icons)), omitBackground: background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
