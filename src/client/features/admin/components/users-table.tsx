import { useState } from 'react';
import type { AdminUserRow } from '#shared/schemas/user.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Panel, type Column } from '#client/components/ui/data-table.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useUsers, type UserFilters } from '../api/list-users.ts';
import { useSetVerified } from '../api/set-verified.ts';
import { useUserAction } from '../api/user-actions.ts';
import { ComposeEmailDialog } from './compose-email-dialog.tsx';
import { Badge, formatDay } from './format.tsx';
import { announce, Pager, SearchForm, TableOrError } from './table-parts.tsx';
import { TextDialog } from './text-dialog.tsx';

const pageSizes = [
  { value: '5', label: '5' },
  { value: '10', label: '10' },
  { value: '25', label: '25' },
] as const;
type PageSize = (typeof pageSizes)[number]['value'];
const yesNo = (yes: string, no: string) =>
  [
    { value: 'any', label: 'Any' },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ] as const;
const filterFields = {
  role: [
    { value: 'any', label: 'Any' },
    { value: 'Admin', label: 'Admin' },
    { value: 'user', label: 'Member' },
  ],
  artist: yesNo('Artists', 'Not artists'),
  verified: yesNo('Verified', 'Not verified'),
  blocked: yesNo('Blocked', 'Not blocked'),
} as const;
const sorts = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'E-mail' },
] as const;

const name = (u: AdminUserRow) => `${u.firstName} ${u.lastName}`;

const columns: ReadonlyArray<Column<AdminUserRow>> = [
  { header: 'Name', cell: name, primary: true },
  { header: 'E-mail', cell: (u) => <span className="break-all">{u.email}</span> },
  { header: 'Role', cell: (u) => (u.role === 'Admin' ? 'Admin' : 'Member') },
  {
    header: 'Artist',
    cell: (u) =>
      !u.artist ? (
        '—'
      ) : u.verified ? (
        <Badge tone="good">Verified</Badge>
      ) : (
        <Badge tone="warn">Not verified</Badge>
      ),
  },
  { header: 'Joined', cell: (u) => formatDay(u.createdAt) },
  {
    header: 'Status',
    cell: (u) =>
      u.blocked ? <Badge tone="bad">Blocked</Badge> : <Badge tone="plain">Active</Badge>,
  },
];

/**
 * The people table (GET /user/all): server-side paging (5, 10 or 25 rows, default 10), search
 * by name or e-mail, filters and order; each row's Verify, Block and Delete, and Write.
 */
export function UsersTable() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>({ sort: 'newest' });
  const users = useUsers(page, Number(pageSize), filters);
  const total = users.data?.total ?? 0;
  const last = Math.max(0, Math.ceil(total / Number(pageSize)) - 1);
  const setFilter = (key: keyof typeof filterFields | 'sort', value: string) => {
    setFilters((f) => ({ ...f, [key]: value === 'any' ? undefined : value }));
    setPage(0);
  };

  return (
    <Panel
      id="users-heading"
      title="People"
      aside={<p className="text-sm text-muted">{total} found</p>}
    >
      <div className="flex flex-col gap-4 px-4 pb-4 md:px-5">
        <SearchForm
          name="People"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          fieldLabel="Search by name or e-mail"
          submitLabel="Search"
          value={draft}
          onChange={setDraft}
          onSubmit={() => {
            setFilters((f) => ({ ...f, q: draft.trim() || undefined }));
            setPage(0);
          }}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <SelectField
            label="Role"
            options={filterFields.role}
            value={filters.role ?? 'any'}
            onChange={(v) => setFilter('role', v)}
          />
          <SelectField
            label="Artist"
            options={filterFields.artist}
            value={filters.artist ?? 'any'}
            onChange={(v) => setFilter('artist', v)}
          />
          <SelectField
            label="Verified"
            options={filterFields.verified}
            value={filters.verified ?? 'any'}
            onChange={(v) => setFilter('verified', v)}
          />
          <SelectField
            label="Blocked"
            options={filterFields.blocked}
            value={filters.blocked ?? 'any'}
            onChange={(v) => setFilter('blocked', v)}
          />
          <SelectField
            label="Sort"
            options={sorts}
            value={filters.sort ?? 'newest'}
            onChange={(v) => setFilter('sort', v)}
          />
        </div>
      </div>
      <TableOrError
        query={users}
        what="the people"
        labelledBy="users-heading"
        rows={users.data?.users ?? []}
        columns={columns}
        rowKey={(u) => u._id}
        actions={(u) => <UserActions user={u} />}
        minWidth="60rem"
      />
      {users.isPending ? <p className="p-5 text-muted">Loading people…</p> : null}
      {users.isSuccess && total === 0 ? <p className="p-5 text-muted">Nobody matches.</p> : null}
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line p-4 md:p-5">
        <div className="w-36">
          <SelectField
            label="Rows per page"
            options={pageSizes}
            value={pageSize}
            onChange={(v) => {
              setPageSize(v);
              setPage(0);
            }}
          />
        </div>
        <div className="flex items-center gap-3">
          <Pager page={page} last={last} setPage={setPage} />
        </div>
      </div>
    </Panel>
  );
}

const small = 'min-h-9 px-3';

function UserActions({ user }: { user: AdminUserRow }) {
  const { auth } = useAuth();
  const { alert } = useAlerts();
  const act = useUserAction();
  const verify = useSetVerified();
  const who = name(user);
  const self = auth.user?._id === user._id;
  const fieldError = (error: unknown, field: string) =>
    error instanceof ApiError && error.fields[field] ? error.fields[field] : errorMessage(error);
  return (
    <>
      {user.artist ? (
        <Button
          variant="secondary"
          className={small}
          aria-label={`${user.verified ? 'Unverify' : 'Verify'} ${who}`}
          isDisabled={verify.isPending}
          onPress={() => verify.mutate({ id: user._id, verified: !user.verified }, announce(alert))}
        >
          {user.verified ? 'Unverify' : 'Verify'}
        </Button>
      ) : null}
      <ComposeEmailDialog
        to={user.email}
        trigger={
          <Button variant="secondary" className={small} aria-label={`Write to ${who}`}>
            Write
          </Button>
        }
      />
      {self ? null : user.blocked ? (
        <Button
          variant="secondary"
          className={small}
          aria-label={`Unblock ${who}`}
          isDisabled={act.isPending}
          onPress={() => act.mutate({ kind: 'unblock', id: user._id }, announce(alert))}
        >
          Unblock
        </Button>
      ) : (
        <TextDialog
          trigger={
            <Button variant="secondary" className={small} aria-label={`Block ${who}`}>
              Block
            </Button>
          }
          title={`Block ${who}?`}
          intro="They are signed out everywhere at once and cannot sign in. An artist leaves the search and their profile; open requests and upcoming bookings are called off, free for the customer, and both sides are told."
          label="Reason (kept in the audit log)"
          submitLabel="Block"
          danger
          onSubmit={(reason) =>
            act.mutateAsync({ kind: 'block', id: user._id, reason }).then(
              (a) => {
                alert(a.message, 'success');
                return null;
              },
              (e: unknown) => fieldError(e, 'reason'),
            )
          }
        />
      )}
      {self ? null : (
        <ConfirmDialog
          trigger={
            <Button
              variant="secondary"
              className={`${small} text-danger`}
              aria-label={`Delete ${who}`}
            >
              Delete
            </Button>
          }
          title={`Delete ${who}?`}
          confirmLabel="Delete the account"
          pendingLabel="Deleting…"
          isPending={act.isPending}
          onConfirm={(close) =>
            act.mutate({ kind: 'delete', id: user._id }, announce(alert, close))
          }
        >
          <p>
            Are you sure? Their personal data, pictures and sessions are erased, as when someone
            deletes their own account; upcoming bookings are called off. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
