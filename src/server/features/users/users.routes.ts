import { MessageBody } from '#shared/schemas/error.ts';
import {
  AdminUserPage,
  AdminUserQuery,
  CurrentUser,
  LoginAnswer,
  LoginInput,
} from '#shared/schemas/user.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../http/context.ts';
import { byIpAndEmail, limit } from '../../http/rate-limit.ts';
import { revokeSession } from '../../http/sessions.ts';
import { listUsers } from './users.queries.ts';
import { getCurrentUser, logIn } from './users.service.ts';

export function userRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/user',
    {
      config: { access: 'user' },
      schema: { summary: 'The signed-in user', tags: ['user'], response: { 200: CurrentUser } },
    },
    (request) => getCurrentUser(ctx, actorOf(request).id),
  );

  app.post(
    '/api/user/login',
    {
      config: {
        access: 'public',
        // Per address and account, so one busy network cannot lock everyone out.
        rateLimit: limit(10, '15 minutes', { keyGenerator: byIpAndEmail, hook: 'preHandler' }),
      },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags: ['user'],
        body: LoginInput,
        response: { 200: LoginAnswer },
      },
    },
    (request) => logIn(ctx, request.body),
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'user' },
      schema: { summary: 'Sign out this session', tags: ['user'], response: { 200: MessageBody } },
    },
    async (request) => {
      await revokeSession(ctx.db, actorOf(request).sessionId);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/user/all',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Users, newest first (admin)',
        tags: ['admin'],
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage },
      },
    },
    (request) => listUsers(ctx.db, request.query.page, request.query.pageSize),
  );
}
