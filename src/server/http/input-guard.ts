import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER, hasControlCharacter } from '#shared/schemas/common.ts';
import { AppError } from './app-error.ts';
import { PAGE_ROUTE } from './client-app.ts';

/** A body of many bad strings names a few of them; the form shows those first. */
const MAX_FIELDS = 20;

/**
 * The dot paths (as the validation errors name fields) of the strings in `value` holding a
 * control character; a key holding one names its parent ('_' at the top). Walked with a stack,
 * not recursion, so a deeply nested body cannot overflow it.
 */
export function controlCharacterPaths(value: unknown): string[] {
  const found = new Set<string>();
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0 && found.size < MAX_FIELDS) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) found.add(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacter(key)) found.add(path || '_');
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...found].sort();
}

/**
 * Refuses, on every route, a request whose body, query or path parameters hold a control
 * character, with the 400 a schema would give. The shared schemas refuse them too (so forms
 * say so); this net covers every string they leave open (ids, tokens, codes) and any route
 * added later, before a NUL can reach PostgreSQL, which answers it with an error (a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Pages and unknown paths store nothing: a page link with odd characters still gets the
    // app (or its 404).
    if (request.is404 || request.routeOptions.url === PAGE_ROUTE) return done();
    const parts = [
      [request.body, ''],
      [request.query, ' (querystring)'],
      [request.params, ' (params)'],
    ] as const;
    for (const [value, where] of parts) {
      const paths = controlCharacterPaths(value);
      if (paths.length === 0) continue;
      const fields = Object.fromEntries(paths.map((path) => [path, CONTROL_CHARACTER]));
      done(new AppError('validation', `Please check the highlighted fields${where}.`, fields));
      return;
    }
    done();
  });
}
