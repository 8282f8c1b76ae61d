import type { PublicProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

/** "Request a quote" on the profile of an artist who takes weddings and events (decision 0042). */
export function RequestQuoteLink({ profile }: { profile: PublicProfile }) {
  const t = useT();
  if (!profile.takesEvents || !profile.verified) return null;
  return (
    <div className="mt-4 flex flex-col gap-1">
      <ButtonLink to={paths.eventRequest(profile._id)} variant="secondary">
        {t('events.request.link')}
      </ButtonLink>
      <p className="text-sm text-muted">{t('events.request.linkHint')}</p>
    </div>
  );
}
