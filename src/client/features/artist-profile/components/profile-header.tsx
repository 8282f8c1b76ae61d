import { BadgeCheck, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { professionName, tagName } from '#shared/i18n/catalog-names.ts';
import { fullName, startingPriceText } from './profile-format.ts';
import { ArtistBadges } from './artist-badges.tsx';
import { EventsBadge } from '#client/components/events-badge.tsx';

/** Who the artist is at a glance: picture, name, verified mark, profession, city, rating, price, categories. */
export function ProfileHeader({
  profile,
  isOwner,
  rating,
}: {
  profile: PublicProfile;
  isOwner: boolean;
  /** The average and count (the reviews feature's). */
  rating?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { firstName, lastName } = profile.name;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="shrink-0">
        <Avatar
          firstName={firstName}
          lastName={lastName}
          src={profile.profileImage?.src ?? null}
          size={112}
          initialsClassName="text-3xl font-display"
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-3xl font-semibold break-words md:text-4xl">{fullName(profile)}</h1>
          {profile.verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-blush-50 px-2.5 py-0.5 text-sm font-medium text-blush-800">
              <BadgeCheck aria-hidden className="size-4" />
              {t('profile.verified')}
            </span>
          ) : null}
          {profile.hstRegistered ? (
            <span className="inline-flex items-center rounded-full border border-line px-2.5 py-0.5 text-sm font-medium text-ink">
              {t('profile.hst')}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-muted">
          {professionName(profile.profession, t)} · {profile.city}
        </p>
        <ArtistBadges userId={profile._id} />
        {profile.takesEvents ? <EventsBadge className="mt-2" /> : null}
        {rating}
        {profile.price !== null ? (
          <p className="mt-2 text-lg font-semibold text-ink" data-testid="profile-price">
            {startingPriceText(profile.price, profile.hstRegistered, locale)}
          </p>
        ) : null}
        <Categories
          id="hair"
          label={t('profile.categories.hair')}
          items={profile.categories.hair}
        />
        <Categories
          id="makeup"
          label={t('profile.categories.makeup')}
          items={profile.categories.makeup}
        />
      </div>
      {isOwner ? (
        // Spec §2: the Settings button shows only for the owner, and only on desktop.
        <div className="hidden shrink-0 md:block">
          <ButtonLink to={paths.personalInfo} variant="secondary">
            <Settings aria-hidden className="size-4" />
            {t('profile.settings')}
          </ButtonLink>
        </div>
      ) : null}
    </header>
  );
}

function Categories({ id: kind, label, items }: { id: string; label: string; items: string[] }) {
  const t = useT();
  if (items.length === 0) return null;
  const id = `categories-${kind}`;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <span id={id} className="text-sm font-medium text-muted">
        {label}
      </span>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-blush-200 bg-white px-3 py-1 text-sm text-ink"
          >
            {tagName(item, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
