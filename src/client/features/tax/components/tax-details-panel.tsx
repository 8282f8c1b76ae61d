import { CheckCircle2 } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Card, LoadError, Notice } from '#client/components/ui/page.tsx';
import { useTaxDetails } from '../api/tax-details.ts';
import { TaxDetailsForm } from './tax-details-form.tsx';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  dateStyle: 'medium',
});

/** Why Blush asks, in one sentence (shown in Settings and in the wizard). */
export function WhyTaxDetails() {
  return (
    <p className="text-muted">
      Canada&apos;s reporting rules for digital platforms (Part XX of the Income Tax Act) require{' '}
      {PRODUCT_NAME} to collect these details from every artist it pays and report her yearly
      earnings to the CRA. They are encrypted, only ever shown masked, and used for that return
      alone. Your profile is published without them.
    </p>
  );
}

/** Notice when payouts are held, or reminders were sent, for want of tax details. */
export function TaxHoldNotice() {
  const details = useTaxDetails();
  const view = details.data;
  if (!view || view.complete || (view.reminders === 0 && !view.payoutsHeldSince)) return null;
  return view.payoutsHeldSince ? (
    <Notice tone="error" title="Your payouts are held">
      <p>
        We still need your tax details, which Canadian law requires us to report. Add them under
        Settings → Tax details and your payouts resume with the next one.
      </p>
    </Notice>
  ) : (
    <Notice tone="info" title="Your tax details are missing">
      <p>Add them under Settings → Tax details, or your payouts will be held.</p>
    </Notice>
  );
}

/** Settings → Tax details: what is on file (masked), and the form that replaces it. */
export function TaxDetailsPanel({ onSaved = () => undefined }: { onSaved?: () => void }) {
  const details = useTaxDetails();
  if (details.isError) {
    return (
      <LoadError
        what="your tax details"
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
              On file: {view.kind === 'business' ? 'business number' : 'SIN'}{' '}
              <span className="font-mono">{view.maskedNumber}</span>, residence{' '}
              {view.countryOfResidence}, updated {dateFormat.format(new Date(view.updatedAt!))}.
              Enter them again below to replace them.
            </span>
          </p>
        </Card>
      ) : null}
      <Card>
        <h2 className="mb-4 text-xl font-semibold">
          {view?.complete ? 'Replace your tax details' : 'Your tax details'}
        </h2>
        <TaxDetailsForm onSaved={onSaved} />
      </Card>
    </div>
  );
}
