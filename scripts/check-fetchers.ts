/**
 * One fetcher per endpoint (issue 33): every request the browser makes to the API, named by its
 * method and path, is written in exactly one module of `src/client`. A resource that several
 * features read lives in `src/client/resources/`; `src/client/lib/` holds only generic code and
 * asks the API nothing itself (beyond the transport, `api.ts` and `upload.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Request {
  endpoint: string;
  file: string;
}

const CALLERS = new Set(['api', 'upload']);
const TRANSPORT = new Set(['src/client/lib/api.ts', 'src/client/lib/upload.ts']);

/** `/book/item/${id}?x=1` → `/book/item/:p`: the path as a route names it. */
function pathOf(node: ts.Expression): string | null {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((s) => `:p${s.literal.text}`).join('');
  else return null;
  return text.split('?')[0] ?? text;
}

function methodOf(node: ts.Expression | undefined): string {
  if (!node || !ts.isObjectLiteralExpression(node)) return 'GET';
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'method' &&
      ts.isStringLiteral(property.initializer)
    )
      return property.initializer.text.toUpperCase();
  }
  return 'GET';
}

/** Every `api(…)` and `upload(…)` call of one source file whose path is written out. */
export function requestsIn(file: string, text: string): Request[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Request[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      CALLERS.has(node.expression.text)
    ) {
      const [target, init] = node.arguments;
      const route = target ? pathOf(target) : null;
      if (route?.startsWith('/')) {
        const method = node.expression.text === 'upload' ? 'POST' : methodOf(init);
        found.push({ endpoint: `${method} ${route}`, file });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Endpoints asked from more than one module, and lib modules that ask the API anything. */
export function fetcherProblems(requests: Request[]): string[] {
  const files = new Map<string, Set<string>>();
  for (const { endpoint, file } of requests)
    files.set(endpoint, (files.get(endpoint) ?? new Set()).add(file));
  const twice = [...files]
    .filter(([, where]) => where.size > 1)
    .map(([endpoint, where]) => `${endpoint} is asked from ${[...where].sort().join(' and ')}`);
  const inLib = requests
    .filter((r) => r.file.startsWith('src/client/lib/') && !TRANSPORT.has(r.file))
    .map((r) => `${r.file} asks ${r.endpoint}: src/client/lib keeps only generic code`);
  return [...twice, ...inLib].sort();
}

export function clientRequests(root: string): Request[] {
  return sourceFiles(path.join(root, 'src/client')).flatMap((full) => {
    const text = readFileSync(full, 'utf8');
    // Only files that call the API at all are parsed.
    return /\b(api|upload)[(<]/.test(text) ? requestsIn(path.relative(root, full), text) : [];
  });
}
