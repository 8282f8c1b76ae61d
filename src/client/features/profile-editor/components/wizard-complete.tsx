import { CheckCircle2 } from 'lucide-react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

/** /create-profile after the last step: nothing left to do here. */
export function WizardComplete({ userId }: { userId: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-(--radius-card) border border-line bg-white px-6 py-10 text-center">
      <CheckCircle2 aria-hidden className="size-10 text-success" />
      <h2 className="text-2xl font-semibold">{t('wizard.complete.title')}</h2>
      <p className="max-w-md text-muted">{t('wizard.complete.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.artistProfile(userId)}>{t('wizard.complete.view')}</ButtonLink>
        <ButtonLink to={paths.profileSettings} variant="secondary">
          {t('wizard.complete.settings')}
        </ButtonLink>
      </div>
    </div>
  );
}
