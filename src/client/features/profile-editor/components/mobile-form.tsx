import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { canadianPhone } from '#shared/schemas/common.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { MobileNumberField } from '#client/components/ui/mobile-number-field.tsx';
import { formatPhone } from '#client/lib/phone.ts';
import { useUpdateUser } from '#client/resources/update-user.ts';
import { FormFooter } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

const MobileInput = z.strictObject({ mobileNumber: canadianPhone });
type Values = z.input<typeof MobileInput>;

/** The artist's Canadian mobile number (stored as +1 and 10 digits); read-only once verified. */
export function MobileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateUser();
  const form = useForm<Values, unknown, z.output<typeof MobileInput>>({
    resolver: zodResolver(MobileInput),
    mode: 'onTouched',
    defaultValues: { mobileNumber: formatPhone(user.mobileNumber) },
  });
  const save = useSaveStep(form.setError, undefined);
  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      const { user: saved, message } = await update.mutateAsync(values);
      form.reset({ mobileNumber: formatPhone(saved.mobileNumber) });
      return { message };
    }),
  );

  const verifiedNumber = user.mobileVerified ? user.mobileNumber : null;
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      <MobileNumberField
        control={form.control}
        name="mobileNumber"
        verifiedNumber={verifiedNumber}
      />
      {verifiedNumber ? null : <FormFooter isPending={form.formState.isSubmitting} />}
    </Form>
  );
}
