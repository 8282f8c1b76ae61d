import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function nearestPackage(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The project's folder (the one with package.json), found from this file: right both from the
 * sources and from the bundled server that `npm start` runs (dist/server).
 */
export const ROOT = nearestPackage(path.dirname(fileURLToPath(import.meta.url)));
