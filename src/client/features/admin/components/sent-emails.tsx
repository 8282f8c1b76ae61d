import type { z } from 'zod';
import type { SentEmails } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DataTable, Panel, type Column } from '#client/components/ui/data-table.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useSentEmails } from '../api/admin-email.ts';
import { ComposeEmailDialog } from './compose-email-dialog.tsx';
import { formatWhen } from './format.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';

type Sent = z.infer<typeof SentEmails>['emails'][number];

const columnsOf = (t: Translator['t'], locale: Locale): ReadonlyArray<Column<Sent>> => [
  { header: t('admin.email.subject'), cell: (e) => e.subject, primary: true },
  {
    header: t('admin.email.toColumn'),
    cell: (e) => <span className="break-all">{e.toEmail}</span>,
  },
  { header: t('admin.email.sentBy'), cell: (e) => e.sentBy },
  { header: t('admin.email.when'), cell: (e) => formatWhen(e.createdAt, locale) },
  {
    header: t('admin.email.kind'),
    cell: (e) => t(e.helpMessageId ? 'admin.email.helpReply' : 'admin.email.message'),
  },
];

/** Every message admins sent, with who sent it, and "Write an e-mail". */
export function SentEmailsPanel() {
  const t = useT();
  const locale = useLocale();
  const sent = useSentEmails();
  return (
    <Panel
      id="emails-heading"
      title={t('admin.email.sentTitle')}
      aside={<ComposeEmailDialog trigger={<Button>{t('admin.email.write')}</Button>} />}
    >
      {sent.isError ? (
        <div className="p-5">
          <LoadError what={t('admin.email.what')} error={sent.error} />
        </div>
      ) : null}
      {sent.isPending ? <p className="p-5 text-muted">{t('admin.loading')}</p> : null}
      {sent.data && sent.data.emails.length === 0 ? (
        <p className="border-t border-line p-5 text-muted">{t('admin.email.none')}</p>
      ) : null}
      {sent.data && sent.data.emails.length > 0 ? (
        <DataTable
          labelledBy="emails-heading"
          rows={sent.data.emails}
          columns={columnsOf(t, locale)}
          rowKey={(e) => e.id}
        />
      ) : null}
    </Panel>
  );
}
