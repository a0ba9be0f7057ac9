// How a comparison card writes its figures (spec §2 comparison card).

import type { CompareStatus } from '#src/analysis/compare'
import type { BadgeProps } from '#src/web/components/ui/badge'
import { wallClockAgo } from '#src/web/lib/format-date'

/** 'Last chat 3 months ago', or null when the date is unknown. */
export function lastChatText(lastChatDate: string | null): string | null {
  const ago = lastChatDate ? wallClockAgo(lastChatDate) : null
  return ago ? `Last chat ${ago}` : null
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
