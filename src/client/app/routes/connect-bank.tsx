import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { payoutDayName } from '#shared/domain/policy.ts';
import { Container } from '#client/components/ui/page.tsx';
import { SimulatedBankForm } from '#client/features/payouts/components/simulated-bank-form.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * The simulated payment provider's onboarding (PAYMENTS_PROVIDER=simulated), standing in for
 * Stripe's: drawn as another company's page, so nobody takes it for Blush asking for bank details.
 */
export default function ConnectBankPage() {
  const t = useT();
  const day = payoutDayName(useLocale());
  usePageTitle(t('earnings.sim.title'));
  const { accountId = '' } = useParams();
  return (
    <Container narrow>
      <div className="overflow-hidden rounded-2xl border border-slate-300 bg-white font-sans shadow-sm">
        <p className="flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-slate-900">
          <FlaskConical aria-hidden className="size-4" />
          {t('earnings.sim.testMode')}
        </p>
        <div className="bg-slate-900 px-5 py-4 text-white md:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <ShieldCheck aria-hidden className="size-5 text-emerald-400" />
            SimPay Connect
          </p>
        </div>
        <div className="p-5 md:p-8">
          <h1 className="font-sans text-2xl font-semibold text-slate-900">
            {t('earnings.sim.title')}
          </h1>
          <p className="mt-2 mb-6 text-slate-600">
            {t('earnings.sim.lead', { product: PRODUCT_NAME, day })}
          </p>
          <SimulatedBankForm accountId={accountId} />
        </div>
      </div>
    </Container>
  );
}
