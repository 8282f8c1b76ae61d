import type { EventView } from '#shared/schemas/events.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useWithdrawFromEvent } from '../api/event-conversation.ts';

const notDone: readonly EventView['state'][] = [
  'requested',
  'quoted',
  'accepted_unpaid',
  'accepted',
];

/**
 * The team's gaps and an assistant's way out (decision 0042): who left the team is shown to
 * everyone (the lead invites another); an assistant on the team may leave it before the event.
 */
export function TeamChanges({ event }: { event: EventView }) {
  const t = useT();
  const { auth } = useAuth();
  const me = auth.user?._id;
  const team = event.quote?.team ?? [];
  const gone = notDone.includes(event.state) ? team.filter((m) => m.status === 'withdrawn') : [];
  const mine = team.find((m) => m.artistId === me);
  const mayLeave =
    notDone.includes(event.state) && (mine?.status === 'accepted' || mine?.status === 'invited');
  if (gone.length === 0 && !mayLeave) return null;
  return (
    <div className="flex flex-col gap-3">
      {gone.map((m) => (
        <Notice key={m.artistId} tone="info">
          <p>
            {event.state === 'requested' || event.state === 'quoted'
              ? t('events.team.gap', { name: m.name })
              : t('events.team.gapBooked', { name: m.name })}
          </p>
        </Notice>
      ))}
      {mayLeave ? <LeaveTeam eventId={event.id} /> : null}
    </div>
  );
}

function LeaveTeam({ eventId }: { eventId: string }) {
  const t = useT();
  const { alert } = useAlerts();
  const leave = useWithdrawFromEvent(eventId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="self-start text-danger">
          {t('events.withdraw.button')}
        </Button>
      }
      title={t('events.withdraw.title')}
      confirmLabel={t('events.withdraw.confirm')}
      pendingLabel={t('events.withdraw.pending')}
      dismissLabel={t('events.withdraw.keep')}
      confirmVariant="danger"
      isPending={leave.isPending}
      onConfirm={(close) =>
        leave.mutate(undefined, {
          onSuccess: close,
          onError: (error) => alert(errorMessage(error), 'error'),
        })
      }
    >
      <p>{t('events.withdraw.body')}</p>
    </ConfirmDialog>
  );
}
