import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { instagramUsername, type OwnProfile } from '#shared/schemas/profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';
import { InstagramField } from './step-form.tsx';

const ContactInput = z.strictObject({ instagramUsername });
type Values = z.input<typeof ContactInput>;

/** The Instagram account linked from the profile. */
export function ContactForm({ profile }: { profile: OwnProfile }) {
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
      <InstagramField control={form.control} name="instagramUsername" />
      <FormFooter isPending={form.formState.isSubmitting} />
    </Form>
  );
}
