import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventConversationView,
  EventLineView,
  EventPhotoList,
} from '#shared/schemas/event-conversation.ts';
import { api } from '#client/lib/api.ts';
import { upload } from '#client/lib/upload.ts';
import { eventKey } from './events.ts';

const path = (id: string) => `/events/${encodeURIComponent(id)}/messages`;
export const eventConversationKey = (id: string) => ['events', id, 'messages'] as const;

/** GET /events/:id/messages: the event's conversation (its customer, lead and team). */
export const useEventConversation = (id: string) =>
  useQuery({
    queryKey: eventConversationKey(id),
    queryFn: ({ signal }) => api<EventConversationView>(path(id), { signal }),
  });

/** POST /events/:id/messages: a message to everyone in it. */
export function useSendEventMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api<EventLineView>(path(id), { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventConversationKey(id) }),
  });
}

/** POST /events/:id/withdraw: an assistant leaves the team; the event and its lines change. */
export function useWithdrawFromEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<unknown>(`/events/${encodeURIComponent(id)}/withdraw`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKey(id) }),
  });
}

const photosPath = (id: string) => `/events/${encodeURIComponent(id)}/photos`;
export const eventPhotosKey = (id: string) => ['events', id, 'photos'] as const;

/** GET /events/:id/photos: the inspiration photos (the customer, the lead and the team). */
export const useEventPhotos = (id: string) =>
  useQuery({
    queryKey: eventPhotosKey(id),
    queryFn: ({ signal }) => api<EventPhotoList>(photosPath(id), { signal }),
  });

/** POST /events/:id/photos (multipart): the customer adds inspiration photos. */
export function useAddEventPhotos(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => upload<EventPhotoList>(photosPath(id), files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(id) }),
  });
}
