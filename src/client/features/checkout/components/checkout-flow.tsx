import type { CartPrice } from '#shared/domain/pricing.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { Notice } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useStepFocus } from '#client/lib/use-step-focus.ts';
import { useCheckoutDraft } from './checkout-draft.ts';
import { CheckoutFooter } from './checkout-footer.tsx';
import {
  checkoutSteps,
  furthestStep,
  orderLines,
  orderQuote,
  travelFeeOf,
  travelLineCents,
  checkoutTax,
  problemText,
  STEP_COUNT,
  stepProblem,
  usableCards,
  type CheckoutState,
} from './checkout-rules.ts';
import { CheckoutSteps, stepSearch } from './checkout-steps.tsx';
import { OrderAside } from './order-aside.tsx';
import { StepBook } from './step-book.tsx';
import { StepContact } from './step-contact.tsx';
import { StepPayment } from './step-payment.tsx';
import { StepService } from './step-service.tsx';
import { ThankYou } from './thank-you.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { usePatchTestPlan } from './patch-test-plan.ts';
import {
  HealthQuestionsSection,
  useHealthQuestions,
  type HealthQuestions,
} from './health-questions.tsx';

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

/** Why the customer is back at step 1, why the order failed, and a proposal that is gone. */
function StepNotices({
  review,
  failure,
  proposalGone,
}: {
  review: string | null;
  failure: string | null;
  proposalGone: boolean;
}) {
  const t = useT();
  return (
    <>
      <div role="alert" className="empty:hidden">
        {review ? (
          <div className="mb-5">
            <Notice tone="error" title={t('checkout.review')}>
              <p>{review}</p>
            </Notice>
          </div>
        ) : null}
        {failure ? (
          <div className="mb-5">
            <Notice tone="error" title={t('checkout.notPlaced')}>
              <p>{failure}</p>
            </Notice>
          </div>
        ) : null}
      </div>
      {proposalGone ? (
        <div className="mb-5">
          <Notice title={t('checkout.proposalGone.title')}>
            <p>{t('checkout.proposalGone.text')}</p>
          </Notice>
        </div>
      ) : null}
    </>
  );
}

/** Step 2: the contact and place, and the health questions when the order asks them. */
function ContactAndHealth({
  health,
  quote,
  ...props
}: Omit<Parameters<typeof StepContact>[0], 'travelCents'> & {
  health: HealthQuestions;
  quote: CartPrice;
}) {
  return (
    <>
      <StepContact {...props} travelCents={travelLineCents(quote)} />
      <HealthQuestionsSection profile={props.profile} health={health} />
    </>
  );
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
  const t = useT();
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

  const state: CheckoutState = {
    profile,
    user,
    draft,
    feeBps: terms.customerFeeBps,
    platformHst: terms.platformHst,
  };
  const lines = orderLines(profile, draft);
  const quote = orderQuote(lines, terms.customerFeeBps, checkoutTax(state), travelFeeOf(state));
  const patchTest = usePatchTestPlan(artistId, profile, draft);
  const health = useHealthQuestions(profile, draft);
  const furthest = patchTest.hint ? 1 : Math.min(furthestStep(state), health.hint ? 2 : STEP_COUNT);
  const requested = Number(params.get('step') ?? '1');
  const step = Math.min(Math.max(Number.isInteger(requested) ? requested : 1, 1), furthest);

  const heading = useStepFocus(step);
  const order = usePlaceOrder(artistId, state, { update, clear }, patchTest);

  if (order.placed) {
    return (
      <ThankYou artistFirstName={profile.name.firstName} accepted={order.placed === 'accepted'} />
    );
  }
  if (step !== requested) return <Navigate to={stepSearch(step)} replace />;

  const next = () => {
    if (step === 1) order.clearReview();
    if (step < STEP_COUNT) void navigate(stepSearch(step + 1));
    else void order.placeOrder();
  };

  const content = [
    <StepService
      key="service"
      profile={profile}
      draft={draft}
      update={update}
      patchTest={patchTest}
    />,
    <ContactAndHealth key="contact" {...{ profile, user, draft, update, health, quote }} />,
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
  // Step 1 waits for the patch test, step 2 for the health questions' answers.
  const rule = stepProblem(step, state);
  const problem = rule ? problemText(rule, t) : ([patchTest.hint, health.hint][step - 1] ?? null);

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
            <span className="sr-only">{t('checkout.steps.of', { step, count: STEP_COUNT })} </span>
            {t(checkoutSteps[step - 1]!)}
          </h2>
          <StepNotices
            review={step === 1 ? order.review : null}
            failure={last ? order.failure : null}
            proposalGone={step === 1 && proposalGone}
          />
          {content}
          <CheckoutFooter
            step={step}
            canNext={problem === null}
            hint={problem ?? ''}
            isPending={order.isPending}
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
