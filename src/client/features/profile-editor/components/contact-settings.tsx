import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { Card } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { ContactForm } from './contact-form.tsx';

const link = 'font-semibold text-blush-800 underline';

/** /info-contact: how clients reach the artist, the mobile number (changed on /mobile) and Instagram. */
export function ContactSettings({ profile }: { profile: OwnProfile }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t('settings.contact.title')}</h2>
        <p className="text-muted">{t('settings.contact.text')}</p>
        <dl className="mt-4 rounded-xl border border-line px-4 py-3">
          <dt className="text-sm font-medium">{t('settings.contact.mobile')}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">
              {profile.mobileNumber
                ? formatPhone(profile.mobileNumber)
                : t('settings.contact.none')}
            </span>
            {profile.mobileVerified ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden className="size-4" />
                {t('settings.contact.verified')}
              </span>
            ) : null}
            <Link to={paths.mobile} className={`text-sm ${link}`}>
              {profile.mobileVerified
                ? t('settings.contact.about')
                : profile.mobileNumber
                  ? t('settings.contact.change')
                  : t('settings.contact.add')}
            </Link>
          </dd>
        </dl>
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">Instagram</h2>
        <ContactForm profile={profile} />
      </Card>
    </div>
  );
}
