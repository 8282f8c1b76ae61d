import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingState } from '#shared/domain/bookings.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ApiError } from '#client/lib/api.ts';
import { currentUserKey } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { slotsKey } from '#client/resources/slots.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { artistProfileKey } from '#client/resources/artist-profile.ts';
import { bookingTermsKey } from '#client/resources/booking.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { furthestStep, problemText, stepProblem, type CheckoutState } from './checkout-rules.ts';
import { stepSearch } from './checkout-steps.tsx';
import { orderInput } from './order-input.ts';
import { patchTestKey } from '../api/get-patch-test.ts';
import { patchTestOrder, type PatchTestPlan } from './patch-test-plan.ts';

/**
 * "Place order": sends the draft once (its idempotency key makes a retry the same order). A
 * 409 (the time was taken, a price or registration changed) sends the customer back to step 1
 * to review the order at today's times and prices; any other failure is told on the last step.
 */
export function usePlaceOrder(
  artistId: string,
  state: CheckoutState,
  draft: { update: (change: Partial<CheckoutDraft>) => void; clear: () => void },
  /** A patch test to book first, as its own booking (decision 0041). */
  patchTest?: PatchTestPlan & { hint: string | null },
) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { alert } = useAlerts();
  const create = useCreateBooking(artistId);
  /** The booking's state once the server made it. */
  const [placed, setPlaced] = useState<BookingState | null>(null);
  /** Why the customer was sent back to step 1 (prices changed, the time passed). */
  const [review, setReview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const placeOrder = async () => {
    const input = orderInput(state);
    const stepOne = stepProblem(1, state);
    if (!input || stepOne || patchTest?.hint) {
      // The time went by while the customer read the summary.
      setReview(stepOne ? problemText(stepOne, t) : (patchTest?.hint ?? null));
      await navigate(stepSearch(furthestStep(state)));
      return;
    }
    setFailure(null);
    let booked: BookingState;
    try {
      const patchOrder = patchTest ? patchTestOrder(state, patchTest) : null;
      if (patchOrder) await create.mutateAsync(patchOrder);
      booked = (await create.mutateAsync(input))[0]!.state;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setReview(error.message);
        if (error.fields.appointmentAt) draft.update({ appointmentAt: null });
        void queryClient.invalidateQueries({ queryKey: slotsKey(artistId) });
        void queryClient.invalidateQueries({ queryKey: patchTestKey(artistId) });
        void queryClient.invalidateQueries({ queryKey: artistProfileKey(artistId) });
        void queryClient.invalidateQueries({ queryKey: bookingTermsKey });
        await navigate(stepSearch(1));
      } else {
        setFailure(errorMessage(error));
      }
      return;
    }
    draft.clear();
    setPlaced(booked);
    alert(t(booked === 'accepted' ? 'checkout.alert.confirmed' : 'checkout.alert.sent'), 'success');
    // The server keeps the number given as the customer's phone.
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };

  return {
    placeOrder,
    placed,
    review,
    clearReview: () => setReview(null),
    failure,
    isPending: create.isPending,
  };
}
