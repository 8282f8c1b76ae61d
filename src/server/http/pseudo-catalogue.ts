/**
 * The browser's French catalogue in the pseudo-locale (PSEUDO_LOCALE=1, tests only; decision
 * 0037): the built chunks of `fr-CA.json` (first load and signed-in area) are answered with
 * every message wrapped in ⟦…⟧, so the production build itself runs the sweep and the browser
 * carries no pseudo code. The chunks are plain data modules (`export default {…}`): imported
 * here, wrapped, and served again at their own address.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pseudoCatalogue } from '#shared/i18n/pseudo-locale.ts';
import type { Message } from '#shared/i18n/translator.ts';

/** The French catalogue chunks of the build: their address and their wrapped module. */
export async function pseudoCatalogueChunks(clientDir: string): Promise<Map<string, string>> {
  const file = path.join(clientDir, '.vite/manifest.json');
  const chunks = new Map<string, string>();
  if (!existsSync(file)) return chunks;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  for (const [source, { file: chunk }] of Object.entries(manifest)) {
    if (!/i18n\/messages\/fr-CA\.json(\?area)?$/.test(source)) continue;
    const url = pathToFileURL(path.join(clientDir, chunk)).href;
    const { default: messages } = (await import(url)) as { default: Record<string, Message> };
    const wrapped = JSON.stringify(JSON.stringify(pseudoCatalogue(messages)));
    chunks.set(`/${chunk}`, `export default JSON.parse(${wrapped});\n`);
  }
  return chunks;
}

/** Answers the French catalogue chunks wrapped, before the static files are looked at. */
export async function servePseudoCatalogue(app: FastifyInstance, clientDir: string) {
  const chunks = await pseudoCatalogueChunks(path.resolve(clientDir));
  if (chunks.size === 0) return; // not built: the app's pages say so
  app.addHook('onRequest', async (request, reply) => {
    const body = chunks.get(request.url.split('?')[0] ?? '');
    if (body === undefined) return;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  });
}
