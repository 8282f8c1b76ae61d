import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';

/** POST /messages/{id}/report: filed to the help inbox with the conversation. */
export const useReportMessage = () =>
  useMutation({
    mutationFn: (messageId: string) =>
      api<{ message: string }>(`/messages/${encodeURIComponent(messageId)}/report`, {
        method: 'POST',
        body: {},
      }),
  });
