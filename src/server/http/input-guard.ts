import type { FastifyInstance } from 'fastify';
import { textProblem } from '#shared/schemas/common.ts';
import { AppError } from '../app-error.ts';
import { PAGE_ROUTE } from './client-app.ts';

/** A body of many bad strings names a few of them; the form shows those first. */
const MAX_FIELDS = 20;

/**
 * The strings in `value` that break the text rule (`textProblem`, as long text: the shared
 * schemas hold one-line fields to the stricter rule), each by its dot path (as the validation
 * errors name fields) with what is wrong; a key breaking it names its parent ('_' at the
 * top). Walked with a stack, not recursion, so a deeply nested body cannot overflow it.
 */
export function badTextFields(value: unknown): Record<string, string> {
  const found = new Map<string, string>();
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0 && found.size < MAX_FIELDS) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) found.set(path || '_', problem);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) found.set(path || '_', problem);
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Refuses, on every route, a request whose body, query or path parameters break the text rule
 * (a control character, a lone surrogate, a bidi override or a zero-width character), with the
 * 400 a schema would give. The shared schemas refuse them too (so forms say so); this net
 * covers every string they leave open (ids, tokens, codes) and any route added later, before
 * a NUL or a lone surrogate can reach PostgreSQL, which answers it with an error (a 500).
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
      const fields = badTextFields(value);
      if (Object.keys(fields).length === 0) continue;
      done(new AppError('validation', `Please check the highlighted fields${where}.`, fields));
      return;
    }
    done();
  });
}
