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
import { useT } from '#client/lib/i18n.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';
import { VisitPicker } from './visit-picker.tsx';
import { chosenPlace, phoneText, placesOffered, type ServicePlace } from './checkout-rules.ts';

/** Step 2: the customer's number, and where the service happens. */
export function StepContact({
  profile,
  user,
  draft,
  update,
  travelCents,
}: {
  profile: PublicProfile;
  user: CurrentUser;
  draft: CheckoutDraft;
  update: UpdateDraft;
  /** The travel line of the all-in price, as the order's summary shows it. */
  travelCents: number | null;
}) {
  const t = useT();
  const [touched, setTouched] = useState({ phone: false, street: false });
  const touch = (field: keyof typeof touched) => setTouched((was) => ({ ...was, [field]: true }));
  const place = chosenPlace(profile, draft);
  const phone = phoneText(user, draft);
  const phoneProblem = canadianPhone.safeParse(phone).error?.issues[0]?.message;
  const firstName = profile.name.firstName;

  const labels: Record<ServicePlace, ChoiceOption<ServicePlace>> = {
    toHome: {
      value: 'toHome',
      label: t('checkout.place.yours'),
      description: t('checkout.place.yoursText', { name: firstName }),
    },
    artistSite: {
      value: 'artistSite',
      label: t('checkout.place.artist'),
      description: t('checkout.place.artistText', { name: firstName }),
    },
  };
  const offered = placesOffered(profile);

  return (
    <div className="flex flex-col gap-6">
      {user.mobileVerified && user.mobileNumber ? (
        <LockedMobile mobileNumber={user.mobileNumber} label={t('checkout.contact.number')} />
      ) : (
        <TextField
          label={t('checkout.contact.number')}
          name="userPhone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(416) 555-0123"
          description={t('checkout.contact.hint')}
          value={phone}
          onChange={(text) => update({ phone: text })}
          onBlur={() => touch('phone')}
          error={touched.phone ? phoneProblem : undefined}
          validationBehavior="aria"
        />
      )}
      {offered.length === 0 ? (
        <Notice tone="error" title={t('checkout.place.none')}>
          <p>{t('checkout.place.noneText', { name: firstName })}</p>
        </Notice>
      ) : (
        <RadioGroupField
          legend={t('checkout.place.legend')}
          name="place"
          value={place}
          onChange={(value) => update({ place: value })}
          options={offered.map((value) => labels[value])}
        />
      )}
      {place === 'toHome' ? (
        <VisitPicker profile={profile} draft={draft} update={update} travelCents={travelCents} />
      ) : null}
      {place === 'artistSite' ? <ArtistPlace profile={profile} /> : null}
    </div>
  );
}

/** The public profile names the postal district only; the street comes with the booking. */
function ArtistPlace({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const { area } = profile;
  const name = profile.name.firstName;
  return (
    <div className="rounded-xl border border-line bg-paper px-4 py-3 text-sm">
      <p className="font-semibold">
        {area ? t('checkout.place.hers', { name, city: CITY, area: area.postalPrefix }) : CITY}
      </p>
      <p className="mt-1 text-muted">{t('checkout.place.street')}</p>
      {area ? (
        <div className="mt-3">
          <MapPreview
            point={area}
            label={t('checkout.place.map', { city: CITY, area: area.postalPrefix, name })}
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
          {t('checkout.place.osm')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t('bookings.newTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
