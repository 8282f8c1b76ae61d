import { useState, type FormEvent } from 'react';
import { timesOfDay, type TimeOfDay } from '#shared/domain/rescue.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorClass, inputClass, labelClass } from '#client/components/ui/field-classes.ts';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useFreeTimesOn, useJoinWaitlist, useResponseTime } from '../api/profile-extras.ts';
import { responseTimeText, timeOfDayKeys } from './rescue-words.ts';

/** Under an artist's services: her usual response time, and the waitlist for a full day. */
export function ProfileExtras({ profile, canBook }: { profile: PublicProfile; canBook: boolean }) {
  const t = useT();
  const response = useResponseTime(profile.user);
  const text = response.data?.text;
  return (
    <div className="mt-4 flex flex-col gap-4">
      {text ? (
        <p className="text-sm text-muted">
          {t('rescue.usuallyAnswersLead')}{' '}
          <span className="font-semibold text-ink">{responseTimeText(text, t)}</span>{' '}
          {t('rescue.lastRequests')}
        </p>
      ) : null}
      {canBook && profile.takesBookings && profile.services.length > 0 ? (
        <Waitlist profile={profile} />
      ) : null}
    </div>
  );
}

type Part = TimeOfDay | 'any';

/**
 * "Tell me if a time opens": pick a day; a full one offers the waitlist (with an optional time
 * of day), a day with free times says so. The server checks the same rules.
 */
function Waitlist({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const [day, setDay] = useState('');
  const [part, setPart] = useState<Part>('any');
  const join = useJoinWaitlist();
  const minutes = Math.min(...profile.services.map((s) => s.durationMinutes));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const free = useFreeTimesOn(profile.user, valid, minutes);
  const today = torontoDay(new Date());
  const count = free.data?.slots.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    join.mutate({
      artistId: profile.user,
      day: valid,
      ...(part === 'any' ? {} : { timeOfDay: part }),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="waitlist-heading"
      className="flex flex-col gap-3 rounded-xl bg-paper p-4"
    >
      <h3 id="waitlist-heading" className="font-sans text-base font-semibold">
        {t('rescue.waitlist.title')}
      </h3>
      <div>
        <label htmlFor="waitlist-day" className={labelClass}>
          {t('bookings.view.day')}
        </label>
        <input
          id="waitlist-day"
          type="date"
          className={inputClass}
          value={day}
          min={today}
          max={addCalendarDays(today, 60)}
          aria-invalid={join.isError || undefined}
          aria-describedby={join.isError ? 'waitlist-error' : undefined}
          onChange={(event) => {
            setDay(event.target.value);
            join.reset();
          }}
        />
        {join.isError ? (
          <p id="waitlist-error" className={errorClass}>
            {errorMessage(join.error)}
          </p>
        ) : null}
      </div>
      {valid && count !== undefined && count > 0 && !join.isError ? (
        <p className="text-sm text-muted">{t('rescue.waitlist.free', { count })}</p>
      ) : null}
      {valid && count === 0 ? (
        <>
          <p className="text-sm text-muted">
            {t('rescue.waitlist.noneFree', { name: profile.name.firstName })}
          </p>
          <div>
            <label htmlFor="waitlist-part" className={labelClass}>
              {t('rescue.waitlist.part')}
            </label>
            <select
              id="waitlist-part"
              className={inputClass}
              value={part}
              onChange={(event) => setPart(event.target.value as Part)}
            >
              <option value="any">{t('rescue.waitlist.any')}</option>
              {timesOfDay.map((time) => (
                <option key={time} value={time}>
                  {t(timeOfDayKeys[time])}
                </option>
              ))}
            </select>
          </div>
          {join.isSuccess ? (
            <Notice title={t('rescue.waitlist.joined')}>
              <p>{join.data.message}</p>
            </Notice>
          ) : (
            <Button type="submit" isDisabled={join.isPending} className="self-start">
              {t('rescue.waitlist.join')}
            </Button>
          )}
        </>
      ) : null}
    </form>
  );
}
