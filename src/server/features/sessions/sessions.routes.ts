import { MessageBody } from '#shared/schemas/error.ts';
import {
  ChangePasswordInput,
  SessionIdParams,
  SessionList,
  SignOutOthersAnswer,
} from '#shared/schemas/security.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import {
  changePassword,
  listSessions,
  signOutOtherSessions,
  signOutSession,
} from './sessions.service.ts';

const tags = ['security'];

export function securityRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/user/sessions',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Where you are signed in: device, browser, last use',
        tags,
        response: { 200: SessionList },
      },
    },
    (request) => listSessions(ctx, actorOf(request)),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Sign out one of your sessions',
        tags,
        params: SessionIdParams,
        response: { 200: MessageBody },
      },
    },
    async (request, reply) => {
      const answer = await signOutSession(ctx, actorOf(request), request.params.id);
      if (request.params.id === actorOf(request).sessionId) clearSessionCookie(reply, ctx.env);
      return answer;
    },
  );

  app.post(
    '/api/user/sessions/sign-out-others',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Sign out everywhere but here',
        tags,
        response: { 200: SignOutOthersAnswer },
      },
    },
    (request) => signOutOtherSessions(ctx, actorOf(request)),
  );

  app.post(
    '/api/user/password',
    {
      config: { access: 'user', rateLimit: routeLimit('changePassword') },
      schema: {
        summary: 'Change your password (signs out every other session and e-mails you)',
        tags,
        body: ChangePasswordInput,
        response: { 200: MessageBody },
      },
    },
    (request) => changePassword(ctx, actorOf(request), request.body),
  );
}
