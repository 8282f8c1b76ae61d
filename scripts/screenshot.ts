/**
 * `npm run screenshot -- /path [/other…] [--mobile] [--as=email:password]`: PNGs of pages of a
 * running server (BASE_URL, default http://localhost:3000) into ./screenshots, for looking at.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium.ts';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const args = process.argv.slice(2);
const mobile = args.includes('--mobile');
const as = args.find((a) => a.startsWith('--as='))?.slice(5);
const pagePaths = args.filter((a) => a.startsWith('/'));

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
});
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
if (as) {
  const [email, password] = as.split(':');
  // The answer's session cookie lands in the page's browser context (they share cookies).
  const res = await page.request.post(`${base}/api/user/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`signing in as ${email}: ${await res.text()}`);
}
for (const p of pagePaths) {
  // A page with an open conversation keeps its live stream open: never "network idle".
  await page
    .goto(base + p, { waitUntil: 'networkidle', timeout: 8000 })
    .catch(() => page.waitForTimeout(1500));
  const file = `screenshots/${(p.replaceAll('/', '_') || '_') + (mobile ? '-mobile' : '')}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
