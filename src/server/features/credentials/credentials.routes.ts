import type { FastifyRequest } from 'fastify';
import { MAX_CREDENTIAL_BYTES } from '#shared/domain/credentials.ts';
import {
  ApproveCredentialInput,
  CredentialBadges,
  CredentialList,
  CredentialParams,
  CredentialQueue,
  CredentialView,
  RejectCredentialInput,
} from '#shared/schemas/credentials.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { App, AppContext } from '../../context.ts';
import { approveCredential, listCredentialQueue, rejectCredential } from './credentials-review.ts';
import { findBadges } from '../../credentials/badges.ts';
import {
  listOwnCredentials,
  readCredentialFile,
  removeCredential,
  uploadCredential,
} from './credentials.service.ts';

const tags = ['credentials'];

/**
 * The fields (`kind`, `expiresOn`, `issuedOn`) and one file. The file stops one byte past
 * 10 MB, unrefused, so the service names the file too large.
 */
async function readUpload(request: FastifyRequest) {
  const { fields, files } = await readMultipart(request, {
    what: 'credential',
    files: 1,
    fileSize: MAX_CREDENTIAL_BYTES + 1,
    fields: 3,
    tooManyFiles: 'Send one file at a time.',
    refuseLongFiles: false,
  });
  return { fields, file: files[0] ?? null };
}

/** Settings → Credentials, the files behind them, the public badges and the admin's queue. */
export function credentialRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/credentials',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'My credentials and their state',
        tags,
        response: { 200: CredentialList },
      },
    },
    (request) => listOwnCredentials(ctx, actorOf(request).id),
  );

  app.post(
    '/api/credentials',
    {
      config: { access: 'artist' },
      schema: {
        summary:
          'Upload a proof (multipart: kind, expiresOn or issuedOn, one PDF/JPEG/PNG ≤ 10 MB)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: CredentialView },
      },
    },
    async (request) => {
      const { fields, file } = await readUpload(request);
      return uploadCredential(ctx, actorOf(request).id, fields, file);
    },
  );

  app.delete(
    '/api/credentials/:id',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Remove one of my credentials (and its badge)',
        tags,
        params: CredentialParams,
        response: { 200: MessageBody },
      },
    },
    (request) => removeCredential(ctx, actorOf(request).id, request.params.id),
  );

  app.get(
    '/api/credentials/:id/file',
    {
      config: { access: 'user' },
      schema: {
        summary: "A credential's file: its owner, or an admin (audited); never cached",
        tags,
        params: CredentialParams,
      },
    },
    async (request, reply) => {
      const { file, name } = await readCredentialFile(ctx, actorOf(request), request.params.id);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .send(file.body);
    },
  );

  app.get(
    '/api/credentials/badges/:userId',
    {
      config: { access: 'public' },
      schema: {
        summary: "An artist's checked credentials, as badges",
        tags,
        params: z.strictObject({ userId: z.uuid('is not a valid id') }),
        response: { 200: CredentialBadges },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const badges = await findBadges(ctx.db, [userId], torontoDay(new Date()));
      return { badges: badges.get(userId) ?? [] };
    },
  );

  adminCredentialRoutes(app, ctx);
}

function adminCredentialRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/admin/credentials',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Credentials waiting to be checked, the oldest first (admin)',
        tags,
        response: { 200: CredentialQueue },
      },
    },
    () => listCredentialQueue(ctx),
  );

  app.post(
    '/api/admin/credentials/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Approve a credential with its expiry (admin; audited, the artist is e-mailed)',
        tags,
        params: CredentialParams,
        body: ApproveCredentialInput,
        response: { 200: MessageBody },
      },
    },
    (request) => approveCredential(ctx, actorOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/admin/credentials/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reject a credential with a reason, e-mailed to the artist (admin; audited)',
        tags,
        params: CredentialParams,
        body: RejectCredentialInput,
        response: { 200: MessageBody },
      },
    },
    (request) => rejectCredential(ctx, actorOf(request).id, request.params.id, request.body),
  );
}
