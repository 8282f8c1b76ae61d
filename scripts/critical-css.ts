/**
 * Build step (vite.config.ts): the first paint waits for no stylesheet.
 *
 * The page's head gets the CSS that the server-rendered pages can show, inline in a `<style>`
 * (the server's CSP allows it by its hash, src/server/http/inline-styles.ts): everything that
 * is not a utility (theme variables, the base styles, the fonts) and the utilities whose class
 * names appear in the code those pages run (the entry, each page's module and what it loads
 * on demand). The whole stylesheet follows with `media="print"`, which never blocks a paint;
 * the app switches it on as it starts (src/client/lib/full-styles.ts). The fonts, which the
 * first screen's text needs, are preloaded.
 */
import postcss, { type AtRule } from 'postcss';
import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';

/** The modules of the pages the server renders (serverRenderedPaths in #shared/page-routes.ts). */
export const SERVER_RENDERED_MODULES = [
  'home',
  'search',
  'artist-profile',
  'artist-landing',
  'terms',
  'policy',
  'faq',
].map((name) => `/src/client/app/routes/${name}.tsx`);

/** The attribute that marks the whole stylesheet for full-styles.ts. */
export const REST_CSS_ATTRIBUTE = 'data-rest-css';

type Bundle = Rollup.OutputBundle;

/** The code of the chunks these pages run: entry and pages, what they import and load lazily. */
function pageCode(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string, lazyToo: boolean) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.imports.forEach((imported) => visit(imported, lazyToo));
    if (lazyToo) chunk.dynamicImports.forEach((imported) => visit(imported, false));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, false);
  for (const module of SERVER_RENDERED_MODULES) {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
    if (!page) throw new Error(`critical CSS: the build has no chunk for ${module}`);
    visit(page.fileName, true);
  }
  return [...seen].map((name) => byName.get(name)!.code);
}

const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const unescapeClass = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * The stylesheet less the utilities none of `code` names: a utility rule stays when every
 * class its selector names appears in the code as a word.
 */
export function criticalCss(css: string, code: string[]): string {
  const words = new Set(code.flatMap((text) => text.split(/[\s"'`\\]+/)));
  const root = postcss.parse(css);
  root.walkAtRules('layer', (layer: AtRule) => {
    if (layer.params !== 'utilities') return;
    layer.each((node) => {
      if (node.type !== 'rule') return;
      const classes = [...node.selector.matchAll(CLASS_IN_SELECTOR)].map((m) =>
        unescapeClass(m[1]!),
      );
      if (!classes.every((name) => words.has(name))) node.remove();
    });
  });
  return root.toString();
}

/** The Vite plugin: inline critical CSS, the whole sheet after it without blocking, fonts preloaded. */
export function criticalCssPlugin(): Plugin {
  return {
    name: 'blush-critical-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, { bundle }: IndexHtmlTransformContext) {
        if (!bundle) return html;
        const link = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(html);
        if (!link) throw new Error('critical CSS: the page links no stylesheet');
        const sheet = bundle[link[1]!];
        if (!sheet || sheet.type !== 'asset') throw new Error(`critical CSS: no ${link[1]}`);
        const critical = criticalCss(String(sheet.source), pageCode(bundle));
        const fonts = Object.keys(bundle)
          .filter((name) => /-subset-[\w-]+\.woff2$/.test(name))
          .map(
            (name) =>
              `<link rel="preload" href="/${name}" as="font" type="font/woff2" crossorigin>`,
          );
        const rest = link[0].replace('>', ` media="print" ${REST_CSS_ATTRIBUTE}>`);
        return html.replace(
          link[0],
          () => `${fonts.join('\n    ')}\n    <style>${critical}</style>\n    ${rest}`,
        );
      },
    },
  };
}
