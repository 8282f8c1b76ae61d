import { Eye } from 'lucide-react';
import { WIZARD_FINISHED, WIZARD_STEP_COUNT } from '#shared/domain/wizard.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { SettingsLinks, type SettingsLink } from './settings-links.tsx';
import { useStepTitle } from './step-titles.ts';

const screens = (profile: OwnProfile, t: Translator['t']): SettingsLink[] => [
  {
    to: paths.personalInfo,
    label: t('settings.artist.info'),
    description: t('settings.artist.infoText'),
  },
  { to: paths.editProfile, label: t('wizard.step.bio'), description: t('settings.artist.bioText') },
  {
    to: paths.portfolio,
    label: t('wizard.step.portfolio'),
    description: t('settings.artist.portfolioText'),
  },
  {
    to: paths.categories,
    label: t('wizard.step.categories'),
    description: t('settings.artist.categoriesText'),
  },
  {
    to: paths.services,
    label: t('settings.artist.services'),
    description: t('settings.artist.servicesText'),
  },
  {
    to: paths.location,
    label: t('settings.artist.location'),
    description: t('settings.artist.locationText'),
  },
  {
    to: paths.validation,
    label: t('wizard.step.qualification'),
    description: t('settings.artist.qualificationText'),
  },
  {
    to: paths.infoContact,
    label: t('settings.artist.contact'),
    description: t('settings.artist.contactText'),
  },
  {
    to: paths.mobile,
    label: t('settings.artist.mobile'),
    description: t('settings.artist.mobileText'),
  },
  {
    to: paths.bank,
    label: t('settings.artist.bank'),
    description: profile.payoutConnected
      ? t('settings.artist.bankText')
      : t('settings.artist.bankMissing'),
    warning: !profile.payoutConnected,
  },
  {
    to: paths.taxSettings,
    label: t('settings.artist.tax'),
    description: t('settings.artist.taxText'),
  },
  {
    to: paths.earnings,
    label: t('settings.artist.earnings'),
    description: t('settings.artist.earningsText'),
  },
];

/** /settings/profile for an artist: "Finish my profile" while the wizard is open, then each screen. */
export function ArtistSettingsList({ profile }: { profile: OwnProfile }) {
  const t = useT();
  const stepTitle = useStepTitle();
  const unfinished = profile.wizardStep < WIZARD_FINISHED;
  const next = Math.max(1, Math.min(profile.wizardStep, WIZARD_STEP_COUNT));
  const credentials = {
    to: paths.credentialsSettings,
    label: t('credentials.title'),
    description: t('credentials.lead'),
  };
  return (
    <div className="flex flex-col gap-4">
      {unfinished ? (
        <Card className="flex flex-col items-start gap-3">
          <h2 className="text-xl font-semibold">{t('settings.artist.unfinished')}</h2>
          <p className="text-muted">
            {t('settings.artist.resume', {
              step: next,
              count: WIZARD_STEP_COUNT,
              title: stepTitle(next),
            })}
          </p>
          <ButtonLink to={paths.createProfile}>{t('settings.artist.finish')}</ButtonLink>
        </Card>
      ) : null}
      <SettingsLinks
        label={t('settings.artist.label')}
        links={[...screens(profile, t), credentials]}
      />
      <ButtonLink to={paths.artistProfile(profile.user)} variant="secondary" className="self-start">
        {t('settings.artist.view')}

        <Eye aria-hidden className="size-4" />
      </ButtonLink>
    </div>
  );
}
