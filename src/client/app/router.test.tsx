import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '#shared/page-routes.ts';
import { routes } from './router.tsx';

/** Every `path` in the route tree, nested ones included. */
const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

describe('the client router', () => {
  it('has exactly the shared page paths (which the server 404s by), plus not-found', () => {
    const shared: string[] = Object.values(pagePaths).flat();
    expect(pathsOf(routes).sort()).toEqual([...shared, '*'].sort());
  });
});
