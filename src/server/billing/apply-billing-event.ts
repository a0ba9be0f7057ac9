import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { billingEvents, billingInvoices, userSubscriptions } from '../db/schema'
import type { InvoiceSnapshot, SubscriptionSnapshot } from './billing-provider'

export interface BillingEvent {
  id: string
  type: string
  customerId: string
  /** The subscription's current state; absent when the event does not concern one. */
  subscription?: SubscriptionSnapshot
  invoice?: InvoiceSnapshot
}

export type ApplyResult = 'applied' | 'duplicate' | 'unknown_customer'

/**
 * Applies one provider event. The event id is stored in the same transaction as its effect, so a
 * redelivery has no second effect and a failure leaves nothing half-written for the retry.
 */
export async function applyBillingEvent(db: Db, event: BillingEvent): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id })
    if (inserted.length === 0) return 'duplicate'
    const [row] = await tx
      .select({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.stripeCustomerId, event.customerId))
      .for('update')
    if (!row) return 'unknown_customer'
    if (event.subscription) await applySubscription(tx, event.subscription)
    if (event.invoice) await upsertInvoice(tx, row.userId, event.invoice)
    return 'applied'
  })
}

/**
 * Writes the subscription's current state on its customer's row. A cancelled subscription that is
 * not the row's current one (an old subscription's late event) must not end the newer one.
 */
export async function applySubscription(db: Db, snapshot: SubscriptionSnapshot): Promise<void> {
  await db
    .update(userSubscriptions)
    .set({
      subscriptionTier: snapshot.tier,
      subscriptionStatus: snapshot.status,
      subscriptionEndDate: snapshot.periodEnd,
      stripeSubscriptionId: snapshot.subscriptionId,
    })
    .where(
      snapshot.status === 'cancelled'
        ? sql`${userSubscriptions.stripeCustomerId} = ${snapshot.customerId} and (${userSubscriptions.stripeSubscriptionId} is null or ${userSubscriptions.stripeSubscriptionId} = ${snapshot.subscriptionId} or ${userSubscriptions.subscriptionStatus} = 'cancelled')`
        : eq(userSubscriptions.stripeCustomerId, snapshot.customerId),
    )
}

async function upsertInvoice(db: Db, userId: string, invoice: InvoiceSnapshot): Promise<void> {
  const values = {
    description: invoice.description,
    status: invoice.status,
    amount: invoice.amount,
    currency: invoice.currency,
    invoiceUrl: invoice.invoiceUrl,
    receiptUrl: invoice.receiptUrl,
  }
  await db
    .insert(billingInvoices)
    .values({ id: invoice.id, userId, createdAt: invoice.createdAt, ...values })
    .onConflictDoUpdate({ target: billingInvoices.id, set: values })
}
