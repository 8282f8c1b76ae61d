import { HealthNotesForm } from '#client/components/health-notes-form.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useDeleteHealthNotes, useHealthNotes } from '#client/resources/health-notes.ts';

/**
 * Settings → Health notes (decision 0041): her answers to change, with when they were last
 * saved, and a button that deletes them for good.
 */
export function HealthNotesSettings() {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const notes = useHealthNotes();
  const remove = useDeleteHealthNotes();
  if (notes.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('healthNotes.loading')}
      </p>
    );
  }
  if (notes.isError) {
    return <LoadError what={t('healthNotes.title')} error={notes.error} onRetry={notes.refetch} />;
  }
  const saved = notes.data;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p className="text-sm text-muted">
        {saved
          ? t('healthNotes.updatedAt', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                new Date(saved.updatedAt),
              ),
            })
          : t('healthNotes.none')}
      </p>
      {/* A new key after a deletion: the form starts empty again. */}
      <HealthNotesForm key={saved ? 'saved' : 'none'} notes={saved} />
      {saved ? (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="self-start text-danger">
              {t('healthNotes.delete')}
            </Button>
          }
          title={t('healthNotes.deleteTitle')}
          confirmLabel={t('healthNotes.delete')}
          pendingLabel={t('healthNotes.saving')}
          isPending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                close();
                alert(t('healthNotes.deleted'), 'success');
              },
              onError: (error) => {
                close();
                alert(errorMessage(error), 'error');
              },
            })
          }
        >
          <p>{t('healthNotes.deleteConfirm')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
