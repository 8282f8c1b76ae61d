import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { canadianPhone } from '#shared/schemas/common.ts';
import { UserForm, type CurrentUser, type UserUpdate } from '#shared/schemas/user.ts';
import { NameFields } from '#client/components/ui/form-fields.tsx';
import { MobileNumberField } from '#client/components/ui/mobile-number-field.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { formatPhone } from '#client/lib/phone.ts';
import { useUpdateUser } from '#client/resources/update-user.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { ProfilePicturePicker } from './profile-picture-picker.tsx';
import { useSaveStep } from './save-step.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepForm } from './step-form.tsx';

const Names = UserForm.pick({ firstName: true, lastName: true });
/** Clients reach an artist by phone once a booking is accepted, so the wizard asks for one. */
const NamesAndMobile = Names.extend({ mobileNumber: canadianPhone });
/** A verified number is shown, not edited, and never sent (the server would refuse a change). */
const NamesOnly = Names.extend({ mobileNumber: z.string() });
type Values = z.input<typeof NamesAndMobile>;

/** Wizard step 1: names and mobile (PATCH /user), and an optional profile picture. */
export function PersonalStep({ user, wizard }: { user: CurrentUser; wizard: WizardNav }) {
  const t = useT();
  const formId = useId();
  const update = useUpdateUser();
  const locked = user.mobileVerified;
  const form = useForm<Values, unknown, UserUpdate>({
    resolver: zodResolver(locked ? NamesOnly : NamesAndMobile),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      mobileNumber: formatPhone(user.mobileNumber),
    },
  });
  const save = useSaveStep(form.setError, wizard);
  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      const saved: UserUpdate = { ...user, mobileNumber: user.mobileNumber ?? '' };
      const changes = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) =>
            saved[key as keyof UserUpdate] !== value && !(locked && key === 'mobileNumber'),
        ),
      );
      if (Object.keys(changes).length === 0) return null;
      const { message } = await update.mutateAsync(changes);
      return { message };
    }),
  );

  return (
    <>
      <section className="mb-8">
        <SectionHeading level={3}>{t('wizard.personal.picture')}</SectionHeading>
        <ProfilePicturePicker />
      </section>
      <SectionHeading level={3}>{t('wizard.personal.about')}</SectionHeading>
      <StepForm id={formId} onSubmit={onSubmit}>
        <NameFields control={form.control} />
        <MobileNumberField
          control={form.control}
          name="mobileNumber"
          verifiedNumber={locked ? user.mobileNumber : null}
        />
      </StepForm>
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={form.formState.isValid}
        hint={t('wizard.personal.hint')}

        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
