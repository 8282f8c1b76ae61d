import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function CategoriesPage() {
  return (
    <SettingsShell title="Categories" lead="The hair and makeup work you do.">
      <ComingNext>Categories open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
