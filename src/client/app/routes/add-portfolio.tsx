import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { PortfolioManager } from '#client/features/profile-editor/components/portfolio-manager.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function PortfolioPage() {
  const t = useT();
  return (
    <SettingsShell title={t('wizard.step.portfolio')} lead={t('settings.page.portfolio')}>
      <PortfolioManager />
    </SettingsShell>
  );
}
