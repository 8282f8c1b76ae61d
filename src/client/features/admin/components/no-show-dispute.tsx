import { formatCents } from '#shared/domain/money.ts';
import type { HelpInboxMessage } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useHelpAction } from '../api/help-inbox.ts';
import { formatWhen } from './format.tsx';
import { TextDialog } from './text-dialog.tsx';

type Dispute = NonNullable<HelpInboxMessage['noShow']>;

const outcomes = {
  refund: {
    button: 'Refund the fee',
    title: 'Refund the no-show fee?',
    intro: (d: Dispute) =>
      `${d.customerName} gets ${formatCents(d.chargedCents)} back on their card, and ${d.artistName}'s share leaves her earnings. Both are e-mailed your reason.`,
    submit: 'Refund and e-mail both',
  },
  keep: {
    button: 'Keep the charge',
    title: 'Keep the no-show fee?',
    intro: (d: Dispute) =>
      `${d.customerName} stays charged ${formatCents(d.chargedCents)}. Both are e-mailed your reason.`,
    submit: 'Keep it and e-mail both',
  },
} as const;

/** A disputed no-show in the help inbox: what happened, and the admin's two ways to settle it. */
export function NoShowDispute({ dispute: d }: { dispute: Dispute }) {
  const { alert } = useAlerts();
  const act = useHelpAction();
  return (
    <div className="mt-3 rounded-xl border border-line bg-blush-50/60 p-3 text-sm">
      <p className="font-medium">
        {d.artistName} marked {d.customerName} as a no-show for {formatWhen(d.appointmentAt)}
      </p>
      <p className="mt-1 text-muted">
        Marked {formatWhen(d.markedAt)}; no-show fee charged: {formatCents(d.chargedCents)}.
      </p>
      {d.settlement ? (
        <p className="mt-2 font-semibold">
          Settled: the fee was {d.settlement === 'refunded' ? 'refunded' : 'kept'}.
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {(['refund', 'keep'] as const).map((outcome) => (
            <TextDialog
              key={outcome}
              trigger={
                <Button variant="secondary" className="min-h-9 px-3">
                  {outcomes[outcome].button}
                </Button>
              }
              title={outcomes[outcome].title}
              intro={outcomes[outcome].intro(d)}
              label="Your reason (sent to both)"
              submitLabel={outcomes[outcome].submit}
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
