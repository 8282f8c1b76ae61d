import { useState } from 'react';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { downloadFile } from '#client/lib/download.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(),
  );

/** A year's receipts as one CSV (each with the suppliers' GST/HST numbers), for her records. */
export function ReceiptsDownload() {
  const t = useT();
  const { alert } = useAlerts();
  const now = thisYear();
  const [year, setYear] = useState(now);
  const years = [now, now - 1, now - 2].filter((y) => y >= 2024);
  return (
    <section aria-labelledby="receipts-heading" className="mt-8 flex flex-col gap-3">
      <h2 id="receipts-heading" className="text-xl font-semibold">
        {t('payments.receipts.title')}
      </h2>
      <p className="text-sm text-muted">{t('payments.receipts.lead')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <SelectField<string>
            label={t('payments.receipts.year')}
            name="receipts-year"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(y) => setYear(Number(y))}
          />
        </div>
        <Button
          variant="secondary"
          onPress={() =>
            void downloadFile(`/receipts/${year}/csv`, `blush-receipts-${year}.csv`).catch(
              (e: unknown) => alert(errorMessage(e), 'error'),
            )
          }
        >
          {t('payments.receipts.download')}
        </Button>
      </div>
    </section>
  );
}
