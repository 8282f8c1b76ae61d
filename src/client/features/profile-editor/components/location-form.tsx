import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { Choice, FieldGroup } from '#client/components/ui/choice-fields.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AreaMapLink } from './area-map-link.tsx';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import {
  locationResolver,
  ungroupLocationError,
  type LocationParsed,
  type LocationValues,
} from './location-rules.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useSaveStep } from './save-step.ts';
import { StepForm } from './step-form.tsx';

interface Props {
  profile: OwnProfile;
  wizard?: WizardNav | undefined;
  /** Wizard step 5 also needs a service: Next waits for both. */
  servicesReady?: boolean;
}

/** A note on the artist's hours, and where they work: their place (with its address), the client's home, or both. */
export function LocationForm({ profile, wizard, servicesReady = true }: Props) {
  const formId = useId();
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<LocationValues, unknown, LocationParsed>({
    resolver: locationResolver,
    mode: 'onTouched',
    defaultValues: {
      availability: profile.availability ?? '',
      place: profile.place,
      delivery: profile.delivery,
      street: profile.street ?? '',
      postalCode: profile.postalCode ?? '',
    },
  });
  const place = useController({ control: form.control, name: 'place' });
  const delivery = useController({ control: form.control, name: 'delivery' });
  const save = useSaveStep(form.setError, wizard);
  const onSubmit = form.handleSubmit((location) =>
    save(async () => {
      try {
        return await update.mutateAsync({ location });
      } catch (error) {
        throw ungroupLocationError(error);
      }
    }),
  );
  const placeError = form.formState.errors.place?.message;

  return (
    <>
      <StepForm id={formId} onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="availability"
          label={t('wizard.location.notes')}
          multiline
          rows={3}
          placeholder={t('wizard.location.notesPlaceholder')}
          description={t('wizard.location.notesHint')}
        />
        <FieldGroup
          legend={t('wizard.location.where')}
          description={t('wizard.location.whereHint')}
          error={placeError}
        >
          <Choice
            type="checkbox"
            name="place"
            label={t('wizard.location.place')}
            description={t('wizard.location.placeHint')}
            checked={place.field.value}
            onChange={(checked) => {
              place.field.onChange(checked);
              void form.trigger(['place', 'street', 'postalCode']);
            }}
            invalid={Boolean(placeError)}
          />
          <Choice
            type="checkbox"
            name="delivery"
            label={t('wizard.location.delivery')}
            description={t('wizard.location.deliveryHint')}
            checked={delivery.field.value}
            onChange={(checked) => {
              delivery.field.onChange(checked);
              void form.trigger('place');
            }}
            invalid={Boolean(placeError)}
          />
        </FieldGroup>
        {place.field.value ? (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <FormTextField
              control={form.control}
              name="street"
              label={t('wizard.location.street')}
              autoComplete="address-line1"
              placeholder={t('wizard.location.streetPlaceholder')}
            />
            <FormTextField
              control={form.control}
              name="postalCode"
              label={t('wizard.location.postalCode')}
              autoComplete="postal-code"
              placeholder="M5V 2T6"
            />
          </div>
        ) : null}
        {profile.area ? <AreaMapLink area={profile.area} /> : null}
      </StepForm>
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={servicesReady && form.formState.isValid}
        hint={
          !servicesReady && !form.formState.isValid
            ? t('wizard.location.continueBoth')
            : !servicesReady
              ? t('wizard.location.continueService')
              : t('wizard.location.continuePlace')
        }
        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
