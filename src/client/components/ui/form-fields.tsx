import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './fields.tsx';

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
