import { useState } from 'react';
import { formatSentAt } from '#shared/domain/messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useDeleteMessage, useReportedConversation } from '../api/reported-conversation.ts';

/** A reported message's conversation, read in the help inbox; any message can be removed. */
export function ReportedConversation({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const conversation = useReportedConversation(messageId, open);
  const remove = useDeleteMessage(messageId);
  const { alert } = useAlerts();
  if (!open) {
    return (
      <Button variant="secondary" className="mt-3 min-h-9 px-3" onPress={() => setOpen(true)}>
        Read the conversation
      </Button>
    );
  }
  const messages = conversation.data?.messages ?? [];
  return (
    <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
      <p className="font-medium">Conversation of booking {conversation.data?.bookingId ?? '…'}</p>
      {conversation.isError ? (
        <p className="text-danger">{errorMessage(conversation.error)}</p>
      ) : null}
      <ol className="mt-2 flex flex-col gap-2" aria-label="Reported conversation">
        {messages.map((m) => (
          <li
            key={m._id}
            className={`rounded-lg bg-white p-2 ${m._id === messageId ? 'ring-2 ring-danger' : ''}`}
          >
            <p className="text-xs text-muted">
              {m.senderName} ({m.from}) · {formatSentAt(new Date(m.sentAt))}
              {m._id === messageId ? ' · reported' : ''}
            </p>
            <p className="whitespace-pre-line">{m.removed ? <em>Removed</em> : m.text}</p>
            {m.photos.length > 0 ? (
              <p className="text-xs text-muted">{m.photos.length} photo(s)</p>
            ) : null}
            {m.removed ? null : (
              <Button
                variant="secondary"
                className="mt-1 min-h-9 px-3 text-danger"
                isDisabled={remove.isPending}
                onPress={() =>
                  remove.mutate(m._id, {
                    onSuccess: (a) => alert(a.message, 'success'),
                    onError: (e) => alert(errorMessage(e), 'error'),
                  })
                }
              >
                Delete message<span className="sr-only"> from {m.senderName}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
