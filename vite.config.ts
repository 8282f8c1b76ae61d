import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { cataloguePlugin } from './scripts/catalogue-plugin.ts';
import { criticalCssPlugin } from './scripts/critical-css.ts';
import { COMPRESSIBLE_FILE } from './src/shared/compressible.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every compressible built file of 1 KB or more, compressed once
 * and thoroughly (brotli quality 10: within 2% of 11 at half the time), for the server to send
 * as they are.
 */
function precompress(): Plugin {
  return {
    name: 'blush-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir!, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          };
          await Promise.all([
            brotli(data, { params }).then((out) => writeFile(`${file}.br`, out)),
            gzipped(data, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
          ]);
        }),
      );
    },
  };
}

/**
 * Puts the stylesheets first in the page's head, before the scripts Vite adds: the page paints
 * as soon as its HTML and CSS are in, and the CSS is not queued behind the JavaScript.
 */
function stylesFirst(): Plugin {
  return {
    name: 'blush-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/ *<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = styles.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace(
          /( *)<script type="module"/,
          (script, indent: string) =>
            `${styles.map((link) => `${indent}${link.trim()}\n`).join('')}${script}`,
        );
      },
    },
  };
}

/** Public files the offline page and the install need, precached by the service worker. */
const PRECACHED_PUBLIC = [
  'offline.html',
  'offline.css',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
];

/**
 * Builds src/client/sw.ts into /sw.js (a service worker is one script at the site's root, so
 * esbuild bundles it apart from the app), with the list of files it keeps: the entry's
 * JavaScript and CSS (hashed names, no revision needed) and the public files above.
 */
function serviceWorker(): Plugin {
  return {
    name: 'blush-service-worker',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const firstLoad = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk' || firstLoad.has(name)) return;
        firstLoad.add(name);
        for (const css of (
          chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }
        ).viteMetadata?.importedCss ?? [])
          firstLoad.add(css);
        chunk.imports.forEach(visit);
      };
      for (const [name, output] of Object.entries(bundle))
        if (output.type === 'chunk' && output.isEntry) visit(name);
      const manifest = [
        ...[...firstLoad].map((file) => ({ url: `/${file}`, revision: null })),
        ...(await Promise.all(
          PRECACHED_PUBLIC.map(async (file) => ({
            url: `/${file}`,
            revision: createHash('sha256')
              .update(await readFile(path.join(dir!, file)))
              .digest('hex')
              .slice(0, 16),
          })),
        )),
      ];
      await esbuild({
        entryPoints: ['src/client/sw.ts'],
        outfile: path.join(dir!, 'sw.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: {
          PRECACHE_MANIFEST: JSON.stringify(manifest),
          'process.env.NODE_ENV': '"production"',
        },
        logLevel: 'error',
      });
    },
  };
}

// The React app lives in src/client and is built to dist/client, which the server serves;
// `vite build --ssr entry-server.tsx` builds its server renderer to dist/ssr, which it loads.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  plugins: isSsrBuild
    ? [react(), cataloguePlugin()]
    : [
        react(),
        cataloguePlugin(),
        tailwindcss(),
        stylesFirst(),
        criticalCssPlugin(),
        precompress(),
        serviceWorker(),
      ],
  // The browser's messages come parsed (cataloguePlugin): it needs FormatJS's formatter only.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
  build: isSsrBuild
    ? {
        outDir: path.resolve('dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : // The manifest tells the JavaScript budget (scripts/js-budget.ts) what each page loads.
      { outDir: path.resolve('dist/client'), emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev/mail': 'http://localhost:3000' },
  },
}));
