import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { CITY } from '#shared/brand.ts';
import { openStreetMapUrl } from '#shared/domain/maps.ts';
import { MapPreview } from '#client/components/ui/map-preview.tsx';
import { canadianPhone } from '#shared/schemas/common.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { RadioGroupField, type ChoiceOption } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { LockedMobile } from '#client/components/ui/mobile-number-field.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';
import { VisitPicker } from './visit-picker.tsx';
import { chosenPlace, phoneText, placesOffered, type ServicePlace } from './checkout-rules.ts';

/** Step 2: the customer's number, and where the service happens. */
export function StepContact({
  profile,
  user,
  draft,
  update,
}: {
  profile: PublicProfile;
  user: CurrentUser;
  draft: CheckoutDraft;
  update: UpdateDraft;
}) {
  const [touched, setTouched] = useState({ phone: false, street: false });
  const touch = (field: keyof typeof touched) => setTouched((t) => ({ ...t, [field]: true }));
  const place = chosenPlace(profile, draft);
  const phone = phoneText(user, draft);
  const phoneProblem = canadianPhone.safeParse(phone).error?.issues[0]?.message;
  const firstName = profile.name.firstName;

  const labels: Record<ServicePlace, ChoiceOption<ServicePlace>> = {
    toHome: { value: 'toHome', label: 'Your place', description: `${firstName} comes to you` },
    artistSite: {
      value: 'artistSite',
      label: 'Artist place',
      description: `You go to ${firstName}’s place`,
    },
  };
  const offered = placesOffered(profile);

  return (
    <div className="flex flex-col gap-6">
      {user.mobileVerified && user.mobileNumber ? (
        <LockedMobile mobileNumber={user.mobileNumber} label="Contact number" />
      ) : (
        <TextField
          label="Contact number"
          name="userPhone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(416) 555-0123"
          description="A Canadian number. The artist sees it only once she accepts."
          value={phone}
          onChange={(text) => update({ phone: text })}
          onBlur={() => touch('phone')}
          error={touched.phone ? phoneProblem : undefined}
          validationBehavior="aria"
        />
      )}
      {offered.length === 0 ? (
        <Notice tone="error" title="No place of service yet">
          <p>{firstName} has not said where she works yet, so she cannot be booked for now.</p>
        </Notice>
      ) : (
        <RadioGroupField
          legend="Place of service"
          name="place"
          value={place}
          onChange={(value) => update({ place: value })}
          options={offered.map((value) => labels[value])}
        />
      )}
      {place === 'toHome' ? <VisitPicker profile={profile} draft={draft} update={update} /> : null}
      {place === 'artistSite' ? <ArtistPlace profile={profile} /> : null}
    </div>
  );
}

/** The public profile names the postal district only; the street comes with the booking. */
function ArtistPlace({ profile }: { profile: PublicProfile }) {
  const { area } = profile;
  return (
    <div className="rounded-xl border border-line bg-paper px-4 py-3 text-sm">
      <p className="font-semibold">
        {area ? `${profile.name.firstName}’s place, ${CITY} ${area.postalPrefix}` : `${CITY}`}
      </p>
      <p className="mt-1 text-muted">Her street address is in your booking details.</p>
      {area ? (
        <div className="mt-3">
          <MapPreview
            point={area}
            label={`Map of ${CITY} ${area.postalPrefix}, where ${profile.name.firstName} works`}
          />
        </div>
      ) : null}
      {area ? (
        <a
          href={openStreetMapUrl(area)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 font-semibold text-blush-800 underline"
        >
          See the area on OpenStreetMap
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
