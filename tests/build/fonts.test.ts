import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appCharacters, CHARACTERS_FILE, FONT_SOURCES, fontsDir } from './font-characters.ts';

it('the fonts were cut to every character the screens use, French letters included', () => {
  const cut = new Set(readFileSync(path.join(fontsDir, CHARACTERS_FILE), 'utf8').trimEnd());
  const missing = [...appCharacters()].filter((c) => !cut.has(c));
  expect(missing, 'run `npx tsx scripts/subset-fonts.ts` and commit its files').toEqual([]);
  for (const c of 'éèêàâçôûùîïëœÉÈÀÇ«»’') expect(cut.has(c), c).toBe(true);
});

it('fonts.css names the subsets the script wrote', () => {
  const css = readFileSync(path.join(fontsDir, 'fonts.css'), 'utf8');
  for (const { file } of Object.values(FONT_SOURCES)) expect(css).toContain(`url('./${file}')`);
});
