/**
 * Draws the installable app's icons (PNG, 192 and 512 px, plus a maskable 512 with a safe margin) from the
 * game's own favicon.svg, in headless Chromium: `npx tsx packages/web/scripts/make-icons.ts`. The PNGs are
 * committed in public/ (the project makes its own assets; nothing is downloaded).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
const executablePath = execFileSync(join(web, '../../scripts/ensure-chromium.sh'), { encoding: 'utf8' }).trim();
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const { size, file, margin } of [{ size: 192, file: 'icon-192.png', margin: 0 }, { size: 512, file: 'icon-512.png', margin: 0 }, { size: 512, file: 'icon-maskable-512.png', margin: 0.1 }]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - 2 * margin));
  await page.setContent(`<body style="margin:0;background:#10263a;display:grid;place-items:center;width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`);
  await page.screenshot({ path: join(web, 'public', file), omitBackground: margin === 0 });
  await page.close();
}
await browser.close();
