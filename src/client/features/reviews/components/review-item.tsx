import { BadgeCheck, Flag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import type { ReviewCommentView } from '#shared/schemas/review.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { Stars } from './stars.tsx';

/** Only the artist replies: its form, and what validates it, load for them alone. */
const ReplyEditor = lazy(() => import('./reply-editor.tsx'));

/** The Help Center with "report a comment" chosen and this review attached. */
const reportUrl = (commentId: string) =>
  `${paths.help}?issue=report-comment&comment=${encodeURIComponent(commentId)}`;

/**
 * One review: who, when (Toronto's calendar), stars, subject, text, the visit it is for and
 * the artist's reply. Its author and admins may delete it; anyone else may report it; the
 * reviewed artist may reply.
 */
export function ReviewItem({
  artistId,
  comment,
}: {
  artistId: string;
  comment: ReviewCommentView;
}) {
  const t = useT();
  const locale = useLocale();
  const { auth } = useAuth();
  const { alert } = useAlerts();
  const remove = useDeleteComment(artistId);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const canDelete = user !== null && (user._id === comment.user || user.role === 'Admin');
  const [first = '', last = ''] = comment.name.split(' ');
  const headingId = `${reviewAnchor(comment._id)}-subject`;

  return (
    <article
      id={reviewAnchor(comment._id)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-(--radius-card) border border-line bg-white p-4 md:p-5"
    >
      <div className="flex items-center gap-3">
        <Avatar firstName={first} lastName={last} src={comment.profileImage} size={40} />
        <div className="min-w-0">
          <p className="font-semibold">{comment.name}</p>
          <time dateTime={comment.date} className="text-sm text-muted">
            {formatTorontoDate(new Date(comment.date), locale)}
          </time>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={comment.rating} />
        <span className="inline-flex items-center gap-1 text-sm text-success">
          <BadgeCheck aria-hidden className="size-4" />
          {t('reviews.verified', { service: comment.service })}
        </span>
      </div>
      <h3 id={headingId} className="mt-2 font-semibold break-words">
        {comment.subject}
      </h3>
      <p className="mt-1 break-words whitespace-pre-line">{comment.text}</p>

      {comment.reply ? (
        <div className="mt-4 rounded-2xl border-l-4 border-blush-200 bg-blush-50 px-4 py-3">
          <p className="text-sm font-semibold">
            {t('reviews.reply.from')}{' '}
            <time dateTime={comment.reply.date} className="font-normal text-muted">
              · {formatTorontoDate(new Date(comment.reply.date), locale)}
            </time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{comment.reply.text}</p>
        </div>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {user?._id === artistId ? (
          <Suspense fallback={null}>
            <ReplyEditor artistId={artistId} comment={comment} />
          </Suspense>
        ) : null}
        {canDelete ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="min-h-10 px-3">
                {t('reviews.delete.button')}
              </Button>
            }
            title={t('reviews.delete.title')}
            confirmLabel={t('reviews.delete.button')}
            pendingLabel={t('reviews.delete.pending')}
            isPending={remove.isPending}
            onConfirm={(close) =>
              remove.mutateAsync(comment._id).then(
                () => {
                  alert(t('reviews.delete.done'), 'success');
                  close();
                },
                (error: unknown) => alert(errorMessage(error), 'error'),
              )
            }
          >
            <p>{t('reviews.delete.text')}</p>
          </ConfirmDialog>
        ) : (
          <Link
            // Signed out: sign in first. Not known yet (a page the server rendered, before the
            // app has read the session): the report itself, which says what it needs.
            to={auth.status === 'unauthenticated' ? paths.login : reportUrl(comment._id)}
            state={auth.status === 'unauthenticated' ? { from: reportUrl(comment._id) } : undefined}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted hover:bg-blush-50 hover:text-ink"
          >
            <Flag aria-hidden className="size-4" />
            {t('reviews.report')}
            <span className="sr-only">
              {' '}
              {t('reviews.reportWhat', { subject: comment.subject })}
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}
