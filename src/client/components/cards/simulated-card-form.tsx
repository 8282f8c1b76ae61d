import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { Form } from 'react-aria-components';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { expiryError, luhnValid, tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { formatCardNumber, formatExpiry, parseExpiry } from '#client/lib/card-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { TestCardsHint } from './test-cards-hint.tsx';

/** What the browser checks before it makes a token, in the provider's own words. */
const CardEntry = z.object({
  number: z
    .string()
    .transform((text) => text.replace(/\D/g, ''))
    .superRefine((digits, ctx) => {
      if (digits.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter your card number.' });
      else if (digits.length < 12)
        ctx.addIssue({ code: 'custom', message: 'Your card number is incomplete.' });
      else if (!luhnValid(digits))
        ctx.addIssue({ code: 'custom', message: 'Your card number is invalid.' });
    }),
  expiry: z.string().transform((text, ctx) => {
    const expiry = parseExpiry(text);
    if (!expiry) {
      ctx.addIssue({ code: 'custom', message: "Your card's expiration date is incomplete." });
      return z.NEVER;
    }
    const problem = expiryError(expiry.month, expiry.year, new Date());
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return expiry;
  }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code has 3 or 4 digits."),
});
type Values = z.input<typeof CardEntry>;
type Parsed = z.output<typeof CardEntry>;

const empty: Values = { number: '', expiry: '', cvc: '' };

/**
 * The simulated provider's card form. The number is checked and turned into a token here, in
 * the browser; only the token (brand, last 4, expiry, a one-way fingerprint) goes to the server.
 */
export function SimulatedCardForm({ onToken }: { onToken: (token: string) => Promise<boolean> }) {
  const t = useT();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(CardEntry),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const onSubmit = form.handleSubmit(async (card) => {
    const token = await tokeniseSimulatedCard({
      number: card.number,
      expMonth: card.expiry.month,
      expYear: card.expiry.year,
    });
    if (await onToken(token)) form.reset(empty);
  });

  /** Fills in a test card, with an expiry and CVC when none were typed yet. */
  const fillTestCard = (number: string) => {
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    form.setValue('number', formatCardNumber(number), options);
    if (!form.getValues('expiry')) {
      const year = (new Date().getUTCFullYear() + 3) % 100;
      form.setValue('expiry', `12/${String(year).padStart(2, '0')}`, options);
    }
    if (!form.getValues('cvc')) form.setValue('cvc', '123', options);
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4">
      <p className="flex items-center gap-2 self-start rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
        <FlaskConical aria-hidden className="size-4" />
        {t('cards.simulated')}
      </p>
      <CardField
        control={form.control}
        name="number"
        label={t('cards.number')}
        format={formatCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          control={form.control}
          name="expiry"
          label={t('cards.expiry')}
          format={formatExpiry}
          autoComplete="cc-exp"
          placeholder={t('cards.expiryPlaceholder')}
          maxLength={5}
        />
        <CardField
          control={form.control}
          name="cvc"
          label="CVC"
          format={(text) => text.replace(/\D/g, '').slice(0, 4)}
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <TestCardsHint onUse={fillTestCard} />
      <Button type="submit" isDisabled={form.formState.isSubmitting} className="self-start">
        {form.formState.isSubmitting ? t('cards.saving') : t('cards.save')}
      </Button>
    </Form>
  );
}

/** A card field that formats as it is typed and brings up the number pad on a phone. */
function CardField({
  control,
  name,
  format,
  ...props
}: {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  label: string;
  format: (text: string) => string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(text) => field.onChange(format(text))}
      onBlur={field.onBlur}
      inputMode="numeric"
      error={fieldState.error?.message}
      validationBehavior="aria"
    />
  );
}
