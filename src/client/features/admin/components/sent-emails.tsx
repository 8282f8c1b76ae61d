import type { z } from 'zod';
import type { SentEmails } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DataTable, Panel, type Column } from '#client/components/ui/data-table.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useSentEmails } from '../api/admin-email.ts';
import { ComposeEmailDialog } from './compose-email-dialog.tsx';
import { formatWhen } from './format.tsx';

type Sent = z.infer<typeof SentEmails>['emails'][number];

const columns: ReadonlyArray<Column<Sent>> = [
  { header: 'Subject', cell: (e) => e.subject, primary: true },
  { header: 'To', cell: (e) => <span className="break-all">{e.toEmail}</span> },
  { header: 'Sent by', cell: (e) => e.sentBy },
  { header: 'When', cell: (e) => formatWhen(e.createdAt) },
  { header: 'Kind', cell: (e) => (e.helpMessageId ? 'Help reply' : 'Message') },
];

/** Every message admins sent, with who sent it, and "Write an e-mail". */
export function SentEmailsPanel() {
  const sent = useSentEmails();
  return (
    <Panel
      id="emails-heading"
      title="E-mails sent"
      aside={<ComposeEmailDialog trigger={<Button>Write an e-mail</Button>} />}
    >
      {sent.isError ? (
        <div className="p-5">
          <LoadError what="the e-mails" error={sent.error} />
        </div>
      ) : null}
      {sent.isPending ? <p className="p-5 text-muted">Loading…</p> : null}
      {sent.data && sent.data.emails.length === 0 ? (
        <p className="border-t border-line p-5 text-muted">No e-mails sent yet.</p>
      ) : null}
      {sent.data && sent.data.emails.length > 0 ? (
        <DataTable
          labelledBy="emails-heading"
          rows={sent.data.emails}
          columns={columns}
          rowKey={(e) => e.id}
        />
      ) : null}
    </Panel>
  );
}
