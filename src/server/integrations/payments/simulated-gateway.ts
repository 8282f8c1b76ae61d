import { randomBytes } from 'node:crypto';
import {
  cardErrorMessages,
  decodeSimulatedToken,
  expiryError,
  type CardBehaviour,
} from '#shared/domain/test-cards.ts';
import type { Db } from '../../db/db.ts';
import {
  CardError,
  type BankAccount,
  type ChargeResult,
  type GatewayCard,
  type PaymentGateway,
} from './gateway.ts';
import {
  findObjectByKey,
  findObjectData,
  findObjectIdByKey,
  insertObject,
  patchObject,
  type ObjectKind,
} from './simulated-gateway.queries.ts';

/** Card behaviours the provider refuses when the card is saved (Stripe declines these at setup). */
const refusedAtSetup: ReadonlySet<CardBehaviour> = new Set([
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
]);

interface CardData extends GatewayCard {
  customerId: string;
  behaviour: CardBehaviour;
  detached: boolean;
}
interface AccountData {
  userId: string;
  email: string;
  ready: boolean;
  bank: BankAccount | null;
  returnUrl: string | null;
}
export interface SimulatedCharge {
  amountCents: number;
  applicationFeeCents: number;
  destinationAccountId: string | null;
  status: 'succeeded' | 'failed';
  code?: string;
  message?: string;
  refundedCents: number;
}

/** The simulated provider's own actions beyond the gateway: its bank-connect page. */
export interface SimulatedGateway extends PaymentGateway {
  readonly provider: 'simulated';
  /** The in-app page that stands for the provider's onboarding. */
  completeOnboarding(accountId: string, bank: BankAccount): Promise<{ returnUrl: string | null }>;
  /** The account's owner as the provider knows it, to check who is onboarding. */
  accountOwner(accountId: string): Promise<string | null>;
}

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('base64url')}`;

/**
 * The default provider: offline, with Stripe's test-card behaviour, keeping its books in its
 * own table (what Stripe's dashboard would show). Calls that move money are idempotent by key,
 * like Stripe's: the same key returns the first call's object.
 */
export function simulatedGateway(db: Db): SimulatedGateway {
  const books = simulatedBooks(db);
  return {
    provider: 'simulated',
    ...cardCalls(books),
    ...payoutAccountCalls(books),
    ...moneyCalls(books),
  };
}

type Books = ReturnType<typeof simulatedBooks>;

/** The provider's own books: one row per object, found by id or by idempotency key. */
function simulatedBooks(db: Db) {
  async function find<T>(id: string, kind: ObjectKind): Promise<T | null> {
    return ((await findObjectData(db, id, kind)) as T | undefined) ?? null;
  }

  /** Stores an object under an idempotency key, or returns the one stored under it first. */
  async function createOnce<T extends object>(
    kind: ObjectKind,
    prefix: string,
    idempotencyKey: string | null,
    data: T,
  ): Promise<{ id: string; data: T }> {
    const id = newId(prefix);
    const inserted = await insertObject(db, { id, kind, idempotencyKey, data });
    if (inserted) return { id, data };
    const existing = await findObjectByKey(db, idempotencyKey ?? '');
    if (!existing || existing.kind !== kind) {
      throw new Error(`idempotency key ${idempotencyKey} was used for another request`);
    }
    return { id: existing.id, data: existing.data as T };
  }

  async function update(id: string, patch: Record<string, unknown>): Promise<void> {
    await patchObject(db, id, patch);
  }

  /** The object first stored under an idempotency key, if any. */
  async function findByKey(idempotencyKey: string): Promise<{ id: string } | undefined> {
    return findObjectIdByKey(db, idempotencyKey);
  }

  return { find, createOnce, update, findByKey };
}

/** Customers and their saved cards, with the test cards' behaviour. */
function cardCalls({
  find,
  createOnce,
  update,
}: Books): Pick<
  SimulatedGateway,
  'createCustomer' | 'startCardSetup' | 'attachCard' | 'detachCard'
> {
  return {
    async createCustomer({ userId, email, name }) {
      const { id } = await createOnce('customer', 'cus', `customer-${userId}`, {
        userId,
        email,
        name,
      });
      return id;
    },

    startCardSetup() {
      return Promise.resolve({ provider: 'simulated' });
    },

    async attachCard(customerId, token) {
      const card = decodeSimulatedToken(token);
      if (!card)
        throw new CardError('invalid_token', 'This card could not be read. Please enter it again.');
      const expired = expiryError(card.expMonth, card.expYear, new Date());
      if (expired) throw new CardError('expired_card', expired);
      if (refusedAtSetup.has(card.behaviour)) {
        throw new CardError(
          card.behaviour,
          cardErrorMessages[card.behaviour as keyof typeof cardErrorMessages],
        );
      }
      if (!(await find(customerId, 'customer'))) throw new Error(`no such customer ${customerId}`);
      const { behaviour, ...shown } = card;
      const { id } = await createOnce<Omit<CardData, 'id'>>('card', 'pm', null, {
        ...shown,
        customerId,
        behaviour,
        detached: false,
      });
      return { id, ...shown };
    },

    async detachCard(cardId) {
      await update(cardId, { detached: true });
    },
  };
}

/** The artists' payout accounts and the in-app page standing for onboarding. */
function payoutAccountCalls({
  find,
  createOnce,
  update,
}: Books): Pick<
  SimulatedGateway,
  | 'createPayoutAccount'
  | 'payoutOnboardingUrl'
  | 'payoutAccountStatus'
  | 'completeOnboarding'
  | 'accountOwner'
> {
  return {
    async createPayoutAccount({ userId, email }) {
      const { id } = await createOnce<AccountData>('account', 'acct', `account-${userId}`, {
        userId,
        email,
        ready: false,
        bank: null,
        returnUrl: null,
      });
      return id;
    },

    async payoutOnboardingUrl(accountId, { returnUrl }) {
      await update(accountId, { returnUrl });
      return `/connect-bank/${accountId}`;
    },

    async payoutAccountStatus(accountId) {
      const account = await find<AccountData>(accountId, 'account');
      return { ready: account?.ready ?? false, bank: account?.bank ?? null };
    },

    async completeOnboarding(accountId, bank) {
      const account = await find<AccountData>(accountId, 'account');
      if (!account) throw new Error(`no such account ${accountId}`);
      await update(accountId, { ready: true, bank });
      return { returnUrl: account.returnUrl };
    },

    async accountOwner(accountId) {
      return (await find<AccountData>(accountId, 'account'))?.userId ?? null;
    },
  };
}

/** Charges, refunds and payouts, idempotent by key like Stripe's. */
function moneyCalls({
  find,
  createOnce,
  update,
  findByKey,
}: Books): Pick<SimulatedGateway, 'charge' | 'refund' | 'payout' | 'parseWebhook'> {
  return {
    async charge(request): Promise<ChargeResult> {
      const card = await find<CardData>(request.cardId, 'card');
      let outcome: Pick<SimulatedCharge, 'status' | 'code' | 'message'> = { status: 'succeeded' };
      if (!card || card.detached || card.customerId !== request.customerId) {
        outcome = {
          status: 'failed',
          code: 'card_missing',
          message: 'This card is no longer saved. Please choose another card.',
        };
      } else if (card.behaviour === 'charge_declined') {
        outcome = {
          status: 'failed',
          code: 'card_declined',
          message: cardErrorMessages.charge_declined,
        };
      }
      const { id, data } = await createOnce<SimulatedCharge>(
        'charge',
        'pi',
        request.idempotencyKey,
        {
          amountCents: request.amountCents,
          applicationFeeCents: request.applicationFeeCents,
          destinationAccountId: request.destinationAccountId,
          refundedCents: 0,
          ...outcome,
        },
      );
      return data.status === 'succeeded'
        ? { status: 'succeeded', paymentId: id }
        : {
            status: 'failed',
            paymentId: id,
            code: data.code ?? 'card_declined',
            message: data.message ?? cardErrorMessages.declined,
          };
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const row = await findByKey(idempotencyKey);
      if (row) return { refundId: row.id };
      const charge = await find<SimulatedCharge>(paymentId, 'charge');
      if (!charge || charge.status !== 'succeeded')
        throw new Error(`no refundable charge ${paymentId}`);
      if (charge.refundedCents + amountCents > charge.amountCents) {
        throw new Error('refund exceeds the charge');
      }
      const { id } = await createOnce('refund', 're', idempotencyKey, { paymentId, amountCents });
      await update(paymentId, { refundedCents: charge.refundedCents + amountCents });
      return { refundId: id };
    },

    async payout({ accountId, amountCents, idempotencyKey }) {
      const account = await find<AccountData>(accountId, 'account');
      if (!account?.ready) throw new Error(`payouts are not enabled for ${accountId}`);
      const { id } = await createOnce('payout', 'po', idempotencyKey, { accountId, amountCents });
      return { payoutId: id };
    },

    parseWebhook() {
      // The simulated provider answers every call at once, so it never sends webhooks.
      throw new Error('the simulated provider sends no webhooks');
    },
  };
}
