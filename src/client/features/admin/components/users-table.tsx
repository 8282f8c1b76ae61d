import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/fields.tsx';
import { useUsers } from '../api/list-users.ts';

const pageSizes = [
  { value: '5', label: '5' },
  { value: '10', label: '10' },
  { value: '25', label: '25' },
] as const;
type PageSize = (typeof pageSizes)[number]['value'];

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeZone: 'America/Toronto',
});

/** The dashboard's user table: rows per page 5, 10 or 25 (default 10). */
export function UsersTable() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const users = useUsers(page, Number(pageSize));
  const total = users.data?.total ?? 0;
  const last = Math.max(0, Math.ceil(total / Number(pageSize)) - 1);

  return (
    <section
      aria-labelledby="users-heading"
      className="rounded-(--radius-card) border border-line bg-white"
    >
      <div className="flex items-center justify-between gap-4 p-5">
        <h2 id="users-heading" className="text-xl font-semibold">
          Users
        </h2>
        <p className="text-sm text-muted">{total} in all</p>
      </div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="users-heading">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-y border-line bg-blush-50/60 text-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                E-mail
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Joined
              </th>
              <th scope="col" className="px-5 py-3 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data?.users.map((u) => (
              <tr key={u._id} className="border-b border-line last:border-0">
                <td className="px-5 py-3 font-medium">
                  {u.firstName} {u.lastName}
                </td>
                <td className="px-5 py-3">{u.email}</td>
                <td className="px-5 py-3">{u.role === 'Admin' ? 'Admin' : 'Member'}</td>
                <td className="px-5 py-3">{dateFormat.format(new Date(u.createdAt))}</td>
                <td className="px-5 py-3">{u.blocked ? 'Blocked' : 'Active'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {users.isPending ? <p className="p-5 text-muted">Loading users…</p> : null}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line p-5">
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
          <span className="text-sm text-muted" aria-live="polite">
            Page {page + 1} of {last + 1}
          </span>
          <Button variant="secondary" isDisabled={page === 0} onPress={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            isDisabled={page >= last}
            onPress={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      </div>
    </section>
  );
}
