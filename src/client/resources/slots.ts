import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SlotAnswer } from '#shared/schemas/availability.ts';
import { api } from '#client/lib/api.ts';

/** Dates, the booking's length, and her place when the artist comes to her (travel counts). */
export interface SlotsQuery {
  from: string;
  to: string;
  minutes: number;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Every slots query of one artist, to refresh them all when a time was just taken. */
export const slotsKey = (artistId: string) => ['slots', artistId] as const;

/**
 * GET /availability/{artistUserId}: the artist's free start times from one date to another.
 * Typed, not parsed: a profile's first load asks it too, and carries no zod (decision 0031).
 */
export const fetchSlots = (artistId: string, query: SlotsQuery, signal?: AbortSignal) =>
  api<SlotAnswer>(
    `/availability/${encodeURIComponent(artistId)}?${new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    ).toString()}`,
    signal ? { signal } : {},
  );

/** Read afresh on each visit and every minute: another customer may take a time meanwhile. */
export const useSlots = (artistId: string, query: SlotsQuery) =>
  useQuery({
    queryKey: [...slotsKey(artistId), query] as const,
    queryFn: ({ signal }) => fetchSlots(artistId, query, signal),
    enabled: query.minutes > 0,
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
