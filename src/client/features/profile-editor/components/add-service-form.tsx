import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDollarsText, parseDollars } from '#shared/domain/money.ts';
import {
  SERVICE_DURATIONS,
  serviceInputIn,
  type ServiceInput,
  type OwnProfile,
} from '#shared/schemas/profile.ts';
import { formatMinutes } from '#shared/domain/availability.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { Choice } from '#client/components/ui/choice-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useAddService } from '../api/add-service.ts';
import { usePriceSides } from './price-sides.ts';
import { useSaveStep } from './save-step.ts';

type Values = ServiceInput;
type Parsed = z.output<ReturnType<typeof serviceInputIn>>;
const empty: Values = {
  typeOfService: '',
  amount: '',
  description: '',
  durationMinutes: 60,
  needsPatchTest: false,
  isPatchTest: false,
  asksHealthQuestions: false,
};
const durationOptions = SERVICE_DURATIONS.map((m) => ({
  value: String(m),
  label: formatMinutes(m),
}));

/**
 * Type, price in dollars, length and description; Add stays disabled until they are valid.
 * Under the price, both sides of it as she types: what clients see and what she earns.
 */
export function AddServiceForm({ pricing }: { pricing: OwnProfile['pricing'] }) {
  const t = useT();
  const locale = useLocale();
  const priceSides = usePriceSides();
  const add = useAddService();
  const form = useForm<Values, unknown, Parsed>({
    // The unclear amount's message in the page's language here: the first load's table of
    // known messages does not carry it (decision 0037).
    resolver: useMemo(
      () => zodResolver(serviceInputIn(locale, t('validation.amountUnclear'))),
      [locale, t],
    ),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const save = useSaveStep(form.setError, undefined);
  const duration = useController({ control: form.control, name: 'durationMinutes' });
  const needs = useController({ control: form.control, name: 'needsPatchTest' });
  const isTest = useController({ control: form.control, name: 'isPatchTest' });
  const asks = useController({ control: form.control, name: 'asksHealthQuestions' });
  // One or the other: a patch test never needs one itself (the schema refuses both). A service
  // that needs one asks the health questions too, unless she unticks it.
  const pick = (which: 'needs' | 'test', on: boolean) => {
    if (which === 'needs' && on) asks.field.onChange(true);
    needs.field.onChange(which === 'needs' ? on : false);
    isTest.field.onChange(which === 'test' ? on : false);
  };
  const typed = parseDollars(String(form.watch('amount') ?? ''), locale);
  // Typed in the page's way ("79,50 $" in French), sent the one way the route reads ("79.50").
  const onSubmit = form.handleSubmit((parsed) =>
    save(async () => {
      const answer = await add.mutateAsync({
        ...parsed,
        amount: centsToDollarsText(parsed.amount),
      });
      form.reset(empty);
      return answer;
    }),
  );

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-4" validationBehavior="aria">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormTextField
          control={form.control}
          name="typeOfService"
          label={t('wizard.service.name')}
          placeholder={t('wizard.service.namePlaceholder')}
          description={t('wizard.service.nameHint')}
        />
        <FormTextField
          control={form.control}
          name="amount"
          label={t('wizard.service.price')}
          inputMode="decimal"
          placeholder="80"
          description={t('wizard.service.priceHint')}
        />
      </div>
      {typed !== null && typed > 0 ? (
        <p className="-mt-2 text-sm font-medium" aria-live="polite">
          {priceSides(typed, pricing.feeBps, pricing.commissionBps)}
        </p>
      ) : null}
      <SelectField
        label={t('wizard.service.duration')}
        name="durationMinutes"
        options={durationOptions}
        value={String(duration.field.value ?? 60)}
        onChange={(v) => duration.field.onChange(Number(v))}
        error={duration.fieldState.error?.message}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('wizard.service.description')}
        multiline
        rows={3}
        placeholder={t('wizard.service.descriptionPlaceholder')}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Choice
          type="checkbox"
          name="needsPatchTest"
          label={t('wizard.service.needsPatchTest')}
          description={t('wizard.service.needsPatchTestHint')}
          checked={needs.field.value === true}
          onChange={(on) => pick('needs', on)}
        />
        <Choice
          type="checkbox"
          name="isPatchTest"
          label={t('wizard.service.isPatchTest')}
          description={t('wizard.service.isPatchTestHint')}
          checked={isTest.field.value === true}
          onChange={(on) => pick('test', on)}
        />
        <Choice
          type="checkbox"
          name="asksHealthQuestions"
          label={t('wizard.service.asksHealthQuestions')}
          description={t('wizard.service.asksHealthQuestionsHint')}
          checked={asks.field.value === true}
          onChange={(on) => asks.field.onChange(on)}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        isDisabled={!form.formState.isValid || form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? t('wizard.adding') : t('wizard.service.add')}
      </Button>
    </Form>
  );
}
