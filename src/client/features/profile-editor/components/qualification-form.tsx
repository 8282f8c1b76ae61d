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
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

type Values = z.input<typeof QualificationInput>;

const genders = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];
const qualifiedChoices: ChoiceOption<(typeof qualifiedOptions)[number]>[] = [
  { value: 'yes', label: 'Yes, I hold a beauty certificate or diploma' },
  { value: 'no-but', label: 'No, but I have professional experience' },
  { value: 'no', label: 'No, not yet' },
];
const englishChoices: ChoiceOption<(typeof englishLevels)[number]>[] = [
  { value: 'native', label: 'Native or fluent' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'beginner', label: 'Beginner' },
];

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
  const genderOptions = [...new Set([...genders, ...(profile.gender ? [profile.gender] : [])])];

  return (
    <>
      <Form id={formId} onSubmit={onSubmit} className="flex flex-col gap-6">
        <RadioGroupField
          legend="Gender"
          name="gender"
          options={genderOptions.map((value) => ({ value, label: value }))}
          value={gender.field.value}
          onChange={gender.field.onChange}
          error={gender.fieldState.error?.message}
        />
        <RadioGroupField
          legend="Are you a qualified beauty professional?"
          name="qualified"
          options={qualifiedChoices}
          value={qualified.field.value}
          onChange={qualified.field.onChange}
          error={qualified.fieldState.error?.message}
        />
        <RadioGroupField
          legend="English level"
          name="englishLevel"
          options={englishChoices}
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
        hint="Answer the three questions to continue."
        isPending={form.formState.isSubmitting}
      />
      {wizard ? null : children}
    </>
  );
}
