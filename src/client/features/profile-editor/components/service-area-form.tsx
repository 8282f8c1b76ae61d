import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FeeBand } from '#shared/domain/travel.ts';
import { ServiceAreaAnswer, type ServiceAreaView } from '#shared/schemas/places.ts';
import { AddressSearch } from '#client/components/address-search.tsx';
import { LazyMap } from '#client/components/map/lazy-map.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { api, ApiError } from '#client/lib/api.ts';
import { useT } from '#client/lib/i18n.tsx';

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

const bandsOf = (bands: BandText[]): FeeBand[] =>
  bands
    .filter((b) => b.fee.trim() !== '')
    .map((b) => ({
      upToKm: b.upToKm.trim() === '' ? null : Number(b.upToKm),
      feeCents: Math.round(Number(b.fee) * 100),
    }));

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
  const [base, setBase] = useState<Base | null>(
    initial
      ? {
          lat: initial.base.lat,
          lng: initial.base.lng,
          ...(initial.base.postalArea ? { postalCode: initial.base.postalArea } : {}),
          label: initial.base.label ?? initial.base.postalArea ?? '',
        }
      : null,
  );
  const [text, setText] = useState(base?.label ?? '');
  const [mode, setMode] = useState<Mode>(initial && initial.radiusKm === null ? 'areas' : 'radius');
  const [radius, setRadius] = useState(String(initial?.radiusKm ?? 10));
  const [areas, setAreas] = useState(initial?.postalAreas.join(', ') ?? '');
  const [bands, setBands] = useState<BandText[]>(
    initial?.feeBands.map((b) => ({
      upToKm: b.upToKm === null ? '' : String(b.upToKm),
      fee: String(b.feeCents / 100),
    })) ?? DEFAULT_BANDS,
  );
  const [message, setMessage] = useState<string | null>(null);

  const save = async () => {
    if (!base) return setMessage(t('travel.area.pickBase'));
    const body = {
      base,
      radiusKm: mode === 'radius' ? Number(radius) : null,
      postalAreas: mode === 'areas' ? areas.split(/[\s,]+/).filter(Boolean) : [],
      feeBands: bandsOf(bands),
    };
    try {
      await api('/profile/service-area', { method: 'PUT', body });
      setMessage(t('travel.area.saved'));
      onSaved();
    } catch (error) {
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
            mode === 'radius' && Number(radius) > 0 ? { ...base, radiusKm: Number(radius) } : null
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
        />
      ) : (
        <TextField
          label={t('travel.area.areas')}
          name="postalAreas"
          description={t('travel.area.areasHelp')}
          value={areas}
          onChange={setAreas}
        />
      )}
      <FeeBands bands={bands} onChange={setBands} t={t} />
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
  t,
}: {
  bands: BandText[];
  onChange: (bands: BandText[]) => void;
  t: ReturnType<typeof useT>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('travel.area.fees')}</legend>
      {bands.map((band, i) => (
        <div key={i} className="grid grid-cols-2 gap-3">
          <TextField
            label={t('travel.area.upTo', { n: i + 1 })}
            description={t('travel.area.upToHelp')}
            inputMode="decimal"
            value={band.upToKm}
            onChange={(upToKm) => setBands(bands.map((b, k) => (k === i ? { ...b, upToKm } : b)))}
          />
          <TextField
            label={t('travel.area.fee', { n: i + 1 })}
            inputMode="decimal"
            value={band.fee}
            onChange={(fee) => setBands(bands.map((b, k) => (k === i ? { ...b, fee } : b)))}
          />
        </div>
      ))}
    </fieldset>
  );
}
