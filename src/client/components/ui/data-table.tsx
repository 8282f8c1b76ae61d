import type { ReactNode } from 'react';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { useT } from '#client/lib/i18n.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts line up on the right. */
  numeric?: boolean;
  /** Shown as the card's title on a phone, without its header. */
  primary?: boolean;
}

const th = 'px-4 py-3 font-medium whitespace-nowrap';
const td = 'px-4 py-3 align-top';

/**
 * Rows as a table from the desktop breakpoint, and as a list of cards below it (a 390 px
 * phone), so nothing scrolls sideways. `labelledBy` names the heading of the section.
 */
export function DataTable<T>({
  labelledBy,
  rows,
  columns,
  rowKey,
  actions,
  minWidth = '40rem',
}: {
  labelledBy: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  minWidth?: string;
}) {
  const t = useT();
  const desktop = useIsDesktop();
  if (!desktop) {
    return (
      <ul aria-labelledby={labelledBy} className="divide-y divide-line border-t border-line">
        {rows.map((row) => (
          <li key={rowKey(row)} className="px-4 py-4">
            {columns
              .filter((c) => c.primary)
              .map((c) => (
                <div key={c.header} className="font-medium">
                  {c.cell(row)}
                </div>
              ))}
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns
                .filter((c) => !c.primary)
                .map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-muted">{c.header}</dt>
                    <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <thead className="border-y border-line bg-blush-50/60 text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${th} ${c.numeric ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={th}>
                <span className="sr-only">{t('admin.table.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-0">
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`${td} ${c.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                >
                  {c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={td}>
                  <div className="flex flex-wrap gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A section of the admin console: a card with its heading, a toolbar, and its content. */
export function Panel({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-(--radius-card) border border-line bg-white">
      <div className="flex flex-wrap items-end justify-between gap-4 p-4 md:p-5">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
