import { useQuery } from '@tanstack/react-query';
import { CalendarFeedStatus } from '#shared/schemas/calendar.ts';
import { api } from '#client/lib/api.ts';

export const calendarFeedKey = ['calendar', 'feed'] as const;

/** GET /calendar/feed: whether the caller has a subscription address. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: calendarFeedKey,
    queryFn: async ({ signal }) =>
      CalendarFeedStatus.parse(await api('/calendar/feed', { signal })),
  });
