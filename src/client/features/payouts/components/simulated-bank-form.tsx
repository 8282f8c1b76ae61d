import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import { SimulatedBankInput } from '#shared/schemas/payments.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useGoToUrl } from '#client/lib/go-to-url.ts';
import { paths } from '#client/lib/paths.ts';
import { useConnectSimulatedBank } from '../api/connect-simulated-bank.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Canadian banks and their institution numbers (filled in when a bank is chosen). */
const banks = [
  { value: 'RBC Royal Bank', label: 'RBC Royal Bank', institution: '003' },
  { value: 'TD Canada Trust', label: 'TD Canada Trust', institution: '004' },
  { value: 'Scotiabank', label: 'Scotiabank', institution: '002' },
  { value: 'BMO', label: 'BMO', institution: '001' },
  { value: 'CIBC', label: 'CIBC', institution: '010' },
  { value: 'National Bank', label: 'National Bank', institution: '006' },
  { value: 'Desjardins', label: 'Desjardins', institution: '815' },
  { value: 'Tangerine', label: 'Tangerine', institution: '614' },
  { value: 'Simplii Financial', label: 'Simplii Financial', institution: '010' },
  { value: 'EQ Bank', label: 'EQ Bank', institution: '623' },
] as const;

type Values = SimulatedBankInput;

/**
 * The simulated provider's bank-connect form (what Stripe's onboarding does for real). On
 * success the provider sends the artist back to /confirm-account with a code.
 */
export function SimulatedBankForm({ accountId }: { accountId: string }) {
  const t = useT();
  const { alert } = useAlerts();
  const goTo = useGoToUrl();
  const connect = useConnectSimulatedBank(accountId);
  const form = useForm<Values>({
    resolver: zodResolver(SimulatedBankInput),
    mode: 'onTouched',
    defaultValues: { bankName: '', transitNumber: '', institutionNumber: '', accountNumber: '' },
  });
  const bank = useController({ control: form.control, name: 'bankName' });

  const chooseBank = (name: string) => {
    bank.field.onChange(name);
    bank.field.onBlur();
    const institution = banks.find((b) => b.value === name)?.institution;
    if (institution) {
      form.setValue('institutionNumber', institution, {
        shouldValidate: form.getFieldState('institutionNumber').isTouched,
      });
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    connect.mutateAsync(values).then(
      ({ returnUrl }) => goTo(returnUrl),
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4">
      <SelectField<string>
        label={t('earnings.bank.bank')}
        name="bankName"
        options={banks}
        value={bank.field.value || null}
        onChange={chooseBank}
        error={bank.fieldState.error?.message}
        placeholder={t('earnings.sim.select')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="transitNumber"
          label={t('earnings.sim.transit')}
          inputMode="numeric"
          description={t('earnings.sim.digits', { count: 5 })}
        />
        <FormTextField
          control={form.control}
          name="institutionNumber"
          label={t('earnings.sim.institution')}
          inputMode="numeric"
          description={t('earnings.sim.digits', { count: 3 })}
        />
      </div>
      <FormTextField
        control={form.control}
        name="accountNumber"
        label={t('earnings.bank.account')}
        inputMode="numeric"
        description={t('earnings.sim.accountHint')}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.bank} variant="secondary">
          {t('earnings.sim.cancel')}
        </ButtonLink>
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('wizard.bank.connecting') : t('earnings.sim.connect')}
        </Button>
      </div>
    </Form>
  );
}
