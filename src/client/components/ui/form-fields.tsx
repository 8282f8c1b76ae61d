import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './fields.tsx';
import { useT } from '#client/lib/i18n.tsx';

interface FormTextFieldProps<T extends FieldValues, TOut = T> {
  /** The form's control; `TOut` is what its schema turns the values into (e.g. cents). */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  description?: string;
  /** The on-screen keyboard a phone shows ("decimal" for prices, "numeric" for years). */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
}

/** A text field bound to react-hook-form; its error (from zod or the server) shows beside it. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      // The label says what is wrong ("is required"), so it reads "E-mail is required".
      validationBehavior="aria"
    />
  );
}

/** A form's values that hold a person's first and last name. */
interface Named {
  firstName: string;
  lastName: string;
}

/** First and last name side by side (stacked on a phone), as registration and both profile forms ask them. */
export function NameFields<T extends FieldValues & Named, TOut = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const t = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={t('auth.firstName')}
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={t('auth.lastName')}
        autoComplete="family-name"
      />
    </div>
  );
}

/** The e-mail address field of a form whose values have `email` (sign-up, links by e-mail, help). */
export function EmailField<T extends FieldValues & { email?: unknown }, TOut = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const t = useT();
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
    />
  );
}
