import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { professions } from '#shared/catalog.ts';
import { BioInput, CITY, type OwnProfile } from '#shared/schemas/profile.ts';
import { TextField } from '#client/components/ui/fields.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { professionName } from '#shared/i18n/catalog-names.ts';
import { useCreateProfile } from '../api/create-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';
import { InstagramField, StepForm } from './step-form.tsx';

type Values = z.input<typeof BioInput>;
type Parsed = z.output<typeof BioInput>;

const BIO_MAX = 300;

/** Profession, bio, city and Instagram: the step that creates the profile, then edits it. */
export function BioForm({ profile, wizard }: { profile: OwnProfile | null; wizard?: WizardNav }) {
  const t = useT();
  const formId = useId();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(BioInput),
    mode: 'onTouched',
    defaultValues: {
      profession: profile?.profession,
      bio: profile?.bio ?? '',
      city: CITY,
      instagramUsername: profile?.instagramUsername ?? '',
    },
  });
  const profession = useController({ control: form.control, name: 'profession' });
  const bioLength = form.watch('bio').length;
  const save = useSaveStep(form.setError, wizard);

  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      if (profile) return update.mutateAsync(values);
      await create.mutateAsync(values);
      return { message: t('wizard.bio.created') };
    }),
  );

  return (
    <>
      <StepForm id={formId} onSubmit={onSubmit}>
        <SelectField
          label={t('wizard.bio.profession')}
          name="profession"
          options={professions.map((p) => ({ value: p, label: professionName(p, t) }))}
          value={profession.field.value ?? null}
          onChange={profession.field.onChange}
          error={profession.fieldState.error?.message}
          placeholder={t('wizard.bio.professionPlaceholder')}
        />
        <FormTextField
          control={form.control}
          name="bio"
          label={t('wizard.bio.bio')}
          multiline
          rows={5}
          placeholder={t('wizard.bio.bioPlaceholder')}
          description={t('wizard.bio.count', { count: bioLength, max: BIO_MAX })}
        />
        <TextField
          label={t('wizard.bio.city')}
          value={CITY}
          isReadOnly
          description={t('wizard.bio.cityHint', { product: PRODUCT_NAME })}
        />
        <InstagramField control={form.control} name="instagramUsername" />
      </StepForm>
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={form.formState.isValid}
        hint={t('wizard.bio.hint')}

        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
