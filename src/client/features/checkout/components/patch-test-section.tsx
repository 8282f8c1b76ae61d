import type { ReactNode } from 'react';
import { formatMinutes } from '#shared/domain/availability.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { SlotPicker } from '#client/components/slot-picker.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';
import { chosenPlace } from './checkout-rules.ts';
import type { PatchTestPlan } from './patch-test-plan.ts';

/**
 * Step 1's patch test (decision 0041): why one is needed and, when the customer has none with
 * this artist, her patch test's free times; the main service's times then start 48 hours after.
 */
export function PatchTestSection({
  profile,
  draft,
  update,
  plan,
}: {
  profile: PublicProfile;
  draft: CheckoutDraft;
  update: UpdateDraft;
  plan: PatchTestPlan;
}) {
  const t = useT();
  const locale = useLocale();
  const name = profile.name.firstName;
  if (!plan.needed) return null;
  if (plan.problem === 'checkout.patchTest.loading') {
    return <p className="text-muted">{t('checkout.patchTest.loading')}</p>;
  }
  if (plan.problem === 'checkout.patchTest.noOffer') {
    return (
      <Notice tone="error" title={t('checkout.patchTest.title')}>
        <p>{t('checkout.patchTest.noOfferText', { name })}</p>
      </Notice>
    );
  }
  if (plan.existing) {
    return (
      <Notice title={t('checkout.patchTest.title')}>
        <p>
          {t('checkout.patchTest.existing', {
            name,
            at: formatTorontoDateTime(new Date(plan.existing), locale),
          })}
        </p>
      </Notice>
    );
  }
  const offer = plan.offer!;
  return (
    <section aria-labelledby="checkout-patch-test">
      <h3 id="checkout-patch-test" className="mb-2 text-xl font-semibold">
        {t('checkout.patchTest.title')}
      </h3>
      <p className="mb-1">{t('checkout.patchTest.why', { name })}</p>
      <p className="mb-3 text-sm font-medium">
        {t('checkout.patchTest.offer', {
          service: offer.typeOfService,
          minutes: formatMinutes(offer.durationMinutes),
          price: formatCents(offer.price, locale),
        })}
      </p>
      <SlotPicker
        artistId={profile.user}
        minutes={offer.durationMinutes}
        value={draft.patchTestAt}
        onChange={(patchTestAt) => update({ patchTestAt })}
        place={chosenPlace(profile, draft) === 'toHome' ? draft.visit : null}
      />
    </section>
  );
}

/** The main service's times wait until a patch test to book is chosen. */
export function PatchTestGate({
  plan,
  draft,
  children,
}: {
  plan: PatchTestPlan;
  draft: CheckoutDraft;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  if (plan.toBook && !draft.patchTestAt) {
    return <p className="text-muted">{t('checkout.patchTest.mainAfter')}</p>;
  }
  return (
    <>
      {plan.mainFrom ? (
        <p className="mb-3 text-sm text-muted">
          {t('checkout.patchTest.mainFrom', {
            at: formatTorontoDateTime(new Date(plan.mainFrom), locale),
          })}
        </p>
      ) : null}
      {children}
    </>
  );
}
