import { useQuery } from '@tanstack/react-query';
import {
  SavedPlacesAnswer,
  SavedPlaceView,
  SuggestAnswer,
  TravelAnswer,
  type SavedPlaceView as SavedPlace,
} from '#shared/schemas/places.ts';
import { api } from '#client/lib/api.ts';

/** GET /places/suggest: addresses for what she typed (the postal areas when the search is down). */
export const fetchSuggestions = async (text: string, signal?: AbortSignal) =>
  SuggestAnswer.parse(
    await api(`/places/suggest?${new URLSearchParams({ q: text }).toString()}`, {
      ...(signal ? { signal } : {}),
    }),
  );

/** GET /travel/{artistId}: whether she comes to a point, how far it is and her fee. */
export const fetchTravel = async (artistId: string, point: { lat: number; lng: number }) =>
  TravelAnswer.parse(
    await api(
      `/travel/${encodeURIComponent(artistId)}?lat=${point.lat.toFixed(6)}&lng=${point.lng.toFixed(6)}`,
    ),
  );

export const savedPlacesKey = ['places', 'saved'] as const;

/** GET /places/saved: her home and work, offered at every checkout. */
export const useSavedPlaces = () =>
  useQuery({
    queryKey: savedPlacesKey,
    queryFn: async ({ signal }) => SavedPlacesAnswer.parse(await api('/places/saved', { signal })),
    staleTime: 60_000,
  });

/** PUT /places/saved/{kind}. */
export const savePlace = async (
  kind: SavedPlace['kind'],
  place: Omit<SavedPlace, 'kind' | 'postalCode' | 'unit' | 'buzzer' | 'notes'> & {
    postalCode?: string | null;
    unit?: string;
    buzzer?: string;
  },
) =>
  SavedPlaceView.parse(
    await api(`/places/saved/${kind}`, {
      method: 'PUT',
      body: {
        label: place.label,
        lat: place.lat,
        lng: place.lng,
        ...(place.postalCode ? { postalCode: place.postalCode } : {}),
        ...(place.unit ? { unit: place.unit } : {}),
        ...(place.buzzer ? { buzzer: place.buzzer } : {}),
      },
    }),
  );
