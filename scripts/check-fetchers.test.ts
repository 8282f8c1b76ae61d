import { describe, expect, it } from 'vitest';
import { clientRequests, fetcherProblems, requestsIn } from './check-fetchers.ts';

describe('one fetcher per endpoint', () => {
  it('names each request by its method and its path as a route names it', () => {
    const text = [
      'api(`/book/item/${encodeURIComponent(id)}`, { signal });',
      "api('/book', { method: 'POST', body });",
      'api(`/places/suggest?${query}`);',
      'upload(`/images`, form);',
    ].join('\n');
    expect(requestsIn('a.ts', text).map((r) => r.endpoint)).toEqual([
      'GET /book/item/:p',
      'POST /book',
      'GET /places/suggest',
      'POST /images',
    ]);
  });

  it('finds an endpoint asked from two modules, and a lib module that asks the API', () => {
    const requests = [
      { endpoint: 'GET /book/terms', file: 'src/client/features/a/api/x.ts' },
      { endpoint: 'GET /book/terms', file: 'src/client/features/b/api/y.ts' },
      { endpoint: 'PUT /book/terms', file: 'src/client/features/b/api/z.ts' },
      { endpoint: 'GET /config', file: 'src/client/lib/config.ts' },
    ];
    expect(fetcherProblems(requests)).toEqual([
      'GET /book/terms is asked from src/client/features/a/api/x.ts and src/client/features/b/api/y.ts',
      'src/client/lib/config.ts asks GET /config: src/client/lib keeps only generic code',
    ]);
  });

  it('holds for the whole client', () => {
    const requests = clientRequests(process.cwd());
    expect(requests.length).toBeGreaterThan(100);
    expect(fetcherProblems(requests)).toEqual([]);
  }, 60_000);
});
