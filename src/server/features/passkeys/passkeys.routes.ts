import { MessageBody } from '#shared/schemas/error.ts';
import {
  PasskeyAssertion,
  PasskeyIdParams,
  PasskeyList,
  PasskeyOptions,
  PasskeyRegistration,
} from '#shared/schemas/security.ts';
import { LoginAnswer } from '#shared/schemas/user.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { callerOf } from '../../http/sessions.ts';
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.service.ts';

const tags = ['security'];

export function passkeyRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/user/passkeys',
    {
      config: { access: 'user' },
      schema: { summary: 'Your passkeys', tags, response: { 200: PasskeyList } },
    },
    (request) => listPasskeys(ctx, actorOf(request).id),
  );

  app.post(
    '/api/user/passkeys/options',
    {
      config: { access: 'user', rateLimit: routeLimit('addPasskey') },
      schema: {
        summary: 'Start adding a passkey: options for navigator.credentials.create()',
        tags,
        response: { 200: PasskeyOptions },
      },
    },
    (request) => startPasskeyRegistration(ctx, actorOf(request)),
  );

  app.post(
    '/api/user/passkeys',
    {
      config: { access: 'user', rateLimit: routeLimit('addPasskey') },
      schema: {
        summary: "Add a passkey: the browser's answer to the options",
        tags,
        body: PasskeyRegistration,
        response: { 200: MessageBody },
      },
    },
    (request) => finishPasskeyRegistration(ctx, actorOf(request), request.body, callerOf(request)),
  );

  app.delete(
    '/api/user/passkeys/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove one of your passkeys',
        tags,
        params: PasskeyIdParams,
        response: { 200: MessageBody },
      },
    },
    (request) => removePasskey(ctx, actorOf(request).id, request.params.id),
  );

  app.post(
    '/api/user/passkey-login/options',
    {
      config: { access: 'public', personal: true, rateLimit: routeLimit('passkeySignIn') },
      schema: {
        summary: 'Start signing in with a passkey: options for navigator.credentials.get()',
        tags,
        response: { 200: PasskeyOptions },
      },
    },
    () => startPasskeySignIn(ctx),
  );

  app.post(
    '/api/user/passkey-login',
    {
      config: { access: 'public', signsIn: true, rateLimit: routeLimit('passkeySignIn') },
      schema: {
        summary: 'Sign in with a passkey',
        tags,
        body: PasskeyAssertion,
        response: { 200: LoginAnswer },
      },
    },
    (request) => finishPasskeySignIn(ctx, request.body, callerOf(request)),
  );
}
