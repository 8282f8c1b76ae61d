import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { CheckCircle2 } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Card, LoadError, Notice } from '#client/components/ui/page.tsx';
import { useTaxDetails } from '../api/tax-details.ts';
import { TaxDetailsForm } from './tax-details-form.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/** Why Blush asks, in one sentence (shown in Settings and in the wizard). */
export function WhyTaxDetails() {
  const t = useT();
  return <p className="text-muted">{t('earnings.tax.why', { product: PRODUCT_NAME })}</p>;
}

/** Notice when payouts are held, or reminders were sent, for want of tax details. */
export function TaxHoldNotice() {
  const t = useT();
  const details = useTaxDetails();
  const view = details.data;
  if (!view || view.complete || (view.reminders === 0 && !view.payoutsHeldSince)) return null;
  return view.payoutsHeldSince ? (
    <Notice tone="error" title={t('earnings.tax.held')}>
      <p>{t('earnings.tax.heldText')}</p>
    </Notice>
  ) : (
    <Notice tone="info" title={t('earnings.tax.missing')}>
      <p>{t('earnings.tax.missingText')}</p>
    </Notice>
  );
}

/** Settings → Tax details: what is on file (masked), and the form that replaces it. */
export function TaxDetailsPanel({ onSaved = () => undefined }: { onSaved?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const details = useTaxDetails();
  if (details.isError) {
    return (
      <LoadError
        title={t('earnings.tax.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  }
  const view = details.data;
  return (
    <div className="flex flex-col gap-4">
      <WhyTaxDetails />
      <TaxHoldNotice />
      {view?.complete ? (
        <Card>
          <p className="flex items-start gap-3" role="status">
            <CheckCircle2 aria-hidden className="size-6 shrink-0 text-success" />
            <span>
              {t('earnings.tax.onFile', {
                kind: view.kind === 'business' ? 'business' : 'individual',
              })}{' '}
              <span className="font-mono">{view.maskedNumber}</span>
              {t('earnings.tax.onFileRest', {
                country: view.countryOfResidence ?? '',
                updated: formatTorontoDate(new Date(view.updatedAt!), locale),
              })}
            </span>
          </p>
        </Card>
      ) : null}
      <Card>
        <h2 className="mb-4 text-xl font-semibold">
          {view?.complete ? t('earnings.tax.replace') : t('earnings.tax.yours')}
        </h2>
        <TaxDetailsForm onSaved={onSaved} />
      </Card>
    </div>
  );
}
