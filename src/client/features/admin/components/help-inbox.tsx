import { useState } from 'react';
import { Link } from 'react-router';
import { helpStatuses, type HelpStatus } from '#shared/domain/admin.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import { helpIssues, type HelpIssue } from '#shared/catalog.ts';
import { issueName } from '#shared/i18n/catalog-names.ts';
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
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { useHelpAction, useHelpInbox, type InboxFilter } from '../api/help-inbox.ts';
import { Badge, formatWhen } from './format.tsx';
import { NoShowDispute } from './no-show-dispute.tsx';
import { ReportedConversation } from './reported-conversation.tsx';
import { announce } from './table-parts.tsx';
import { TextDialog } from './text-dialog.tsx';

const statusTone = { open: 'warn', answered: 'good', closed: 'plain' } as const;
const statusLabel: Record<HelpStatus, MessageKey> = {
  open: 'admin.help.open',
  answered: 'admin.help.answered',
  closed: 'admin.help.closed',
};
const moveLabel: Record<HelpStatus, MessageKey> = {
  open: 'admin.help.reopen',
  answered: 'admin.help.markAnswered',
  closed: 'admin.help.close',
};

/** Help-form messages and comment reports: reply by e-mail, move along, delete a reported comment. */
export function HelpInbox() {
  const t = useT();
  const filters = [
    { value: 'open', label: t('admin.help.open') },
    { value: 'answered', label: t('admin.help.answered') },
    { value: 'closed', label: t('admin.help.closed') },
    { value: 'all', label: t('admin.help.all') },
  ] as const;
  const [status, setStatus] = useState<InboxFilter>('open');
  const inbox = useHelpInbox(status);
  const messages = inbox.data?.messages ?? [];
  return (
    <Panel
      id="help-heading"
      title={t('admin.tab.help')}
      aside={
        <div className="w-40">
          <SelectField
            label={t('admin.help.show')}
            options={filters}
            value={status}
            onChange={setStatus}
          />
        </div>
      }
    >
      {inbox.isError ? (
        <div className="p-5">
          <LoadError what={t('admin.help.what')} error={inbox.error} />
        </div>
      ) : null}
      {inbox.isPending ? <p className="p-5 text-muted">{t('admin.help.loading')}</p> : null}
      {inbox.isSuccess && messages.length === 0 ? (
        <p className="p-5 text-muted">{t('admin.help.empty')}</p>
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
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const act = useHelpAction();
  const done = announce(alert);
  const known = helpIssues.some((i) => i.value === m.issue);
  const label = m.reportedMessageId
    ? t('admin.help.reportedMessage')
    : known
      ? issueName(m.issue as HelpIssue, t)
      : m.issueLabel;
  return (
    <li className="p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{label}</p>
          <p className="text-sm break-all text-muted">
            {m.email} · {formatWhen(m.createdAt, locale)}
          </p>
        </div>
        <Badge tone={statusTone[m.status]}>{t(statusLabel[m.status])}</Badge>
      </div>
      <p className="mt-2 whitespace-pre-line">{m.text}</p>
      {m.reportedMessageId ? <ReportedConversation messageId={m.reportedMessageId} /> : null}
      {m.noShow ? <NoShowDispute dispute={m.noShow} /> : null}
      {m.report ? (
        <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
          <p className="font-medium">
            {t(m.report.deleted ? 'admin.help.reportedDeleted' : 'admin.help.reported', {
              subject: m.report.subject,
            })}
          </p>
          <p className="mt-1 text-muted">{m.report.text}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Link
              to={`${paths.artistProfile(m.report.artistId)}#${reviewAnchor(m.report.commentId)}`}
              className="font-semibold text-blush-800 underline"
            >
              {t('admin.help.seeComment')}
            </Link>
            {m.report.deleted ? null : (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" className="min-h-9 px-3 text-danger">
                    {t('admin.help.deleteComment')}
                  </Button>
                }
                title={t('admin.help.deleteTitle')}
                confirmLabel={t('admin.people.delete')}
                pendingLabel={t('admin.people.deleting')}
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
                <p>{t('admin.help.deleteIntro')}</p>
              </ConfirmDialog>
            )}
          </div>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <TextDialog
          trigger={
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              aria-label={t('admin.help.replyTo', { email: m.email })}
            >
              {t('admin.help.reply')}
            </Button>
          }
          title={t('admin.help.replyTo', { email: m.email })}
          intro={t('admin.help.replyIntro')}
          label={t('admin.help.answer')}
          submitLabel={t('admin.help.sendReply')}
          onSubmit={(text) =>
            act.mutateAsync({ kind: 'reply', id: m.id, subject: `Re: ${label}`, text }).then(
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
              {t(moveLabel[s])}
            </Button>
          ))}
      </div>
    </li>
  );
}
