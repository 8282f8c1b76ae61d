import { useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { cardName } from '#client/lib/card-format.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useEventAction } from '../api/events.ts';
import { CompleteEvent } from './complete-event.tsx';
import { eventStateKeys } from './event-labels.ts';
import { QuoteEditorLauncher } from './quote-editor-launcher.tsx';
import { EventTip } from './event-tip.tsx';
import { ChangeParty } from './change-party.tsx';

type Act = ReturnType<typeof useEventAction>;

/** What the caller can do now: the customer accepts or pays the retainer again, an invited
 * assistant answers, either side cancels with what it would settle shown first. */
export function EventActions({ event }: { event: EventView }) {
  const { auth } = useAuth();
  const act = useEventAction(event.id);
  const me = auth.user?._id;
  const invited = event.quote?.team.find((m) => m.artistId === me && m.status === 'invited');
  const isCustomer = me === event.customer.id;
  return (
    <Card className="flex flex-col gap-4">
      {isCustomer && event.state === 'quoted' && event.quote ? (
        <PayRetainer event={event} act={act} kind="accept" />
      ) : null}
      {isCustomer && event.state === 'accepted_unpaid' ? (
        <PayRetainer event={event} act={act} kind="retainer" />
      ) : null}
      {isCustomer && event.changeableUntil ? <ChangeParty event={event} /> : null}
      {isCustomer && event.code ? <CodeNote code={event.code} /> : null}
      {me === event.lead.id ? <QuoteEditorLauncher event={event} /> : null}
      {me === event.lead.id && event.state === 'accepted' ? <CompleteEvent act={act} /> : null}
      {invited ? <Invitation act={act} /> : null}
      {event.tip ? <EventTip event={event} isCustomer={isCustomer} /> : null}
      {event.cancelPreview ? <CancelEvent preview={event.cancelPreview} act={act} /> : null}
      <p className="text-sm text-muted" role="status">
        {useT()(eventStateKeys[event.state])}
      </p>
    </Card>
  );
}

function CodeNote({ code }: { code: string }) {
  const t = useT();
  return (
    <p>
      {t('events.page.code')} <strong className="font-mono text-lg tracking-widest">{code}</strong>
    </p>
  );
}

function PayRetainer({
  event,
  act,
  kind,
}: {
  event: EventView;
  act: Act;
  kind: 'accept' | 'retainer';
}) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const { auth } = useAuth();
  const cards = auth.user?.cards ?? [];
  const [cardId, setCardId] = useState(cards[0]?.stripeCardId ?? null);
  const quote = event.quote!;
  const pay = () => {
    if (!cardId) return;
    const action = kind === 'accept' ? { kind, version: quote.version, cardId } : { kind, cardId };
    act.mutate(action, {
      onSuccess: () => alert(t('events.page.accepted'), 'success'),
      onError: (error) => alert(errorMessage(error), 'error'),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {kind === 'retainer' ? (
        <p role="alert" className="font-medium text-danger">
          {t('events.page.unpaid')}
        </p>
      ) : null}
      {cards.length === 0 ? <p>{t('events.page.noCard')}</p> : null}
      {cards.length > 1 ? (
        <RadioGroupField
          legend={t('events.page.card')}
          name="card"
          options={cards.map((c) => ({ value: c.stripeCardId, label: cardName(c, t) }))}
          value={cardId}
          onChange={setCardId}
        />
      ) : null}
      <Button onPress={pay} isDisabled={!cardId || act.isPending} className="self-start">
        {kind === 'accept'
          ? t('events.page.accept', { retainer: formatCents(quote.retainerCents, locale) })
          : t('events.page.retry', { retainer: formatCents(quote.retainerCents, locale) })}
      </Button>
    </div>
  );
}

function Invitation({ act }: { act: Act }) {
  const t = useT();
  const { alert } = useAlerts();
  const answer = (accept: boolean) =>
    act.mutate(
      { kind: 'invitation', accept },
      { onError: (error) => alert(errorMessage(error), 'error') },
    );
  return (
    <div className="flex flex-col gap-2">
      <p>{t('events.page.invited')}</p>
      <div className="flex gap-3">
        <Button onPress={() => answer(true)} isDisabled={act.isPending}>
          {t('events.page.join')}
        </Button>
        <Button variant="secondary" onPress={() => answer(false)} isDisabled={act.isPending}>
          {t('events.page.decline')}
        </Button>
      </div>
    </div>
  );
}

function CancelEvent({
  preview,
  act,
}: {
  preview: NonNullable<EventView['cancelPreview']>;
  act: Act;
}) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="self-start text-danger">
          {t('events.cancel.button')}
        </Button>
      }
      title={t('events.cancel.title')}
      confirmLabel={t('events.cancel.confirm')}
      pendingLabel={t('events.cancel.pending')}
      dismissLabel={t('events.cancel.keep')}
      confirmVariant="danger"
      isPending={act.isPending}
      onConfirm={(close) =>
        act.mutate(
          { kind: 'cancel' },
          {
            onSuccess: close,
            onError: (error) => alert(errorMessage(error), 'error'),
          },
        )
      }
    >
      <p>
        {t('events.cancel.preview', {
          refund: formatCents(preview.refundCents, locale),
          kept: formatCents(preview.keptCents, locale),
        })}
      </p>
    </ConfirmDialog>
  );
}
