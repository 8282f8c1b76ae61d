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
      <dd className="tabular-nums">{money(cents)}</dd>
    </div>
  );
}

const hstNumberText = (n: string | null) => (n ? `GST/HST no. ${n}` : 'not registered for GST/HST');

const money = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

/** Each supply on its own row: what it is, who supplied it, its amount and its HST. */
function InvoiceLines({ receipt: r }: { receipt: Receipt }) {
  const supplierName = (s: 'artist' | 'platform') => r.suppliers[s].name;
  return (
    <table className="mt-5 w-full text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">
        {r.kind === 'service' ? 'Services' : 'Late cancellation of these services'}
      </caption>
      <thead>
        <tr className="border-b border-line text-left text-muted print:text-black">
          <th scope="col" className="py-2 font-normal">
            Description
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            Amount
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-normal">
            HST
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {r.lines.map((line, i) => (
          <tr key={`${i}-${line.description}`}>
            <th scope="row" className="py-2 text-left font-normal">
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.description}
              <span className="block text-xs text-muted print:text-black">
                by {supplierName(line.supplier)}
              </span>
            </th>
            <td className="py-2 text-right tabular-nums">{money(line.amountCents)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{money(line.hstCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
          <p className="font-semibold">Tax invoice</p>
          <p>No. {r.number}</p>
          <p>Paid {formatTorontoDate(new Date(r.paidAt))}</p>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-1 border-b border-line py-5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted print:text-black">Customer</dt>
        <dd>{r.customerName}</dd>
        <dt className="text-muted print:text-black">Services supplied by</dt>
        <dd>
          {r.suppliers.artist.name} · {hstNumberText(r.suppliers.artist.hstNumber)}
        </dd>
        <dt className="text-muted print:text-black">Booking fee supplied by</dt>
        <dd>
          {r.suppliers.platform.name} · {hstNumberText(r.suppliers.platform.hstNumber)}
        </dd>
        <dt className="text-muted print:text-black">Appointment</dt>
        <dd>{formatTorontoDateTime(new Date(r.appointmentAt))}</dd>
        <dt className="text-muted print:text-black">Payment method</dt>
        <dd>{r.card ? cardName(r.card) : 'Card'}</dd>
      </dl>

      <InvoiceLines receipt={r} />
      <dl className="mt-2 divide-y divide-line border-t border-line">
        <Line label="Total before tax" cents={r.subtotalCents + r.feeCents} />
        <Line
          label={`HST on services${r.suppliers.artist.hstNumber ? '' : ' (artist not registered)'}`}
          cents={r.serviceHstCents}
        />
        <Line
          label={`HST on booking fee${r.suppliers.platform.hstNumber ? '' : ' (not registered)'}`}
          cents={r.feeHstCents}
        />
        <Line label="Total HST" cents={r.hstCents} />
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
        Terms: {r.terms} Questions about this charge? Write to {COMPANY.email}.
      </p>
      <Button className="mt-6 print:hidden" onPress={() => window.print()}>
        Print
      </Button>
    </article>
  );
}
