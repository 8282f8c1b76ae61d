import { useState } from 'react';
import { Link } from 'react-router';
import { helpStatuses, type HelpStatus } from '#shared/domain/admin.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { HelpInboxMessage } from '#shared/schemas/admin.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Panel } from '#client/components/ui/data-table.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useHelpAction, useHelpInbox, type InboxFilter } from '../api/help-inbox.ts';
import { Badge, formatWhen } from './format.tsx';
import { NoShowDispute } from './no-show-dispute.tsx';
import { ReportedConversation } from './reported-conversation.tsx';
import { announce } from './table-parts.tsx';
import { TextDialog } from './text-dialog.tsx';

const filters = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;
const statusTone = { open: 'warn', answered: 'good', closed: 'plain' } as const;
const statusLabel: Record<HelpStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** Help-form messages and comment reports: reply by e-mail, move along, delete a reported comment. */
export function HelpInbox() {
  const [status, setStatus] = useState<InboxFilter>('open');
  const inbox = useHelpInbox(status);
  const messages = inbox.data?.messages ?? [];
  return (
    <Panel
      id="help-heading"
      title="Help inbox"
      aside={
        <div className="w-40">
          <SelectField label="Show" options={filters} value={status} onChange={setStatus} />
        </div>
      }
    >
      {inbox.isError ? (
        <div className="p-5">
          <LoadError what="the inbox" error={inbox.error} />
        </div>
      ) : null}
      {inbox.isPending ? <p className="p-5 text-muted">Loading messages…</p> : null}
      {inbox.isSuccess && messages.length === 0 ? (
        <p className="p-5 text-muted">No messages here.</p>
      ) : null}
      <ul aria-labelledby="help-heading" className="divide-y divide-line border-t border-line">
        {messages.map((m) => (
          <HelpItem key={m.id} message={m} />
        ))}
      </ul>
    </Panel>
  );
}

function HelpItem({ message: m }: { message: HelpInboxMessage }) {
  const { alert } = useAlerts();
  const act = useHelpAction();
  const done = announce(alert);
  return (
    <li className="p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{m.issueLabel}</p>
          <p className="text-sm break-all text-muted">
            {m.email} · {formatWhen(m.createdAt)}
          </p>
        </div>
        <Badge tone={statusTone[m.status]}>{statusLabel[m.status]}</Badge>
      </div>
      <p className="mt-2 whitespace-pre-line">{m.text}</p>
      {m.reportedMessageId ? <ReportedConversation messageId={m.reportedMessageId} /> : null}
      {m.noShow ? <NoShowDispute dispute={m.noShow} /> : null}
      {m.report ? (
        <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
          <p className="font-medium">
            Reported comment: “{m.report.subject}”{m.report.deleted ? ' (deleted)' : ''}
          </p>
          <p className="mt-1 text-muted">{m.report.text}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Link
              to={`${paths.artistProfile(m.report.artistId)}#${reviewAnchor(m.report.commentId)}`}
              className="font-semibold text-blush-800 underline"
            >
              See the comment
            </Link>
            {m.report.deleted ? null : (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" className="min-h-9 px-3 text-danger">
                    Delete comment
                  </Button>
                }
                title="Delete this comment?"
                confirmLabel="Delete"
                pendingLabel="Deleting…"
                isPending={act.isPending}
                onConfirm={(close) =>
                  act.mutate(
                    {
                      kind: 'delete-comment',
                      artistId: m.report!.artistId,
                      commentId: m.report!.commentId,
                    },
                    announce(alert, close),
                  )
                }
              >
                <p>
                  The review disappears from the artist&apos;s profile and their rating is
                  recounted.
                </p>
              </ConfirmDialog>
            )}
          </div>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <TextDialog
          trigger={
            <Button variant="secondary" className="min-h-9 px-3" aria-label={`Reply to ${m.email}`}>
              Reply
            </Button>
          }
          title={`Reply to ${m.email}`}
          intro="Sent by e-mail; the message is then marked answered."
          label="Your answer"
          submitLabel="Send reply"
          onSubmit={(text) =>
            act.mutateAsync({ kind: 'reply', id: m.id, subject: `Re: ${m.issueLabel}`, text }).then(
              (a) => {
                alert(a.message, 'success');
                return null;
              },
              (e: unknown) =>
                e instanceof ApiError && e.fields.text ? e.fields.text : errorMessage(e),
            )
          }
        />
        {helpStatuses
          .filter((s) => s !== m.status)
          .map((s) => (
            <Button
              key={s}
              variant="ghost"
              className="min-h-9 px-3"
              isDisabled={act.isPending}
              onPress={() => act.mutate({ kind: 'status', id: m.id, status: s }, done)}
            >
              {s === 'open' ? 'Reopen' : s === 'answered' ? 'Mark answered' : 'Close'}
            </Button>
          ))}
      </div>
    </li>
  );
}
