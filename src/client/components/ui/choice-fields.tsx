import { useId, type ReactNode } from 'react';

/**
 * Groups of checkboxes and radio buttons as native inputs in a fieldset with its legend:
 * every screen reader and keyboard knows them, and the error is tied to the group.
 */
export function FieldGroup({
  legend,
  description,
  error,
  children,
}: {
  legend: string;
  description?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {description ? (
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  label: string;
  description?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name: string;
  value?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** One checkbox or radio button with its label (and a line of help) as one large target. */
export function Choice({ type, label, description, invalid, onChange, ...input }: ChoiceProps) {
  const id = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white px-4 py-3 transition has-checked:border-blush-700 has-checked:bg-blush-50 has-disabled:cursor-not-allowed has-disabled:bg-paper has-disabled:text-muted">
      <input
        {...input}
        type={type}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={description ? id : undefined}
        className="mt-0.5 size-5 shrink-0 accent-blush-700"
      />
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {description ? (
          <span id={id} className="block text-sm text-muted">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
  /** Shown but not choosable (an expired card). */
  disabled?: boolean;
}

interface GroupProps<T extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<ChoiceOption<T>>;
  description?: ReactNode;
  error?: string | undefined;
  onBlur?: () => void;
}

/** Pick one: a radio group. */
export function RadioGroupField<T extends string>({
  value,
  onChange,
  ...group
}: GroupProps<T> & { value: T | null | undefined; onChange: (value: T) => void }) {
  return (
    <FieldGroup legend={group.legend} description={group.description} error={group.error}>
      {group.options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name={group.name}
          value={option.value}
          label={option.label}
          description={option.description}
          checked={value === option.value}
          disabled={option.disabled}
          onChange={() => onChange(option.value)}
          invalid={Boolean(group.error)}
          {...(group.onBlur ? { onBlur: group.onBlur } : {})}
        />
      ))}
    </FieldGroup>
  );
}

/** Pick any: a group of checkboxes holding a list of values. */
export function CheckboxGroupField<T extends string>({
  value,
  onChange,
  ...group
}: GroupProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  return (
    <FieldGroup legend={group.legend} description={group.description} error={group.error}>
      {group.options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          name={group.name}
          value={option.value}
          label={option.label}
          description={option.description}
          checked={value.includes(option.value)}
          onChange={(checked) =>
            onChange(
              checked
                ? group.options
                    .map((o) => o.value)
                    .filter((v) => v === option.value || value.includes(v))
                : value.filter((v) => v !== option.value),
            )
          }
          invalid={Boolean(group.error)}
          {...(group.onBlur ? { onBlur: group.onBlur } : {})}
        />
      ))}
    </FieldGroup>
  );
}
