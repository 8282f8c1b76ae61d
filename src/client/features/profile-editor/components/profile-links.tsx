import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { SettingsLinks } from './settings-links.tsx';

/** On /personal-info for artists: the rest of what their profile says about them. */
export function ProfileLinks() {
  const t = useT();
  const links = [
    { to: paths.editProfile, label: t('wizard.step.bio'), description: t('settings.links.bio') },
    {
      to: paths.validation,
      label: t('wizard.step.qualification'),
      description: t('settings.links.qualification'),
    },
    {
      to: paths.infoContact,
      label: t('settings.artist.contact'),
      description: t('settings.artist.contactText'),
    },
  ];
  return (
    <section aria-labelledby="profile-links-heading" className="flex flex-col gap-3">
      <h2 id="profile-links-heading" className="text-xl font-semibold">
        {t('settings.links.title')}
      </h2>
      <SettingsLinks label={t('settings.links.label')} links={links} />
    </section>
  );
}
