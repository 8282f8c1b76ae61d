/**
 * The catalogue keys the public pages' code names (decision 0040): the first load's catalogue
 * holds these; every other browser message waits in the signed-in area's part, which a
 * signed-in page loads with its module (router.tsx). Found from the import graph TypeScript
 * resolves (`importGraph`), walked from the public pages of router.tsx, the app's entry and its
 * layout, never through the router itself (which reaches every page); a key is named when its
 * whole text is a string literal in a walked file (the catalogue check holds every key to
 * being written whole somewhere).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importGraph } from './check-cycles.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'src/client');
const ROUTER = path.join(CLIENT, 'app/router.tsx');

/**
 * The modules of router.tsx's `publicPages`, and what every page runs around them; a public
 * page of `AREA_PUBLIC_PAGES` loads the signed-in area's messages with it, so its own words
 * wait there too (the bank connection's return, the social sign-in's).
 */
function publicRoots(): string[] {
  const router = readFileSync(ROUTER, 'utf8');
  const pages = router.slice(
    router.indexOf('const publicPages'),
    router.indexOf('const signedInPages'),
  );
  const areaList = /const AREA_PUBLIC_PAGES = new Set<string>\(\[([^\]]*)\]\)/.exec(router)?.[1];
  const areaPages = new Set([...(areaList ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]));
  return [
    ...[...pages.matchAll(/'([^']+)': \(\) => import\('\.\/routes\/([\w-]+\.tsx)'\)/g)]
      .filter((m) => !areaPages.has(m[1]))
      .map((m) => path.join(CLIENT, 'app/routes', m[2]!)),
    path.join(CLIENT, 'main.tsx'),
    path.join(CLIENT, 'components/layouts/app-layout.tsx'),
    path.join(CLIENT, 'app/route-error.tsx'),
    path.join(CLIENT, 'app/routes/not-found.tsx'),
  ];
}

/** Every module a public page may run, dynamic imports included. */
export function publicModules(): Set<string> {
  const graph = importGraph(path.join(ROOT, 'tsconfig.json'));
  const seen = new Set<string>();
  const todo = publicRoots();
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || file === ROUTER) continue;
    seen.add(file);
    todo.push(...(graph.get(file) ?? []));
  }
  return seen;
}

/** The keys of `keys` that a public page's modules write whole. */
export function publicMessageKeys(keys: Iterable<string>): Set<string> {
  const known = new Set(keys);
  const found = new Set<string>();
  for (const file of publicModules()) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
      if (known.has(key!)) found.add(key!);
    }
  }
  return found;
}
