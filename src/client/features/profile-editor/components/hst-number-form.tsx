import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HstNumberInput, type OwnProfile } from '#shared/schemas/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useSaveStep } from './save-step.ts';
import { SectionHeading } from './section-heading.tsx';

type Values = z.input<typeof HstNumberInput>;

/**
 * Her GST/HST number, with the services (the wizard's services step and Settings → Services):
 * once saved, her profile says "HST registered" and her new bookings carry 13% HST. Empty
 * removes it; bookings already made keep the tax they were quoted.
 */
export function HstNumberForm({
  profile,
  headingLevel = 2,
}: {
  profile: OwnProfile;
  headingLevel?: 2 | 3;
}) {
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof HstNumberInput>>({
    resolver: zodResolver(HstNumberInput),
    mode: 'onTouched',
    defaultValues: { hstNumber: profile.hstNumber ?? '' },
  });
  const save = useSaveStep(form.setError, undefined);
  // The server takes '' as "not registered"; the form keeps what she typed.
  const onSubmit = form.handleSubmit(() =>
    save(() => update.mutateAsync({ hstNumber: form.getValues('hstNumber') })),
  );
  return (
    <section id="hst">
      <SectionHeading level={headingLevel}>GST/HST registration</SectionHeading>
      <p className="mb-4 text-sm text-muted">
        {profile.hstRegistered
          ? 'You are HST registered: your services carry Ontario’s 13% HST, shown as “+ HST” beside your prices and on its own line at checkout. Receipts print your number.'
          : 'If you are registered with the CRA, enter your number: your services then carry Ontario’s 13% HST, added at checkout. Leave it empty while you are a small supplier.'}{' '}
        A change applies to new bookings only.
      </p>
      <Form onSubmit={onSubmit} className="flex flex-col gap-4" validationBehavior="aria">
        <FormTextField
          control={form.control}
          name="hstNumber"
          label="GST/HST number"
          autoComplete="off"
          placeholder="123456782RT0001"
          description="Optional. Your 9-digit business number, RT, then 4 digits."
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          isDisabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? 'Saving…' : 'Save GST/HST number'}
        </Button>
      </Form>
    </section>
  );
}
