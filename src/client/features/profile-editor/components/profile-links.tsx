import { paths } from '#client/lib/paths.ts';
import { SettingsLinks } from './settings-links.tsx';

const links = [
  { to: paths.editProfile, label: 'Bio', description: 'Profession, bio, city and Instagram.' },
  {
    to: paths.validation,
    label: 'Qualification',
    description: 'Gender, qualification, English level and education.',
  },
  { to: paths.infoContact, label: 'Contact info', description: 'How clients reach you.' },
];

/** On /personal-info for artists: the rest of what their profile says about them. */
export function ProfileLinks() {
  return (
    <section aria-labelledby="profile-links-heading" className="flex flex-col gap-3">
      <h2 id="profile-links-heading" className="text-xl font-semibold">
        Your artist profile
      </h2>
      <SettingsLinks label="Artist profile" links={links} />
    </section>
  );
}
