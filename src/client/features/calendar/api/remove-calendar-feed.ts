import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { calendarFeedKey } from './calendar-feed.ts';

/** DELETE /calendar/feed: the address stops working. */
export const useRemoveCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/calendar/feed', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
};
