/**
 * `tsx scripts/smoke.ts <base url> <start log>`: what a newcomer sees after README's "Run it"
 * command, checked on the running server (CI starts it from README's own words): the pages
 * answer, the browser gets React's production build, the demo logins README lists were printed
 * and sign in. Ends with `N passed, N failed`.
 */
import { readFileSync } from 'node:fs';
import { productionBundleProblems } from '#tests/support/production-bundle.ts';

const [baseUrl, logFile] = process.argv.slice(2);
if (!baseUrl || !logFile) {
  console.error('usage: tsx scripts/smoke.ts <base url> <start log>');
  process.exit(2);
}

let passed = 0;
let failed = 0;
async function check(name: string, problem: () => Promise<string | null>) {
  const found = await problem().catch((error: Error) => error.message);
  if (found) failed++;
  else passed++;
  console.log(`${found ? '✗' : '✓'} ${name}${found ? `: ${found}` : ''}`);
}

const status = async (path: string, expected: number) => {
  const res = await fetch(`${baseUrl}${path}`);
  return res.status === expected ? null : `answered ${res.status}, not ${expected}`;
};

/** README's table of demo logins: | who | e-mail | password |. */
const demoLogins = [
  ...readFileSync('README.md', 'utf8').matchAll(/^\| [^|]+\| (\S+@\S+) +\| (\S+) +\|$/gm),
].map((m) => ({ email: m[1]!, password: m[2]! }));

await check('GET / is a page', () => status('/', 200));
await check('GET /search is a page', () => status('/search', 200));
await check('an artist profile is a page', async () => {
  const page = (await (await fetch(`${baseUrl}/api/search`)).json()) as {
    results: Array<{ artist: { _id: string } }>;
  };
  const artist = page.results[0]?.artist._id;
  return artist ? status(`/profile/artist/${artist}`, 200) : 'the search found no artist';
});
await check('an unknown page answers 404', () => status('/no-such-page', 404));
await check("the browser gets React's production build", async () => {
  const problems = await productionBundleProblems(baseUrl);
  return problems.length ? problems.join('; ') : null;
});
await check('README lists demo logins', () =>
  Promise.resolve(demoLogins.length ? null : 'none found'),
);
const printed = readFileSync(logFile, 'utf8');
for (const { email, password } of demoLogins) {
  await check(`${email} was printed and signs in`, async () => {
    if (!printed.includes(email) || !printed.includes(password)) return 'not printed at start';
    const res = await fetch(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res.ok ? null : `sign-in answered ${res.status}`;
  });
}
await check('outgoing mail is readable at /dev/mail', () => status('/dev/mail', 200));

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
