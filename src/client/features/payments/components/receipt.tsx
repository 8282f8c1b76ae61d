import { COMPANY, PRODUCT_NAME } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Receipt } from '#shared/schemas/payments.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Notice, PageHeading } from '#client/components/ui/page.tsx';
import { cardName } from '#client/lib/card-format.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useReceipt } from '../api/get-receipt.ts';

/** /receipt/:bookingId: a charged booking's receipt, laid out to print on one page. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const receipt = useReceipt(bookingId);
  if (receipt.isPending) {
    return (
      <>
        <PageHeading title="Receipt" />
        <p className="text-muted" role="status">
          Loading your receipt…
        </p>
      </>
    );
  }
  if (receipt.isError) {
    return (
      <>
        <PageHeading title="Receipt" />
        <Notice tone="error" title="We could not show this receipt">
          <p>{errorMessage(receipt.error)}</p>
          <ButtonLink to={paths.customerBookings} variant="secondary">
            My bookings
          </ButtonLink>
        </Notice>
      </>
    );
  }
  return <ReceiptBody receipt={receipt.data} />;
}

function Line({
  label,
  cents,
  strong = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted print:text-black'}>{label}</dt>
      <dd className="tabular-nums">{cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}</dd>
    </div>
  );
}

function ReceiptBody({ receipt: r }: { receipt: Receipt }) {
  return (
    <article
      aria-labelledby="receipt-heading"
      className="rounded-(--radius-card) border border-line bg-white p-5 md:p-8 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-5">
        <div>
          <p className="font-display text-2xl font-semibold text-blush-700 print:text-black">
            {PRODUCT_NAME}
          </p>
          <address className="mt-1 text-sm text-muted not-italic print:text-black">
            {COMPANY.name}
            {COMPANY.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div className="text-sm sm:text-right">
          <h1 id="receipt-heading" className="text-2xl font-semibold">
            Receipt
          </h1>
          <p>No. {r.number}</p>
          <p>Paid {formatTorontoDate(new Date(r.paidAt))}</p>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-1 border-b border-line py-5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted print:text-black">Customer</dt>
        <dd>{r.customerName}</dd>
        <dt className="text-muted print:text-black">Artist</dt>
        <dd>{r.artistName}</dd>
        <dt className="text-muted print:text-black">Appointment</dt>
        <dd>{formatTorontoDateTime(new Date(r.appointmentAt))}</dd>
        <dt className="text-muted print:text-black">Payment method</dt>
        <dd>{r.card ? cardName(r.card) : 'Card'}</dd>
      </dl>

      <h2 className="mt-5 text-lg font-semibold">
        {r.kind === 'service' ? 'Services' : 'Late cancellation of these services'}
      </h2>
      <dl className="divide-y divide-line">
        {r.services.map((s) => (
          <Line
            key={s.typeOfService}
            label={`${s.quantity} × ${s.typeOfService}`}
            cents={s.amountCents * s.quantity}
          />
        ))}
      </dl>
      <dl className="mt-2 divide-y divide-line border-t border-line">
        <Line
          label={r.kind === 'service' ? 'Service subtotal' : 'Cancellation charge on the services'}
          cents={r.subtotalCents}
        />
        <Line label="Fee" cents={r.feeCents} />
        <Line label="HST" cents={r.hstCents} />
        <Line label="Total charged" cents={r.totalCents} strong />
        {r.refundedCents > 0 ? <Line label="Refunded" cents={-r.refundedCents} /> : null}
      </dl>
      {r.tip ? (
        <dl className="mt-2 divide-y divide-line border-t border-line">
          <Line label="Tip (a separate charge, all to the artist)" cents={r.tip.amountCents} />
          <Line label="Total with tip" cents={r.totalCents + r.tip.amountCents} strong />
        </dl>
      ) : null}
      <p className="mt-5 text-sm text-muted print:text-black">
        Amounts in Canadian dollars. Questions about this charge? Write to {COMPANY.email}.
      </p>
      <Button className="mt-6 print:hidden" onPress={() => window.print()}>
        Print
      </Button>
    </article>
  );
}
