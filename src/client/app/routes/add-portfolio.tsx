import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { PortfolioManager } from '#client/features/profile-editor/components/portfolio-manager.tsx';

export default function PortfolioPage() {
  return (
    <SettingsShell
      title="Portfolio"
      lead="At least 5 pictures of your work, each with a tag, so clients find you by what you do."
    >
      <PortfolioManager />
    </SettingsShell>
  );
}
