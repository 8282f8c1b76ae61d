import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { z } from 'zod';
import { UserForm, type CurrentUser, type UserUpdate } from '#shared/schemas/user.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { FormTextField, NameFields } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { MobileNumberField } from '#client/components/ui/mobile-number-field.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { useUpdateUser } from '#client/resources/update-user.ts';
import { useT } from '#client/lib/i18n.tsx';

/** A verified number is shown, not edited, and never sent (the server would refuse a change). */
const UserFormLocked = UserForm.extend({ mobileNumber: z.string() });

type Values = z.input<typeof UserForm>;
type Parsed = z.output<typeof UserForm>;

const valuesOf = (user: CurrentUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobileNumber: formatPhone(user.mobileNumber),
});

/** The user form (spec §5) with the mobile number; a new e-mail waits for its confirmation. */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const { alert } = useAlerts();
  const update = useUpdateUser();
  const locked = user.mobileVerified;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(locked ? UserFormLocked : UserForm),
    defaultValues: valuesOf(user),
  });

  const save = (changes: UserUpdate) =>
    update.mutateAsync(changes).then(
      ({ user: saved, message }) => {
        alert(message, 'success');
        form.reset(valuesOf(saved));
      },
      (error: unknown) => {
        showServerError(error, form.setError, alert);
        alert(t('settings.info.failed'), 'error');
      },
    );

  const onSubmit = form.handleSubmit((values) => {
    // Only what differs from the saved user: sending the current e-mail again would cancel
    // a pending change of address.
    const stored: Parsed = { ...valuesOf(user), mobileNumber: user.mobileNumber ?? '' };
    const changes: UserUpdate = {};
    for (const key of Object.keys(values) as (keyof Parsed)[]) {
      if (locked && key === 'mobileNumber') continue;
      if (values[key] !== stored[key]) changes[key] = values[key];
    }
    return save(changes);
  });

  return (
    <div className="flex flex-col gap-6">
      {user.pendingEmail ? (
        <Notice title={t('settings.info.confirmTitle')}>
          <p className="text-muted">
            {t('settings.info.sentTo')}{' '}
            <strong className="break-all text-ink">{user.pendingEmail}</strong>.{' '}
            {t('settings.info.until')} <strong className="break-all text-ink">{user.email}</strong>.
          </p>
          <Button
            variant="secondary"
            isDisabled={update.isPending}
            onPress={() => void save({ email: user.email })}
          >
            {t('settings.info.keep')}
          </Button>
        </Notice>
      ) : null}
      <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
        <NameFields control={form.control} />
        <FormTextField
          control={form.control}
          name="email"
          label={t('settings.info.email')}
          type="email"
          autoComplete="email"
          description={t('settings.info.emailHint')}
        />
        <MobileNumberField
          control={form.control}
          name="mobileNumber"
          verifiedNumber={locked ? user.mobileNumber : null}
        />
        <div className="flex gap-3 max-md:*:flex-1">
          <ButtonLink to={paths.settings} variant="secondary" className="md:hidden">
            {t('wizard.footer.back')}
          </ButtonLink>
          <Button type="submit" isDisabled={update.isPending}>
            {update.isPending ? t('wizard.footer.updating') : t('wizard.footer.update')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
