import { expect, it } from 'vitest';
import { criticalCss } from '../../scripts/critical-css.ts';
import { inlineStyleHashes } from '../../src/server/http/inline-styles.ts';

const sheet = [
  '@layer theme{:root{--color-ink:#1f1a1d}}',
  '@layer base{body{margin:0}}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}',
  '.md\\:flex{@media (width>=48rem){display:flex}}',
  '.group-hover\\:underline{&:is(:where(.group):hover *){text-decoration:underline}}',
  '.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}}',
].join('');

it('keeps what is not a utility, and the utilities the pages’ code names', () => {
  const code = ['x.jsx("div",{className:"flex md:flex group group-hover:underline"})'];
  const css = criticalCss(sheet, code);
  expect(css).toContain('--color-ink:#1f1a1d');
  expect(css).toContain('body{margin:0}');
  expect(css).toContain('@font-face');
  expect(css).toContain('.flex{display:flex}');
  expect(css).toContain('.md\\:flex{');
  expect(css).toContain('.group-hover\\:underline{');
  expect(css).not.toContain('.grid');
  expect(css).not.toContain('calc');
});

it('keeps a utility whose class name needs escaping once the code names it', () => {
  const css = criticalCss(sheet, ['"w-[calc(100%-2rem)]"']);
  expect(css).toContain('width:calc(100% - 2rem)');
  expect(css).not.toContain('.flex{');
});

it('allows an inline style by the hash a browser computes for its text', () => {
  // sha256("a{}") in base64, as `echo -n 'a{}' | openssl dgst -sha256 -binary | base64` prints.
  expect(inlineStyleHashes('<head><style>a{}</style></head>')).toEqual([
    "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='",
  ]);
});
