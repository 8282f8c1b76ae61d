/**
 * Whether a running server gives browsers React's production build: the entry script and the
 * modules index.html preloads contain React's minified errors and no development JSX calls.
 * Returns the problems found; none means production.
 */
export async function productionBundleProblems(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  if (scripts.length === 0) return ['index.html names no script under /assets/'];
  const code = (
    await Promise.all(scripts.map(async (src) => (await fetch(`${baseUrl}${src}`)).text()))
  ).join('\n');
  const problems: string[] = [];
  if (/jsxDEV\)?\(/.test(code)) problems.push('the scripts call jsxDEV: a development build');
  if (!code.includes('Minified React error')) problems.push("React's production build is missing");
  const lines = code.split('\n');
  if (code.length / lines.length < 500) problems.push('the scripts are not minified');
  return problems;
}
