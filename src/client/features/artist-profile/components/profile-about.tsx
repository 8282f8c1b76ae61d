import {
  CalendarClock,
  Car,
  Clock,
  ExternalLink,
  GraduationCap,
  Languages,
  MapPin,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { areaMapUrl, englishLevelLabels, instagramUrl } from './profile-format.ts';
import { NextFreeDays, WeeklyHours } from './profile-when.tsx';
import { useT } from '#client/lib/i18n.tsx';

const externalLink =
  'inline-flex items-center gap-1 font-medium text-blush-800 underline underline-offset-2 hover:text-blush-700';

/** The bio and the practical facts: when, where, English, Instagram, education. */
export function ProfileAbout({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const { area } = profile;
  const newTab = <span className="sr-only">{t('profile.about.newTab')}</span>;
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="mb-3 text-2xl font-semibold">
        {t('profile.about.title', { name: profile.name.firstName })}
      </h2>
      {profile.bio ? <p className="max-w-prose whitespace-pre-line">{profile.bio}</p> : null}
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact icon={<Clock aria-hidden className="size-5" />} term={t('profile.about.hours')}>
          <WeeklyHours weekly={profile.weeklyHours} />
        </Fact>
        <Fact
          icon={<CalendarClock aria-hidden className="size-5" />}
          term={t('profile.about.next')}
        >
          <NextFreeDays profile={profile} />
        </Fact>
        {profile.availability ? (
          <Fact
            icon={<Clock aria-hidden className="size-5" />}
            term={t('profile.about.availability')}
          >
            {profile.availability}
          </Fact>
        ) : null}
        {profile.place || profile.delivery ? (
          <Fact icon={<MapPin aria-hidden className="size-5" />} term={t('profile.about.where')}>
            <ul className="space-y-1">
              {profile.place ? (
                <li>
                  {area ? (
                    <>
                      {t('profile.about.studio', { area: area.postalPrefix })}{' '}
                      <a
                        href={areaMapUrl(area)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={externalLink}
                      >
                        {t('profile.about.seeArea')}
                        <ExternalLink aria-hidden className="size-3.5" />
                        {newTab}
                      </a>
                    </>
                  ) : (
                    t('profile.about.atStudio')
                  )}
                </li>
              ) : null}
              {profile.delivery ? (
                <li className="inline-flex items-center gap-1.5">
                  <Car aria-hidden className="size-4 text-muted" />
                  {t('profile.about.travels')}
                </li>
              ) : null}
            </ul>
          </Fact>
        ) : null}
        {profile.englishLevel ? (
          <Fact
            icon={<Languages aria-hidden className="size-5" />}
            term={t('profile.about.english')}
          >
            {t(englishLevelLabels[profile.englishLevel])}
          </Fact>
        ) : null}
        {profile.instagramUsername ? (
          <Fact
            icon={
              <span aria-hidden className="text-base font-semibold">
                @
              </span>
            }
            term="Instagram"
          >
            <a
              href={instagramUrl(profile.instagramUsername)}
              target="_blank"
              rel="noopener noreferrer"
              className={externalLink}
            >
              @{profile.instagramUsername}
              <ExternalLink aria-hidden className="size-3.5" />
              {newTab}
            </a>
          </Fact>
        ) : null}
      </dl>
      {profile.education.length > 0 ? (
        <>
          <h3 className="mt-6 mb-2 flex items-center gap-2 text-lg font-semibold">
            <GraduationCap aria-hidden className="size-5 text-blush-700" />
            {t('profile.about.education')}
          </h3>
          <ul className="space-y-2">
            {profile.education.map((e) => (
              <li key={e._id}>
                <span className="font-medium">{e.title}</span>
                <span className="text-muted">
                  {' '}
                  · {e.school}
                  {e.year ? ` · ${e.year}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <span className="inline-flex size-5 shrink-0 items-center justify-center text-blush-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 break-words">{children}</dd>
    </div>
  );
}
