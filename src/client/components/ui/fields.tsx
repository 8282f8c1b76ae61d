import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Button as AriaButton,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';

const inputClass =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 outline-none transition focus:border-blush-700 focus:ring-2 focus:ring-blush-200 invalid:border-danger';
const labelClass = 'mb-1.5 block text-sm font-medium text-ink';
const errorClass = 'mt-1.5 block text-sm text-danger';

interface FieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  label: string;
  description?: ReactNode;
  /** A message from the form or the server, shown beside the field. */
  error?: string | undefined;
  placeholder?: string;
  rows?: number;
  multiline?: boolean;
  /** What a phone's keyboard does to the letters ("characters" for codes). */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  autoCorrect?: 'on' | 'off';
}

export function TextField({
  label,
  description,
  error,
  placeholder,
  rows,
  multiline,
  autoCapitalize,
  autoCorrect,
  ...props
}: FieldProps) {
  const typing = { autoCapitalize, autoCorrect };
  return (
    <AriaTextField {...props} isInvalid={Boolean(error)} className="block">
      <Label className={labelClass}>{label}</Label>
      {multiline ? (
        <TextArea {...typing} className={inputClass} rows={rows ?? 5} placeholder={placeholder} />
      ) : (
        <Input {...typing} className={inputClass} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className="mt-1.5 block text-sm text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{error}</FieldError>
    </AriaTextField>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
}

export function SelectField<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
  placeholder,
  name,
  isRequired,
}: SelectFieldProps<T>) {
  return (
    <Select
      className="block"
      name={name}
      isRequired={isRequired}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as T)}
      isInvalid={Boolean(error)}
      placeholder={placeholder ?? 'Choose…'}
    >
      <Label className={labelClass}>{label}</Label>
      <AriaButton className={`${inputClass} flex items-center justify-between text-left`}>
        <SelectValue className="truncate data-[placeholder]:text-muted" />
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
      </AriaButton>
      <FieldError className={errorClass}>{error}</FieldError>
      <Popover className="w-(--trigger-width) overflow-auto rounded-xl border border-line bg-white p-1 shadow-lg">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none focused:bg-blush-50 selected:font-semibold selected:text-blush-800"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
