import { LocaleInput } from '#shared/schemas/locale.ts';
import { answerLocale, setLocaleCookie } from '../../http/page-locale.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import {
  ConfirmAnswer,
  CurrentUser,
  EmailInput,
  LinkTokenParams,
  LoginAnswer,
  LoginInput,
  RegisterInput,
  ResetInput,
  UserUpdate,
  UserUpdateAnswer,
} from '#shared/schemas/user.ts';
import { getCurrentUser } from '../../accounts/current-user.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { callerOf, revokeSession } from '../../http/sessions.ts';
import {
  accountLocale,
  confirmEmail,
  deleteAccount,
  forgotPassword,
  logIn,
  register,
  resendConfirmation,
  resetPassword,
  saveLocale,
  updateUser,
} from './accounts.service.ts';

/** Accounts: the account itself, signing in and out, e-mail links (each group below). */
export function userRoutes(app: App, ctx: AppContext): void {
  accountRoutes(app, ctx);
  sessionRoutes(app, ctx);
  emailLinkRoutes(app, ctx);
}

/** The signed-in person's own account: read, change, delete. */
function accountRoutes(app: App, ctx: AppContext): void {
  app.put(
    '/api/user/locale',
    {
      // Anyone: a visitor's choice is kept in a cookie, a signed-in user's in her account too.
      config: { access: 'public', personal: true },
      schema: {
        summary: 'Choose the language of the pages and, when signed in, of the e-mails',
        tags: ['user'],
        body: LocaleInput,
        response: { 200: LocaleInput },
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      if (request.actor) await saveLocale(ctx.db, request.actor.id, locale);
      setLocaleCookie(reply, ctx.env, locale);
      return { locale };
    },
  );

  app.get(
    '/api/user',
    {
      config: { access: 'user' },
      schema: { summary: 'The signed-in user', tags: ['user'], response: { 200: CurrentUser } },
    },
    (request) => getCurrentUser(ctx.db, actorOf(request).id),
  );

  app.patch(
    '/api/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Update names, mobile number or e-mail (a new e-mail waits for confirmation)',
        tags: ['user'],
        body: UserUpdate,
        response: { 200: UserUpdateAnswer },
      },
    },
    (request) => updateUser(ctx, actorOf(request).id, request.body),
  );

  app.delete(
    '/api/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete the account: personal data and sessions are erased',
        tags: ['user'],
        response: { 200: MessageBody },
      },
    },
    async (request, reply) => {
      const answer = await deleteAccount(ctx, actorOf(request).id);
      clearSessionCookie(reply, ctx.env);
      return answer;
    },
  );
}

/** Signing in and out with a password. */
function sessionRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/user/login',
    {
      config: { access: 'public', signsIn: true },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags: ['user'],
        body: LoginInput,
        response: { 200: LoginAnswer },
      },
    },
    async (request, reply) => {
      const answer = await logIn(ctx, request.body, callerOf(request));
      // Her account's language becomes the browser's (decision 0037).
      const locale = await accountLocale(ctx, request.body.email);
      if (locale) setLocaleCookie(reply, ctx.env, locale);
      return answer;
    },
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'user' },
      schema: { summary: 'Sign out this session', tags: ['user'], response: { 200: MessageBody } },
    },
    async (request, reply) => {
      await revokeSession(ctx.db, actorOf(request).sessionId);
      clearSessionCookie(reply, ctx.env);
      return { message: 'Signed out' };
    },
  );
}

/** Registration and the links e-mailed for it and for a forgotten password. */
function emailLinkRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/user/send',
    {
      config: { access: 'public', rateLimit: routeLimit('signUp') },
      schema: {
        summary: 'Register with e-mail and password; sends the confirmation link',
        tags: ['user'],
        body: RegisterInput,
        response: { 200: MessageBody },
      },
    },
    (request) => register(ctx, request.body, answerLocale(request)),
  );

  app.get(
    '/api/user/register/:token',
    {
      config: { access: 'public', signsIn: true, rateLimit: routeLimit('followEmailLink') },
      schema: {
        summary: 'Follow a confirmation link: confirms the address and signs in',
        tags: ['user'],
        params: LinkTokenParams,
        response: { 200: ConfirmAnswer },
      },
    },
    (request) => confirmEmail(ctx, request.params.token, callerOf(request)),
  );

  app.post(
    '/api/user/resend',
    {
      config: { access: 'public', rateLimit: routeLimit('resendConfirmation') },
      schema: {
        summary: "Resend the confirmation link to the account's own address",
        tags: ['user'],
        body: EmailInput,
        response: { 200: MessageBody },
      },
    },
    (request) => resendConfirmation(ctx, request.body),
  );

  app.post(
    '/api/user/forgot',
    {
      config: { access: 'public', rateLimit: routeLimit('forgotPassword') },
      schema: {
        summary: 'Send a password reset link (same answer whether or not the account exists)',
        tags: ['user'],
        body: EmailInput,
        response: { 200: MessageBody },
      },
    },
    (request) => forgotPassword(ctx, request.body),
  );

  app.post(
    '/api/user/reset',
    {
      config: { access: 'public', rateLimit: routeLimit('resetPassword') },
      schema: {
        summary: 'Set a new password from a reset link; signs out every session',
        tags: ['user'],
        body: ResetInput,
        response: { 200: MessageBody },
      },
    },
    (request) => resetPassword(ctx, request.body),
  );
}
