import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatSentAt } from '#shared/domain/messages.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import type { EventLineKind, EventLineView } from '#shared/schemas/event-conversation.ts';
import { MessageInput } from '#shared/schemas/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Card, LoadError, Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useEventConversation, useSendEventMessage } from '../api/event-conversation.ts';

/** What happened, in the catalogues' words (a message is its own text). */
const lineKeys: Record<Exclude<EventLineKind, 'message'>, MessageKey> = {
  requested: 'events.line.requested',
  quoted: 'events.line.quoted',
  invited: 'events.line.invited',
  joined: 'events.line.joined',
  declined: 'events.line.declined',
  withdrew: 'events.line.withdrew',
  accepted: 'events.line.accepted',
  paid: 'events.line.paid',
  cancelled: 'events.line.cancelled',
  completed: 'events.line.completed',
};

/**
 * The event's conversation (decision 0042): the request and each change as a line of what
 * happened, and the messages of its customer, its lead and the team who said yes.
 */
export function EventConversation({ eventId }: { eventId: string }) {
  const t = useT();
  const conversation = useEventConversation(eventId);
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">{t('events.conversation.title')}</h2>
      {conversation.isError ? (
        <LoadError error={conversation.error} title={t('events.conversation.loadError')} />
      ) : null}
      {conversation.data ? (
        <div className="flex flex-col gap-3">
          {conversation.data.lines.length === 0 ? (
            <p className="text-muted">{t('events.conversation.empty')}</p>
          ) : (
            <ol
              aria-label={t('events.conversation.title')}
              aria-live="polite"
              className="flex max-h-96 flex-col gap-2 overflow-y-auto rounded-2xl bg-blush-50/50 p-2"
            >
              {conversation.data.lines.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </ol>
          )}
          {conversation.data.open ? (
            <Composer eventId={eventId} masksContacts={conversation.data.masksContacts} />
          ) : (
            <Notice>
              <p>{t('events.conversation.closed')}</p>
            </Notice>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function Line({ line }: { line: EventLineView }) {
  const t = useT();
  const locale = useLocale();
  const at = (
    <time dateTime={line.sentAt} className="text-xs text-muted">
      {formatSentAt(new Date(line.sentAt), locale)}
    </time>
  );
  if (line.kind !== 'message') {
    const aboutMember = line.kind === 'withdrew' || line.kind === 'invited';
    const name = (aboutMember ? line.memberName : line.senderName) ?? '';
    return (
      <li className="self-center text-center text-sm text-muted">
        {t(lineKeys[line.kind], { name, version: line.version ?? 0 })} {at}
      </li>
    );
  }
  return (
    <li
      className={`max-w-[85%] rounded-2xl px-3 py-2 ${line.mine ? 'self-end bg-blush-700 text-white' : 'self-start border border-line bg-white'}`}
    >
      <p className={`text-xs ${line.mine ? 'text-white/85' : 'text-muted'}`}>
        <span className="font-semibold">{line.mine ? t('messages.you') : line.senderName}</span>
        {' · '}
        <time dateTime={line.sentAt}>{formatSentAt(new Date(line.sentAt), locale)}</time>
      </p>
      <p className="break-words whitespace-pre-line">{line.text}</p>
    </li>
  );
}

function Composer({ eventId, masksContacts }: { eventId: string; masksContacts: boolean }) {
  const t = useT();
  const send = useSendEventMessage(eventId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = MessageInput.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.text, {
      onSuccess: () => setText(''),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <TextField
        label={t('events.conversation.label')}
        multiline
        rows={3}
        value={text}
        onChange={setText}
        error={error}
        description={masksContacts ? t('events.conversation.masked') : undefined}
      />
      <Button type="submit" isDisabled={send.isPending} className="self-end">
        <Send aria-hidden className="size-4" />
        {t(send.isPending ? 'messages.sending' : 'events.conversation.send')}
      </Button>
    </form>
  );
}
