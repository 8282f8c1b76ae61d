import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '#server/root.ts';
import { copySourcesWithoutGit } from '#tests/support/copy-sources.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startProduct } from '#tests/support/start-product.ts';

/**
 * `npm start` runs the server from a bundle (scripts/start.mjs). It must never run stale code:
 * after a change to a source file the next start runs the change, and with nothing changed it
 * does not bundle again. Run on a copy of the repository, in production mode (no demo data).
 */
const copy = mkdtempSync(path.join(tmpdir(), 'blush-bundle-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const HEALTH_ROUTE = 'src/server/features/health/health.routes.ts';
const SUMMARY = 'Whether the server and its database answer';

async function startCopy(port: number) {
  const env = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Production sends from the site's own domain; an address by IP has none.
    MAIL_FROM: 'Blush <hello@blush.example>',
    DATA_DIR: path.join(copy, 'data'),
  };
  return startProduct({ command: 'npm start', cwd: copy, env, port });
}

async function routeSummary(baseUrl: string): Promise<string> {
  const docs = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as {
    paths: Record<string, { get: { summary: string } }>;
  };
  return docs.paths['/api/health']!.get.summary;
}

it('after a source changes, the next start runs the change; unchanged, nothing is bundled', async () => {
  // Copied without git: CI runs the tests in a copy of the repository that is no checkout.
  copySourcesWithoutGit(ROOT, copy);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  // A web app built already is reused (the copy would build the same); its test is the client's.
  for (const built of ['dist/client', 'dist/client-sources.sha256']) {
    if (existsSync(path.join(ROOT, built)))
      cpSync(path.join(ROOT, built), path.join(copy, built), { recursive: true });
  }
  const port = await freePort();
  const bundle = path.join(copy, 'dist/server/start.js');

  const first = await startCopy(port);
  expect(await routeSummary(first.baseUrl)).toBe(SUMMARY);
  await first.stop();
  const bundledAt = statSync(bundle).mtimeMs;

  const source = path.join(copy, HEALTH_ROUTE);
  writeFileSync(
    source,
    readFileSync(source, 'utf8').replace(SUMMARY, 'Changed since the last start'),
  );
  const changed = await startCopy(port);
  expect(await routeSummary(changed.baseUrl)).toBe('Changed since the last start');
  await changed.stop();
  const rebundledAt = statSync(bundle).mtimeMs;
  expect(rebundledAt).toBeGreaterThan(bundledAt);

  const unchanged = await startCopy(port);
  expect(await routeSummary(unchanged.baseUrl)).toBe('Changed since the last start');
  await unchanged.stop();
  expect(statSync(bundle).mtimeMs).toBe(rebundledAt);
}, 240_000);
