import { MAX_IMAGE_BYTES, tooManyMessage } from '#shared/images.ts';
import {
  EventPhotoList,
  EventPhotoParams,
  MAX_EVENT_PHOTOS,
} from '#shared/schemas/event-conversation.ts';
import { EventIdParams } from '#shared/schemas/events.ts';
import { actorOf } from '../../http/access.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { App, AppContext } from '../../context.ts';
import { addEventPhotos, getEventPhotos, readEventPhotoFile } from './event-photos.ts';

const tags = ['events'];

/** The customer's inspiration photos for her event (decision 0042). */
export function eventPhotoRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/events/:eventId/photos',
    {
      config: { access: 'user' },
      schema: {
        summary: "The event's inspiration photos: its customer, lead and team",
        tags,
        params: EventIdParams,
        response: { 200: EventPhotoList },
      },
    },
    (request) => getEventPhotos(ctx, actorOf(request).id, request.params.eventId),
  );

  app.post(
    '/api/events/:eventId/photos',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The customer adds inspiration photos (multipart: up to 6 png/jpeg/gif, 5 MB)',
        tags,
        consumes: ['multipart/form-data'],
        params: EventIdParams,
        response: { 200: EventPhotoList },
      },
    },
    async (request) => {
      // One byte past each limit is read, so the use case words the refusal.
      const { files } = await readMultipart(request, {
        what: 'photos',
        files: MAX_EVENT_PHOTOS + 1,
        fileSize: MAX_IMAGE_BYTES + 1,
        fields: 0,
        tooManyFiles: tooManyMessage(MAX_EVENT_PHOTOS),
      });
      return addEventPhotos(ctx, actorOf(request).id, request.params.eventId, files);
    },
  );

  app.get(
    '/api/event-photos/:photoId/file',
    {
      config: { access: 'user' },
      schema: {
        summary: "An inspiration photo's private file: the event's parties only; never kept",
        tags,
        params: EventPhotoParams,
      },
    },
    async (request, reply) => {
      const file = await readEventPhotoFile(ctx, actorOf(request).id, request.params.photoId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  );
}
