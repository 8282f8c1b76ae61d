import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD, tooManyMessage } from '#shared/images.ts';
import {
  BookingPhotoConsent,
  BookingPhotoList,
  BookingPhotoParams,
  BookingPhotosParams,
  BookingPhotoView,
} from '#shared/schemas/booking-photos.ts';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { App, AppContext } from '../../context.ts';
import {
  addBookingPhotos,
  answerConsent,
  listBookingPhotos,
  readBookingPhotoFile,
} from './booking-photos.service.ts';

const tags = ['booking photos'];

/**
 * The `tag` field and up to 5 pictures. As the portfolio's uploads: one byte past the limit is
 * read, so the service words the refusal; a file longer still stops here with a 413, whatever
 * the booking.
 */
const readUpload = (request: FastifyRequest) =>
  readMultipart(request, {
    what: 'photos',
    files: MAX_IMAGES_PER_UPLOAD + 1,
    fileSize: MAX_IMAGE_BYTES + 1,
    fields: 1,
    tooManyFiles: tooManyMessage(MAX_IMAGES_PER_UPLOAD),
  });

/** Photos from real bookings (decision 0041): the artist adds, the customer answers. */
export function bookingPhotoRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/bookings/:bookingId/photos',
    {
      config: { access: 'user' },
      schema: {
        summary: "A booking's photos: its artist and its customer only",
        tags,
        params: BookingPhotosParams,
        response: { 200: BookingPhotoList },
      },
    },
    (request) => listBookingPhotos(ctx, actorOf(request), request.params.bookingId),
  );

  app.post(
    '/api/bookings/:bookingId/photos',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add photos to my completed booking (multipart: tag, up to 5 png/jpeg/gif, 5 MB)',
        tags,
        consumes: ['multipart/form-data'],
        params: BookingPhotosParams,
        response: { 200: BookingPhotoList },
      },
    },
    async (request) => {
      const { fields, files } = await readUpload(request);
      return addBookingPhotos(ctx, actorOf(request).id, request.params.bookingId, fields, files);
    },
  );

  app.put(
    '/api/booking-photos/:id/consent',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The customer allows her photo to be shown, or withdraws (any time)',
        tags,
        params: BookingPhotoParams,
        body: BookingPhotoConsent,
        response: { 200: z.object({ photo: BookingPhotoView }) },
      },
    },
    (request) => answerConsent(ctx, actorOf(request), request.params.id, request.body.allow),
  );

  app.get(
    '/api/booking-photos/:id/file',
    {
      config: { access: 'user' },
      schema: {
        summary: "A booking photo's private file: the booking's artist and customer; never kept",
        tags,
        params: BookingPhotoParams,
      },
    },
    async (request, reply) => {
      const file = await readBookingPhotoFile(ctx, actorOf(request), request.params.id);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  );
}
