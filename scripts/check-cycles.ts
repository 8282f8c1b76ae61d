/**
 * Part of `npm run lint`: no import cycle between our modules, type-only imports included (a
 * type cycle still ties two modules' meanings together). Imports are resolved by TypeScript
 * itself, with the `#` aliases of package.json, so what it sees is what the compiler sees.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The project's own modules each file imports (or re-exports), resolved to file paths. */
export function importGraph(configFile: string): Map<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(parsed.options);
  const graph = new Map<string, string[]>();
  for (const file of parsed.fileNames) {
    const info = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = info.importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, host).resolvedModule;
      const target = resolved?.resolvedFileName;
      return target && !resolved.isExternalLibraryImport && !target.includes('node_modules')
        ? [path.resolve(target)]
        : [];
    });
    graph.set(path.resolve(file), targets);
  }
  return graph;
}

/** The strongly connected components with more than one module, or a module importing itself (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function main() {
  const graph = importGraph(path.join(ROOT, 'tsconfig.json'));
  const found = cycles(graph);
  for (const component of found) {
    console.error(`Import cycle: ${component.map((f) => path.relative(ROOT, f)).join(' → ')}`);
  }
  if (found.length) process.exit(1);
  console.log(`No import cycle among ${graph.size} modules.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
