import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageView } from '#shared/schemas/messages.ts';
import { api } from '#client/lib/api.ts';
import { upload } from '#client/lib/upload.ts';
import { conversationKey, conversationPath } from './get-conversation.ts';

/** POST …/messages (text) or …/messages/photos (multipart, with the text beside the photos). */
export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, photos }: { text: string; photos: File[] }) =>
      photos.length > 0
        ? upload<MessageView>(`${conversationPath(bookingId)}/photos`, photos, {
            fields: { text },
          })
        : api<MessageView>(conversationPath(bookingId), { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKey(bookingId) }),
  });
}
