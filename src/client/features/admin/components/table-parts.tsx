import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '#client/components/ui/button.tsx';
import { DataTable, type Column } from '#client/components/ui/data-table.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';

type Notify = (msg: string, alertType?: 'success' | 'error') => void;

/**
 * What an admin action tells when it ends: its message as a success, or the error; `close` (a
 * confirmation dialog's) is called either way.
 */
export function announce(alert: Notify, close?: () => void) {
  return {
    onSuccess: (a: { message: string }) => {
      alert(a.message, 'success');
      close?.();
    },
    onError: (e: unknown) => {
      alert(errorMessage(e), 'error');
      close?.();
    },
  };
}

/** A panel's table, or why it could not be loaded. */
export function TableOrError<T>(props: {
  query: { isError: boolean; error: unknown };
  what: string;
  labelledBy: string;
  rows: ReadonlyArray<T>;
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  minWidth?: string;
}) {
  const { query, what, ...table } = props;
  return query.isError ? (
    <div className="p-5">
      <LoadError what={what} error={query.error} />
    </div>
  ) : (
    <DataTable {...table} />
  );
}

/** "Page n of m" with Previous and Next, for a table paged on the server. */
export function Pager(props: {
  page: number;
  last: number;
  setPage: (next: (p: number) => number) => void;
}) {
  const { page, last, setPage } = props;
  const t = useT();
  return (
    <>
      <span className="text-sm text-muted" aria-live="polite">
        {t('admin.pager.page', { page: page + 1, last: last + 1 })}
      </span>
      <Button variant="secondary" isDisabled={page === 0} onPress={() => setPage((p) => p - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <Button variant="secondary" isDisabled={page >= last} onPress={() => setPage((p) => p + 1)}>
        {t('admin.pager.next')}
      </Button>
    </>
  );
}

/** A search form of one text field and its button. */
export function SearchForm(props: {
  name: string;
  className: string;
  fieldLabel: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <Form
      role="search"
      aria-label={props.name}
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="flex-1">
        <TextField label={props.fieldLabel} value={props.value} onChange={props.onChange} />
      </div>
      <Button type="submit" variant="secondary">
        {props.submitLabel}
      </Button>
    </Form>
  );
}
