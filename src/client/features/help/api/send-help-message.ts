import { useMutation } from '@tanstack/react-query';
import type { HelpMessageInput } from '#shared/schemas/help.ts';
import { api } from '#client/lib/api.ts';

export function sendHelpMessage(input: HelpMessageInput) {
  return api<{ message: string }>('/user/help', { method: 'POST', body: input });
}

export const useSendHelpMessage = () => useMutation({ mutationFn: sendHelpMessage });
