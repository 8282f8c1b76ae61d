import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePartyInput, EventView } from '#shared/schemas/events.ts';
import { api } from '#client/lib/api.ts';

export const eventKey = (id: string) => ['events', id] as const;

/** GET /events: the caller's events, as customer, lead or assistant. */
export const useEvents = () =>
  useQuery({
    queryKey: ['events'] as const,
    queryFn: ({ signal }) => api<EventView[]>('/events', { signal }),
  });

/** GET /events/:id: the event for its customer, lead or team (a 404 for anyone else). */
export const useEvent = (id: string) =>
  useQuery({
    queryKey: eventKey(id),
    queryFn: ({ signal }) => api<EventView>(`/events/${encodeURIComponent(id)}`, { signal }),
  });

type Action =
  | { kind: 'accept'; version: number; cardId: string }
  | { kind: 'retainer'; cardId: string }
  | { kind: 'invitation'; accept: boolean }
  | { kind: 'complete'; code: string }
  | { kind: 'cancel' };

const bodyOf = (action: Action): object | undefined => {
  const { kind, ...body } = action;
  return kind === 'cancel' ? undefined : body;
};

/** POST /events/:id/{accept,retainer,invitation,complete,cancel}; the page reads it again after. */
export function useEventAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) =>
      api<unknown>(`/events/${encodeURIComponent(id)}/${action.kind}`, {
        method: 'POST',
        ...(bodyOf(action) ? { body: bodyOf(action) } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKey(id) }),
  });
}

/** POST /events/:id/tip: the customer's tip on a completed event, charged at once. */
export function useEventTip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) =>
      api<EventView>(`/events/${encodeURIComponent(id)}/tip`, {
        method: 'POST',
        body: { amountCents },
      }),
    onSuccess: (event) => queryClient.setQueryData(eventKey(id), event),
  });
}

/** POST /events/:id/party: the customer's new party, a new version of the quote. */
export function useChangeParty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePartyInput) =>
      api<EventView>(`/events/${encodeURIComponent(id)}/party`, { method: 'POST', body }),
    onSuccess: (event) => queryClient.setQueryData(eventKey(id), event),
  });
}
