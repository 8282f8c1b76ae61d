import { z } from 'zod';
import { AskChangesInput, VerificationQueue, VerifyInput } from '#shared/schemas/admin.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import {
  BioInput,
  CategoriesInput,
  EducationInput,
  OwnProfile,
  ProfileUpdate,
  PublicProfile,
  ServiceInput,
} from '#shared/schemas/profile.ts';
import { actorOf } from '../../http/access.ts';
import { keptAnswerSerializer } from '../../http/public-cache.ts';
import { askForChanges, listVerificationQueue, setVerified } from './verification.ts';
import type { App, AppContext } from '../../context.ts';
import {
  addEducation,
  addService,
  createProfile,
  getOwnProfile,
  getPublicProfile,
  listPublicProfiles,
  removeEducation,
  removeService,
  setCategories,
  updateProfile,
} from './profiles.service.ts';

const IdParams = z.strictObject({ id: z.uuid('is not a valid id') });
const tags = ['profile'];

/** Reading profiles, editing one's own, and verification (each group below). */
export function profileRoutes(app: App, ctx: AppContext): void {
  readProfileRoutes(app, ctx);
  editProfileRoutes(app, ctx);
  verificationRoutes(app, ctx);
}

/** Reading profiles: one's own, the public list, one public profile. */
function readProfileRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/profile/me',
    {
      config: { access: 'user' },
      schema: { summary: 'My artist profile', tags, response: { 200: OwnProfile } },
    },
    (request) => getOwnProfile(ctx, actorOf(request).id),
  );

  app.get(
    '/api/profile',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verified artists, newest first, 31 a page',
        tags,
        querystring: z.strictObject({
          page: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: z.array(PublicProfile) },
      },
    },
    (request) => listPublicProfiles(ctx, request.query.page),
  );

  app.get(
    '/api/profile/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: "An artist's public profile (unverified: owner and admins only)",
        tags,
        params: IdParams,
        response: { 200: PublicProfile },
      },
      serializerCompiler: keptAnswerSerializer,
    },
    (request) => getPublicProfile(ctx, request.params.id, request.actor),
  );
}

/** An artist editing her own profile: details, categories, services, education. */
function editProfileRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start my artist profile (the wizard’s bio step)',
        tags,
        body: BioInput,
        response: { 200: OwnProfile },
      },
    },
    (request) => createProfile(ctx, actorOf(request).id, request.body),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Update my artist profile',
        tags,
        body: ProfileUpdate,
        response: { 200: MessageBody },
      },
    },
    (request) => updateProfile(ctx, actorOf(request).id, request.body),
  );

  app.put(
    '/api/profile/categories',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Set my hair and makeup categories',
        tags,
        body: CategoriesInput,
        response: { 200: MessageBody },
      },
    },
    (request) => setCategories(ctx, actorOf(request).id, request.body),
  );

  app.post(
    '/api/profile/service',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a service (amount typed in dollars, stored in cents)',
        tags,
        body: ServiceInput,
        response: { 200: MessageBody },
      },
    },
    (request) => addService(ctx, actorOf(request).id, request.body),
  );

  app.delete(
    '/api/profile/service/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove one of my services',
        tags,
        params: IdParams,
        response: { 200: MessageBody },
      },
    },
    (request) => removeService(ctx, actorOf(request).id, request.params.id),
  );

  app.post(
    '/api/profile/education',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a course or certificate',
        tags,
        body: EducationInput,
        response: { 200: MessageBody },
      },
    },
    (request) => addEducation(ctx, actorOf(request).id, request.body),
  );

  app.delete(
    '/api/profile/education/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove one of my courses or certificates',
        tags,
        params: IdParams,
        response: { 200: MessageBody },
      },
    },
    (request) => removeEducation(ctx, actorOf(request).id, request.params.id),
  );
}

/** Verification of artists (admins only). */
function verificationRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/profile/verified',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Verify an artist, or take the verification back (admin)',
        tags: ['admin'],
        body: VerifyInput,
        response: { 200: MessageBody },
      },
    },
    (request) => setVerified(ctx, actorOf(request).id, request.body.id, request.body.verified),
  );

  app.get(
    '/api/admin/verification-queue',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Artists waiting for verification, longest wait first (admin)',
        tags: ['admin'],
        response: { 200: VerificationQueue },
      },
    },
    () => listVerificationQueue(ctx),
  );

  app.post(
    '/api/admin/artists/:id/ask-changes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Ask a waiting artist for changes: the message is e-mailed to them (admin)',
        tags: ['admin'],
        params: IdParams,
        body: AskChangesInput,
        response: { 200: MessageBody },
      },
    },
    (request) => askForChanges(ctx, actorOf(request).id, request.params.id, request.body.message),
  );
}
