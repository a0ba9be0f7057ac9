import { desc, eq } from 'drizzle-orm'
import { type BillingHistoryItem, BillingHistoryStatusSchema } from '#src/contract/billing'
import type { Db } from '../db/client'
import { billingInvoices } from '../db/schema'

/** The user's own invoices, newest first (docs/product.md §7 billing history), at most 100. */
export async function listBillingHistory(db: Db, userId: string): Promise<BillingHistoryItem[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(100)
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    status: BillingHistoryStatusSchema.catch('Pending').parse(row.status),
    date: row.createdAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    invoice_url: row.invoiceUrl,
    receipt_url: row.receiptUrl,
  }))
}
