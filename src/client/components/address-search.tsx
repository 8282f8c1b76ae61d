import { useEffect, useState } from 'react';
import type { PlaceSuggestion } from '#shared/schemas/places.ts';
import { TextField } from '#client/components/ui/fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { fetchSuggestions } from '#client/resources/places.ts';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 300;

/**
 * An address field with suggestions as she types (asked for once typing pauses): each is a
 * button; picking one hands its pin on. When the address search is down, a postal code typed
 * still places the pin at its area, and a note says so.
 */
export function AddressSearch({
  label,
  value,
  onChange,
  onPick,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (place: PlaceSuggestion) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    if (typed === null || typed.trim().length < 3) return setPlaces([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(typed.trim(), controller.signal)
        .then((answer) => {
          setPlaces(answer.places);
          setFallback(answer.fallback);
        })
        // The field still works without suggestions: she can type a postal code and pick later.
        .catch(() => setPlaces([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        name="street"
        autoComplete="street-address"
        placeholder={t('travel.search.placeholder')}
        description={t('travel.search.help')}
        maxLength={200}
        value={value}
        onChange={(text) => {
          onChange(text);
          setTyped(text);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {typed && places.length ? t('travel.search.count', { count: places.length }) : ''}
      </p>
      {places.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {places.map((place) => (
            <li key={`${place.lat},${place.lng},${place.label}`}>
              <button
                type="button"
                className="w-full px-4 py-3 text-left text-sm hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
                onClick={() => {
                  onPick(place);
                  setPlaces([]);
                  setTyped(null);
                }}
              >
                {place.label}
                {place.precise ? null : (
                  <span className="block text-muted">{t('travel.search.areaOnly')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fallback ? (
        <Notice title={t('travel.search.fallbackTitle')}>
          <p>{t('travel.search.fallback')}</p>
        </Notice>
      ) : null}
    </div>
  );
}
