import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { SavedPlaceView } from '#shared/schemas/places.ts';
import { LazyMap } from '#client/components/map/lazy-map.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import {
  fetchTravel,
  savedPlacesKey,
  savePlace,
  useSavedPlaces,
} from '#client/resources/places.ts';
import { AddressSearch } from '#client/components/address-search.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';
import type { VisitDraft } from './visit-draft.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };

interface Pin {
  lat: number;
  lng: number;
  label: string;
  postalCode: string | null;
}

/**
 * "Your place": suggestions as she types, her saved places, a map whose pin she can drag to her
 * door, unit, buzzer and notes; each pin placed asks the server what the visit costs (the travel fee,
 * a line of the all-in price) or why the artist does not go there.
 */
export function VisitPicker({
  profile,
  draft,
  update,
  travelCents,
}: {
  profile: PublicProfile;
  draft: CheckoutDraft;
  update: UpdateDraft;
  /** The fee as a line of the all-in price (with its share of the booking fee). */
  travelCents: number | null;
}) {
  const t = useT();
  const visit = draft.visit;
  const asked = useRef(0);

  const place = (pin: Pin, door: Partial<Pick<VisitDraft, 'unit' | 'buzzer'>> = {}) => {
    const ask = ++asked.current;
    const next: VisitDraft = {
      ...pin,
      unit: door.unit ?? visit?.unit ?? '',
      buzzer: door.buzzer ?? visit?.buzzer ?? '',
      feeCents: visit?.feeCents ?? 0,
      km: visit?.km ?? 0,
      problem: null,
    };
    update({ street: pin.label, visit: next });
    fetchTravel(profile.user, pin)
      .then((quote) => {
        if (ask !== asked.current) return;
        update({
          visit: { ...next, feeCents: quote.feeCents, km: quote.km, problem: quote.problem },
        });
      })
      // The server prices the order again when it is placed; the checkout does not get stuck.
      .catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-4">
      <SavedPlaces onPick={(p) => place(p, { unit: p.unit ?? '', buzzer: p.buzzer ?? '' })} />
      <AddressSearch
        label={t('travel.checkout.address')}
        value={draft.street}
        onChange={(street) => update({ street })}
        onPick={(p) => place({ lat: p.lat, lng: p.lng, label: p.label, postalCode: p.postalCode })}
      />
      {visit ? (
        <>
          <LazyMap
            label={t('travel.checkout.mapLabel')}
            center={visit}
            zoom={15}
            draggablePin={{ lat: visit.lat, lng: visit.lng, label: t('travel.checkout.pin') }}
            onPinMove={(point) => place({ ...point, label: visit.label, postalCode: null })}
            className="h-64"
          />
          <p className="text-sm text-muted">{t('travel.checkout.dragHint')}</p>
          <VisitFee visit={visit} allInCents={travelCents ?? visit.feeCents} />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('travel.checkout.unit')}
              name="unit"
              maxLength={20}
              value={visit.unit}
              onChange={(unit) => update({ visit: { ...visit, unit } })}
            />
            <TextField
              label={t('travel.checkout.buzzer')}
              name="buzzer"
              maxLength={20}
              value={visit.buzzer}
              onChange={(buzzer) => update({ visit: { ...visit, buzzer } })}
            />
          </div>
          <SaveVisit visit={visit} />
        </>
      ) : (
        <LazyMap
          label={t('travel.checkout.mapLabel')}
          center={TORONTO}
          zoom={11}
          className="h-40"
        />
      )}
      <TextField
        label={t('travel.checkout.notes')}
        description={t('travel.checkout.notesHelp')}
        name="descriptionAddress"
        multiline
        rows={3}
        maxLength={300}
        value={draft.descriptionAddress}
        onChange={(descriptionAddress) => update({ descriptionAddress })}
      />
    </div>
  );
}

/** The travel fee for this pin, as a line of the all-in price, or why she does not come here. */
function VisitFee({ visit, allInCents }: { visit: VisitDraft; allInCents: number }) {
  const t = useT();
  const locale = useLocale();
  if (visit.problem) {
    return (
      <Notice tone="error" title={t('travel.checkout.outsideTitle')}>
        <p>{visit.problem}</p>
      </Notice>
    );
  }
  return (
    <p className="text-sm font-semibold" data-testid="travel-fee">
      {visit.feeCents > 0
        ? t('travel.checkout.fee', { fee: formatCents(allInCents, locale), km: visit.km })
        : t('travel.checkout.free', { km: visit.km })}
    </p>
  );
}

function SavedPlaces({ onPick }: { onPick: (place: SavedPlaceView) => void }) {
  const t = useT();
  const saved = useSavedPlaces();
  const places = saved.data?.places ?? [];
  if (places.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('travel.saved.label')}>
      {places.map((p) => (
        <Button key={p.kind} variant="secondary" onPress={() => onPick(p)}>
          {t(p.kind === 'home' ? 'travel.saved.home' : 'travel.saved.work', { label: p.label })}
        </Button>
      ))}
    </div>
  );
}

/** "Save as home" / "Save as work": the pin and door come back at her next checkout. */
function SaveVisit({ visit }: { visit: VisitDraft }) {
  const t = useT();
  const client = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const save = (kind: 'home' | 'work') =>
    savePlace(kind, visit)
      .then(() => {
        setSaved(t(kind === 'home' ? 'travel.saved.savedHome' : 'travel.saved.savedWork'));
        return client.invalidateQueries({ queryKey: savedPlacesKey });
      })
      .catch(() => setSaved(t('travel.saved.failed')));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" onPress={() => void save('home')}>
        {t('travel.saved.saveHome')}
      </Button>
      <Button variant="ghost" onPress={() => void save('work')}>
        {t('travel.saved.saveWork')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {saved ?? ''}
      </p>
    </div>
  );
}
