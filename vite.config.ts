import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

// The React app lives in src/client and is built to dist/client, which the server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest tells the JavaScript budget (scripts/js-budget.ts) what each page loads.
  build: { outDir: '../../dist/client', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev/mail': 'http://localhost:3000' },
  },
});
