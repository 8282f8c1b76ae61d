import { MessageBody } from '#shared/schemas/error.ts';
import { HelpMessageInput } from '#shared/schemas/help.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { sendHelpMessage } from './help.service.ts';

export function helpRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/user/help',
    {
      config: { access: 'public', rateLimit: routeLimit('helpMessage') },
      schema: {
        summary: 'Send a message to the Help Center',
        tags: ['help'],
        body: HelpMessageInput,
        response: { 200: MessageBody },
      },
    },
    async (request) => {
      await sendHelpMessage(ctx, request.actor, request.body);
      return { message: 'Email sent successfully' };
    },
  );
}
