import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ServiceAreaAnswer, type ServiceAreaView } from '#shared/schemas/places.ts';
import { AddressSearch } from '#client/components/address-search.tsx';
import { LazyMap } from '#client/components/map/lazy-map.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { api, ApiError } from '#client/lib/api.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { FieldMessage } from '#client/components/ui/field-message.tsx';
import { centsToDollarsText, parseDollars } from '#shared/domain/money.ts';
import type { Locale } from '#shared/i18n/locales.ts';

const areaKey = ['profile', 'own-service-area'] as const;
interface Base {
  lat: number;
  lng: number;
  postalCode?: string;
  label?: string;
}
type Mode = 'radius' | 'areas';

interface BandText {
  upToKm: string;
  fee: string;
}

const DEFAULT_BANDS: BandText[] = [
  { upToKm: '5', fee: '0' },
  { upToKm: '15', fee: '15' },
  { upToKm: '', fee: '30' },
];

/**
 * A number typed in the page's way ("12,5" in French), or the text itself when it is none, so
 * that the server names the field ("must be a number of km") in the caller's language.
 */
const typedKm = (text: string, locale: Locale): number | string => {
  const hundredths = parseDollars(text.replace(/\s*km$/i, ''), locale);
  return hundredths === null ? text : hundredths / 100;
};
const typedCents = (text: string, locale: Locale): number | string =>
  parseDollars(text, locale) ?? text;

/** The bands as sent: what is not a number goes as typed, for the route to name. */
const bandsOf = (bands: BandText[], locale: Locale) =>
  bands
    .filter((b) => b.fee.trim() !== '')
    .map((b) => ({
      upToKm: b.upToKm.trim() === '' ? null : typedKm(b.upToKm, locale),
      feeCents: typedCents(b.fee, locale),
    }));

/** A saved distance as she types it: "12.5", in French "12,5". */
const kmText = (km: number, locale: Locale) =>
  centsToDollarsText(Math.round(km * 100), locale).replace(/([.,]\d)0$/, '$1');

/** The saved base as the form holds it. */
const savedBase = (initial: ServiceAreaView | null): Base | null =>
  initial && {
    lat: initial.base.lat,
    lng: initial.base.lng,
    ...(initial.base.postalArea ? { postalCode: initial.base.postalArea } : {}),
    label: initial.base.label ?? initial.base.postalArea ?? '',
  };

/** What the route said of each field ("feeBands.1.feeCents"), in the caller's language. */
type FieldErrors = Record<string, string>;

/**
 * Where she travels (Settings → Location, and the wizard): her base with the same address
 * picker as the checkout, a radius or a list of postal areas, and travel fees by distance band.
 */
export function ServiceAreaForm() {
  const t = useT();
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: areaKey,
    queryFn: async ({ signal }) =>
      ServiceAreaAnswer.parse(await api('/profile/service-area', { signal })),
  });
  if (saved.isPending) return null;
  const area = saved.data?.area ?? null;
  return (
    <AreaFields
      key={area ? 'saved' : 'new'}
      initial={area}
      onSaved={() => void client.invalidateQueries({ queryKey: areaKey })}
      t={t}
    />
  );
}

function AreaFields({
  initial,
  onSaved,
  t,
}: {
  initial: ServiceAreaView | null;
  onSaved: () => void;
  t: ReturnType<typeof useT>;
}) {
  const locale = useLocale();
  const [base, setBase] = useState<Base | null>(() => savedBase(initial));
  const [text, setText] = useState(base?.label ?? '');
  const [mode, setMode] = useState<Mode>(initial && initial.radiusKm === null ? 'areas' : 'radius');
  const [radius, setRadius] = useState(kmText(initial?.radiusKm ?? 10, locale));
  const [areas, setAreas] = useState(initial?.postalAreas.join(', ') ?? '');
  const [bands, setBands] = useState<BandText[]>(
    () =>
      initial?.feeBands.map((b) => ({
        upToKm: b.upToKm === null ? '' : kmText(b.upToKm, locale),
        fee: centsToDollarsText(b.feeCents, locale),
      })) ?? DEFAULT_BANDS,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const radiusKm = typedKm(radius, locale);

  const save = async () => {
    if (!base) return setMessage(t('travel.area.pickBase'));
    const body = {
      base,
      radiusKm: mode === 'radius' ? radiusKm : null,
      postalAreas: mode === 'areas' ? areas.split(/[\s,]+/).filter(Boolean) : [],
      feeBands: bandsOf(bands, locale),
    };
    try {
      await api('/profile/service-area', { method: 'PUT', body });
      setFields({});
      setMessage(t('travel.area.saved'));
      onSaved();
    } catch (error) {
      setFields(error instanceof ApiError ? error.fields : {});
      setMessage(error instanceof ApiError ? error.message : t('travel.saved.failed'));
    }
  };

  return (
    <section aria-labelledby="service-area-form" className="flex flex-col gap-4">
      <h3 id="service-area-form" className="text-lg font-semibold">
        {t('travel.area.heading')}
      </h3>
      <AddressSearch
        label={t('travel.area.base')}
        value={text}
        onChange={setText}
        onPick={(p) => {
          setText(p.label);
          setBase({
            lat: p.lat,
            lng: p.lng,
            label: p.label,
            ...(p.postalCode ? { postalCode: p.postalCode } : {}),
          });
        }}
      />
      {base ? (
        <LazyMap
          label={t('travel.profile.mapLabel')}
          center={base}
          zoom={11}
          draggablePin={{ lat: base.lat, lng: base.lng, label: t('travel.area.base') }}
          onPinMove={(point) => setBase({ ...base, ...point })}
          circle={
            mode === 'radius' && typeof radiusKm === 'number' && radiusKm > 0
              ? { ...base, radiusKm }
              : null
          }
          className="h-64"
        />
      ) : null}
      <RadioGroupField<Mode>
        legend={t('travel.area.how')}
        name="areaMode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'radius', label: t('travel.area.radiusMode') },
          { value: 'areas', label: t('travel.area.areasMode') },
        ]}
      />
      {mode === 'radius' ? (
        <TextField
          label={t('travel.area.radius')}
          name="radiusKm"
          inputMode="decimal"
          value={radius}
          onChange={setRadius}
          error={fields.radiusKm}
        />
      ) : (
        <TextField
          label={t('travel.area.areas')}
          name="postalAreas"
          description={t('travel.area.areasHelp')}
          value={areas}
          onChange={setAreas}
          error={fields.postalAreas ?? firstUnder(fields, 'postalAreas.')}
        />
      )}
      <FeeBands bands={bands} onChange={setBands} fields={fields} t={t} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onPress={() => void save()}>{t('travel.area.save')}</Button>
        <p className="text-sm" role="status">
          {message ?? ''}
        </p>
      </div>
    </section>
  );
}

/** Her travel fees by distance band: up to how far, and the fee. */
function FeeBands({
  bands,
  onChange: setBands,
  fields,
  t,
}: {
  bands: BandText[];
  onChange: (bands: BandText[]) => void;
  fields: FieldErrors;
  t: ReturnType<typeof useT>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('travel.area.fees')}</legend>
      {fields.feeBands ? (
        <p className="text-sm text-danger">
          <FieldMessage text={fields.feeBands} />
        </p>
      ) : null}
      {bands.map((band, i) => (
        <div key={i} className="grid grid-cols-2 gap-3">
          <TextField
            label={t('travel.area.upTo', { n: i + 1 })}
            description={t('travel.area.upToHelp')}
            inputMode="decimal"
            value={band.upToKm}
            onChange={(upToKm) => setBands(bands.map((b, k) => (k === i ? { ...b, upToKm } : b)))}
            error={fields[`feeBands.${i}.upToKm`]}
          />
          <TextField
            label={t('travel.area.fee', { n: i + 1 })}
            inputMode="decimal"
            value={band.fee}
            onChange={(fee) => setBands(bands.map((b, k) => (k === i ? { ...b, fee } : b)))}
            error={fields[`feeBands.${i}.feeCents`]}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** The first message under a list's items ("postalAreas.3"), for the list's one field. */
function firstUnder(fields: FieldErrors, prefix: string): string | undefined {
  return Object.entries(fields).find(([key]) => key.startsWith(prefix))?.[1];
}
