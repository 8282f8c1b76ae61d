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

const kinds = [
  { value: 'individual', label: 'As an individual', description: 'With your SIN' },
  {
    value: 'business',
    label: 'As a business',
    description: 'With its business number and legal name',
  },
] as const;

/**
 * The whole set of tax details, entered afresh each time (what is on file is never sent back
 * to the browser). The server checks them with the same schema: SIN or business number with
 * the Luhn check, a Canadian postal code, 18 or older.
 */
export function TaxDetailsForm({ onSaved }: { onSaved: () => void }) {
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
        alert('Tax details saved', 'success');
        onSaved();
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  const business = kind.field.value === 'business';
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4">
      <RadioGroupField
        legend="You work"
        name="kind"
        options={kinds}
        value={kind.field.value}
        onChange={kind.field.onChange}
      />
      <FormTextField
        control={form.control}
        name="legalName"
        label="Legal name"
        autoComplete="name"
        description="As the CRA knows you"
      />
      {business ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={form.control} name="businessName" label="Business legal name" />
          <FormTextField
            control={form.control}
            name="businessNumber"
            label="Business number"
            inputMode="numeric"
            description="The 9-digit BN"
          />
        </div>
      ) : (
        <FormTextField
          control={form.control}
          name="sin"
          label="Social insurance number"
          inputMode="numeric"
          autoComplete="off"
          description="9 digits; only its last 3 are ever shown again"
        />
      )}
      <FormTextField
        control={form.control}
        name="dateOfBirth"
        label="Date of birth"
        inputMode="numeric"
        autoComplete="bday"
        description="YYYY-MM-DD"
      />
      <FormTextField
        control={form.control}
        name="addressLine"
        label="Street address"
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="city"
          label="City"
          autoComplete="address-level2"
        />
        <SelectField<string>
          label="Province"
          name="province"
          options={provinces.map((p) => ({ value: p, label: p }))}
          value={province.field.value}
          onChange={province.field.onChange}
          error={province.fieldState.error?.message}
        />
        <FormTextField
          control={form.control}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          description="A1A 1A1"
        />
      </div>
      <FormTextField
        control={form.control}
        name="countryOfResidence"
        label="Country of residence"
        description="Two letters: CA for Canada"
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save tax details'}
        </Button>
      </div>
    </Form>
  );
}
