import type { Db } from '../db/db.ts';
import { AppError } from '../app-error.ts';
import type { AppContext } from '../context.ts';
import { deleteImage } from '../integrations/images/store-image.ts';
import { queues, TRANSACTIONAL_JOB_ATTEMPTS } from '../jobs/jobs.ts';
import { enqueue } from '../jobs/queue.ts';
import { keepAnAdmin } from './account-guards.ts';
import { sendAccountDeletedEmail } from './account-emails.ts';
import {
  anonymiseAccount,
  deleteAccountData,
  deleteUserImages,
  lockLiveAccountRole,
  type AccountRow,
} from './accounts.queries.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been permanently deleted';

/**
 * Closes an account, by its owner or by an admin (docs/product.md, People and access):
 * personal data, sign-in methods and sessions are erased; the row stays, anonymised, so past
 * bookings and money records keep their references. `alsoInTransaction` commits with it.
 */
export async function eraseAccount(
  ctx: AppContext,
  user: AccountRow,
  alsoInTransaction?: (tx: Db) => Promise<void>,
) {
  const userId = user.id;
  const pictures = await ctx.db.transaction(async (tx) => {
    const locked = await lockLiveAccountRole(tx, userId);
    if (!locked) throw new AppError('not_found', 'This user does not exist.');
    if (locked.role === 'Admin') await keepAnAdmin(tx, userId);
    await anonymiseAccount(tx, userId);
    // The artist profile goes with its services and courses (cascade), the pictures below.
    await deleteAccountData(tx, userId, user.email);
    // Open requests and upcoming bookings are called off, the other party told (docs/product.md).
    await enqueue(
      tx,
      queues.closeBookings,
      [{ userId, why: 'deleted' }],
      TRANSACTIONAL_JOB_ATTEMPTS,
    );
    await enqueue(tx, queues.leaveEvents, [{ userId, why: 'deleted' }], TRANSACTIONAL_JOB_ATTEMPTS);
    await alsoInTransaction?.(tx);
    return deleteUserImages(tx, userId);
  });
  // Files after the commit: a failed delete leaves an unreachable file, never a broken row.
  await Promise.allSettled(pictures.map(({ id }) => deleteImage(ctx.storage, id)));
  await sendAccountDeletedEmail(ctx, user.email, user.firstName, user.locale);
  return { message: ACCOUNT_DELETED_MESSAGE };
}
