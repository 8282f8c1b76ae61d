/**
 * The app's icons (web app manifest, home screen), drawn from favicon.svg's letter and colour,
 * and the card link previews show for the home page and search (1200×630), committed under
 * src/client/public: run again after the favicon or the brand changes. Committed rather than
 * drawn at build time, because the letters need fonts a fresh machine may not have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { ROOT } from '#server/root.ts';

const publicDir = path.join(ROOT, 'src/client/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** Full bleed, the letter inside the middle 80% a launcher may crop to a circle. */
const fullBleed = favicon
  .replace(' rx="16"', '')
  .replace('font-size="38"', 'font-size="30"')
  .replace('y="45"', 'y="43"');

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  // iOS rounds the corners itself.
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`src/client/public/icons/${file}`);
}

/** The link-preview card: the name, what it is, and the promise, in the app's colours. */
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fffaf9"/><stop offset="1" stop-color="#f9d0dc"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="80" width="120" height="120" rx="30" fill="#be185d"/>
  <text x="140" y="170" font-family="Georgia,serif" font-size="80" font-weight="700" text-anchor="middle" fill="#fff">B</text>
  <text x="80" y="350" font-family="Georgia,serif" font-size="120" font-weight="700" fill="#be185d">${PRODUCT_NAME}<tspan fill="#e25b86">.</tspan></text>
  <text x="80" y="440" font-family="sans-serif" font-size="52" font-weight="600" fill="#1f1a1d">Makeup &amp; hair artists in ${CITY}</text>
  <text x="80" y="520" font-family="sans-serif" font-size="36" fill="#6b5b63">Verified artists · real reviews · pay when it is done</text>
</svg>`;
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'social-card.png'));
console.log('src/client/public/social-card.png');
