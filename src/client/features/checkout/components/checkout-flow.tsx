import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { BookingState } from '#shared/domain/bookings.ts';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { currentUserKey } from '#client/lib/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { checkoutArtistKey } from '../api/get-artist.ts';
import { bookingTermsKey } from '../api/get-booking-terms.ts';
import { slotsKey } from '#client/lib/slots.ts';
import { useCheckoutDraft } from './checkout-draft.ts';
import { CheckoutFooter } from './checkout-footer.tsx';
import {
  checkoutSteps,
  furthestStep,
  orderLines,
  orderQuote,
  checkoutTax,
  STEP_COUNT,
  stepProblem,
  usableCards,
  type CheckoutState,
} from './checkout-rules.ts';
import { CheckoutSteps, stepSearch } from './checkout-steps.tsx';
import { OrderAside } from './order-aside.tsx';
import { orderInput } from './order-input.ts';
import { StepBook } from './step-book.tsx';
import { StepContact } from './step-contact.tsx';
import { StepPayment } from './step-payment.tsx';
import { StepService } from './step-service.tsx';
import { ThankYou } from './thank-you.tsx';

export interface CheckoutFlowProps {
  artistId: string;
  serviceId: string;
  user: CurrentUser;
  profile: PublicProfile;
  terms: BookingTerms;
  proposal: BookingView | null;
  /** Opened from a proposal that can no longer be booked (or could not be read). */
  proposalGone: boolean;
}

/**
 * The four steps over one draft. The step is in the URL; one past the first unfinished step
 * cannot be opened (the URL is put back). "Place order" sends the draft once (its idempotency
 * key makes a retry the same order); the thanks show only once the server made the booking.
 */
export function CheckoutFlow({
  artistId,
  serviceId,
  user,
  profile,
  terms,
  proposal,
  proposalGone,
}: CheckoutFlowProps) {
  const [params] = useSearchParams();
  const { draft, update, clear } = useCheckoutDraft(
    user._id,
    artistId,
    serviceId,
    proposal,
    params.get('at'),
    { place: params.get('place'), firstCard: usableCards(user)[0]?.stripeCardId ?? null },
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { alert } = useAlerts();
  const create = useCreateBooking(artistId);
  /** The booking's state once the server made it. */
  const [placed, setPlaced] = useState<BookingState | null>(null);
  /** Why the customer was sent back to step 1 (prices changed, the time passed). */
  const [review, setReview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const state: CheckoutState = {
    profile,
    user,
    draft,
    feeBps: terms.customerFeeBps,
    platformHst: terms.platformHst,
  };
  const lines = orderLines(profile, draft);
  const quote = orderQuote(lines, terms.customerFeeBps, checkoutTax(state));
  const furthest = furthestStep(state);
  const requested = Number(params.get('step') ?? '1');
  const step = Math.min(Math.max(Number.isInteger(requested) ? requested : 1, 1), furthest);

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    // Not on arrival (the page's h1 leads then), but on every step change after it.
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  if (placed) {
    return <ThankYou artistFirstName={profile.name.firstName} accepted={placed === 'accepted'} />;
  }
  if (step !== requested) return <Navigate to={stepSearch(step)} replace />;

  const placeOrder = async () => {
    const input = orderInput(state);
    if (!input || stepProblem(1, state)) {
      // The time went by while the customer read the summary.
      setReview(stepProblem(1, state));
      await navigate(stepSearch(furthestStep(state)));
      return;
    }
    setFailure(null);
    let booked: BookingState;
    try {
      booked = (await create.mutateAsync(input))[0]!.state;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The time was just taken, or the artist changed her services or prices: review the
        // order at today's times and prices.
        setReview(error.message);
        if (error.fields.appointmentAt) update({ appointmentAt: null });
        void queryClient.invalidateQueries({ queryKey: slotsKey(artistId) });
        void queryClient.invalidateQueries({ queryKey: checkoutArtistKey(artistId) });
        void queryClient.invalidateQueries({ queryKey: bookingTermsKey });
        await navigate(stepSearch(1));
      } else {
        setFailure(errorMessage(error));
      }
      return;
    }
    clear();
    setPlaced(booked);
    alert(booked === 'accepted' ? 'Booking Confirmed' : 'Request Sent', 'success');
    // The server keeps the number given as the customer's phone.
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };

  const next = () => {
    if (step === 1) setReview(null);
    if (step < STEP_COUNT) void navigate(stepSearch(step + 1));
    else void placeOrder();
  };

  const content = [
    <StepService key="service" profile={profile} draft={draft} update={update} />,
    <StepContact key="contact" profile={profile} user={user} draft={draft} update={update} />,
    <StepPayment key="payment" user={user} draft={draft} update={update} />,
    <StepBook
      key="book"
      profile={profile}
      user={user}
      draft={draft}
      lines={lines}
      quote={quote}
      terms={terms}
    />,
  ][step - 1];
  const last = step === STEP_COUNT;
  const problem = stepProblem(step, state);

  return (
    <>
      <CheckoutSteps step={step} furthest={furthest} />
      <div
        className={
          last
            ? 'mx-auto max-w-3xl'
            : 'grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start lg:grid-cols-[minmax(0,1fr)_22rem]'
        }
      >
        <section
          aria-labelledby="checkout-step-heading"
          className="rounded-(--radius-card) border border-line bg-white p-5 md:p-8"
        >
          <h2
            id="checkout-step-heading"
            ref={heading}
            tabIndex={-1}
            className="mb-5 text-2xl font-semibold outline-none"
          >
            <span className="sr-only">
              Step {step} of {STEP_COUNT}:{' '}
            </span>
            {checkoutSteps[step - 1]}
          </h2>
          <div role="alert" className="empty:hidden">
            {step === 1 && review ? (
              <div className="mb-5">
                <Notice tone="error" title="Please review your order">
                  <p>{review}</p>
                </Notice>
              </div>
            ) : null}
            {last && failure ? (
              <div className="mb-5">
                <Notice tone="error" title="Your order was not placed">
                  <p>{failure}</p>
                </Notice>
              </div>
            ) : null}
          </div>
          {step === 1 && proposalGone ? (
            <div className="mb-5">
              <Notice title="This proposal can no longer be booked">
                <p>Choose your services and a time to send a new request.</p>
              </Notice>
            </div>
          ) : null}
          {content}
          <CheckoutFooter
            step={step}
            canNext={problem === null}
            hint={problem ?? ''}
            isPending={create.isPending}
            onNext={next}
          />
        </section>
        {last ? null : (
          <OrderAside
            profile={profile}
            appointmentAt={draft.appointmentAt}
            lines={lines}
            quote={quote}
          />
        )}
      </div>
    </>
  );
}
