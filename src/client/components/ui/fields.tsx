import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';

import { errorClass, inputClass, labelClass } from './field-classes.ts';
import { FieldMessage } from './field-message.tsx';

export { errorClass, inputClass, labelClass };

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
      <FieldError className={errorClass}>
        <FieldMessage text={error} />
      </FieldError>
    </AriaTextField>
  );
}
