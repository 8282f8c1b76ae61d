import { ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { errorClass, inputClass, labelClass } from './fields.tsx';
import { FieldMessage } from './field-message.tsx';

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

/**
 * A choice from a list, in a popover: apart from the text fields, so a page with text fields
 * only does not load the popover and list box code.
 */
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
      <FieldError className={errorClass}>
        <FieldMessage text={error} />
      </FieldError>
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
