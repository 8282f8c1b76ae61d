import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  QualificationInput,
  type englishLevels,
  type OwnProfile,
  type qualifiedOptions,
} from '#shared/schemas/profile.ts';
import { RadioGroupField, type ChoiceOption } from '#client/components/ui/choice-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

type Values = z.input<typeof QualificationInput>;

/** The genders offered, saved in English; each one's label in the page's language. */
const genders: Record<string, MessageKey> = {
  Female: 'wizard.gender.female',
  Male: 'wizard.gender.male',
  'Non-binary': 'wizard.gender.nonBinary',
  'Prefer not to say': 'wizard.gender.none',
};
const qualifiedChoices: Array<[(typeof qualifiedOptions)[number], MessageKey]> = [
  ['yes', 'wizard.qualified.yes'],
  ['no-but', 'wizard.qualified.noBut'],
  ['no', 'wizard.qualified.no'],
];
const englishChoices: Array<[(typeof englishLevels)[number], MessageKey]> = [
  ['native', 'wizard.english.native'],
  ['intermediate', 'wizard.english.intermediate'],
  ['beginner', 'wizard.english.beginner'],
];
const choices = <T extends string>(
  list: Array<[T, MessageKey]>,
  t: (key: MessageKey) => string,
): ChoiceOption<T>[] => list.map(([value, key]) => ({ value, label: t(key) }));

/**
 * Gender, qualification and English level. `children` (education, which saves on its own) sits
 * before the wizard's Next, and after the settings page's Update, which does not save it.
 */
export function QualificationForm({
  profile,
  wizard,
  children,
}: {
  profile: OwnProfile;
  wizard?: WizardNav;
  children?: ReactNode;
}) {
  const t = useT();
  const formId = useId();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(QualificationInput),
    mode: 'onChange',
    defaultValues: {
      gender: profile.gender ?? '',
      ...(profile.qualified ? { qualified: profile.qualified } : {}),
      ...(profile.englishLevel ? { englishLevel: profile.englishLevel } : {}),
    },
  });
  const gender = useController({ control: form.control, name: 'gender' });
  const qualified = useController({ control: form.control, name: 'qualified' });
  const english = useController({ control: form.control, name: 'englishLevel' });
  const save = useSaveStep(form.setError, wizard);
  const onSubmit = form.handleSubmit((values) => save(() => update.mutateAsync(values)));
  // A gender saved in other words (before this list, or by support) stays choosable.
  const genderOptions = [
    ...new Set([...Object.keys(genders), ...(profile.gender ? [profile.gender] : [])]),
  ];

  return (
    <>
      <Form id={formId} onSubmit={onSubmit} className="flex flex-col gap-6">
        <RadioGroupField
          legend={t('wizard.gender.legend')}
          name="gender"
          options={genderOptions.map((value) => {
            const key = genders[value];
            return { value, label: key ? t(key) : value };
          })}
          value={gender.field.value}
          onChange={gender.field.onChange}
          error={gender.fieldState.error?.message}
        />
        <RadioGroupField
          legend={t('wizard.qualified.legend')}
          name="qualified"
          options={choices(qualifiedChoices, t)}
          value={qualified.field.value}
          onChange={qualified.field.onChange}
          error={qualified.fieldState.error?.message}
        />
        <RadioGroupField
          legend={t('wizard.english.legend')}
          name="englishLevel"
          options={choices(englishChoices, t)}
          value={english.field.value}
          onChange={english.field.onChange}
          error={english.fieldState.error?.message}
        />
      </Form>
      {wizard ? children : null}
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={form.formState.isValid}
        hint={t('wizard.qualification.hint')}

        isPending={form.formState.isSubmitting}
      />
      {wizard ? null : children}
    </>
  );
}
