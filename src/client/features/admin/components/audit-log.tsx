import { useState } from 'react';
import { auditActions, type AuditAction } from '#shared/domain/admin.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import { Panel, type Column } from '#client/components/ui/data-table.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { formatWhen } from './format.tsx';
import { Pager, SearchForm, TableOrError } from './table-parts.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';

const PAGE = 25;
/** Each action's name in the page's language (the English is `auditActionLabels`). */
const actionKeys: Record<AuditAction, MessageKey> = {
  verify: 'admin.audit.action.verify',
  unverify: 'admin.audit.action.unverify',
  'ask-changes': 'admin.audit.action.askChanges',
  block: 'admin.audit.action.block',
  unblock: 'admin.audit.action.unblock',
  'delete-account': 'admin.audit.action.deleteAccount',
  'send-email': 'admin.audit.action.sendEmail',
  'help-reply': 'admin.audit.action.helpReply',
  'help-status': 'admin.audit.action.helpStatus',
  'delete-comment': 'admin.audit.action.deleteComment',
  'delete-message': 'admin.audit.action.deleteMessage',
  'read-conversation': 'admin.audit.action.readConversation',
  refund: 'admin.audit.action.refund',
  'retry-charge': 'admin.audit.action.retryCharge',
  'resolve-charge': 'admin.audit.action.resolveCharge',
  'run-payouts': 'admin.audit.action.runPayouts',
  'settle-no-show': 'admin.audit.action.settleNoShow',
  'read-tax-details': 'admin.audit.action.readTaxDetails',
  'file-tax-return': 'admin.audit.action.fileTaxReturn',
  'approve-credential': 'admin.audit.action.approveCredential',
  'reject-credential': 'admin.audit.action.rejectCredential',
  'read-credential': 'admin.audit.action.readCredential',
  'read-health-notes': 'admin.audit.action.readHealthNotes',
};

type T = Translator['t'];
const actionOptions = (t: T) => [
  { value: 'any' as const, label: t('admin.audit.every') },
  ...auditActions.map((a) => ({ value: a, label: t(actionKeys[a]) })),
];

const columnsOf = (t: T, locale: Locale): ReadonlyArray<Column<AuditEntry>> => [
  { header: t('admin.audit.action'), cell: (e) => t(actionKeys[e.action]), primary: true },
  { header: t('admin.email.when'), cell: (e) => formatWhen(e.createdAt, locale) },
  { header: t('admin.audit.by'), cell: (e) => e.actorName },
  {
    header: t('admin.audit.toWhom'),
    cell: (e) => <span className="break-all">{e.targetName ?? '—'}</span>,
  },
  {
    header: t('admin.refund.reason'),
    cell: (e) => <span className="whitespace-pre-line">{e.reason ?? '—'}</span>,
  },
];

/** Every admin action, newest first: by action, and by a person's name or e-mail. */
export function AuditLog() {
  const t = useT();
  const locale = useLocale();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const log = useAuditLog({ action, q, page });
  const total = log.data?.total ?? 0;
  const last = Math.max(0, Math.ceil(total / PAGE) - 1);
  return (
    <Panel
      id="audit-heading"
      title={t('admin.tab.audit')}
      aside={<p className="text-sm text-muted">{t('admin.audit.entries', { count: total })}</p>}
    >
      <div className="grid gap-3 px-4 pb-4 md:grid-cols-[16rem_1fr] md:px-5">
        <SelectField
          label={t('admin.audit.action')}
          options={actionOptions(t)}
          value={action || 'any'}
          onChange={(v) => {
            setAction(v === 'any' ? '' : v);
            setPage(0);
          }}
        />
        <SearchForm
          name={t('admin.tab.audit')}
          className="flex items-end gap-2"
          fieldLabel={t('admin.audit.searchLabel')}
          submitLabel={t('admin.audit.filter')}
          value={draft}
          onChange={setDraft}
          onSubmit={() => {
            setQ(draft);
            setPage(0);
          }}
        />
      </div>
      <TableOrError
        query={log}
        what={t('admin.audit.what')}
        labelledBy="audit-heading"
        rows={log.data?.entries ?? []}
        columns={columnsOf(t, locale)}
        rowKey={(e) => String(e.id)}
        minWidth="48rem"
      />
      {log.isSuccess && total === 0 ? (
        <p className="p-5 text-muted">{t('admin.audit.none')}</p>
      ) : null}
      <div className="flex items-center justify-end gap-3 border-t border-line p-4 md:p-5">
        <Pager page={page} last={last} setPage={setPage} />
      </div>
    </Panel>
  );
}
