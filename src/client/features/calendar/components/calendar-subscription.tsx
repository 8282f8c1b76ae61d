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
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useCalendarFeed } from '../api/calendar-feed.ts';
import { useMakeCalendarFeed } from '../api/make-calendar-feed.ts';
import { useRemoveCalendarFeed } from '../api/remove-calendar-feed.ts';

/** The address just made: shown once (only its hash is kept), with one tap into each calendar. */
function NewLink({ link }: { link: CalendarFeedLink }) {
  const t = useT();
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
        {t('calendar.link.title')}
      </h3>
      <label className="flex flex-col gap-1 text-sm text-muted">
        {t('calendar.link.copyNow')}
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
          {t(copied ? 'bookings.code.copied' : 'calendar.link.copy')}
        </Button>
        <a href={link.webcalUrl} className={buttonClass('secondary')}>
          {t('calendar.link.apple')}
        </a>
        <a
          href={link.googleUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary')}
        >
          {t('calendar.link.google')}
        </a>
      </div>
      <span role="status" className="sr-only">
        {copied ? t('calendar.link.copied') : ''}
      </span>
      <p className="text-sm text-muted">{t('calendar.link.outlook')}</p>
    </section>
  );
}

/**
 * Settings → Calendar: a private iCalendar address of the caller's bookings (requests, accepted
 * and completed), which Google Calendar, Apple Calendar and Outlook keep up to date.
 */
export function CalendarSubscription() {
  const t = useT();
  const locale = useLocale();
  const when = (iso: string) => formatTorontoDateTime(new Date(iso), locale);
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
    return <LoadError what={t('calendar.settings')} error={feed.error} />;
  }
  if (!feed.data) {
    return (
      <p className="text-muted" role="status">
        {t('reviews.loading')}
      </p>
    );
  }
  const { active, createdAt, lastReadAt } = feed.data;
  return (
    <div className="flex flex-col gap-4">
      <p>{t('calendar.lead')}</p>
      {make.data ? <NewLink link={make.data} /> : null}
      {active && createdAt && !make.data ? (
        <p className="text-sm text-muted">
          {t('calendar.made', { when: when(createdAt) })}{' '}
          {lastReadAt
            ? t('calendar.lastRead', { when: when(lastReadAt) })
            : t('calendar.neverRead')}
        </p>
      ) : null}
      {active ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={
              <AriaButton className={buttonClass('secondary')}>
                {t('calendar.renew.button')}
              </AriaButton>
            }
            title={t('calendar.renew.title')}
            confirmLabel={t('calendar.renew.button')}
            pendingLabel={t('calendar.renew.pending')}
            confirmVariant="primary"
            isPending={make.isPending}
            onConfirm={(close) => void makeOne(close)}
          >
            <p>{t('calendar.renew.text')}</p>
          </ConfirmDialog>
          <ConfirmDialog
            trigger={
              <AriaButton className={buttonClass('secondary')}>
                {t('calendar.off.button')}
              </AriaButton>
            }
            title={t('calendar.off.title')}
            confirmLabel={t('calendar.off.button')}
            pendingLabel={t('calendar.off.pending')}
            isPending={remove.isPending}
            onConfirm={(close) => void turnOff(close)}
          >
            <p>{t('calendar.off.text')}</p>
          </ConfirmDialog>
        </div>
      ) : (
        <Button className="self-start" isDisabled={make.isPending} onPress={() => void makeOne()}>
          {t(make.isPending ? 'calendar.make.pending' : 'calendar.make.button')}
        </Button>
      )}
    </div>
  );
}
