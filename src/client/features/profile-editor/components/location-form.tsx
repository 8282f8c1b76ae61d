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
          label="Notes on your hours (optional)"
          multiline
          rows={3}
          placeholder="Early starts for weddings on request"
          description="Clients book the free times of your schedule (Settings → Availability). Add anything they should know about them."
        />
        <FieldGroup
          legend="Where do you work?"
          description="Choose one or both."
          error={placeError}
        >
          <Choice
            type="checkbox"
            name="place"
            label="At my place"
            description="Clients come to your studio or home."
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
            label="At the client’s home"
            description="You travel to clients in Toronto."
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
              label="Street address"
              autoComplete="address-line1"
              placeholder="123 Queen St W"
            />
            <FormTextField
              control={form.control}
              name="postalCode"
              label="Postal code"
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
        hint={`To continue, ${[
          servicesReady ? '' : 'add at least one service with a price',
          form.formState.isValid
            ? ''
            : 'say when you are available and choose your place (with its address) or the client’s home',
        ]
          .filter(Boolean)
          .join(', and ')}.`}
        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
