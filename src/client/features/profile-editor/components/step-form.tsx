import type { FormEventHandler, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** A profile step's form: its fields one under the other; the footer's buttons submit it by id. */
export function StepForm(props: {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form
      id={props.id}
      onSubmit={props.onSubmit}
      className="flex flex-col gap-5"
      validationBehavior="aria"
    >
      {props.children}
    </Form>
  );
}

/** The Instagram account linked from the profile (the bio step and the contact settings). */
export function InstagramField<T extends FieldValues, TOut = T>(props: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  const t = useT();
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      label={t('wizard.bio.instagram')}
      autoComplete="off"
      placeholder="ana.makeup"
      description={t('wizard.bio.instagramHint')}
    />
  );
}
