import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources of the `<style>` blocks in a page: the build inlines the first screen's CSS
 * into index.html (scripts/critical-css.ts), and the policy allows exactly that text by its
 * hash, never `'unsafe-inline'`.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/** The hashes of the built app's page (`CLIENT_DIR/index.html`); none before a build. */
export function builtStyleHashes(clientDir: string): string[] {
  const index = path.join(path.resolve(clientDir), 'index.html');
  return existsSync(index) ? inlineStyleHashes(readFileSync(index, 'utf8')) : [];
}
