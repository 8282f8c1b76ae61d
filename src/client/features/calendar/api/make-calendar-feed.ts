import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedLink } from '#shared/schemas/calendar.ts';
import { api } from '#client/lib/api.ts';
import { calendarFeedKey } from './calendar-feed.ts';

/** POST /calendar/feed: a new address, shown once; an earlier one stops working. */
export const useMakeCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => CalendarFeedLink.parse(await api('/calendar/feed', { method: 'POST' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
};
