/**
 * The app's icons (web app manifest, home screen), drawn from favicon.svg's letter and colour
 * and committed under src/client/public/icons: run again after the favicon changes. Committed
 * rather than drawn at build time, because the letter needs a serif font a fresh machine may
 * not have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
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
