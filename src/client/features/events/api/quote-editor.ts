import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventView, QuoteDraft, QuoteInput } from '#shared/schemas/events.ts';
import { api } from '#client/lib/api.ts';
import { eventKey } from './events.ts';

const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

/** GET /events/:id/quote-draft: where the lead's quote editor starts (decision 0042). */
export const useQuoteDraft = (eventId: string) =>
  useQuery({
    queryKey: [...eventKey(eventId), 'quote-draft'] as const,
    queryFn: ({ signal }) => api<QuoteDraft>(`${eventPath(eventId)}/quote-draft`, { signal }),
    staleTime: Infinity,
  });

export interface Candidate {
  id: string;
  name: string;
}

/** GET /events/:id/assistant-candidates?q=: verified artists the lead may invite, by name. */
export const useAssistantCandidates = (eventId: string, q: string) =>
  useQuery({
    queryKey: [...eventKey(eventId), 'candidates', q] as const,
    queryFn: ({ signal }) =>
      api<Candidate[]>(`${eventPath(eventId)}/assistant-candidates?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.length >= 2,
  });

/** POST /events/:id/quotes: a new version of the quote; the page reads the event again. */
export function useSendQuote(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) =>
      api<EventView>(`${eventPath(eventId)}/quotes`, { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKey(eventId), event);
      return queryClient.invalidateQueries({ queryKey: eventKey(eventId) });
    },
  });
}
