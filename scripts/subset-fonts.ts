/**
 * The app's two fonts (Inter for text, Fraunces for headings), cut down to the characters the
 * app shows: Latin letters with French accents, digits, and the punctuation and signs its
 * screens use (every character outside ASCII in src/client and src/shared that the font has).
 * Writes src/client/fonts/*.woff2, fonts.css and characters.txt (what they were cut to),
 * committed: run again when a screen starts using a new sign (tests/build/fonts.test.ts fails
 * until then).
 *
 * fonts.css also declares a local fallback for each (Arial or Liberation Sans, Times New Roman
 * or Liberation Serif) with its size and line metrics adjusted to the web font's, from
 * @capsizecss/metrics: text laid out in the fallback takes the room the web font will take, so
 * nothing moves when it arrives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import inter from '@capsizecss/metrics/inter';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import subsetFont from 'subset-font';
import { ROOT } from '#server/root.ts';
import {
  appCharacters,
  CHARACTERS_FILE,
  FONT_SOURCES,
  fontsDir,
} from '../tests/build/font-characters.ts';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback's @font-face overrides that make it take the web font's room (as fontaine does). */
function fallbackFace(family: string, locals: string[], font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return `@font-face {
  font-family: '${family}';
  src: ${locals.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(font.ascent / em)};
  descent-override: ${percent(Math.abs(font.descent) / em)};
  line-gap-override: ${percent(font.lineGap / em)};
}`;
}

const fonts = [
  {
    family: 'Inter Variable',
    weight: '400 700',
    ...FONT_SOURCES.inter,
    fallback: fallbackFace(
      'Inter Fallback',
      ['Arial', 'Liberation Sans', 'Helvetica'],
      inter,
      arial,
    ),
  },
  {
    family: 'Fraunces Variable',
    weight: '400 700',
    ...FONT_SOURCES.fraunces,
    fallback: fallbackFace(
      'Fraunces Fallback',
      ['Times New Roman', 'Liberation Serif'],
      fraunces,
      timesNewRoman,
    ),
  },
];

const text = [...appCharacters()].sort().join('');
writeFileSync(path.join(fontsDir, CHARACTERS_FILE), `${text}\n`);
const faces: string[] = [];
for (const font of fonts) {
  const source = readFileSync(path.join(ROOT, font.source));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    // One file for every weight the app uses (font-normal to font-bold).
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(path.join(fontsDir, font.file), subset);
  console.log(`${font.file}: ${source.length} → ${subset.length} bytes`);
  faces.push(`@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weight};
  src: url('./${font.file}') format('woff2');
}`);
  faces.push(font.fallback);
}
writeFileSync(
  path.join(fontsDir, 'fonts.css'),
  `/* Written by scripts/subset-fonts.ts: run it again rather than editing this file. */\n\n${faces.join('\n\n')}\n`,
);
