import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { CalendarFeedLink } from '#shared/schemas/calendar.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useCalendarFeed } from '../api/calendar-feed.ts';
import { useMakeCalendarFeed } from '../api/make-calendar-feed.ts';
import { useRemoveCalendarFeed } from '../api/remove-calendar-feed.ts';

const when = (iso: string) => formatTorontoDateTime(new Date(iso));

/** The address just made: shown once (only its hash is kept), with one tap into each calendar. */
function NewLink({ link }: { link: CalendarFeedLink }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section
      aria-labelledby="calendar-link-heading"
      className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-blush-50 p-4"
    >
      <h3 id="calendar-link-heading" className="font-semibold">
        Your calendar link
      </h3>
      <label className="flex flex-col gap-1 text-sm text-muted">
        Copy it now: for your privacy it is shown only this once.
        <input
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-line bg-white px-3 font-mono text-sm text-ink"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => void copy()}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <a href={link.webcalUrl} className={buttonClass('secondary')}>
          Add to Apple Calendar
        </a>
        <a
          href={link.googleUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary')}
        >
          Add to Google Calendar
        </a>
      </div>
      <span role="status" className="sr-only">
        {copied ? 'Calendar link copied' : ''}
      </span>
      <p className="text-sm text-muted">
        Outlook: Add calendar → Subscribe from web, then paste the link. Anyone with the link can
        see your bookings: keep it to yourself, and make a new one if it gets out.
      </p>
    </section>
  );
}

/**
 * Settings → Calendar: a private iCalendar address of the caller's bookings (requests, accepted
 * and completed), which Google Calendar, Apple Calendar and Outlook keep up to date.
 */
export function CalendarSubscription() {
  const { alert } = useAlerts();
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const remove = useRemoveCalendarFeed();

  const makeOne = (close?: () => void) =>
    make.mutateAsync().then(
      () => close?.(),
      (error: unknown) => {
        close?.();
        alert(errorMessage(error), 'error');
      },
    );
  const turnOff = (close: () => void) =>
    remove.mutateAsync().then(
      ({ message }) => {
        close();
        make.reset();
        alert(message, 'success');
      },
      (error: unknown) => {
        close();
        alert(errorMessage(error), 'error');
      },
    );

  if (feed.isError) {
    return <LoadError what="your calendar settings" error={feed.error} />;
  }
  if (!feed.data) {
    return (
      <p className="text-muted" role="status">
        Loading…
      </p>
    );
  }
  const { active, createdAt, lastReadAt } = feed.data;
  return (
    <div className="flex flex-col gap-4">
      <p>
        See your bookings in Google Calendar, Apple Calendar or Outlook. Requests, accepted and
        completed bookings appear there and stay up to date; calendar apps check every few hours.
      </p>
      {make.data ? <NewLink link={make.data} /> : null}
      {active && createdAt && !make.data ? (
        <p className="text-sm text-muted">
          You made your calendar link on {when(createdAt)}.{' '}
          {lastReadAt
            ? `A calendar app last read it on ${when(lastReadAt)}.`
            : 'No calendar app has read it yet.'}
        </p>
      ) : null}
      {active ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={<AriaButton className={buttonClass('secondary')}>Make a new link</AriaButton>}
            title="Make a new calendar link?"
            confirmLabel="Make a new link"
            pendingLabel="Making…"
            confirmVariant="primary"
            isPending={make.isPending}
            onConfirm={(close) => void makeOne(close)}
          >
            <p>
              The link you have now stops working at once: calendars subscribed to it stop updating
              until you add the new one.
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            trigger={<AriaButton className={buttonClass('secondary')}>Turn off</AriaButton>}
            title="Turn the calendar link off?"
            confirmLabel="Turn off"
            pendingLabel="Turning off…"
            isPending={remove.isPending}
            onConfirm={(close) => void turnOff(close)}
          >
            <p>Calendars subscribed to your link stop showing your bookings.</p>
          </ConfirmDialog>
        </div>
      ) : (
        <Button className="self-start" isDisabled={make.isPending} onPress={() => void makeOne()}>
          {make.isPending ? 'Making your link…' : 'Make my calendar link'}
        </Button>
      )}
    </div>
  );
}
