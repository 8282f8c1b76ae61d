import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

type Message = { message: string };

/**
 * The people table's actions: POST /admin/users/{id}/block and /unblock, and
 * DELETE /profile/profile-user-dashboard (the spec's delete, as self-deletion does it).
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'block'; id: string; reason: string }
        | { kind: 'unblock'; id: string }
        | { kind: 'delete'; id: string; reason?: string },
    ) => {
      const id = encodeURIComponent(action.id);
      if (action.kind === 'block') {
        return api<Message>(`/admin/users/${id}/block`, {
          method: 'POST',
          body: { reason: action.reason },
        });
      }
      if (action.kind === 'unblock') {
        return api<Message>(`/admin/users/${id}/unblock`, { method: 'POST', body: {} });
      }
      return api<Message>('/profile/profile-user-dashboard', {
        method: 'DELETE',
        body: { id: action.id, ...(action.reason ? { reason: action.reason } : {}) },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
