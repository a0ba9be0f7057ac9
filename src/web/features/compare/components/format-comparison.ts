// How a comparison card writes its figures (spec §2 comparison card).

import { formatDistanceToNow } from 'date-fns'
import type { CompareStatus } from '../../../../analysis/compare'
import type { BadgeProps } from '../../../components/ui/badge'

/** 'YYYY-MM-DDTHH:mm' of the export's wall clock → a local date with the same reading. */
function wallClockDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number)
  return new Date(y ?? 0, (mo ?? 1) - 1, d, h, mi)
}

/** 'Last chat 3 months ago', or null when the date is unknown. */
export function lastChatText(lastChatDate: string | null): string | null {
  const date = lastChatDate ? wallClockDate(lastChatDate) : null
  return date ? `Last chat ${formatDistanceToNow(date, { addSuffix: true })}` : null
}

/** Hours to one decimal: '0.4h', '26.0h'. */
export function formatResponseHours(hours: number): string {
  return `${hours.toFixed(1)}h`
}

export function formatWeeklyChats(weekly: number): string {
  return (Math.round(weekly * 10) / 10).toLocaleString('en-US')
}

/** Warm colours only: a connection that needs attention is a nudge, not an alarm. */
export const STATUS_BADGE: Record<CompareStatus, NonNullable<BadgeProps['variant']>> = {
  healthy: 'green',
  balanced: 'blue',
  'one-sided': 'yellow',
  'needs-attention': 'accent',
}
