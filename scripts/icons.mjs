/**
 * `node scripts/icons.mjs`: the installed app's icons (public/icons/icon-192.png, icon-512.png, named in
 * public/manifest.webmanifest) drawn by Chromium from the logo (public/favicon.svg) on a full square of the brand
 * colour, the logo inside the middle 80 % so a launcher's round or squircle mask never cuts it (`maskable`).
 * Run once after the logo changes, and commit the PNGs.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const BRAND = '#5b3cc4';
const logo = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:${BRAND};display:grid;place-items:center;height:100vh">` +
        `<div style="width:76%;height:76%">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: `public/icons/icon-${size}.png` });
    await page.close();
  }
} finally {
  await browser.close();
}
