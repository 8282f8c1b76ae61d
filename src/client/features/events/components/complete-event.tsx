import { useState } from 'react';
import { CompleteEventInput } from '#shared/schemas/events.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useT, useTranslator } from '#client/lib/i18n.tsx';
import type { useEventAction } from '../api/events.ts';
import { QUOTE_MESSAGES } from './quote-messages.ts';

/**
 * The lead completes the day with the client's booking code, once it has started (decision
 * 0042): the balance is charged and each member's share is paid as a booking's is.
 */
export function CompleteEvent({ act }: { act: ReturnType<typeof useEventAction> }) {
  const t = useT();
  const translator = useTranslator();
  const { alert } = useAlerts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const complete = () => {
    const parsed = CompleteEventInput.safeParse({ code });
    if (!parsed.success) {
      setError(
        localizeMessage(parsed.error.issues[0]!.message, translator, undefined, QUOTE_MESSAGES),
      );
      return;
    }
    setError(undefined);
    act.mutate(
      { kind: 'complete', code: parsed.data.code },
      {
        onSuccess: () => alert(t('events.complete.done'), 'success'),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.code) setError(failure.fields.code);
          alert(errorMessage(failure), 'error');
        },
      },
    );
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        complete();
      }}
    >
      <TextField
        label={t('events.complete.code')}
        description={t('events.complete.hint')}
        autoCapitalize="characters"
        autoCorrect="off"
        value={code}
        onChange={setCode}
        error={error}
      />
      <Button type="submit" className="self-start" isDisabled={act.isPending}>
        {t('events.complete.button')}
      </Button>
    </form>
  );
}
