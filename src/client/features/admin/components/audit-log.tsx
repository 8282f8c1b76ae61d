import { useState } from 'react';
import { auditActionLabels, auditActions, type AuditAction } from '#shared/domain/admin.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import { Panel, type Column } from '#client/components/ui/data-table.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { formatWhen } from './format.tsx';
import { Pager, SearchForm, TableOrError } from './table-parts.tsx';

const PAGE = 25;
const actionOptions = [
  { value: 'any', label: 'Every action' },
  ...auditActions.map((a) => ({ value: a, label: auditActionLabels[a] })),
] as const;

const columns: ReadonlyArray<Column<AuditEntry>> = [
  { header: 'Action', cell: (e) => auditActionLabels[e.action], primary: true },
  { header: 'When', cell: (e) => formatWhen(e.createdAt) },
  { header: 'By', cell: (e) => e.actorName },
  { header: 'To whom', cell: (e) => <span className="break-all">{e.targetName ?? '—'}</span> },
  { header: 'Reason', cell: (e) => <span className="whitespace-pre-line">{e.reason ?? '—'}</span> },
];

/** Every admin action, newest first: by action, and by a person's name or e-mail. */
export function AuditLog() {
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
      title="Audit log"
      aside={<p className="text-sm text-muted">{total} entries</p>}
    >
      <div className="grid gap-3 px-4 pb-4 md:grid-cols-[16rem_1fr] md:px-5">
        <SelectField
          label="Action"
          options={actionOptions}
          value={action || 'any'}
          onChange={(v) => {
            setAction(v === 'any' ? '' : v);
            setPage(0);
          }}
        />
        <SearchForm
          name="Audit log"
          className="flex items-end gap-2"
          fieldLabel="Name, e-mail or reason"
          submitLabel="Filter"
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
        what="the audit log"
        labelledBy="audit-heading"
        rows={log.data?.entries ?? []}
        columns={columns}
        rowKey={(e) => String(e.id)}
        minWidth="48rem"
      />
      {log.isSuccess && total === 0 ? <p className="p-5 text-muted">No actions yet.</p> : null}
      <div className="flex items-center justify-end gap-3 border-t border-line p-4 md:p-5">
        <Pager page={page} last={last} setPage={setPage} />
      </div>
    </Panel>
  );
}
