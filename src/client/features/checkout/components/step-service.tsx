import type { PublicProfile } from '#shared/schemas/profile.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';
import { chosenPlace, orderMinutes } from './checkout-rules.ts';
import { ServicePicker } from './service-picker.tsx';
import { SlotPicker } from '#client/components/slot-picker.tsx';
import { PatchTestGate, PatchTestSection } from './patch-test-section.tsx';
import type { PatchTestPlan } from './patch-test-plan.ts';

/** Step 1: when (one of the artist's free times), and which services how many times. */
export function StepService({
  profile,
  draft,
  update,
  patchTest,
}: {
  profile: PublicProfile;
  draft: CheckoutDraft;
  update: UpdateDraft;
  patchTest: PatchTestPlan;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PatchTestSection profile={profile} draft={draft} update={update} plan={patchTest} />
      <section aria-labelledby="checkout-date">
        <h3 id="checkout-date" className="mb-3 text-xl font-semibold">
          {t('checkout.date')}
        </h3>
        <PatchTestGate plan={patchTest} draft={draft}>
          <SlotPicker
            artistId={profile.user}
            minutes={orderMinutes(profile, draft)}
            value={draft.appointmentAt}
            onChange={(appointmentAt) => update({ appointmentAt })}
            place={chosenPlace(profile, draft) === 'toHome' ? draft.visit : null}
            notBefore={patchTest.mainFrom}
          />
        </PatchTestGate>
      </section>
      <section aria-labelledby="checkout-services">
        <h3 id="checkout-services" className="mb-3 text-xl font-semibold">
          {t('checkout.services')}
        </h3>
        <ServicePicker
          services={profile.services}
          hstRegistered={profile.hstRegistered}
          quantities={draft.quantities}
          onChange={(serviceId, quantity) =>
            update({ quantities: { ...draft.quantities, [serviceId]: quantity } })
          }
        />
      </section>
    </div>
  );
}
