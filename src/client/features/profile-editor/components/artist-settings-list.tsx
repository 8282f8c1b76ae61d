import { Eye } from 'lucide-react';
import { WIZARD_FINISHED, WIZARD_STEP_COUNT, wizardSteps } from '#shared/domain/wizard.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { SettingsLinks, type SettingsLink } from './settings-links.tsx';

const screens = (profile: OwnProfile): SettingsLink[] => [
  { to: paths.personalInfo, label: 'Profile info', description: 'Name, e-mail and picture.' },
  { to: paths.editProfile, label: 'Bio', description: 'Profession, bio and Instagram.' },
  { to: paths.portfolio, label: 'Portfolio', description: 'Pictures of your work and their tags.' },
  { to: paths.categories, label: 'Categories', description: 'The hair and makeup work you do.' },
  { to: paths.services, label: 'Services', description: 'What you offer and its price.' },
  { to: paths.location, label: 'Location', description: 'Availability and where you work.' },
  {
    to: paths.validation,
    label: 'Qualification',
    description: 'Qualification, English, education.',
  },
  { to: paths.infoContact, label: 'Contact info', description: 'How clients reach you.' },
  { to: paths.mobile, label: 'Mobile', description: 'Your Canadian mobile number.' },
  {
    to: paths.bank,
    label: 'Banking info',
    description: profile.payoutConnected
      ? 'Where your payouts go.'
      : 'Connect a bank account to get paid.',
    warning: !profile.payoutConnected,
  },
  { to: paths.taxSettings, label: 'Tax details', description: 'For the CRA’s yearly return.' },
  { to: paths.earnings, label: 'Earnings', description: 'Your balance, next payout and history.' },
];

/** /settings/profile for an artist: "Finish my profile" while the wizard is open, then each screen. */
export function ArtistSettingsList({ profile }: { profile: OwnProfile }) {
  const unfinished = profile.wizardStep < WIZARD_FINISHED;
  const next = wizardSteps[Math.min(profile.wizardStep, WIZARD_STEP_COUNT) - 1];
  const t = useT();
  const credentials = {
    to: paths.credentialsSettings,
    label: t('credentials.title'),
    description: t('credentials.lead'),
  };
  return (
    <div className="flex flex-col gap-4">
      {unfinished && next ? (
        <Card className="flex flex-col items-start gap-3">
          <h2 className="text-xl font-semibold">Your profile is not finished</h2>
          <p className="text-muted">
            Pick up where you stopped: step {next.step} of {WIZARD_STEP_COUNT}, {next.title}.
          </p>
          <ButtonLink to={paths.createProfile}>Finish my profile</ButtonLink>
        </Card>
      ) : null}
      <SettingsLinks label="Artist profile settings" links={[...screens(profile), credentials]} />
      <ButtonLink to={paths.artistProfile(profile.user)} variant="secondary" className="self-start">
        View my public profile
        <Eye aria-hidden className="size-4" />
      </ButtonLink>
    </div>
  );
}
