import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function PortfolioPage() {
  return (
    <SettingsShell title="Portfolio" lead="At least 5 pictures of your work, each with a tag.">
      <ComingNext>Portfolio uploads open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
