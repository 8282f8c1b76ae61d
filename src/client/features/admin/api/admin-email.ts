import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminEmailPreview, SentEmails, type AdminEmailInput } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** POST /user/admin-email: write to someone (the server sanitises and queues it). */
export function useSendAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof AdminEmailInput>) =>
      api<{ message: string }>('/user/admin-email', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** POST /admin/emails/preview: the HTML exactly as it would be sent. */
export const previewAdminEmail = async (html: string) =>
  AdminEmailPreview.parse(await api('/admin/emails/preview', { method: 'POST', body: { html } }));

/** GET /admin/emails: what admins sent, newest first. */
export const useSentEmails = () =>
  useQuery({
    queryKey: [...adminKey, 'emails'],
    queryFn: async ({ signal }) => SentEmails.parse(await api('/admin/emails', { signal })),
  });
