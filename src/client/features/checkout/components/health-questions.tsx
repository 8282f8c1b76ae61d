import { lazy, Suspense, useState } from 'react';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useHealthNotes } from '#client/resources/health-notes.ts';
import type { CheckoutDraft } from './checkout-draft.ts';

/** The form loads when an order asks it, not with every checkout (the page's JS ceiling). */
const HealthNotesForm = lazy(() =>
  import('#client/components/health-notes-form.tsx').then((m) => ({ default: m.HealthNotesForm })),
);

/**
 * Whether the order holds a service that asks the health questions (decision 0041), and what
 * keeps step 2 open: answers not saved yet, or changed on screen and not saved again. Her last
 * answers come back prefilled; they are saved through their own route, never with the order.
 */
export function useHealthQuestions(profile: PublicProfile, draft: CheckoutDraft) {
  const t = useT();
  const asked = profile.services.some(
    (s) => s.asksHealthQuestions && (draft.quantities[s._id] ?? 0) > 0,
  );
  const notes = useHealthNotes(asked);
  const [unsaved, setUnsaved] = useState(false);
  const open = asked && (notes.isPending || notes.data === null || unsaved);
  return {
    asked,
    notes: notes.data ?? null,
    ready: !notes.isPending,
    setUnsaved,
    hint: open ? t('checkout.health.answerFirst') : null,
  };
}

export type HealthQuestions = ReturnType<typeof useHealthQuestions>;

/** Step 2's questionnaire, below the contact and place, when the order asks it. */
export function HealthQuestionsSection({
  profile,
  health,
}: {
  profile: PublicProfile;
  health: HealthQuestions;
}) {
  const t = useT();
  if (!health.asked || !health.ready) return null;
  return (
    <section
      aria-labelledby="checkout-health-heading"
      className="mt-6 flex flex-col gap-3 border-t border-line pt-6"
    >
      <h3 id="checkout-health-heading" className="text-lg font-semibold">
        {t('checkout.health.title')}
      </h3>
      <p className="text-sm text-muted">
        {t('checkout.health.lead', { name: profile.name.firstName })}
      </p>
      <Suspense fallback={null}>
        <HealthNotesForm notes={health.notes} onDirtyChange={health.setUnsaved} />
      </Suspense>
    </section>
  );
}
