import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HstNumberInput, type OwnProfile } from '#shared/schemas/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
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
  const t = useT();
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
      <SectionHeading level={headingLevel}>{t('wizard.hst.title')}</SectionHeading>
      <p className="mb-4 text-sm text-muted">
        {profile.hstRegistered ? t('wizard.hst.registered') : t('wizard.hst.notRegistered')}{' '}
        {t('wizard.hst.newOnly')}
      </p>
      <Form onSubmit={onSubmit} className="flex flex-col gap-4" validationBehavior="aria">
        <FormTextField
          control={form.control}
          name="hstNumber"
          label={t('wizard.hst.number')}
          autoComplete="off"
          placeholder="123456782RT0001"
          description={t('wizard.hst.numberHint')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          isDisabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('wizard.footer.saving') : t('wizard.hst.save')}
        </Button>
      </Form>
    </section>
  );
}
