import { eq } from 'drizzle-orm';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import type { Db } from '#server/db/open-db.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { storeCard } from '#server/features/payments/cards.service.ts';
import { simulatedGateway } from '#server/integrations/payments/simulated-gateway.ts';

/**
 * Demo money on the simulated provider: the demo customers Chloé and Maya each have a saved Visa
 * (4242…), so checkout can be tried at once, and the given artists a connected bank account,
 * so clients can book them. Everyone else starts with none, as a new account does.
 */
export async function seedDemoPayments(
  db: Db,
  { customerIds, artistIds }: { customerIds: string[]; artistIds: string[] },
): Promise<void> {
  for (const customerId of customerIds) await saveVisa(db, customerId);
  for (const artistId of artistIds) await connectBank(db, artistId);
}

/** Saves a Visa (4242…) for the customer, as adding it on the payments page does. */
async function saveVisa(db: Db, customerId: string): Promise<void> {
  const gateway = simulatedGateway(db);
  const [customer] = await db.select().from(users).where(eq(users.id, customerId));
  const customerRef = await gateway.createCustomer({
    userId: customerId,
    email: customer!.email,
    name: `${customer!.firstName} ${customer!.lastName}`,
  });
  const expYear = new Date().getUTCFullYear() + 3;
  const card = await gateway.attachCard(
    customerRef,
    await tokeniseSimulatedCard({ number: '4242424242424242', expMonth: 8, expYear }),
  );
  await db.update(users).set({ paymentCustomerId: customerRef }).where(eq(users.id, customerId));
  await storeCard(db, customerId, card);
}

/** Connects a bank account, which verifies the artist's mobile number as connecting does. */
async function connectBank(db: Db, artistId: string): Promise<void> {
  const gateway = simulatedGateway(db);
  const [artist] = await db.select().from(users).where(eq(users.id, artistId));
  const accountId = await gateway.createPayoutAccount({
    userId: artistId,
    email: artist!.email,
    firstName: artist!.firstName,
    lastName: artist!.lastName,
  });
  const bank = { bankName: 'RBC Royal Bank', routingNumber: '04512-003', last4: '6789' };
  await gateway.completeOnboarding(accountId, bank);
  await db
    .update(profiles)
    .set({
      payoutAccountId: accountId,
      payoutBankName: bank.bankName,
      payoutRoutingNumber: bank.routingNumber,
      payoutLast4: bank.last4,
    })
    .where(eq(profiles.userId, artistId));
  await db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.id, artistId));
}
