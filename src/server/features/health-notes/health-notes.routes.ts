import { MessageBody } from '#shared/schemas/error.ts';
import {
  HealthNotesAnswer,
  HealthNotesBookingParams,
  HealthNotesInput,
} from '#shared/schemas/health-notes.ts';
import type { App, AppContext } from '../../context.ts';
import { actorOf } from '../../http/access.ts';
import {
  bookingHealthNotes,
  myHealthNotes,
  removeHealthNotes,
  saveHealthNotes,
} from './health-notes.service.ts';

const tags = ['health-notes'];

/**
 * The customer's health notes (Settings → Health notes, and the checkout of a service that asks
 * them), and a booking's, for its artist once she accepted. Answers to a signed-in caller are never
 * kept by a cache (`no-store`, access control).
 */
export function healthNotesRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/health-notes',
    {
      config: { access: 'user' },
      schema: { summary: 'My health notes', tags, response: { 200: HealthNotesAnswer } },
    },
    (request) => myHealthNotes(ctx, actorOf(request).id),
  );

  app.put(
    '/api/health-notes',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save my health notes (encrypted; shown to an artist once she accepts)',
        tags,
        body: HealthNotesInput,
        response: { 200: HealthNotesAnswer },
      },
    },
    (request) => saveHealthNotes(ctx, actorOf(request).id, request.body),
  );

  app.delete(
    '/api/health-notes',
    {
      config: { access: 'user' },
      schema: { summary: 'Delete my health notes', tags, response: { 200: MessageBody } },
    },
    (request) => removeHealthNotes(ctx, actorOf(request).id),
  );

  app.get(
    '/api/health-notes/bookings/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "A booking's health notes: its customer; its artist once accepted; an admin (audited)",
        tags,
        params: HealthNotesBookingParams,
        response: { 200: HealthNotesAnswer },
      },
    },
    (request) => bookingHealthNotes(ctx, actorOf(request), request.params.bookingId),
  );
}
