import { subMonths } from 'date-fns'
import type { BillingHistoryStatus, Subscription } from '#src/contract/billing'
import { intlTag, numberFormat } from '#src/i18n/format-intl'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

const DAY_MS = 86_400_000

/**
 * docs/product.md §9: amounts are minor units divided by 100, shown as en-US currency (in
 * English). Billing dates are src/i18n/format-instants.ts's formatLocalDate.
 */
export function formatAmount(minorUnits: number, currency: string, locale = 'en-US'): string {
  return numberFormat(intlTag(locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100)
}

/**
 * docs/product.md §9: the billing period runs from one month before the end date to the end date; a day
 * the month before lacks becomes its last day (31 March → 29 February in a leap year).
 */
export function billingPeriod(endDate: string): { start: Date; end: Date } {
  const end = new Date(endDate)
  return { start: subMonths(end, 1), end }
}

/** docs/product.md §9: days remaining is the ceiling of the days to the end date, never below 0. */
export function daysRemaining(endDate: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS))
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pending: 'Pending',
  cancelled: 'Cancelled',
  trial: 'Trial',
}

const STATUS_MESSAGES: Record<string, MessageId> = {
  active: 'account.billing.status.active',
  pending: 'account.billing.status.pending',
  cancelled: 'account.billing.status.cancelled',
  trial: 'account.billing.status.trial',
}

/** docs/product.md §4 status labels; an unknown value is shown as it is. */
export function statusLabel(status: Subscription['status'] | string): string {
  return STATUS_LABELS[status] ?? status
}

/** `statusLabel` in the reader's language. */
export function statusText(status: Subscription['status'] | string, t: Translate): string {
  const id = STATUS_MESSAGES[status]
  return id ? t(id) : status
}

/** The billing history's statuses (Paid, Pending, Failed, Refunded) in the reader's language. */
export const HISTORY_STATUS_MESSAGES: Record<BillingHistoryStatus, MessageId> = {
  Paid: 'account.billing.historyStatus.paid',
  Pending: 'account.billing.historyStatus.pending',
  Failed: 'account.billing.historyStatus.failed',
  Refunded: 'account.billing.historyStatus.refunded',
}
