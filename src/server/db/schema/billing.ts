import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const subscriptionTiers = ['free', 'base', 'premium'] as const
export const subscriptionStatuses = ['active', 'pending', 'cancelled', 'trial'] as const

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers })
      .notNull()
      .default('free'),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses })
      .notNull()
      .default('active'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'user_subscriptions_tier_check',
      sql`${t.subscriptionTier} in ('free', 'base', 'premium')`,
    ),
    check(
      'user_subscriptions_status_check',
      sql`${t.subscriptionStatus} in ('active', 'pending', 'cancelled', 'trial')`,
    ),
  ],
)

/** Payment-provider events already applied: stored in the same transaction as their effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Invoices as the payment provider reported them (amounts in minor units). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    invoiceUrl: text('invoice_url'),
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_invoices_user_idx').on(t.userId, t.createdAt.desc())],
)

/** The local test provider's checkout sessions (used only when STRIPE_SECRET_KEY is unset). */
export const billingTestCheckouts = pgTable('billing_test_checkouts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  tier: text('tier', { enum: subscriptionTiers }).notNull(),
  /** open until paid, then complete; expired when the user opened another (one open at a time). */
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The local test provider's subscriptions: one per customer, like a Stripe customer with one plan. */
export const billingTestSubscriptions = pgTable('billing_test_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: subscriptionTiers }).notNull(),
  status: text('status', { enum: subscriptionStatuses }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
