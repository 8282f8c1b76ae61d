import { formatCents } from '#shared/domain/money.ts';
import type { HelpInboxMessage } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useHelpAction } from '../api/help-inbox.ts';
import { formatWhen } from './format.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { TextDialog } from './text-dialog.tsx';

type Dispute = NonNullable<HelpInboxMessage['noShow']>;

const outcomes = {
  refund: {
    button: 'admin.noShow.refund',
    title: 'admin.noShow.refundTitle',
    intro: 'admin.noShow.refundIntro',
    submit: 'admin.noShow.refundSubmit',
  },
  keep: {
    button: 'admin.noShow.keep',
    title: 'admin.noShow.keepTitle',
    intro: 'admin.noShow.keepIntro',
    submit: 'admin.noShow.keepSubmit',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** A disputed no-show in the help inbox: what happened, and the admin's two ways to settle it. */
export function NoShowDispute({ dispute: d }: { dispute: Dispute }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const act = useHelpAction();
  const names = {
    customer: d.customerName,
    artist: d.artistName,
    amount: formatCents(d.chargedCents, locale),
  };
  return (
    <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
      <p className="font-medium">
        {t('admin.noShow.marked', { ...names, when: formatWhen(d.appointmentAt, locale) })}
      </p>
      <p className="mt-1 text-muted">
        {t('admin.noShow.markedAt', { ...names, when: formatWhen(d.markedAt, locale) })}
      </p>
      {d.settlement ? (
        <p className="mt-2 font-semibold">
          {t(d.settlement === 'refunded' ? 'admin.noShow.refunded' : 'admin.noShow.kept')}
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {(['refund', 'keep'] as const).map((outcome) => (
            <TextDialog
              key={outcome}
              trigger={
                <Button variant="secondary" className="min-h-9 px-3">
                  {t(outcomes[outcome].button)}
                </Button>
              }
              title={t(outcomes[outcome].title)}
              intro={t(outcomes[outcome].intro, names)}
              label={t('admin.noShow.reason')}
              submitLabel={t(outcomes[outcome].submit)}
              danger={outcome === 'refund'}
              onSubmit={(reason) =>
                act
                  .mutateAsync({ kind: 'settle-no-show', bookingId: d.bookingId, outcome, reason })
                  .then(
                    (answer) => {
                      alert(answer.message, 'success');
                      return null;
                    },
                    (e: unknown) =>
                      e instanceof ApiError && e.fields.reason ? e.fields.reason : errorMessage(e),
                  )
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
