import type { MessageKey } from '#shared/i18n/translator.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import { provinces, TaxDetailsInput } from '#shared/schemas/tax.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useSaveTaxDetails } from '../api/tax-details.ts';
import { useT } from '#client/lib/i18n.tsx';

type Values = TaxDetailsInput;

const empty: Values = {
  kind: 'individual',
  legalName: '',
  dateOfBirth: '',
  addressLine: '',
  city: '',
  province: 'ON',
  postalCode: '',
  countryOfResidence: 'CA',
  sin: '',
  businessNumber: '',
  businessName: '',
};

const kinds = (t: (key: MessageKey) => string) =>
  [
    {
      value: 'individual',
      label: t('earnings.taxForm.individual'),
      description: t('earnings.taxForm.individualText'),
    },
    {
      value: 'business',
      label: t('earnings.taxForm.business'),
      description: t('earnings.taxForm.businessText'),
    },
  ] as const;

/**
 * The whole set of tax details, entered afresh each time (what is on file is never sent back
 * to the browser). The server checks them with the same schema: SIN or business number with
 * the Luhn check, a Canadian postal code, 18 or older.
 */
export function TaxDetailsForm({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const { alert } = useAlerts();
  const save = useSaveTaxDetails();
  const form = useForm<Values>({
    resolver: zodResolver(TaxDetailsInput),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const kind = useController({ control: form.control, name: 'kind' });
  const province = useController({ control: form.control, name: 'province' });
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        // Nothing typed stays in the page once saved.
        form.reset(empty);
        alert(t('earnings.taxForm.saved'), 'success');
        onSaved();
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  const business = kind.field.value === 'business';
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4">
      <RadioGroupField
        legend={t('earnings.taxForm.kind')}
        name="kind"
        options={kinds(t)}
        value={kind.field.value}
        onChange={kind.field.onChange}
      />
      <FormTextField
        control={form.control}
        name="legalName"
        label={t('earnings.taxForm.legalName')}
        autoComplete="name"
        description={t('earnings.taxForm.legalNameHint')}
      />
      {business ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={form.control}
            name="businessName"
            label={t('earnings.taxForm.businessName')}
          />
          <FormTextField
            control={form.control}
            name="businessNumber"
            label={t('earnings.taxForm.businessNumber')}
            inputMode="numeric"
            description={t('earnings.taxForm.businessNumberHint')}
          />
        </div>
      ) : (
        <FormTextField
          control={form.control}
          name="sin"
          label={t('earnings.taxForm.sin')}
          inputMode="numeric"
          autoComplete="off"
          description={t('earnings.taxForm.sinHint')}
        />
      )}
      <FormTextField
        control={form.control}
        name="dateOfBirth"
        label={t('earnings.taxForm.birth')}
        inputMode="numeric"
        autoComplete="bday"
        description={t('earnings.taxForm.birthHint')}
      />
      <FormTextField
        control={form.control}
        name="addressLine"
        label={t('earnings.taxForm.street')}
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="city"
          label={t('wizard.bio.city')}
          autoComplete="address-level2"
        />
        <SelectField<string>
          label={t('earnings.taxForm.province')}
          name="province"
          options={provinces.map((p) => ({ value: p, label: p }))}
          value={province.field.value}
          onChange={province.field.onChange}
          error={province.fieldState.error?.message}
        />
        <FormTextField
          control={form.control}
          name="postalCode"
          label={t('earnings.taxForm.postal')}
          autoComplete="postal-code"
          description="A1A 1A1"
        />
      </div>
      <FormTextField
        control={form.control}
        name="countryOfResidence"
        label={t('earnings.taxForm.country')}
        description={t('earnings.taxForm.countryHint')}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('wizard.footer.saving') : t('earnings.taxForm.save')}
        </Button>
      </div>
    </Form>
  );
}
