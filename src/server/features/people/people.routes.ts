import { z } from 'zod';
import { MessageBody } from '#shared/schemas/error.ts';
import {
  AdminUserPage,
  AdminUserParams,
  AdminUserQuery,
  BlockInput,
  UnblockInput,
} from '#shared/schemas/user.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { blockAccount, unblockAccount } from './block-account.ts';
import { deleteAccountAsAdmin, listPeople } from './people.service.ts';

/** People administration: delete, block, unblock, list (admins only). */
export function peopleRoutes(app: App, ctx: AppContext): void {
  app.delete(
    '/api/profile/profile-user-dashboard',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Delete a user's account from the dashboard (admin)",
        tags: ['admin'],
        // `elasticId` is the spec's search-index id; search here needs none, so it is ignored.
        body: z.strictObject({
          id: z.uuid('is not a valid id'),
          elasticId: z.string().max(100).optional(),
          reason: UnblockInput.shape.reason,
        }),
        response: { 200: MessageBody },
      },
    },
    (request) =>
      deleteAccountAsAdmin(ctx, actorOf(request).id, request.body.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/block',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Block an account: no sign-in, sessions ended, bookings called off (admin)',
        tags: ['admin'],
        params: AdminUserParams,
        body: BlockInput,
        response: { 200: MessageBody },
      },
    },
    (request) => blockAccount(ctx, actorOf(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unblock',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Lift the block of an account (admin)',
        tags: ['admin'],
        params: AdminUserParams,
        body: UnblockInput,
        response: { 200: MessageBody },
      },
    },
    (request) => unblockAccount(ctx, actorOf(request).id, request.params.id, request.body.reason),
  );

  app.get(
    '/api/user/all',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'People: paged, searched by name or e-mail, filtered and sorted (admin)',
        tags: ['admin'],
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage },
      },
    },
    (request) => listPeople(ctx, request.query),
  );
}
