import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { instagramUsername, type OwnProfile } from '#shared/schemas/profile.ts';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

const ContactInput = z.strictObject({ instagramUsername });
type Values = z.input<typeof ContactInput>;

/** The Instagram account linked from the profile. */
export function ContactForm({ profile }: { profile: OwnProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof ContactInput>>({
    resolver: zodResolver(ContactInput),
    mode: 'onTouched',
    defaultValues: { instagramUsername: profile.instagramUsername ?? '' },
  });
  const save = useSaveStep(form.setError, undefined);
  const onSubmit = form.handleSubmit((values) => save(() => update.mutateAsync(values)));
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      <FormTextField
        control={form.control}
        name="instagramUsername"
        label={t('wizard.bio.instagram')}
        autoComplete="off"
        placeholder="ana.makeup"
        description={t('wizard.bio.instagramHint')}
      />
      <FormFooter isPending={form.formState.isSubmitting} />
    </Form>
  );
}
