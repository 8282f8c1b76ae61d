import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { professions } from '#shared/catalog.ts';
import { BioInput, CITY, type OwnProfile } from '#shared/schemas/profile.ts';
import { TextField } from '#client/components/ui/fields.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useCreateProfile } from '../api/create-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

type Values = z.input<typeof BioInput>;
type Parsed = z.output<typeof BioInput>;

const BIO_MAX = 300;
const professionOptions = professions.map((p) => ({ value: p, label: p }));

/** Profession, bio, city and Instagram: the step that creates the profile, then edits it. */
export function BioForm({ profile, wizard }: { profile: OwnProfile | null; wizard?: WizardNav }) {
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
      return { message: 'Profile Created' };
    }),
  );

  return (
    <>
      <Form
        id={formId}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        validationBehavior="aria"
      >
        <SelectField
          label="Profession"
          name="profession"
          options={professionOptions}
          value={profession.field.value ?? null}
          onChange={profession.field.onChange}
          error={profession.fieldState.error?.message}
          placeholder="Choose your profession"
        />
        <FormTextField
          control={form.control}
          name="bio"
          label="Bio"
          multiline
          rows={5}
          placeholder="Your style, your experience, what clients love about your work."
          description={`${bioLength} / ${BIO_MAX} characters`}
        />
        <TextField
          label="City"
          value={CITY}
          isReadOnly
          description={`${PRODUCT_NAME} is in Toronto for now.`}
        />
        <FormTextField
          control={form.control}
          name="instagramUsername"
          label="Instagram username (optional)"
          autoComplete="off"
          placeholder="ana.makeup"
          description="Without the @. Clients see a link to it on your profile."
        />
      </Form>
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={form.formState.isValid}
        hint="Choose your profession and write your bio to continue."
        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
