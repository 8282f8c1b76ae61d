import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, tooManyMessage } from '#shared/images.ts';
import { ImageView, TagsInput } from '#shared/schemas/profile.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import { actorOf } from '../../http/access.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { App, AppContext } from '../../context.ts';
import type { Upload } from '../../integrations/images/process-image.ts';
import {
  listArtistImages,
  listOwnImages,
  removeImage,
  setProfilePicture,
  tagImages,
  uploadPortfolio,
} from './images.service.ts';

const tags = ['images'];
const uuid = z.uuid('is not a valid id');

/**
 * The pictures of an upload. Each stops one byte past 5 MB, so the pipeline can still name the
 * file that is too large without buffering a huge body; one file past `max` is read, so the
 * service words the refusal, and any more stop here.
 */
async function readFiles(request: FastifyRequest, max: number): Promise<Upload[]> {
  const { files } = await readMultipart(request, {
    what: 'pictures',
    files: max + 1,
    fileSize: MAX_IMAGE_BYTES + 1,
    tooManyFiles: tooManyMessage(max),
  });
  return files;
}

const UploadAnswer = MessageBody.extend({ images: z.array(ImageView) });

export function imageRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/images',
    {
      config: { access: 'user' },
      schema: { summary: 'My portfolio', tags, response: { 200: z.array(ImageView) } },
    },
    (request) => listOwnImages(ctx, actorOf(request).id),
  );

  app.get(
    '/api/images/:userId',
    {
      config: { access: 'public' },
      schema: {
        summary: "An artist's portfolio (unverified: owner and admins only)",
        tags,
        params: z.strictObject({ userId: uuid }),
        response: { 200: z.array(ImageView) },
      },
    },
    (request) => listArtistImages(ctx, request.params.userId, request.actor),
  );

  app.post(
    '/api/images',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add up to 5 portfolio pictures (multipart; png, jpeg or gif, 5 MB each)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: UploadAnswer },
      },
    },
    async (request) => uploadPortfolio(ctx, actorOf(request).id, await readFiles(request, 5)),
  );

  app.post(
    '/api/images/tags',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Tag my portfolio pictures',
        tags,
        body: TagsInput,
        response: { 200: MessageBody },
      },
    },
    (request) => tagImages(ctx, actorOf(request).id, request.body),
  );

  app.delete(
    '/api/images/delete/:imageId/:userId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a picture and its files (the owner, or an admin)',
        tags,
        params: z.strictObject({ imageId: uuid, userId: uuid }),
        response: { 200: MessageBody },
      },
    },
    (request) => removeImage(ctx, actorOf(request), request.params.imageId, request.params.userId),
  );

  app.post(
    '/api/images/profile/:cloudId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Replace my profile picture (multipart, up to 3 files: the first is used)',
        tags,
        consumes: ['multipart/form-data'],
        params: z.strictObject({ cloudId: z.union([uuid, z.literal('none')]) }),
        response: { 200: MessageBody.extend({ image: ImageView }) },
      },
    },
    async (request) =>
      setProfilePicture(
        ctx,
        actorOf(request).id,
        await readFiles(request, 3),
        request.params.cloudId,
      ),
  );
}
