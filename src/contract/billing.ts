import { z } from 'zod'
import { PlanTierSchema } from './plans'

// docs/product.md §8 "Payment": the pay-after-confirmation page and the 'Payment Error' toasts.
export const PAYMENT_SESSION_FAILED = 'Failed to create payment session. Please try again.'
export const PAYMENT_NO_CHECKOUT_URL = 'No checkout URL received'
export const PAYMENT_SETUP_UNEXPECTED = 'An unexpected error occurred during payment setup.'

// docs/product.md §8 "Account and billing".
export const SYNC_NO_UPDATES = 'No subscription updates found.'

/**
 * A checkout asked for while a paid plan is active (code `plan_active`): a change of plan goes
 * through the provider's portal, never a second subscription.
 */
export const PLAN_ALREADY_ACTIVE =
  'You already have a paid plan. To change it, use Manage Subscription in your account settings.'

export const PaidTierSchema = z.enum(['base', 'premium'])
export type PaidTier = z.infer<typeof PaidTierSchema>

export const SubscriptionStatusSchema = z.enum(['active', 'pending', 'cancelled', 'trial'])
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>

/** create-checkout-session: only a paid tier can be bought. */
export const CheckoutRequestSchema = z.object({ tier: PaidTierSchema })

/** create-checkout-session and customer-portal both answer with the provider's page. */
export const RedirectUrlSchema = z.object({ url: z.string().min(1) })
export type RedirectUrl = z.infer<typeof RedirectUrlSchema>

export const SubscriptionSchema = z.object({
  tier: PlanTierSchema,
  status: SubscriptionStatusSchema,
  /** ISO date-time; the end of the current billing period. */
  endDate: z.string().nullable(),
  hasCustomer: z.boolean(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

/** The signed-in user's row of user_subscriptions, or null when none exists. */
export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionSchema.nullable() })
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>

export const BillingHistoryStatusSchema = z.enum(['Paid', 'Pending', 'Failed', 'Refunded'])
export type BillingHistoryStatus = z.infer<typeof BillingHistoryStatusSchema>

/** docs/product.md §3 billing history item; amounts in minor currency units. */
export const BillingHistoryItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  status: BillingHistoryStatusSchema,
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  invoice_url: z.string().nullable(),
  receipt_url: z.string().nullable(),
})
export type BillingHistoryItem = z.infer<typeof BillingHistoryItemSchema>

export const BillingHistoryResponseSchema = z.object({ history: z.array(BillingHistoryItemSchema) })
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponseSchema>

export const SyncResponseSchema = z.object({ synced: z.boolean(), message: z.string() })
export type SyncResponse = z.infer<typeof SyncResponseSchema>
