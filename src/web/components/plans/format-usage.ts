import type { PlanUsage, UsageCounter } from '#src/contract/entitlements'
import { formatUtcDay } from '#src/i18n/format-instants'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

type CounterMessages = { count: MessageId; of: MessageId }

const CONNECTIONS: CounterMessages = {
  count: 'plans.usage.connectionsCount',
  of: 'plans.usage.connectionsOf',
}
const FULL: CounterMessages = { count: 'plans.usage.fullCount', of: 'plans.usage.fullOf' }
const RECENT: CounterMessages = { count: 'plans.usage.recentCount', of: 'plans.usage.recentOf' }

function counter({ used, limit }: UsageCounter, messages: CounterMessages, t: Translate): string {
  return limit === null ? t(messages.count, { used }) : t(messages.of, { used, limit })
}

/** e.g. '2 of 3 connections · 1 of 1 full analysis this month, renews Dec 1'. */
export function formatUsage(usage: PlanUsage, t: Translate, locale: AppLocale): string {
  const connections = counter(usage.connections, CONNECTIONS, t)
  const full = counter(usage.fullAnalyses, FULL, t)
  const analyses =
    usage.recentAnalyses.limit === null
      ? full
      : t('plans.usage.fullAndRecent', { full, recent: counter(usage.recentAnalyses, RECENT, t) })
  const limited = usage.fullAnalyses.limit !== null || usage.recentAnalyses.limit !== null
  // Plans renew at UTC month starts: in UTC, 'Dec 1' stays Dec 1 west of Greenwich.
  const date = formatUtcDay(usage.renewsAt, locale)
  const monthly = limited
    ? t('plans.usage.thisMonthRenews', { analyses, date })
    : t('plans.usage.thisMonth', { analyses })
  return t('plans.usage.summary', { connections, monthly })
}

/** True when another connection would be refused. */
export function atConnectionLimit(usage: PlanUsage): boolean {
  const { used, limit } = usage.connections
  return limit !== null && used >= limit
}
