import type { PlanUsage, UsageCounter } from '#src/contract/entitlements'
import { formatUtcDay } from '../../lib/format-date'

function counter({ used, limit }: UsageCounter, one: string, many: string): string {
  const noun = (limit ?? used) === 1 ? one : many
  return limit === null ? `${used} ${noun}` : `${used} of ${limit} ${noun}`
}

/** e.g. '2 of 3 connections · 1 of 1 full analysis this month, renews Dec 1'. */
export function formatUsage(usage: PlanUsage): string {
  const parts = [counter(usage.connections, 'connection', 'connections')]
  const full = counter(usage.fullAnalyses, 'full analysis', 'full analyses')
  const recent = counter(usage.recentAnalyses, 'recent analysis', 'recent analyses')
  const monthly = usage.recentAnalyses.limit === null ? full : `${full}, ${recent}`
  const limited = usage.fullAnalyses.limit !== null || usage.recentAnalyses.limit !== null
  parts.push(`${monthly} this month${limited ? `, renews ${formatUtcDay(usage.renewsAt)}` : ''}`)
  return parts.join(' · ')
}

/** True when another connection would be refused. */
export function atConnectionLimit(usage: PlanUsage): boolean {
  const { used, limit } = usage.connections
  return limit !== null && used >= limit
}
