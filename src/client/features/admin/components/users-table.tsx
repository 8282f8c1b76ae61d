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
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
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
type T = Translator['t'];
const yesNo = (t: T, yes: string, no: string) =>
  [
    { value: 'any', label: t('admin.people.any') },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ] as const;
const filterFieldsOf = (t: T) =>
  ({
    role: [
      { value: 'any', label: t('admin.people.any') },
      { value: 'Admin', label: t('admin.people.admin') },
      { value: 'user', label: t('admin.people.member') },
    ],
    artist: yesNo(t, t('admin.people.artists'), t('admin.people.notArtists')),
    verified: yesNo(t, t('admin.people.verified'), t('admin.people.notVerified')),
    blocked: yesNo(t, t('admin.people.blocked'), t('admin.people.notBlocked')),
  }) as const;
type FilterField = keyof ReturnType<typeof filterFieldsOf>;
const sortsOf = (t: T) =>
  [
    { value: 'newest', label: t('admin.people.newest') },
    { value: 'oldest', label: t('admin.people.oldest') },
    { value: 'name', label: t('admin.people.name') },
    { value: 'email', label: t('admin.people.email') },
  ] as const;

const name = (u: AdminUserRow) => `${u.firstName} ${u.lastName}`;

const columnsOf = (t: T, locale: Locale): ReadonlyArray<Column<AdminUserRow>> => [
  { header: t('admin.people.name'), cell: name, primary: true },
  { header: t('admin.people.email'), cell: (u) => <span className="break-all">{u.email}</span> },
  {
    header: t('admin.people.role'),
    cell: (u) => t(u.role === 'Admin' ? 'admin.people.admin' : 'admin.people.member'),
  },
  {
    header: t('admin.people.artist'),
    cell: (u) =>
      !u.artist ? (
        '—'
      ) : u.verified ? (
        <Badge tone="good">{t('admin.people.verifiedOne')}</Badge>
      ) : (
        <Badge tone="warn">{t('admin.people.notVerifiedOne')}</Badge>
      ),
  },
  { header: t('admin.people.joined'), cell: (u) => formatDay(u.createdAt, locale) },
  {
    header: t('admin.people.status'),
    cell: (u) =>
      u.blocked ? (
        <Badge tone="bad">{t('admin.people.blockedOne')}</Badge>
      ) : (
        <Badge tone="plain">{t('admin.people.active')}</Badge>
      ),
  },
];

/**
 * The people table (GET /user/all): server-side paging (5, 10 or 25 rows, default 10), search
 * by name or e-mail, filters and order; each row's Verify, Block and Delete, and Write.
 */
export function UsersTable() {
  const t = useT();
  const locale = useLocale();
  const filterFields = filterFieldsOf(t);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>({ sort: 'newest' });
  const users = useUsers(page, Number(pageSize), filters);
  const total = users.data?.total ?? 0;
  const last = Math.max(0, Math.ceil(total / Number(pageSize)) - 1);
  const setFilter = (key: FilterField | 'sort', value: string) => {
    setFilters((f) => ({ ...f, [key]: value === 'any' ? undefined : value }));
    setPage(0);
  };

  return (
    <Panel
      id="users-heading"
      title={t('admin.people.title')}
      aside={<p className="text-sm text-muted">{t('admin.people.found', { count: total })}</p>}
    >
      <div className="flex flex-col gap-4 px-4 pb-4 md:px-5">
        <SearchForm
          name={t('admin.people.title')}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          fieldLabel={t('admin.people.searchLabel')}
          submitLabel={t('admin.people.search')}
          value={draft}
          onChange={setDraft}
          onSubmit={() => {
            setFilters((f) => ({ ...f, q: draft.trim() || undefined }));
            setPage(0);
          }}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <SelectField
            label={t('admin.people.role')}
            options={filterFields.role}
            value={filters.role ?? 'any'}
            onChange={(v) => setFilter('role', v)}
          />
          <SelectField
            label={t('admin.people.artist')}
            options={filterFields.artist}
            value={filters.artist ?? 'any'}
            onChange={(v) => setFilter('artist', v)}
          />
          <SelectField
            label={t('admin.people.verifiedFilter')}
            options={filterFields.verified}
            value={filters.verified ?? 'any'}
            onChange={(v) => setFilter('verified', v)}
          />
          <SelectField
            label={t('admin.people.blockedFilter')}
            options={filterFields.blocked}
            value={filters.blocked ?? 'any'}
            onChange={(v) => setFilter('blocked', v)}
          />
          <SelectField
            label={t('admin.people.sort')}
            options={sortsOf(t)}
            value={filters.sort ?? 'newest'}
            onChange={(v) => setFilter('sort', v)}
          />
        </div>
      </div>
      <TableOrError
        query={users}
        what={t('admin.people.what')}
        labelledBy="users-heading"
        rows={users.data?.users ?? []}
        columns={columnsOf(t, locale)}
        rowKey={(u) => u._id}
        actions={(u) => <UserActions user={u} />}
        minWidth="60rem"
      />
      {users.isPending ? <p className="p-5 text-muted">{t('admin.people.loading')}</p> : null}
      {users.isSuccess && total === 0 ? (
        <p className="p-5 text-muted">{t('admin.people.nobody')}</p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line p-4 md:p-5">
        <div className="w-36">
          <SelectField
            label={t('admin.people.rows')}
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
  const t = useT();
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
          aria-label={t(user.verified ? 'admin.people.unverifyNamed' : 'admin.queue.verifyNamed', {
            name: who,
          })}
          isDisabled={verify.isPending}
          onPress={() => verify.mutate({ id: user._id, verified: !user.verified }, announce(alert))}
        >
          {t(user.verified ? 'admin.people.unverify' : 'admin.queue.verify')}
        </Button>
      ) : null}
      <ComposeEmailDialog
        to={user.email}
        trigger={
          <Button
            variant="secondary"
            className={small}
            aria-label={t('admin.people.writeNamed', { name: who })}
          >
            {t('admin.people.write')}
          </Button>
        }
      />
      {self ? null : user.blocked ? (
        <Button
          variant="secondary"
          className={small}
          aria-label={t('admin.people.unblockNamed', { name: who })}
          isDisabled={act.isPending}
          onPress={() => act.mutate({ kind: 'unblock', id: user._id }, announce(alert))}
        >
          {t('admin.people.unblock')}
        </Button>
      ) : (
        <TextDialog
          trigger={
            <Button
              variant="secondary"
              className={small}
              aria-label={t('admin.people.blockNamed', { name: who })}
            >
              {t('admin.people.block')}
            </Button>
          }
          title={t('admin.people.blockTitle', { name: who })}
          intro={t('admin.people.blockIntro')}
          label={t('admin.people.blockReason')}
          submitLabel={t('admin.people.block')}
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
              aria-label={t('admin.people.deleteNamed', { name: who })}
            >
              {t('admin.people.delete')}
            </Button>
          }
          title={t('admin.people.deleteTitle', { name: who })}
          confirmLabel={t('admin.people.deleteConfirm')}
          pendingLabel={t('admin.people.deleting')}
          isPending={act.isPending}
          onConfirm={(close) =>
            act.mutate({ kind: 'delete', id: user._id }, announce(alert, close))
          }
        >
          <p>{t('admin.people.deleteIntro')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
