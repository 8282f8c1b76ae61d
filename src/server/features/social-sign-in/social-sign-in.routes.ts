import { z } from 'zod';
import {
  socialProviders,
  SocialProvidersAnswer,
  SocialSignInAnswer,
  SocialSignInInput,
  SocialStartAnswer,
} from '#shared/schemas/user.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { callerOf } from '../../http/sessions.ts';
import { configuredProviders, labels } from './oauth.ts';
import { signInWithProvider, startSocialSignIn } from './social-sign-in.service.ts';

/** Any name is accepted here so that an unknown provider gets the same clear 404 as an unconfigured one. */
const ProviderParams = z.strictObject({ provider: z.string().max(32) });

export function socialRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/user/social',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Which social sign-in providers are configured',
        tags: ['user'],
        response: { 200: SocialProvidersAnswer },
      },
    },
    () => ({ providers: configuredProviders(ctx.env) }),
  );

  app.post(
    '/api/user/:provider/start',
    {
      config: { access: 'public', personal: true, rateLimit: routeLimit('socialSignIn') },
      schema: {
        summary: 'Start a social sign-in: the provider URL to visit and the state to expect back',
        tags: ['user'],
        params: ProviderParams,
        response: { 200: SocialStartAnswer },
      },
    },
    (request) => startSocialSignIn(ctx, request.params.provider, request.log),
  );

  for (const provider of socialProviders) {
    app.post(
      `/api/user/${provider}`,
      {
        config: { access: 'public', signsIn: true, rateLimit: routeLimit('socialSignIn') },
        schema: {
          summary: `Finish a ${labels[provider]} sign-in with the code and state from the redirect`,
          tags: ['user'],
          body: SocialSignInInput,
          response: { 200: SocialSignInAnswer },
        },
      },
      (request) => signInWithProvider(ctx, provider, request.body, request.log, callerOf(request)),
    );
  }
}
