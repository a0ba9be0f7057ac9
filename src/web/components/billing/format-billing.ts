import { subMonths } from 'date-fns'
import type { Subscription } from '#src/contract/billing'

const DAY_MS = 86_400_000

/** Spec §9: amounts are minor units divided by 100, shown as en-US currency. */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100)
}

/**
 * Spec §9: the billing period runs from one month before the end date to the end date; a day
 * the month before lacks becomes its last day (31 March → 29 February in a leap year).
 */
export function billingPeriod(endDate: string): { start: Date; end: Date } {
  const end = new Date(endDate)
  return { start: subMonths(end, 1), end }
}

/** Spec §9: days remaining is the ceiling of the days to the end date, never below 0. */
export function daysRemaining(endDate: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS))
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pending: 'Pending',
  cancelled: 'Cancelled',
  trial: 'Trial',
}

/** Spec §4 status labels; an unknown value is shown as it is. */
export function statusLabel(status: Subscription['status'] | string): string {
  return STATUS_LABELS[status] ?? status
}
