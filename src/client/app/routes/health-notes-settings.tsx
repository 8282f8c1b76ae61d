import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { HealthNotesSettings } from '#client/features/health-notes/components/health-notes-settings.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Settings → Health notes: the customer's private answers, to change or delete. */
export default function HealthNotesSettingsPage() {
  const t = useT();
  return (
    <SettingsShell title={t('healthNotes.title')} lead={t('healthNotes.lead')}>
      <HealthNotesSettings />
    </SettingsShell>
  );
}
