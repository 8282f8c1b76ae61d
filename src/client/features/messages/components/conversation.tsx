import { Flag, ImagePlus, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { bookingStateLabels, hasEnded, type BookingState } from '#shared/domain/bookings.ts';
import { formatSentAt, MESSAGE_PHOTOS_MAX } from '#shared/domain/messages.ts';
import { MessageInput, type MessageView } from '#shared/schemas/messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { LoadError, Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useConversationStream } from '../api/conversation-stream.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useReadConversation } from '../api/read-conversation.ts';
import { useReportMessage } from '../api/report-message.ts';
import { useSendMessage } from '../api/send-message.ts';

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
        Messages
      </h3>
      {!conversation ? (
        query.isError ? (
          <LoadError what="the messages" error={query.error} />
        ) : (
          <p className="text-muted" role="status">
            Loading the messages…
          </p>
        )
      ) : (
        <div className="flex flex-col gap-3">
          {ended ? (
            <p className="text-muted" data-testid="conversation-ended">
              This booking has ended ({bookingStateLabels[state].toLowerCase()}).
              {conversation.open
                ? ` You can still write to ${conversation.otherName} until ${formatSentAt(new Date(conversation.closesAt))}.`
                : ''}
            </p>
          ) : null}
          {conversation.messages.length === 0 ? (
            <p className="text-muted">
              {!ended
                ? `No messages yet. Say hello to ${conversation.otherName}.`
                : conversation.open
                  ? 'No messages yet.'
                  : 'No messages were sent.'}
            </p>
          ) : (
            <ol
              ref={list}
              aria-label={`Messages with ${conversation.otherName}`}
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
            <Notice title="This conversation is closed">
              <p>
                Messages can be sent until 14 days after the appointment. You can still read it.
              </p>
            </Notice>
          )}
        </div>
      )}
    </section>
  );
}

function MessageItem({ message: m }: { message: MessageView }) {
  const report = useReportMessage();
  const { alert } = useAlerts();
  return (
    <li
      className={`max-w-[85%] rounded-2xl px-3 py-2 ${m.mine ? 'self-end bg-blush-700 text-white' : 'self-start border border-line bg-white'}`}
    >
      <p className={`text-xs ${m.mine ? 'text-white/85' : 'text-muted'}`}>
        <span className="font-semibold">{m.mine ? 'You' : m.senderName}</span>
        {' · '}
        <time dateTime={m.sentAt}>{formatSentAt(new Date(m.sentAt))}</time>
      </p>
      {m.removed ? (
        <p className="italic">Message removed by {PRODUCT_NAME} support.</p>
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
                    alt={`Photo from ${m.mine ? 'you' : m.senderName}`}
                    className="h-24 w-auto rounded-lg object-cover"
                  />
                </a>
              ))}
            </div>
          ) : null}
        </>
      )}
      {m.mine ? (
        <p className="text-right text-xs text-white/85">{m.readAt ? 'Read' : 'Sent'}</p>
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
          {report.isSuccess ? 'Reported' : 'Report'}
          <span className="sr-only"> this message from {m.senderName}</span>
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
        label="Message"
        multiline
        rows={3}
        value={text}
        onChange={setText}
        error={error}
        description={
          !masksContacts
            ? undefined
            : ended
              ? 'Phone numbers and e-mail addresses stay hidden on a booking that has ended.'
              : 'Phone numbers and e-mail addresses are hidden until the booking is accepted.'
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-blush-700">
          <ImagePlus aria-hidden className="size-4" />
          {photos.length > 0
            ? `${photos.length} photo${photos.length === 1 ? '' : 's'}`
            : 'Add photos'}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            className="sr-only"
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              if (picked.length > MESSAGE_PHOTOS_MAX) {
                setError(`Only ${MESSAGE_PHOTOS_MAX} images can be sent at a time`);
                e.target.value = '';
                return;
              }
              setPhotos(picked);
            }}
          />
        </label>
        <Button type="submit" isDisabled={send.isPending} className="ml-auto">
          <Send aria-hidden className="size-4" />
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
