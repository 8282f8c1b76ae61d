import { Flag, ImagePlus, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { hasEnded, type BookingState } from '#shared/domain/bookings.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { formatSentAt, MESSAGE_PHOTOS_MAX } from '#shared/domain/messages.ts';
import { MessageInput, type MessageView } from '#shared/schemas/messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { LoadError, Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useConversationStream } from '../api/conversation-stream.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useReadConversation } from '../api/read-conversation.ts';
import { useReportMessage } from '../api/report-message.ts';
import { useSendMessage } from '../api/send-message.ts';

/** An ended booking's state, as the conversation names it ("This booking has ended (declined)."). */
const endedKeys: Partial<Record<BookingState, MessageKey>> = {
  completed: 'messages.endedState.completed',
  declined: 'messages.endedState.declined',
  'declined-user': 'messages.endedState.cancelled',
  posponed: 'messages.endedState.rebooked',
  'no-show': 'messages.endedState.noShow',
};

/**
 * A booking's conversation in its details, on both sides: newest at the bottom, times in
 * Toronto, read receipts on one's own messages, Report on the other's. Live while open (a
 * server-sent event stream), polling when the stream is down.
 */
export function Conversation({
  bookingId,
  state,
}: {
  bookingId: string;
  /** The booking's state: once it has ended, the conversation says so and invites no hello. */
  state: BookingState;
}) {
  const t = useT();
  const locale = useLocale();
  const ended = hasEnded(state);
  const live = useConversationStream(bookingId);
  const query = useConversation(bookingId, live);
  const read = useReadConversation(bookingId);
  const list = useRef<HTMLOListElement>(null);
  const conversation = query.data;
  const unseen = conversation?.messages.some((m) => !m.mine && !m.readAt && !m.removed);
  const count = conversation?.messages.length ?? 0;

  // Opening the conversation reads what was waiting (and what arrives while it is open).
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (unseen && !marking) markRead();
  }, [unseen, marking, markRead]);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  return (
    <section
      aria-labelledby="conversation-heading"
      data-live={live}
      className="border-t border-line pt-4"
    >
      <h3
        id="conversation-heading"
        className="mb-2 text-sm font-semibold tracking-wider text-muted uppercase"
      >
        {t('messages.title')}
      </h3>
      {!conversation ? (
        query.isError ? (
          <LoadError what={t('messages.these')} error={query.error} />
        ) : (
          <p className="text-muted" role="status">
            {t('messages.loading')}
          </p>
        )
      ) : (
        <div className="flex flex-col gap-3">
          {ended ? (
            <p className="text-muted" data-testid="conversation-ended">
              {t('messages.ended', { state: t(endedKeys[state] ?? 'messages.endedState.other') })}
              {conversation.open
                ? ` ${t('messages.stillOpen', {
                    name: conversation.otherName,
                    until: formatSentAt(new Date(conversation.closesAt), locale),
                  })}`
                : ''}
            </p>
          ) : null}
          {conversation.messages.length === 0 ? (
            <p className="text-muted">
              {!ended
                ? t('messages.sayHello', { name: conversation.otherName })
                : conversation.open
                  ? t('messages.none')
                  : t('messages.noneSent')}
            </p>
          ) : (
            <ol
              ref={list}
              aria-label={t('messages.with', { name: conversation.otherName })}
              aria-live="polite"
              className="flex max-h-96 flex-col gap-2 overflow-y-auto rounded-2xl bg-blush-50/50 p-2"
            >
              {conversation.messages.map((m) => (
                <MessageItem key={m._id} message={m} />
              ))}
            </ol>
          )}
          {conversation.open ? (
            <Composer
              bookingId={bookingId}
              masksContacts={conversation.masksContacts}
              ended={ended}
            />
          ) : (
            <Notice title={t('messages.closed.title')}>
              <p>{t('messages.closed.text')}</p>
            </Notice>
          )}
        </div>
      )}
    </section>
  );
}

function MessageItem({ message: m }: { message: MessageView }) {
  const t = useT();
  const locale = useLocale();
  const report = useReportMessage();
  const { alert } = useAlerts();
  return (
    <li
      className={`max-w-[85%] rounded-2xl px-3 py-2 ${m.mine ? 'self-end bg-blush-700 text-white' : 'self-start border border-line bg-white'}`}
    >
      <p className={`text-xs ${m.mine ? 'text-white/85' : 'text-muted'}`}>
        <span className="font-semibold">{m.mine ? t('messages.you') : m.senderName}</span>
        {' · '}
        <time dateTime={m.sentAt}>{formatSentAt(new Date(m.sentAt), locale)}</time>
      </p>
      {m.removed ? (
        <p className="italic">{t('messages.removed', { product: PRODUCT_NAME })}</p>
      ) : (
        <>
          {m.text ? <p className="break-words whitespace-pre-line">{m.text}</p> : null}
          {m.photos.length > 0 ? (
            <div className="mt-1 flex flex-wrap gap-1">
              {m.photos.map((p) => (
                <a key={p.src} href={p.src} target="_blank" rel="noreferrer">
                  <img
                    src={p.src}
                    srcSet={p.srcset}
                    sizes="120px"
                    width={p.width}
                    height={p.height}
                    alt={
                      m.mine
                        ? t('messages.photoMine')
                        : t('messages.photoFrom', { name: m.senderName })
                    }
                    className="h-24 w-auto rounded-lg object-cover"
                  />
                </a>
              ))}
            </div>
          ) : null}
        </>
      )}
      {m.mine ? (
        <p className="text-right text-xs text-white/85">
          {t(m.readAt ? 'messages.read' : 'messages.sent')}
        </p>
      ) : m.removed ? null : (
        <AriaButton
          onPress={() =>
            report.mutate(m._id, {
              onSuccess: (answer) => alert(answer.message, 'success'),
              onError: (error) => alert(errorMessage(error), 'error'),
            })
          }
          isDisabled={report.isPending || report.isSuccess}
          className="mt-1 inline-flex min-h-8 items-center gap-1 text-xs text-muted underline-offset-2 outline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blush-700"
        >
          <Flag aria-hidden className="size-3" />
          {t(report.isSuccess ? 'messages.reported' : 'messages.report')}
          <span className="sr-only"> {t('messages.reportWhat', { name: m.senderName })}</span>
        </AriaButton>
      )}
    </li>
  );
}

function Composer({
  bookingId,
  masksContacts,
  ended,
}: {
  bookingId: string;
  masksContacts: boolean;
  ended: boolean;
}) {
  const t = useT();
  const send = useSendMessage(bookingId);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (photos.length === 0) {
      const parsed = MessageInput.safeParse({ text });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
    }
    setError(undefined);
    send.mutate(
      { text: text.trim(), photos },
      {
        onSuccess: () => {
          setText('');
          setPhotos([]);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <TextField
        label={t('messages.field')}
        multiline
        rows={3}
        value={text}
        onChange={setText}
        error={error}
        description={
          !masksContacts ? undefined : ended ? t('messages.maskedEnded') : t('messages.masked')
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-blush-700">
          <ImagePlus aria-hidden className="size-4" />
          {photos.length > 0
            ? t('messages.photos', { count: photos.length })
            : t('messages.addPhotos')}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            className="sr-only"
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              if (picked.length > MESSAGE_PHOTOS_MAX) {
                setError(t('messages.tooManyPhotos', { max: MESSAGE_PHOTOS_MAX }));
                e.target.value = '';
                return;
              }
              setPhotos(picked);
            }}
          />
        </label>
        <Button type="submit" isDisabled={send.isPending} className="ml-auto">
          <Send aria-hidden className="size-4" />
          {t(send.isPending ? 'messages.sending' : 'messages.send')}
        </Button>
      </div>
    </form>
  );
}
