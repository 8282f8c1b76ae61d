import { COMPANY, PRODUCT_NAME } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { INVOICE_TERMS } from '#shared/domain/tax-invoice.ts';
import { formatTorontoDate, formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { Receipt } from '#shared/schemas/payments.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Notice, PageHeading } from '#client/components/ui/page.tsx';
import { cardName } from '#client/lib/card-format.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useReceipt } from '../api/get-receipt.ts';

/** /receipt/:bookingId: a charged booking's receipt, laid out to print on one page. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const t = useT();
  const receipt = useReceipt(bookingId);
  if (receipt.isPending) {
    return (
      <>
        <PageHeading title={t('payments.receipt.title')} />
        <p className="text-muted" role="status">
          {t('payments.receipt.loading')}
        </p>
      </>
    );
  }
  if (receipt.isError) {
    return (
      <>
        <PageHeading title={t('payments.receipt.title')} />
        <Notice tone="error" title={t('payments.receipt.error')}>
          <p>{errorMessage(receipt.error)}</p>
          <ButtonLink to={paths.customerBookings} variant="secondary">
            {t('payments.pay.myBookings')}
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
  const locale = useLocale();
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted print:text-black'}>{label}</dt>
      <dd className="tabular-nums">{money(cents, locale)}</dd>
    </div>
  );
}

type T = Translator['t'];

const hstNumberText = (n: string | null, t: T) =>
  n ? t('payments.receipt.hstNumber', { number: n }) : t('payments.receipt.notRegistered');

const money = (cents: number, locale: Locale) =>
  cents < 0 ? `−${formatCents(-cents, locale)}` : formatCents(cents, locale);

/** The lines' words as the shared invoice writes them, in the page's language (names stay). */
function lineText(description: string, t: T): string {
  if (description === 'Booking fee') return t('payments.receipt.bookingFee');
  const prefixes = [
    ['Late cancellation charge: ', 'payments.receipt.lateCharge'],
    ['No-show charge: ', 'payments.receipt.noShowCharge'],
  ] as const;
  for (const [prefix, key] of prefixes) {
    if (description.startsWith(prefix)) return t(key, { names: description.slice(prefix.length) });
  }
  return description;
}

/** Each supply on its own row: what it is, who supplied it, its amount and its HST. */
function InvoiceLines({ receipt: r }: { receipt: Receipt }) {
  const t = useT();
  const locale = useLocale();
  const supplierName = (s: 'artist' | 'platform') => r.suppliers[s].name;
  return (
    <table className="mt-5 w-full text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">
        {t(r.kind === 'service' ? 'bookings.headline.services' : 'payments.receipt.lateServices')}
      </caption>
      <thead>
        <tr className="border-b border-line text-left text-muted print:text-black">
          <th scope="col" className="py-2 font-normal">
            {t('payments.receipt.description')}
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            {t('payments.receipt.amount')}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-normal">
            {t('payments.receipt.hst')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {r.lines.map((line, i) => (
          <tr key={`${i}-${line.description}`}>
            <th scope="row" className="py-2 text-left font-normal">
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {lineText(line.description, t)}
              <span className="block text-xs text-muted print:text-black">
                {t('payments.receipt.by', { name: supplierName(line.supplier) })}
              </span>
            </th>
            <td className="py-2 text-right tabular-nums">{money(line.amountCents, locale)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{money(line.hstCents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReceiptBody({ receipt: r }: { receipt: Receipt }) {
  const t = useT();
  const locale = useLocale();
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
            {t('payments.receipt.title')}
          </h1>
          <p className="font-semibold">{t('payments.receipt.taxInvoice')}</p>
          <p>{t('payments.receipt.number', { number: r.number })}</p>
          <p>
            {t('payments.receipt.paid', { date: formatTorontoDate(new Date(r.paidAt), locale) })}
          </p>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-1 border-b border-line py-5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted print:text-black">{t('payments.receipt.customer')}</dt>
        <dd>{r.customerName}</dd>
        <dt className="text-muted print:text-black">{t('payments.receipt.servicesBy')}</dt>
        <dd>
          {r.suppliers.artist.name} · {hstNumberText(r.suppliers.artist.hstNumber, t)}
        </dd>
        <dt className="text-muted print:text-black">{t('payments.receipt.feeBy')}</dt>
        <dd>
          {r.suppliers.platform.name} · {hstNumberText(r.suppliers.platform.hstNumber, t)}
        </dd>
        <dt className="text-muted print:text-black">{t('payments.receipt.appointment')}</dt>
        <dd>{formatTorontoDateTime(new Date(r.appointmentAt), locale)}</dd>
        <dt className="text-muted print:text-black">{t('payments.title')}</dt>
        <dd>{r.card ? cardName(r.card, t) : t('payments.pay.card')}</dd>
      </dl>

      <InvoiceLines receipt={r} />
      <dl className="mt-2 divide-y divide-line border-t border-line">
        <Line label={t('payments.receipt.beforeTax')} cents={r.subtotalCents + r.feeCents} />
        <Line
          label={t(
            r.suppliers.artist.hstNumber
              ? 'payments.receipt.hstServices'
              : 'payments.receipt.hstServicesUnregistered',
          )}
          cents={r.serviceHstCents}
        />
        <Line
          label={t(
            r.suppliers.platform.hstNumber
              ? 'payments.receipt.hstFee'
              : 'payments.receipt.hstFeeUnregistered',
          )}
          cents={r.feeHstCents}
        />
        <Line label={t('payments.receipt.totalHst')} cents={r.hstCents} />
        <Line label={t('payments.receipt.totalCharged')} cents={r.totalCents} strong />
        {r.refundedCents > 0 ? (
          <Line label={t('payments.receipt.refunded')} cents={-r.refundedCents} />
        ) : null}
      </dl>
      {r.tip ? (
        <dl className="mt-2 divide-y divide-line border-t border-line">
          <Line label={t('payments.receipt.tip')} cents={r.tip.amountCents} />
          <Line
            label={t('payments.receipt.totalWithTip')}
            cents={r.totalCents + r.tip.amountCents}
            strong
          />
        </dl>
      ) : null}
      <p className="mt-5 text-sm text-muted print:text-black">
        {t('payments.receipt.terms', {
          terms: r.terms === INVOICE_TERMS ? t('payments.receipt.invoiceTerms') : r.terms,
          email: COMPANY.email,
        })}
      </p>
      <Button className="mt-6 print:hidden" onPress={() => window.print()}>
        {t('payments.receipt.print')}
      </Button>
    </article>
  );
}
