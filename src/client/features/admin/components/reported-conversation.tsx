import { useState } from 'react';
import { formatSentAt } from '#shared/domain/messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useDeleteMessage, useReportedConversation } from '../api/reported-conversation.ts';

/** A reported message's conversation, read in the help inbox; any message can be removed. */
export function ReportedConversation({ messageId }: { messageId: string }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const conversation = useReportedConversation(messageId, open);
  const remove = useDeleteMessage(messageId);
  const { alert } = useAlerts();
  if (!open) {
    return (
      <Button variant="secondary" className="mt-3 min-h-9 px-3" onPress={() => setOpen(true)}>
        {t('admin.conversation.read')}
      </Button>
    );
  }
  const messages = conversation.data?.messages ?? [];
  return (
    <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
      <p className="font-medium">
        {t('admin.conversation.title', { id: conversation.data?.bookingId ?? '…' })}
      </p>
      {conversation.isError ? (
        <p className="text-danger">{errorMessage(conversation.error)}</p>
      ) : null}
      <ol className="mt-2 flex flex-col gap-2" aria-label={t('admin.conversation.label')}>
        {messages.map((m) => (
          <li
            key={m._id}
            className={`rounded-lg bg-white p-2 ${m._id === messageId ? 'ring-2 ring-danger' : ''}`}
          >
            <p className="text-xs text-muted">
              {m.senderName} (
              {t(m.from === 'artist' ? 'admin.conversation.artist' : 'admin.conversation.customer')}
              ) · {formatSentAt(new Date(m.sentAt), locale)}
              {m._id === messageId ? ` · ${t('admin.conversation.reported')}` : ''}
            </p>
            <p className="whitespace-pre-line">
              {m.removed ? <em>{t('admin.conversation.removed')}</em> : m.text}
            </p>
            {m.photos.length > 0 ? (
              <p className="text-xs text-muted">
                {t('admin.conversation.photos', { count: m.photos.length })}
              </p>
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
                {t('admin.conversation.delete')}
                <span className="sr-only">
                  {' '}
                  {t('admin.conversation.from', { name: m.senderName })}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
