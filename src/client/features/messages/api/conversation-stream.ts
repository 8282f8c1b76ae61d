import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bookingsKey } from '#client/resources/booking-badges.ts';
import { unreadMessagesKey } from '#client/resources/message-badge.ts';
import { conversationKey, conversationPath } from './get-conversation.ts';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Follows GET …/messages/stream (server-sent events) while the conversation is open: each
 * "messages" event reads the conversation again, each "booking" event the booking too. fetch rather than EventSource, so the answer's status
 * and the pause between tries stay in the app's hands. Answers whether the stream is up; while it is not, the
 * conversation query polls, and the stream is tried again with a growing pause.
 */
export function useConversationStream(bookingId: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let retryMs = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(bookingId) });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
    };
    // The booking itself changed (accepted, declined, a new time, cancelled, completed): its
    // details, the lists and their badges, and the conversation (what it masks) are read again.
    const refreshBooking = () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      refresh();
    };

    async function follow() {
      try {
        const response = await fetch(`/api${conversationPath(bookingId)}/stream`, {
          headers: { accept: 'text/event-stream' },
          // The session cookie signs the stream in (same-origin).
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            if (event.startsWith('event: ready')) {
              setLive(true);
              retryMs = RETRY_MIN_MS;
              // What changed while the stream was down was told to no one.
              refreshBooking();
            } else if (event.startsWith('event: messages')) refresh();
            else if (event.startsWith('event: booking')) refreshBooking();
          }
        }
      } catch {
        // Aborted on purpose, or the connection failed: polling covers the gap.
      }
      setLive(false);
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void follow(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }

    void follow();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [bookingId, queryClient]);

  return live;
}
